/** The publish side's checks of one bundle, against this checkout and never the bundle's word. */
import { join } from 'node:path'
import type { Repository } from '../../git/repository.js'
import { createdPath } from '../plan/paths.js'
import { selectNextStory } from '../plan/select.js'
import { parsePrdText } from '../prd/prd.js'
import { changedFields, ownedFields } from '../record/status-commit.js'
import { changeViolations, protection } from '../scope.js'
import { attemptNumber } from '../transition.js'
import type { Prd, Story, StoryPatch } from '../types.js'
import { Bundle, BundleError, MANIFEST } from './bundle.js'

export interface PublishPolicy {
  /** The publish job's setting, not the bundle's. */
  prdRel: string
  protect: readonly string[]
  /** Stories the workflow names (a plan's matrix); empty: the base PRD's selection decides. */
  stories: readonly string[]
}

/** A bundle ready for the gate: its story as the base commit's PRD has it, and `tree`. */
export type Ready = Extract<Awaited<ReturnType<typeof verifyBundle>>, { kind: 'ready' }>

export async function verifyBundle(git: Repository, bundle: Bundle, policy: PublishPolicy) {
  const { manifest } = bundle
  const manifestFile = join(bundle.dir, MANIFEST)
  if (manifest.prd !== policy.prdRel)
    throw new BundleError(
      manifestFile,
      '/prd',
      `the bundle is for the PRD '${manifest.prd}', this publish for '${policy.prdRel}'; ` +
        "set 'prd' to the agent job's PRD"
    )
  await checkBase(git, manifestFile, manifest.base)
  const prd = await prdAtBase(git, policy.prdRel, manifest.base)
  const story = chosenStory(prd, manifestFile, manifest.story, policy.stories)
  checkStoryChange(bundle, story)
  const applied = await git.tryApplyPatch(manifest.base, bundle.patchFile)
  if (applied.kind === 'rejected')
    throw new BundleError(
      bundle.patchFile,
      '',
      `does not apply to the base commit ${manifest.base.slice(0, 12)}: ${applied.detail}`
    )
  const changes = await git.changedPaths(manifest.base, applied.tree)
  const { dir } = bundle
  const violations = changeViolations(story, changes, protection(policy.prdRel, policy.protect))
  if (violations.length > 0) return { kind: 'violation' as const, dir, story, violations }
  const paths = changes.map(change => change.path)
  await checkWrites(git, bundle, story, applied.tree, paths)
  // `tree`: the base commit's tree with the patch applied.
  return { kind: 'ready' as const, dir, story, bundle, tree: applied.tree, paths }
}

async function checkBase(git: Repository, file: string, base: string): Promise<void> {
  if ((await git.resolveCommit(base)) === undefined)
    throw new BundleError(
      file,
      '/base',
      `commit ${base} is not in this clone; check out with 'fetch-depth: 0' and the branch the agent job ran on`
    )
  if (!(await git.isAncestor(base, 'HEAD')))
    throw new BundleError(
      file,
      '/base',
      `commit ${base.slice(0, 12)} is not an ancestor of HEAD: the bundle was made on another ` +
        'branch or history; publish it on the branch the agent job checked out'
    )
}

async function prdAtBase(git: Repository, prdRel: string, base: string): Promise<Prd> {
  const label = `${prdRel} at ${base.slice(0, 12)}`
  const text = await git.fileAt(base, prdRel)
  if (text === undefined)
    throw new BundleError(label, '', "missing at the bundle's base commit; set 'prd' to its path")
  const loaded = parsePrdText(text, label)
  const [problem] = loaded.kind === 'ok' ? [] : loaded.problems
  if (loaded.kind !== 'ok')
    throw new BundleError(label, problem?.pointer ?? '', problem?.message ?? 'invalid')
  return loaded.prd
}

/** The story must be open at the base, and selected there (or named by the workflow). */
function chosenStory(prd: Prd, file: string, id: string, named: readonly string[]): Story {
  const story = prd.stories.find(s => s.id === id)
  if (story === undefined)
    throw new BundleError(file, '/story', `'${id}' is not a story of the base commit's PRD`)
  if (named.length > 0) {
    if (!named.includes(id))
      throw new BundleError(
        file,
        '/story',
        `'${id}' is not among the stories this publish takes (${named.join(', ')})`
      )
    if (selectNextStory({ ...prd, stories: [story] }, story.mode) === undefined)
      throw new BundleError(file, '/story', `'${id}' is not open at the base commit`)
    return story
  }
  const selected = selectNextStory(prd, story.mode)
  if (selected?.id !== id)
    throw new BundleError(
      file,
      '/story',
      `the base commit's PRD selects ${selected ? `'${selected.id}'` : 'no open story'} for ` +
        `${story.mode}, not '${id}': a bundle cannot claim another story's scope ` +
        "(name the story with 'story' when the workflow chose it)"
    )
  return story
}

