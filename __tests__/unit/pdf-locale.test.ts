import { detectLocale } from '../../src/pdf/decide/locale.js'

describe('the language by its common words', () => {
  it.each([
    ['Sehr geehrte Damen und Herren, die Rechnung ist bitte mit dem Betrag zu zahlen.', 'de'],
    ['Thank you for your order. Please pay the total amount with this reference.', 'en'],
    ['Merci pour votre commande. Le montant est à payer avec la référence.', 'fr'],
    ['Hartelijk dank voor uw bestelling. Het bedrag is te betalen met de referentie.', 'nl']
  ])('counts whole words in any case: %s', (text, language) => {
    expect(detectLocale(text).language).toBe(language)
    expect(detectLocale(text.toUpperCase()).language).toBe(language)
  })

  it('counts no word inside a longer one ("undertow", "thereby", "dieser")', () => {
    expect(detectLocale('undertow thereby dieser understand dasher').language).toBeUndefined()
  })

  it('keeps a word with a dotted capital I whole (trap: "İ" lower-cases to "i" and a mark)', () => {
    // Split at the mark, "İDE" would read as "i" and the common word "de", three times.
    expect(detectLocale('İDE İDE İDE İDE').language).toBeUndefined()
  })
})
