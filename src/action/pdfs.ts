/**
 * `command: rename-pdfs` (the inbox renamed into the archive) and `undo-pdfs` (one rename run
 * restored through git): each committed, pushed with the retry, and reported.
 */
import * as core from '@actions/core'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Repository } from '../git/repository.js'
import { prepareAssistants } from '../pdf/assistants.js'
import { UndoLogError } from '../pdf/apply/undo-log.js'
import { renameInbox, undoInbox, type InboxResult } from '../pdf/inbox/inbox-run.js'
import type { RunContext } from './context.js'
import type { RenamePdfsSettings, UndoPdfsSettings } from './inputs.js'
import { renameSummaryMarkdown, SOURCE_LABELS, undoSummaryMarkdown } from './pdf-summary.js'
import { describeError, writeSummary } from './result.js'

export async function runRenamePdfs(
  settings: RenamePdfsSettings,
  context: RunContext
): Promise<void> {
  const pdf = await openPdfRepo(context, settings.push && !settings.dryRun, settings.githubToken)
  // LlmUnavailableError fails the job with its message, as run() reports any error.
  const assistants = await prepareAssistants(settings.pdf, { cwd: pdf.cwd })
  for (const warning of assistants.warnings) core.warning(warning)
  let result: InboxResult
  try {
    result = await core.group(`Rename the PDFs of ${settings.inboxPath}`, () =>
      renameInbox(settings, { ...pdf, ...assistants })
    )
  } finally {
    await assistants
      .close()
      .catch((error: unknown) => core.warning(`Could not stop the OCR worker: ${String(error)}`))
  }
  logResult(result)
  const push = await pushPdfCommit(pdf, result.commit, localNote(settings, result))
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
      `${rename.from} -> ${rename.to} (${SOURCE_LABELS[rename.textSource]}, confidence ${rename.confidence.toFixed(2)}, model ${rename.llmAsked ? 'asked' : 'not asked'})${rename.review === undefined ? '' : `; to review: ${rename.review.join('; ')}`}`
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

export async function runUndoPdfs(settings: UndoPdfsSettings, context: RunContext): Promise<void> {
  const pdf = await openPdfRepo(context, settings.push, settings.githubToken)
  const result = await undoInbox(settings, pdf).catch((error: unknown) => {
    // Its message names the log and the fix; the cause adds nothing for the job.
    throw error instanceof UndoLogError ? new Error(error.message) : error
  })
  for (const warning of result.warnings) core.warning(warning)
  for (const item of result.items)
    if (item.status === 'refused')
      core.warning(item.reason, { title: 'PDF not restored', file: item.to })
    else core.info(`${item.to} -> ${item.from} (${item.status})`)
  const push = await pushPdfCommit(
    pdf,
    result.commit,
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

type PdfPush = { kind: 'pushed' | 'local' | 'failed'; note: string }

type PdfRepo = Awaited<ReturnType<typeof openPdfRepo>>

/** The work tree with its committer and, with `push`, the branch a commit goes to. */
async function openPdfRepo(context: RunContext, push: boolean, token: string) {
  const cwd = context.workspace
  const repo = new Repository(cwd, { auth: { token, serverUrl: context.serverUrl } })
  await repo.requireWorkTree()
  const branch = push
    ? await repo.currentBranch().catch((error: unknown) => {
        throw new Error(
          'HEAD is detached, so there is no branch to push the renamed files to. ' +
            "Check out a branch (actions/checkout with 'ref: main'), or set 'push: false'.",
          { cause: error }
        )
      })
    : undefined
  const commitEnv = await repo.identity()
  return { cwd, repo, branch, commitEnv, mover: await repo.mover({ commitEnv }) }
}

/**
 * Pushes `commit` (HEAD) when there is one and a branch to push to, else notes `local`; when
 * the branch moved, replays the commit on the fresh tip (once the mover accepts it) and retries.
 * A push that fails, like one refused, is reported before it fails the job.
 */
async function pushPdfCommit(
  { repo, branch, mover, commitEnv }: PdfRepo,
  commit: string | undefined,
  local: string
): Promise<PdfPush> {
  if (commit === undefined || branch === undefined) return { kind: 'local', note: local }
  const pushed = await repo
    .pushWithRetry({
      branch,
      verify: fresh => mover.verifyAt(fresh, `origin/${branch}`),
      rebuild: async fresh => {
        core.info(`${branch} moved to ${fresh}; replaying ${commit.slice(0, 12)} on it`)
        await repo.replayCommit(commit, commitEnv)
      }
    })
    .catch((error: unknown) => describeError(error))
  if (typeof pushed === 'string') return { kind: 'failed', note: pushed }
  if (pushed.kind === 'pushed') {
    const retried =
      pushed.attempts > 1 ? ` (replayed on the moved branch, ${pushed.attempts} attempts)` : ''
    return {
      kind: 'pushed',
      note: `Commit ${pushed.head.slice(0, 12)} pushed to \`${branch}\`${retried}.`
    }
  }
  const fix =
    pushed.reason === 'protected'
      ? ' Allow the workflow to push there (exempt github-actions[bot] from the rule) or pass a token that may.'
      : ''
  return { kind: 'failed', note: `The push to ${branch} was rejected: ${pushed.detail}.${fix}` }
}

/** The JSON report in RUNNER_TEMP, the outputs, the job summary; a failed push fails the job. */
async function reportPdfRun(
  name: string,
  report: object,
  counts: { renamed: number; skipped: number },
  markdown: string,
  push: PdfPush
): Promise<void> {
  const path = join(process.env.RUNNER_TEMP || tmpdir(), name)
  writeFileSync(path, JSON.stringify(report, null, 2) + '\n')
  core.setOutput('renamed-count', String(counts.renamed))
  core.setOutput('skipped-count', String(counts.skipped))
  core.setOutput('report', path)
  await writeSummary(markdown)
  if (push.kind === 'failed') throw new Error(push.note)
}
