/**
 * Cheap checks before pdfjs-dist sees the bytes: pdfjs-dist repairs a great deal silently, so a
 * half-copied file would otherwise be renamed and archived as if it were complete.
 */

type Sniffed = { kind: 'ok' } | { kind: 'empty' | 'not-pdf' | 'truncated'; message: string }

const HEADER_WINDOW = 1024
const TRAILER_WINDOW = 2048

export function sniffPdf(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { kind: 'empty', message: 'empty file (0 bytes)' }
  const head = latin1(bytes.subarray(0, HEADER_WINDOW))
  if (!head.includes('%PDF-'))
    return {
      kind: 'not-pdf',
      message: `not a PDF: no %PDF- header (starts with ${JSON.stringify(preview(head))}); check what the file really is`
    }
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)))
  if (!tail.includes('%%EOF'))
    return {
      kind: 'truncated',
      message: `truncated PDF: no %%EOF marker in the last ${TRAILER_WINDOW} bytes (${bytes.length} bytes in all); the download or copy was cut off — fetch it again`
    }
  return { kind: 'ok' }
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
}

function preview(head: string): string {
  return head.slice(0, 16).replace(/[^\x20-\x7e]/g, '.')
}
