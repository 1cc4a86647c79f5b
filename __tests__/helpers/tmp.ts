import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TempDir {
  dir: string
  cleanup(): void
}

/** A fresh temp folder (in `base`) and its cleanup. */
export function tempDir(prefix = 'ralph-', base = tmpdir()): TempDir {
  const dir = mkdtempSync(join(base, prefix))
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}
