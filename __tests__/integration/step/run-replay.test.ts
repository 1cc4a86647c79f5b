import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eventFindings } from '../../../src/loop/record/events.js'
import { fakeAgents, FakeAgents } from '../../helpers/agents.js'
import { copyRepo, type TestRepo } from '../../helpers/repo.js'
import { PROJECT_ROOT } from '../../helpers/fixtures.js'
import {
  CliRun,
  PRD_FILE,
  prdText,
  ralph,
  readPrd,
  story,
  storyRepo
} from '../../helpers/story-repo.js'

let repo: TestRepo
let fakes: FakeAgents

/** AUDIT-001 passes; AUDIT-002 fails once, then passes; AUDIT-003 always fails. */
const SCENARIO = {
  'AUDIT-001': [[{ do: 'message', text: '# 001\n' }]],
  'AUDIT-002': [[{ do: 'exit', code: 1 }], [{ do: 'message', text: '# 002\n' }]],
  'AUDIT-003': [[{ do: 'write', path: 'src/a.ts', content: 'not allowed in audit\n' }]]
}

const STORIES = [
  story('AUDIT-001', { mode: 'audit' }),
  story('AUDIT-002', { mode: 'audit', priority: 2 }),
  story('AUDIT-003', { mode: 'audit', priority: 3 }),
  story('FIX-001', { priority: 1 })
]

beforeEach(async () => {
  repo = storyRepo(STORIES, 'audit')
  fakes = fakeAgents(repo.dir)
})
afterEach(() => {
  fakes.cleanup()
  repo.cleanup()
})

/**
 * `ralph run 5 --max-attempts 2` in a repository of its own, made once for the tests that read
 * what it left: each test works on a copy (copyRepo) or only reads.
 */
let scripted: Promise<{ repo: TestRepo; result: CliRun }> | undefined
function scriptedRun(): Promise<{ repo: TestRepo; result: CliRun }> {
  scripted ??= (async () => {
    const ran = storyRepo(STORIES, 'audit')
    const agents = fakeAgents(ran.dir)
    const result = await ralph(ran.dir, ['run', '5', '--max-attempts', '2'], agents.env(SCENARIO))
    return { repo: ran, result }
  })()
  return scripted
}
afterAll(async () => (await scripted)?.repo.cleanup())

/** This test's repository: a copy of the scripted run's. */
async function afterScriptedRun(): Promise<CliRun> {
  const { repo: ran, result } = await scriptedRun()
  fakes.cleanup()
  repo.cleanup()
  repo = copyRepo(ran)
  fakes = fakeAgents(repo.dir)
  return result
}

const run = (args: string[]) => ralph(repo.dir, args, fakes.env(SCENARIO))
const log = (): unknown[] =>
  readFileSync(join(repo.dir, '.runtime/events.log'), 'utf8')
    .trimEnd()
    .split('\n')
    .map(line => JSON.parse(line) as unknown)

