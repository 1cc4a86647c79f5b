/**
 * The PRD as it was before its first step, kept for `ralph replay`: written once, under the
 * lock, by the first step that finds no outcome of this PRD in the events log.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { writeFileAtomic } from '../record/atomic.js'
import type { StepRepo } from '../step-repo.js'

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
  const runsOfPrd = new Set<string>()
  for (const line of logText.split('\n')) {
    let event: { event?: string; run?: string; prd?: string }
    try {
      event = JSON.parse(line) as typeof event
    } catch {
      continue
    }
    if (event.event === 'run_start' && event.prd === key && event.run) runsOfPrd.add(event.run)
    if (event.event && OUTCOMES.has(event.event) && event.run && runsOfPrd.has(event.run)) {
      return true
    }
  }
  return false
}

export async function saveInitialPrd(repo: StepRepo): Promise<void> {
  const file = initialPrdFile(repo)
  if (existsSync(file)) return
  const log = existsSync(repo.eventsLog) ? readFileSync(repo.eventsLog, 'utf8') : ''
  if (hasOutcome(log, prdKey(repo))) return
  await mkdir(dirname(file), { recursive: true })
  await writeFileAtomic(file, await readFile(repo.prdFile))
}
