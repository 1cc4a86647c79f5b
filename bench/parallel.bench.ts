/**
 * Stories in sequence against stories in parallel, whole processes of the `ralph` CLI (from
 * the TypeScript sources through tsx): 8 fixing stories with disjoint scopes and an agent that
 * takes RALPH_AGENT_SECONDS (default 20) seconds, then writes its story's file and report.
 * Sequential: `ralph run 8` in one clone. Parallel: `ralph plan --max 8`, then 8 concurrent
 * `ralph step --story ID --bundle DIR`, each in its own clone (as matrix jobs are), then one
 * `ralph publish DIR… --story …` in a fresh clone. Wall time of each, and the ratio; the
 * parallel side's clones are counted in its time.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const STORIES = 8
const SECONDS = Number(process.env.RALPH_AGENT_SECONDS ?? '20')
const root = dirname(dirname(fileURLToPath(import.meta.url)))
const ENTRY = join(root, 'src', 'cli', 'ralph-entry.ts')
// Resolved here: the CLI runs in temporary clones, where a bare 'tsx' would not resolve.
const TSX = import.meta.resolve('tsx')
const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null'
}

const git = (cwd: string, args: string[]): string =>
  execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8' }).trim()

function ralph(cwd: string, args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, ENTRY, ...args], {
      cwd,
      env: ENV,
      stdio: ['ignore', 'pipe', 'inherit']
    })
    const out: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.on('error', reject)
    child.on('close', code => resolve({ code: code ?? 1, stdout: Buffer.concat(out).toString() }))
  })
}

async function timed<T>(body: () => Promise<T>): Promise<[number, T]> {
  const start = process.hrtime.bigint()
  const value = await body()
  return [Number(process.hrtime.bigint() - start) / 1e9, value]
}

function setup(dir: string): { origin: string; agent: string[] } {
  const ids = Array.from({ length: STORIES }, (_, i) => `FIX-${String(i + 1).padStart(3, '0')}`)
  const stories = ids.map((id, i) => ({
    id,
    title: `Story ${id}`,
    priority: i + 1,
    mode: 'fixing',
    scope: [`part${i + 1}/**`],
    acceptance_criteria: [`Created .ralph/reports/${id}.md`],
    passes: false
  }))
  const seed = join(dir, 'seed')
  mkdirSync(seed)
  git(seed, ['init', '-q', '--initial-branch=main'])
  for (let i = 1; i <= STORIES; i++) {
    mkdirSync(join(seed, `part${i}`))
    writeFileSync(join(seed, `part${i}`, 'file.ts'), `export const v = ${i}\n`)
  }
  writeFileSync(join(seed, '.gitignore'), '.runtime/\n')
  writeFileSync(
    join(seed, 'prd.json'),
    JSON.stringify(
      { schema_version: '1.0.0', project: 'bench', defaults: { mode_default: 'fixing' }, stories },
      null,
      2
    ) + '\n'
  )
  git(seed, ['add', '-A'])
  git(seed, ['commit', '-qm', 'initial'])
  const origin = join(dir, 'origin.git')
  git(dir, ['clone', '-q', '--bare', seed, origin])
  const agent = join(dir, 'agent.mjs')
  writeFileSync(
    agent,
    [
      "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'",
      "import { dirname } from 'node:path'",
      'const [seconds, story, report] = process.argv.slice(2)',
      'readFileSync(0)',
      'await new Promise(resolve => setTimeout(resolve, Number(seconds) * 1000))',
      "const part = 'part' + Number(story.slice(4))",
      "writeFileSync(part + '/file.ts', '// changed by ' + story + '\\n')",
      'mkdirSync(dirname(report), { recursive: true })',
      "writeFileSync(report, '# ' + story + '\\n')"
    ].join('\n')
  )
  const template = JSON.stringify([
    process.execPath,
    agent,
    String(SECONDS),
    '{story_id}',
    '{report_path}'
  ])
  return { origin, agent: ['--agent', 'command', '--agent-command', template] }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-bench-parallel-'))
  try {
    const { origin, agent } = setup(dir)
    let clones = 0
    const clone = (): string => {
      const target = join(dir, `clone-${++clones}`)
      git(dir, ['clone', '-q', origin, target])
      return target
    }
    process.stderr.write(`parallel bench: sequential ralph run ${STORIES}\n`)
    const [sequential, seqRun] = await timed(async () =>
      ralph(clone(), ['run', String(STORIES), ...agent])
    )
    const passedSeq = seqRun.stdout.split('\n').filter(line => line.startsWith('PASS ')).length

    process.stderr.write('parallel bench: plan, concurrent steps, publish\n')
    const [parallel, result] = await timed(async () => {
      const planned = await ralph(clone(), ['plan', '--max', String(STORIES)])
      const ids = (JSON.parse(planned.stdout) as { include: { story: string }[] }).include.map(
        entry => entry.story
      )
      const steps = await Promise.all(
        ids.map(id => {
          const work = clone()
          return ralph(work, [
            'step',
            '--story',
            id,
            '--bundle',
            join(dir, 'bundles', id),
            ...agent
          ])
        })
      )
      const published = await ralph(clone(), [
        'publish',
        ...ids.map(id => join(dir, 'bundles', id)),
        ...ids.flatMap(id => ['--story', id])
      ])
      return { ids, steps, published }
    })
    const passedPar = result.published.stdout
      .split('\n')
      .filter(l => l.startsWith('PUBLISHED')).length
    const load = loadavg()[0]?.toFixed(1) ?? '?'
    const lines = [
      '## Stories in parallel: plan, concurrent steps, publish (bench/parallel.bench.ts)',
      '',
      `${STORIES} fixing stories with disjoint scopes, a fake agent (\`--agent command\`) that takes`,
      `${SECONDS} s and then writes its story's file and report; whole \`ralph\` processes from the`,
      `TypeScript sources (tsx); ${cpus().length} cores, load ${load} at the end.`,
      '',
      '| Flow | Wall time | Stories passed |',
      '| --- | ---: | ---: |',
      `| sequential: \`ralph run ${STORIES}\` | ${sequential.toFixed(1)} s | ${passedSeq} |`,
      `| parallel: \`ralph plan\` (${result.ids.length} stories) → ${result.ids.length} concurrent \`ralph step --story --bundle\` (own clones) → one \`ralph publish\` | ${parallel.toFixed(1)} s | ${passedPar} |`,
      '',
      `Sequential / parallel wall time: **${(sequential / parallel).toFixed(2)}×** (ideal: ${STORIES}×, less the`,
      'clones, the plan, the publish and starting 8 processes at once on these cores). The agents',
      'wait rather than compute; with real agents the limits are the runners and the API.',
      ''
    ]
    if (passedSeq !== STORIES || passedPar !== STORIES)
      lines.push(`Warning: expected ${STORIES} passes on both sides.`, '')
    process.stdout.write(lines.join('\n'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
