/**
 * The agent's accepted writes as a binary patch, and the way back: the agent job writes the
 * patch of `base..tree`; the publish job applies it to `base` in a throwaway index, so the
 * paths it really touches come from git, never from the bundle's word.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { git, gitRun, tryGit } from './git.js'

/**
 * Writes `git diff --binary base tree` to `file` (git writes the bytes itself: text lines in
 * any encoding never pass through a string). No rename detection, fixed prefixes, and no
 * external diff or textconv program, whatever the checkout's configuration says.
 */
export async function writeTreePatch(
  cwd: string,
  base: string,
  tree: string,
  file: string
): Promise<void> {
  await git(
    [
      'diff',
      '--binary',
      '--full-index',
      '--no-renames',
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      '--src-prefix=a/',
      '--dst-prefix=b/',
      `--output=${file}`,
      base,
      tree,
      '--'
    ],
    { cwd }
  )
}

export type PatchTree = { kind: 'applied'; tree: string } | { kind: 'rejected'; detail: string }

/** The tree of `base` with `patchFile` applied, built in a throwaway index (work tree untouched). */
export async function treeWithPatch(
  cwd: string,
  base: string,
  patchFile: string
): Promise<PatchTree> {
  // git apply refuses an empty patch; no writes is the base's own tree.
  if (statSync(patchFile).size === 0)
    return { kind: 'applied', tree: (await git(['rev-parse', `${base}^{tree}`], { cwd })).trim() }
  const dir = mkdtempSync(join(tmpdir(), 'ralph-apply-'))
  const env = { GIT_INDEX_FILE: join(dir, 'index') }
  try {
    await git(['read-tree', base], { cwd, env })
    const applied = await gitRun(['apply', '--cached', '--whitespace=nowarn', '-p1', patchFile], {
      cwd,
      env
    })
    if (applied.exitCode !== 0)
      return { kind: 'rejected', detail: applied.stderr.trim() || `exit code ${applied.exitCode}` }
    return { kind: 'applied', tree: (await git(['write-tree'], { cwd, env })).trim() }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** True when `ancestor` is `commit` or reachable from it. */
export function isAncestor(cwd: string, ancestor: string, commit: string): Promise<boolean> {
  return tryGit(['merge-base', '--is-ancestor', ancestor, commit], { cwd })
}

/** The sha of the blob at `path` in a tree-ish, or undefined when it has none. */
export async function blobAt(
  cwd: string,
  treeish: string,
  path: string
): Promise<string | undefined> {
  const result = await gitRun(['rev-parse', '--verify', '--quiet', `${treeish}:${path}`], { cwd })
  return result.exitCode === 0 ? result.stdout.trim() : undefined
}

/** The sha git would give `bytes` as a blob. */
export async function blobIdOf(cwd: string, bytes: Buffer): Promise<string> {
  return (await git(['hash-object', '--no-filters', '--stdin'], { cwd, input: bytes })).trim()
}
