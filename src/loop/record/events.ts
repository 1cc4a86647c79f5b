import type { ValidateFunction } from 'ajv/dist/2020.js'
import { closeSync, fsync, openSync, writeFileSync } from 'node:fs'
import { mkdir, readFile, truncate, appendFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { dirname } from 'node:path'
import { schemaFindings, type Finding } from '../prd/schema-problems.js'
import validateEventsSchema from '../../schemas/validate-events.js'
import type { EventBody, RalphEvent } from '../types.js'

export const EVENTS_LOG = '.runtime/events.log'

export function eventFindings(value: unknown): Finding[] {
  return schemaFindings('events', validateEventsSchema as ValidateFunction, value)
}

const describe = (findings: Finding[]): string =>
  findings.map(f => `${f.pointer || '/'}: ${f.message} (${f.fix})`).join('; ')

export class EventLogError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
    options?: { cause?: unknown }
  ) {
    super(`${file}: line ${line}: ${detail}`, options)
    this.name = 'EventLogError'
  }
}

const fsyncAsync = promisify(fsync)

/**
 * Events that close a story or a run: each is fsync'd, and with it every line before it. The
 * lines of a step in flight (run_start, story_start, agent_exit, scope_violation) are not: a
 * power loss before the story's outcome loses the step's outcome too, and the PRD (written
 * with its own fsync) never counts that attempt. A process crash loses nothing written.
 */
const SYNCED = new Set<EventBody['event']>(['story_pass', 'story_fail', 'story_skip', 'run_end'])

/**
 * Appends the events of one run, each validated and written as one line with one O_APPEND
 * write: a crash leaves at most a torn last line, moved to `<log>.torn` before the first append.
 */
export class EventLog {
  private seq = 0
  private ready: Promise<void> | undefined

  constructor(
    readonly path: string,
    readonly run: string,
    private readonly options: {
      clock?: () => Date
      /** Told when a torn last line is set aside. */
      onWarning?: (message: string) => void
    } = {}
  ) {}

  async append(body: EventBody): Promise<RalphEvent> {
    const event = {
      v: 1,
      ts: (this.options.clock?.() ?? new Date()).toISOString(),
      run: this.run,
      seq: this.seq + 1,
      ...body
    } as RalphEvent
    const findings = eventFindings(event)
    if (findings.length > 0)
      throw new Error(`Refusing to log an invalid ${body.event} event: ${describe(findings)}`)
    // Taken before the first await so concurrent appends get distinct numbers.
    this.seq = event.seq
    this.ready ??= this.prepare()
    await this.ready
    // One small write: synchronous calls cost less than a round trip through the thread pool
    // each; only the fsync, which waits for the disk, goes there.
    const fd = openSync(this.path, 'a')
    try {
      writeFileSync(fd, JSON.stringify(event) + '\n')
      if (SYNCED.has(body.event)) await fsyncAsync(fd)
    } finally {
      closeSync(fd)
    }
    return event
  }

  private async prepare(): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true })
    const bytes = await readFile(this.path).catch(() => Buffer.alloc(0))
    if (bytes.length === 0 || bytes[bytes.length - 1] === 0x0a) return
    const keep = bytes.lastIndexOf(0x0a) + 1
    await appendFile(`${this.path}.torn`, bytes.subarray(keep))
    await truncate(this.path, keep)
    this.options.onWarning?.(
      `${this.path}: the last line was incomplete (a crash while writing?); ` +
        `moved its ${bytes.length - keep} bytes to ${this.path}.torn`
    )
  }
}

type EventLogRead = { events: RalphEvent[]; warnings: string[] }

/** A last line without a newline is a torn write, ignored with a warning; other bad lines throw. */
export function parseEventLog(text: string, file: string): EventLogRead {
  const lines = text.split('\n')
  const tail = lines.pop() ?? ''
  const warnings =
    tail === ''
      ? []
      : [
          `${file}: line ${lines.length + 1} is incomplete (a crash while writing?); ignored ` +
            `${Buffer.byteLength(tail)} bytes`
        ]
  const events = lines.map((line, index) => parseEventLine(line, file, index + 1))
  return { events, warnings }
}

function parseEventLine(line: string, file: string, number: number): RalphEvent {
  if (line.trim() === '') throw new EventLogError(file, number, 'is empty; expected one JSON event')
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch (error) {
    throw new EventLogError(
      file,
      number,
      `is not valid JSON (${(error as Error).message}); the log is damaged in the middle`,
      { cause: error }
    )
  }
  const findings = eventFindings(value)
  if (findings.length > 0) throw new EventLogError(file, number, describe(findings))
  return value as RalphEvent
}

export async function readEvents(path: string): Promise<EventLogRead> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { events: [], warnings: [] }
    throw new Error(`Could not read the events log ${path}: ${(error as Error).message}`, {
      cause: error
    })
  }
  return parseEventLog(text, path)
}
