/**
 * The heuristic rules: src/data/rules.json with an optional user file merged in (`--rules`,
 * checked against schemas/rules.schema.json), compiled into whole-word regexes once per batch.
 */
import { readFileSync } from 'node:fs'
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js'
import { packageFile } from '../../package-files.js'
import {
  allMatches,
  alternativesRegex,
  expandUmlauts,
  matchedAlternative,
  splitAlternatives
} from './words.js'

interface WeightedPattern {
  pattern: string
  weight: number
}

/** What a date with a given label is; the excluded roles never give the document date. */
export type DateRole =
  | 'document'
  | 'reference'
  | 'delivery'
  | 'order'
  | 'due'
  | 'period'
  | 'validity'
  | 'birth'
  | 'travel'
  | 'print'
  | 'since'
  | 'version'
  | 'copyright'
  | 'other'

interface DateKeyword extends WeightedPattern {
  role?: DateRole
}

interface Marker extends WeightedPattern {
  /** `title`: counts only in a title line (a word that is also common prose, like "avoir"). */
  where?: 'anywhere' | 'title'
}

export interface RulesFile {
  $schema?: string
  version?: 1
  categories?: Record<string, { markers?: Marker[]; terms?: string[] }>
  dateKeywords?: DateKeyword[]
  issuer?: { legalForms?: string[]; recipientMarkers?: string[] }
  thresholds?: { minCategoryScore?: number; categoryMargin?: number }
  stopWords?: Record<string, string[]>
}

export type Rules = ReturnType<typeof compileRules>

export type CompiledCategory = Rules['categories'][number]

export type MarkerHit = ReturnType<typeof findMarkers>[number]

export const FALLBACK_CATEGORY = 'other'

/** A rules file that fails validation; the message names the file, the JSON pointer and the fix. */
export class RulesError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly pointer: string,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'RulesError'
  }
}

const BUILT_IN = 'src/data/rules.json'

/**
 * The built-in rules merged with the user's file (when given), validated and compiled. The
 * built-in file is the package's own and goes unchecked: a test checks it as a user's file is
 * checked (pdf-rules.test.ts), so a run does not pay 0.1 s to compile each pattern once more.
 */
export async function loadRules(userFile?: string): Promise<Rules> {
  const builtIn = JSON.parse(readFileSync(packageFile(BUILT_IN), 'utf8')) as RulesFile
  if (userFile === undefined) return compileRules(builtIn)
  return compileRules(mergeRules(builtIn, await readRulesFile(userFile)))
}

/** The JSON, the schema, then every pattern compiled and free of capture groups. */
async function readRulesFile(file: string): Promise<RulesFile> {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const message =
      error instanceof SyntaxError
        ? `Rules file ${file} is not valid JSON (${error.message}). Expected an object like {"categories": {...}}.`
        : `Cannot read rules file ${file}: ${(error as Error).message}`
    throw new RulesError(message, file, '', { cause: error })
  }
  // Compiled at build time (scripts/build-validators.ts); imported only to check a user's file,
  // as evaluating it costs a run on the built-in rules 5–12 ms.
  const validate = (await import('../../schemas/validate-rules.js')).default as ValidateFunction
  if (!validate(data)) {
    const first = (validate.errors ?? [])[0]
    throw new RulesError(describe(first, data, file), file, first?.instancePath ?? '')
  }
  checkPatterns(data as RulesFile, file)
  return data as RulesFile
}

function describe(error: ErrorObject | undefined, data: unknown, label: string): string {
  if (error === undefined) return `Rules file ${label} is invalid.`
  const pointer = error.instancePath === '' ? '/' : error.instancePath
  const value = valueAt(data, error.instancePath)
  const params = error.params as { additionalProperty?: string }
  const key = params.additionalProperty ?? error.propertyName
  const extra = key === undefined ? '' : ` ('${key}' is not allowed)`
  return `Rules file ${label}: ${pointer} ${error.message ?? 'is invalid'}${extra}; got ${JSON.stringify(value)}. See schemas/rules.schema.json.`
}

