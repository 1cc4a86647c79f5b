/**
 * The issuer is the seller. Candidates come from where a clerk looks, each with evidence:
 * the party labelled seller or supplier ("Verkäufer:", "Sold by", "Fournisseur", "Leverancier"),
 * the payee of the bank details ("Kontoinhaber", "Titulaire du compte", "t.n.v.", "in favour
 * of"), a name next to registration data (HRB, USt-IdNr., SIRET, KvK, VAT no., company numbers),
 * the letterhead (the first name-like lines of page 1, as on a till slip), company names with a
 * legal form, and the name in the document's own web or e-mail address. Never the buyer (the
 * lines after "Bill to", "Rechnungsempfänger", "Kunde", "Client"), the shop's owner or licensor
 * ("Owned by", "Licensee of", "Inh."), a label, a copyright line, a column header or a
 * measurement. The best score wins; when another candidate carries the web address (the brand a
 * customer knows: Flipkart for WS Retail Services) it joins the name first.
 */
import {
  BRACKETED,
  CONTACT,
  COPYRIGHT,
  hasRegistration,
  isAddress,
  isAddressPart,
  isColumnHeader,
  isSlogan,
  LETTERS_2,
  LETTERS_3,
  looksLikeName,
  MEASUREMENT,
  NOT_LETTERS,
  PRICE,
  PROGRAM,
  registrationOffsets
} from './issuer-lines.js'
import { upperBound, type PositionIndex } from './positions.js'
import { isMarker, type Rules } from './rules.js'
import { allMatches, firstMatch, round } from './words.js'

/** `issuer.brand`: the trading name from the web address, when it differs from `name`. */
export type IssuerResult = ReturnType<typeof findIssuer>

interface Line {
  text: string
  start: number
  /** Page and line on it, for the header's lines only (-1 further on). */
  page: number
  line: number
  /** The buyer's block or a software credit: another party's line, never the issuer's. */
  otherParty: boolean
}

interface Candidate {
  name: string
  evidence: Map<string, number>
  legalForm: boolean
}

const POINTS = {
  seller: 6,
  payee: 3,
  welcome: 1,
  registration: 3,
  letterhead: 2.5,
  top: 1,
  legalForm: 1.5,
  web: 2,
  repeat: 0.5
}
/** A brand needs more than its web address: its name written out, repeated or labelled. */
const BRAND_MIN = 2.5
const TOP_LINES = 8
/** Lines of page 1 a header may take: logo noise, name, company numbers, address, contacts. */
const HEADER_LINES = 16
const RECIPIENT_LINES = 3
const MAX_NAME_WORDS = 8

const SELLER_LABEL =
  /(?<!\p{L})(?:verkäufer|verkaeufer|lieferant|rechnungssteller|leistungserbringer|seller|supplier|vendor|sold by|service provider|issued by|vendeur|fournisseur|prestataire|émis par|leverancier|verkoper)(?!\p{L})\s*[:.]?\s*/giu