describe('ralph run', () => {
  it('runs the scripted passes, retries and skip, and then does not promise completion', async () => {
    const result = await afterScriptedRun()
    // The start of each attempt on stderr (no warning there).
    expect(result.stderr.split('\n').filter(line => !line.startsWith('  '))).toEqual([
      ...['AUDIT-001 (attempt 1', 'AUDIT-002 (attempt 1', 'AUDIT-002 (attempt 2']
        .concat(['AUDIT-003 (attempt 1', 'AUDIT-003 (attempt 2'])
        .map(what => `RUN ${what} of 2) with codex 0.171.0, timeout 900 s`),
      ''
    ])
    expect(result.code).toBe(0)
    const lines = result.stdout.split('\n')
    expect(lines.filter(line => !line.startsWith('  ')).slice(0, 5)).toEqual([
      'PASS AUDIT-001 (attempt 1): report .ralph/reports/AUDIT-001.md, written from the last message',
      'FAIL AUDIT-002 (attempt 1 of 2): agent exited with code 1',
      'PASS AUDIT-002 (attempt 2): report .ralph/reports/AUDIT-002.md, written from the last message',
      "FAIL AUDIT-003 (attempt 1 of 2): scope violation: src/a.ts (audit stories may write only their report '.ralph/reports/AUDIT-003.md')",
      "SKIP AUDIT-003 after 2 failed attempts: scope violation: src/a.ts (audit stories may write only their report '.ralph/reports/AUDIT-003.md')"
    ])
    expect(lines).toContain('  reverted 1 write(s); patch: .runtime/attempts/AUDIT-003-1.patch')
    // AUDIT-003 was skipped, not done: no promise, and the line says which and how to retry.
    expect(lines).not.toContain('<promise>COMPLETE</promise>')
    expect(lines).toContain(
      "not complete: 1 audit story(ies) skipped after their attempts ran out: AUDIT-003 (reset 'skipped' and 'attempts' in the PRD to retry)"
    )
    expect(readFileSync(join(repo.dir, 'src/a.ts'), 'utf8')).toBe('export const a = 1\n')
    // `ralph list` names the column for what it counts: AUDIT-002 passed after 1 failed attempt.
    const listed = (await run(['list'])).stdout.split('\n')
    expect(listed[0]).toMatch(/ STATUS +FAILED +TITLE$/)
    expect(listed.find(line => line.startsWith('AUDIT-002'))).toMatch(
      / passing +1 +Story AUDIT-002$/
    )
    const rows = readPrd(repo.dir).stories.map(s => [s.id, s.passes, s.attempts, s.skipped])
    expect(rows).toEqual([
      ['AUDIT-001', true, undefined, undefined],
      ['AUDIT-002', true, 1, undefined],
      ['AUDIT-003', false, 2, true],
      ['FIX-001', false, undefined, undefined]
    ])
    const events = log()
    for (const event of events) expect(eventFindings(event)).toEqual([])
    expect(events.map(e => (e as { event: string }).event)).toEqual([
      'run_start',
      ...['story_start', 'agent_exit', 'story_pass'],
      ...['story_start', 'agent_exit', 'story_fail'],
      ...['story_start', 'agent_exit', 'story_pass'],
      ...['story_start', 'agent_exit', 'scope_violation', 'story_fail'],
      ...['story_start', 'agent_exit', 'scope_violation', 'story_fail', 'story_skip'],
      'run_end'
    ])
    // No open story is left, but one was skipped: not `complete`.
    expect(events.at(-1)).toMatchObject({ event: 'run_end', steps: 5, reason: 'skipped' })
    // The chart of the job summary, for a README: the stories and what this run did.
    const classes = [
      ['passing', 'fill:#dafbe1,stroke:#1a7f37,color:#000', 's0,s2'],
      ['open', 'fill:#fff8c5,stroke:#9a6700,color:#000', 's1'],
      ['skipped', 'fill:#ffebe9,stroke:#cf222e,color:#000', 's3']
    ].flatMap(([name, style, ids]) => [`  classDef ${name} ${style}`, `  class ${ids} ${name}`])
    expect((await run(['status', '--markdown'])).stdout).toBe(
      [
        '```mermaid',
        'flowchart LR',
        '  subgraph audit ["audit: 2 passing, 0 open, 1 skipped"]',
        '    s0["AUDIT-001<br/>passing<br/>this run: passed, attempt 1"]',
        '    s2["AUDIT-002<br/>passing<br/>1 failed attempt<br/>this run: failed, attempt 1<br/>this run: passed, attempt 2"]',
        '    s3["AUDIT-003<br/>skipped<br/>2 failed attempts<br/>this run: violation, attempt 1<br/>this run: violation, attempt 2"]',
        '  end',
        '  subgraph fixing ["fixing: 0 passing, 1 open, 0 skipped"]',
        '    s1["FIX-001<br/>open"]',
        '  end',
        ...classes,
        ...['s0', 's2', 's3'].map(id => `  style ${id} stroke-width:4px`),
        '```',
        ''
      ].join('\n')
    )
  })

  it("prints docs/step.md's example for the same stories, line by line", async () => {
    const doc = readFileSync(join(PROJECT_ROOT, 'docs', 'step.md'), 'utf8')
    const block = /```\n(\$ ralph step[^]*?)```/.exec(doc)![1]!
    for (const part of block.split(/^\$ /m).filter(Boolean)) {
      const [command, ...expected] = part.trimEnd().split('\n')
      const result = await run(command!.split(' ').slice(1))
      expect(result.code).toBe(0)
      // "…" in the doc stands for the rest of a line; the run id differs each time.
      const patterns = expected.map(
        line =>
          new RegExp(
            `^${line
              .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
              .replace('…', '.*')
              .replace('20240314T120000Z-1a2b3c', '\\S+')}$`
          )
      )
      const lines = result.stdout.trimEnd().split('\n')
      const rows = Array.from({ length: Math.max(lines.length, expected.length) }, (_, i) =>
        patterns[i]?.test(lines[i] ?? '') ? 'as documented' : `${lines[i]} (doc: ${expected[i]})`
      )
      expect(rows).toEqual(rows.map(() => 'as documented'))
    }
  })

  it("steps the repository's PRD from a subfolder", async () => {
    const result = await ralph(join(repo.dir, 'src'), ['step'], fakes.env(SCENARIO))
    expect(result.stdout).toMatch(/^PASS AUDIT-001 /)
    expect(readPrd(repo.dir).stories[0]?.passes).toBe(true)
  })

  it('stops after N steps without promising completion', async () => {
    const result = await run(['run', '2'])
    expect(result.stdout).not.toContain('<promise>COMPLETE</promise>')
    expect(result.stdout).toMatch(/2 step\(s\) in run \S+\n$/)
    expect(log().at(-1)).toMatchObject({ event: 'run_end', steps: 2, reason: 'max-steps' })
  })

  it('takes N from the PRD\'s max_stories_default; "all_open" runs until none is open', async () => {
    const prd = (limit: number | 'all_open'): string =>
      prdText(STORIES, 'audit').replace(
        '"mode_default"',
        `"max_stories_default": ${JSON.stringify(limit)}, "mode_default"`
      )
    // 0 (which the schema allows) runs no step, as in the Bash loop: no agent call, no attempt.
    writeFileSync(join(repo.dir, PRD_FILE), prd(0))
    expect((await run(['run'])).stdout).toMatch(/^0 step\(s\) in run \S+\n$/)
    expect(log().at(-1)).toMatchObject({ event: 'run_end', steps: 0, reason: 'max-steps' })
    expect(readPrd(repo.dir).stories.map(s => s.attempts ?? 0)).toEqual([0, 0, 0, 0])
    writeFileSync(join(repo.dir, PRD_FILE), prd(1))
    expect((await run(['run'])).stdout).toMatch(/1 step\(s\) in run \S+\n$/)
    expect(log().at(-1)).toMatchObject({ event: 'run_end', steps: 1, reason: 'max-steps' })
    writeFileSync(join(repo.dir, PRD_FILE), prd('all_open'))
    await run(['run', '--max-attempts', '1'])
    expect(log().at(-1)).toMatchObject({ event: 'run_end', steps: 3, reason: 'skipped' })
  })

  it('without N runs until no open story of the mode remains', async () => {
    const result = await run(['run', '--max-attempts', '1'])
    expect(result.stdout).not.toContain('<promise>COMPLETE</promise>')
    expect(result.stdout).toContain('not complete: 2 audit story(ies) skipped')
    expect(readPrd(repo.dir).stories.find(s => s.id === 'FIX-001')?.passes).toBe(false)
  })

  it('refuses a bad count and a bad flag value with exit 2', async () => {
    expect((await run(['run', '0'])).stderr).toContain("Invalid step count '0'")
    const word = await run(['run', 'abc'])
    expect(word).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "ralph run: Invalid step count 'abc'. Expected a whole number >= 1: ralph run [N] [options].\nSee 'ralph run --help'.\n"
    })
    const bad = await run(['run', '--timeout-seconds', 'soon'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain(
      "Invalid value 'soon' for --timeout-seconds. Expected a whole number of at least 1."
    )
    const agent = await run(['step', '--agent', 'gpt'])
    expect(agent.stderr).toContain(
      "Invalid value 'gpt' for --agent. Expected codex, claude or command."
    )
  })
})

