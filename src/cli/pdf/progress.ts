/**
 * Progress on stderr: a bar redrawn in place on a terminal (count, current file, rate), one
 * plain line per file otherwise (logs, CI).
 */
import { basename } from 'node:path'
import type { Writable } from 'node:stream'
import type { ProgressEvent } from '../../pdf/pipeline.js'

const BAR_WIDTH = 24

export interface Progress {
  update(event: ProgressEvent): void
  done(): void
}

export function createProgress(
  stream: Writable,
  clock: () => number = () => performance.now()
): Progress {
  const tty = (stream as Writable & { isTTY?: boolean }).isTTY === true
  const started = clock()
  let drawn = false
  return {
    update(event) {
      const seconds = Math.max(0.001, (clock() - started) / 1000)
      const rate = (event.done / seconds).toFixed(1)
      const verb = event.phase === 'read' ? 'read' : 'renamed'
      if (!tty) {
        stream.write(`[${event.done}/${event.total}] ${verb} ${event.path}\n`)
        return
      }
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
