import { parseTree, findNodeAtLocation } from 'jsonc-parser'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { applyStoryPatch, updateStory } from '../../src/loop/prd/prd-writer.js'
import type { StoryPatch } from '../../src/loop/types.js'
import { fixtureText } from '../helpers/fixtures.js'
import { tempDir } from '../helpers/tmp.js'

function storySpan(text: string, index: number): { start: number; end: number } {
  const node = findNodeAtLocation(parseTree(text)!, ['stories', index])
  if (!node) throw new Error(`no story ${index}`)
  return { start: node.offset, end: node.offset + node.length }
}

/** Asserts that `after` equals `before` byte for byte outside story `index`. */
function expectOnlyStoryChanged(before: string, after: string, index: number): void {
  const old = storySpan(before, index)
  const now = storySpan(after, index)
  expect(now.start).toBe(old.start)
  expect(after.slice(0, now.start)).toBe(before.slice(0, old.start))
  expect(after.slice(now.end)).toBe(before.slice(old.end))
}

const bash = fixtureText('prd/bash-format.json')

describe('applyStoryPatch', () => {
  it('changes only the patched story and appends new fields in order', () => {
    const patch: StoryPatch = {
      passes: true,
      completed_at: '2025-06-04T03:14:00Z',
      report_path: '.codex/ralph-audit/audit/FIX-001-query-params.md',
      attempts: 1
    }
    const after = applyStoryPatch(bash, 'FIX-001', patch)
    expectOnlyStoryChanged(bash, after, 2)
    const before = JSON.parse(bash)
    const parsed = JSON.parse(after)
    expect(parsed.stories.slice(0, 2)).toEqual(before.stories.slice(0, 2))
    expect(Object.keys(parsed.stories[2])).toEqual([
      ...Object.keys(before.stories[2]),
      'completed_at',
      'report_path',
      'attempts'
    ])
    expect(parsed.stories[2]).toMatchObject(patch)
  })

  it('changes a value in place without touching the lines around it', () => {
    const after = applyStoryPatch(bash, 'FIX-001', { passes: true })
    const diff = after
      .split('\n')
      .flatMap((line, i) => (line === bash.split('\n')[i] ? [] : [line]))
    expect(diff).toEqual(['      "passes": true,'])
  })

  it('removes fields given as null', () => {
    const after = applyStoryPatch(bash, 'LINT-001', {
      skipped: null,
      skip_reason: null,
      skipped_at: null
    })
    expectOnlyStoryChanged(bash, after, 1)
    const story = JSON.parse(after).stories[1]
    expect(story).not.toHaveProperty('skipped')
    expect(story).not.toHaveProperty('skip_reason')
    expect(story).not.toHaveProperty('skipped_at')
    expect(story.notes).toBe('Read-only.')
  })

  it('keeps 4-space indentation and CRLF line endings of a file written that way', () => {
    const text = JSON.stringify(JSON.parse(bash), null, 4).replaceAll('\n', '\r\n') + '\r\n'
    const after = applyStoryPatch(text, 'AUDIT-001', { attempts: 2 })
    expectOnlyStoryChanged(text, after, 0)
    expect(after).toContain('\r\n            "attempts": 2\r\n        }')
    expect(after.replaceAll('\r\n', '')).not.toContain('\n')
  })

  it('keeps tabs, and a story that starts on the line of the bracket before it', () => {
    const tabs = JSON.stringify(JSON.parse(bash), null, '\t') + '\n'
    const tabbed = applyStoryPatch(tabs, 'LINT-001', { attempts: 2, passes: true })
    expectOnlyStoryChanged(tabs, tabbed, 1)
    expect(tabbed).toContain('\n\t\t\t"attempts": 2\n\t\t}')
    const compact = bash.replace(/\[\s*\{/, '[{')
    const after = applyStoryPatch(compact, 'AUDIT-001', { attempts: 2 })
    expectOnlyStoryChanged(compact, after, 0)
    expect(JSON.parse(after).stories[0].attempts).toBe(2)
    expect(JSON.parse(after).stories.slice(1)).toEqual(JSON.parse(bash).stories.slice(1))
  })

  it('refuses fields the runner does not own', () => {
    expect(() => applyStoryPatch(bash, 'FIX-001', { title: 'x' } as unknown as StoryPatch)).toThrow(
      /Cannot patch 'title' of story 'FIX-001': only the runner-owned fields/
    )
  })

  it('refuses an unknown or duplicated id', () => {
    expect(() => applyStoryPatch(bash, 'NOPE-1', { attempts: 1 })).toThrow(
      /No story with id 'NOPE-1' in the PRD. Expected one of: AUDIT-001, LINT-001, FIX-001/
    )
    const twice = JSON.stringify({ stories: [{ id: 'A' }, { id: 'A' }] })
    expect(() => applyStoryPatch(twice, 'A', { attempts: 1 })).toThrow(/occurs 2 times/)
  })
})

describe('updateStory', () => {
  let tmp: ReturnType<typeof tempDir>
  beforeEach(() => (tmp = tempDir()))
  afterEach(() => tmp.cleanup())

  it('writes the patched PRD and returns it', async () => {
    const path = join(tmp.dir, 'prd.json')
    writeFileSync(path, bash)
    const prd = await updateStory(path, 'AUDIT-001', { attempts: 3 })
    expect(prd.stories[0]?.attempts).toBe(3)
    expect(readFileSync(path, 'utf8')).toBe(applyStoryPatch(bash, 'AUDIT-001', { attempts: 3 }))
  })

  it('refuses a patch that would make the PRD invalid and leaves the file as it was', async () => {
    const path = join(tmp.dir, 'prd.json')
    writeFileSync(path, bash)
    await expect(updateStory(path, 'FIX-001', { passes: true })).rejects.toThrow(
      /Refusing to write .*prd\.json.*\/stories\/2\/completed_at: is missing although "passes" is true/
    )
    expect(readFileSync(path, 'utf8')).toBe(bash)
  })
})
