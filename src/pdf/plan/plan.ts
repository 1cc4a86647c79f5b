/**
 * The collision plan for a whole batch, computed before anything moves. Pure.
 *
 * - A file already in its target folder whose name is its planned name (or one of that name's
 *   collision variants `_NN`) is unchanged, so a second run renames nothing.
 * - The others take the planned name or the first free `_01`, `_02`, ... in content-hash order
 *   (path order for equal content), so the names do not depend on directory order. A name is
 *   free when no existing entry (any file or folder, compared case-insensitively) and no earlier
 *   planned file has it; names of files that are about to move count as taken, so the plan
 *   never depends on the order of the renames.
 * - Files with equal content are all kept; every one after the first is marked a duplicate.
 */
import { basename, dirname, join } from 'node:path'
import { fileName, isVariantOf } from './filename.js'

/** Absolute paths; `stem` is the planned name without suffix and extension. */
export interface PlanInput {
  path: string
  targetDir: string
  stem: string
  sha256: string
}

export interface PlannedFile extends PlanInput {
  action: 'rename' | 'unchanged'
  target: string
  /** The first file of the batch with the same content. */
  duplicateOf?: string
}

const MAX_COLLISIONS = 9999

export function planBatch(
  inputs: PlanInput[],
  existingNames: (dir: string) => Iterable<string>
): PlannedFile[] {
  const ordered = [...inputs].sort(byHashThenPath)
  const taken = new Map<string, Set<string>>()
  const takenIn = (dir: string): Set<string> => {
    let names = taken.get(dir)
    if (names === undefined) {
      names = new Set([...existingNames(dir)].map(name => name.toLowerCase()))
      taken.set(dir, names)
    }
    return names
  }
  const planned = new Map<PlanInput, PlannedFile>()
  // Where the search for a stem's free name resumes: names are only ever added to `taken`.
  const resume = new Map<string, number>()
  for (const input of ordered) {
    if (dirname(input.path) === input.targetDir && isVariantOf(basename(input.path), input.stem)) {
      takenIn(input.targetDir).add(basename(input.path).toLowerCase())
      planned.set(input, { ...input, action: 'unchanged', target: input.path })
    }
  }
  for (const input of ordered) {
    if (planned.has(input)) continue
    const names = takenIn(input.targetDir)
    const key = `${input.targetDir}\0${input.stem}`
    const { name, collision } = freeName(input.stem, names, resume.get(key) ?? 0)
    resume.set(key, collision + 1)
    names.add(name)
    planned.set(input, { ...input, action: 'rename', target: join(input.targetDir, name) })
  }
  markDuplicates(ordered.map(input => planned.get(input)!))
  return inputs.map(input => planned.get(input)!)
}

function freeName(
  stem: string,
  taken: Set<string>,
  from: number
): { name: string; collision: number } {
  for (let collision = from; collision <= MAX_COLLISIONS; collision++) {
    const name = fileName(stem, collision)
    if (!taken.has(name.toLowerCase())) return { name, collision }
  }
  throw new Error(
    `More than ${MAX_COLLISIONS} files would be named ${fileName(stem)}; split the batch or add keywords to the rules.`
  )
}

function markDuplicates(ordered: PlannedFile[]): void {
  const firstByHash = new Map<string, string>()
  for (const file of ordered) {
    const first = firstByHash.get(file.sha256)
    if (first === undefined) firstByHash.set(file.sha256, file.path)
    else file.duplicateOf = first
  }
}

function byHashThenPath(a: PlanInput, b: PlanInput): number {
  const order = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0)
  return order(a.sha256, b.sha256) || order(a.path, b.path)
}
