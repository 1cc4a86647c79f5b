/**
 * Progress on stderr: a bar redrawn in place on a terminal (count, current file, rate), one
 * plain line per file otherwise (logs, CI). Paths are shown as the results show them (relative to
 * the working folder); the rate counts from the first event of the current phase, so the quick
 * rename phase is not averaged with the slow read phase.
 */
import { basename } from 'node:path'
import type { Writable } from 'node:stream'
import type { ProgressEvent } from '../../pdf/pipeline.js'
import { display } from './output.js'

const BAR_WIDTH = 24

export interface Progress {
  update(event: ProgressEvent): void
  done(): void
}

export function createProgress(
  stream: Writable,
  cwd: string,
  clock: () => number = () => performance.now()
): Progress {
  const tty = (stream as Writable & { isTTY?: boolean }).isTTY === true
  let phase: { name: ProgressEvent['phase']; started: number; doneBefore: number } | undefined
  let drawn = false
  // A phase starts when the previous one's last file was done (or at the start of the run).
  let last = clock()
  return {
    update(event) {
      const now = clock()
      if (phase?.name !== event.phase)
        phase = { name: event.phase, started: last, doneBefore: event.done - 1 }
      last = now
      const verb = event.phase === 'read' ? 'read' : 'renamed'
      if (!tty) {
        stream.write(`[${event.done}/${event.total}] ${verb} ${display(event.path, cwd)}\n`)
        return
      }
      const seconds = Math.max(0.001, (now - phase.started) / 1000)
      const rate = ((event.done - phase.doneBefore) / seconds).toFixed(1)
      const filled = Math.round((BAR_WIDTH * event.done) / Math.max(1, event.total))
      const bar = '#'.repeat(filled) + '-'.repeat(BAR_WIDTH - filled)
      const name = basename(event.path).slice(0, 40)
      stream.write(`\r\x1b[2K[${bar}] ${event.done}/${event.total} ${verb} ${rate} files/s ${name}`)
      drawn = true
    },
    done() {
      if (drawn) stream.write('\r\x1b[2K')
    }
  }
}
