import { statusCounts } from '../../loop/plan/status.js'
import { MODES } from '../../loop/types.js'
import { COMMAND_FLAGS } from '../../settings/step-flags.js'
import { optionsOf, findPrd, parseCommandArgs, prdSettings } from '../args.js'
import type { CommandBody } from '../command.js'
import { EXIT } from '../exit-codes.js'
import { json, table } from '../format.js'
import type { CliIo } from '../io.js'
import { loadPrdForCommand } from '../load-prd.js'

async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = await findPrd(parseCommandArgs(args, optionsOf(COMMAND_FLAGS.prd)), io.cwd)
  const settings = prdSettings(values, io)
  const loaded = await loadPrdForCommand(settings, io)
  if (loaded.kind === 'exit') return loaded.code
  const counts = statusCounts(loaded.prd, settings.mode)
  if (settings.json) {
    io.stdout.write(json({ file: settings.prdFile, mode: settings.mode ?? null, ...counts }))
    return EXIT.ok
  }
  const { open, passing, skipped } = counts.byStatus
  const modes = MODES.filter(mode => counts.byMode[mode] !== undefined)
  const rows = modes.map(mode => {
    const tally = counts.byMode[mode]
    return [mode, tally.open, tally.passing, tally.skipped]
  })
  io.stdout.write(
    `${settings.prdFile}: ${counts.total} stories: ${open} open, ${passing} passing, ${skipped} skipped\n` +
      table(['MODE', 'OPEN', 'PASSING', 'SKIPPED'], rows) +
      '\n'
  )
  return EXIT.ok
}

export const statusCommand: CommandBody = {
  usage: `Usage: ralph status [--prd FILE] [--mode MODE] [--json]

Counts the stories per status (open, passing, skipped) and per mode.

Options:
  --prd FILE   the PRD (default: prd.json)
  --mode MODE  only stories of this mode: audit, linting or fixing
  --json       print {file, mode, total, byStatus, byMode}
`,
  run
}
