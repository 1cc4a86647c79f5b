/**
 * `command: publish`, the two-job flow's publish job (no agent runs here): the bundles verified
 * against this checkout become fix branches, pull requests and one status commit.
 */
import * as core from '@actions/core'
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { Repository } from '../git/repository.js'
import { MANIFEST } from '../loop/bundle/bundle.js'
import { refusalText } from '../loop/bundle/gate.js'
import {
  BundleResult,
  FixHook,
  publishBundles,
  PublishClashError,
  PublishRun,
  statusMessage
} from '../loop/bundle/publish.js'
import { recordAgain } from '../loop/record/status-commit.js'
import type { RunContext } from './context.js'
import { shipFix } from './fix.js'
import { protectedGlobs, type PublishSettings } from '../settings/step.js'
import { writeSummary, describeError } from './result.js'
import { checkOutBase } from './step-session.js'
import { resultOf, setUsageOutputs } from './step-report.js'
import { cell, OutcomeRow, prdChart, usageCell } from '../github/summary.js'
import { loadPrd, type PrdLoad } from '../loop/prd/prd.js'
import { storyRows } from '../loop/plan/status.js'

export async function runPublish(settings: PublishSettings, context: RunContext): Promise<void> {
  const cwd = context.workspace
  const repo = new Repository(cwd)
  await repo.requireWorkTree()
  const baseBranch = await checkOutBase(cwd, settings.baseBranch)
  const top = realpathSync((await repo.paths()).top)
  const prdRel = relative(top, resolve(cwd, settings.prd)).split(sep).join('/')
  const dirs = bundleDirs(resolve(cwd, settings.bundlePath))
  const identity = await repo.identity()
  const remote = new Repository(top, {
    auth: { token: settings.githubToken, serverUrl: context.serverUrl }
  })
  const shipping = { remote, baseBranch, settings, identity, context }
  const prErrors: string[] = []
  const fix: FixHook = async request => {
    const { pr, error, ...shipped } = await shipFix({ ...shipping, ...request })
    if (error) prErrors.push(`${request.story.id}: ${describeError(error)}`)
    return { ...shipped, ...(pr ? { prUrl: pr.url } : {}) }
  }
  const run = await publishBundles(dirs, {
    ...settings,
    top,
    prdRel,
    protect: protectedGlobs(settings),
    identity,
    fix,
    log: core.info,
    env: process.env
  })
  const problems = run.results.flatMap(result => annotate(result, cwd))
  const push = await pushStatus(settings.push, { top, prdRel }, baseBranch, run, identity, remote)
  setOutputs(run)
  await summarize(run, push.note, await loadPrd(prdRel, join(top, prdRel)))
  problems.push(...prErrors, ...(push.error ? [push.error] : []))
  if (problems.length > 0) throw new Error(problems.join('\n'))
}

/** A folder with a manifest is one bundle; otherwise each subfolder with one is. */
function bundleDirs(path: string): string[] {
  if (!existsSync(path) || !statSync(path).isDirectory())
    throw new Error(
      `The bundle folder ${path} does not exist. Set 'bundle-path' to where ` +
        'actions/download-artifact put the agent job’s bundle.'
    )
  if (existsSync(join(path, MANIFEST))) return [path]
  const dirs = readdirSync(path)
    .sort()
    .map(name => join(path, name))
    .filter(dir => statSync(dir).isDirectory() && existsSync(join(dir, MANIFEST)))
  if (dirs.length === 0)
    throw new Error(
      `No result bundle in ${path}: neither it nor a folder inside it has a ${MANIFEST}.`
    )
  return dirs
}

/** Annotates a bundle that did not publish; returns the job's message for one that fails it. */
function annotate(result: BundleResult, cwd: string): string[] {
  const refused = `Bundle ${result.dir} refused, nothing of it published`
  switch (result.kind) {
    case 'refused': {
      const file = relative(cwd, result.error.file)
      core.error(result.error.message, {
        file: file.startsWith('..') ? result.error.file : file.split(sep).join('/'),
        title: 'Result bundle refused'
      })
      return [`${refused}: ${result.error.message}`]
    }
    case 'violation':
      for (const v of result.violations)
        core.error(`${v.path}: ${v.detail}`, {
          file: v.path,
          title: `Outside the scope of ${result.story.id} (bundle refused)`
        })
      return [
        `${refused}: ${result.story.id} writes outside its scope: ` +
          result.violations.map(v => v.path).join(', ')
      ]
    case 'gated':
      core.error(refusalText(result.verdict), {
        title: `${result.story.id} refused before publishing (${result.verdict.reason})`
      })
      return [`${refused}; attempt recorded as failed: ${refusalText(result.verdict)}`]
    case 'skipped':
      core.notice(`${result.story.id}: skipped, ${result.why}`)
      return []
    case 'failed':
      if (result.error instanceof PublishClashError)
        core.error(result.error.message, {
          file: result.error.path,
          title: `${result.story.id} not published beside ${result.error.first}`
        })
      return [`${result.story.id} could not be published: ${describeError(result.error)}`]
    case 'published':
      return []
  }
}

