/**
 * The runner's own files (.runtime/ and the PRD) are copied aside before the agent call and put
 * back after it when the agent changed them: git cannot, when they are ignored or outside.
 * The copies stay between steps with a manifest of each file's lstat signature (ctime and
 * inode, which no agent can set back) and hash, so only what changed is copied or hashed again.
 */
import {
  copyFileSync,
  type Dirent,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { lstatSignature } from '../../fs/lstat.js'
import { sha256Hex } from '../../fs/hash.js'

export type RunnerFilesGuard = ReturnType<typeof guardRunnerFiles>

type Kept = { sig: string; sha256: string; copy: string }
type Manifest = Record<string, Kept>

const MAX_KEPT = 256 * 1024 * 1024
const MANIFEST = 'manifest.json'
/** Slack for the file system's coarse clock, which lags the wall clock by up to a tick. */
const CLOCK_TICK_MS = 20

function sha256Of(abs: string): string | undefined {
  try {
    return sha256Hex(readFileSync(abs))
  } catch {
    return undefined
  }
}

const ctimeMs = (sig: string): number => Number(BigInt(sig.split(':')[3] ?? '0') / 1_000_000n)

/** Regular files under `dir`, not through links. */
function filesUnder(dir: string, skip: (abs: string) => boolean): string[] {
  const found: string[] = []
  const walk = (abs: string): void => {
    let entries: Dirent[]
    try {
      entries = readdirSync(abs, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(abs, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile() && !skip(path)) found.push(path)
    }
  }
  if (lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) walk(dir)
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

function readManifest(keep: string): Manifest {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(keep, MANIFEST), 'utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Manifest) : {}
  } catch {
    return {}
  }
}

/**
 * Writes `bytes` to a new file at `path`. The old file is removed first: ext4 flushes a file
 * truncated and rewritten in place at its close (a few ms each), but not a new one; and a
 * link put in its place is removed, not followed.
 */
function writeFresh(path: string, bytes: string | Uint8Array): void {
  rmSync(path, { force: true })
  writeFileSync(path, bytes, { flag: 'wx' })
}

/** Copy and hash come from the same bytes; a write after the lstat changes the signature. */
function keepFile(abs: string, keep: string, old: Kept | undefined): Kept | undefined {
  const sig = lstatSignature(abs)
  if (sig === undefined) return undefined
  if (old?.sig === sig && existsSync(join(keep, old.copy))) return old
  if (lstatSync(abs).size > MAX_KEPT) return undefined
  let bytes: Buffer
  try {
    bytes = readFileSync(abs)
  } catch {
    return undefined
  }
  const copy = sha256Hex(abs).slice(0, 32)
  writeFresh(join(keep, copy), bytes)
  return { sig, sha256: sha256Hex(bytes), copy }
}

export function guardRunnerFiles(options: {
  top: string
  files: string[]
  dirs: string[]
  keep: string
  skip?: (abs: string) => boolean
}) {
  const { keep } = options
  const skip = options.skip ?? (() => false)
  mkdirSync(keep, { recursive: true })
  const all = [
    ...options.files.filter(file => existsSync(file) && lstatSync(file).isFile()),
    ...options.dirs.flatMap(dir => filesUnder(dir, skip))
  ]
  const old = readManifest(keep)
  const kept: Manifest = {}
  for (const abs of all) {
    const entry = keepFile(abs, keep, old[abs])
    if (entry) kept[abs] = entry
  }
  const copies = new Set(Object.values(kept).map(entry => entry.copy))
  for (const name of readdirSync(keep)) {
    if (name !== MANIFEST && !copies.has(name)) rmSync(join(keep, name), { force: true })
  }
  // Not fsync'd: a manifest lost in a crash only costs fresh copies at the next step.
  writeFresh(join(keep, MANIFEST), JSON.stringify(kept))
  const newest = Math.max(0, ...Object.values(kept).map(entry => ctimeMs(entry.sig)))

  const shown = (abs: string): string => {
    const rel = relative(options.top, abs)
    return rel.startsWith('..') ? abs : rel.split(sep).join('/')
  }
  return {
    /** Resolves once a later write gets a later ctime than the kept ones: await before the agent. */
    settled: () => sleep(Math.max(0, newest + CLOCK_TICK_MS - Date.now())),
    /** Puts back the kept files the agent changed or deleted; returns them (repository-relative). */
    restore(): string[] {
      const changed: string[] = []
      for (const [abs, entry] of Object.entries(kept)) {
        if (lstatSignature(abs) === entry.sig) continue
        const isFile = existsSync(abs) && lstatSync(abs).isFile()
        if (isFile && sha256Of(abs) === entry.sha256) continue
        changed.push(shown(abs))
        const copy = join(keep, entry.copy)
        // A copy the agent changed too cannot give the file back: it stays reported.
        if (sha256Of(copy) !== entry.sha256) continue
        rmSync(abs, { recursive: true, force: true })
        realDirs(options.top, dirname(abs))
        copyFileSync(copy, abs)
      }
      return changed.sort()
    }
  }
}
