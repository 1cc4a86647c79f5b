/**
 * The actions a rehearsed workflow may use, each doing what the real one does with the inputs
 * the examples give it (an input it does not know fails loudly):
 *
 * - this action (`ralph-action/ralph-action@…`): the bundled dist/index.js on Node 24, with
 *   INPUT_* from `with:` and action.yml's defaults (`${{ github.token }}` evaluated);
 * - actions/checkout: fetches the event's commit from the origin over smart HTTP with the job's
 *   token, `fetch-depth` deep (0: every branch and tag), checks out the branch (or the pull
 *   request's merge commit, detached), and keeps the token in .git/config unless
 *   `persist-credentials: false`;
 * - actions/setup-node: Node 24 (.cache/node24) first on PATH;
 * - actions/upload-artifact and actions/download-artifact: a folder per artifact, hidden files
 *   left out as upload-artifact v4 does, one folder per artifact under `path` for `pattern`.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import picomatch from 'picomatch'
import { load } from 'js-yaml'
import { BUNDLE, NODE24 } from '../action-run.js'
import { PROJECT_ROOT } from '../fixtures.js'
import { interpolate } from './expressions.js'
import type { ActionHandler, StepCall } from './runner.js'

/** The emulated actions by `owner/name`, with one artifact store for the whole workflow run. */
export function emulatedActions(
  origin: { url: string; serverUrl: string },
  artifacts: string
): Record<string, ActionHandler> {
  return {
    'ralph-action/ralph-action': thisAction,
    'actions/checkout': call => checkout(call, origin),
    'actions/setup-node': setupNode,
    'actions/upload-artifact': call => uploadArtifact(call, artifacts),
    'actions/download-artifact': call => downloadArtifact(call, artifacts)
  }
}

/** The inputs with their defaults; an input the emulation does not know throws. */
function inputsOf<T extends Record<string, string>>(
  call: StepCall,
  action: string,
  defaults: T
): T {
  for (const name of Object.keys(call.inputs))
    if (!(name in defaults))
      throw new Error(`${action}: input '${name}' is not emulated by the rehearsal`)
  return { ...defaults, ...call.inputs }
}

// ---- this action -----------------------------------------------------------------------------

