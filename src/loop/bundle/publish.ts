/** `ralph publish` and `command: publish`: verify, gate, fix branches, one status commit. */
import { BranchOutcome, Repository } from '../../git/repository.js'
import { compareStories } from '../plan/select.js'
import { parsePrdText } from '../prd/prd.js'
import { newRunId } from '../../fs/run-id.js'
import { EVENTS_LOG } from '../record/events.js'
import {
  applyStatus,
  commitStatuses,
  ownedFields,
  statusLine,
  StatusRecord
} from '../record/status-commit.js'
import type { SteeringFile, Violation } from '../scope.js'
import { transition } from '../transition.js'
import type { Judged } from '../step.js'
import type { Story } from '../types.js'
import { Bundle, BundleError, readBundle } from './bundle.js'
import { asPublished, gate, GateSettings, GateVerdict, namedSecrets } from './gate.js'
import { PublishPolicy, Ready, verifyBundle } from './verify.js'

export type BundleResult =
  | { kind: 'refused'; dir: string; error: BundleError }
  | { kind: 'violation'; dir: string; story: Story; violations: Violation[] }
  | { kind: 'skipped'; dir: string; story: Story; why: string }
  | { kind: 'failed'; dir: string; story: Story; error: Error }
  | { kind: 'gated'; dir: string; story: Story; verdict: Extract<GateVerdict, { kind: 'refused' }> }
  | {
      kind: 'published'
      dir: string
      story: Story
      bundle: Bundle
      fix?: FixRef
      /** Files that steer later runs, for review on the fix branch (protected-files: review). */
      review: SteeringFile[]
    }

type FixRef = BranchOutcome & { branch: string; prUrl?: string }

/** Makes the fix branch `tree` on `base`; throws when that fails (the bundle then fails alone). */
export type FixHook = (request: {
  story: Story
  outcome: Extract<Judged, { kind: 'pass' }>
  tree: string
  base: string
  review: SteeringFile[]
}) => Promise<FixRef>

export type PublishRun = Awaited<ReturnType<typeof publishBundles>>

interface PublishOptions extends PublishPolicy {
  top: string
  identity: NodeJS.ProcessEnv
  fix: FixHook
  log: (message: string) => void
  gate: GateSettings
  /** Failed attempts after which a story is skipped (a gate refusal is a failed attempt). */
  maxAttempts: number
  /** Where the variables `gate.secretEnv` names are read. */
  env: NodeJS.ProcessEnv
}

export async function publishBundles(dirs: string[], options: PublishOptions) {
  const { prdRel } = options
  const git = new Repository(options.top)
  const secrets = namedSecrets(options.gate.secretEnv, options.env)
  await requireCleanStatusFiles(git, prdRel)
  const results: BundleResult[] = []
  const ready: Ready[] = []
  for (const dir of dirs) {
    try {
      const checked = await verifyBundle(git, readBundle(dir), options)
      if (checked.kind === 'ready') ready.push(checked)
      else results.push(checked)
    } catch (error) {
      if (!(error instanceof BundleError)) throw error
      results.push({ kind: 'refused', dir, error })
    }
  }
  ready.sort((a, b) => compareStories(a.story, b.story))
  const atHead = await headStories(git, prdRel)
  const records: StatusRecord[] = []
  // What this run published so far: story ids (to their bundle) and written paths (to their story).
  const storiesTaken = new Map<string, string>()
  const pathsTaken = new Map<string, string>()
  for (const item of ready) {
    const { dir, story, bundle } = item
    const skip = decidedAtHead(bundle, atHead.get(story.id))
    if (skip !== undefined) {
      options.log(`${story.id}: skipped, ${skip}`)
      results.push({ kind: 'skipped', dir, story, why: skip })
      continue
    }
    const clash = clashWithEarlier(item, storiesTaken, pathsTaken)
    if (clash !== undefined) {
      results.push({ kind: 'failed', dir, story, error: clash })
      continue
    }
    try {
      const verdict = await gate(git, item, options.gate, secrets)
      const refused = verdict.kind === 'refused'
      const fix = refused ? undefined : await fixOf(item, options, verdict.review)
      const record = refused
        ? refusedRecord(item, verdict.reason, options.maxAttempts, prdRel)
        : statusRecordOf(bundle, story, fix?.prUrl)
      await applyStatus(options, record)
      records.push(record)
      storiesTaken.set(story.id, dir)
      if (refused) {
        results.push({ kind: 'gated', dir, story, verdict })
        continue
      }
      for (const path of item.paths) pathsTaken.set(path, story.id)
      const review = verdict.review
      results.push({ kind: 'published', dir, story, bundle, review, ...(fix ? { fix } : {}) })
    } catch (error) {
      const failed = error instanceof Error ? error : new Error(String(error))
      results.push({ kind: 'failed', dir, story, error: failed })
    }
  }
  const commit =
    records.length === 0
      ? undefined
      : await commitStatuses(options, records, statusMessage(records), options.identity)
  return { results, records, commit }
}

/** A verified bundle that cannot be published beside an earlier one of the same run. */
export class PublishClashError extends Error {
  constructor(
    message: string,
    /** Undefined when both are bundles of one story. */
    readonly path: string | undefined,
    readonly first: string
  ) {
    super(message)
    this.name = 'PublishClashError'
  }
}

/** Two such fixes would be conflicting branches; two such reports, one overwriting the other. */
export function clashingPath(
  paths: readonly string[],
  claimed: ReadonlyMap<string, string>
): { path: string; story: string } | undefined {
  for (const path of paths)
    for (const [other, story] of claimed)
      if (path === other || path.startsWith(`${other}/`) || other.startsWith(`${path}/`))
        return { path, story }
  return undefined
}