function checkStoryChange(bundle: Bundle, story: Story): void {
  const { outcome, change, manifest } = bundle
  const storyFile = join(bundle.dir, 'story.json')
  if (manifest.attempt !== attemptNumber(story))
    throw new BundleError(
      join(bundle.dir, MANIFEST),
      '/attempt',
      `is ${manifest.attempt}; at the base commit '${story.id}' is at attempt ${attemptNumber(story)}`
    )
  if (JSON.stringify(change.before) !== JSON.stringify(ownedFields(story)))
    throw new BundleError(
      storyFile,
      '/before',
      `does not match '${story.id}' at the base commit (${JSON.stringify(ownedFields(story))})`
    )
  const reportPath = createdPath(story) ?? ''
  const problem = storyChangeProblem(
    change.before,
    change.after,
    outcome.kind === 'pass' ? { kind: 'pass', reportPath } : { kind: 'fail' }
  )
  if (problem !== undefined) throw new BundleError(storyFile, '/after', problem)
  if (outcome.kind === 'pass' && outcome.reportPath !== reportPath)
    throw new BundleError(
      join(bundle.dir, 'outcome.json'),
      '/reportPath',
      `expected the story's Created path '${reportPath}'`
    )
}

/** A pass carries its report in the patch and as a part, the same bytes; a failure writes nothing. */
async function checkWrites(
  git: Repository,
  bundle: Bundle,
  story: Story,
  tree: string,
  paths: string[]
): Promise<void> {
  if (bundle.outcome.kind === 'fail') {
    if (paths.length > 0)
      throw new BundleError(
        bundle.patchFile,
        '',
        `a failed attempt publishes no writes, yet the patch touches ${paths.join(', ')}`
      )
    return
  }
  const reportPath = createdPath(story) ?? ''
  const inTree = await git.blobAt(tree, reportPath)
  const part = await git.blobIdOf(bundle.report ?? Buffer.alloc(0))
  if (inTree !== part)
    throw new BundleError(
      join(bundle.dir, 'report'),
      '',
      `differs from '${reportPath}' as the patch writes it (or the patch does not write it)`
    )
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** Why `after` is not what a transition writes from `before` for this outcome. */
export function storyChangeProblem(
  before: StoryPatch,
  after: StoryPatch,
  outcome: { kind: 'pass'; reportPath: string } | { kind: 'fail' }
): string | undefined {
  const changed = Object.keys(changedFields(before, after))
  const allowed: readonly string[] =
    outcome.kind === 'pass'
      ? ['passes', 'completed_at', 'report_path']
      : ['attempts', 'skipped', 'skip_reason', 'skipped_at']
  const foreign = changed.filter(key => !allowed.includes(key))
  if (foreign.length > 0)
    return `a ${outcome.kind} may not change ${foreign.map(key => `'${key}'`).join(', ')}`
  if (outcome.kind === 'pass') {
    if (after.passes !== true) return "a pass must set 'passes' to true"
    if (after.report_path !== outcome.reportPath)
      return `a pass must set 'report_path' to the story's Created path '${outcome.reportPath}'`
    if (typeof after.completed_at !== 'string' || !ISO.test(after.completed_at))
      return "a pass must set 'completed_at' to an ISO 8601 UTC time"
    return undefined
  }
  if (after.attempts !== (before.attempts ?? 0) + 1)
    return `a failure must count one more attempt (${(before.attempts ?? 0) + 1}), not ${String(after.attempts)}`
  if (!['skipped', 'skip_reason', 'skipped_at'].some(key => changed.includes(key))) return undefined
  if (
    after.skipped !== true ||
    typeof after.skip_reason !== 'string' ||
    typeof after.skipped_at !== 'string' ||
    !ISO.test(after.skipped_at)
  )
    return "a skip must set 'skipped' to true with a 'skip_reason' and an ISO 8601 'skipped_at'"
  return undefined
}
