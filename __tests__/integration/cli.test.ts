import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { main } from '../../src/cli/ralph.js'
import { EXIT } from '../../src/cli/exit-codes.js'
import type { Command } from '../../src/cli/commands/index.js'
import { LockHeldError } from '../../src/loop/record/lock.js'
import { DEFAULT_PROTECTED_PATHS } from '../../src/loop/plan/policy.js'
import { applyStoryPatch } from '../../src/loop/prd/prd-writer.js'
import { buildPrompt } from '../../src/loop/plan/prompt.js'
import type { Prd } from '../../src/loop/types.js'
import { PROJECT_ROOT, fixturePath } from '../helpers/fixtures.js'
import { tsArgs } from '../helpers/child.js'
import { captureIo } from '../helpers/io.js'
import { tempDir } from '../helpers/tmp.js'

async function ralph(cwd: string, ...argv: string[]) {
  const captured = captureIo(cwd)
  const code = await main(argv, captured.io)
  return { code, stdout: captured.stdout(), stderr: captured.stderr() }
}

const FIXTURES = fixturePath('prd')

/** `next --prompt` gives what a step would send, and a step needs a git repository. */
function gitInit(dir: string): void {
  execFileSync('git', ['init', '-q', dir], { stdio: 'ignore' })
}

describe('ralph validate', () => {
  it('passes a PRD in the original Bash loop format', async () => {
    const result = await ralph(FIXTURES, 'validate', '--prd', 'bash-format.json')
    expect(result).toEqual({ code: 0, stdout: 'bash-format.json: valid (3 stories)\n', stderr: '' })
  })

  it.each([
    ['malformed', '/'],
    ['missing-title', '/stories/0/title'],
    ['wrong-types', '/stories/0/priority'],
    ['duplicate-ids', '/stories/1/id'],
    ['no-created', '/stories/0/acceptance_criteria'],
    ['two-created', '/stories/0/acceptance_criteria/1'],
    ['created-absolute', '/stories/0/acceptance_criteria/0'],
    ['created-dotdot', '/stories/0/acceptance_criteria/0'],
    ['created-backslash', '/stories/0/acceptance_criteria/0'],
    ['created-protected', '/stories/0/acceptance_criteria/1'],
    ['created-workflow', '/stories/0/acceptance_criteria/0'],
    ['scope-absolute', '/stories/0/scope/0'],
    ['bidi-title', '/stories/0/title'],
    ['empty', '/'],
    ['bom', '/'],
    ['root-array', '/'],
    ['priority-zero', '/stories/0/priority'],
    ['unknown-mode', '/stories/0/mode']
  ])('exits 2 for bad/%s.json and names %s', async (name, pointer) => {
    const file = `bad/${name}.json`
    const result = await ralph(FIXTURES, 'validate', '--prd', file)
    expect(result.code).toBe(2)
    expect(result.stdout).toMatch(
      new RegExp(`^${file.replace('.', '\\.')}: ${pointer}: .+ \\(.+\\)$`, 'm')
    )
    expect(result.stderr).toMatch(/problem\(s\)\n$/)
  })

  it('prints problems as JSON with --json', async () => {
    const result = await ralph(FIXTURES, 'validate', '--prd', 'bad/unknown-mode.json', '--json')
    expect(result.code).toBe(2)
    expect(JSON.parse(result.stdout)).toEqual({
      file: 'bad/unknown-mode.json',
      valid: false,
      stories: null,
      problems: [
        {
          file: 'bad/unknown-mode.json',
          pointer: '/stories/0/mode',
          message: '"refactor" is not allowed',
          fix: 'use one of audit, linting, fixing'
        }
      ]
    })
  })

  it('exits 4 for a missing PRD and 2 for a malformed one, with line and column', async () => {
    const missing = await ralph(FIXTURES, 'validate', '--prd', 'nope.json')
    expect(missing.code).toBe(4)
    expect(missing.stdout).toMatch(/^nope\.json: \/: does not exist \(name the PRD with --prd FILE/)
    const malformed = await ralph(FIXTURES, 'validate', '--prd', 'bad/malformed.json')
    expect(malformed.stdout).toBe(
      "bad/malformed.json: /: invalid JSON at line 6, column 7: expected ',' (fix the JSON there; usual causes are a missing or trailing comma, a missing quote or a comment)\n"
    )
  })
})

describe('ralph list, status and next on a working copy', () => {
  let tmp: ReturnType<typeof tempDir>
  let prd: Prd
  beforeEach(() => {
    tmp = tempDir()
    const text = readFileSync(fixturePath('prd/bash-format.json'), 'utf8')
    writeFileSync(join(tmp.dir, 'prd.json'), applyStoryPatch(text, 'FIX-001', { attempts: 2 }))
    prd = JSON.parse(readFileSync(join(tmp.dir, 'prd.json'), 'utf8'))
  })
  afterEach(() => tmp.cleanup())

  it('list --json reports every story of the PRD with its status and attempts', async () => {
    const result = await ralph(tmp.dir, 'list', '--json')
    expect(result.code).toBe(0)
    const listed = JSON.parse(result.stdout)
    expect(listed.file).toBe('prd.json')
    expect(listed.stories).toEqual([
      {
        id: 'AUDIT-001',
        priority: 1,
        mode: 'audit',
        status: 'passing',
        attempts: 0,
        title: prd.stories[0]!.title
      },
      {
        id: 'LINT-001',
        priority: 10,
        mode: 'linting',
        status: 'skipped',
        attempts: 0,
        title: prd.stories[1]!.title
      },
      {
        id: 'FIX-001',
        priority: 20,
        mode: 'fixing',
        status: 'open',
        attempts: 2,
        title: prd.stories[2]!.title
      }
    ])
    const fixing = JSON.parse((await ralph(tmp.dir, 'list', '--json', '--mode', 'fixing')).stdout)
    expect(fixing.stories.map((s: { id: string }) => s.id)).toEqual(['FIX-001'])
  })

  it('list prints a table', async () => {
    const result = await ralph(tmp.dir, 'list')
    expect(result.stdout).toBe(
      [
        'ID         PRIORITY  MODE     STATUS   FAILED  TITLE',
        'AUDIT-001         1  audit    passing       0  Map the HTTP entry points',
        'LINT-001         10  linting  skipped       0  Baseline of the existing checks',
        'FIX-001          20  fixing   open          2  Reject unknown query parameters',
        ''
      ].join('\n')
    )
  })

  it('status --json counts what the PRD says', async () => {
    const result = await ralph(tmp.dir, 'status', '--json')
    expect(result.code).toBe(0)
    const counted = JSON.parse(result.stdout)
    const passing = prd.stories.filter(s => s.passes).length
    const skipped = prd.stories.filter(s => !s.passes && s.skipped === true).length
    expect(counted.total).toBe(prd.stories.length)
    expect(counted.byStatus).toEqual({
      open: prd.stories.length - passing - skipped,
      passing,
      skipped
    })
    expect(counted.byMode).toEqual({
      audit: { open: 0, passing: 1, skipped: 0 },
      linting: { open: 0, passing: 0, skipped: 1 },
      fixing: { open: 1, passing: 0, skipped: 0 }
    })
    const text = await ralph(tmp.dir, 'status')
    expect(text.stdout.split('\n')[0]).toBe('prd.json: 3 stories: 1 open, 1 passing, 1 skipped')
  })

  it('next follows --mode, then defaults.mode_default', async () => {
    expect(await ralph(tmp.dir, 'next', '--mode', 'fixing')).toEqual({
      code: 0,
      stdout: 'FIX-001\t20\tfixing\tReject unknown query parameters\n',
      stderr: ''
    })
    expect(await ralph(tmp.dir, 'next')).toEqual({
      code: 0,
      stdout: '',
      stderr: 'prd.json: no open audit story\n'
    })
    expect(JSON.parse((await ralph(tmp.dir, 'next', '--json')).stdout)).toEqual({
      file: 'prd.json',
      mode: 'audit',
      story: null
    })
  })

  it('next --prompt prints exactly the prompt of the selected story', async () => {
    gitInit(tmp.dir)
    const result = await ralph(tmp.dir, 'next', '--mode', 'fixing', '--prompt')
    const codex = readFileSync(join(PROJECT_ROOT, 'CODEX.md'), 'utf8')
    expect(result.stdout).toBe(
      buildPrompt(prd.stories[2]!, codex, {
        protectedPaths: ['prd.json', ...DEFAULT_PROTECTED_PATHS],
        lintDetectionOrder: prd.defaults?.lint_detection_order
      })
    )
    const asJson = await ralph(tmp.dir, 'next', '--mode', 'fixing', '--prompt', '--json')
    expect(JSON.parse(asJson.stdout)).toMatchObject({ mode: 'fixing', prompt: result.stdout })
    writeFileSync(join(tmp.dir, 'CODEX.md'), '# Local policy\n')
    const local = await ralph(tmp.dir, 'next', '--mode', 'fixing', '--prompt')
    expect(local.stdout.endsWith('\n---\n\n# Local policy\n')).toBe(true)
    const missing = await ralph(tmp.dir, 'next', '--mode', 'fixing', '--prompt', '--policy', 'x.md')
    expect(missing.code).toBe(4)
    expect(missing.stderr).toMatch(/^ralph next: x\.md: does not exist/)
  })

  it('next --prompt gives identical bytes on two runs and under another environment', () => {
    gitInit(tmp.dir)
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(
        process.execPath,
        tsArgs('src/cli/ralph-entry.ts', ['next', '--prompt', '--mode', 'fixing']),
        { cwd: tmp.dir, env, encoding: 'buffer' }
      )
    const base = { PATH: process.env.PATH ?? '' }
    const first = run({ ...base, TZ: 'UTC', LANG: 'C' })
    const second = run({ ...base, TZ: 'UTC', LANG: 'C' })
    const other = run({
      ...base,
      TZ: 'Asia/Kathmandu',
      LANG: 'de_DE.UTF-8',
      LC_ALL: 'tr_TR.UTF-8',
      HOME: tmp.dir,
      RALPH_MODE: 'audit',
      GITHUB_TOKEN: 'ghp_not_a_real_token'
    })
    expect(first.stderr.toString('utf8')).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout.length).toBeGreaterThan(1000)
    expect(second.stdout.equals(first.stdout)).toBe(true)
    expect(other.stdout.equals(first.stdout)).toBe(true)
    expect(first.stdout.toString('utf8')).toContain(
      '# Story FIX-001: Reject unknown query parameters'
    )
  })

  it('the read-only commands write nothing', async () => {
    gitInit(tmp.dir)
    const snapshot = () =>
      readdirSync(tmp.dir)
        .filter(name => name !== '.git')
        .map(name => [
          name,
          statSync(join(tmp.dir, name)).mtimeMs,
          readFileSync(join(tmp.dir, name), 'utf8')
        ])
    copyFileSync(fixturePath('prd/bad/two-created.json'), join(tmp.dir, 'bad.json'))
    const before = snapshot()
    for (const argv of [
      ['validate'],
      ['validate', '--prd', 'bad.json'],
      ['list'],
      ['status', '--json'],
      ['next', '--prompt', '--mode', 'fixing'],
      ['list', '--prd', 'bad.json']
    ])
      await ralph(tmp.dir, ...argv)
    expect(snapshot()).toEqual(before)
  })

  it("finds the repository's prd.json from a subfolder without --prd", async () => {
    gitInit(tmp.dir)
    const sub = join(tmp.dir, 'src', 'deep')
    mkdirSync(sub, { recursive: true })
    const top = await ralph(tmp.dir, 'list', '--json')
    const below = await ralph(sub, 'list', '--json')
    expect(below.code).toBe(0)
    expect(JSON.parse(below.stdout)).toEqual({ ...JSON.parse(top.stdout), file: '../../prd.json' })
    for (const command of ['status', 'next', 'validate'])
      expect({ command, code: (await ralph(sub, command)).code }).toEqual({ command, code: 0 })
    // --prd stays relative to the current folder; outside a repository nothing is looked up.
    expect((await ralph(sub, 'list', '--prd', 'prd.json')).code).toBe(EXIT.missing)
    const outside = tempDir()
    try {
      expect((await ralph(outside.dir, 'list')).stderr).toMatch(/^prd\.json: \/: does not exist/)
    } finally {
      outside.cleanup()
    }
  })

  it('list, status and next refuse an invalid PRD with exit 2 and the problems on stderr', async () => {
    copyFileSync(fixturePath('prd/bad/duplicate-ids.json'), join(tmp.dir, 'prd.json'))
    for (const command of ['list', 'status', 'next']) {
      const result = await ralph(tmp.dir, command, '--json')
      expect(result.code).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toMatch(/^prd\.json: \/stories\/1\/id: duplicate id "AUDIT-001"/)
    }
  })
})