const PAYEE_LABEL =
  /(?<!\p{L})(?:kontoinhaber(?:in)?|zahlungsempfänger|empfänger der zahlung|begünstigter|account holder|account name|beneficiary|payable to|pay to|in favou?r of|payment received by|titulaire du compte|bénéficiaire|à l'ordre de|rekeninghouder|ten name van|t\.n\.v\.)(?!\p{L})\s*[:.]?\s*/giu
const BUYER_LABEL =
  /(?<!\p{L})(?:käufer|kaeufer|kunde|auftraggeber|buyer|customer|client|acheteur|koper|klant|afnemer)(?!\p{L})\s*:/giu
/** Mail providers and social networks: their address names the service, not the issuer. */
const GENERIC_DOMAINS = new Set(
  `gmail googlemail yahoo hotmail outlook live gmx web t-online icloud example fake orange wanadoo
  free facebook instagram twitter youtube linkedin tiktok google wa`.split(/\s+/)
)

export function findIssuer(text: string, rules: Rules, positions: PositionIndex) {
  const lines = splitLines(text, rules, positions)
  const candidates = new Map<string, Candidate>()
  const add = (raw: string, evidence: string, points: number): boolean => {
    const name = cleanName(raw, rules)
    if (name === null || !acceptable(name, rules)) return false
    const key = fold(name)
    const entry = candidates.get(key) ?? { name, evidence: new Map(), legalForm: false }
    if ((entry.evidence.get(evidence) ?? -Infinity) < points) entry.evidence.set(evidence, points)
    if (legalFormIn(raw, rules) !== null) entry.legalForm = true
    candidates.set(key, entry)
    return true
  }
  for (const name of afterLabel(text, lines, SELLER_LABEL))
    add(name, 'labelled seller', POINTS.seller)
  for (const name of afterLabel(text, lines, PAYEE_LABEL))
    add(name, 'payee of the bank details', POINTS.payee)
  // The shop a till slip welcomes to or thanks for shopping at ("Welcome to Bintang Mart", "Thank
  // you for shopping" / "at Bintang Mart").
  for (const value of afterLabel(text, lines, WELCOME)) {
    const name = value.replace(/^(?:at|with|bei|chez|bij)\s+/iu, '')
    if (looksLikeName(name)) add(name, 'named in a welcome or thanks', POINTS.welcome)
  }
  legalNames(text, lines, rules, add)
  letterhead(lines, rules, add)
  registrationNeighbours(text, lines, rules, add)
  const domains = webDomains(text)
  if (domains.length > 0) brandsFromText(text, domains, add)
  return rank([...candidates.values()], text, domains)
}

function splitLines(text: string, rules: Rules, positions: PositionIndex): Line[] {
  const lines: Line[] = []
  let offset = 0
  for (const raw of text.split('\n')) {
    const place = lines.length < HEADER_LINES ? positions.locate(offset) : { page: -1, line: -1 }
    lines.push({ text: raw, start: offset, page: place.page, line: place.line, otherParty: false })
    offset += raw.length + 1
  }
  // The buyer's block (the marker's line and the few after it) and software credits.
  const recipients = rules.recipientMarker === null ? [] : allMatches(rules.recipientMarker, text)
  const markers = [...recipients, ...allMatches(BUYER_LABEL, text)]
  for (const m of markers) {
    const first = lineAt(lines, m.index)
    for (let i = first; i <= first + RECIPIENT_LINES && i < lines.length; i++)
      lines[i]!.otherParty = true
  }
  for (const m of allMatches(CREDIT, text)) lines[lineAt(lines, m.index)]!.otherParty = true
  // A line on the owner or licensor a shop names under its own name, and the next when it ends.
  for (const m of allMatches(OWNER_LABEL, text)) {
    const i = lineAt(lines, m.index)
    const rest = lines[i]!.text.slice(m.index - lines[i]!.start + m[0].length)
    for (const line of lines.slice(i, rest.trim() === '' ? i + 2 : i + 1)) line.otherParty = true
  }
  return lines
}

const OWNER_LABEL =
  /^[^\p{L}\n]*(?:owned by|operated by|licen[cs]ee? of|franchisee of|a (?:member|division|subsidiary) of|proprietor|inh\.|inhaber(?:in)?|betreiber(?:in)?|betrieben von|propriétaire|exploité par|eigenaar)(?!\p{L})\s*:?/gimu

function lineAt(lines: Line[], offset: number): number {
  return Math.max(0, upperBound(lines, offset, line => line.start) - 1)
}

/** Offers a candidate; whether it was taken as a name. */
type Add = (raw: string, evidence: string, points: number) => boolean

/** The first field after each match of `label`, on the next line when the label ends its own. */
function afterLabel(text: string, lines: Line[], label: RegExp): string[] {
  return allMatches(label, text).map(m => {
    const i = lineAt(lines, m.index)
    const line = lines[i]!
    const rest = line.text.slice(m.index - line.start + m[0].length)
    return firstField(rest.trim() === '' ? (lines[i + 1]?.text ?? '') : rest)
  })
}

const WELCOME =
  /(?<!\p{L})(?:welcome to|(?:thank you|thanks) for (?:shopping|dining|visiting|choosing)(?: at| with)?|willkommen (?:bei|im)|danke für ihren einkauf(?: bei| im)?|bienvenue chez|merci de votre visite(?: chez)?|welkom bij|bedankt voor uw aankoop(?: bij)?)(?!\p{L})\s*[:,!]?\s*/giu

function legalNames(text: string, lines: Line[], rules: Rules, add: Add): void {
  if (rules.legalForm === null) return
  for (const m of allMatches(rules.legalForm, text)) {
    const i = lineAt(lines, m.index)
    const line = lines[i]!
    // A line with an amount is an item or a total ("Total Inc GST 46.56"), never a name.
    if (line.otherParty || COPYRIGHT.test(line.text) || PRICE.test(line.text)) continue
    const before = line.text.slice(0, m.index - line.start)
    if (DUTCH_POSTCODE.test(before)) continue // "5611 AB Eindhoven": no "AB" company
    const name = continued(nameBefore(before), lines[i - 1])
    if (name === null) continue
    add(`${name} ${m[0]}`, 'legal form', POINTS.legalForm)
    if (line.page === 0 && line.line < TOP_LINES) add(name, 'near the top of page 1', POINTS.top)
    if (hasRegistration(line.text)) add(name, 'registration data', POINTS.registration)
  }
}

/**
 * A name broken over two lines ("POPULAR BOOK" / "CO. (M) SDN BHD", "… (SETIA" / "ALAM) SDN
 * BHD"): the part before the legal form has no word of its own, or closes a parenthesis the
 * line above opened.
 */
function continued(name: string | null, above: Line | undefined): string | null {
  if (name === null || above === undefined || above.otherParty) return name
  const ownWord = LETTERS_3.test(name.replace(/\bco\b\.?|\([^)]*\)/giu, ''))
  const closes = /^[^(]*\)/u.test(name)
  if (ownWord && !closes) return name
  const head = firstField(above.text)
  return looksLikeName(head) || closes ? `${head} ${name}` : name
}

