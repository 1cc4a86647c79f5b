/**
 * The analysis warm-up (src/pdf/decide/warm-up.ts) changes no result: the bench documents, the
 * warm-up's own samples and a real invoice's text analyse to the same JSON with rules warmed up
 * and with rules fresh from the file, in both date orders. (bench/decide-identity.ts holds the
 * corpus-wide check.)
 */
import { benchDocuments } from '../../bench/decide-documents.js'
import { analyze } from '../../src/pdf/decide/heuristics.js'
import { loadRules } from '../../src/pdf/decide/rules.js'
import { warmUpAnalysis } from '../../src/pdf/decide/warm-up.js'
import { readFileSync } from 'node:fs'
import { extractPdf } from '../../src/pdf/read/extract.js'
import { writeInvoice } from '../helpers/pdf-inbox.js'
import { tempDir } from '../helpers/pdfs.js'
import type { ExtractedDocument } from '../../src/pdf/types.js'

const NOW = new Date('2026-03-01T12:00:00Z')

async function invoiceText(): Promise<ExtractedDocument> {
  const tmp = tempDir('warm-up-')
  try {
    const file = await writeInvoice(tmp.dir, 'scan.pdf', {
      issuer: 'Muster GmbH',
      date: '14.03.2024'
    })
    const outcome = await extractPdf(new Uint8Array(readFileSync(file)), file, { maxTokens: 4000 })
    if (outcome.kind !== 'text') throw new Error(`no text: ${outcome.kind}`)
    return outcome.doc
  } finally {
    tmp.cleanup()
  }
}

it('analyses every document the same with rules warmed up as with fresh rules', async () => {
  const documents = [...benchDocuments(), await invoiceText()]
  const all = (rules: ReturnType<typeof loadRules>): string[] =>
    (['dmy', 'mdy'] as const).flatMap(order =>
      documents.map(doc => JSON.stringify(analyze(doc, rules, { order, now: NOW })))
    )
  const fresh = all(loadRules())
  const warmed = loadRules()
  await warmUpAnalysis(warmed, { order: 'mdy', now: NOW }, () => false)
  expect(all(warmed)).toEqual(fresh)
})
