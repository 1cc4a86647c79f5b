/** The manifest's sha256s catch damage and mix-ups; publish re-checks the rest against the base. */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isRecord } from '../prd/json-text.js'
import { eventFindings } from '../record/events.js'
import { ownedFields } from '../record/status-commit.js'
import type { StepRepo } from '../step-repo.js'
import { StepError } from '../step-settings.js'
import type { Judged, StepOutcome } from '../step.js'
import type { StoryPatch } from '../types.js'
import { sha256Hex } from '../../fs/hash.js'

const BUNDLE_FORMAT = 'ralph-bundle/1'
export const MANIFEST = 'manifest.json'
const PARTS = ['outcome.json', 'story.json', 'events.jsonl', 'writes.patch', 'report'] as const
type PartName = (typeof PARTS)[number]
const REQUIRED: readonly PartName[] = ['outcome.json', 'story.json', 'events.jsonl', 'writes.patch']

interface BundleManifest {
  format: typeof BUNDLE_FORMAT
  story: string
  attempt: number
  base: string
  prd: string
  parts: Partial<Record<PartName, string>>
}

export type Bundle = ReturnType<typeof readBundle>

export class BundleError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    detail: string,
    options?: { cause?: unknown }
  ) {
    super(`${file}${pointer ? ` ${pointer}` : ''}: ${detail}`, options)
    this.name = 'BundleError'
  }
}

/** Notes the base commit and the events log's length before the step. */
export async function startBundle(
  { top, git, prdRel: prd, eventsLog }: StepRepo,
  dir: string
): Promise<{ write(outcome: StepOutcome): Promise<void> }> {
  if (prd === undefined)
    throw new StepError('bad-input', 'A bundle needs the PRD inside the repository it records.')
  if (existsSync(dir) && (!statSync(dir).isDirectory() || readdirSync(dir).length > 0))
    throw new StepError(
      'bad-input',
      `The bundle folder ${dir} is not empty. Give a new or empty folder, so no old part is mixed in.`
    )
  const base = await git.resolveCommit('HEAD')
  if (base === undefined)
    throw new StepError('bad-input', 'A bundle needs a commit to start from; HEAD has none.')
  const start = existsSync(eventsLog) ? statSync(eventsLog).size : 0
  return {
    /** Checks the folder again, as the agent ran since the start. */
    async write(outcome) {
      if (existsSync(dir) && readdirSync(dir).length > 0)
        throw new BundleError(
          dir,
          '',
          'the bundle folder is not empty; give a new or empty folder, so no old part is mixed in'
        )
      mkdirSync(dir, { recursive: true })
      const { before, after, ...rest } = outcome
      const json = (value: unknown): string => JSON.stringify(value, null, 2) + '\n'
      writeFileSync(join(dir, 'outcome.json'), json(rest))
      writeFileSync(
        join(dir, 'story.json'),
        json({ before: ownedFields(before), after: ownedFields(after) })
      )
      writeFileSync(join(dir, 'events.jsonl'), readFileSync(eventsLog).subarray(start))
      const patchFile = join(dir, 'writes.patch')
      if (outcome.kind === 'pass') {
        await git.writePatch(base, await git.treeWithPaths(base, outcome.writes), patchFile)
        writeFileSync(join(dir, 'report'), readFileSync(join(top, outcome.reportPath)))
      } else {
        writeFileSync(patchFile, '')
      }
      const parts: Partial<Record<PartName, string>> = {}
      for (const name of PARTS)
        if (existsSync(join(dir, name))) parts[name] = sha256Hex(readFileSync(join(dir, name)))
      const { story, attempt } = outcome
      const manifest: BundleManifest = { format: BUNDLE_FORMAT, story, attempt, base, prd, parts }
      writeFileSync(join(dir, MANIFEST), json(manifest))
    }
  }
}

export function readBundle(dir: string) {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new StepError(
      'missing',
      `The bundle folder ${dir} does not exist. Give the folder the agent job wrote ` +
        "('bundle-path'), downloaded with actions/download-artifact."
    )
  const manifest = readManifest(dir)
  checkParts(dir, manifest)
  const outcome = readOutcome(dir, manifest)
  const change = readChange(dir)
  const events = readEvents(dir, manifest.story)
  const report = manifest.parts.report === undefined ? undefined : readFileSync(join(dir, 'report'))
  if ((outcome.kind === 'pass') !== (report !== undefined))
    throw new BundleError(
      join(dir, MANIFEST),
      '/parts/report',
      outcome.kind === 'pass' ? 'a pass needs its report part' : 'only a pass carries a report'
    )
  return { dir, manifest, outcome, change, events, patchFile: join(dir, 'writes.patch'), report }
}

function readJson(file: string): unknown {
  if (!existsSync(file)) throw new BundleError(file, '', 'missing: the bundle is incomplete')
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new BundleError(file, '', 'is not valid JSON', { cause: error })
  }
}

