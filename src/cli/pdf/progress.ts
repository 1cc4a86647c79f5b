/**
 * Progress on stderr: a bar redrawn in place on a terminal, plain lines otherwise. A few writes a
 * second (a line per file cost more than reading it), always the first and last of each phase;
 * the rate counts from the phase's start, so renaming is not averaged with reading.
 */
import { basename } from 'node:path'
import type { Writable } from 'node:stream'
import type { ProgressEvent } from '../../pdf/batch.js'
import { display } from './output.js'

const BAR_WIDTH = 24
export const PROGRESS_INTERVAL_MS = 250

export function createProgress(
  stream: Writable,
  cwd: string,
  clock: () => number = () => performance.now()
) {
  const tty = (stream as Writable & { isTTY?: boolean }).isTTY === true
  let phase: { name: ProgressEvent['phase']; started: number; doneBefore: number } | undefined
  let drawn = false
  // A phase starts when the previous one's last file was done (or at the start of the run).
  let last = clock()
  let written = -Infinity
  return {
    update(event: ProgressEvent) {
      const now = clock()
      const first = phase?.name !== event.phase
      if (first) phase = { name: event.phase, started: last, doneBefore: event.done - 1 }
      last = now
      const final = event.done >= event.total
      if (!first && !final && now - written < PROGRESS_INTERVAL_MS) return
      written = now
      const verb = event.phase === 'read' ? 'read' : 'renamed'
      if (!tty) {
        stream.write(`[${event.done}/${event.total}] ${verb} ${display(event.path, cwd)}\n`)
        return
      }
      const seconds = Math.max(0.001, (now - phase!.started) / 1000)
      const rate = ((event.done - phase!.doneBefore) / seconds).toFixed(1)
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
