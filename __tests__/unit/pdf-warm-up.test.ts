/**
 * The analysis warm-up (src/pdf/decide/warm-up.ts) changes no result: the bench documents, the
 * warm-up's own samples and a real invoice's text analyse to the same JSON with rules warmed up
 * and with rules fresh from the file, in both date orders. (bench/decide-identity.ts holds the
 * corpus-wide check.) A file already answered when it starts runs no step; it pauses between
 * the steps of a sample, so a file read meanwhile waits one step at most.
 */
import { benchDocuments } from '../../bench/decide-documents.js'
import { analysisSteps, analyze } from '../../src/pdf/decide/heuristics.js'
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
  const all = (rules: Awaited<ReturnType<typeof loadRules>>): string[] =>
    (['dmy', 'mdy'] as const).flatMap(order =>
      documents.map(doc => JSON.stringify(analyze(doc, rules, { order, now: NOW })))
    )
  const fresh = all(await loadRules())
  const warmed = await loadRules()
  await warmUpAnalysis(warmed, { order: 'mdy', now: NOW }, () => false)
  expect(all(warmed)).toEqual(fresh)
})

it('runs no step for a file answered before it starts, and holds a file read meanwhile one step at most', async () => {
  const rules = await loadRules()
  let asked = 0
  let fileThere = false
  // A file read ahead: its answer is there, handled in this turn's microtasks.
  void Promise.resolve().then(() => (fileThere = true))
  await warmUpAnalysis(rules, { order: 'dmy', now: NOW }, () => (asked++, fileThere))
  expect(asked).toBe(1)
  // The real file's answer, as the event loop would deliver it while the warm-up has paused
  // after its first step.
  asked = 0
  fileThere = false
  setImmediate(() => setImmediate(() => (fileThere = true)))
  await warmUpAnalysis(rules, { order: 'dmy', now: NOW }, () => (asked++, fileThere))
  // Asked before the first step (no file yet) and after it (the file is there): one step ran.
  expect(asked).toBe(2)
  // Left alone, it runs all four steps of each of the three samples (date, category, issuer, the
  // rest), asking before each and once at the end.
  asked = 0
  await warmUpAnalysis(rules, { order: 'dmy', now: NOW }, () => (asked++, false))
  expect(asked).toBe(3 * 4 + 1)
})

it('steps through the same analysis as analyze()', async () => {
  const rules = await loadRules()
  for (const doc of benchDocuments()) {
    const steps = analysisSteps(doc, rules, { order: 'dmy', now: NOW })
    let step = steps.next()
    let pauses = 0
    for (; step.done !== true; step = steps.next()) pauses++
    expect(pauses).toBe(3)
    expect(JSON.stringify(step.value)).toBe(
      JSON.stringify(analyze(doc, rules, { order: 'dmy', now: NOW }))
    )
  }
})