function readManifest(dir: string): BundleManifest {
  const file = join(dir, MANIFEST)
  const value = readJson(file)
  const bad = (pointer: string, what: string): BundleError =>
    new BundleError(file, pointer, `expected ${what}`)
  if (!isRecord(value)) throw bad('', 'an object')
  if (value.format !== BUNDLE_FORMAT) throw bad('/format', `'${BUNDLE_FORMAT}'`)
  if (typeof value.story !== 'string' || value.story === '') throw bad('/story', 'a story id')
  if (!Number.isSafeInteger(value.attempt) || (value.attempt as number) < 1)
    throw bad('/attempt', 'a whole number >= 1')
  if (typeof value.base !== 'string' || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(value.base))
    throw bad('/base', 'a full commit sha')
  if (typeof value.prd !== 'string' || value.prd === '') throw bad('/prd', 'the PRD path')
  if (!isRecord(value.parts)) throw bad('/parts', 'an object of part names to sha256')
  for (const [name, hash] of Object.entries(value.parts)) {
    if (!(PARTS as readonly string[]).includes(name))
      throw bad(`/parts/${name}`, `one of the parts ${PARTS.join(', ')}`)
    if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash))
      throw bad(`/parts/${name}`, 'a sha256 in hex')
  }
  for (const name of REQUIRED)
    if (value.parts[name] === undefined) throw bad(`/parts/${name}`, 'this part to be listed')
  return value as unknown as BundleManifest
}

function checkParts(dir: string, manifest: BundleManifest): void {
  const listed = new Set<string>([MANIFEST, ...Object.keys(manifest.parts)])
  for (const name of readdirSync(dir))
    if (!listed.has(name))
      throw new BundleError(
        join(dir, name),
        '',
        'is not listed in the manifest: a bundle holds nothing else'
      )
  for (const [name, hash] of Object.entries(manifest.parts)) {
    const file = join(dir, name)
    if (!existsSync(file)) throw new BundleError(file, '', 'missing: the bundle is incomplete')
    const actual = sha256Hex(readFileSync(file))
    if (actual !== hash)
      throw new BundleError(
        join(dir, MANIFEST),
        `/parts/${name}`,
        `${name} has sha256 ${actual}, the manifest says ${hash}: the bundle was changed ` +
          'after the agent job wrote it'
      )
  }
}

function readOutcome(dir: string, manifest: BundleManifest): Judged {
  const file = join(dir, 'outcome.json')
  const value = readJson(file)
  const bad = (pointer: string, what: string): BundleError =>
    new BundleError(file, pointer, `expected ${what}`)
  if (!isRecord(value)) throw bad('', 'an object')
  if (value.kind !== 'pass' && value.kind !== 'fail') throw bad('/kind', "'pass' or 'fail'")
  if (value.story !== manifest.story) throw bad('/story', `'${manifest.story}' as in the manifest`)
  if (value.attempt !== manifest.attempt)
    throw bad('/attempt', `${manifest.attempt} as in the manifest`)
  if (!Array.isArray(value.writes) || !value.writes.every(w => typeof w === 'string'))
    throw bad('/writes', 'an array of paths')
  if (!isRecord(value.agent) || !isRecord(value.agent.identity))
    throw bad('/agent', 'what ran (identity, usage)')
  if (value.kind === 'pass' && typeof value.reportPath !== 'string')
    throw bad('/reportPath', 'the report path')
  if (value.kind === 'fail') {
    if (typeof value.reason !== 'string') throw bad('/reason', 'a string')
    if (!Array.isArray(value.violations)) throw bad('/violations', 'an array')
    if (typeof value.skipped !== 'boolean') throw bad('/skipped', 'true or false')
  }
  return value as unknown as Judged
}

function readChange(dir: string): { before: StoryPatch; after: StoryPatch } {
  const file = join(dir, 'story.json')
  const value = readJson(file)
  if (!isRecord(value) || !isRecord(value.before) || !isRecord(value.after))
    throw new BundleError(file, '', 'expected {"before": {...}, "after": {...}}')
  return { before: value.before as StoryPatch, after: value.after as StoryPatch }
}

function readEvents(dir: string, story: string): string {
  const file = join(dir, 'events.jsonl')
  const text = readFileSync(file, 'utf8')
  if (text !== '' && !text.endsWith('\n'))
    throw new BundleError(file, '', 'expected JSON lines, each ending in a newline')
  text
    .split('\n')
    .slice(0, -1)
    .forEach((line, index) => {
      const at = `line ${index + 1}`
      let event: unknown
      try {
        event = JSON.parse(line)
      } catch (error) {
        throw new BundleError(file, at, 'is not JSON', { cause: error })
      }
      const [finding] = eventFindings(event)
      if (finding !== undefined)
        throw new BundleError(file, at + finding.pointer, `not a valid event: ${finding.message}`)
      const named = (event as { story?: unknown }).story
      if (named !== undefined && named !== story)
        throw new BundleError(
          file,
          `${at}/story`,
          `names '${String(named)}'; a bundle of ${story} carries only its own events`
        )
    })
  return text
}