describe('ralph command line', () => {
  it.each([
    [[], 2, '', /^Usage: ralph <command>/],
    [['--help'], 0, /validate .*\n.*list .*\n.*status .*\n.*next /, ''],
    [
      ['frobnicate'],
      2,
      '',
      "ralph: unknown command 'frobnicate'. Expected one of: validate, list, status, next, plan, step, run, publish, replay.\n"
    ],
    [
      ['list', '--bogus'],
      2,
      '',
      "ralph list: Unknown option '--bogus'\nSee 'ralph list --help'.\n"
    ],
    [
      ['list', '--mode', 'fix'],
      2,
      '',
      /Invalid value 'fix' for --mode\. Expected audit, linting or fixing\./
    ],
    [['list', '--prd', ''], 2, '', /--prd needs a file name/],
    [['next', '--help'], 0, /^Usage: ralph next/, ''],
    [['--version'], 0, /^ralph \d+\.\d+\.\d+\n$/, '']
  ])('%j exits %i', async (argv, code, stdout, stderr) => {
    const result = await ralph(FIXTURES, ...(argv as string[]))
    expect(result.code).toBe(code)
    if (typeof stdout === 'string') expect(result.stdout).toBe(stdout)
    else expect(result.stdout).toMatch(stdout)
    if (typeof stderr === 'string') expect(result.stderr).toBe(stderr)
    else expect(result.stderr).toMatch(stderr)
  })

  it('maps a held lock to exit 3 and unexpected errors to exit 70 (internal) for any subcommand', async () => {
    const throwing = (name: string, error: Error): Command => ({
      name,
      summary: 'test',
      load: () => Promise.resolve({ usage: 'test\n', run: () => Promise.reject(error) })
    })
    const commands = [
      throwing(
        'locked',
        new LockHeldError(
          '/r/.runtime/ralph.lock',
          { pid: 7, host: 'h', started: 's', token: 't' },
          10
        )
      ),
      throwing('broken', new Error('boom'))
    ]
    const locked = captureIo(FIXTURES)
    expect(await main(['locked'], locked.io, commands)).toBe(EXIT.lockHeld)
    expect(locked.stderr()).toMatch(/^ralph locked: The Ralph lock .* is held by pid 7 on host h/)
    const broken = captureIo(FIXTURES)
    expect(await main(['broken'], broken.io, commands)).toBe(EXIT.internal)
    expect(broken.stderr()).toBe('ralph broken: unexpected error: boom\n')
  })
})
