/**
 * Guard for speed work on the heuristics: the whole analysis (dates, roles, scores, categories,
 * issuers, every explanation string) of the bench documents and of the cached corpus texts in
 * .cache/eval, in both date orders, with and without a PDF title, must not change.
 *
 *   npx tsx bench/decide-identity.ts record   # write .cache/decide-identity.json
 *   npx tsx bench/decide-identity.ts          # compare with it; exit 1 and name each difference
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../__tests__/helpers/pdfs.js'
import { analyze } from '../src/pdf/decide/heuristics.js'
import { loadRules } from '../src/pdf/decide/rules.js'
import type { ExtractedDocument, ExtractOutcome } from '../src/pdf/types.js'
import { benchDocuments } from './decide-documents.js'

const NOW = new Date('2026-03-01T12:00:00Z')
const SNAPSHOT = join(PROJECT_ROOT, '.cache', 'decide-identity.json')

const documents = [
  ...benchDocuments().map((d, i) => ({ name: `bench #${i + 1}`, doc: d })),
  ...corpusDocuments()
]
const rules = await loadRules()
const analyses: Record<string, unknown> = {}
for (const { name, doc } of documents)
  for (const order of ['dmy', 'mdy'] as const)
    for (const title of [undefined, firstLine(doc.text)]) {
      const input = title === undefined ? doc : { ...doc, title }
      const key = `${name} ${order}${title === undefined ? '' : ' titled'}`
      analyses[key] = JSON.parse(JSON.stringify(analyze(input, rules, { order, now: NOW })))
    }

if (process.argv[2] === 'record') {
  writeFileSync(SNAPSHOT, JSON.stringify(analyses, null, 1))
  console.log(`recorded ${Object.keys(analyses).length} analyses in ${SNAPSHOT}`)
} else {
  if (!existsSync(SNAPSHOT)) {
    console.error(`no ${SNAPSHOT}: run "npx tsx bench/decide-identity.ts record" first`)
    process.exit(2)
  }
  const recorded = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, unknown>
  const keys = new Set([...Object.keys(recorded), ...Object.keys(analyses)])
  // Compared as JSON text, so a change in the order of the fields (what `explain --json` prints) counts too.
  const differ = [...keys].filter(k => JSON.stringify(recorded[k]) !== JSON.stringify(analyses[k]))
  for (const key of differ)
    console.error(
      `differs: ${key}\n  was ${JSON.stringify(recorded[key])}\n  now ${JSON.stringify(analyses[key])}`
    )
  console.log(`${keys.size - differ.length} of ${keys.size} analyses identical`)
  process.exit(differ.length === 0 ? 0 : 1)
}

function corpusDocuments(): { name: string; doc: ExtractedDocument }[] {
  const root = join(PROJECT_ROOT, '.cache', 'eval')
  if (!existsSync(root)) return []
  return readdirSync(root)
    .flatMap(version => readdirSync(join(root, version)).map(file => join(root, version, file)))
    .sort()
    .flatMap(path => {
      const outcome = JSON.parse(readFileSync(path, 'utf8')) as ExtractOutcome
      return 'doc' in outcome ? [{ name: outcome.doc.path, doc: outcome.doc }] : []
    })
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? ''
}
