/**
 * PDFs with embedded subset fonts, as e-invoice generators write them (PDF/A wants every font
 * embedded): pdf-lib with fontkit subsets a TrueType or a CFF-flavoured OpenType font and writes
 * it as a Type0 font with a ToUnicode map.
 */
import fontkit from '@pdf-lib/fontkit'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PDFDocument } from 'pdf-lib'

/** Liberation Sans (TrueType, SIL OFL), shipped inside pdfjs-dist, so every checkout has it. */
export function liberationSans(): Uint8Array {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  return readFileSync(join(root, 'standard_fonts', 'LiberationSans-Regular.ttf'))
}

/** Font files of Debian packages the benchmark uses when installed (fonts-dejavu, fonts-freefont-otf). */
export const SYSTEM_FONTS = {
  trueType: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  cff: '/usr/share/fonts/opentype/freefont/FreeSans.otf'
} as const

export function systemFont(kind: keyof typeof SYSTEM_FONTS): Uint8Array | null {
  const path = SYSTEM_FONTS[kind]
  return existsSync(path) ? readFileSync(path) : null
}

/** One entry per page, each a list of lines, set in `font` (subset embedded). */
export async function makeEmbeddedFontPdf(
  pages: string[][],
  font: Uint8Array,
  options: { title?: string; creationDate?: Date } = {}
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const embedded = await doc.embedFont(font, { subset: true })
  for (const lines of pages) {
    const page = doc.addPage([595, 842])
    let y = 800
    for (const line of lines) {
      page.drawText(line, { x: 50, y, size: 10, font: embedded })
      y -= 16
      if (y < 40) break
    }
  }
  if (options.title !== undefined) doc.setTitle(options.title)
  if (options.creationDate !== undefined) doc.setCreationDate(options.creationDate)
  return doc.save({ useObjectStreams: false })
}
