/**
 * The '\n'-terminated UTF-8 lines of a stream, and the unterminated rest when it ends. For the
 * PyMuPDF child's answers, one line a file: `node:readline` decodes every chunk to a string,
 * splits it with a regular expression and keeps a history, more work per file than the line.
 */
import type { Readable } from 'node:stream'

const NEWLINE = 0x0a

export function onLines(stream: Readable, onLine: (line: string) => void): void {
  // The start of a line that has not ended yet (a long page can span several chunks).
  let pending: Buffer[] = []
  stream.on('data', (chunk: Buffer) => {
    let start = 0
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end)
      const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece])
      pending = []
      start = end + 1
      onLine(line.toString('utf8'))
    }
    if (start < chunk.length) pending.push(chunk.subarray(start))
  })
  stream.on('end', () => {
    if (pending.length > 0) onLine(Buffer.concat(pending).toString('utf8'))
    pending = []
  })
}