const manifest = load(readFileSync(join(PROJECT_ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>
  runs: { using: string; main: string }
}

async function thisAction(call: StepCall): Promise<number> {
  if (manifest.runs.using !== 'node24' || join(PROJECT_ROOT, manifest.runs.main) !== BUNDLE)
    throw new Error(
      `action.yml runs ${manifest.runs.using} ${manifest.runs.main}; the rehearsal knows node24 dist/index.js`
    )
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run 'npm run bundle' first.`)
  const unexpected = Object.keys(call.inputs).filter(name => !(name in manifest.inputs))
  // What the runner does with an input action.yml does not declare: a warning, the step goes on.
  if (unexpected.length > 0)
    call.log(
      `##[warning]Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${Object.keys(manifest.inputs).join("', '")}']`
    )
  const env = { ...call.env }
  for (const [name, spec] of Object.entries(manifest.inputs)) {
    const value = call.inputs[name] ?? interpolate(spec.default ?? '', call.scope)
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  return call.exec(NODE24, [BUNDLE], { env })
}

// ---- actions/checkout ------------------------------------------------------------------------

async function checkout(
  call: StepCall,
  origin: { url: string; serverUrl: string }
): Promise<number> {
  const github = call.scope.contexts.github as { token: string; ref: string; sha: string }
  const input = inputsOf(call, 'actions/checkout', {
    'fetch-depth': '1',
    'persist-credentials': 'true',
    lfs: 'false', // the rehearsal's repositories hold no LFS files: nothing to fetch
    token: github.token
  })
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${input.token}`).toString('base64')}`
  const auth = ['-c', `http.${origin.serverUrl}/.extraheader=${header}`]
  const branch = /^refs\/heads\/(.+)$/.exec(github.ref)?.[1]
  const target = branch
    ? `refs/remotes/origin/${branch}`
    : github.ref.replace(/^refs\//, 'refs/remotes/')
  const commit = `+${github.sha}:${target}`
  const refspecs =
    input['fetch-depth'] === '0'
      ? [
          '+refs/heads/*:refs/remotes/origin/*',
          '+refs/tags/*:refs/tags/*',
          ...(branch ? [] : [commit])
        ]
      : [`--depth=${input['fetch-depth']}`, commit]
  const git = (...args: string[]) => call.exec('git', args)
  const steps = [
    () => git('init', '-q', '.'),
    () => git('remote', 'add', 'origin', origin.url),
    () => git(...auth, 'fetch', '-q', '--no-tags', '--prune', 'origin', ...refspecs),
    () =>
      branch
        ? git('checkout', '-q', '--force', '-B', branch, target)
        : git('checkout', '-q', '--force', '--detach', target),
    () =>
      input['persist-credentials'] === 'true'
        ? git('config', '--local', `http.${origin.serverUrl}/.extraheader`, header)
        : Promise.resolve(0)
  ]
  for (const step of steps) {
    const code = await step()
    if (code !== 0) return code
  }
  return 0
}

// ---- actions/setup-node ----------------------------------------------------------------------

async function setupNode(call: StepCall): Promise<number> {
  const input = inputsOf(call, 'actions/setup-node', { 'node-version': '' })
  if (!/^24(\.x)?$/.test(input['node-version']))
    throw new Error(
      `actions/setup-node: only node-version 24 is emulated (.cache/node24), not '${input['node-version']}'`
    )
  call.addPath(dirname(NODE24))
  return 0
}

// ---- actions/upload-artifact and actions/download-artifact -----------------------------------

async function uploadArtifact(call: StepCall, store: string): Promise<number> {
  const input = inputsOf(call, 'actions/upload-artifact', {
    name: 'artifact',
    path: '',
    'if-no-files-found': 'warn',
    'retention-days': '0',
    'include-hidden-files': 'false'
  })
  if (/[\n*?[]/.test(input.path))
    throw new Error('actions/upload-artifact: only one path, without wildcards, is emulated')
  const source = resolve(call.workspace, input.path)
  const files = existsSync(source)
    ? filesUnder(source, input['include-hidden-files'] === 'true')
    : []
  if (files.length === 0) {
    const message = `No files were found with the provided path: ${input.path}. No artifacts will be uploaded.`
    if (input['if-no-files-found'] === 'error') return fail(call, message)
    call.log(input['if-no-files-found'] === 'warn' ? `##[warning]${message}` : message)
    return 0
  }
  const target = join(store, input.name)
  if (existsSync(target))
    return fail(
      call,
      'Failed to CreateArtifact: (409) Conflict: an artifact with this name already exists on the workflow run'
    )
  for (const file of files)
    cpSync(join(source, file), join(target, file === '' ? basename(source) : file))
  call.log(`Artifact ${input.name} has been successfully uploaded! (${files.length} files)`)
  call.setOutput('artifact-id', String(readdirSync(store).length))
  return 0
}

async function downloadArtifact(call: StepCall, store: string): Promise<number> {
  const input = inputsOf(call, 'actions/download-artifact', {
    name: '',
    pattern: '',
    path: '',
    'merge-multiple': 'false'
  })
  const path = resolve(call.workspace, input.path)
  mkdirSync(store, { recursive: true })
  if (input.name !== '') {
    if (!existsSync(join(store, input.name)))
      return fail(call, `Unable to download artifact(s): Artifact '${input.name}' not found`)
    cpSync(join(store, input.name), path, { recursive: true })
  } else {
    const matches = picomatch(input.pattern || '*')
    const names = readdirSync(store).filter(name => matches(name))
    for (const name of names)
      cpSync(join(store, name), input['merge-multiple'] === 'true' ? path : join(path, name), {
        recursive: true
      })
    call.log(`Total of ${names.length} artifact(s) downloaded`)
  }
  call.setOutput('download-path', path)
  return 0
}

/** Files under `root` (relative paths), hidden ones (a part starting with `.`) only when asked. */
function filesUnder(root: string, hidden: boolean): string[] {
  if (!statSync(root).isDirectory()) return ['']
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(path => statSync(join(root, path)).isFile())
    .filter(path => hidden || !path.split('/').some(part => part.startsWith('.')))
    .sort()
}

function fail(call: StepCall, message: string): number {
  call.log(`##[error]${message}`)
  return 1
}
