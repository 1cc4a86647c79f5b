/**
 * A hostile agent, through `ralph step` with the fake `codex`: what it finds in its
 * environment, and what it can make ralph's own git run after the call.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execFile, execFileSync } from 'node:child_process'
import { NODE24 } from '../../helpers/action-run.js'
import { fakeAgents, FakeAgents, FAKE_CREDENTIALS } from '../../helpers/agents.js'
import { PROJECT_ROOT } from '../../helpers/fixtures.js'
import { copyRepo, type TestRepo } from '../../helpers/repo.js'
import { buildRalph, CliRun, ralph, storyRepo, story } from '../../helpers/story-repo.js'
import { PLACEHOLDER } from '../../../src/loop/agent/adapters/adapter.js'

let repo: TestRepo
let fakes: FakeAgents
let outside: string

beforeEach(() => {
  repo = storyRepo([story('FIX-001')])
  fakes = fakeAgents(repo.dir)
  outside = mkdtempSync(join(tmpdir(), 'ralph-hostile-'))
})

afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
  rmSync(outside, { recursive: true, force: true })
})

// The sources compiled module by module once, for the tests that start ralph as a process:
// each then starts without tsx.
let build: { dir: string; cleanup: () => void }
beforeAll(async () => {
  build = await buildRalph()
})
afterAll(() => build.cleanup())

async function step(scenario: unknown, extraEnv: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return ralph(
    repo.dir,
    ['step', '--quiet', '--kill-grace-seconds', '1'],
    fakes.env(scenario, extraEnv)
  )
}

/** Secrets a runner's environment may hold; a denylist of TOKEN/SECRET misses most of them. */
const RUNNER_SECRETS = {
  AWS_ACCESS_KEY_ID: 'AKIAFAKEFAKEFAKE1234',
  DATABASE_URL: 'postgres://app:hunter2@db.internal/app',
  GOOGLE_APPLICATION_CREDENTIALS: '/secrets/gcp-key.json',
  NPM_CONFIG__AUTH: 'dXNlcjpwYXNzd29yZA==',
  STRIPE_API_KEY: 'sk_live_fakefakefake',
  GITHUB_TOKEN: 'ghs_fakeWorkflowToken0123',
  GH_TOKEN: 'gho_fakeUserToken0123456',
  'INPUT_GITHUB-TOKEN': 'ghs_fakeInputToken012345',
  ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token-0123',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'fake-oidc-request-token-0123'
}

describe('the agent environment, by allowlist', () => {
  it('holds none of the runner secrets, and a placeholder for its OPENAI_API_KEY', async () => {
    const dump = join(fakes.state, 'env.json')
    const run = await step([{ do: 'dump-env', file: dump }, { do: 'report' }], RUNNER_SECRETS)
    expect(run.code).toBe(0)
    const seen = JSON.parse(readFileSync(dump, 'utf8')) as Record<string, string>
    for (const name of Object.keys(RUNNER_SECRETS)) expect(seen[name]).toBeUndefined()
    // The key stays with ralph's forwarder (key-forwarder.test.ts); codex holds a placeholder.
    expect(seen.OPENAI_API_KEY).toBeUndefined()
    expect(seen.CODEX_API_KEY).toBe(PLACEHOLDER)
    expect(JSON.stringify(seen)).not.toContain(FAKE_CREDENTIALS.OPENAI_API_KEY)
    const log = readFileSync(join(repo.dir, '.runtime/attempts/FIX-001-1.log'), 'utf8')
    const header = log.split('\n').find(line => line.startsWith('# environment without:')) ?? ''
    for (const name of Object.keys(RUNNER_SECRETS)) expect(header).toContain(name)
    for (const value of Object.values(RUNNER_SECRETS)) expect(log).not.toContain(value)
  })
})

describe('no ancestor holds a secret', () => {
  it.each([
    ['the sources', () => [join(build.dir, 'cli', 'ralph-entry.js')]],
    ['bin/ralph.js, the bundle', () => [join(PROJECT_ROOT, 'bin', 'ralph.js')]]
  ])(
    'ralph on node24 re-executes itself: no ancestor holds a secret in /proc/<pid>/environ (%s)',
    (_, entry) => {
      const file = join(fakes.state, 'ancestors.json')
      const env = fakes.env([{ do: 'read-ancestors', file }, { do: 'report' }], RUNNER_SECRETS)
      // Unconfined, where the agent sees its ancestors (confined it sees none: confinement.test.ts).
      const args = ['step', '--kill-grace-seconds', '1', '--sandbox', 'off']
      const out = execFileSync(NODE24, [...entry(), ...args], {
        cwd: repo.dir,
        env,
        encoding: 'utf8'
      })
      expect(out).toMatch(/^PASS FIX-001/)
      const ancestors = JSON.parse(readFileSync(file, 'utf8')) as Array<{
        pid: number
        environ: string[] | null
      }>
      // The first ancestor is ralph itself, readable to the agent; none holds a secret.
      expect(ancestors[0]?.environ).toEqual(
        expect.arrayContaining([expect.stringMatching(/^PATH=/)])
      )
      const everyEnviron = JSON.stringify(ancestors)
      for (const value of Object.values(RUNNER_SECRETS)) expect(everyEnviron).not.toContain(value)
    }
  )
})

