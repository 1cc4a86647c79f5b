/** `command: rename-pdfs`: the inbox renamed into the archive, committed, pushed, reported. */
import * as core from '@actions/core'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Repository } from '../git/repository.js'
import { renameSummaryMarkdown, sourceLabel } from '../github/pdf-summary.js'
import { LlmUnavailableError, prepareAssistants, type Assistants } from '../pdf/assistants.js'
import { renameInbox, type InboxResult } from '../pdf/inbox/inbox-run.js'
import type { RunContext } from './context.js'
import type { RenamePdfsSettings } from './inputs.js'
import { branchToPush, pushPdfCommit, writePdfSummary, type PdfPush } from './pdf-push.js'
import { CommandResult, failed, OK } from './result.js'

export async function runRenamePdfs(
  settings: RenamePdfsSettings,
  context: RunContext
): Promise<CommandResult> {
  const cwd = context.workspace
  const repo = new Repository(cwd)
  await repo.requireWorkTree()
  const publish = settings.push && !settings.dryRun
  const branch = publish ? await branchToPush(cwd) : undefined
  let assistants: Assistants
  try {
    assistants = await prepareAssistants(settings.pdf, { cwd })
  } catch (error) {
    if (error instanceof LlmUnavailableError) return failed(error.message)
    throw error
  }
  for (const warning of assistants.warnings) core.warning(warning)
  const identity = await repo.identity()
  const mover = await repo.mover({ commitEnv: identity })
  let result: InboxResult
  try {
    result = await core.group(`Rename the PDFs of ${settings.inboxPath}`, () =>
      renameInbox(settings, {
        cwd,
        rules: assistants.rules,
        commitEnv: identity,
        mover,
        ...(assistants.recognizer === undefined ? {} : { recognizer: assistants.recognizer }),
        ...(assistants.refine === undefined ? {} : { refine: assistants.refine })
      })
    )
  } finally {
    await assistants
      .close()
      .catch((error: unknown) => core.warning(`Could not stop the OCR worker: ${String(error)}`))
  }
  logResult(result)
  let push: PdfPush = { kind: 'local', note: localNote(settings, result) }
  if (result.commit !== undefined && publish && branch !== undefined)
    push = await pushPdfCommit({
      cwd,
      branch,
      commit: result.commit,
      auth: { token: settings.githubToken, serverUrl: context.serverUrl },
      identity,
      verify: (tip, where) => mover.verifyAt(tip, where)
    })
  const reportPath = writeReport(result, push)
  core.setOutput('renamed-count', String(result.renamed.length))
  core.setOutput('skipped-count', String(result.skipped.length))
  core.setOutput('report', reportPath)
  await writePdfSummary(
    renameSummaryMarkdown({
      dryRun: result.dryRun,
      renamed: result.renamed.map(r => ({
        from: r.from,
        to: r.to,
        source: r.textSource,
        confidence: r.confidence,
        llmAsked: r.llmAsked
      })),
      skipped: result.skipped.map(s => ({ path: s.path, message: s.message })),
      review: result.renamed.flatMap(r =>
        r.review === undefined ? [] : [{ path: r.to, message: r.review.join('; ') }]
      ),
      note: push.note,
      ...(result.batch.ocrEngine === undefined ? {} : { ocrEngine: result.batch.ocrEngine })
    })
  )
  return push.kind === 'failed' ? failed(push.note) : OK
}

function logResult(result: InboxResult): void {
  for (const rename of result.renamed)
    core.info(
      `${rename.from} -> ${rename.to} (${sourceLabel(rename.textSource)}, confidence ${rename.confidence.toFixed(2)}, model ${rename.llmAsked ? 'asked' : 'not asked'})${rename.review === undefined ? '' : `; to review: ${rename.review.join('; ')}`}`
    )
  for (const path of result.unchanged) core.info(`${path}: already carries its name`)
  if (result.batch.ocrEngine !== undefined) core.info(`OCR engine: ${result.batch.ocrEngine}`)
  for (const skip of result.skipped)
    core.warning(skip.message, { title: 'PDF left in place', file: skip.path })
  for (const warning of result.warnings) core.warning(warning)
}

function localNote(settings: RenamePdfsSettings, result: InboxResult): string {
  if (result.dryRun) return 'Dry run: nothing was moved, committed or pushed.'
  if (result.commit === undefined) return 'Nothing was renamed, so nothing was committed.'
  return `Commit ${result.commit.slice(0, 12)} stays local (push: ${String(settings.push)}).`
}

function writeReport(result: InboxResult, push: PdfPush): string {
  const dir = process.env.RUNNER_TEMP || tmpdir()
  const path = join(dir, `pdf-rename-${result.runId}.json`)
  const { batch, ...rest } = result
  const report = { ...rest, push, ocrEngine: batch.ocrEngine, files: batch.files }
  writeFileSync(path, JSON.stringify(report, null, 2) + '\n')
  return path
}
