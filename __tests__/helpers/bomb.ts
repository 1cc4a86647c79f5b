/**
 * A decompression bomb, made when a test needs it (never committed): a one-page PDF whose
 * content stream starts with real text and then inflates to `inflatedMb` MB of spaces. At the
 * default 1 GiB it is about 1 MB on disk. With `pages`, each page has a content stream of its own
 * inflating to `inflatedMb`.
 */
import { constants, deflateRawSync } from 'node:zlib'

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
  const text = lines
    .map((line, i) => `1 0 0 1 50 ${800 - i * 18} Tm (${line.replace(/[()\\]/g, '\\$&')}) Tj`)
    .join('\n')
  const content = deflate(Buffer.from(`BT /F1 12 Tf\n${text}\nET\n`, 'latin1'), inflatedMb)
  // Objects: 1 catalog, 2 page tree, 3 font, then each page and its content stream.
  const kids = Array.from({ length: pages }, (_, i) => `${4 + 2 * i} 0 R`).join(' ')
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  ]
  for (let i = 0; i < pages; i++)
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`
      ),
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
        content,
        Buffer.from('\nendstream')
      ])
    )
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = chunks[0]!.length
  const offsets: number[] = []
  objects.forEach((body, index) => {
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n')
    ])
    offsets.push(offset)
    chunks.push(chunk)
    offset += chunk.length
  })
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map(o => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    ''
  ].join('\n')
  chunks.push(Buffer.from(xref))
  return Buffer.concat(chunks)
}
