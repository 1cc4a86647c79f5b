import { storyPrompt } from '../../loop/plan/step-plan.js'
import { runMode, selectNextStory } from '../../loop/plan/select.js'
import { openRepo } from '../../loop/step-repo.js'
import { StepError } from '../../loop/step-settings.js'
import type { Prd, Story } from '../../loop/types.js'
import { storyRows } from '../../loop/plan/status.js'
import { readProtection, type Protection } from '../../settings/step.js'
import { optionsOf, policyFile, prdCommand, source } from '../args.js'
import { UsageError } from '../../settings/errors.js'
import { EXIT } from '../exit-codes.js'
import { json } from '../format.js'
import type { CliIo } from '../io.js'

const OPTIONS = {
  ...optionsOf('next'),
  prompt: { type: 'boolean' }
} as const

/** Exactly what `ralph step` with the same --policy and --protect would send. */
async function promptOf(
  story: Story,
  prd: Prd,
  prdFile: string,
  protection: Protection,
  io: CliIo
): Promise<string> {
  const policy = policyFile(protection.policy, io)
  return openRepo(prdFile, io.cwd)
    .then(repo => storyPrompt(story, prd, repo, { policy, protect: protection.protect }))
    .catch((error: unknown) => {
      throw error instanceof StepError ? new UsageError(error.message, { cause: error }) : error
    })
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, settings, loaded } = await prdCommand(args, OPTIONS, io)
  if (loaded.kind === 'exit') return loaded.code
  const mode = runMode(loaded.prd, settings.mode)
  const story = selectNextStory(loaded.prd, mode)
  const prompt =
    values.prompt === true && story !== undefined
      ? await promptOf(story, loaded.prd, settings.prd, readProtection(source(values)), io)
      : undefined
  if (values.json === true) {
    const row = story ? storyRows({ stories: [story] })[0] : null
    io.stdout.write(
      json({
        file: settings.prd,
        mode,
        story: row,
        ...(prompt === undefined ? {} : { prompt })
      })
    )
  } else if (story === undefined) {
    io.stderr.write(`${settings.prd}: no open ${mode} story\n`)
  } else if (prompt !== undefined) {
    io.stdout.write(prompt)
  } else {
    io.stdout.write(`${story.id}\t${story.priority}\t${story.mode}\t${story.title}\n`)
  }
  return EXIT.ok
}

export const usage = `Usage: ralph next [--prd FILE] [--mode MODE] [--json]
                  [--prompt [--policy FILE] [--protect GLOB]...]

Selects the story a step would run: the first open story of the run's mode
(--mode, else defaults.mode_default, else audit), by priority, then id.
Prints "ID<TAB>PRIORITY<TAB>MODE<TAB>TITLE"; nothing on stdout (and a note on
stderr) when no open story of the mode is left. Exit 0 in both cases.

Options:
  --prd FILE     the PRD (default: prd.json)
  --mode MODE    audit, linting or fixing
  --prompt       print the exact prompt bytes 'ralph step' would send instead
                 (the same builder; give it the step's --policy and --protect)
  --policy FILE  the policy appended to the prompt (default: CODEX.md at the
                 repository top, else the CODEX.md shipped with ralph-action)
  --protect GLOB protect more paths, as 'ralph step --protect' (repeatable)
  --json         print {file, mode, story, prompt?}; story is null when none is open
`