/** A program that leaves a marker file when anything runs it (and passes stdin through). */
function program(): { path: string; marker: string } {
  const path = join(outside, 'prog.sh')
  const marker = join(outside, 'marker')
  writeFileSync(path, `#!/bin/sh\necho "$0 $*" >> '${marker}'\ncat\n`)
  chmodSync(path, 0o755)
  return { path, marker }
}

describe("ralph's git after the call runs none of the agent's programs", () => {
  function hooksDir(prog: string): string {
    const dir = join(outside, 'hooks')
    mkdirSync(dir)
    for (const hook of HOOKS) {
      writeFileSync(join(dir, hook), `#!/bin/sh\nexec '${prog}' ${hook} < /dev/null\n`)
      chmodSync(join(dir, hook), 0o755)
    }
    return dir
  }

  const HOOKS = [
    'pre-commit',
    'commit-msg',
    'post-commit',
    'post-checkout',
    'post-index-change',
    'reference-transaction',
    'pre-push',
    'pre-auto-gc',
    'post-rewrite'
  ]

  const edit = (path: string, content: string) => ({ do: 'write', path, content })
  const config = (...args: string[]) => ({ do: 'run', argv: ['git', 'config', ...args] })

  async function expectNeverRun(scenario: unknown[], marker: string): Promise<CliRun> {
    const before = readFileSync(join(repo.dir, '.git/config'), 'utf8')
    const run = await step([...scenario, { do: 'report' }])
    expect(existsSync(marker)).toBe(false)
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^FAIL FIX-001/)
    expect(readFileSync(join(repo.dir, '.git/config'), 'utf8')).toBe(before)
    return run
  }

  it('core.fsmonitor', async () => {
    const prog = program()
    const run = await expectNeverRun(
      [edit('src/a.ts', 'export const a = 2\n'), config('core.fsmonitor', prog.path)],
      prog.marker
    )
    expect(run.stdout).toContain('.git/config')
  })

  it('core.hooksPath', async () => {
    const prog = program()
    await expectNeverRun(
      [edit('src/a.ts', 'export const a = 2\n'), config('core.hooksPath', hooksDir(prog.path))],
      prog.marker
    )
  })

  it('hooks planted in .git/hooks', async () => {
    const prog = program()
    const scenario = HOOKS.map(hook =>
      edit(`.git/hooks/${hook}`, `#!/bin/sh\nexec '${prog.path}' ${hook} < /dev/null\n`)
    )
    const chmod = { do: 'run', argv: ['chmod', '+x', ...HOOKS.map(h => `.git/hooks/${h}`)] }
    await expectNeverRun(
      [edit('src/a.ts', 'export const a = 2\n'), ...scenario, chmod],
      prog.marker
    )
  })

  it('a clean/smudge filter with an in-scope .gitattributes', async () => {
    const prog = program()
    await expectNeverRun(
      [
        edit('src/.gitattributes', '* filter=x\n'),
        edit('src/a.ts', 'export const a = 2\n'),
        edit('src/b.ts', 'export const b = 3\n'),
        config('filter.x.clean', prog.path),
        config('filter.x.smudge', prog.path),
        config('filter.x.required', 'true')
      ],
      prog.marker
    )
  })

  it('a long-running filter process', async () => {
    const prog = program()
    await expectNeverRun(
      [
        edit('src/.gitattributes', '* filter=y\n'),
        edit('src/a.ts', 'export const a = 2\n'),
        config('filter.y.process', prog.path)
      ],
      prog.marker
    )
  })

  it('a diff driver and textconv', async () => {
    const prog = program()
    await expectNeverRun(
      [
        edit('src/.gitattributes', '* diff=x\n'),
        edit('src/a.ts', 'export const a = 2\n'),
        config('diff.x.command', prog.path),
        config('diff.x.textconv', prog.path),
        config('diff.external', prog.path)
      ],
      prog.marker
    )
  })

  it('a config file the repository config includes', async () => {
    const prog = program()
    // Inside the checkout, where a confined agent can write it.
    const included = join(repo.dir, '.git', 'team.gitconfig')
    writeFileSync(included, '# shared settings\n')
    repo.git(['config', 'include.path', included])
    const run = await expectNeverRun(
      [
        edit('src/a.ts', 'export const a = 2\n'),
        edit(included, `[core]\n\tfsmonitor = ${prog.path}\n`)
      ],
      prog.marker
    )
    expect(readFileSync(included, 'utf8')).toBe('# shared settings\n')
    expect(run.stdout).toContain('team.gitconfig')
  })
  it('.git swapped for a gitdir file naming a copy with its own filter', async () => {
    const prog = program()
    // Inside the checkout, where a confined agent can write.
    const copy = join(repo.dir, 'copy.git')
    const swap = [
      `cp -a .git '${copy}'`,
      `git --git-dir='${copy}' config filter.x.clean '${prog.path}'`,
      `printf '* filter=x\\n' > '${copy}/info/attributes'`,
      `mv .git '${join(repo.dir, 'moved.git')}'`,
      `printf 'gitdir: %s\\n' '${copy}' > .git`
    ].join(' && ')
    const run = await expectNeverRun(
      [edit('src/a.ts', 'export const a = 2\n'), { do: 'run', argv: ['sh', '-c', swap] }],
      prog.marker
    )
    expect(run.stdout).toMatch(/\.git\b/)
    expect(existsSync(join(repo.dir, 'moved.git'))).toBe(false)
  })
})

