/** Who carries the renamer's moves out: the file system (CLI) or git (inbox). Absolute paths. */
import type { Confined } from '../../fs/confine.js'

export interface FileState {
  sha256: string
  size: number
}

export type MoveOutcome =
  { kind: 'moved' } | { kind: 'target-exists' } | { kind: 'failed'; reason: string }

export type Verdict = { kind: 'ok'; size: number } | { kind: 'refused'; reason: string }

export interface Mover {
  /** `path` when it lies inside the mover's root with no symbolic link on the way. */
  confine(path: string): Promise<Confined>
  /** Relative to the root, for reports and commit messages. */
  display(path: string): string
  names(dir: string): Promise<string[]>
  /** Makes `dir` exist and checks files can be created there; throws with the reason. */
  prepare(dir: string): Promise<void>
  state(path: string): Promise<FileState | null>
  sameFile(a: string, b: string): Promise<boolean>
  /** The source still holds the bytes that were read (`sha256`) and the target is free. */
  verify(from: string, to: string, sha256: string): Promise<Verdict>
  /** Moves without ever replacing; with `bytes`, the moved file's content becomes them. */
  move(from: string, to: string, sha256: string, bytes?: Uint8Array): Promise<MoveOutcome>
  /** Drops a second name of a file (after `sameFile`) or a file whose original came back. */
  remove(path: string): Promise<void>
  /** A handle undo can restore the original bytes of `path` from, or null when there is none. */
  keep(path: string): Promise<string | null>
  /** Writes the bytes kept under `handle` at `path` (never replacing) and checks their sha256. */
  restore(handle: string, path: string, sha256: string): Promise<void>
  /** Records the moves made and the undo log `log`; the commit, if any. */
  commit(log: string, message: string): Promise<string | undefined>
}
