import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** ralph-action's own package.json in `dir` (not dist/package.json, which has no name). */
function manifestIn(dir: string): { version?: string } | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name?: unknown
      version?: string
    }
    return manifest.name === 'ralph-action' ? manifest : undefined
  } catch {
    return undefined
  }
}

/** The folder of `from` and each above it, up to and including ralph-action's package root. */
function* foldersUp(from: string): Generator<string> {
  for (let dir = dirname(fileURLToPath(from)); ; dir = dirname(dir)) {
    yield dir
    if (manifestIn(dir) !== undefined || dirname(dir) === dir) return
  }
}

/**
 * Finds a file shipped with ralph-action (schemas/, CODEX.md) by walking up from this module.
 * Works from src/ (tsx, jest), lib/ (the CLIs) and dist/ (the ncc bundle), because each
 * sits below the package root; the walk stops at that root so it never picks up a stranger's file.
 */
export function packageFile(relative: string, from: string = import.meta.url): string {
  for (const dir of foldersUp(from)) if (existsSync(join(dir, relative))) return join(dir, relative)
  throw new Error(
    `Cannot find '${relative}' in the ralph-action package above ${fileURLToPath(from)}. ` +
      'Expected it at the package root; reinstall the package or check out the whole action.'
  )
}

/** The version in ralph-action's package.json, as both CLIs' --version print it. */
export function packageVersion(): string {
  for (const dir of foldersUp(import.meta.url)) {
    const manifest = manifestIn(dir)
    if (manifest !== undefined) return manifest.version ?? 'unknown'
  }
  throw new Error(
    `Cannot find the ralph-action package root above ${fileURLToPath(import.meta.url)}.`
  )
}