describe('the git dir gone', () => {
  it('deleted: the step stops with exit 11, names the git dir and the fix; the story is not passed', async () => {
    const prd = readFileSync(join(repo.dir, 'prd.json'), 'utf8')
    const run = await step([
      { do: 'write', path: 'src/a.ts', content: 'export const a = 2\n' },
      { do: 'run', argv: ['rm', '-rf', '.git'] },
      { do: 'report' }
    ])
    expect(run.code).toBe(11)
    expect(run.stderr).toContain(`'${join(repo.dir, '.git')}'`)
    expect(run.stderr).toMatch(/deleted .*clone origin again/s)
    expect(readFileSync(join(repo.dir, 'prd.json'), 'utf8')).toBe(prd)
    expect(existsSync(join(repo.dir, '.git'))).toBe(false)
  })
})

describe('no write goes unseen, whatever the timestamps say', () => {
  /**
   * Waits for the start of a second, so the user's change, the snapshot and the agent's rewrite
   * share it: 30-80 ms in, since the file system's clock lags the wall clock by up to a tick.
   */
  async function startOfSecond(): Promise<void> {
    const inSecond = () => Date.now() % 1000
    while (inSecond() < 30 || inSecond() > 80) await new Promise(resolve => setTimeout(resolve, 2))
  }

  // A tracked and an untracked file in each step: either one missed is missing from the writes
  // (and, out of scope, not restored).
  const CASES = [
    { what: 'in scope', inScope: true, tracked: 'src/a.ts', untracked: 'src/new.ts' },
    { what: 'out of scope', inScope: false, tracked: 'docs/guide.md', untracked: 'notes/todo.md' }
  ]
  // The forced timing, run many times, is in __tests__/integration/git/racy-writes.test.ts.
  const RUNS = 1

  it.each(CASES)(
    '$what, tracked and untracked: a same-size rewrite with the old mtime',
    async c => {
      const paths = [c.tracked, c.untracked]
      for (let run = 0; run < RUNS; run++) {
        if (run > 0) {
          fakes.cleanup()
          repo.cleanup()
          repo = storyRepo([story('FIX-001')])
          fakes = fakeAgents(repo.dir)
        }
        await startOfSecond()
        // The user's last changes, just before the step; the agent rewrites them in the same second.
        repo.write(Object.fromEntries(paths.map(path => [path, 'the users change\n'])))
        repo.git(['add', c.tracked])
        const scenario = [
          ...paths.map(path => ({ do: 'rewrite-same-size', path })),
          { do: 'report' },
          { do: 'next-second' }
        ]
        const result = await ralph(
          repo.dir,
          ['step', '--json', '--timeout-seconds', '60'],
          fakes.env(scenario)
        )
        expect(result.code).toBe(0)
        const outcome = (
          JSON.parse(result.stdout) as { outcome: { kind: string; writes: string[] } }
        ).outcome
        expect(outcome.writes).toEqual(expect.arrayContaining(paths))
        expect(outcome.kind).toBe(c.inScope ? 'pass' : 'fail')
        for (const path of paths) {
          const now = readFileSync(join(repo.dir, path), 'utf8')
          expect({ path, restored: now === 'the users change\n' }).toEqual({
            path,
            restored: !c.inScope
          })
        }
      }
    }
  )
})

