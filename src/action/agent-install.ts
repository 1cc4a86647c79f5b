/**
 * `agent-version`: the agent's CLI installed with npm into the runner's tool cache
 * (`RUNNER_TOOL_CACHE/ralph-<agent>/<version>/<arch>`, finished by a `.complete` marker as
 * @actions/tool-cache lays it out), then put first on PATH. A later step or job on the same
 * runner finds it there and installs nothing.
 */
import * as core from '@actions/core'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { adapterFor } from '../loop/agent/adapters/index.js'
import { run } from '../process/run.js'
import type { StepSettings } from '../settings/step.js'
import { withoutToken } from './step-session.js'

const INSTALL_MS = 10 * 60_000

/** npm runs with the runner's environment (its registry and cache settings), less the token. */
export async function installAgent(settings: StepSettings, version: string): Promise<void> {
  const adapter = adapterFor(settings.engine.agent)
  // settings/step.ts refuses agent-version for an agent without an npm package.
  const pkg = adapter.npmPackage as string
  const root = process.env.RUNNER_TOOL_CACHE || join(tmpdir(), 'ralph-tool-cache')
  const dir = join(root, `ralph-${adapter.name}`, version, process.arch)
  const bin = join(dir, 'node_modules', '.bin')
  if (existsSync(`${dir}.complete`) && existsSync(join(bin, adapter.name))) {
    core.info(`${pkg}@${version}: found in the tool cache (${dir})`)
    core.addPath(bin)
    return
  }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n')
  core.info(`${pkg}@${version}: installing with npm into ${dir}`)
  const args = ['install', '--no-audit', '--no-fund', '--no-save', `${pkg}@${version}`]
  const env = withoutToken(process.env, settings.githubToken)
  const ran = await run('npm', args, { cwd: dir, env, timeoutMs: INSTALL_MS })
  const tail = ran.kind === 'not-started' ? '' : ran.stderr.trim().split('\n').slice(-5).join(' | ')
  const failed =
    ran.kind === 'not-started'
      ? ran.code === 'ENOENT'
        ? 'npm is not on PATH (add actions/setup-node before this step)'
        : `npm did not start: ${ran.error}`
      : ran.exitCode !== 0
        ? `npm ${args.join(' ')} failed (${ran.timedOut ? 'timed out' : `exit ${ran.exitCode ?? ran.signal}`}): ${tail}`
        : undefined
  if (failed !== undefined)
    throw new Error(
      `Could not install ${pkg}@${version} (input 'agent-version'): ${failed}. ` +
        'Check that this exact version exists on the registry.'
    )
  if (!existsSync(join(bin, adapter.name)))
    throw new Error(`${pkg}@${version} installed no '${adapter.name}' program in ${bin}.`)
  writeFileSync(`${dir}.complete`, '')
  core.addPath(bin)
}