function valueAt(data: unknown, pointer: string): unknown {
  let current = data
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    current = (current as Record<string, unknown> | undefined)?.[key]
  }
  return current
}

/**
 * User rules add to the built-in ones: markers and terms are appended to a category (a marker
 * with the same pattern replaces the built-in weight), new categories are added, date keywords
 * and stop words are appended, thresholds override.
 */
function mergeRules(base: RulesFile, user: RulesFile): RulesFile {
  const categories = { ...base.categories }
  for (const [name, category] of Object.entries(user.categories ?? {})) {
    const existing = categories[name] ?? {}
    categories[name] = {
      markers: mergeWeighted(existing.markers, category.markers),
      terms: both(existing.terms, category.terms)
    }
  }
  const stopWords = { ...base.stopWords }
  for (const [language, list] of Object.entries(user.stopWords ?? {}))
    stopWords[language] = both(stopWords[language], list)
  return {
    version: 1,
    categories,
    dateKeywords: mergeWeighted(base.dateKeywords, user.dateKeywords),
    issuer: {
      legalForms: both(base.issuer?.legalForms, user.issuer?.legalForms),
      recipientMarkers: both(base.issuer?.recipientMarkers, user.issuer?.recipientMarkers)
    },
    thresholds: { ...base.thresholds, ...user.thresholds },
    stopWords
  }
}

function both<T>(base: T[] = [], extra: T[] = []): T[] {
  return [...base, ...extra]
}

function mergeWeighted<T extends WeightedPattern>(base: T[] = [], extra: T[] = []): T[] {
  const replaced = new Set(extra.map(entry => entry.pattern))
  return [...base.filter(entry => !replaced.has(entry.pattern)), ...extra]
}

function compileRules(file: RulesFile) {
  const categories = Object.entries(file.categories ?? {})
    .filter(([name]) => name !== FALLBACK_CATEGORY)
    .map(([name, category]) => {
      const terms = category.terms ?? []
      return {
        name,
        markers: byLength(category.markers ?? []),
        /** The category's terms in one regex. */
        terms: terms.length > 0 ? alternativesRegex(terms) : null
      }
    })
  const dateKeywords = byLength(file.dateKeywords ?? [])
  const legalForms = byLengthText(file.issuer?.legalForms ?? [])
  const recipients = byLengthText(file.issuer?.recipientMarkers ?? [])
  return {
    categories,
    /** Every category a name may carry: the rule categories and `other`. */
    allowedCategories: [...categories.map(c => c.name), FALLBACK_CATEGORY],
    ...combinedMarkers(categories),
    dateKeywords,
    /** The date keywords' patterns in one regex; alternative i is `dateKeywords[i]`. */
    dateKeywordWords:
      dateKeywords.length > 0 ? alternativesRegex(dateKeywords.map(k => k.pattern)) : null,
    // Legal forms are case-sensitive: "AG" is a company, "ag" is not.
    legalForm: legalForms.length > 0 ? alternativesRegex(legalForms, 'gu') : null,
    recipientMarker: recipients.length > 0 ? alternativesRegex(recipients) : null,
    stopWords: new Set(
      Object.values(file.stopWords ?? {})
        .flat()
        .map(word => word.toLowerCase())
    ),
    minCategoryScore: file.thresholds?.minCategoryScore ?? 3,
    categoryMargin: file.thresholds?.categoryMargin ?? 0.3
  }
}

/** A compound marker's start, up to its ending: `\p{L}+` and a look-behind on it. */
const COMPOUND = /^\\p\{L\}\+(?:\(\?<![^)]*\))?/

/**
 * Every category's markers in one regex, longer patterns first, so the text is scanned once and
 * a word counts for its most specific marker ("Lohnsteuerbescheinigung" for tax, not
 * certificate); compound markers (`\p{L}+rechnung`) after the others, so a word a marker
 * matches whole is not matched again by a compound one. Alternative i is `markerOwners[i]`.
 */
