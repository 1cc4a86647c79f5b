import * as core from '@actions/core'
import { ChangedPath, Repository } from '../git/repository.js'
import { markedStory } from '../loop/bundle/pr-body.js'
import { scopeSummaryMarkdown } from '../github/summary.js'
import { parsePrdText } from '../loop/prd/prd.js'
import { problemText, type Story } from '../loop/types.js'
import {
  changeViolations,
  protection,
  steeringFiles,
  SteeringFile,
  Violation
} from '../loop/scope.js'
import { readEventPayload, RunContext } from './context.js'
import { protectedGlobs, type CheckScopeSettings } from '../settings/step.js'
import { writeSummary } from './result.js'

interface PullRequestInfo {
  number: number
  body: string
  head: { ref: string; sha: string }
  base: { sha: string }
}

/** `command: check-scope`: the story's scope, read from the base commit, against the PR's diff. */
export async function runCheckScope(
  settings: CheckScopeSettings,
  context: RunContext
): Promise<void> {
  const pr = pullRequestOf(context)
  const storyId = storyOf(pr, settings.branchPrefix)
  if (storyId === undefined) return noStory(settings, pr)
  const auth = { token: settings.githubToken, serverUrl: context.serverUrl }
  const repo = new Repository(context.workspace, settings.githubToken ? { auth } : {})
  await repo.requireWorkTree()
  const mergeBase = await repo.ensureMergeBase(pr.base.sha, pr.head.sha)
  const story = await storyAtBase(repo, settings.prd, pr.base.sha, storyId)
  const changes = await repo.changedPaths(mergeBase, pr.head.sha)
  const scoped = changeViolations(
    story,
    changes,
    protection(settings.prd, protectedGlobs(settings))
  )
  const { violations, review } = applySteering(settings, scoped, changes)
  for (const v of violations)
    core.error(`${v.path}: ${v.detail}`, {
      file: v.path,
      title: `Outside the scope of ${story.id}`
    })
  for (const file of review)
    core.warning(`${file.path}: ${file.what}, steers later agent runs and builds`, {
      file: file.path,
      title: 'Review before merging (protected-files: review)'
    })
  core.setOutput('story-id', story.id)
  core.setOutput('result', violations.length > 0 ? 'violation' : 'passed')
  const summary = {
    prdPath: settings.prd,
    base: pr.base.sha,
    head: pr.head.sha,
    storyId: story.id,
    changed: changes.length,
    violations: violations.map(v => ({ path: v.path, reason: v.detail })),
    review
  }
  await writeSummary(scopeSummaryMarkdown(summary))
  if (violations.length > 0)
    throw new Error(
      `${violations.length} path(s) outside the scope of ${story.id}: ` +
        violations.map(v => v.path).join(', ')
    )
  core.info(`${changes.length} changed path(s), all inside the scope of ${story.id}.`)
}

function pullRequestOf(context: RunContext): PullRequestInfo {
  const pr = readEventPayload(context).pull_request as Partial<PullRequestInfo> | undefined
  if (
    typeof pr?.head?.sha !== 'string' ||
    typeof pr.base?.sha !== 'string' ||
    typeof pr.head.ref !== 'string'
  )
    throw new Error(
      `check-scope needs a pull_request event; this run's event is '${context.eventName || 'unknown'}' ` +
        "without a pull request in its payload. Run it under 'on: pull_request'."
    )
  const body = typeof pr.body === 'string' ? pr.body : ''
  return { number: Number(pr.number), body, head: pr.head, base: pr.base }
}

/** `ralph/<id>` as the head branch first, then the body's marker. */
export function storyOf(
  pr: Pick<PullRequestInfo, 'head' | 'body'>,
  prefix: string
): string | undefined {
  if (pr.head.ref.startsWith(prefix) && pr.head.ref.length > prefix.length)
    return pr.head.ref.slice(prefix.length)
  return markedStory(pr.body)
}

async function noStory(settings: CheckScopeSettings, pr: PullRequestInfo): Promise<void> {
  const note =
    `Pull request #${pr.number} names no story: its head branch '${pr.head.ref}' does not start ` +
    `with '${settings.branchPrefix}' and its body has no <!-- ralph-story: ID --> marker.`
  core.setOutput('result', 'none')
  await writeSummary(scopeSummaryMarkdown({ note }))
  if (settings.requireStory) throw new Error(`${note} (require-story: true)`)
  core.notice(`${note} Nothing to check.`)
}

/** The story as the base commit's PRD has it: the pull request's own copy never counts. */
async function storyAtBase(
  repo: Repository,
  prdPath: string,
  base: string,
  id: string
): Promise<Story> {
  const label = `${prdPath} at ${base.slice(0, 12)}`
  const text = await repo.fileAt(base, prdPath)
  if (text === undefined)
    throw new Error(`The base commit has no ${prdPath}. Set the input 'prd' to the PRD's path.`)
  const loaded = parsePrdText(text, label)
  if (loaded.kind !== 'ok')
    throw new Error(`${label} is not a valid PRD: ${loaded.problems.map(problemText).join('; ')}`)
  const story = loaded.prd.stories.find(s => s.id === id)
  if (!story)
    throw new Error(
      `Story '${id}' is not in ${label}. Expected one of: ${loaded.prd.stories.map(s => s.id).join(', ')}.`
    )
  return story
}

/** protected-files: refuse makes the files that steer later runs violations; review lists them. */
function applySteering(
  settings: CheckScopeSettings,
  violations: Violation[],
  changes: ChangedPath[]
): { violations: Violation[]; review: SteeringFile[] } {
  if (settings.protectedFiles === 'allow') return { violations, review: [] }
  const flagged = new Set(violations.map(v => v.path))
  const steering = steeringFiles(changes.map(c => c.path)).filter(f => !flagged.has(f.path))
  if (settings.protectedFiles === 'review') return { violations, review: steering }
  const refused = steering.map(file => ({
    path: file.path,
    reason: 'protected' as const,
    detail: `${file.what}: steers later runs (protected-files: refuse)`
  }))
  return { violations: [...violations, ...refused], review: [] }
}