async function pushStatus(
  push: boolean,
  layout: { top: string; prdRel: string },
  branch: string,
  run: PublishRun,
  identity: NodeJS.ProcessEnv,
  remote: Repository
): Promise<{ note: string; error?: string }> {
  if (run.commit === undefined) return { note: 'Nothing new to record; nothing was pushed.' }
  if (!push)
    return { note: `The status commit stays on the local branch \`${branch}\` (push: false).` }
  try {
    const pushed = await remote.pushWithRetry({
      branch,
      rebuild: async fresh => {
        core.info(`${branch} moved to ${fresh}; recording the bundles again on it`)
        await recordAgain(layout, run.records, statusMessage(run.records), identity)
      }
    })
    if (pushed.kind === 'pushed')
      return { note: `Status commit ${pushed.head.slice(0, 12)} pushed to \`${branch}\`.` }
    return {
      note: `The push to \`${branch}\` was rejected: ${pushed.detail}.`,
      error: `The push of the status commit to ${branch} was rejected: ${pushed.detail}.`
    }
  } catch (error) {
    return {
      note: `The status commit was not pushed to \`${branch}\`.`,
      error: describeError(error)
    }
  }
}

function setOutputs(run: PublishRun): void {
  const published = run.results.filter(r => r.kind === 'published')
  // A bundle the gate refused is recorded too, as a failed attempt.
  const recorded = run.results.filter(r => r.kind === 'published' || r.kind === 'gated')
  const last = recorded[recorded.length - 1]
  const fix = published.findLast(r => r.fix)?.fix
  core.setOutput('story-id', recorded.map(r => r.story.id).join(','))
  const passed = last?.kind === 'published' && last.bundle.outcome.kind === 'pass'
  core.setOutput('result', last === undefined ? 'none' : passed ? 'passed' : 'failed')
  core.setOutput('pr-url', fix?.prUrl ?? '')
  core.setOutput('pull-request-branch', fix?.branch ?? '')
  core.setOutput('pull-request-head-sha', fix?.sha ?? '')
  setUsageOutputs(published.map(r => r.bundle.outcome.agent.usage))
}

function summaryDetail(result: BundleResult): string {
  switch (result.kind) {
    case 'refused':
    case 'failed':
      return result.error.message
    case 'violation':
      return result.violations.map(v => v.path).join(', ')
    case 'skipped':
      return result.why
    case 'gated':
      return `${refusalText(result.verdict)} The attempt is recorded as failed.`
    case 'published': {
      const made = result.fix?.prUrl ?? result.fix?.branch ?? result.bundle.outcome.kind
      const review = result.review.map(file => `${file.path} (${file.what})`).join(', ')
      return review === '' ? made : `${made}; for review (draft, ralph:review): ${review}`
    }
  }
}

/** The PRD's state after the publish as a chart, then a row per bundle. */
async function summarize(run: PublishRun, note: string, prd: PrdLoad): Promise<void> {
  const moves = run.results
    .filter(r => r.kind === 'published')
    .map(({ story, bundle: { outcome } }) => ({
      storyId: story.id,
      result: resultOf(outcome) as OutcomeRow['result'],
      attempt: outcome.attempt
    }))
  const chart = prd.kind === 'ok' ? prdChart(storyRows(prd.prd), moves) : ''
  const rows = run.results.map(result => {
    const story = result.kind === 'refused' ? '' : result.story.id
    const detail = summaryDetail(result)
    const usage = result.kind === 'published' ? usageCell(result.bundle.outcome.agent.usage) : ''
    return `| ${story} | ${result.kind} | ${cell(detail)} | ${usage} |`
  })
  const markdown = [
    '## Ralph publish',
    '',
    chart,
    '| Story | Bundle | Detail | Usage |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    note,
    ''
  ].join('\n')
  await writeSummary(markdown)
}
