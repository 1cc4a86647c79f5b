import type { GateSettings } from '../bundle/gate.js'

/** Paths no agent write may touch, besides the PRD itself (picomatch globs, repo-relative). */
export const DEFAULT_PROTECTED_PATHS: readonly string[] = [
  'CODEX.md',
  '.runtime/**',
  '.git/**',
  '.github/**'
]

/** What publish and check-scope do with a write to a file that steers later runs. */
export type ProtectedFilesPolicy = 'refuse' | 'review' | 'allow'

/**
 * Files that steer later agent runs and builds (`protected-files`), by what they are: the
 * agents' instructions and configuration, package manifests and lock files (install scripts,
 * dependencies), action metadata. At any depth; matched case-insensitively.
 */
export const STEERING_FILES: ReadonlyArray<readonly [what: string, glob: string]> = [
  ['agent instructions', '**/{AGENTS.md,AGENTS.override.md,CLAUDE.md,CLAUDE.local.md}'],
  ['agent configuration', '**/{.codex/**,.claude/**,.mcp.json}'],
  [
    'package manifest',
    '**/{package.json,pyproject.toml,setup.py,setup.cfg,requirements*.txt,Pipfile,Cargo.toml,go.mod,Gemfile,composer.json,pom.xml,build.gradle,build.gradle.kts}'
  ],
  [
    'lock file',
    '**/{package-lock.json,npm-shrinkwrap.json,yarn.lock,pnpm-lock.yaml,bun.lock,bun.lockb,poetry.lock,Pipfile.lock,uv.lock,Cargo.lock,go.sum,Gemfile.lock,composer.lock}'
  ],
  ['action metadata', '**/action.{yml,yaml}']
]

/** The publish gate's limits and policy unless set (`max-patch-bytes`, `max-patch-files`, `protected-files`). */
export const GATE_DEFAULTS = {
  maxPatchBytes: 4 * 1024 * 1024,
  maxPatchFiles: 200,
  protectedFiles: 'review'
} as const satisfies Omit<GateSettings, 'secretEnv'>
