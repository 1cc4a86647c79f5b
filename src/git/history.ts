import { gitRun } from './git.js'
import { fetch, RemoteOptions } from './remote.js'
import { isShallow, resolveCommit } from './repository.js'

const FETCH_DEPTH_FIX = "Use 'fetch-depth: 0' in actions/checkout."

/** How far a shallow clone is deepened before giving up and fetching everything. */
const DEEPEN_STEPS = [50, 400]

/**
 * The merge base of two commits, fetching them and deepening a shallow clone as needed
 * (first by steps, then --unshallow); fails with the checkout fix when history stays missing.
 */
export async function ensureMergeBase(
  options: RemoteOptions,
  base: string,
  head: string
): Promise<string> {
  await ensureCommits(options, [base, head])
  let found = await mergeBase(options.cwd, base, head)
  for (const depth of DEEPEN_STEPS) {
    if (found !== undefined || !(await isShallow(options.cwd))) break
    await deepen(options, [`--deepen=${depth}`], [base, head])
    found = await mergeBase(options.cwd, base, head)
  }
  if (found === undefined && (await isShallow(options.cwd))) {
    await deepen(options, ['--unshallow'], [base, head])
    found = await mergeBase(options.cwd, base, head)
  }
  if (found === undefined)
    throw new Error(
      `Commits ${base} and ${head} share no history in this clone. ` +
        `If the pull request's branch really is unrelated, rebase it on the base branch; ` +
        `otherwise ${FETCH_DEPTH_FIX}`
    )
  return found
}

/** Fetches the commits this clone lacks (GitHub serves any reachable sha). */
export async function ensureCommits(options: RemoteOptions, shas: string[]): Promise<void> {
  const missing: string[] = []
  for (const sha of shas)
    if ((await resolveCommit(options.cwd, sha)) === undefined) missing.push(sha)
  if (missing.length === 0) return
  const depth = (await isShallow(options.cwd)) ? ['--depth=1'] : []
  try {
    await fetch(options, missing, depth)
  } catch (error) {
    throw new Error(
      `Commit(s) ${missing.join(', ')} are not in this clone and could not be fetched. ${FETCH_DEPTH_FIX}`,
      {
        cause: error
      }
    )
  }
}

async function deepen(options: RemoteOptions, flags: string[], shas: string[]): Promise<void> {
  try {
    await fetch(options, shas, flags)
  } catch (error) {
    throw new Error(
      `This shallow clone lacks the history needed and could not be deepened. ${FETCH_DEPTH_FIX}`,
      {
        cause: error
      }
    )
  }
}

async function mergeBase(cwd: string, base: string, head: string): Promise<string | undefined> {
  const result = await gitRun(['merge-base', base, head], { cwd })
  return result.exitCode === 0 ? result.stdout.trim() : undefined
}
