/** Exit codes of the `ralph` CLI (docs/cli.md lists them for users). */
export const EXIT = {
  /** Done; for `validate`, the PRD is valid. */
  ok: 0,
  /** An unexpected error (a bug, or an I/O failure other than the cases below). */
  failure: 1,
  /** Invalid input: PRD problems, unknown command, bad flag or flag value. */
  invalid: 2,
  /** Another run holds the repository's lock (.runtime/ralph.lock) past the wait bound. */
  lockHeld: 3,
  /** An input file (the PRD, the --policy file) does not exist. */
  missing: 4
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]
