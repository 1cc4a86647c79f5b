/**
 * Publishing bundles into a checkout, shared by `ralph publish` and `command: publish`: read
 * and verify each, skip those whose story the branch already decided, make each passing fix
 * its branch (through the shell's hook: a local branch, or a pushed one with its pull
 * request), then write every status into one status commit. No agent code runs here.
 */
import { statSync } from 'node:fs'
import { Repository } from '../../git/repository.js'
import { compareStories } from '../plan/select.js'
import { parsePrdText } from '../prd/prd.js'
import { EVENTS_LOG, newRunId } from '../record/events.js'
import {
  applyStatus,
  commitStatuses,
  ownedFields,
  statusLine,
  StatusRecord
} from '../record/status-commit.js'
import { steeringFiles, type SteeringFile, type Violation } from '../scope.js'
import { transition } from '../transition.js'
import type { Story } from '../types.js'
import { Bundle, BundleError, readBundle } from './bundle.js'
import {
  GateSettings,
  GateVerdict,
  namedSecrets,
  secretVerdict,
  sizeVerdict,
  steeringVerdict
} from './gate.js'
import { publicTexts } from './public-texts.js'
import { NamedSecret, scanSecrets } from './secret-scan.js'
import { PublishPolicy, verifyBundle } from './verify.js'

/** What happened to one bundle. */
export type BundleResult =
  | { kind: 'refused'; dir: string; error: BundleError }
  | { kind: 'violation'; dir: string; story: Story; violations: Violation[] }
  | { kind: 'skipped'; dir: string; story: Story; why: string }
  | { kind: 'failed'; dir: string; story: Story; error: Error }
  /** The gate refused it before anything was written; its attempt is recorded as failed. */
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

/** The branch (and pull request) a passing fix went to. */
export interface FixRef {
  branch: string
  sha: string
  kind: 'created' | 'updated' | 'unchanged'
  prUrl?: string
}

export interface FixHook {
  /** Makes the fix branch `tree` on `base`; throws when that fails (the bundle then fails alone). */
  (request: {
    story: Story
    bundle: Bundle
    tree: string
    base: string
    /** Files that steer later runs: the pull request is a draft for review. */
    review: SteeringFile[]
  }): Promise<FixRef>
}

export interface PublishRun {
  results: BundleResult[]
  /** The status records in the status commit, in priority order. */
  records: StatusRecord[]
  /** The status commit, or undefined when nothing was recorded. */
  commit: string | undefined
}

export interface PublishOptions {
  top: string
  policy: PublishPolicy
  identity: NodeJS.ProcessEnv
  fix: FixHook
  /** Notices: skipped bundles, what was made. */
  log: (message: string) => void
  /** What may become public: size limits, secrets, files that steer later runs. */
  gate: GateSettings
  /** Failed attempts after which a story is skipped (a gate refusal is a failed attempt). */
  maxAttempts: number
  /** Where the variables `gate.secretEnv` names are read. */
  env: NodeJS.ProcessEnv
}

