/** `command: undo-pdfs`: one rename run restored through git, committed, pushed, reported. */
import * as core from '@actions/core'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Repository } from '../git/repository.js'
import { undoSummaryMarkdown } from '../github/pdf-summary.js'
import { undoInbox, type InboxUndoResult } from '../pdf/inbox/inbox-run.js'
import { UndoLogError } from '../pdf/apply/undo-log.js'
import type { RunContext } from './context.js'
import type { UndoPdfsSettings } from './inputs.js'
import { branchToPush, pushPdfCommit, writePdfSummary, type PdfPush } from './pdf-push.js'
import { CommandResult, failed, OK } from './result.js'

export async function runUndoPdfs(
  settings: UndoPdfsSettings,
  context: RunContext
): Promise<CommandResult> {
  const cwd = context.workspace
  const repo = new Repository(cwd)
  await repo.requireWorkTree()
  const branch = settings.push ? await branchToPush(cwd) : undefined
  const identity = await repo.identity()
  const mover = await repo.mover({ commitEnv: identity })
  let result: InboxUndoResult
  try {
    result = await undoInbox(
      { undoLog: settings.undoLog, ...(settings.run === undefined ? {} : { run: settings.run }) },
      { cwd, commitEnv: identity, mover }
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

  let push: PdfPush = {
    kind: 'local',
    note:
      result.commit === undefined
        ? 'Nothing was restored, so nothing was committed.'
        : `Commit ${result.commit.slice(0, 12)} stays local (push: false).`
  }
  if (result.commit !== undefined && branch !== undefined)
    push = await pushPdfCommit({
      cwd,
      branch,
      commit: result.commit,
      auth: { token: settings.githubToken, serverUrl: context.serverUrl },
      identity,
      verify: (tip, where) => mover.verifyAt(tip, where)
    })
  const restored = result.items.filter(item => item.status === 'restored').length
  const refused = result.items.filter(item => item.status === 'refused').length
  const path = join(process.env.RUNNER_TEMP || tmpdir(), `pdf-undo-${result.run ?? 'none'}.json`)
  writeFileSync(path, JSON.stringify({ ...result, push }, null, 2) + '\n')
  core.setOutput('renamed-count', String(restored))
  core.setOutput('skipped-count', String(refused))
  core.setOutput('report', path)
  const rows = result.items.map(item => ({
    renamed: item.to,
    original: item.from,
    status: item.status,
    detail: item.status === 'refused' ? item.reason : ''
  }))
  await writePdfSummary(undoSummaryMarkdown(result.run, rows, push.note))
  return push.kind === 'failed' ? failed(push.note) : OK
}
