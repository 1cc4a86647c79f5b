/**
 * One run of the document inbox (the library behind `command: rename-pdfs`): list the inbox as
 * git sees it -> select (LFS pointers, non-PDFs and the like reported and left) -> read,
 * analyse and plan the whole batch against the archive (renameBatch in dry-run mode) -> move
 * with `git mv`, undo log first -> one commit. Pushing is the caller's business.
 */
import { join, relative, sep } from 'node:path'
import { listFolder, pathsUnder } from '../../git/inbox-files.js'
import { repoPaths } from '../../git/repo-paths.js'
import type { FileReport } from '../batch.js'
import { normalizeFolder, selectInbox, type InboxLayout, type InboxSelection } from './inbox.js'
import { applyInbox, type PlannedRename } from './inbox-apply.js'
import type {
  InboxDependencies,
  InboxResult,
  InboxSettings,
  InboxSkip,
  InboxSkipReason
} from './inbox-types.js'
import { newRunId, renameBatch, type BatchReport } from '../pipeline.js'

export * from './inbox-types.js'

export function inboxLayout(settings: InboxSettings): InboxLayout {
  return {
    inbox: normalizeFolder(settings.inboxPath, 'inbox-path'),
    archive: normalizeFolder(settings.archivePath, 'archive-path'),
    recursive: settings.recursive
  }
}

async function selectFromRepo(root: string, layout: InboxLayout): Promise<InboxSelection> {
  const listed = await listFolder(root, layout.inbox)
  return selectInbox(listed, await pathsUnder(root, layout.archive), layout)
}

function planBatch(
  root: string,
  candidates: string[],
  layout: InboxLayout,
  settings: InboxSettings,
  deps: InboxDependencies & { now: () => Date; runId: string }
): Promise<BatchReport> {
  const inPlace = layout.archive === layout.inbox
  const { outDir: _outDir, undoLog: _undoLog, ...pdf } = settings.pdf
  return renameBatch(
    {
      ...pdf,
      paths: candidates.map(path => join(root, path)),
      recursive: false,
      dryRun: true,
      // In place, a file that already carries a generated name is left as it is.
      force: false,
      ...(inPlace ? {} : { outDir: join(root, layout.archive) })
    },
    {
      cwd: root,
      now: deps.now,
      runId: deps.runId,
      ...(deps.recognizer === undefined ? {} : { recognizer: deps.recognizer }),
      ...(deps.refine === undefined ? {} : { refine: deps.refine }),
      ...(deps.rules === undefined ? {} : { rules: deps.rules })
    }
  )
}

function repoRelative(root: string, path: string): string {
  return relative(root, path).split(sep).join('/')
}

function leftReason(report: FileReport): InboxSkipReason {
  switch (report.readOutcome) {
    case 'encrypted':
      return 'encrypted'
    case 'no-text':
      return 'no-text'
    case 'unreadable':
      return 'unreadable'
    default:
      return 'failed'
  }
}

interface Sorted {
  planned: PlannedRename[]
  unchanged: string[]
  left: InboxSkip[]
}

function sortOut(root: string, batch: BatchReport): Sorted {
  const sorted: Sorted = { planned: [], unchanged: [], left: [] }
  for (const report of batch.files) {
    const from = repoRelative(root, report.path)
    if (report.status === 'unchanged') sorted.unchanged.push(from)
    else if (report.status === 'planned' && report.target !== undefined && report.analysis) {
      sorted.planned.push({
        analysis: report.analysis,
        rename: {
          from,
          to: repoRelative(root, report.target),
          sha256: report.sha256 ?? '',
          textSource: report.textSource ?? 'none',
          confidence: report.analysis.confidence,
          llmAsked: report.llmAsked === true,
          ...(report.duplicateOf === undefined
            ? {}
            : { duplicateOf: repoRelative(root, report.duplicateOf) })
        }
      })
    } else {
      const why = report.reason ?? 'not renamed'
      sorted.left.push({
        path: from,
        reason: leftReason(report),
        message: `${from}: ${why}; left in place.`
      })
    }
  }
  return sorted
}

function byPath<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)
}

/** Renames the inbox's PDFs into the archive and commits; see the module comment. */
export async function renameInbox(
  settings: InboxSettings,
  deps: InboxDependencies
): Promise<InboxResult> {
  const root = (await repoPaths(deps.cwd)).top
  const now = deps.now ?? (() => new Date())
  const runId = deps.runId ?? newRunId(now())
  const layout = inboxLayout(settings)
  const undoLog = normalizeFolder(settings.undoLog, 'undo-log')

  const selection = await selectFromRepo(root, layout)
  const batch = await planBatch(root, selection.candidates, layout, settings, {
    ...deps,
    now,
    runId
  })
  const sorted = sortOut(root, batch)
  const result: InboxResult = {
    runId,
    dryRun: settings.dryRun,
    renamed: sorted.planned.map(item => item.rename),
    unchanged: sorted.unchanged,
    skipped: [...selection.skipped, ...sorted.left].sort(byPath(skip => skip.path)),
    warnings: [...batch.warnings],
    batch
  }
  if (settings.dryRun || sorted.planned.length === 0) return result

  const applied = await applyInbox(sorted.planned, {
    root,
    runId,
    undoLog,
    writeMetadata: settings.writeMetadata,
    now,
    ...(deps.commitEnv === undefined ? {} : { commitEnv: deps.commitEnv })
  })
  return {
    ...result,
    renamed: applied.renamed.sort(byPath(rename => rename.from)),
    skipped: [...result.skipped, ...applied.failed].sort(byPath(skip => skip.path)),
    undoLog,
    ...(applied.commit === undefined ? {} : { commit: applied.commit })
  }
}
