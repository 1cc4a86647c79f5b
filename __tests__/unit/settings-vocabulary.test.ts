/**
 * One input vocabulary: the action and the CLIs read a setting with the same parser and refuse
 * a bad value with the same error (setting, value, expected), worded "input 'x'" in a workflow
 * and "--x" on the command line.
 */
import { readSettings } from '../../src/action/inputs.js'
import { parseCommand } from '../../src/cli/pdf/args.js'
import { optionsOf, parseCommandArgs, stepSettings as stepFlags } from '../../src/cli/args.js'
import { stepSettings } from '../helpers/step-settings.js'
import { defaultRenameSettings } from '../../src/pdf/settings.js'
import { captureIo } from '../helpers/cli-io.js'
import { SettingError, UsageError } from '../../src/settings/errors.js'

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}

const action = (setting: string, value: string) =>
  thrown(() =>
    readSettings(name => (name === 'command' ? 'rename-pdfs' : name === setting ? value : ''))
  )
const cli = (setting: string, value: string) => thrown(() => parseCommand([`--${setting}`, value]))

const stepAction = (setting: string, value: string) =>
  thrown(() => readSettings(name => (name === 'command' ? 'step' : name === setting ? value : '')))
const stepCli = (setting: string, value: string) =>
  thrown(() =>
    stepFlags(
      parseCommandArgs([`--${setting}`, value], optionsOf('step')).values,
      captureIo('/tmp')
    )
  )

describe('one vocabulary for settings', () => {
  it.each([
    ['agent', 'gpt'],
    ['timeout-seconds', '0'],
    ['max-attempts', 'three']
  ])('step %s %j: one error, two wordings', (setting, value) => {
    const a = stepAction(setting, value) as SettingError
    const c = stepCli(setting, value) as SettingError
    expect(a).toBeInstanceOf(SettingError)
    expect(c).toBeInstanceOf(SettingError)
    expect([a.setting, a.value, a.expected]).toEqual([c.setting, c.value, c.expected])
    expect(a.message).toContain(`for input '${setting}'.`)
    expect(c.message).toContain(`for --${setting}.`)
  })

  it("hands the step's engine the settings object the input parser built", () => {
    const settings = readSettings(name =>
      name === 'command' ? 'step' : name === 'agent' ? 'claude' : name === 'max-attempts' ? '2' : ''
    )
    if (settings.command !== 'step') throw new Error('expected step settings')
    const {
      prd: _prd,
      protect: _protect,
      ...engine
    } = stepSettings({
      prd: 'x',
      agent: 'claude',
      maxAttempts: 2,
      agentArgs: [],
      allowedTools: []
    })
    expect(settings.engine).toEqual(engine)
  })

  it.each([
    ['llm-url', 'http://127.0.0.1:11434/'],
    ['llm-timeout', '0'],
    ['ocr', 'sometimes'],
    ['ocr-lang', 'de'],
    ['ocr-engine', 'native'],
    ['max-content-tokens', 'lots'],
    ['max-decompressed-mb', '0'],
    ['reader', 'mupdf']
  ])('%s %j: one error, two wordings', (setting, value) => {
    const fromAction = action(setting, value)
    const fromCli = cli(setting, value)
    expect(fromAction).toBeInstanceOf(SettingError)
    expect(fromCli).toBeInstanceOf(SettingError)
    const a = fromAction as SettingError
    const c = fromCli as SettingError
    expect([a.setting, a.value, a.surface]).toEqual([setting, value, 'input'])
    expect([c.setting, c.value, c.surface]).toEqual([setting, value, 'flag'])
    expect(a.expected).toBe(c.expected)
    expect(a.message).toBe(
      `Invalid value '${value}' for input '${setting}'. Expected ${a.expected}`
    )
    expect(c.message).toBe(`Invalid value '${value}' for --${setting}. Expected ${c.expected}`)
  })

  it('reads only the engine settings the action declares as inputs', () => {
    const settings = readSettings(name =>
      name === 'command' ? 'rename-pdfs' : name === 'jobs' || name === 'timeout' ? '0' : ''
    )
    expect(settings).toMatchObject({ pdf: { jobs: defaultRenameSettings().jobs } })
    expect(() => parseCommand(['--jobs', '0'])).toThrow(SettingError)
  })

  it('reads reader and python the same from the action and the CLI', () => {
    const fromAction = readSettings(name =>
      name === 'command'
        ? 'rename-pdfs'
        : name === 'reader'
          ? 'pymupdf'
          : name === 'python'
            ? '/opt/venv/bin/python'
            : ''
    )
    expect(fromAction).toMatchObject({ pdf: { reader: 'pymupdf', python: '/opt/venv/bin/python' } })
    expect(
      parseCommand(['--reader', 'pymupdf', '--python', '/opt/venv/bin/python', '.'])
    ).toMatchObject({ settings: { reader: 'pymupdf', python: '/opt/venv/bin/python' } })
    expect(parseCommand(['.'])).toMatchObject({ settings: { reader: 'pdfjs', python: 'python3' } })
  })

  it('has one usage-error class for the action, ralph and pdf-rename', () => {
    expect(action('require-llm', 'yes')).toBeInstanceOf(UsageError)
    expect(thrown(() => parseCommand(['--no-such-flag']))).toBeInstanceOf(UsageError)
  })
})
