/** Shared PRD types. The JSON Schema in schemas/prd.schema.json is the authority. */
import type { AgentIdentity } from './agent/agent.js'
import type { SandboxUse } from './agent/confinement.js'

export const MODES = ['audit', 'linting', 'fixing'] as const
export type Mode = (typeof MODES)[number]

export type StoryStatus = 'open' | 'passing' | 'skipped'

export interface StoryStep {
  id?: string
  title: string
  actions: string[]
  expected_evidence: string[]
  done_when: string[]
}

export interface Story {
  id: string
  title: string
  priority: number
  mode: Mode
  scope: string[]
  acceptance_criteria: string[]
  passes: boolean
  objective?: string
  steps?: StoryStep[]
  verification?: string[] | string
  out_of_scope?: string[] | string
  notes?: string[] | string
  // runner-owned (RUNNER_OWNED_FIELDS)
  completed_at?: string
  report_path?: string
  skipped?: boolean
  skip_reason?: string
  skipped_at?: string
  attempts?: number
  pr_url?: string
  [extra: string]: unknown
}

export interface Prd {
  schema_version?: string
  project?: string
  defaults?: {
    mode_default?: Mode
    max_stories_default?: number | 'all_open'
    model_default?: string
    reasoning_effort_default?: string
    lint_detection_order?: string[]
    [extra: string]: unknown
  }
  stories: Story[]
  [extra: string]: unknown
}

/** One thing wrong with an input file, in the form every command prints. */
export interface ValidationProblem {
  /** The file as the user named it. */
  file: string
  /** JSON Pointer (RFC 6901) to the offending value; '' is the whole document. */
  pointer: string
  /** Quoting the bad value. */
  message: string
  fix: string
  /** 1-based position, for syntax errors and duplicate keys. */
  line?: number
  column?: number
}

/** `FILE: /stories/3/scope/0: <what> (<fix>)`; the whole document is shown as `/`. */
export function formatProblem(problem: ValidationProblem): string {
  return `${problem.file}: ${problemText(problem)}`
}

export function problemText(problem: ValidationProblem): string {
  return `${problem.pointer || '/'}: ${problem.message} (${problem.fix})`
}

export const RUNNER_OWNED_FIELDS = [
  'passes',
  'completed_at',
  'report_path',
  'skipped',
  'skip_reason',
  'skipped_at',
  'attempts',
  'pr_url'
] as const

/** A change to one story's runner-owned fields: `null` removes a field, absent keys stay. */
export type StoryPatch = { [K in (typeof RUNNER_OWNED_FIELDS)[number]]?: Story[K] | null }

/** An agent's usage as agent_exit records it: each field only when the CLI reported it. */
export interface EventUsage {
  turns?: number
  input_tokens?: number
  cached_input_tokens?: number
  output_tokens?: number
  cost_usd?: number
}

/** The events of .runtime/events.log (schemas/events.schema.json is the authority). */
export type EventBody =
  | { event: 'run_start'; mode: Mode; max_steps?: number; prd?: string; head?: string }
  | {
      event: 'story_start'
      story: string
      attempt: number
      prompt_sha256?: string
      /** Absent in logs written before they were recorded. */
      agent?: AgentIdentity
      sandbox?: SandboxUse
    }
  | {
      event: 'agent_exit'
      story: string
      attempt: number
      exit_code: number | null
      signal?: string | null
      timed_out: boolean
      duration_ms: number
      stdout_sha256: string
      last_message_sha256: string | null
      writes: string[]
      /** Absent for a command template. */
      usage?: EventUsage
    }
  | { event: 'scope_violation'; story: string; attempt: number; paths: string[] }
  | { event: 'story_pass'; story: string; attempt: number; report_path?: string; pr_url?: string }
  | { event: 'story_fail'; story: string; attempt: number; reason: string; patch?: string }
  | { event: 'story_skip'; story: string; attempt?: number; reason: string }
  | { event: 'run_end'; steps: number; reason?: string }

/** A line of the events log: the time it was written, the run, its position in the run from 1. */
export type RalphEvent = { v: 1; ts: string; run: string; seq: number } & EventBody
