/** Before an attempt counts: the program answers `--version`, and a credential or login exists. */
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Adapter } from './adapters/adapter.js'
import { run, type RunOptions } from '../../process/run.js'
import { findExecutable } from '../../process/which.js'
import { StepError } from '../step-settings.js'

/** The call's own environment and sandbox: the checks run as the call will. */
type PreflightOptions = RunOptions & { cwd: string; expectedVersion?: string }

const refused = (message: string): StepError => new StepError('agent-not-ready', message)

const CHECK_MS = 10_000

/** The version the program reports (null for a command template); throws when it cannot run. */
export async function preflight(
  adapter: Adapter,
  file: string,
  options: PreflightOptions
): Promise<string | null> {
  if (findExecutable(file, options.env.PATH ?? '', options.cwd) === undefined)
    throw refused(notFound(adapter, file, options.cwd))
  if (adapter.name === 'command') return null
  const version = await askVersion(adapter, file, options)
  await checkCredential(adapter, file, options)
  return version
}

async function askVersion(
  adapter: Adapter,
  file: string,
  options: PreflightOptions
): Promise<string> {
  const checked = await check(file, ['--version'], options)
  if (checked.kind === 'not-started')
    throw refused(
      checked.code === 'ENOENT'
        ? notFound(adapter, file, options.cwd)
        : `could not start '${file}': ${checked.error}`
    )
  const said = checked.tail.trim()
  if (checked.exitCode !== 0 || checked.timedOut)
    throw refused(
      `'${file} --version' did not answer (${checked.timedOut ? 'timed out' : `exit ${checked.exitCode ?? checked.signal}`}): ${said || 'no output'}. Is this the ${adapter.name} CLI?`
    )
  const version = /\d+\.\d+\.\d+[0-9A-Za-z.+-]*/.exec(said)?.[0] ?? said.split('\n')[0] ?? ''
  if (options.expectedVersion !== undefined && version !== options.expectedVersion)
    throw refused(
      `'${file} --version' reports ${version || 'nothing'}, not the ${options.expectedVersion} asked for with agent-version; another ${file} comes first on PATH.`
    )
  return version
}

/** Passes when a credential variable is set or the CLI holds a login (or needs none). */
async function checkCredential(
  adapter: Adapter,
  file: string,
  options: PreflightOptions
): Promise<void> {
  const { credentialEnv } = adapter
  if (credentialEnv.length === 0 || credentialEnv.some(name => options.env[name]?.trim())) return
  const names = adapter.credentialEnv.join(' or ')
  let said = ''
  if (adapter.loginCheck) {
    const checked = await check(file, adapter.loginCheck, options)
    if (checked.kind === 'exited' && checked.exitCode === 0 && !checked.timedOut) return
    const answer =
      checked.kind === 'exited'
        ? withoutWarnings(checked.tail) || `exit ${checked.exitCode}`
        : checked.error
    said = ` '${file} ${adapter.loginCheck.join(' ')}' says: ${oneLine(answer)}.`
  }
  throw refused(
    `${adapter.name} has no credentials: ${noneSet(adapter.credentialEnv)} for the agent, and it holds no stored login.${said} ` +
      `Set ${names} in the step's environment (from a secret), or log in on the runner${adapter.loginHint ? ` (${adapter.loginHint})` : ''}. ` +
      'Nothing ran and no attempt was counted.'
  )
}

function notFound(adapter: Adapter, file: string, cwd: string): string {
  const nothing = 'Nothing ran and no attempt was counted.'
  if (file.includes('/')) {
    let stat
    try {
      stat = statSync(resolve(cwd, file))
    } catch {
      return `agent program '${file}' does not exist. ${nothing}`
    }
    if (stat.isDirectory()) return `agent program '${file}' is a folder, not a program. ${nothing}`
    return `agent program '${file}' is not executable: run chmod +x ${file}. ${nothing}`
  }
  const install =
    adapter.npmPackage !== undefined
      ? `install ${adapter.npmPackage} (the action's input agent-version does it), `
      : 'install it, '
  return `agent program '${file}' not found on PATH: ${install}or choose another with --agent. ${nothing}`
}

function check(file: string, args: readonly string[], options: PreflightOptions) {
  return run(file, args, {
    ...options,
    input: '',
    timeoutMs: CHECK_MS,
    graceMs: 1000,
    tailBytes: 4096
  })
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

function noneSet(names: readonly string[]): string {
  if (names.length === 1) return `${names[0]} is not set`
  if (names.length === 2) return `neither ${names[0]} nor ${names[1]} is set`
  return `none of ${names.join(', ')} is set`
}
