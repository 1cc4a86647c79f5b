import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { PROJECT_ROOT } from './fixtures.js'

/** The folder with the fake `codex` and `claude` executables. */
export const FAKE_AGENTS_DIR = join(PROJECT_ROOT, '__tests__', 'fixtures', 'agents')

export interface FakeAgentCall {
  agent: 'codex' | 'claude'
  argv: string[]
  cwd: string
  story: string
  attempt: number
  options: Record<string, unknown>
  env: string[]
  prompt: string
}

/** Credentials the fakes accept (any non-empty value does; these look real enough to redact). */
export const FAKE_CREDENTIALS = {
  OPENAI_API_KEY: 'sk-fakeOpenAiKeyForTests0123',
  ANTHROPIC_API_KEY: 'sk-ant-fakeKeyForTests0123'
} as const

/**
 * The fakes' own control variables. The runner gives the agent only allowlisted variables,
 * so a test that builds the environment itself names these in pass-env.
 */
export const FAKE_PASS_ENV = [
  'FAKE_AGENT_SCENARIO',
  'FAKE_AGENT_SCENARIO_FILE',
  'FAKE_AGENT_STATE',
  'FAKE_AGENT_VERSION',
  'FAKE_AGENT_BROKEN_VERSION',
  'FAKE_CODEX_LOGGED_IN',
  'FAKE_CLAUDE_LOGGED_IN'
]

/**
 * `codex` and `claude` in `bin`, reading their FAKE_* settings from fake-env.json there. The
 * fake's module is copied beside them: a confined agent sees its program's folder, not the
 * project (which may lie under the /tmp its sandbox replaces).
 */
function writeLaunchers(bin: string): void {
  mkdirSync(bin, { recursive: true })
  for (const file of ['fake-agent.mjs', 'codex', 'codex.mjs', 'claude', 'claude.mjs'])
    copyFileSync(join(FAKE_AGENTS_DIR, file), join(bin, file))
  for (const agent of ['codex', 'claude']) chmodSync(join(bin, agent), 0o755)
}

export interface FakeAgents {
  /** An environment with the fakes first on PATH, credentials and the scenario set. */
  env(scenario: unknown, extra?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
  /** The calls the fakes recorded, in order. */
  calls(): FakeAgentCall[]
  /** Where the fakes keep their calls, pid files and markers (git never sees it). */
  readonly state: string
  cleanup(): void
}

/**
 * The fakes, keeping their state in `<repo>/.git/fake-agent`: a confined agent can write only
 * the checkout, so that is the one place outside git's view where a test can read what it did.
 * Without `repo`, a temp folder (for calls that run unconfined).
 */
export function fakeAgents(repo?: string): FakeAgents {
  const state = repo ? join(repo, '.git', 'fake-agent') : mkdtempSync(join(tmpdir(), 'ralph-fake-'))
  const bin = join(state, 'bin')
  writeLaunchers(bin)
  return {
    state,
    env(scenario, extra = {}) {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
        ...FAKE_CREDENTIALS,
        FAKE_AGENT_SCENARIO: JSON.stringify(scenario),
        FAKE_AGENT_STATE: state,
        ...extra
      }
      const fake = Object.fromEntries(
        FAKE_PASS_ENV.flatMap(name => (env[name] === undefined ? [] : [[name, env[name]]]))
      )
      writeFileSync(join(bin, 'fake-env.json'), JSON.stringify(fake))
      return env
    },
    calls() {
      return readCalls(join(state, 'calls.jsonl'))
    },
    cleanup() {
      rmSync(state, { recursive: true, force: true })
    }
  }
}

/** The calls a fake recorded in `file` (none when it holds none). */
export function readCalls(file: string): FakeAgentCall[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(line => line !== '')
      .map(line => JSON.parse(line) as FakeAgentCall)
  } catch {
    return []
  }
}

/**
 * The live processes (zombies aside) whose command line holds `text`, seen from this host's
 * /proc: a confined agent's pid files hold the pids of its own namespace, not these.
 */
export function processesWith(text: string): number[] {
  return readdirSync('/proc')
    .filter(name => /^\d+$/.test(name))
    .map(Number)
    .filter(pid => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text) && !isZombie(pid)
      } catch {
        return false
      }
    })
}

/** A killed process whose new parent has not reaped it yet: dead, only its entry remains. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')
  } catch {
    return false
  }
}

/** Waits until `pid` is gone (a condition, not a timing assertion); false after `limitMs`. */
export async function waitForExit(pid: number, limitMs = 5000): Promise<boolean> {
  const until = Date.now() + limitMs
  while (Date.now() < until) {
    try {
      process.kill(pid, 0)
    } catch {
      return true
    }
    if (isZombie(pid)) return true
    await new Promise(done => setTimeout(done, 25))
  }
  return false
}
