import { loadPrd } from '../../src/loop/prd/prd.js'
import { statusCounts, storyRows } from '../../src/loop/plan/status.js'
import { fixturePath } from '../helpers/fixtures.js'

async function bashPrd() {
  const result = await loadPrd(fixturePath('prd/bash-format.json'))
  if (result.kind !== 'ok') throw new Error('fixture must be valid')
  return result.prd
}

describe('storyRows and statusCounts', () => {
  it('lists every story with its derived status and attempts, in selection order', async () => {
    expect(storyRows(await bashPrd())).toEqual([
      {
        id: 'AUDIT-001',
        priority: 1,
        mode: 'audit',
        status: 'passing',
        attempts: 0,
        title: 'Map the HTTP entry points'
      },
      {
        id: 'LINT-001',
        priority: 10,
        mode: 'linting',
        status: 'skipped',
        attempts: 0,
        title: 'Baseline of the existing checks'
      },
      {
        id: 'FIX-001',
        priority: 20,
        mode: 'fixing',
        status: 'open',
        attempts: 0,
        title: 'Reject unknown query parameters'
      }
    ])
  })

  it('filters by mode', async () => {
    expect(storyRows(await bashPrd(), 'fixing').map(row => row.id)).toEqual(['FIX-001'])
  })

  it('counts per status and per mode', async () => {
    expect(statusCounts(await bashPrd())).toEqual({
      total: 3,
      byStatus: { open: 1, passing: 1, skipped: 1 },
      byMode: {
        audit: { open: 0, passing: 1, skipped: 0 },
        linting: { open: 0, passing: 0, skipped: 1 },
        fixing: { open: 1, passing: 0, skipped: 0 }
      }
    })
    expect(statusCounts(await bashPrd(), 'linting')).toEqual({
      total: 1,
      byStatus: { open: 0, passing: 0, skipped: 1 },
      byMode: { linting: { open: 0, passing: 0, skipped: 1 } }
    })
  })
})
