/**
 * The '\n'-terminated UTF-8 lines of a byte stream fed in chunks, and the unterminated rest at
 * its end: the PyMuPDF child's answers, one line a file (a long one spans many chunks).
 */
const NEWLINE = 0x0a

export function lineReader(onLine: (line: string) => void): {
  push(chunk: Buffer): void
  end(): void
} {
  let pending: Buffer[] = []
  return {
    push(chunk: Buffer) {
      let start = 0
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        const piece = chunk.subarray(start, end)
        const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece])
        pending = []
        start = end + 1
        onLine(line.toString('utf8'))
      }
      if (start < chunk.length) pending.push(chunk.subarray(start))
    },
    end() {
      if (pending.length > 0) onLine(Buffer.concat(pending).toString('utf8'))
      pending = []
    }
  }
}