function clashWithEarlier(
  { story, paths }: Ready,
  storiesTaken: ReadonlyMap<string, string>,
  pathsTaken: ReadonlyMap<string, string>
): PublishClashError | undefined {
  const sameStory = storiesTaken.get(story.id)
  if (sameStory !== undefined)
    return new PublishClashError(
      `another bundle of '${story.id}' (${sameStory}) was published first in this run; ` +
        'a story takes one outcome per publish',
      undefined,
      story.id
    )
  const clash = clashingPath(paths, pathsTaken)
  if (clash === undefined) return undefined
  return new PublishClashError(
    `writes ${clash.path}, as '${clash.story}' does, published first in this run (priority ` +
      `order): the two would conflict. Run '${story.id}' again once the change of ` +
      `'${clash.story}' is on the branch.`,
    clash.path,
    clash.story
  )
}

/**
 * A refused bundle's attempt, recorded as failed: none of its parts (its events included, they
 * may hold what was found) is written; the events are the publish job's own.
 */
function refusedRecord(
  { story, bundle }: Ready,
  reason: string,
  maxAttempts: number,
  prdRel: string,
  now = new Date()
): StatusRecord {
  const change = transition(story, { kind: 'fail', reason }, maxAttempts, now)
  const run = newRunId(now)
  const attempt = bundle.manifest.attempt
  const base = { story: story.id, attempt }
  const bodies: object[] = [
    { event: 'run_start', mode: story.mode, prd: prdRel, head: bundle.manifest.base },
    { event: 'story_start', ...base },
    { event: 'story_fail', ...base, reason },
    ...(change.status === 'skipped'
      ? [{ event: 'story_skip', ...base, reason: change.patch.skip_reason ?? reason }]
      : []),
    { event: 'run_end', steps: 1 }
  ]
  const ts = now.toISOString()
  const events = bodies.map((body, i) => JSON.stringify({ v: 1, ts, run, seq: i + 1, ...body }))
  const skipped = change.status === 'skipped' ? `, skipped after ${attempt} attempts` : ''
  return {
    storyId: story.id,
    before: bundle.change.before,
    after: { ...bundle.change.before, ...change.patch },
    events: events.join('\n') + '\n',
    files: [],
    message: `ralph: ${story.id} refused at publish (${reason}, attempt ${attempt}${skipped})`
  }
}

async function fixOf(
  item: Ready,
  options: PublishOptions,
  review: SteeringFile[]
): Promise<FixRef | undefined> {
  const { bundle, story, tree } = item
  const { outcome, manifest } = bundle
  if (outcome.kind !== 'pass' || story.mode !== 'fixing') return undefined
  const published = asPublished(outcome, item)
  const fix = await options.fix({ story, outcome: published, tree, base: manifest.base, review })
  options.log(`${fix.branch}: ${fix.kind} at ${fix.sha}${fix.prUrl ? `, ${fix.prUrl}` : ''}`)
  return fix
}

function decidedAtHead(bundle: Bundle, head: Story | undefined): string | undefined {
  if (head === undefined) return `'${bundle.manifest.story}' is no longer in the PRD at HEAD`
  const withoutPr = (fields: object): string => JSON.stringify({ ...fields, pr_url: null })
  const now = withoutPr(ownedFields(head))
  if (now === withoutPr(bundle.change.after))
    return 'this bundle is already published on the branch'
  if (now !== withoutPr(bundle.change.before))
    return `the branch already recorded another outcome of '${head.id}' (a re-run)`
  return undefined
}

async function headStories(git: Repository, prdRel: string): Promise<Map<string, Story>> {
  const text = await git.fileAt('HEAD', prdRel)
  const loaded = text === undefined ? undefined : parsePrdText(text, `${prdRel} at HEAD`)
  if (loaded?.kind !== 'ok')
    throw new Error(`${prdRel} at HEAD is missing or invalid; run 'ralph validate' on it.`)
  return new Map(loaded.prd.stories.map(story => [story.id, story]))
}

/** The status commit writes the PRD and the log from the work tree: they must be HEAD's. */
async function requireCleanStatusFiles(git: Repository, prdRel: string): Promise<void> {
  if (!(await git.isClean([prdRel, EVENTS_LOG])))
    throw new Error(
      `${prdRel} or ${EVENTS_LOG} has uncommitted changes; publish writes both into a status ` +
        "commit from HEAD's state. Commit or restore them first (git restore -- " +
        `${prdRel} ${EVENTS_LOG}).`
    )
}

/** A fixing story's report goes to its branch with the fix; audit and linting reports to the base. */
function statusRecordOf(bundle: Bundle, story: Story, prUrl: string | undefined): StatusRecord {
  const { outcome, change } = bundle
  const report =
    outcome.kind === 'pass' && bundle.report !== undefined && story.mode !== 'fixing'
      ? [{ path: outcome.reportPath, bytes: bundle.report }]
      : []
  return {
    storyId: outcome.story,
    before: change.before,
    after: prUrl === undefined ? change.after : { ...change.after, pr_url: prUrl },
    events: bundle.events,
    files: report,
    message: statusLine(outcome)
  }
}

export function statusMessage(records: StatusRecord[]): string {
  if (records.length === 1)
    return `${records[0]?.message ?? ''}\n\nPublished from a result bundle.\n`
  return (
    `ralph: ${records.length} stories published\n\n` +
    records.map(record => `- ${record.message.replace(/^ralph: /, '')}`).join('\n') +
    '\n'
  )
}
