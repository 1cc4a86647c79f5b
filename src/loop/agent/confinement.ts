/**
 * Whether one agent call runs confined, and what it gets then: a private home with a copy of the
 * adapter's config files (a login refreshed inside is not kept), and the folders it must read.
 */
import { copyFileSync, mkdirSync, readdirSync, realpathSync, statSync } from 'node:fs'
import { delimiter, dirname, isAbsolute, join } from 'node:path'
import type { Adapter, Invocation } from './adapters/adapter.js'
import { Confinement, HOME_INSIDE } from '../../process/confine.js'
import { checkSandbox } from '../../process/sandbox.js'
import { findExecutable } from '../../process/which.js'
import { StepError, type SandboxSetting } from '../step-settings.js'

export interface SandboxUse {
  setting: SandboxSetting
  tool: 'bwrap' | null
  network: 'on' | 'off'
}

export function describeSandbox(use: SandboxUse): string {
  if (use.tool !== null) return `confined by ${use.tool}, network ${use.network}`
  return use.setting === 'off'
    ? 'unconfined (sandbox: off)'
    : 'unconfined (sandbox: auto, this machine cannot confine)'
}

export type SandboxPlan =
  | { kind: 'confined'; use: SandboxUse; bwrap: string }
  | { kind: 'unconfined'; use: SandboxUse; warning?: string }

/** `auto` warns once when the machine cannot confine; `required` and `network: off` throw. */
export async function planSandbox(
  setting: SandboxSetting,
  network: boolean,
  env: NodeJS.ProcessEnv
): Promise<SandboxPlan> {
  const use = { setting, network: network ? 'on' : 'off', tool: null } as const
  if (setting === 'off' && !network)
    throw new Error(
      "Invalid settings sandbox 'off' with network 'off': only the sandbox can take the network away. Expected sandbox auto or required, or network on."
    )
  if (setting === 'off') return { kind: 'unconfined', use }
  const check = await checkSandbox(env, network)
  if (check.kind === 'ready')
    return { kind: 'confined', use: { ...use, tool: 'bwrap' }, bwrap: check.bwrap }
  const why = `${check.reason}. Fix: ${check.fix}.`
  if (setting === 'required' || !network)
    throw new StepError(
      'sandbox-unavailable',
      `The agent cannot be confined (sandbox: ${setting}${network ? '' : ', network: off'}): ${why} Nothing ran and no attempt was counted.`
    )
  if (warned.has(check)) return { kind: 'unconfined', use }
  warned.add(check)
  return {
    kind: 'unconfined',
    use,
    warning: `The agent runs unconfined (sandbox: auto): ${why} Set sandbox: required to refuse instead.`
  }
}

/** The answers already warned about: once per process (a `ralph run` of many steps). */
const warned = new WeakSet<object>()

/** The confinement and the agent's environment in it; `scratch` holds the private home. */
export function confine(
  adapter: Adapter,
  plan: Extract<SandboxPlan, { kind: 'confined' }>,
  call: { env: NodeJS.ProcessEnv; repo: string; invocation: Invocation; scratch: string }
): { confine: Confinement; env: NodeJS.ProcessEnv } {
  const home = join(call.scratch, 'home')
  mkdirSync(home)
  const env: NodeJS.ProcessEnv = { ...call.env, HOME: HOME_INSIDE }
  if (env.TMPDIR !== undefined) env.TMPDIR = '/tmp'
  const config = adapter.configDir
  const realHome = call.env.HOME
  if (config) {
    const from = call.env[config.env] || (realHome && join(realHome, config.home))
    if (from) copyIn(from, join(home, config.home))
    if (call.env[config.env] !== undefined) env[config.env] = join(HOME_INSIDE, config.home)
    for (const file of config.files ?? [])
      if (realHome) copyIn(join(realHome, file), join(home, file))
  }
  const path = (call.env.PATH ?? '').split(delimiter).filter(dir => dir.startsWith('/'))
  const program = findExecutable(call.invocation.file, call.env.PATH ?? '', call.repo)
  // A script the command runs (`node /tmp/x/agent.mjs`) is the user's choice, as the program is.
  const named = call.invocation.args.filter(arg => isAbsolute(arg) && isFile(arg))
  const folders = [...(program === undefined ? [] : [program]), ...named].map(programFolder)
  return {
    env,
    confine: {
      bwrap: plan.bwrap,
      writable: [call.repo],
      readable: [...path, ...folders, call.scratch],
      home,
      network: plan.use.network === 'on'
    }
  }
}

/** The folder a program needs: an npm-installed CLI's whole node_modules, else its own. */
function programFolder(program: string): string {
  let real = program
  try {
    real = realpathSync(program)
  } catch {
    // a program that vanished fails to start, as it would unconfined
  }
  const packages = real.indexOf('/node_modules/')
  return packages >= 0 ? real.slice(0, packages + '/node_modules'.length) : dirname(real)
}

/** Copies a file, or the files directly in a folder; what is missing or unreadable is skipped. */
function copyIn(from: string, to: string): void {
  const copy = (source: string, target: string): void => {
    try {
      if (statSync(source).isFile()) copyFileSync(source, target)
    } catch {
      // unreadable: the agent would not have read it either
    }
  }
  let names: string[]
  try {
    if (!statSync(from).isDirectory()) return copy(from, to)
    names = readdirSync(from)
  } catch {
    return
  }
  mkdirSync(to, { recursive: true })
  for (const name of names) copy(join(from, name), join(to, name))
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