describe("the runner's files stay the runner's", () => {
  const FORGED =
    '{"v":1,"ts":"2024-01-01T00:00:00.000Z","run":"forged","seq":99,"event":"story_pass","story":"FIX-001","attempt":1,"report_path":".ralph/reports/FIX-001.md"}'
  const log = (): string => readFileSync(join(repo.dir, '.runtime/events.log'), 'utf8')

  /**
   * .runtime/ ignored, as in a real checkout (git alone cannot put it back), and a first attempt
   * that failed, leaving an events log and an attempt log behind: made once, each test a copy.
   */
  let made: Promise<TestRepo> | undefined
  afterAll(async () => (await made)?.cleanup())
  async function afterFailedAttempt(): Promise<void> {
    made ??= (async () => {
      const at = storyRepo([story('FIX-001')])
      at.write({ '.gitignore': 'node_modules/\n.runtime/\n' })
      at.commit('ignore .runtime')
      const agents = fakeAgents(at.dir)
      const first = await ralph(
        at.dir,
        ['step', '--quiet', '--kill-grace-seconds', '1'],
        agents.env([{ do: 'exit', code: 1 }])
      )
      expect(first.stderr).toBe('')
      expect(first.stdout).toMatch(/^FAIL FIX-001/)
      return at
    })()
    const at = await made
    fakes.cleanup()
    repo.cleanup()
    repo = copyRepo(at)
    fakes = fakeAgents(repo.dir)
  }

  async function tamperedStep(scenario: unknown[]): Promise<{ run: CliRun; before: string }> {
    await afterFailedAttempt()
    const before = log()
    const run = await step([...scenario, { do: 'report' }])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^FAIL FIX-001/)
    expect(run.stderr).toBe('')
    const replay = await ralph(repo.dir, ['replay'], fakes.env([]))
    expect(replay.code).toBe(0)
    return { run, before }
  }

  it('a forged events log is put back; replay exits 0', async () => {
    const append = ['sh', '-c', `printf '%s\\n' '${FORGED}' >> .runtime/events.log`]
    const { run, before } = await tamperedStep([{ do: 'run', argv: append }])
    expect(log().startsWith(before)).toBe(true)
    expect(log()).not.toContain('"run":"forged"')
    expect(run.stdout).toContain('.runtime/events.log')
  })

  it('a deleted events log is put back; replay exits 0', async () => {
    const { before } = await tamperedStep([{ do: 'delete', path: '.runtime/events.log' }])
    expect(log().startsWith(before)).toBe(true)
  })

  it('an earlier attempt log the agent rewrote is put back', async () => {
    await afterFailedAttempt()
    const file = join(repo.dir, '.runtime/attempts/FIX-001-1.log')
    const earlier = readFileSync(file, 'utf8')
    const run = await step([
      { do: 'write', path: '.runtime/attempts/FIX-001-1.log', content: 'all good\n' },
      { do: 'report' }
    ])
    expect(run.stdout).toMatch(/^FAIL FIX-001/)
    expect(run.stdout).toContain('.runtime/attempts/FIX-001-1.log')
    expect(readFileSync(file, 'utf8')).toBe(earlier)
  })
})

