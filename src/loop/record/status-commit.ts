/**
 * The status commit of one transition, kept as data so it can be applied again on a branch tip
 * where someone else changed the PRD, as long as they did not change this story.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Repository } from '../../git/repository.js'
import { updateStory } from '../prd/prd-writer.js'
import { EVENTS_LOG } from './events.js'
import type { Judged } from '../step.js'
import { RUNNER_OWNED_FIELDS, type Prd, type Story, type StoryPatch } from '../types.js'

export interface StatusRecord {
  storyId: string
  /** Runner-owned fields (absent ones as null). */
  before: StoryPatch
  after: StoryPatch
  /** The event lines this transition appended, each ending in a newline. */
  events: string
  /** Files committed besides the PRD and the log, with their bytes (an audit report). */
  files: { path: string; bytes: Buffer }[]
  message: string
}

interface StatusLayout {
  top: string
  prdRel: string
}

/** The status commit's first line, from the step and from publish: `ralph: ID passing`, … */
export function statusLine(outcome: Judged): string {
  if (outcome.kind === 'pass') return `ralph: ${outcome.story} passing`
  const what = outcome.violations.length > 0 ? 'scope violation' : 'failed'
  // A bundle of an older agent job does not carry max-attempts.
  const of = outcome.maxAttempts === undefined ? '' : ` of ${outcome.maxAttempts}`
  return outcome.skipped
    ? `ralph: ${outcome.story} skipped after ${outcome.attempt} attempts (${what})`
    : `ralph: ${outcome.story} ${what} (attempt ${outcome.attempt}${of})`
}

/** A story's runner-owned fields, absent ones as null, in a fixed order. */
export function ownedFields(story: Story): StoryPatch {
  return Object.fromEntries(RUNNER_OWNED_FIELDS.map(key => [key, story[key] ?? null]))
}

/** Not committed. Fails, changing nothing, when the story is neither as found nor as left. */
export async function applyStatus(layout: StatusLayout, record: StatusRecord): Promise<void> {
  const prdFile = join(layout.top, layout.prdRel)
  const fresh = freshStory(prdFile, record.storyId)
  const now = JSON.stringify(ownedFields(fresh))
  if (now !== JSON.stringify(record.before) && now !== JSON.stringify(record.after))
    throw new Error(
      `Story '${record.storyId}' changed on the branch while this step ran (now ${now}). ` +
        'This step’s outcome was not recorded; run the step again.'
    )
  await updateStory(prdFile, record.storyId, changedFields(record.before, record.after))
  appendEvents(join(layout.top, EVENTS_LOG), record.events)
  for (const file of record.files) {
    mkdirSync(dirname(join(layout.top, file.path)), { recursive: true })
    writeFileSync(join(layout.top, file.path), file.bytes)
  }
}

/** The records applied again (on a moved branch's tip) and committed as one status commit. */
export async function recordAgain(
  layout: StatusLayout,
  records: StatusRecord[],
  message: string,
  env: NodeJS.ProcessEnv
): Promise<string> {
  for (const record of records) await applyStatus(layout, record)
  return commitStatuses(layout, records, message, env)
}

/** Commits the PRD, the events log and the records' files as they are on disk now. */
export async function commitStatuses(
  layout: StatusLayout,
  records: StatusRecord[],
  message: string,
  env: NodeJS.ProcessEnv
): Promise<string> {
  const paths = [
    layout.prdRel,
    EVENTS_LOG,
    ...records.flatMap(record => record.files.map(file => file.path))
  ]
  return new Repository(layout.top).commitPaths([...new Set(paths)], message, env)
}

function freshStory(prdFile: string, storyId: string): Story {
  let prd: Prd
  try {
    prd = JSON.parse(readFileSync(prdFile, 'utf8')) as Prd
  } catch (error) {
    throw new Error(`Cannot read the PRD ${prdFile} on the fresh branch tip.`, { cause: error })
  }
  const story = prd.stories?.find(s => s.id === storyId)
  if (!story)
    throw new Error(
      `Story '${storyId}' is no longer in ${prdFile} on the branch; this step's outcome was not recorded.`
    )
  return story
}

export function changedFields(before: StoryPatch, after: StoryPatch): StoryPatch {
  const changed = RUNNER_OWNED_FIELDS.filter(
    key => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)
  )
  return Object.fromEntries(changed.map(key => [key, after[key] ?? null]))
}

/**
 * Appends the lines the log does not hold yet: in the clone where `step --bundle` ran, the step
 * already wrote them, and publishing there must not record its events twice.
 */
function appendEvents(file: string, lines: string): void {
  mkdirSync(dirname(file), { recursive: true })
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const held = new Set(current.split('\n'))
  const fresh = lines.split('\n').filter(line => line !== '' && !held.has(line))
  if (fresh.length === 0) return
  const separator = current === '' || current.endsWith('\n') ? '' : '\n'
  writeFileSync(file, current + separator + fresh.map(line => `${line}\n`).join(''))
}
