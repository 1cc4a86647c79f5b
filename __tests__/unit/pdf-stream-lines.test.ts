import { lineReader } from '../../src/pdf/read/pymupdf-child.js'

describe('stream lines (the PyMuPDF child answers)', () => {
  it('splits lines across chunks, a character split between two chunks included, and gives the rest at the end', () => {
    const lines: string[] = []
    const reader = lineReader(line => lines.push(line))
    const bytes = Buffer.from('{"a":1}\n{"text":"Müller"}\n\n{"long":"', 'utf8')
    const umlaut = bytes.indexOf(0xc3)
    // Chunks cut inside the first line, between the two bytes of "ü", and after a newline.
    for (const [from, to] of [
      [0, 3],
      [3, umlaut + 1],
      [umlaut + 1, bytes.length]
    ] as const)
      reader.push(bytes.subarray(from, to))
    reader.push(Buffer.from('x'.repeat(100_000) + '"}\nunterminated', 'utf8'))
    reader.end()
    expect(
      lines.map(line => (line.length > 40 ? `${line.slice(0, 10)}…${line.length}` : line))
    ).toEqual(['{"a":1}', '{"text":"Müller"}', '', '{"long":"x…100011', 'unterminated'])
  })
})
