import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  fromLogPath,
  openUndoLog,
  readUndoLog,
  runsIn,
  toLogPath,
  UndoLogError
} from '../../src/pdf/apply/undo-log.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

const line = (entry: object): string =>
  JSON.stringify({ v: 1, ts: '2024-03-14T10:00:00.000Z', ...entry }) + '\n'
const rename = (run: string, seq: number) =>
  line({
    op: 'rename',
    run,
    seq,
    from: `../a${seq}.pdf`,
    to: `../b${seq}.pdf`,
    sha256: 'ab',
    size: 1
  })

describe('undo log', () => {
  let tmp: TempDir
  let log: string
  beforeEach(() => {
    tmp = tempDir()
    log = join(tmp.dir, '.pdf-renamer', 'undo.jsonl')
  })
  afterEach(() => tmp.cleanup())

  it('writes one JSON line per entry, with paths relative to the log', async () => {
    const writer = await openUndoLog(log, () => new Date('2024-03-14T10:00:00Z'))
    await writer.append({
      op: 'rename',
      run: 'r1',
      seq: 1,
      from: toLogPath(log, join(tmp.dir, 'scan 1.pdf')),
      to: toLogPath(log, join(tmp.dir, 'x.pdf')),
      sha256: 'ab',
      size: 3
    })
    await writer.close()
    expect(readFileSync(log, 'utf8')).toBe(
      '{"v":1,"op":"rename","run":"r1","seq":1,"from":"../scan 1.pdf","to":"../x.pdf","sha256":"ab","size":3,"ts":"2024-03-14T10:00:00.000Z"}\n'
    )
    expect(fromLogPath(log, '../scan 1.pdf')).toBe(join(tmp.dir, 'scan 1.pdf'))
  })

  it('skips a torn last line with a warning', async () => {
    const writer = await openUndoLog(log)
    await writer.close()
    writeFileSync(log, rename('r1', 1) + rename('r1', 2).slice(0, 30))
    const { entries, warnings } = readUndoLog(log)
    expect(entries).toHaveLength(1)
    expect(warnings).toEqual([
      expect.stringContaining('undo.jsonl:2: torn last line (an interrupted write) ignored')
    ])
  })

  it('starts a fresh line after a torn one, so the next entry stays readable', async () => {
    const writer0 = await openUndoLog(log)
    await writer0.close()
    writeFileSync(log, rename('r1', 1) + '{"v":1,"op":"ren')
    const writer = await openUndoLog(log)
    await writer.append({ op: 'undone', run: 'r1', seq: 1 })
    await writer.close()
    const { entries, warnings } = readUndoLog(log)
    expect(entries.map(e => e.op)).toEqual(['rename', 'undone'])
    expect(warnings).toEqual([expect.stringContaining('undo.jsonl:2: unreadable line')])
  })

  it('says what to do when the log is missing', () => {
    expect(() => readUndoLog(log)).toThrow(UndoLogError)
    expect(() => readUndoLog(log)).toThrow(
      /Cannot read the undo log .* \(ENOENT\)\. No rename has been recorded there/
    )
  })

  it('knows what is left to undo in each run', () => {
    writeFileSync(
      log.replace('.pdf-renamer/', ''),
      rename('r1', 1) +
        rename('r1', 2) +
        line({ op: 'abort', run: 'r1', seq: 2, reason: 'target exists' }) +
        rename('r2', 1) +
        line({ op: 'undone', run: 'r2', seq: 1 })
    )
    const runs = runsIn(readUndoLog(log.replace('.pdf-renamer/', '')).entries)
    expect(runs.map(r => [r.run, r.pending.map(p => p.seq)])).toEqual([
      ['r1', [1]],
      ['r2', []]
    ])
  })
})
