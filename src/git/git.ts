import { spawn } from 'node:child_process'
import type { Readable } from 'node:stream'
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
 * The one door to git: every call goes through here, hardened (hardening.ts) so that no
 * program of the repository's choosing runs. Never throws for a non-zero exit.
 */
export async function gitRun(args: string[], options: GitOptions): Promise<GitResult> {
  const env = gitEnv(options.baseEnv ?? process.env, options.env)
  const argv = await hardenArgs(args, options.cwd, env, options.dirs)
  return new Promise((resolve, reject) => {
    // Without input, stdin is /dev/null (git reads the same EOF): one pipe less to set up.
    const stdin = options.input === undefined ? 'ignore' : 'pipe'
    const child = spawn('git', argv, { cwd: options.cwd, env, stdio: [stdin, 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    ;(child.stdout as Readable).on('data', (chunk: Buffer) => out.push(chunk))
    ;(child.stderr as Readable).on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', error =>
      reject(new Error(`could not start git: ${error.message}`, { cause: error }))
    )
    child.on('close', code =>
      resolve({
        exitCode: code ?? 1,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8')
      })
    )
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
