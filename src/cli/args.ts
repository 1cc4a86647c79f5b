import { isAbsolute, relative, resolve, sep } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { parseMode } from '../loop/plan/select.js'
import type { Mode } from '../loop/types.js'
import { UsageError } from './command.js'
import type { CliIo } from './io.js'

type Options = NonNullable<ParseArgsConfig['options']>

/** The flags every PRD-reading command takes. */
export const PRD_OPTIONS = {
  prd: { type: 'string' },
  mode: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
} as const satisfies Options

/** Strict parseArgs (no positionals); its errors become UsageError. */
export function parseCommandArgs<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false })
  } catch (error) {
    throw new UsageError((error as Error).message, { cause: error })
  }
}

/** What the PRD-reading commands share, resolved against the CLI's working folder. */
export interface PrdSettings {
  /** The PRD as the user named it (for messages). */
  prdFile: string
  /** The PRD's absolute path. */
  prdPath: string
  /** The PRD's path relative to the working folder, with forward slashes (for the prompt). */
  prdRelative: string
  /** --mode, when given. */
  mode?: Mode
  json: boolean
}

export function prdSettings(
  values: { prd?: string; mode?: string; json?: boolean },
  io: CliIo
): PrdSettings {
  if (values.prd === '') throw new UsageError('--prd needs a file name')
  const prdFile = values.prd ?? 'prd.json'
  const prdPath = resolve(io.cwd, prdFile)
  const inside = relative(io.cwd, prdPath)
  const prdRelative =
    inside.startsWith('..') || isAbsolute(inside) ? prdFile : inside.split(sep).join('/')
  let mode: Mode | undefined
  if (values.mode !== undefined) {
    try {
      mode = parseMode(values.mode, '--mode')
    } catch (error) {
      throw new UsageError((error as Error).message, { cause: error })
    }
  }
  return { prdFile, prdPath, prdRelative, mode, json: values.json === true }
}