/**
 * The letterhead. On a header with an address, phone or company number, the name printed right
 * above the first of them (past the others and dates) is the letterhead: what a scan reads above
 * that is often a logo.
 * Else the first name-like line of page 1. Another name line near the top counts less.
 * Addresses, contacts, titles, greetings and the buyer's block are never names.
 */
function letterhead(lines: Line[], rules: Rules, add: Add): void {
  const head = lines.filter(line => line.page === 0 && !line.otherParty)
  const anchor = nameAbove(
    head,
    head.findIndex(
      line => isAddress(line.text) || PHONE.test(line.text) || hasRegistration(line.text)
    ),
    rules,
    add
  )
  let taken = anchor === -1 ? 0 : 1
  for (const [i, line] of head.slice(0, TOP_LINES).entries()) {
    if (taken >= 2 || (taken > 0 && i > anchor && isAddress(line.text))) break
    // The name is printed above its address and company numbers: past them is the body.
    const above = head[i - 1]?.text
    if (taken === 0 && above !== undefined && (isAddress(above) || hasRegistration(above))) break
    const first = firstField(line.text)
    if (i === anchor || !looksLikeName(first) || isSlogan(first)) continue
    const points = taken === 0 ? POINTS.letterhead : POINTS.top
    if (add(first, taken === 0 ? 'letterhead (first name line)' : 'letterhead', points)) taken++
  }
}

/**
 * Index of the name line at or above the header's first address, phone or company number line
 * (a company number may share the name's line), -1 when there is none.
 */
function nameAbove(head: Line[], address: number, rules: Rules, add: Add): number {
  for (let j = address; j >= 0; j--) {
    const text = head[j]!.text
    const first = firstField(text.replace(COMPANY_NUMBER, ''))
    const name = twoLines(first, head[j - 1], rules)
    // The address starts higher up; a branch in brackets ("(SG WANG)") stands under the name.
    if (isAddressPart(first) || BRACKETED.test(first)) continue
    if (looksLikeName(first) && !isSlogan(first)) {
      if (add(name, 'letterhead', POINTS.letterhead)) return j
      continue // a title or a label ("TAX INVOICE", "CASH BILL")
    }
    // Company numbers (whole or as OCR garbled them: no word in them), contacts and a date stamp
    // may stand between the name and the address.
    const letters = text.replace(NOT_LETTERS, '').length
    if (
      letters * 2 > text.replace(/\s+/g, '').length &&
      LETTERS_3.test(text) &&
      !hasRegistration(text) &&
      !CONTACT.test(text)
    )
      return -1
  }
  return -1
}

