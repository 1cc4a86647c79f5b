/**
 * The agent's confinement: bubblewrap (`bwrap`) starts the program in namespaces made for this
 * one call. In its own PID namespace it sees only its own processes, and when the program ends
 * the kernel ends every process left there (`setsid`, double forks included). The root is bound
 * read-only; /tmp, /dev/shm and /run are private, small tmpfs (which also hides daemons'
 * sockets); the checkout and a private home are the only host folders it can write. No
 * capabilities, `no_new_privs`, and bwrap dies with its parent. Without `network`, loopback only.
 */
import { realpathSync } from 'node:fs'
import { constants } from 'node:os'
import { dirname } from 'node:path'
import { processes } from './processes.js'

/** The private home, inside: outside /tmp, where codex will not put its helper programs. */
export const HOME_INSIDE = '/run/agent-home'

const TMP_BYTES = 1024 ** 3
const SHM_BYTES = 64 * 1024 ** 2
const RUN_BYTES = 1024 ** 2
/** Folders replaced with empty ones: what lies below them must be bound back. */
const HIDDEN = ['/tmp', '/run']

export interface Confinement {
  bwrap: string
  /** Host folders the program may write (the checkout), bound at their own path. */
  writable: readonly string[]
  /** Host folders it must read; those under /tmp or /run are bound back read-only. */
  readable: readonly string[]
  home?: string
  network: boolean
}

/** The bwrap argv that runs `file args` confined; `uid` is this process's (root is mapped to 1000). */
export function confinedArgs(
  file: string,
  args: readonly string[],
  cwd: string | undefined,
  c: Confinement,
  uid = process.getuid?.() ?? -1
): string[] {
  return [
    '--unshare-all',
    '--unshare-user',
    ...(c.network ? ['--share-net'] : []),
    '--die-with-parent',
    '--cap-drop',
    'ALL',
    // Root without capabilities may not map uid 0 into the user namespace a nested sandbox
    // (codex's own) makes; any other uid may map itself.
    ...(uid === 0 ? ['--uid', '1000', '--gid', '1000'] : []),
    ...['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'],
    ...['--size', String(TMP_BYTES), '--tmpfs', '/tmp'],
    ...['--size', String(SHM_BYTES), '--tmpfs', '/dev/shm'],
    ...['--size', String(RUN_BYTES), '--tmpfs', '/run'],
    ...hiddenReadable(c).flatMap(([from, to]) => ['--ro-bind-try', from, to]),
    ...c.writable.flatMap(dir => ['--bind', dir, dir]),
    ...(c.home === undefined ? [] : ['--bind', c.home, HOME_INSIDE]),
    ...(cwd === undefined ? [] : ['--chdir', cwd]),
    '--',
    file,
    ...args
  ]
}

/**
 * The readable folders the private /tmp and /run would hide, and the resolver's (systemd keeps
 * resolv.conf under /run), as [host folder, path inside] pairs: a folder reached through a link
 * (a tool cache's `.bin`) is bound at the path as listed and at its real path.
 */
function hiddenReadable(c: Confinement): [string, string][] {
  const resolver = c.network ? [dirname(real('/etc/resolv.conf'))] : []
  const hidden = (dir: string): boolean =>
    HIDDEN.some(root => dir === root || dir.startsWith(`${root}/`))
  const pairs = new Map<string, [string, string]>()
  for (const dir of [...c.readable, ...resolver]) {
    const host = real(dir)
    for (const inside of new Set([dir, host])) if (hidden(inside)) pairs.set(inside, [host, inside])
  }
  return [...pairs.values()]
}

function real(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

/**
 * Sends `signal` to every process inside the sandbox bwrap `pid` started, not to bwrap (it
 * would die of it and take the sandbox with it before the program could finish) nor to the
 * sandbox's init (which ignores it). False when the program has not started yet.
 */
export function signalInside(pid: number, signal: NodeJS.Signals): boolean {
  const children = new Map<number, number[]>()
  for (const { pid: child, parent } of processes())
    children.set(parent, [...(children.get(parent) ?? []), child])
  const inside = (children.get(pid) ?? []).flatMap(init => children.get(init) ?? [])
  for (let i = 0; i < inside.length; i++) inside.push(...(children.get(inside[i] as number) ?? []))
  for (const each of inside) {
    try {
      process.kill(each, signal)
    } catch {
      // gone meanwhile
    }
  }
  return inside.length > 0
}

/**
 * bwrap exits with 128 + n when a signal n ended the program (as a shell reports it): that
 * becomes the signal again. A program that itself exits with such a code reads as signalled.
 */
export function exitInside(
  code: number | null,
  signal: NodeJS.Signals | null
): { code: number | null; signal: NodeJS.Signals | null } {
  const n = (code ?? 0) - 128
  // The first name a number has wins (SIGABRT, not SIGIOT).
  const name = Object.entries(constants.signals).find(([, value]) => n > 0 && value === n)?.[0]
  return name === undefined ? { code, signal } : { code: null, signal: name as NodeJS.Signals }
}
