import { StepError } from '../loop/step-settings.js'
import { packageVersion } from '../package-files.js'
import { UsageError } from '../settings/errors.js'
import { COMMANDS, type Command } from './commands/index.js'
import { EXIT, EXIT_CODES } from './exit-codes.js'
import { CliIo, processIo } from './io.js'

function usage(commands: readonly Command[]): string {
  const width = Math.max(...commands.map(command => command.name.length))
  return [
    'Usage: ralph <command> [options]',
    '',
    'Commands:',
    ...commands.map(command => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    "Run 'ralph <command> --help' for a command's options.",
    '',
    'Exit codes (docs/cli.md has the table shared with pdf-rename):',
    ...Object.values(EXIT_CODES)
      .filter(entry => (entry.by as readonly string[]).includes('ralph'))
      .sort((a, b) => a.code - b.code)
      .map(entry => `  ${String(entry.code).padStart(3)}  ${entry.meaning}`),
    ''
  ].join('\n')
}

const STEP_EXIT: Record<StepError['code'], number> = {
  'bad-input': EXIT.invalid,
  missing: EXIT.missing,
  'lock-held': EXIT.lockHeld,
  'agent-not-started': EXIT.agentNotStarted,
  'agent-not-ready': EXIT.agentNotReady,
  'sandbox-unavailable': EXIT.sandboxUnavailable,
  interrupted: EXIT.interrupted,
  'repository-altered': EXIT.repositoryAltered
}

function failure(error: unknown, io: CliIo, command: string): number {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof UsageError) {
    io.stderr.write(`ralph ${command}: ${message}\nSee 'ralph ${command} --help'.\n`)
    return EXIT.invalid
  }
  const code = error instanceof StepError ? STEP_EXIT[error.code] : EXIT.internal
  const unexpected = code === EXIT.internal ? 'unexpected error: ' : ''
  io.stderr.write(`ralph ${command}: ${unexpected}${message}\n`)
  return code
}

export async function main(
  argv: string[],
  io: CliIo = processIo(),
  commands: readonly Command[] = COMMANDS
): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined) {
    io.stderr.write(usage(commands))
    return EXIT.invalid
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(usage(commands))
    return EXIT.ok
  }
  if (name === '--version') {
    io.stdout.write(`ralph ${packageVersion()}\n`)
    return EXIT.ok
  }
  const command = commands.find(candidate => candidate.name === name)
  if (command === undefined) {
    io.stderr.write(
      `ralph: unknown command '${name}'. Expected one of: ${commands.map(c => c.name).join(', ')}.\n`
    )
    return EXIT.invalid
  }
  try {
    const body = await command.load()
    if (args.includes('--help') || args.includes('-h')) {
      io.stdout.write(body.usage)
      return EXIT.ok
    }
    return await body.run(args, io)
  } catch (error) {
    return failure(error, io, command.name)
  }
}
