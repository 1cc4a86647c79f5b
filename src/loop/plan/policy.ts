import { readFile } from 'node:fs/promises'
import { packageFile } from '../../package-files.js'

/** Paths no agent write may touch, besides the PRD itself (picomatch globs, repo-relative). */
export const DEFAULT_PROTECTED_PATHS: readonly string[] = [
  'CODEX.md',
  '.runtime/**',
  '.git/**',
  '.github/workflows/**'
]

/** The protected paths of a run whose PRD is at `prdPath` (repository-relative). */
export function protectedPaths(
  prdPath: string,
  base: readonly string[] = DEFAULT_PROTECTED_PATHS
): string[] {
  return [prdPath, ...base.filter(path => path !== prdPath)]
}

/** The CODEX.md shipped with ralph-action, used when the repository has none. */
export function defaultPolicyPath(): string {
  return packageFile('CODEX.md')
}

export async function readPolicy(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read the agent policy ${path}: ${(error as Error).message}`, {
      cause: error
    })
  }
}
