/**
 * One parser per kind of setting, for the action's inputs and the CLIs' flags alike. A source
 * gives the raw text of a setting ('' and absent both mean "not given") and says how to word it.
 */
import { SettingError, type Surface } from './errors.js'

export interface SettingSource {
  /** The raw text of `setting`, undefined when not given. */
  read(setting: string): string | undefined
  surface: Surface
}

/** The trimmed value, or undefined when it is empty or absent. */
export function text(source: SettingSource, setting: string): string | undefined {
  const value = source.read(setting)?.trim()
  return value === undefined || value === '' ? undefined : value
}

export function wholeNumber(
  source: SettingSource,
  setting: string,
  fallback: number,
  min: number
): number {
  const value = text(source, setting)
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value)))
    throw new SettingError(setting, value, `a whole number of at least ${min}.`, source.surface)
  return Number(value)
}

/** The YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them (a flag reads 'true'). */
export function flag(source: SettingSource, setting: string, fallback: boolean): boolean {
  const value = text(source, setting)
  switch (value) {
    case undefined:
      return fallback
    case 'true':
    case 'True':
    case 'TRUE':
      return true
    case 'false':
    case 'False':
    case 'FALSE':
      return false
    default:
      throw new SettingError(setting, value, 'true or false.', source.surface)
  }
}

/** "a, b or c", as the messages list the accepted values. */
export function listChoices(choices: readonly string[]): string {
  return choices.length < 2
    ? choices.join('')
    : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`
}

/** An enum: not given gives the fallback, anything outside `choices` is refused. */
export function choice<T extends string>(
  source: SettingSource,
  setting: string,
  choices: readonly T[],
  fallback: T
): T
export function choice<T extends string>(
  source: SettingSource,
  setting: string,
  choices: readonly T[]
): T | undefined
export function choice<T extends string>(
  source: SettingSource,
  setting: string,
  choices: readonly T[],
  fallback?: T
): T | undefined {
  const value = text(source, setting)
  if (value === undefined) return fallback
  if ((choices as readonly string[]).includes(value)) return value as T
  throw new SettingError(setting, value, `${listChoices(choices)}.`, source.surface)
}

/** A value checked by a domain parser; its failure becomes a SettingError saying `expected`. */
export function parsed<T>(
  source: SettingSource,
  setting: string,
  fallback: string,
  parse: (value: string) => T,
  expected: string
): T {
  const value = text(source, setting) ?? fallback
  try {
    return parse(value)
  } catch (error) {
    throw new SettingError(setting, value, expected, source.surface, { cause: error })
  }
}
