/** Shared PRD types. The JSON Schema in schemas/prd.schema.json is the authority. */

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
  // runner-owned
  completed_at?: string
  report_path?: string
  skipped?: boolean
  skip_reason?: string
  skipped_at?: string
  attempts?: number
  pr_url?: string
  [extra: string]: unknown
}

export interface PrdDefaults {
  mode_default?: Mode
  max_stories_default?: number
  model_default?: string
  reasoning_effort_default?: string
  report_dir?: string
  sandbox_by_mode?: Partial<Record<Mode, string>>
  lint_detection_order?: string[]
  [extra: string]: unknown
}

export interface Prd {
  schema_version?: string
  project?: string
  defaults?: PrdDefaults
  stories: Story[]
  [extra: string]: unknown
}

/** One thing wrong with an input file, in the form every command prints. */
export interface ValidationProblem {
  /** The file as the user named it. */
  file: string
  /** JSON Pointer (RFC 6901) to the offending value; '' is the whole document. */
  pointer: string
  /** What is wrong, quoting the bad value. */
  message: string
  /** How to fix it. */
  fix: string
  /** 1-based position, for syntax errors and duplicate keys. */
  line?: number
  column?: number
}

/** The fields only the runner may change. */
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

export type RunnerOwnedField = (typeof RUNNER_OWNED_FIELDS)[number]

/**
 * A change to one story's runner-owned fields. `null` removes the field (JSON merge patch);
 * absent keys stay as they are.
 */
export type StoryPatch = { [K in RunnerOwnedField]?: Story[K] | null }
