/**
 * Whether this machine can confine the agent: bwrap on PATH, and a trial run of `true` in the
 * very sandbox the agent would get. When it cannot, the answer names the cause and the fix
 * (user namespaces refused by AppArmor on Ubuntu 23.10+, by a sysctl, or by a container).
 */
import { existsSync, readFileSync } from 'node:fs'
import { confinedArgs } from './confine.js'
import { run } from './run.js'
import { findExecutable } from './which.js'

export type SandboxCheck =
  { kind: 'ready'; bwrap: string } | { kind: 'unavailable'; reason: string; fix: string }

const checked = new Map<string, Promise<SandboxCheck>>()

/** Checked once per program and network setting; the same answer object each time. */
export function checkSandbox(env: NodeJS.ProcessEnv, network: boolean): Promise<SandboxCheck> {
  const bwrap = findExecutable('bwrap', env.PATH ?? '', '/')
  const key = `${bwrap} ${network}`
  let check = checked.get(key)
  if (check === undefined) {
    check = bwrap === undefined ? Promise.resolve(NO_BWRAP) : trial(bwrap, env, network)
    checked.set(key, check)
  }
  return check
}

const NO_BWRAP: SandboxCheck = {
  kind: 'unavailable',
  reason: 'bwrap (bubblewrap) is not on PATH',
  fix: 'install it (Debian and Ubuntu: sudo apt-get install bubblewrap; Fedora: sudo dnf install bubblewrap)'
}

async function trial(
  bwrap: string,
  env: NodeJS.ProcessEnv,
  network: boolean
): Promise<SandboxCheck> {
  const args = confinedArgs('true', [], undefined, { bwrap, writable: [], readable: [], network })
  const ran = await run(bwrap, args, {
    env: { PATH: env.PATH },
    timeoutMs: 10_000,
    tailBytes: 2048
  })
  if (ran.kind === 'exited' && ran.exitCode === 0) return { kind: 'ready', bwrap }
  const said =
    ran.kind === 'exited' ? ran.tail.trim().split('\n')[0] || `exit ${ran.exitCode}` : ran.error
  return { kind: 'unavailable', reason: `${bwrap} cannot make the sandbox: ${said}`, fix: fixFor() }
}

function sysctl(name: string): string | undefined {
  try {
    return readFileSync(`/proc/sys/${name}`, 'utf8').trim()
  } catch {
    return undefined
  }
}

function fixFor(): string {
  if (sysctl('kernel/apparmor_restrict_unprivileged_userns') === '1')
    return 'AppArmor restricts user namespaces (Ubuntu 23.10 and later, GitHub ubuntu-24.04): sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 before the step'
  if (sysctl('user/max_user_namespaces') === '0')
    return 'user namespaces are turned off: sudo sysctl -w user.max_user_namespaces=10000'
  if (sysctl('kernel/unprivileged_userns_clone') === '0')
    return 'unprivileged user namespaces are turned off: sudo sysctl -w kernel.unprivileged_userns_clone=1'
  if (existsSync('/.dockerenv') || existsSync('/run/.containerenv'))
    return 'in a container, user namespaces and mounts are refused: run the agent job on the runner itself, or start the container with --privileged'
  return 'allow unprivileged user namespaces on this machine'
}
