/**
 * Before an attempt counts: the agent's program exists and answers `--version` (the version
 * `agent-version` installed, when one was asked for), and its credentials are there — one of
 * the adapter's variables in the agent's environment, or a stored login its CLI reports.
 * A refusal ends the step before anything is recorded.
 */
import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, isAbsolute, join, resolve } from 'node:path'
import type { Adapter } from './adapters/adapter.js'
import { runInGroup } from './process-group.js'
import { redact } from './redact.js'

export interface PreflightOptions {
  /** The agent's environment (PATH, HOME, CODEX_HOME and its credentials). */
  env: NodeJS.ProcessEnv
  cwd: string
  /** Values to redact from what the checks print. */
  secrets: readonly string[]
  /** The version `--version` must report (from agent-version). */
  expectedVersion?: string
  /** Limit of each check. */
  timeoutMs?: number
}

export type Preflight =
  | {
      kind: 'ready'
      /** What `--version` reported, or null for a command template (not asked). */
      version: string | null
      /** How the agent authenticates: a variable's name, 'login', or null when it needs none. */
      credential: string | null
    }
  | { kind: 'refused'; message: string }

const CHECK_MS = 10_000

export async function preflight(
  adapter: Adapter,
  file: string,
  options: PreflightOptions
): Promise<Preflight> {
  if (adapter.name === 'command') {
    const found = findExecutable(file, options.env.PATH ?? '', options.cwd)
    if (found !== undefined) return { kind: 'ready', version: null, credential: null }
    return { kind: 'refused', message: notFound(adapter, file) }
  }
  const version = await askVersion(adapter, file, options)
  if (version.kind === 'refused') return version
  const credential = await findCredential(adapter, file, options)
  if (credential.kind === 'refused') return credential
  return { kind: 'ready', version: version.version, credential: credential.credential }
}

async function askVersion(
  adapter: Adapter,
  file: string,
  options: PreflightOptions
): Promise<{ kind: 'ok'; version: string } | { kind: 'refused'; message: string }> {
  const run = await check(file, ['--version'], options)
  if (run.kind === 'not-started')
    return {
      kind: 'refused',
      message:
        run.code === 'ENOENT' ? notFound(adapter, file) : `could not start '${file}': ${run.error}`
    }
  if (run.exitCode !== 0 || run.timedOut)
    return {
      kind: 'refused',
      message: `'${file} --version' did not answer (${run.timedOut ? 'timed out' : `exit ${run.exitCode ?? run.signal}`}): ${run.said || 'no output'}. Is this the ${adapter.name} CLI?`
    }
  const version =
    /\d+\.\d+\.\d+[0-9A-Za-z.+-]*/.exec(run.said)?.[0] ?? run.said.split('\n')[0] ?? ''
  if (options.expectedVersion !== undefined && version !== options.expectedVersion)
    return {
      kind: 'refused',
      message: `'${file} --version' reports ${version || 'nothing'}, not the ${options.expectedVersion} asked for with agent-version; another ${file} comes first on PATH.`
    }
  return { kind: 'ok', version }
}

async function findCredential(
  adapter: Adapter,
  file: string,
  options: PreflightOptions
): Promise<{ kind: 'ok'; credential: string | null } | { kind: 'refused'; message: string }> {
  if (adapter.credentialEnv.length === 0) return { kind: 'ok', credential: null }
  const set = adapter.credentialEnv.find(name => (options.env[name] ?? '').trim() !== '')
  if (set !== undefined) return { kind: 'ok', credential: set }
  const names = adapter.credentialEnv.join(' or ')
  let said = ''
  if (adapter.loginCheck) {
    const run = await check(file, adapter.loginCheck, options)
    if (run.kind === 'exited' && run.exitCode === 0 && !run.timedOut)
      return { kind: 'ok', credential: 'login' }
    const answer =
      run.kind === 'exited' ? withoutWarnings(run.said) || `exit ${run.exitCode}` : run.error
    said = ` '${file} ${adapter.loginCheck.join(' ')}' says: ${oneLine(answer)}.`
  }
  return {
    kind: 'refused',
    message:
      `${adapter.name} has no credentials: ${noneSet(adapter.credentialEnv)} for the agent, and it holds no stored login.${said} ` +
      `Set ${names} in the step's environment (from a secret), or log in on the runner${adapter.loginHint ? ` (${adapter.loginHint})` : ''}. ` +
      'Nothing ran and no attempt was counted.'
  }
}

function notFound(adapter: Adapter, file: string): string {
  const install =
    adapter.npmPackage !== undefined
      ? `install ${adapter.npmPackage} (the action's input agent-version does it), `
      : 'install it, '
  return (
    `agent program '${file}' not found on PATH: ${install}or choose another with --agent. ` +
    'Nothing ran and no attempt was counted.'
  )
}

type CheckRun =
  | {
      kind: 'exited'
      exitCode: number | null
      signal: string | null
      timedOut: boolean
      said: string
    }
  | { kind: 'not-started'; code: string | undefined; error: string }

async function check(
  file: string,
  args: readonly string[],
  options: PreflightOptions
): Promise<CheckRun> {
  const run = await runInGroup(file, args, {
    cwd: options.cwd,
    env: options.env,
    input: '',
    timeoutMs: options.timeoutMs ?? CHECK_MS,
    graceMs: 1000,
    keepBytes: 4096
  })
  if (run.kind === 'not-started') return run
  return {
    kind: 'exited',
    exitCode: run.exitCode,
    signal: run.signal,
    timedOut: run.timedOut,
    said: redact(run.tail.toString('utf8'), options.secrets).trim()
  }
}

/** Codex prefixes its answers with `WARNING:` lines about its home folder; the answer is the rest. */
function withoutWarnings(text: string): string {
  return text
    .split('\n')
    .filter(line => !/^WARNING:/.test(line.trim()))
    .join('\n')
    .trim()
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`
}

/** The file a program name resolves to on PATH (or as a path), when it is executable. */
export function findExecutable(file: string, path: string, cwd: string): string | undefined {
  const candidates = file.includes('/')
    ? [isAbsolute(file) ? file : resolve(cwd, file)]
    : path
        .split(delimiter)
        .filter(dir => dir !== '')
        .map(dir => join(dir, file))
  return candidates.find(candidate => {
    try {
      accessSync(candidate, constants.X_OK)
      return statSync(candidate).isFile()
    } catch {
      return false
    }
  })
}

function noneSet(names: readonly string[]): string {
  if (names.length === 1) return `${names[0]} is not set`
  if (names.length === 2) return `neither ${names[0]} nor ${names[1]} is set`
  return `none of ${names.join(', ')} is set`
}
