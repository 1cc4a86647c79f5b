import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  EventLog,
  EventLogError,
  eventFindings,
  parseEventLog,
  readEvents
} from '../../src/loop/record/events.js'
import { newRunId } from '../../src/fs/run-id.js'
import type { EventBody } from '../../src/loop/types.js'
import { tempDir } from '../helpers/tmp.js'

const SHA = 'a'.repeat(64)
const clock = () => new Date('2024-03-14T12:00:00Z')

const bodies: EventBody[] = [
  { event: 'run_start', mode: 'audit', max_steps: 3, prd: 'prd.json', head: 'b'.repeat(40) },
  { event: 'story_start', story: 'AUDIT-001', attempt: 1, prompt_sha256: SHA },
  {
    event: 'story_start',
    story: 'AUDIT-001',
    attempt: 2,
    prompt_sha256: SHA,
    agent: { name: 'codex', version: '0.171.0', model: null, argv: ['codex', 'exec', '-'] }
  },
  {
    event: 'agent_exit',
    story: 'AUDIT-001',
    attempt: 1,
    exit_code: 0,
    timed_out: false,
    duration_ms: 1234,
    stdout_sha256: SHA,
    last_message_sha256: null,
    writes: ['.ralph/reports/AUDIT-001.md', 'src/a.ts']
  },
  { event: 'scope_violation', story: 'AUDIT-001', attempt: 1, paths: ['src/a.ts'] },
  { event: 'story_fail', story: 'AUDIT-001', attempt: 1, reason: 'scope_violation' },
  { event: 'story_skip', story: 'AUDIT-001', attempt: 3, reason: 'max attempts reached' },
  { event: 'story_pass', story: 'LINT-001', attempt: 1, report_path: 'r.md' },
  { event: 'run_end', steps: 2, reason: 'no open story' }
]

