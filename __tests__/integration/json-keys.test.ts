/**
 * JSON output keys in one style across both CLIs: camelCase (the style most keys already had:
 * runId, dryRun, reportPath, writtenBy …). Every key of every --json document these commands
 * print is checked, however deep.
 */
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { main as pdfRename } from '../../src/cli/pdf-rename.js'
import { main as ralph } from '../../src/cli/ralph.js'
import { captureIo as captureCliIo } from '../helpers/cli-io.js'
import { fixturePath } from '../helpers/fixtures.js'
import { captureIo } from '../helpers/io.js'
import { writeInvoice } from '../helpers/pdf-inbox.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

const CAMEL = /^[a-z][a-zA-Z0-9]*$/

/** Every object key in `value` with its JSON path. */
function keys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keys(item, `${path}/${i}`))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => [
    `${path}/${key}`,
    ...keys(inner, `${path}/${key}`)
  ])
}

function offenders(json: string): string[] {
  return keys(JSON.parse(json)).filter(path => !CAMEL.test(path.slice(path.lastIndexOf('/') + 1)))
}

let tmp: TempDir
beforeAll(async () => {
  tmp = tempDir()
  copyFileSync(fixturePath('prd/bash-format.json'), join(tmp.dir, 'prd.json'))
  await writeInvoice(tmp.dir, 'a.pdf')
})
afterAll(() => tmp.cleanup())

async function ralphJson(...argv: string[]): Promise<string> {
  const captured = captureIo(tmp.dir)
  expect(await ralph([...argv, '--json'], captured.io)).toBe(0)
  return captured.stdout()
}

async function pdfJson(...argv: string[]): Promise<string> {
  const io = captureCliIo(tmp.dir)
  expect(await pdfRename([...argv, '--json'], io)).toBe(0)
  return io.out()
}

describe('--json keys are camelCase in both CLIs', () => {
  it.each([['list'], ['status'], ['next'], ['next', '--prompt'], ['validate']])(
    'ralph %s',
    async (...argv) => {
      const json = await ralphJson(...argv)
      expect(keys(JSON.parse(json)).length).toBeGreaterThan(1)
      expect(offenders(json)).toEqual([])
    }
  )

  it('pdf-rename (a rename, its undo)', async () => {
    const renamed = await pdfJson('--no-llm', '.')
    expect(keys(JSON.parse(renamed))).toEqual(
      expect.arrayContaining(['/runId', '/dryRun', '/files/0/analysis/dateSource'])
    )
    expect(offenders(renamed)).toEqual([])
    const undone = await pdfJson('undo')
    expect(keys(JSON.parse(undone))).toContain('/items/0/status')
    expect(offenders(undone)).toEqual([])
  })

  it('the check catches a snake_case key', () => {
    expect(offenders('{"a":{"by_status":1}}')).toEqual(['/a/by_status'])
  })
})