/**
 * A name that runs over two lines: a legal form whose name is above ("POPULAR BOOK" / "CO. (M)
 * SDN BHD"), one word under a name line ("SH POWER HARDWARE" / "TRADING"), or two in capitals
 * under a name in capitals ("LIM BROTHERS" / "TRADING CO").
 */
function twoLines(first: string, above: Line | undefined, rules: Rules): string {
  const form = legalFormIn(first, rules)
  if (form !== null)
    return `${continued(first.slice(0, form.index).trim(), above) ?? ''} ${first.slice(form.index)}`
  const head = above === undefined ? '' : firstField(above.text)
  const words = first.split(/\s+/).filter(word => LETTERS_2.test(word))
  const capitals = (line: string): boolean => line === line.toUpperCase()
  const joins = words.length === 1 || (words.length === 2 && capitals(first) && capitals(head))
  return joins && looksLikeName(head) ? `${head} ${first}` : first
}

/** A phone, fax or e-mail line by its label (CONTACT also takes a date's digits for a number). */
const PHONE = /(?<!\p{L})(?:tel|telefon|phone|fax|mobile?|hp|e-?mail)(?!\p{L})|@|\+\d{2}/iu

const COMPANY_NUMBER = /\(\s*[A-Z]{0,3}\d[\d\s-]*[A-Z]?\s*\)/g

/** A name-like line with or right above registration data (a footer, a till slip's company number). */
function registrationNeighbours(text: string, lines: Line[], rules: Rules, add: Add): void {
  const withData = new Set(registrationOffsets(text).map(offset => lineAt(lines, offset)))
  for (const i of withData) {
    const line = lines[i]!
    if (line.otherParty) continue
    // The registration data sits on the name's own line ("AEON CO. (M) BHD (126926-H)"; legal
    // names count apart) or follows it ("KEDAI ANG (81109-A)").
    if (legalFormIn(line.text, rules) !== null) continue
    const own = firstField(line.text.replace(COMPANY_NUMBER, ''))
    if (looksLikeName(own) && add(own, 'registration data', POINTS.registration)) continue
    for (const j of [i - 1, i - 2]) {
      const above = lines[j]
      if (above === undefined || above.otherParty) continue
      const first = firstField(above.text)
      // A line right under an address line is the address's town or state, not a name.
      const addressed = isAddressPart(first) || isAddress(lines[j - 1]?.text ?? '')
      if (looksLikeName(first) && !addressed) {
        add(twoLines(first, lines[j - 1], rules), 'registration data', POINTS.registration)
        break
      }
      if (!isAddress(above.text) && !CONTACT.test(above.text) && !withData.has(j)) break
    }
  }
}

/**
 * The second-level names of the document's web and e-mail addresses ("flipkart" for
 * www.flipkart.com/support, "oyorooms" for contactus@oyorooms.com), read back from the top-level
 * domain. A scan puts a space after the dots of "www. popular. com. my": taken out first.
 */
function webDomains(scanned: string): string[] {
  const text = scanned.replace(SPACED_WEB, address => address.replace(/ /g, ''))
  const found = new Set<string>()
  for (const m of allMatches(ADDRESS_END, text)) {
    const end = m.index
    let start = end
    while (start > 0 && HOST_CHAR.test(text[start - 1]!)) start--
    const host = text
      .slice(start, end)
      .replace(/^.*@/, '')
      .replace(/^(?:https?:\/\/)?(?:www\.)?/i, '')
    const labels = host.toLowerCase().split('.').filter(Boolean)
    // "shop.com.my", "shop.co.id": the registry's own level is not the name.
    while (labels.length > 1 && REGISTRY_LEVEL.has(labels.at(-1)!)) labels.pop()
    const label = labels.at(-1)
    if (label === undefined || label.length < 3 || GENERIC_DOMAINS.has(label)) continue
    // Software credits ("Powered by TCPDF (www.tcpdf.org)") name the tool, not the issuer.
    if (firstMatch(CREDIT, text.slice(text.lastIndexOf('\n', start) + 1, start)) !== null) continue
    found.add(label)
  }
  return [...found]
}

/** The top-level domain after a host name: ".com", ".de", ".co.uk", ... */
const ADDRESS_END =
  /(?<=[\w-])\.(?:co\.uk|com|de|fr|nl|be|at|ch|eu|net|org|io|my|in|uk|us|es|it|lu)(?![\w-]|\.[a-z])/giu
