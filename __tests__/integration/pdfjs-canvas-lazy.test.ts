/** Reading text never loads the canvas package; rendering for OCR still gets the real one. */
import { spawnSync } from 'node:child_process'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { tsArgs } from '../helpers/child.js'

describe('@napi-rs/canvas, loaded only to render', () => {
  it('is not loaded by reading text; DOMMatrix and rendering load it when used', () => {
    const run = spawnSync(process.execPath, tsArgs('__tests__/helpers/canvas-probe.ts'), {
      cwd: PROJECT_ROOT,
      encoding: 'utf8'
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({
      text: ['Rechnung Nr. 42', 'Datum: 01.02.2023'],
      afterText: false,
      inverse: 0.5,
      afterMatrix: true,
      dark: expect.any(Number)
    })
    expect((JSON.parse(run.stdout) as { dark: number }).dark).toBeGreaterThan(50)
  })
})