describe('the global git config is put back', () => {
  let home: string
  let xdg: string

  beforeEach(() => {
    home = join(outside, 'home')
    xdg = join(outside, 'xdg')
    mkdirSync(home)
    mkdirSync(xdg)
  })

  const USER_CONFIG = '[user]\n\tname = The User\n# the user keeps these bytes\n'

  /** Every way a global config can make git start a program, as `git config` arguments. */
  function programSettings(prog: string): string[][] {
    return [
      ['core.fsmonitor', prog],
      ['core.hooksPath', outside],
      ['filter.x.clean', prog],
      ['filter.x.smudge', prog],
      ['filter.x.process', prog],
      ['filter.x.required', 'true']
    ]
  }

  const configText = (prog: string): string =>
    `[core]\n\tfsmonitor = ${prog}\n\thooksPath = ${outside}\n` +
    `[filter "x"]\n\tclean = ${prog}\n\tsmudge = ${prog}\n\trequired = true\n`

  /** The agent's writes in scope, which a filter in the global config would see. */
  const IN_SCOPE = [
    { do: 'write', path: 'src/.gitattributes', content: '* filter=x\n' },
    { do: 'write', path: 'src/a.ts', content: 'export const a = 2\n' }
  ]

  /**
   * `ralph step` as its own process, so that its git and its put-back read this HOME and
   * XDG_CONFIG_HOME (never the real ones); the agent's `git config --global` sees HOME too.
   */
  function globalStep(
    scenario: unknown[],
    extra: NodeJS.ProcessEnv = {},
    node = process.execPath
  ): Promise<CliRun> {
    const env: NodeJS.ProcessEnv = {
      ...fakes.env([...scenario, { do: 'report' }], { HOME: home, XDG_CONFIG_HOME: xdg }),
      GIT_CONFIG_GLOBAL: undefined,
      GIT_CONFIG_NOSYSTEM: '1',
      ...extra
    }
    // Unconfined: confined, the agent's HOME is private and nothing outside the checkout is
    // writable, so there is nothing to put back (confinement.test.ts).
    const args = ['step', '--quiet', '--kill-grace-seconds', '1', '--sandbox', 'off']
    const argv = [join(build.dir, 'cli', 'ralph-entry.js'), ...args]
    return new Promise(resolve => {
      execFile(node, argv, { cwd: repo.dir, env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr })
      )
    })
  }

  function expectFailedNaming(run: CliRun, marker: string, files: string[]): void {
    expect(existsSync(marker)).toBe(false)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^FAIL FIX-001/)
    for (const file of files) expect(run.stdout).toContain(file)
  }

  it.each([
    ['this node', process.execPath],
    ['node24, re-executed', NODE24]
  ])(
    '%s: ~/.gitconfig and $XDG_CONFIG_HOME/git/config: put back byte for byte, a new one removed',
    async (_, node) => {
      const prog = program()
      const dotfile = join(home, '.gitconfig')
      const xdgFile = join(xdg, 'git', 'config')
      writeFileSync(dotfile, USER_CONFIG)
      const globalConfig = programSettings(prog.path).map(args => ({
        do: 'run',
        argv: ['git', 'config', '--global', ...args]
      }))
      const run = await globalStep(
        [
          ...IN_SCOPE,
          ...globalConfig,
          { do: 'write', path: xdgFile, content: configText(prog.path) }
        ],
        {},
        node
      )
      expectFailedNaming(run, prog.marker, [dotfile, xdgFile])
      expect(readFileSync(dotfile, 'utf8')).toBe(USER_CONFIG)
      expect(existsSync(xdgFile)).toBe(false)
    }
  )

  it('a ~/.gitconfig the agent creates is removed again', async () => {
    const prog = program()
    const dotfile = join(home, '.gitconfig')
    const globalConfig = programSettings(prog.path).map(args => ({
      do: 'run',
      argv: ['git', 'config', '--global', ...args]
    }))
    const run = await globalStep([...IN_SCOPE, ...globalConfig])
    expectFailedNaming(run, prog.marker, [dotfile])
    expect(existsSync(dotfile)).toBe(false)
  })

  it('the file GIT_CONFIG_GLOBAL names (a url.insteadOf that would redirect the push too)', async () => {
    const prog = program()
    const named = join(outside, 'ci.gitconfig')
    writeFileSync(named, USER_CONFIG)
    const redirect = `[url "${outside}/stolen.git"]\n\tinsteadOf = ${repo.origin}\n`
    const run = await globalStep(
      [...IN_SCOPE, { do: 'write', path: named, content: configText(prog.path) + redirect }],
      { GIT_CONFIG_GLOBAL: named }
    )
    expectFailedNaming(run, prog.marker, [named])
    expect(readFileSync(named, 'utf8')).toBe(USER_CONFIG)
  })

  it('a ~/.gitconfig that links to a dotfiles repository: the file it links to is put back', async () => {
    const prog = program()
    const dotfiles = join(outside, 'dotfiles')
    mkdirSync(dotfiles)
    const target = join(dotfiles, 'gitconfig')
    writeFileSync(target, USER_CONFIG)
    symlinkSync(target, join(home, '.gitconfig'))
    const globalConfig = programSettings(prog.path).map(args => ({
      do: 'run',
      argv: ['git', 'config', '--global', ...args]
    }))
    const run = await globalStep([...IN_SCOPE, ...globalConfig])
    expectFailedNaming(run, prog.marker, [target])
    expect(readlinkSync(join(home, '.gitconfig'))).toBe(target)
    expect(readFileSync(target, 'utf8')).toBe(USER_CONFIG)
  })
})