const HOST_CHAR = /[\w.@-]/u
const SPACED_WEB = /\bwww\. ?[\w-]+(?:\. ?[\w-]+)+/giu
const REGISTRY_LEVEL = new Set(['com', 'co', 'net', 'org', 'gov', 'edu', 'ac'])

const CREDIT =
  /\b(?:powered by|(?:created|generated|produced|made|printed) (?:with|by)|software by|erstellt mit|erzeugt mit|réalisé avec|créé avec|gemaakt met)\b/giu

/**
 * The brand in the web address written as a word in the text: "Flipkart" for flipkart.com, or
 * the word the address starts with, named at least twice ("OYO" for oyorooms.com).
 */
function brandsFromText(text: string, domains: string[], add: Add): void {
  // Words that begin the address: every prefix of at least 3 letters.
  const prefixes = new Set(
    domains
      .filter(domain => /^[a-z0-9]+$/.test(domain))
      .flatMap(domain =>
        Array.from({ length: domain.length - 2 }, (_, n) => domain.slice(0, n + 3))
      )
  )
  if (prefixes.size === 0) return
  // A whole word (no letter, digit or part of an address around it) spelling a prefix.
  const spelled = new RegExp(
    `(?<![\\p{L}\\p{N}@./-])(?:${[...prefixes].join('|')})(?!\\.[a-z])(?![\\p{L}\\p{N}])`,
    'giu'
  )
  const counts = new Map<string, number>()
  for (const [word] of allMatches(spelled, text))
    if (STARTS_CAPITAL.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
  for (const [word, count] of counts)
    if (domains.includes(fold(word)) || count >= 2) add(word, 'named as in the web address', 0)
}

function rank(candidates: Candidate[], text: string, domains: string[]) {
  const lower = text.toLowerCase()
  const reports = candidates.map(candidate => {
    const web = domains.find(domain => matchesDomain(candidate.name, domain))
    if (web !== undefined) candidate.evidence.set(`web address (${web})`, POINTS.web)
    const repeats = Math.min(3, countOccurrences(lower, candidate.name) - 1)
    if (repeats > 0) candidate.evidence.set(`named ${repeats + 1} times`, POINTS.repeat * repeats)
    const score = round([...candidate.evidence.values()].reduce((a, b) => a + b, 0))
    const evidence = [...candidate.evidence].map(([what, points]) => `${what} +${points}`)
    const first = lower.indexOf(candidate.name.toLowerCase())
    return {
      candidate,
      web: web !== undefined,
      first: first === -1 ? Infinity : first,
      report: { name: candidate.name, score, evidence }
    }
  })
  // On a tie a name with a legal form wins, then the name printed first.
  reports.sort(
    (a, b) =>
      b.report.score - a.report.score ||
      Number(b.candidate.legalForm) - Number(a.candidate.legalForm) ||
      a.first - b.first
  )
  const best = reports.find(r => r.report.score >= 1)
  if (best === undefined)
    return {
      issuer: null,
      candidates: reports.map(r => r.report),
      why: reports.length === 0 ? 'no issuer candidate' : 'no candidate with enough evidence'
    }
  const brand = best.web
    ? undefined
    : reports.find(r => r.web && r !== best && r.report.score >= BRAND_MIN)
  const next = reports.find(r => r !== best)
  const issuer = { name: best.candidate.name, brand: brand?.candidate.name }
  const why =
    `${best.candidate.name} scores ${best.report.score} (${best.report.evidence.join(', ')})` +
    (next === undefined ? '' : `; next ${next.candidate.name} ${next.report.score}`) +
    (brand === undefined ? '' : `; brand ${brand.candidate.name} from the web address goes first`)
  return { issuer, candidates: reports.map(r => r.report), why }
}

function matchesDomain(name: string, domain: string): boolean {
  const folded = fold(name)
  const host = fold(domain)
  if (folded.length < 3) return false
  return folded === host || host.startsWith(folded) || (host.length >= 4 && folded.startsWith(host))
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The first field of a line: up to a wide gap, " - ", " | ", or a comma followed by an address. */
function firstField(text: string): string {
  return text.replace(LEADING_SIGNS, '').split(FIELD_END)[0]!.replace(STRAY_MARKS, '').trim()
}

/** Single marks a scan leaves at the end of a line ("TRADING i", "SHOP |"); a capital is a word. */
const STRAY_MARKS = /(?:\s+[^\s\d\p{Lu}])+\s*$/u

const FIELD_END = /\s{2,}| [-–|•·] |\t/

const CAPITAL = /\p{Lu}/u
const STARTS_CAPITAL = /^\p{Lu}/u
const MARKS = /\p{M}/gu
const STARTS_DIGIT = /^\p{N}/u
const LEADING_SIGNS = /^[^\p{L}\p{N}(]+/u
const EDGE_SIGNS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu

/**
 * Dotted initials are letters ("D.I.Y.", "A.B.C."): OCR reads I as 1 and O as 0 in them. A run of
 * three or more single characters, each with its dot, at least two of them letters.
 */
const DOTTED_INITIALS = /(?<![\p{L}\p{N}.])(?:[\p{Lu}\d]\.\s?){3,}/gu

function cleanName(raw: string, rules: Rules): string | null {
  let name = firstField(raw)
    .replace(COMPANY_NUMBER, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(DOTTED_INITIALS, run =>
      (run.match(/\p{Lu}/gu)?.length ?? 0) >= 2 ? run.replace(/1/g, 'I').replace(/0/g, 'O') : run
    )
  const form = legalFormIn(name, rules)
  if (form !== null && form.index > 0) name = name.slice(0, form.index)
  name = name.replace(EDGE_SIGNS, '').trim()
  const words = name.split(' ')
  if (words.length > MAX_NAME_WORDS) return null
  return LETTERS_2.test(name) ? name : null
}

function acceptable(name: string, rules: Rules): boolean {
  if (COPYRIGHT.test(name) || isColumnHeader(name) || MEASUREMENT.test(name) || PROGRAM.test(name))
    return false
  const lower = name.toLowerCase()
  const words = lower.split(NOT_LETTERS).filter(Boolean)
  if (words.length === 0 || words.some(w => isMarker(rules, w))) return false
  // A label or a title alone ("Verkäufer", "Name", "Invoice") is not a name.
  return words.some(w => !rules.stopWords.has(w) && !LABEL_WORDS.has(w))
}

const LABEL_WORDS = new Set(
  `name firma company seller supplier vendor verkäufer lieferant vendeur fournisseur leverancier
  address adresse adres anschrift cash bill tax simplified member cashier`.split(/\s+/)
)

function legalFormIn(text: string, rules: Rules): RegExpExecArray | null {
  return rules.legalForm === null ? null : firstMatch(rules.legalForm, text)
}

/** The capitalised words right before a legal form: "... sold by Amazon Web Services, " -> that. */
function nameBefore(prefix: string): string | null {
  const tokens = prefix.trimEnd().replace(/,$/, '').split(/\s+/).filter(Boolean)
  const name: string[] = []
  while (tokens.length > 0 && name.length < 5) {
    const token = tokens.pop()!
    if (/[:;|•·]$/.test(token) || (/^[–—-]$/.test(token) && name.length > 0)) break
    const qualifies =
      CAPITAL.test(token) || STARTS_DIGIT.test(token) || CONNECTORS.has(token.toLowerCase())
    if (!qualifies) break
    name.unshift(token)
  }
  while (name.length > 0 && CONNECTORS.has(name[0]!.toLowerCase())) name.shift()
  const joined = name.join(' ').replace(/[,.]+$/, '')
  return LETTERS_2.test(joined) ? joined : null
}

const DUTCH_POSTCODE = /(?<!\d)\d{4} ?$/u

const CONNECTORS = new Set('& + - und and de van von der den du la le'.split(' '))

/** Whole-word, case-insensitive occurrences (a letter or digit next to a match ends it). */
function countOccurrences(lower: string, name: string): number {
  const needle = name.toLowerCase()
  let count = 0
  for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, i + needle.length)) {
    const before = lower[i - 1]
    const after = lower[i + needle.length]
    if (
      (before === undefined || !WORD_CHAR.test(before)) &&
      (after === undefined || !WORD_CHAR.test(after))
    )
      count++
  }
  return count
}

const WORD_CHAR = /[\p{L}\p{N}]/u
