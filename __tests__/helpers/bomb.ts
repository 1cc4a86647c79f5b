/**
 * A decompression bomb, made when a test needs it (never committed): a one-page PDF whose
 * content stream starts with real text and then inflates to `inflatedMb` MB of spaces. At the
 * default 1 GiB it is about 1 MB on disk. With `pages`, each page has a content stream of its own
 * inflating to `inflatedMb`.
 */
import { constants, deflateRawSync } from 'node:zlib'
import { handWrittenPdf, textContent } from './hand-pdf.js'

const MB = 1024 * 1024

/**
 * zlib data of `prefix` and then `fillerMb` MB of spaces, as a streaming deflate of it would
 * inflate. The MB of spaces is deflated once, from a fresh state and ending in a full flush (no
 * back-reference before it or out of it), so that block, repeated, is valid deflate data; only
 * the Adler-32 of the whole is counted, without making it (deflating 1 GiB took seconds).
 */
function deflate(prefix: Buffer, fillerMb: number): Buffer {
  const flushed = { level: 9, finishFlush: constants.Z_FULL_FLUSH }
  const spaces = deflateRawSync(Buffer.alloc(MB, 0x20), flushed)
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(adler32(prefix, BigInt(fillerMb * MB), 0x20n))
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    deflateRawSync(prefix, flushed),
    ...Array.from({ length: fillerMb }, () => spaces),
    deflateRawSync(Buffer.alloc(0)),
    checksum
  ])
}

/** Adler-32 (RFC 1950) of `bytes` followed by `count` times the byte `fill`. */
function adler32(bytes: Buffer, count: bigint, fill: bigint): number {
  const MOD = 65521n
  let a = 1n
  let b = 0n
  for (const byte of bytes) {
    a = (a + BigInt(byte)) % MOD
    b = (b + a) % MOD
  }
  // Each filler byte adds `fill` to a, and b the running a: n·a + fill·n(n+1)/2.
  b = (b + count * a + (fill * count * (count + 1n)) / 2n) % MOD
  a = (a + count * fill) % MOD
  return Number((b << 16n) | a)
}

export async function makeDecompressionBomb(
  lines: string[],
  inflatedMb = 1024,
  pages = 1
): Promise<Buffer> {
  const text = textContent(
    lines.map((line, i) => ({ x: 50, y: 800 - i * 18, text: line })),
    12
  )
  const content = deflate(text, inflatedMb)
  return handWrittenPdf(Array.from({ length: pages }, () => ({ content, filter: 'FlateDecode' })))
}
