/** `command: undo-pdfs`: one rename run restored through git, committed, pushed, reported. */
import * as core from '@actions/core'
import { undoSummaryMarkdown } from './pdf-summary.js'
import { undoInbox, type InboxUndoResult } from '../pdf/inbox/inbox-run.js'
import { UndoLogError } from '../pdf/apply/undo-log.js'
import type { RunContext } from './context.js'
import type { UndoPdfsSettings } from './inputs.js'
import { openPdfRepo, pushPdfCommit, reportPdfRun } from './pdf-push.js'
import { CommandResult, failed } from './result.js'

export async function runUndoPdfs(
  settings: UndoPdfsSettings,
  context: RunContext
): Promise<CommandResult> {
  const pdf = await openPdfRepo(context.workspace, settings.push)
  let result: InboxUndoResult
  try {
    result = await undoInbox(
      { undoLog: settings.undoLog, ...(settings.run === undefined ? {} : { run: settings.run }) },
      { cwd: pdf.cwd, commitEnv: pdf.identity, mover: pdf.mover }
    )
  } catch (error) {
    if (error instanceof UndoLogError) return failed(error.message)
    throw error
  }
  for (const warning of result.warnings) core.warning(warning)
  for (const item of result.items)
    if (item.status === 'refused')
      core.warning(item.reason, { title: 'PDF not restored', file: item.to })
    else core.info(`${item.to} -> ${item.from} (${item.status})`)
  const push = await pushPdfCommit(
    pdf,
    result.commit,
    { token: settings.githubToken, serverUrl: context.serverUrl },
    result.commit === undefined
      ? 'Nothing was restored, so nothing was committed.'
      : `Commit ${result.commit.slice(0, 12)} stays local (push: false).`
  )
  return reportPdfRun(
    `pdf-undo-${result.run ?? 'none'}.json`,
    { ...result, push },
    {
      renamed: result.items.filter(item => item.status === 'restored').length,
      skipped: result.items.filter(item => item.status === 'refused').length
    },
    undoSummaryMarkdown(result, push.note),
    push
  )
}
