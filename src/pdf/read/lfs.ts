/**
 * Git LFS pointer detection. A checkout without `lfs: true` leaves a small text file in
 * place of each LFS-tracked PDF; renaming or parsing it would be wrong, so it is reported.
 * Format: https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md ("The Pointer").
 */

export interface LfsPointer {
  /** The LFS object id, `sha256:` followed by 64 hex digits. */
  oid: string
  /** Size in bytes of the real file that the pointer stands for. */
  size: number
}

/** git-lfs itself never reads more than this many bytes as a pointer. */
export const MAX_POINTER_BYTES = 1024

const VERSIONS = ['https://git-lfs.github.com/spec/v1', 'https://hawser.github.com/spec/v1']
const KEY_VALUE = /^([a-z0-9.-]+) (.*)$/
const OID = /^sha256:[0-9a-f]{64}$/
const SIZE = /^(0|[1-9][0-9]*)$/

/** Parses the bytes as an LFS pointer; null when they are anything else (a PDF, say). */
export function parseLfsPointer(bytes: Uint8Array): LfsPointer | null {
  if (bytes.length === 0 || bytes.length > MAX_POINTER_BYTES) return null
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  const lines = text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n')
  const fields = new Map<string, string>()
  for (const line of lines) {
    const match = KEY_VALUE.exec(line)
    if (!match || fields.has(match[1] ?? '')) return null
    fields.set(match[1] ?? '', match[2] ?? '')
  }
  if (lines[0]?.startsWith('version ') !== true) return null
  const version = fields.get('version')
  const oid = fields.get('oid')
  const size = fields.get('size')
  if (version === undefined || !VERSIONS.includes(version)) return null
  if (oid === undefined || !OID.test(oid)) return null
  if (size === undefined || !SIZE.test(size)) return null
  return { oid, size: Number(size) }
}

/** The report line for a pointer found where a PDF was expected, with the fix. */
export function lfsPointerMessage(path: string, pointer: LfsPointer): string {
  return (
    `${path} is a Git LFS pointer (${pointer.oid}, ${pointer.size} bytes), not the PDF itself. ` +
    'Check out with LFS content: set `lfs: true` on actions/checkout in the workflow.'
  )
}
