/**
 * The PRD as it was before its first step, kept for `ralph replay`: written once, under the
 * lock, by the first step that finds no outcome of this PRD in the events log.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { writeFileAtomic } from '../record/atomic.js'
import { eventsOfPrd } from '../record/replay.js'
import type { StepRepo } from '../step-repo.js'
import type { RalphEvent } from '../types.js'

/** How events name a PRD: its repository-relative path, or its absolute path outside. */
export function prdKey(repo: StepRepo): string {
  return repo.prdRel ?? repo.prdFile
}

export function initialPrdFile(repo: StepRepo): string {
  const name = prdKey(repo).replace(/^\/+/, '').replace(/[/\\]/g, '__')
  return join(repo.top, '.runtime', 'prd-initial', name)
}

const OUTCOMES = new Set(['story_pass', 'story_fail', 'story_skip'])

/** True when some run of this PRD already recorded an outcome (parsed leniently). */
function hasOutcome(logText: string, key: string): boolean {
  const events = logText.split('\n').flatMap(line => {
    try {
      return [JSON.parse(line) as RalphEvent]
    } catch {
      return []
    }
  })
  return eventsOfPrd(events, key).some(event => OUTCOMES.has(event.event))
}

export async function saveInitialPrd(repo: StepRepo): Promise<void> {
  const file = initialPrdFile(repo)
  if (existsSync(file)) return
  const log = existsSync(repo.eventsLog) ? readFileSync(repo.eventsLog, 'utf8') : ''
  if (hasOutcome(log, prdKey(repo))) return
  await mkdir(dirname(file), { recursive: true })
  await writeFileAtomic(file, await readFile(repo.prdFile))
}
