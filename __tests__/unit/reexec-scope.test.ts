/** Which processes pay the Node 24 restart that hides their secrets from /proc: those that start an agent. */
import { startsAgent } from '../../src/cli/commands/index.js'
import { actionStartsAgent, cleanStart, HANDOFF } from '../../src/secrets/reexec.js'

describe('the clean start is for processes that start an agent', () => {
  it.each([
    [['step'], true],
    [['step', '--mode', 'fixing'], true],
    [['run', '3'], true],
    [['validate', '--prd', 'prd.json'], false],
    [['list'], false],
    [['publish', 'bundle'], false],
    [['--version'], false],
    [['--mode', 'step'], false],
    [[], false]
  ])('ralph %j: %s', (argv, expected) => {
    expect(startsAgent(argv)).toBe(expected)
  })

  it.each([
    ['step', true],
    [' step\n', true],
    ['validate', false],
    ['publish', false],
    ['check-scope', false],
    ['rename-pdfs', false],
    [undefined, false]
  ])('action command %j: %s', (command, expected) => {
    expect(actionStartsAgent(command === undefined ? {} : { INPUT_COMMAND: command })).toBe(
      expected
    )
  })

  it('a process that starts no agent returns at once, with its environment as it was', () => {
    const before = { ...process.env }
    expect(process.env[HANDOFF]).toBeUndefined()
    expect(cleanStart(false)).toEqual({ kind: 'no-agent' })
    expect(process.env).toEqual(before)
  })
})
