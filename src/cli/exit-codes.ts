/**
 * The exit codes of both CLIs, `ralph` and `pdf-rename`: one table, so a number never means two
 * things. docs/cli.md shows the same table (a test compares them); `by` says which CLI returns it.
 */
export const EXIT_CODES = {
  ok: { code: 0, by: ['ralph', 'pdf-rename'], meaning: 'done' },
  partial: {
    code: 1,
    by: ['ralph', 'pdf-rename'],
    meaning: 'the command ran and some of its work failed'
  },
  invalid: {
    code: 2,
    by: ['ralph', 'pdf-rename'],
    meaning: 'invalid input: a usage error or an invalid input file'
  },
  lockHeld: { code: 3, by: ['ralph'], meaning: "another run holds the repository's lock" },
  missing: { code: 4, by: ['ralph', 'pdf-rename'], meaning: 'an input file does not exist' },
  agentNotStarted: { code: 5, by: ['ralph'], meaning: 'the agent program could not be started' },
  agentNotReady: { code: 6, by: ['ralph'], meaning: 'the agent preflight refused' },
  llmUnavailable: {
    code: 7,
    by: ['pdf-rename'],
    meaning: 'the model is unusable and --require-llm was given'
  },
  notWritable: { code: 8, by: ['pdf-rename'], meaning: 'a folder is not writable' },
  undoRefused: { code: 9, by: ['pdf-rename'], meaning: 'undo refused some files' },
  internal: { code: 70, by: ['ralph', 'pdf-rename'], meaning: 'unexpected error' },
  bundleRefused: {
    code: 10,
    by: ['ralph'],
    meaning: 'publish: a result bundle was refused; nothing of it was published'
  },
  repositoryAltered: {
    code: 11,
    by: ['ralph'],
    meaning:
      'step/run: the agent altered the repository beyond repair (forged objects, the git dir deleted or moved away); the run stopped'
  },
  sandboxUnavailable: {
    code: 12,
    by: ['ralph'],
    meaning:
      'step/run: the agent cannot be confined and sandbox is required (or network off); nothing ran'
  },
  interrupted: { code: 130, by: ['ralph'], meaning: 'interrupted by SIGINT or SIGTERM' }
} as const satisfies Record<string, { code: number; by: readonly CliName[]; meaning: string }>

export type CliName = 'ralph' | 'pdf-rename'

export const EXIT = Object.fromEntries(
  Object.entries(EXIT_CODES).map(([name, entry]) => [name, entry.code])
) as { readonly [N in keyof typeof EXIT_CODES]: (typeof EXIT_CODES)[N]['code'] }