describe('ralph step with bad input', () => {
  it('names a missing PRD (exit 4) and an invalid one (exit 2), writing nothing', async () => {
    const missing = await run(['step', '--prd', 'nope.json'])
    expect(missing.code).toBe(4)
    expect(missing.stderr).toBe(
      'ralph step: nope.json: /: does not exist (name the PRD with --prd FILE, or create it; examples/prd.json shows the format)\n'
    )
    writeFileSync(join(repo.dir, 'bad.json'), '{"stories": [}\n')
    const invalid = await run(['step', '--prd', 'bad.json'])
    expect(invalid.code).toBe(2)
    expect(invalid.stderr).toMatch(/^ralph step: bad\.json: \/: invalid JSON at line 1, column 14/)
    expect(fakes.calls()).toEqual([])
  })

  it('names the holder of the lock after --lock-timeout-seconds (exit 3)', async () => {
    const { spawnTs, waitForOutput } = await import('../../helpers/child.js')
    const holder = spawnTs('__tests__/helpers/hold-lock.ts', [repo.dir])
    try {
      await waitForOutput(holder, 'locked')
      const result = await run(['step', '--lock-timeout-seconds', '0'])
      expect(result.code).toBe(3)
      expect(result.stderr).toContain(`is held by pid ${holder.pid}`)
      expect(fakes.calls()).toEqual([])
    } finally {
      holder.stdin.write('release\n')
      await waitForOutput(holder, 'released')
    }
  })

  it('refuses a PRD outside a git repository (exit 2)', async () => {
    const { tempDir } = await import('../../helpers/tmp.js')
    const outside = tempDir()
    try {
      writeFileSync(join(outside.dir, 'prd.json'), readFileSync(join(repo.dir, 'prd.json')))
      const result = await ralph(outside.dir, ['step'], fakes.env(SCENARIO))
      expect(result.code).toBe(2)
      expect(result.stderr).toContain('is not inside a git repository')
    } finally {
      outside.cleanup()
    }
  })
})

