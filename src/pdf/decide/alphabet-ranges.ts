/**
 * The common alphabet of the documents the heuristics read: the Latin scripts, their combining
 * accents, punctuation, currency and other signs of business letters, ligatures, private-use
 * glyphs. A text written only in it is matched with narrowed regexes (alphabet.ts).
 */
export const ALPHABET: readonly (readonly [number, number])[] = [
  [0x0000, 0x024f], // Basic Latin, Latin-1, Latin Extended-A and -B
  [0x0300, 0x036f], // combining diacritical marks (decomposed accents)
  [0x1e00, 0x1eff], // Latin Extended Additional
  [0x2000, 0x20cf], // general punctuation, super- and subscripts, currency signs
  [0x2100, 0x23ff], // letterlike signs (№, ™), number forms, arrows, maths (−), technical
  [0x2500, 0x27bf], // box drawing, blocks, geometric shapes, symbols, dingbats
  [0xe000, 0xf8ff], // private use (symbol fonts without a Unicode map)
  [0xfb00, 0xfb06], // Latin ligatures (ﬁ, ﬂ)
  [0xfeff, 0xfeff], // byte order mark
  [0xfffd, 0xfffd] // replacement character
]

/** A code point of the BMP as a regex escape (`\u00E4`). */
export function unitEscape(code: number): string {
  return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
}

/** The property escapes narrowed to the alphabet (alphabet-classes.ts has their members). */
export const PROPERTY_ESCAPES = ['\\p{L}', '\\p{Lu}', '\\p{Ll}', '\\p{N}', '\\P{L}', '\\p{M}']
