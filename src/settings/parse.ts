/**
 * One parser per kind of setting, for the action's inputs and the CLIs' flags alike. A source
 * gives the raw text of a setting ('' and absent both mean "not given") and says how to word it.
 */
import { SettingError, settingName, type Surface } from './errors.js'

export interface SettingSource {
  read(setting: string): string | undefined
  surface: Surface
  /** Settings whose name differs on this surface (`agent-args` is --agent-arg). */
  aliases?: Readonly<Record<string, string>>
}

const nameOn = (source: SettingSource, setting: string): string =>
  source.aliases?.[setting] ?? setting

export function named(source: SettingSource, setting: string): string {
  return settingName(nameOn(source, setting), source.surface)
}

export function refuse(
  source: SettingSource,
  setting: string,
  value: string,
  expected: string,
  cause?: unknown
): SettingError {
  const options = cause === undefined ? undefined : { cause }
  return new SettingError(nameOn(source, setting), value, expected, source.surface, options)
}

/**
 * parseArgs values as a source: a boolean flag given reads 'true'; a flag given more than once
 * reads its values one a line, as an input lists them (so one value may not hold a line break).
 */
export function flagSource(
  values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>,
  aliases: Readonly<Record<string, string>> = {}
): SettingSource {
  const source: SettingSource = {
    surface: 'flag',
    aliases,
    read: setting => {
      const value = values[aliases[setting] ?? setting]
      if (value === true) return 'true'
      if (typeof value === 'string') return value
      if (!Array.isArray(value)) return undefined
      const texts = value.map(String)
      const broken = texts.find(text => text.includes('\n'))
      if (broken !== undefined)
        throw refuse(source, setting, broken, 'one line; give the flag again for each value.')
      return texts.join('\n')
    }
  }
  return source
}

/** The trimmed value, or undefined when it is empty or absent. */
export function text(source: SettingSource, setting: string): string | undefined {
  const value = source.read(setting)?.trim()
  return value === '' ? undefined : value
}

export function list(source: SettingSource, setting: string): string[] {
  return split(source.read(setting), /[\n,]/)
}

/** One item a line (globs may hold commas in braces). */
export function lines(source: SettingSource, setting: string): string[] {
  return split(source.read(setting), /\n/)
}

function split(value: string | undefined, separator: RegExp): string[] {
  return (value ?? '')
    .split(separator)
    .map(item => item.trim())
    .filter(item => item !== '')
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
    throw refuse(source, setting, value, `a whole number of at least ${min}.`)
  return Number(value)
}

/** The YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them (a flag reads 'true'). */
export function flag(source: SettingSource, setting: string, fallback: boolean): boolean {
  const value = text(source, setting)
  if (value === undefined) return fallback
  if (['true', 'True', 'TRUE'].includes(value)) return true
  if (['false', 'False', 'FALSE'].includes(value)) return false
  throw refuse(source, setting, value, 'true or false.')
}

/** "a, b or c", as the messages list the accepted values. */
export function listChoices(choices: readonly string[]): string {
  return choices.length < 2
    ? choices.join('')
    : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`
}

/** An enum: not given gives the fallback, anything outside `choices` is refused. */
export function choice<T extends string, F extends T | undefined = undefined>(
  source: SettingSource,
  setting: string,
  choices: readonly T[],
  fallback?: F
): T | F {
  const value = text(source, setting)
  if (value === undefined) return fallback as F
  if ((choices as readonly string[]).includes(value)) return value as T
  throw refuse(source, setting, value, `${listChoices(choices)}.`)
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
    throw refuse(source, setting, value, expected, error)
  }
}
