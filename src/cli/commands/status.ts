import { prdChart } from '../../github/summary.js'
import { prdKey } from '../../loop/prd/initial-prd.js'
import { statusCounts, storyRows } from '../../loop/plan/status.js'
import { readEvents } from '../../loop/record/events.js'
import { eventsOfPrd, lastRunMoves } from '../../loop/record/replay.js'
import { openRepo } from '../../loop/step-repo.js'
import { MODES } from '../../loop/types.js'
import { optionsOf, prdCommand } from '../args.js'
import { EXIT } from '../exit-codes.js'
import { json, table } from '../format.js'
import type { CliIo } from '../io.js'

const OPTIONS = { ...optionsOf('prd'), markdown: { type: 'boolean' } } as const

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, settings, loaded } = await prdCommand(args, OPTIONS, io)
  if (loaded.kind === 'exit') return loaded.code
  if (values.markdown === true) {
    // What the PRD's last run in the events log did; nothing outside a repository.
    const repo = await openRepo(settings.prd, io.cwd).catch(() => undefined)
    const events = repo ? eventsOfPrd((await readEvents(repo.eventsLog)).events, prdKey(repo)) : []
    io.stdout.write(prdChart(storyRows(loaded.prd, settings.mode), lastRunMoves(events)))
    return EXIT.ok
  }
  const counts = statusCounts(loaded.prd, settings.mode)
  if (values.json === true) {
    io.stdout.write(json({ file: settings.prd, mode: settings.mode ?? null, ...counts }))
    return EXIT.ok
  }
  const { open, passing, skipped } = counts.byStatus
  const modes = MODES.filter(mode => counts.byMode[mode] !== undefined)
  const rows = modes.map(mode => {
    const tally = counts.byMode[mode]
    return [mode, tally.open, tally.passing, tally.skipped]
  })
  io.stdout.write(
    `${settings.prd}: ${counts.total} stories: ${open} open, ${passing} passing, ${skipped} skipped\n` +
      table(['MODE', 'OPEN', 'PASSING', 'SKIPPED'], rows) +
      '\n'
  )
  return EXIT.ok
}

export const usage = `Usage: ralph status [--prd FILE] [--mode MODE] [--json | --markdown]

Counts the stories per status (open, passing, skipped) and per mode.

Options:
  --prd FILE   the PRD (default: prd.json)
  --mode MODE  only stories of this mode: audit, linting or fixing
  --json       print {file, mode, total, byStatus, byMode}
  --markdown   print the chart the action's job summary opens with (Mermaid):
               the stories by mode and status, the failed attempts, and what
               the last run in the events log did
`
