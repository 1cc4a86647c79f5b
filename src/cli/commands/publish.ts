import { existsSync, realpathSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import { Repository } from '../../git/repository.js'
import { fixCommitMessage } from '../../loop/bundle/pr-body.js'
import { refusalText } from '../../loop/bundle/gate.js'
import { BundleResult, FixHook, publishBundles } from '../../loop/bundle/publish.js'
import { protectedGlobs, readPublish } from '../../settings/step.js'
import { flagUsage, optionsOf, parseFlags, source } from '../args.js'
import { StepError } from '../../loop/step-settings.js'
import { UsageError } from '../../settings/errors.js'
import { EXIT } from '../exit-codes.js'
import { json } from '../format.js'
import type { CliIo } from '../io.js'

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = await parseFlags(args, optionsOf('publish'), io.cwd, true)
  if (positionals.length === 0)
    throw new UsageError('Give at least one bundle folder: ralph publish DIR [DIR...]')
  const settings = readPublish(source(values))
  const top = realpathSync((await new Repository(io.cwd).paths()).top)
  const repo = new Repository(top)
  const prdRel = relative(top, resolve(io.cwd, settings.prd)).split(sep).join('/')
  if (prdRel.startsWith('..'))
    throw new UsageError(`--prd ${settings.prd}: the PRD must be inside the repository ${top}`)
  const identity = await repo.identity()
  const fix: FixHook = async ({ story, tree, base }) => {
    const branch = `${settings.branchPrefix}${story.id}`
    const message = fixCommitMessage(story)
    const made = await repo.publishTree(
      { branch, base, tree, message, env: identity },
      settings.push
    )
    return { branch, sha: made.sha, kind: made.kind }
  }
  const dirs = positionals.map(dir => resolve(io.cwd, dir))
  const missing = dirs.find(dir => !existsSync(dir))
  if (missing !== undefined)
    throw new StepError('missing', `The bundle folder ${missing} does not exist.`)
  const published = await publishBundles(dirs, {
    ...settings,
    top,
    prdRel,
    protect: protectedGlobs(settings),
    identity,
    fix,
    log: message => io.stderr.write(`ralph publish: ${message}\n`),
    env: io.env
  })
  let pushed = ''
  if (settings.push && published.commit !== undefined) {
    const branch = await repo.currentBranch()
    const outcome = await repo.push({ source: 'HEAD', branch })
    if (outcome.kind === 'rejected')
      throw new Error(`The push of the status commit to ${branch} was rejected: ${outcome.detail}`)
    pushed = branch
  }
  if (values.json === true)
    io.stdout.write(
      json({
        commit: published.commit ?? null,
        pushed: pushed || null,
        bundles: published.results.map(plain)
      })
    )
  else io.stdout.write(published.results.map(describe).join(''))
  const refused = published.results.some(r => ['refused', 'violation', 'gated'].includes(r.kind))
  if (refused) return EXIT.bundleRefused
  return published.results.some(r => r.kind === 'failed') ? EXIT.partial : EXIT.ok
}

function plain(result: BundleResult): Record<string, unknown> {
  const base = { dir: result.dir, result: result.kind }
  switch (result.kind) {
    case 'refused':
      return { ...base, error: result.error.message }
    case 'violation':
      return { ...base, story: result.story.id, violations: result.violations }
    case 'skipped':
      return { ...base, story: result.story.id, why: result.why }
    case 'failed':
      return { ...base, story: result.story.id, error: result.error.message }
    case 'published':
      return {
        ...base,
        story: result.story.id,
        outcome: result.bundle.outcome.kind,
        fix: result.fix ?? null,
        review: result.review
      }
    case 'gated': {
      const { reason, found, fix } = result.verdict
      return { ...base, story: result.story.id, reason, found, fix, recorded: 'failed attempt' }
    }
  }
}

function describe(result: BundleResult): string {
  switch (result.kind) {
    case 'refused':
      return `REFUSED ${result.dir}: ${result.error.message}\n`
    case 'violation':
      return (
        `REFUSED ${result.dir}: ${result.story.id} writes outside its scope at the base commit:\n` +
        result.violations.map(v => `  ${v.path}: ${v.detail}\n`).join('')
      )
    case 'skipped':
      return `SKIPPED ${result.story.id}: ${result.why}\n`
    case 'failed':
      return `FAILED ${result.story.id}: ${result.error.message}\n`
    case 'gated':
      return `REFUSED ${result.story.id} (recorded as a failed attempt): ${refusalText(result.verdict)}\n`
    case 'published':
      return (
        `PUBLISHED ${result.story.id} (${result.bundle.outcome.kind})` +
        (result.fix
          ? `: branch ${result.fix.branch} ${result.fix.kind} at ${result.fix.sha}`
          : '') +
        (result.review.length > 0
          ? `; review before merging: ${result.review.map(f => `${f.path} (${f.what})`).join(', ')}`
          : '') +
        '\n'
      )
  }
}

export const usage = `Usage: ralph publish DIR [DIR...] [options]

Applies result bundles written by 'ralph step --bundle DIR' (or the action's agent
job) to the current checkout. Each bundle is verified first: the manifest's sha256
of every part; its base commit is an ancestor of HEAD; its story is the one the
base commit's PRD selects (or one named with --story); its PRD change is a
transition of that story; and every path its patch touches, applied to the base
commit by git, is inside the story's scope as the base commit's PRD has it and
outside the protected paths. Then the gate: a patch over --max-patch-bytes or
--max-patch-files, a secret (secretlint's recommended rules, or the exact value of
a --secret-env variable) in what would become public, or a file that steers later
runs (AGENTS.md, CLAUDE.md, .codex/, .claude/, manifests, lock files, action.yml)
under --protected-files refuse: refused, and its attempt recorded as failed. A
refused bundle publishes nothing; the others go on.
A passing fixing story becomes the local branch ralph/<id> (its patch on the base
commit); all statuses and events go into one status commit on the current branch.
A bundle whose story HEAD already decided (published before, or a re-run) is
skipped. Bundles are applied in priority order; one that writes a path an
earlier bundle of the same publish wrote (or records a story one already
recorded) fails alone: the two would conflict. No agent code runs.

Options:
${flagUsage('publish', ['--json', 'print what happened to each bundle as JSON'])}
Exit codes: 0 every bundle published or skipped; 10 a bundle was refused (bad
manifest or part, wrong story, base not an ancestor, a write outside the scope,
the gate; nothing of it was published); 1 a verified bundle could not be published (its
fix branch could not be made, or it clashes with an earlier bundle of this
publish); 4 a bundle folder does not exist; 2 invalid flags; 70 unexpected error.
`
