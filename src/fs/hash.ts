/** sha256; node:crypto loads on first use, so a run that hashes nothing pays nothing for it. */
import { createReadStream } from 'node:fs'
import type { Hash } from 'node:crypto'

export function createSha256(): Hash {
  return process.getBuiltinModule('node:crypto').createHash('sha256')
}

export function sha256Hex(data: string | Uint8Array): string {
  return createSha256().update(data).digest('hex')
}

/** A file's sha256 and size, streamed (PDFs can be large). */
export function hashFile(path: string): Promise<{ sha256: string; size: number }> {
  return new Promise((resolve, reject) => {
    const hash = createSha256()
    let size = 0
    createReadStream(path)
      .on('data', chunk => {
        size += chunk.length
        hash.update(chunk)
      })
      .on('error', reject)
      .on('end', () => resolve({ sha256: hash.digest('hex'), size }))
  })
}
