/**
 * `npm run demo`: the Ralph step end to end, offline. Validates the example PRD, then makes
 * a temporary git repository with a three-story PRD and runs the real `ralph run` on it with
 * the DEMO agent of examples/demo-agent.mjs (a script, not a coding agent): a pass, a scope
 * violation that is reverted and retried, and a story skipped after its attempts. Then it
 * prints the list, the events and the replay. Second part (examples/demo-inbox.ts): the PDF
 * inbox renamed, committed and undone. `--keep` keeps the temporary repositories.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { main } from '../src/cli/ralph.js'
import { git, runInboxDemo } from './demo-inbox.js'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const keep = process.argv.includes('--keep')

const DEMO_PRD = {
  schema_version: '1.0.0',
  project: 'ralph-demo',
  defaults: { mode_default: 'fixing', report_dir: '.ralph/reports' },
  stories: [
    {
      id: 'DEMO-001',
      title: 'Inventory of the repository',
      priority: 1,
      mode: 'audit',
      scope: ['**'],
      acceptance_criteria: ['Created .ralph/reports/DEMO-001.md listing every file'],
      passes: false
    },
    {
      id: 'DEMO-002',
      title: 'Greet by name',
      priority: 1,
      mode: 'fixing',
      scope: ['src/**'],
      acceptance_criteria: ['Created .ralph/reports/DEMO-002.md naming the changed files'],
      passes: false
    },
    {
      id: 'DEMO-003',
      title: 'A story the agent cannot finish',
      priority: 2,
      mode: 'fixing',
      scope: ['src/**'],
      acceptance_criteria: ['Created .ralph/reports/DEMO-003.md'],
      passes: false
    }
  ]
}

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Ralph Demo',
  GIT_AUTHOR_EMAIL: 'demo@example.com',
  GIT_COMMITTER_NAME: 'Ralph Demo',
  GIT_COMMITTER_EMAIL: 'demo@example.com'
}

async function makeDemoRepo(dir: string): Promise<void> {
  const files: Record<string, string> = {
    'README.md': '# Demo project\n',
    'src/greet.js': "export const greet = () => 'Hello!'\n",
    '.gitignore': '.runtime/\n',
    'prd.json': JSON.stringify(DEMO_PRD, null, 2) + '\n'
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const options = { cwd: dir, env: IDENTITY }
  await git(['init', '-q', '--initial-branch=main'], options)
  await git(['add', '-A'], options)
  await git(['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'demo project'], options)
}

async function ralph(argv: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  process.stdout.write(
    `\n$ ralph ${argv.map(arg => (/[\s"]/.test(arg) ? `'${arg}'` : arg)).join(' ')}\n`
  )
  const code = await main(argv, { stdout: process.stdout, stderr: process.stderr, env, cwd })
  if (code !== 0) process.stdout.write(`(exit ${code})\n`)
  return code
}

function printEvents(dir: string): void {
  process.stdout.write('\n$ cat .runtime/events.log   (one JSON object per line; shortened here)\n')
  const lines = readFileSync(join(dir, '.runtime/events.log'), 'utf8').trimEnd().split('\n')
  for (const line of lines) {
    const { seq, event, story, attempt, reason, paths, writes, exit_code } = JSON.parse(
      line
    ) as Record<string, unknown>
    const parts = [String(seq).padStart(2), String(event).padEnd(15), story ?? '', attempt ?? '']
    if (event === 'agent_exit')
      parts.push(`exit ${String(exit_code)}, writes ${JSON.stringify(writes)}`)
    if (paths) parts.push(JSON.stringify(paths))
    if (reason) parts.push(String(reason))
    process.stdout.write(parts.join('  ').trimEnd() + '\n')
  }
}

const examplePrd = relative(process.cwd(), join(root, 'examples', 'prd.json')) || 'prd.json'
let failed = (await ralph(['validate', '--prd', examplePrd], process.cwd(), process.env)) !== 0

const workspace = mkdtempSync(join(tmpdir(), 'ralph-demo-'))
const repo = join(workspace, 'repo')
mkdirSync(repo)
try {
  await makeDemoRepo(repo)
  process.stdout.write(`\nA temporary repository with a three-story PRD: ${repo}\n`)
  const env = process.env
  const agent = [
    '--agent',
    'command',
    '--agent-command',
    JSON.stringify([
      process.execPath,
      join(root, 'examples', 'demo-agent.mjs'),
      '{story_id}',
      '{report_path}'
    ]),
    '--timeout-seconds',
    '60'
  ]
  const runs = [
    ['list'],
    ['run', '--mode', 'audit', ...agent],
    ['run', '--mode', 'fixing', '--max-attempts', '2', ...agent],
    ['list']
  ]
  for (const argv of runs) failed = (await ralph(argv, repo, env)) !== 0 || failed
  process.stdout.write(`\n$ cat src/greet.js README.md\n`)
  process.stdout.write(readFileSync(join(repo, 'src/greet.js'), 'utf8'))
  process.stdout.write(readFileSync(join(repo, 'README.md'), 'utf8'))
  printEvents(repo)
  failed = (await ralph(['replay'], repo, env)) !== 0 || failed
  failed = !(await runInboxDemo(workspace)) || failed
} finally {
  if (keep) process.stdout.write(`\nKept ${workspace}\n`)
  else rmSync(workspace, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
