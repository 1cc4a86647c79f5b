/**
 * The repository the step benches run in: `files` source files in folders of 100, a PRD per
 * mode in its own file, committed and packed as a clone is. Shared by bench/step.bench.ts,
 * bench/step-pair.ts and bench/profile.bench.ts so that their figures are about the same tree.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Mode } from '../src/loop/types.js'

export const IDENTITY = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com'
}

/** A PRD of `count` open stories of `mode`, each scoped to src/** with one report. */
export function benchPrd(mode: Mode, count: number, prefix = mode.toUpperCase()): string {
  const stories = Array.from({ length: count }, (_, i) => {
    const id = `${prefix}-${String(i + 1).padStart(3, '0')}`
    return {
      id,
      title: `Story ${id}`,
      priority: i + 1,
      mode,
      scope: ['src/**'],
      acceptance_criteria: [`Created .ralph/reports/${id}.md`],
      passes: false
    }
  })
  return JSON.stringify({ schema_version: '1.0.0', project: 'bench', stories }, null, 2) + '\n'
}

/**
 * A new repository (in a temp folder, or at `dir`) with the source files, `.runtime/` ignored,
 * and `prds` (file name → text), committed and packed.
 */
export function makeStepRepo(
  files: number,
  prds: Record<string, string>,
  dir = mkdtempSync(join(tmpdir(), `ralph-bench-${files}-`))
): string {
  mkdirSync(dir, { recursive: true })
  for (let i = 0; i < files; i++) {
    const path = join(dir, 'src', `dir${Math.floor(i / 100)}`, `file${i}.ts`)
    if (i % 100 === 0) mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, `export const value${i} = ${i}\n`)
  }
  writeFileSync(join(dir, '.gitignore'), '.runtime/\n')
  for (const [name, text] of Object.entries(prds)) writeFileSync(join(dir, name), text)
  const git = (args: string[]): void => {
    execFileSync('git', args, { cwd: dir, env: IDENTITY, stdio: 'ignore' })
  }
  git(['init', '-q', '--initial-branch=main'])
  git(['add', '-A'])
  // No automatic gc after the commit: detached, it would hold gc's lock against the one
  // below and keep packing while the steps are timed.
  git(['-c', 'commit.gpgsign=false', '-c', 'gc.auto=0', 'commit', '-q', '-m', 'bench'])
  // Packed, as a clone is; a gc that fails (a busy machine, a lock) leaves the objects loose.
  spawnSync('git', ['gc', '-q'], { cwd: dir, stdio: 'ignore' })
  return dir
}
