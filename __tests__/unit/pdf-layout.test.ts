import { layoutPage, type PositionedText } from '../../src/pdf/read/layout.js'

const item = (
  str: string,
  x: number,
  y: number,
  width = str.length * 5,
  size = 10
): PositionedText => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size
})

describe('layoutPage', () => {
  it('puts content-stream order into reading order: lines top-down, runs left to right', () => {
    const { text } = layoutPage([
      item('20-10-2015', 150, 700),
      item('Invoice Date:', 50, 700),
      item('Order Date:', 50, 720),
      item('15-10-2015', 150, 720)
    ])
    expect(text).toBe('Order Date: 15-10-2015\nInvoice Date: 20-10-2015')
  })

  it('joins runs of one word without a space and separates distant runs with one', () => {
    const { text } = layoutPage([
      item('Rech', 50, 700, 20),
      item('nung', 70, 700, 20),
      item('Nr. 5', 200, 700)
    ])
    expect(text).toBe('Rechnung Nr. 5')
  })

  it('treats slightly shifted baselines as one line', () => {
    const { text } = layoutPage([item('Total', 50, 700), item('42,00 EUR', 300, 701.5)])
    expect(text).toBe('Total 42,00 EUR')
  })

  it('records where each run sits', () => {
    const { text, spans } = layoutPage([
      item('Datum', 50, 700, 30),
      item('14.03.2024', 300, 700, 50),
      item('unten', 50, 680, 25)
    ])
    expect(spans).toEqual([
      { line: 0, start: 0, end: 5, x0: 50, x1: 80 },
      { line: 0, start: 6, end: 16, x0: 300, x1: 350 },
      { line: 1, start: 17, end: 22, x0: 50, x1: 75 }
    ])
    expect(text.slice(6, 16)).toBe('14.03.2024')
  })

  it('drops empty runs, collapses white space and composes umlauts (NFC)', () => {
    const { text } = layoutPage([item('  ', 10, 700), item('Mu\u0308ller   GmbH ', 50, 700)])
    expect(text).toBe('Müller GmbH')
  })
})
