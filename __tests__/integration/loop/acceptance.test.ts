import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { accept, AcceptanceInput } from '../../../src/loop/judge.js'

let root: string
let top: string
let outside: string
const REPORT = '.ralph/reports/AUDIT-001.md'

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ralph-accept-'))
  top = join(root, 'repo')
  outside = join(root, 'outside')
  mkdirSync(top)
  mkdirSync(outside)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const input = (over: Partial<AcceptanceInput> = {}): AcceptanceInput => ({
  top,
  reportPath: REPORT,
  writes: [{ path: REPORT, change: 'added' }],
  agent: { exitCode: 0, signal: null, timedOut: false, timeoutMs: 900_000 },
  lastMessage: null,
  ...over
})
const put = (path: string, text: string): void => {
  mkdirSync(join(top, path, '..'), { recursive: true })
  writeFileSync(join(top, path), text)
}

describe('accept', () => {
  it('accepts a report the agent wrote', () => {
    put(REPORT, '# findings\n')
    expect(accept(input())).toEqual({ kind: 'accepted', by: 'agent' })
  })

  it('rejects a report that is not among the writes (it was there before)', () => {
    put(REPORT, '# old\n')
    expect(accept(input({ writes: [] }))).toEqual({
      kind: 'rejected',
      reason: `agent did not write the report '${REPORT}'`
    })
  })

  it('rejects an empty report', () => {
    put(REPORT, '  \n')
    expect(accept(input())).toEqual({ kind: 'rejected', reason: `report '${REPORT}' is empty` })
  })

  it('rejects a report that is a folder', () => {
    mkdirSync(join(top, REPORT), { recursive: true })
    expect(accept(input())).toMatchObject({ reason: `report '${REPORT}' is not a regular file` })
  })

  it('rejects a report that is a symlink to /etc/passwd', () => {
    mkdirSync(join(top, '.ralph/reports'), { recursive: true })
    symlinkSync('/etc/passwd', join(top, REPORT))
    expect(accept(input())).toMatchObject({
      reason: expect.stringContaining('escapes the repository through a symlink')
    })
  })

  it('rejects a report written through a symlinked folder that points outside', () => {
    mkdirSync(join(top, '.ralph'))
    symlinkSync(outside, join(top, '.ralph/reports'))
    writeFileSync(join(outside, 'AUDIT-001.md'), '# findings\n')
    expect(accept(input())).toMatchObject({
      reason: expect.stringContaining('escapes the repository through a symlink')
    })
  })

  it('rejects a report reached through a symlink inside the repository', () => {
    put('real/AUDIT-001.md', '# findings\n')
    mkdirSync(join(top, '.ralph'))
    symlinkSync('../real', join(top, '.ralph/reports'))
    expect(accept(input())).toMatchObject({
      reason: `report '${REPORT}' is reached through a symlink (resolves to 'real/AUDIT-001.md')`
    })
  })

  it('rejects when the report is missing', () => {
    expect(accept(input())).toMatchObject({
      reason: `report '${REPORT}' does not exist after the call`
    })
  })

  it.each([
    [{ exitCode: 2, signal: null, timedOut: false }, 'agent exited with code 2'],
    [{ exitCode: null, signal: 'SIGTERM', timedOut: true }, 'agent timed out after 900 s'],
    [{ exitCode: null, signal: 'SIGKILL', timedOut: false }, 'agent was killed by SIGKILL']
  ])('rejects a failed call %j', (agent, reason) => {
    put(REPORT, '# findings\n')
    expect(accept(input({ agent: { ...agent, timeoutMs: 900_000 } }))).toEqual({
      kind: 'rejected',
      reason
    })
  })
})

describe('accept with a last message', () => {
  it('writes the last message as the report when the agent did not', () => {
    expect(accept(input({ writes: [], lastMessage: '# from the message\n' }))).toEqual({
      kind: 'accepted',
      by: 'runner'
    })
    expect(readFileSync(join(top, REPORT), 'utf8')).toBe('# from the message\n')
  })

  it("keeps the agent's own report over the last message", () => {
    put(REPORT, '# own\n')
    expect(accept(input({ lastMessage: 'message' }))).toEqual({ kind: 'accepted', by: 'agent' })
    expect(readFileSync(join(top, REPORT), 'utf8')).toBe('# own\n')
  })

  it('fails on an empty last message', () => {
    expect(accept(input({ writes: [], lastMessage: '\n' }))).toEqual({
      kind: 'rejected',
      reason: 'agent printed nothing: the last message is empty'
    })
    expect(existsSync(join(top, REPORT))).toBe(false)
  })

  it('never writes through a symlinked folder', () => {
    mkdirSync(join(top, '.ralph'))
    symlinkSync(outside, join(top, '.ralph/reports'))
    expect(accept(input({ writes: [], lastMessage: 'text' }))).toEqual({
      kind: 'rejected',
      reason: `cannot write report '${REPORT}': '.ralph/reports' is not a real folder`
    })
    expect(existsSync(join(outside, 'AUDIT-001.md'))).toBe(false)
  })

  it('never writes through a symlinked report file', () => {
    mkdirSync(join(top, '.ralph/reports'), { recursive: true })
    writeFileSync(join(outside, 'target'), 'keep\n')
    symlinkSync(join(outside, 'target'), join(top, REPORT))
    expect(accept(input({ writes: [], lastMessage: 'text' }))).toMatchObject({
      reason: expect.stringContaining('is not a regular file')
    })
    expect(readFileSync(join(outside, 'target'), 'utf8')).toBe('keep\n')
  })
})