/** Verifies, then publishes every verified bundle in priority order; one status commit. */
export async function publishBundles(dirs: string[], options: PublishOptions): Promise<PublishRun> {
  const { top, policy } = options
  const secrets = namedSecrets(options.gate.secretEnv, options.env)
  await requireCleanStatusFiles(top, policy.prdRel)
  const results: BundleResult[] = []
  const ready: Ready[] = []
  for (const dir of dirs) {
    const checked = await check(top, dir, policy)
    if (checked.kind === 'ready') ready.push(checked)
    else results.push(checked)
  }
  ready.sort((a, b) => compareStories(a.story, b.story))
  const atHead = await headStories(top, policy.prdRel)
  const records: StatusRecord[] = []
  const claims: Claims = { stories: new Map(), paths: new Map() }
  const layout = { top, prdRel: policy.prdRel }
  for (const item of ready) {
    const skip = decidedAtHead(item.bundle, atHead.get(item.story.id))
    if (skip !== undefined) {
      options.log(`${item.story.id}: skipped, ${skip}`)
      results.push({ kind: 'skipped', dir: item.dir, story: item.story, why: skip })
      continue
    }
    const clash = clashWithEarlier(item, claims)
    if (clash !== undefined) {
      results.push({ kind: 'failed', dir: item.dir, story: item.story, error: clash })
      continue
    }
    try {
      const verdict = await gate(top, item, options.gate, secrets)
      if (verdict.kind === 'refused') {
        const record = refusedRecord(item, verdict.reason, options.maxAttempts, policy.prdRel)
        await applyStatus(layout, record)
        records.push(record)
        claims.stories.set(item.story.id, item.dir)
        results.push({ kind: 'gated', dir: item.dir, story: item.story, verdict })
        continue
      }
      const fix = await fixOf(item, options, verdict.review)
      const record = statusRecordOf(item.bundle, item.story, fix?.prUrl)
      await applyStatus(layout, record)
      records.push(record)
      claims.stories.set(item.story.id, item.dir)
      for (const path of item.paths) claims.paths.set(path, item.story.id)
      const { dir, story, bundle } = item
      const review = verdict.review
      results.push({ kind: 'published', dir, story, bundle, review, ...(fix ? { fix } : {}) })
    } catch (error) {
      const failed = error instanceof Error ? error : new Error(String(error))
      results.push({ kind: 'failed', dir: item.dir, story: item.story, error: failed })
    }
  }
  const commit =
    records.length === 0
      ? undefined
      : await commitStatuses(layout, records, statusMessage(records), options.identity)
  return { results, records, commit }
}

export interface Ready {
  kind: 'ready'
  dir: string
  story: Story
  bundle: Bundle
  tree: string
  /** The paths its patch writes, relative to the top. */
  paths: string[]
}

/** What the bundles published so far in this run took: story ids and written paths (by story). */
interface Claims {
  stories: Map<string, string>
  paths: Map<string, string>
}

/** A verified bundle that cannot be published beside an earlier one of the same run. */
export class PublishClashError extends Error {
  constructor(
    message: string,
    /** The path both write; undefined when both are bundles of one story. */
    readonly path: string | undefined,
    /** The story published first. */
    readonly first: string
  ) {
    super(message)
    this.name = 'PublishClashError'
  }
}

/**
 * The path of `paths` that an earlier claim also writes (the same path, or one a folder of
 * the other), with that claim's story. Two such fixes would be two branches that conflict
 * with each other; two such reports, one overwriting the other in the status commit.
 */
export function clashingPath(
  paths: readonly string[],
  claimed: ReadonlyMap<string, string>
): { path: string; story: string } | undefined {
  for (const path of paths) {
    for (const [other, story] of claimed) {
      if (path === other || path.startsWith(`${other}/`) || other.startsWith(`${path}/`))
        return { path, story }
    }
  }
  return undefined
}

function clashWithEarlier(item: Ready, claims: Claims): PublishClashError | undefined {
  const { story } = item
  const sameStory = claims.stories.get(story.id)
  if (sameStory !== undefined)
    return new PublishClashError(
      `another bundle of '${story.id}' (${sameStory}) was published first in this run; ` +
        'a story takes one outcome per publish',
      undefined,
      story.id
    )
  const clash = clashingPath(item.paths, claims.paths)
  if (clash === undefined) return undefined
  return new PublishClashError(
    `writes ${clash.path}, as '${clash.story}' does, published first in this run (priority ` +
      `order): the two would conflict. Run '${story.id}' again once the change of ` +
      `'${clash.story}' is on the branch.`,
    clash.path,
    clash.story
  )
}

async function check(
  top: string,
  dir: string,
  policy: PublishPolicy
): Promise<Ready | Extract<BundleResult, { kind: 'refused' | 'violation' }>> {
  try {
    const bundle = readBundle(dir)
    const verified = await verifyBundle(top, bundle, policy)
    if (verified.kind === 'violation')
      return { kind: 'violation', dir, story: verified.story, violations: verified.violations }
    const paths = verified.changes.map(change => change.path)
    return { kind: 'ready', dir, story: verified.story, bundle, tree: verified.tree, paths }
  } catch (error) {
    if (error instanceof BundleError) return { kind: 'refused', dir, error }
    throw error
  }
}