describe('EventLog writer and reader', () => {
  let tmp: ReturnType<typeof tempDir>
  let path: string
  beforeEach(() => {
    tmp = tempDir()
    path = join(tmp.dir, '.runtime', 'events.log')
  })
  afterEach(() => tmp.cleanup())

  it('appends one validated line per event, numbered within the run, and reads them back', async () => {
    const log = new EventLog(path, 'run-1', { clock })
    for (const body of bodies) await log.append(body)
    const lines = readFileSync(path, 'utf8').split('\n')
    expect(lines).toHaveLength(bodies.length + 1)
    expect(lines[0]).toBe(
      '{"v":1,"ts":"2024-03-14T12:00:00.000Z","run":"run-1","seq":1,"event":"run_start",' +
        `"mode":"audit","max_steps":3,"prd":"prd.json","head":"${'b'.repeat(40)}"}`
    )
    const read = await readEvents(path)
    expect(read.warnings).toEqual([])
    expect(read.events.map(e => [e.seq, e.event])).toEqual(bodies.map((b, i) => [i + 1, b.event]))
    expect(read.events[2]).toMatchObject(bodies[2] as object)
  })

  it('gives concurrent appends distinct sequence numbers and whole lines', async () => {
    const log = new EventLog(path, 'run-2', { clock })
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => log.append({ event: 'run_end', steps: i }))
    )
    const { events } = await readEvents(path)
    expect(events.map(e => e.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1)
    )
  })

  it('refuses an invalid event and writes nothing', async () => {
    const log = new EventLog(path, 'run-3', { clock })
    const bad = { event: 'scope_violation', story: 'A', attempt: 1, paths: [] } as EventBody
    await expect(log.append(bad)).rejects.toThrow(
      /invalid scope_violation event: \/paths: must not be empty/
    )
    expect(existsSync(path)).toBe(false)
    await log.append({ event: 'run_end', steps: 0 })
    expect((await readEvents(path)).events[0]?.seq).toBe(1)
  })

  it('ignores a torn final line with a warning', async () => {
    const log = new EventLog(path, 'run-4', { clock })
    await log.append(bodies[0]!)
    await log.append(bodies[1]!)
    appendFileSync(path, '{"v":1,"ts":"2024-03-14T12:0')
    const read = await readEvents(path)
    expect(read.events).toHaveLength(2)
    expect(read.warnings).toEqual([
      `${path}: line 3 is incomplete (a crash while writing?); ignored 28 bytes`
    ])
  })

  it('sets a torn tail aside before appending, so it never lands in the middle', async () => {
    await new EventLog(path, 'run-5', { clock }).append(bodies[0]!)
    appendFileSync(path, '{"v":1,"ts"')
    const warnings: string[] = []
    const log = new EventLog(path, 'run-6', { clock, onWarning: w => warnings.push(w) })
    await log.append({ event: 'run_end', steps: 0 })
    const read = await readEvents(path)
    expect(read.warnings).toEqual([])
    expect(read.events.map(e => e.run)).toEqual(['run-5', 'run-6'])
    expect(readFileSync(`${path}.torn`, 'utf8')).toBe('{"v":1,"ts"')
    expect(warnings).toEqual([expect.stringMatching(/last line was incomplete.*11 bytes/)])
  })

  it('treats a damaged line in the middle as an error naming its line', () => {
    const good = JSON.stringify({
      v: 1,
      ts: '2024-03-14T12:00:00Z',
      run: 'r',
      seq: 1,
      event: 'run_end',
      steps: 0
    })
    expect(() => parseEventLog(`${good}\n{"v":1,"ts\n${good}\n`, 'events.log')).toThrow(
      /^events\.log: line 2: is not valid JSON/
    )
    expect(() => parseEventLog(`${good}\n\n${good}\n`, 'events.log')).toThrow(
      'events.log: line 2: is empty'
    )
    try {
      parseEventLog(`${good}\n${good.replace('"steps":0', '"steps":-1')}\n`, 'events.log')
      throw new Error('expected an error')
    } catch (error) {
      expect(error).toBeInstanceOf(EventLogError)
      expect((error as EventLogError).line).toBe(2)
      expect((error as Error).message).toMatch(/line 2: \/steps: -1 is too small/)
    }
  })

  it('reads a missing log as empty', async () => {
    expect(await readEvents(join(tmp.dir, 'none.log'))).toEqual({ events: [], warnings: [] })
  })

  it('writes nothing else than what the schema allows', () => {
    const base = { v: 1, ts: '2024-03-14T12:00:00Z', run: 'r', seq: 1 }
    expect(eventFindings({ ...base, event: 'run_start', mode: 'audit' })).toEqual([])
    expect(eventFindings({ ...base, event: 'run_start', mode: 'audit', story: 'A' })).toEqual([
      expect.objectContaining({ pointer: '/story', message: 'field "story" is not allowed here' })
    ])
    expect(eventFindings({ ...base, event: 'story_fail', story: 'A', attempt: 1 })).toEqual([
      expect.objectContaining({ pointer: '/reason', message: 'missing required field "reason"' })
    ])
    expect(eventFindings({ ...base, event: 'run_end', steps: 0, extra: 1 })).toEqual([
      expect.objectContaining({
        pointer: '/extra',
        message: 'field "extra" is not allowed here',
        fix: expect.stringContaining('fields of a run_end event: v, ts, run, seq, event, steps')
      })
    ])
    expect(eventFindings({ ...base, v: 2, event: 'run_end', steps: 0 })).toEqual([
      expect.objectContaining({ pointer: '/v' })
    ])
  })

  it('takes story_start with or without the agent (logs written before it was recorded)', () => {
    const base = { v: 1, ts: '2024-03-14T12:00:00Z', run: 'r', seq: 1, event: 'story_start' }
    const start = { ...base, story: 'A-1', attempt: 1 }
    expect(eventFindings(start)).toEqual([])
    const agent = { name: 'claude', version: '2.1.332', model: 'sonnet', argv: ['claude', '-p'] }
    expect(eventFindings({ ...start, agent })).toEqual([])
    expect(eventFindings({ ...start, agent: { ...agent, argv: [] } })).toEqual([
      expect.objectContaining({ pointer: '/agent/argv' })
    ])
    expect(eventFindings({ ...start, agent: { name: 'codex', argv: ['codex'] } })).toEqual(
      expect.arrayContaining([expect.objectContaining({ pointer: '/agent/version' })])
    )
  })

  it('makes run ids that sort by time', () => {
    expect(newRunId(new Date('2024-03-14T12:00:00.123Z'))).toMatch(/^20240314T120000Z-[0-9a-f]{6}$/)
  })
})
