/**
 * A decompression bomb, made when a test needs it (never committed): a one-page PDF whose
 * content stream starts with real text and then inflates to `inflatedMb` MB of spaces. At the
 * default 1 GiB it is about 1 MB on disk. With `pages`, each page has a content stream of its own
 * inflating to `inflatedMb`.
 */
import { createDeflate } from 'node:zlib'

const MB = 1024 * 1024

async function deflate(prefix: Buffer, fillerMb: number): Promise<Buffer> {
  const stream = createDeflate({ level: 9 })
  const out: Buffer[] = []
  stream.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve)
    stream.on('error', reject)
  })
  const write = async (chunk: Buffer): Promise<void> => {
    if (!stream.write(chunk)) await new Promise(resolve => stream.once('drain', resolve))
  }
  await write(prefix)
  const spaces = Buffer.alloc(MB, 0x20)
  for (let i = 0; i < fillerMb; i++) await write(spaces)
  stream.end()
  await ended
  return Buffer.concat(out)
}

export async function makeDecompressionBomb(
  lines: string[],
  inflatedMb = 1024,
  pages = 1
): Promise<Buffer> {
  const text = lines
    .map((line, i) => `1 0 0 1 50 ${800 - i * 18} Tm (${line.replace(/[()\\]/g, '\\$&')}) Tj`)
    .join('\n')
  const content = await deflate(Buffer.from(`BT /F1 12 Tf\n${text}\nET\n`, 'latin1'), inflatedMb)
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