function combinedMarkers(categories: { markers: Marker[] }[]) {
  const owned = categories
    .flatMap((category, c) =>
      category.markers.map((marker, m) => ({ pattern: marker.pattern, category: c, marker: m }))
    )
    .sort((a, b) => b.pattern.length - a.pattern.length)
  const plain = owned.filter(o => !COMPOUND.test(o.pattern))
  const compound = owned.filter(o => COMPOUND.test(o.pattern))
  const groups = (list: typeof owned): string =>
    list.map(o => `(${expandUmlauts(o.pattern)})`).join('|')
  const endings = compound.map(o => expandUmlauts(o.pattern.replace(COMPOUND, ''))).join('|')
  const branches = [
    ...(plain.length > 0 ? [`(?<![\\p{L}\\p{N}])(?:${groups(plain)})`] : []),
    // A compound starts after any non-letter (a digit too). The look-ahead for a word with one
    // of the endings spares trying each compound at every word: a third of the marker search.
    ...(compound.length > 0
      ? [`(?<!\\p{L})(?=\\p{L}*(?:${endings})(?![\\p{L}\\p{N}]))(?:${groups(compound)})`]
      : [])
  ]
  return {
    allMarkers:
      branches.length > 0 ? new RegExp(`(?:${branches.join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null,
    markerOwners: [...plain, ...compound].map(({ category, marker }) => ({ category, marker }))
  }
}

/** Every marker in `text`, in text order. */
export function findMarkers(rules: Rules, text: string) {
  if (rules.allMarkers === null) return []
  return allMatches(rules.allMarkers, text).map(m => ({
    owner: rules.markerOwners[matchedAlternative(m)]!,
    start: m.index,
    text: m[0]
  }))
}

/** Whether `word` holds a category's marker. */
export function isMarker(rules: Rules, word: string): boolean {
  return findMarkers(rules, word).length > 0
}

/** Every pattern compiled and free of capture groups, named by its JSON pointer. */
function checkPatterns(file: RulesFile, label: string): void {
  const check = (pointer: string, list: (string | WeightedPattern)[] = []): void =>
    list.forEach((entry, i) => {
      const source = typeof entry === 'string' ? entry : entry.pattern
      checkPattern(source, label, pointer.replace('#', String(i)))
    })
  for (const [name, category] of Object.entries(file.categories ?? {})) {
    check(`/categories/${name}/markers/#/pattern`, category.markers)
    check(`/categories/${name}/terms/#`, category.terms)
  }
  check('/dateKeywords/#/pattern', file.dateKeywords)
  check('/issuer/legalForms/#', file.issuer?.legalForms)
  check('/issuer/recipientMarkers/#', file.issuer?.recipientMarkers)
}

/**
 * Each top-level alternative on its own, longer ones first, so one alternation prefers
 * "factuur datum" over "factuur" wherever both match (a regex takes the first alternative that
 * matches, not the longest).
 */
function byLength<T extends WeightedPattern>(list: T[]): T[] {
  return list
    .flatMap(entry => splitAlternatives(entry.pattern).map(pattern => ({ ...entry, pattern })))
    .sort((a, b) => b.pattern.length - a.pattern.length)
}

function byLengthText(list: string[]): string[] {
  return list.flatMap(splitAlternatives).sort((a, b) => b.length - a.length)
}

function checkPattern(source: string, label: string, pointer: string): void {
  let groups: number
  try {
    // The pattern as alternativesRegex embeds it, without the \p{L} look-arounds and the i flag: those
    // change no pattern's validity, and they made each check cost a third of a millisecond.
    groups = (new RegExp(`(?:${expandUmlauts(source)})|`, 'u').exec('')?.length ?? 1) - 1
  } catch (error) {
    throw new RulesError(
      `Rules file ${label}: ${pointer} is not a valid regular expression: ${JSON.stringify(source)} (${(error as Error).message}). Escape special characters such as . ( ) with a backslash.`,
      label,
      pointer,
      { cause: error }
    )
  }
  if (groups > 0)
    throw new RulesError(
      `Rules file ${label}: ${pointer} has a capturing group: ${JSON.stringify(source)}. Write (?:...) instead of (...).`,
      label,
      pointer
    )
}
