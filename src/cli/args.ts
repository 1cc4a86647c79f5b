import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { StepError, type StepSettings } from '../loop/step-settings.js'
import { flagSource, type SettingSource } from '../settings/parse.js'
import { COMMAND_FLAGS, FLAGS, type FlagSpec } from '../settings/step-flags.js'
import { DEFAULT_PRD, readPrd, readStep } from '../settings/step.js'
import { loadPrd } from '../loop/prd/prd.js'
import { formatProblem } from '../loop/types.js'
import { UsageError } from '../settings/errors.js'
import { EXIT } from './exit-codes.js'
import type { CliIo } from './io.js'

export type Options = NonNullable<ParseArgsConfig['options']>
type Values = ReturnType<typeof parseArgs>['values']

const COMMON = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const

type FlagCommand = keyof typeof COMMAND_FLAGS

export function optionsOf(command: FlagCommand): Options & typeof COMMON {
  const options: Options = { ...COMMON }
  for (const setting of COMMAND_FLAGS[command]) {
    const spec: FlagSpec = FLAGS[setting]
    options[spec.flag ?? setting] =
      spec.arg === undefined
        ? { type: 'boolean' }
        : { type: 'string', multiple: spec.repeatable === true }
  }
  return options as Options & typeof COMMON
}

export function flagUsage(command: FlagCommand, ...own: [string, string][]): string {
  const rows: [string, string][] = COMMAND_FLAGS[command].map(setting => {
    const spec: FlagSpec = FLAGS[setting]
    return [`--${spec.flag ?? setting}${spec.arg === undefined ? '' : ` ${spec.arg}`}`, spec.help]
  })
  rows.push(...own)
  const width = Math.max(...rows.map(([head]) => head.length)) + 1
  const indent = ' '.repeat(width + 2)
  const lines = rows.flatMap(([head, help]) => {
    const [first, ...rest] = help.split('\n')
    return [`  ${head.padEnd(width)}${first}`, ...rest.map(line => indent + line)]
  })
  return lines.join('\n') + '\n'
}

export function parseCommandArgs<T extends Options>(
  args: string[],
  options: T,
  allowPositionals = false
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals })
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: error })
  }
}

/**
 * The command's flags. Without --prd, the PRD is `prd.json` in the working folder, else the one
 * at the top of the repository the folder is in (as git finds its repository from a subfolder).
 */
export async function parseFlags<T extends Options>(
  args: string[],
  options: T,
  cwd: string,
  allowPositionals = false
) {
  const parsed = parseCommandArgs(args, options, allowPositionals)
  const values = parsed.values as { prd?: unknown }
  if (values.prd !== undefined || existsSync(join(cwd, DEFAULT_PRD))) return parsed
  // Loaded here, not at the top: a command run where prd.json is (validate) needs no git.
  const { Repository } = await import('../git/repository.js')
  const top = await new Repository(cwd).paths().then(
    paths => paths.top,
    () => undefined
  )
  if (top !== undefined && existsSync(join(top, DEFAULT_PRD)))
    values.prd = relative(cwd, join(top, DEFAULT_PRD))
  return parsed
}

/** The flags and the PRD of a command that needs a valid one (its problems on stderr). */
export async function prdCommand<T extends Options>(args: string[], options: T, io: CliIo) {
  const { values } = await parseFlags(args, options, io.cwd)
  const settings = readPrd(source(values))
  return { values, settings, loaded: await prdOrExit(settings.prd, io) }
}

/** The PRD as the user named it (for messages), read from the CLI's working folder. */
export async function prdOrExit(prdFile: string, io: CliIo) {
  const result = await loadPrd(prdFile, resolve(io.cwd, prdFile))
  if (result.kind === 'ok') return result
  const { problems } = result
  for (const problem of problems) io.stderr.write(formatProblem(problem) + '\n')
  if (result.kind === 'missing') return { kind: 'exit' as const, code: EXIT.missing }
  io.stderr.write(`${prdFile}: ${problems.length} problem(s)\n`)
  return { kind: 'exit' as const, code: EXIT.invalid }
}

/** `ralph step` and `ralph run`: the engine's settings, the policy found from the working folder. */
export function stepSettings(values: Values, io: CliIo): StepSettings {
  const { prd, mode, policy, protect, engine } = readStep(source(values))
  return { ...engine, prd, mode, protect, policy: policyFile(policy, io) }
}

const ALIASES = Object.fromEntries(
  Object.entries(FLAGS).flatMap(([setting, spec]) => ('flag' in spec ? [[setting, spec.flag]] : []))
)

/** The flags as a setting source; an empty --prd is a mistake, not "the default". */
export function source(values: Values): SettingSource {
  if (values.prd === '') throw new UsageError('--prd needs a file name')
  return flagSource(values, ALIASES)
}

export function policyFile(value: string | undefined, io: CliIo): string | undefined {
  if (value === undefined) return undefined
  const path = resolve(io.cwd, value)
  if (!existsSync(path))
    throw new StepError(
      'missing',
      `${value}: does not exist (pass an existing policy file with --policy, or omit it)`
    )
  return path
}
