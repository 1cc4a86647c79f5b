/**
 * The runner's own files (everything under .runtime/: the events log, attempt logs and
 * patches, the initial PRD; and the PRD itself) are copied aside before the agent call and
 * put back after it when the agent changed or deleted them. Git cannot do it when they are
 * ignored, or when the PRD lives outside the repository.
 */
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync
} from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

export interface RunnerFilesGuard {
  /**
   * Puts back every guarded file the agent changed or deleted (files it added are left to
   * the revert). Returns the changed ones, repository-relative (absolute outside it).
   */
  restore(): string[]
  dispose(): void
}

interface Kept {
  abs: string
  copy: string
  sha256: string
}

const MAX_KEPT = 256 * 1024 * 1024

function sha256Of(abs: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(abs)).digest('hex')
  } catch {
    return undefined
  }
}

function filesUnder(dir: string, skip: (abs: string) => boolean): string[] {
  const found: string[] = []
  const walk = (abs: string): void => {
    let stat
    try {
      stat = lstatSync(abs)
    } catch {
      return
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(abs).sort()) walk(join(abs, name))
    } else if (stat.isFile() && !skip(abs)) found.push(abs)
  }
  walk(dir)
  return found
}

/** Makes `dir` a real folder: a file or symlink the agent put on its way is removed. */
function realDirs(top: string, dir: string): void {
  const rel = relative(top, dir)
  const parts = rel.startsWith('..') || rel === '' ? [] : rel.split(sep)
  let at = top
  for (const part of parts) {
    at = join(at, part)
    try {
      if (!lstatSync(at).isDirectory()) rmSync(at, { force: true })
    } catch {
      // missing: made below
    }
  }
  mkdirSync(dir, { recursive: true })
}

/**
 * Copies `files` and every file under `dirs` (but those `skip` names) into `scratch`.
 * `top` is only for the names reported.
 */
export function guardRunnerFiles(options: {
  top: string
  files: string[]
  dirs: string[]
  scratch: string
  skip?: (abs: string) => boolean
}): RunnerFilesGuard {
  const skip = options.skip ?? (() => false)
  const all = [
    ...options.files.filter(file => existsSync(file) && lstatSync(file).isFile()),
    ...options.dirs.flatMap(dir => filesUnder(dir, skip))
  ]
  const kept: Kept[] = []
  all.forEach((abs, i) => {
    const stat = lstatSync(abs)
    if (stat.size > MAX_KEPT) return
    const copy = join(options.scratch, `runner-${i}`)
    copyFileSync(abs, copy)
    kept.push({ abs, copy, sha256: sha256Of(copy) as string })
  })
  const shown = (abs: string): string => {
    const rel = relative(options.top, abs)
    return rel.startsWith('..') ? abs : rel.split(sep).join('/')
  }
  return {
    restore() {
      const changed: string[] = []
      for (const file of kept) {
        const isFile = existsSync(file.abs) && lstatSync(file.abs).isFile()
        if (isFile && sha256Of(file.abs) === file.sha256) continue
        rmSync(file.abs, { recursive: true, force: true })
        realDirs(options.top, dirname(file.abs))
        copyFileSync(file.copy, file.abs)
        changed.push(shown(file.abs))
      }
      return changed.sort()
    },
    dispose() {
      for (const file of kept) rmSync(file.copy, { force: true })
    }
  }
}
