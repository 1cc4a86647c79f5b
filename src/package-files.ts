import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE_NAME = 'ralph-action'

function isPackageRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json')
  if (!existsSync(manifest)) return false
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME
  } catch {
    return false
  }
}

/**
 * Finds a file shipped with ralph-action (schemas/, CODEX.md) by walking up from this module.
 * Works from src/ (tsx, jest), lib/ (the CLIs) and dist/ (the ncc bundle), because each
 * sits below the package root; the walk stops at that root so it never picks up a stranger's file.
 */
export function packageFile(relative: string, from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from))
  for (;;) {
    const candidate = join(dir, relative)
    if (existsSync(candidate)) return candidate
    const parent = dirname(dir)
    if (isPackageRoot(dir) || parent === dir) break
    dir = parent
  }
  throw new Error(
    `Cannot find '${relative}' in the ralph-action package above ${fileURLToPath(from)}. ` +
      'Expected it at the package root; reinstall the package or check out the whole action.'
  )
}

/** The folder of ralph-action's own package.json (not dist/package.json, which has no name). */
export function packageRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from))
  for (;;) {
    if (isPackageRoot(dir)) return dir
    const parent = dirname(dir)
    if (parent === dir)
      throw new Error(`Cannot find the ralph-action package root above ${fileURLToPath(from)}.`)
    dir = parent
  }
}

/** The version in ralph-action's package.json, as both CLIs' --version print it. */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as {
    version?: string
  }
  return manifest.version ?? 'unknown'
}
