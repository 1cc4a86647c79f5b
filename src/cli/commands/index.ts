import type { Command } from '../command.js'
import { listCommand } from './list.js'
import { nextCommand } from './next.js'
import { planCommand } from './plan.js'
import { publishCommand } from './publish.js'
import { replayCommand } from './replay.js'
import { runCommand } from './run.js'
import { statusCommand } from './status.js'
import { stepCommand } from './step.js'
import { validateCommand } from './validate.js'

/** Every `ralph` subcommand, in the order `ralph --help` shows them. */
export const COMMANDS: readonly Command[] = [
  validateCommand,
  listCommand,
  statusCommand,
  nextCommand,
  planCommand,
  stepCommand,
  runCommand,
  publishCommand,
  replayCommand
]