describe('ralph replay', () => {
  it('reproduces the statuses; a hand edit is named', async () => {
    await afterScriptedRun()
    const ok = await run(['replay'])
    expect(ok.code).toBe(0)
    expect(ok.stdout).toBe(
      "prd.json: the events reproduce every story's status (from .runtime/prd-initial/prd.json)\n"
    )
    expect((await run(['replay', '--from', 'HEAD'])).code).toBe(0)

    const file = join(repo.dir, 'prd.json')
    const prd = readPrd(repo.dir)
    const s2 = prd.stories[1]
    if (s2) s2.passes = false
    writeFileSync(file, JSON.stringify(prd, null, 2) + '\n')
    const edited = await run(['replay'])
    expect(edited.code).toBe(1)
    expect(edited.stdout).toBe(
      'AUDIT-002: the events give passing, 1 failed attempt(s); the PRD says open, 1 failed attempt(s)\n' +
        'prd.json: 1 story(ies) differ from the replay (from .runtime/prd-initial/prd.json)\n'
    )
    const asJson = JSON.parse((await run(['replay', '--json'])).stdout) as {
      differences: unknown[]
    }
    expect(asJson.differences).toEqual([
      {
        story: 'AUDIT-002',
        replayed: { status: 'passing', attempts: 1 },
        current: { status: 'open', attempts: 1 }
      }
    ])
  })

  it('--from REV takes the events already committed there as applied', async () => {
    await run(['run', '2'])
    repo.commit('PRD and events after two steps')
    await run(['run', '2'])
    expect((await run(['replay', '--from', 'HEAD'])).code).toBe(0)
    // A hand edit after that commit is named.
    const prd = readPrd(repo.dir)
    const first = prd.stories[0]
    if (first) first.passes = false
    writeFileSync(join(repo.dir, 'prd.json'), JSON.stringify(prd, null, 2) + '\n')
    const result = await run(['replay', '--from', 'HEAD'])
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/^AUDIT-001: the events give passing/)
  })

  it('ignores a torn last line with a warning', async () => {
    await run(['run', '1'])
    appendFileSync(join(repo.dir, '.runtime/events.log'), '{"v":1,"ts":')
    const result = await run(['replay'])
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('is incomplete (a crash while writing?)')
  })

  it('refuses a damaged log with exit 2 naming the line', async () => {
    await run(['run', '1'])
    const path = join(repo.dir, '.runtime/events.log')
    writeFileSync(path, 'not json\n' + readFileSync(path, 'utf8'))
    const result = await run(['replay'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('line 1: is not valid JSON')
  })

  it('names a --from that is neither a file nor a revision', async () => {
    const result = await run(['replay', '--from', 'no-such-thing'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      "--from 'no-such-thing' is neither a file nor a git revision that has prd.json"
    )
  })

  it('without a recorded initial PRD assumes every story started open', async () => {
    const result = await run(['replay'])
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('assuming every story started open')
  })
})
