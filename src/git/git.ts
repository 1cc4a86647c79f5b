import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, fstatSync, openSync, readSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ConfigDirs } from './config-drivers.js'
import { gitEnv, hardenArgs } from './hardening.js'

export interface GitResult {
  exitCode: number
  stdout: string
  stderr: string
}

export interface GitOptions {
  cwd: string
  /** Extra environment for this one command (for example GIT_CONFIG_* credentials). */
  env?: NodeJS.ProcessEnv
  /**
   * Replaces the inherited environment entirely when given. Either way secrets are dropped
   * from it (only `env` can add one) and the safety defaults are set.
   */
  baseEnv?: NodeJS.ProcessEnv
  input?: string | Buffer
  maxBuffer?: number
  /** The repository's git dirs, when known: its config is then read without a git process. */
  dirs?: ConfigDirs
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly result: GitResult
  ) {
    super(`git ${args.join(' ')} failed with exit code ${result.exitCode}: ${result.stderr.trim()}`)
    this.name = 'GitError'
  }
}

/**
 * A file for one command's output, removed from its folder as soon as it is open: only the
 * descriptor (ours and the child's) reaches it. Files instead of pipes spare node a stream
 * per output and git's output arrives in one read, however long.
 */
function outputFile(): number {
  for (;;) {
    const path = join(tmpdir(), `ralph-git-${randomBytes(8).toString('hex')}`)
    let fd: number
    try {
      // Exclusive: a name planted in advance (a link, a file) is refused, never followed.
      fd = openSync(path, 'wx+', 0o600)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue
      throw error
    }
    unlinkSync(path)
    return fd
  }
}

function readOutput(fd: number): string {
  const size = fstatSync(fd).size
  const bytes = Buffer.allocUnsafe(size)
  let read = 0
  while (read < size) {
    const n = readSync(fd, bytes, read, size - read, read)
    if (n === 0) break
    read += n
  }
  return bytes.toString('utf8', 0, read)
}

/**
 * The one door to git: every call goes through here, hardened (hardening.ts) so that no
 * program of the repository's choosing runs. Never throws for a non-zero exit.
 */
export async function gitRun(args: string[], options: GitOptions): Promise<GitResult> {
  const env = gitEnv(options.baseEnv ?? process.env, options.env)
  const argv = await hardenArgs(args, options.cwd, env, options.dirs)
  const out = outputFile()
  const err = outputFile()
  const close = (): void => {
    closeSync(out)
    closeSync(err)
  }
  return new Promise((resolve, reject) => {
    // Without input, stdin is /dev/null (git reads the same EOF): one pipe less to set up.
    const stdin = options.input === undefined ? 'ignore' : 'pipe'
    const child = spawn('git', argv, { cwd: options.cwd, env, stdio: [stdin, out, err] })
    child.on('error', error => {
      close()
      reject(new Error(`could not start git: ${error.message}`, { cause: error }))
    })
    child.on('close', code => {
      try {
        resolve({ exitCode: code ?? 1, stdout: readOutput(out), stderr: readOutput(err) })
      } catch (error) {
        reject(
          new Error(`could not read git's output: ${(error as Error).message}`, { cause: error })
        )
      } finally {
        close()
      }
    })
    child.stdin?.on('error', () => undefined)
    child.stdin?.end(options.input)
  })
}

/**
 * Runs `work` once the git processes started in this turn of the event loop are running:
 * spawning blocks until each child has forked, so synchronous reads placed here overlap
 * with git's work instead of delaying its start or waiting for its end.
 */
export function besideGit<T>(work: () => T): Promise<T> {
  return new Promise((resolve, reject) =>
    setImmediate(() => {
      try {
        resolve(work())
      } catch (error) {
        reject(error)
      }
    })
  )
}

/** Runs git and throws a GitError on a non-zero exit; returns stdout. */
export async function git(args: string[], options: GitOptions): Promise<string> {
  const result = await gitRun(args, options)
  if (result.exitCode !== 0) throw new GitError(args, result)
  return result.stdout
}

/** Runs git and reports success as a boolean (for checks that may fail). */
export async function tryGit(args: string[], options: GitOptions): Promise<boolean> {
  return (await gitRun(args, options)).exitCode === 0
}

/** Splits NUL-terminated `-z` output into its fields, dropping the empty tail. */
export function splitZ(output: string): string[] {
  const fields = output.split('\0')
  if (fields.length > 0 && fields[fields.length - 1] === '') fields.pop()
  return fields
}
