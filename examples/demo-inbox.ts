/**
 * The second part of `npm run demo`: a document inbox. Three generated PDFs (a text invoice, a
 * German letter, an image-only scan) are committed to inbox/ of a temporary repository; the
 * renamer reads them (OCR for the scan), plans names against archive/, moves them with git and
 * commits; then the run is undone. Heuristics only, unless an Ollama answers on the default URL
 * (checked with a short timeout on 127.0.0.1; nothing else is contacted).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { prepareAssistants } from '../src/pdf/assistants.js'
import { defaultInboxSettings } from '../src/pdf/inbox/inbox.js'
import { renameInbox, type InboxResult } from '../src/pdf/inbox/inbox-run.js'
import { undoInbox } from '../src/pdf/inbox/inbox-run.js'
import type { UndoReport } from '../src/pdf/apply/undo.js'
import { DEFAULT_LLM_URL } from '../src/pdf/settings.js'
import { demoInbox } from './demo-pdfs.js'

/** The demo's own git: it sets up the repositories and shows their state. */
export async function git(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv }
): Promise<string> {
  const env = { ...process.env, ...options.env }
  return (await promisify(execFile)('git', args, { cwd: options.cwd, env })).stdout
}

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Inbox Demo',
  GIT_AUTHOR_EMAIL: 'demo@example.com',
  GIT_COMMITTER_NAME: 'Inbox Demo',
  GIT_COMMITTER_EMAIL: 'demo@example.com'
}
const HEALTH_TIMEOUT_MS = 1_500

const print = (text: string): void => void process.stdout.write(text)

/** True when something on the default Ollama URL lists its models within the short timeout. */
async function ollamaAnswers(): Promise<boolean> {
  const tags = new URL('/api/tags', DEFAULT_LLM_URL)
  try {
    const response = await fetch(tags, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}

async function makeInboxRepo(dir: string): Promise<void> {
  const options = { cwd: dir, env: IDENTITY }
  await git(['init', '-q', '--initial-branch=main'], options)
  for (const doc of await demoInbox()) {
    const path = join(dir, 'inbox', doc.name)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, doc.bytes)
  }
  writeFileSync(join(dir, 'inbox', 'notes.txt'), 'A note, not a PDF: the renamer leaves it.\n')
  await git(['add', '-A'], options)
  await git(['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'scanner upload'], options)
}

function printPlan(result: InboxResult): void {
  print('\nThe plan (old name -> new name; text source, confidence, model asked):\n')
  for (const rename of result.renamed) {
    const source = rename.textSource === 'ocr' ? 'OCR' : rename.textSource
    print(`  ${rename.from} -> ${rename.to}\n`)
    print(
      `      ${source}, confidence ${rename.confidence.toFixed(2)}, model ${rename.llmAsked ? 'asked' : 'not asked'}\n`
    )
  }
  for (const skip of result.skipped) print(`  left: ${skip.message}\n`)
}

async function printResult(dir: string, result: InboxResult): Promise<void> {
  print(`\n$ git log -1 --format=%B   (the rename commit)\n`)
  print(await git(['log', '-1', '--format=%B'], { cwd: dir }))
  print(`$ git ls-files\n`)
  print(await git(['ls-files'], { cwd: dir }))
  print(`(undo log: ${result.undoLog ?? 'not written'})\n`)
}

function printUndo(result: UndoReport): void {
  print(`\nUndo of run ${result.run ?? '(none)'}:\n`)
  for (const item of result.items) {
    const detail = item.status === 'refused' ? `: ${item.reason}` : ''
    print(`  ${item.status} ${item.to} -> ${item.from}${detail}\n`)
  }
}

/** Runs the inbox demo in `workspace`; false when something did not go as it should. */
export async function runInboxDemo(workspace: string): Promise<boolean> {
  const dir = join(workspace, 'inbox-repo')
  mkdirSync(dir)
  await makeInboxRepo(dir)
  print(`\n=== The document inbox ===\nA temporary repository with inbox/ committed: ${dir}\n`)

  const settings = defaultInboxSettings()
  const useLlm = await ollamaAnswers()
  settings.pdf = { ...settings.pdf, useLlm, ocr: 'auto' }
  print(
    useLlm
      ? `Ollama answers at ${new URL(DEFAULT_LLM_URL).origin}: unsure documents go to ${settings.pdf.llmModel}.\n`
      : `No Ollama at ${new URL(DEFAULT_LLM_URL).origin}: heuristics only (OCR for the scan).\n`
  )
  const assistants = await prepareAssistants(settings.pdf, { cwd: dir })
  for (const warning of assistants.warnings) print(`warning: ${warning}\n`)
  let result: InboxResult
  try {
    result = await renameInbox(settings, {
      cwd: dir,
      commitEnv: IDENTITY,
      ...(assistants.recognizer === undefined ? {} : { recognizer: assistants.recognizer }),
      ...(assistants.refine === undefined ? {} : { refine: assistants.refine })
    })
  } finally {
    await assistants.close()
  }
  printPlan(result)
  await printResult(dir, result)

  const undone = await undoInbox({ undoLog: settings.undoLog }, { cwd: dir, commitEnv: IDENTITY })
  printUndo(undone)
  print(`\n$ git log --format=%s\n`)
  print(await git(['log', '--format=%s'], { cwd: dir }))
  print(`$ ls inbox   (the names restored)\n`)
  print(await git(['ls-files', '--', 'inbox'], { cwd: dir }))
  return result.renamed.length === 3 && undone.items.every(item => item.status === 'restored')
}
