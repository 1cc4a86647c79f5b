import { brandWords } from '../../src/pdf/decide/brand-words.js'
import { wordStartMatches } from '../../src/pdf/decide/words.js'
import { seeded } from '../helpers/seeded.js'

/** The definition: the prefixes as one case-insensitive Unicode regex, at word starts. */
function byRegex(text: string, prefixes: string[]): string[] {
  const sorted = [...prefixes].sort((a, b) => b.length - a.length)
  const regex = new RegExp(`(?:${sorted.join('|')})(?!\\.[a-z])(?![\\p{L}\\p{N}])`, 'giu')
  return wordStartMatches(regex, text, /[\p{L}\p{N}@./-]/u).map(m => m[0])
}

const prefixesOf = (domain: string): string[] =>
  Array.from({ length: domain.length - 2 }, (_, n) => domain.slice(0, n + 3))

const DOMAINS = ['shopkart', 'shopping', 'oyorooms', 'k24shop']
// Spellings of the prefixes (capitals, "ſ" for s, the Kelvin sign for k) and what may surround them.
const WORDS = [
  'Shopkart',
  'SHOP',
  'ſhop',
  'shopkarts',
  'OYO',
  'oyo',
  'Oyorooms',
  '\u212A24',
  'K24SHOP',
  'k24ſhop'
]
const GLUE = [
  ' ',
  '\n',
  '.com',
  '.Com',
  '. com',
  '.ſ',
  '.\u212A',
  '-',
  '@',
  '/',
  '.',
  '2',
  'ä',
  'é',
  'e\u0301',
  '\u{1D400}',
  '😀',
  ',',
  '(',
  ')',
  'İ',
  'x'
]

function randomText(seed: number): string {
  const next = seeded(seed)
  let text = ''
  for (let i = next() % 30; i > 0; i--)
    text += next() % 2 === 0 ? WORDS[next() % WORDS.length]! : GLUE[next() % GLUE.length]!
  return text
}

describe('brandWords', () => {
  const prefixes = DOMAINS.flatMap(prefixesOf)

  it('finds whole words spelling a prefix, not parts of addresses or longer words', () => {
    const text =
      'Shopkart Ltd, see shopkart.com or www.Shopkart.de; SHOP-42, myshop and OYO / OYO rooms'
    expect(brandWords(text, new Set(prefixes))).toEqual(['Shopkart', 'SHOP', 'OYO', 'OYO'])
  })

  it('finds what the case-insensitive Unicode regex of the prefixes finds, on mixed text', () => {
    for (let seed = 1; seed <= 600; seed++) {
      const mixed = randomText(seed)
      // Without "ſ" and "İ" the lower-case text is searched; with them, every run is folded.
      for (const text of [mixed, mixed.replace(/[ſİ]/gu, 'x')])
        expect([seed, brandWords(text, new Set(prefixes))]).toEqual([seed, byRegex(text, prefixes)])
    }
  })
})
