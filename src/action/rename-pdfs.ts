/** `command: rename-pdfs`: the inbox renamed into the archive, committed, pushed, reported. */
import * as core from '@actions/core'
import { renameSummaryMarkdown, sourceLabel } from './pdf-summary.js'
import { LlmUnavailableError, prepareAssistants, type Assistants } from '../pdf/assistants.js'
import { renameInbox, type InboxResult } from '../pdf/inbox/inbox-run.js'
import type { RunContext } from './context.js'
import type { RenamePdfsSettings } from './inputs.js'
import { openPdfRepo, pushPdfCommit, reportPdfRun } from './pdf-push.js'
import { CommandResult, failed } from './result.js'

export async function runRenamePdfs(
  settings: RenamePdfsSettings,
  context: RunContext
): Promise<CommandResult> {
  const cwd = context.workspace
  const pdf = await openPdfRepo(cwd, settings.push && !settings.dryRun)
  let assistants: Assistants
  try {
    assistants = await prepareAssistants(settings.pdf, { cwd })
  } catch (error) {
    if (error instanceof LlmUnavailableError) return failed(error.message)
    throw error
  }
  for (const warning of assistants.warnings) core.warning(warning)
  let result: InboxResult
  try {
    result = await core.group(`Rename the PDFs of ${settings.inboxPath}`, () =>
      renameInbox(settings, {
        cwd,
        rules: assistants.rules,
        commitEnv: pdf.identity,
        mover: pdf.mover,
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
  const push = await pushPdfCommit(
    pdf,
    result.commit,
    { token: settings.githubToken, serverUrl: context.serverUrl },
    localNote(settings, result)
  )
  const { batch, ...rest } = result
  return reportPdfRun(
    `pdf-rename-${result.runId}.json`,
    { ...rest, push, ocrEngine: batch.ocrEngine, files: batch.files },
    { renamed: result.renamed.length, skipped: result.skipped.length },
    renameSummaryMarkdown({ ...result, note: push.note, ocrEngine: batch.ocrEngine }),
    push
  )
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
