import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defaultPolicyPath, protectedPaths, readPolicy } from '../../loop/plan/policy.js'
import { buildPrompt } from '../../loop/plan/prompt.js'
import { runMode, selectNextStory } from '../../loop/plan/select.js'
import { storyRows } from '../../loop/plan/status.js'
import { PRD_OPTIONS, parseCommandArgs, prdSettings } from '../args.js'
import { MissingFileError, type Command } from '../command.js'
import { EXIT } from '../exit-codes.js'
import { json } from '../format.js'
import type { CliIo } from '../io.js'
import { loadPrdForCommand } from '../load-prd.js'

const OPTIONS = {
  ...PRD_OPTIONS,
  prompt: { type: 'boolean' },
  policy: { type: 'string' }
} as const

/** --policy, else CODEX.md in the working folder, else the one shipped with ralph-action. */
function policyPath(flag: string | undefined, io: CliIo): string {
  if (flag !== undefined) {
    const path = resolve(io.cwd, flag)
    if (!existsSync(path))
      throw new MissingFileError(
        `${flag}: does not exist (pass an existing policy file with --policy, or omit it)`
      )
    return path
  }
  const local = resolve(io.cwd, 'CODEX.md')
  return existsSync(local) ? local : defaultPolicyPath()
}

async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, OPTIONS)
  const settings = prdSettings(values, io)
  const loaded = await loadPrdForCommand(settings, io)
  if (loaded.kind === 'exit') return loaded.code
  const mode = runMode(loaded.prd, settings.mode)
  const story = selectNextStory(loaded.prd, mode)
  const prompt =
    values.prompt === true && story !== undefined
      ? buildPrompt(story, await readPolicy(policyPath(values.policy, io)), {
          protectedPaths: protectedPaths(settings.prdRelative),
          lintDetectionOrder: loaded.prd.defaults?.lint_detection_order
        })
      : undefined
  if (settings.json) {
    const row = story ? storyRows({ stories: [story] })[0] : null
    io.stdout.write(
      json({
        file: settings.prdFile,
        mode,
        story: row,
        ...(prompt === undefined ? {} : { prompt })
      })
    )
  } else if (story === undefined) {
    io.stderr.write(`${settings.prdFile}: no open ${mode} story\n`)
  } else if (prompt !== undefined) {
    io.stdout.write(prompt)
  } else {
    io.stdout.write(`${story.id}\t${story.priority}\t${story.mode}\t${story.title}\n`)
  }
  return EXIT.ok
}

export const nextCommand: Command = {
  name: 'next',
  summary: 'show the story the next step would run, or its exact prompt',
  usage: `Usage: ralph next [--prd FILE] [--mode MODE] [--json] [--prompt [--policy FILE]]

Selects the story a step would run: the first open story of the run's mode
(--mode, else defaults.mode_default, else audit), by priority, then id.
Prints "ID<TAB>PRIORITY<TAB>MODE<TAB>TITLE"; nothing on stdout (and a note on
stderr) when no open story of the mode is left. Exit 0 in both cases.

Options:
  --prd FILE     the PRD (default: prd.json)
  --mode MODE    audit, linting or fixing
  --prompt       print the exact prompt bytes the agent would get instead
  --policy FILE  the policy appended to the prompt (default: ./CODEX.md if it
                 exists, else the CODEX.md shipped with ralph-action)
  --json         print {file, mode, story, prompt?}; story is null when none is open
`,
  run
}