/** Size first (a huge patch is not read), then secrets, then the files that steer later runs. */
async function gate(
  top: string,
  item: Ready,
  settings: GateSettings,
  secrets: NamedSecret[]
): Promise<GateVerdict> {
  const { bundle, story, paths } = item
  const sized = sizeVerdict(statSync(bundle.patchFile).size, paths.length, settings)
  if (sized) return sized
  const hits = await scanSecrets(await publicTexts(top, item), secrets)
  const fixBranch = bundle.outcome.kind === 'pass' && story.mode === 'fixing'
  return (
    secretVerdict(hits) ?? steeringVerdict(steeringFiles(paths), settings.protectedFiles, fixBranch)
  )
}

/**
 * A refused bundle's attempt, recorded as failed: none of its parts (its events included, they
 * may hold what was found) is written; the events are the publish job's own.
 */
export function refusedRecord(
  item: Pick<Ready, 'story' | 'bundle'>,
  reason: string,
  maxAttempts: number,
  prdRel: string,
  now = new Date()
): StatusRecord {
  const { story, bundle } = item
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
  if (bundle.outcome.kind !== 'pass' || story.mode !== 'fixing') return undefined
  const fix = await options.fix({ story, bundle, tree, base: bundle.manifest.base, review })
  options.log(`${fix.branch}: ${fix.kind} at ${fix.sha}${fix.prUrl ? `, ${fix.prUrl}` : ''}`)
  return fix
}

/**
 * Undefined when the story at HEAD is as the bundle found it; else why it is skipped: the
 * bundle was published already, or another run decided the story meanwhile.
 */
export function decidedAtHead(bundle: Bundle, head: Story | undefined): string | undefined {
  if (head === undefined) return `'${bundle.manifest.story}' is no longer in the PRD at HEAD`
  const now = JSON.stringify(withoutPr(ownedFields(head)))
  const before = JSON.stringify(withoutPr(bundle.change.before))
  if (now === JSON.stringify(withoutPr(bundle.change.after)))
    return 'this bundle is already published on the branch'
  if (now !== before)
    return `the branch already recorded another outcome of '${head.id}' (a re-run)`
  return undefined
}

function withoutPr<T extends object>(fields: T): T {
  return { ...fields, pr_url: null }
}

async function headStories(top: string, prdRel: string): Promise<Map<string, Story>> {
  const text = await new Repository(top).fileAt('HEAD', prdRel)
  const loaded = text === undefined ? undefined : parsePrdText(text, `${prdRel} at HEAD`)
  if (loaded?.kind !== 'ok')
    throw new Error(`${prdRel} at HEAD is missing or invalid; run 'ralph validate' on it.`)
  return new Map(loaded.prd.stories.map(story => [story.id, story]))
}

/** The status commit writes the PRD and the log from the work tree: they must be HEAD's. */
async function requireCleanStatusFiles(top: string, prdRel: string): Promise<void> {
  if (!(await new Repository(top).isClean([prdRel, EVENTS_LOG])))
    throw new Error(
      `${prdRel} or ${EVENTS_LOG} has uncommitted changes; publish writes both into a status ` +
        "commit from HEAD's state. Commit or restore them first (git restore -- " +
        `${prdRel} ${EVENTS_LOG}).`
    )
}

/** A fixing story's report goes to its branch with the fix; audit and linting reports to the base. */
export function statusRecordOf(
  bundle: Bundle,
  story: Story,
  prUrl: string | undefined
): StatusRecord {
  const { outcome, change } = bundle
  const after = prUrl === undefined ? change.after : { ...change.after, pr_url: prUrl }
  const report =
    outcome.kind === 'pass' && bundle.report !== undefined && story.mode !== 'fixing'
      ? [{ path: outcome.reportPath, bytes: bundle.report }]
      : []
  return {
    storyId: outcome.story,
    before: change.before,
    after,
    events: bundle.events,
    files: report,
    message: statusLine(bundle.outcome)
  }
}

/** One story: its line; several: a count, then a line each. */
export function statusMessage(records: StatusRecord[]): string {
  if (records.length === 1)
    return `${records[0]?.message ?? ''}\n\nPublished from a result bundle.\n`
  return (
    `ralph: ${records.length} stories published\n\n` +
    records.map(record => `- ${record.message.replace(/^ralph: /, '')}`).join('\n') +
    '\n'
  )
}
