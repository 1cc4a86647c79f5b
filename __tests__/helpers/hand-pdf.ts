/**
 * PDFs written by hand, for what pdf-lib cannot make (a decompression bomb) or makes slowly
 * (hundreds of pages: pdf-lib took seconds for 500): Helvetica (WinAnsi) text pages, each with
 * its own content stream, given as bytes (deflated where `filter` says so).
 */

export interface HandPage {
  content: Buffer
  filter?: 'FlateDecode'
}

/** Objects: 1 catalog, 2 page tree, 3 font, then each page and its content stream. */
export function handWrittenPdf(pages: HandPage[]): Buffer {
  const kids = pages.map((_, i) => `${4 + 2 * i} 0 R`).join(' ')
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  ]
  pages.forEach(({ content, filter }, i) =>
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`
      ),
      Buffer.concat([
        Buffer.from(
          `<< /Length ${content.length}${filter ? ` /Filter /${filter}` : ''} >>\nstream\n`
        ),
        content,
        Buffer.from('\nendstream')
      ])
    )
  )
  return assemblePdf(objects)
}

/**
 * Numbers `objects` from 1 (the first is the catalog) and writes them with their cross-reference
 * table; `trailer` adds entries to the trailer (an `/Encrypt` reference, an `/ID`).
 */
export function assemblePdf(objects: Buffer[], trailer = ''): Buffer {
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
    `<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>`,
    'startxref',
    String(offset),
    '%%EOF',
    ''
  ].join('\n')
  chunks.push(Buffer.from(xref))
  return Buffer.concat(chunks)
}

/** Lines of text, top-down from `top`, each its own `Tj` (a string in PDF syntax, Latin-1). */
export function textContent(lines: { x: number; y: number; text: string }[], size: number): Buffer {
  const shown = lines.map(
    ({ x, y, text }) => `1 0 0 1 ${x} ${y} Tm (${text.replace(/[()\\]/g, '\\$&')}) Tj`
  )
  return Buffer.from(`BT /F1 ${size} Tf\n${shown.join('\n')}\nET\n`, 'latin1')
}
