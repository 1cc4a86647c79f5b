import { storyRows } from '../../loop/plan/status.js'
import { optionsOf, prdCommand } from '../args.js'
import { EXIT } from '../exit-codes.js'
import { json, table } from '../format.js'
import type { CliIo } from '../io.js'

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, settings, loaded } = await prdCommand(args, optionsOf('prd'), io)
  if (loaded.kind === 'exit') return loaded.code
  const rows = storyRows(loaded.prd, settings.mode)
  if (values.json === true) {
    io.stdout.write(json({ file: settings.prd, mode: settings.mode ?? null, stories: rows }))
    return EXIT.ok
  }
  // The PRD's `attempts` counts failed attempts: a story that passed on its second has 1.
  const header = ['ID', 'PRIORITY', 'MODE', 'STATUS', 'FAILED', 'TITLE']
  const cells = rows.map(r => [r.id, r.priority, r.mode, r.status, r.attempts, r.title])
  io.stdout.write(table(header, cells) + '\n')
  return EXIT.ok
}

export const usage = `Usage: ralph list [--prd FILE] [--mode MODE] [--json]

Lists the stories in selection order (priority, then id): id, priority, mode,
status (open, passing, skipped), failed attempts (FAILED; the PRD's
'attempts') and title.

Options:
  --prd FILE   the PRD (default: prd.json)
  --mode MODE  only stories of this mode: audit, linting or fixing
  --json       print {file, mode, stories: [{id, priority, mode, status, attempts, title}]}
`
