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
  missing: 4,
  /** `step`/`run`: the agent program could not be started (not installed, not executable). */
  agentNotStarted: 5,
  /**
   * `step`/`run`: the preflight refused before anything was recorded: the agent's program is
   * missing or does not answer `--version`, or it has no credentials.
   */
  agentNotReady: 6,
  /**
   * `publish`: a result bundle was refused (bad manifest or part, wrong story, base commit not
   * an ancestor of HEAD, a write outside the story's scope); nothing of it was published.
   */
  bundleRefused: 7,
  /** `step`/`run`: interrupted by SIGINT or SIGTERM; the agent's writes were reverted. */
  interrupted: 130
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]
