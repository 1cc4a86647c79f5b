/**
 * The bundled `ralph` (scripts/bundle-cli.mjs, built at `prepare` into lib/bundle/ralph/, what
 * bin/ralph.js loads): built into two fresh folders below the package root, it is the same
 * bytes both times, holds no absolute path and ships the licences of the packages it holds; it
 * validates, lists and steps as the sources do, loading no file of the package outside the
 * bundle and nothing from node_modules.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsArgs } from '../helpers/child.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { readModuleTrace, type ModuleTrace } from '../helpers/module-trace-read.js'
import { GIT_ENV } from '../helpers/repo.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { prdText, storyRepo, story } from '../helpers/story-repo.js'
import type { TestRepo } from '../helpers/repo.js'

const TRACE = pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'module-trace.mjs')).href
const AGENT = [
  '--agent',
  'command',
  '--agent-command',
  '["install","-D","{prompt_file}","{report_path}"]'
]

function build(dir: string): void {
  execFileSync(process.execPath, [join(PROJECT_ROOT, 'scripts', 'bundle-cli.mjs'), dir], {
    cwd: PROJECT_ROOT,
    stdio: 'pipe'
  })
}

function files(dir: string): Record<string, string> {
  const names = readdirSync(dir, { withFileTypes: true }).filter(entry => entry.isFile())
  return Object.fromEntries(
    names.map(({ name }) => [name, readFileSync(join(dir, name), 'utf8')] as const).sort()
  )
}

interface Run extends ModuleTrace {
  code: number | null
  stdout: string
  stderr: string
}

function run(entry: string[], args: string[], cwd: string, trace: string): Run {
  const child = spawnSync(process.execPath, ['--import', TRACE, ...entry, ...args], {
    cwd,
    env: { ...GIT_ENV, PATH: process.env.PATH, HOME: cwd, MODULE_TRACE_FILE: trace },
    encoding: 'utf8'
  })
  return {
    ...readModuleTrace(trace),
    code: child.status,
    stdout: child.stdout,
    stderr: child.stderr
  }
}

describe('the bundled ralph', () => {
  let tmp: TempDir
  let bundle: string
  let again: string
  beforeAll(() => {
    // Below the package root, as lib/bundle/ is: the bundle finds schemas/ and CODEX.md by walking up.
    const cache = join(PROJECT_ROOT, '.cache')
    mkdirSync(cache, { recursive: true })
    tmp = tempDir('ralph-bundle-test-', cache)
    build(join(tmp.dir, 'one'))
    build(join(tmp.dir, 'two'))
    bundle = join(tmp.dir, 'one', 'ralph')
    again = join(tmp.dir, 'two', 'ralph')
  }, 120_000)
  afterAll(() => tmp.cleanup())

  it('is the same bytes from two builds, with no absolute path and the licences of what it holds', () => {
    const built = files(bundle)
    expect(files(again)).toEqual(built)
    expect(Object.keys(built)).toEqual(
      expect.arrayContaining(['ralph-entry.js', 'THIRD-PARTY-LICENSES.txt'])
    )
    const absolute = Object.entries(built).filter(([, text]) => text.includes(PROJECT_ROOT))
    expect(absolute.map(([name]) => name)).toEqual([])
    const licences = built['THIRD-PARTY-LICENSES.txt']!
    for (const name of ['ajv', 'ajv-formats', 'jsonc-parser', 'picomatch']) {
      const { version } = JSON.parse(
        readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')
      ) as { version: string }
      expect(licences).toContain(`${name}@${version} (MIT)`)
    }
    expect(licences).toContain('Permission is hereby granted, free of charge')
  })

  describe('runs as the sources do', () => {
    let repos: TestRepo[]
    const stories = [story('FIX-001'), story('FIX-002', { priority: 2 })]
    beforeAll(() => {
      repos = [storyRepo(stories), storyRepo(stories)]
      const bad = prdText([story('FIX-001', { priority: 'high' as unknown as number })])
      for (const repo of repos) repo.write({ 'bad.json': bad })
    })
    afterAll(() => repos.forEach(repo => repo.cleanup()))

    it.each([
      ['validate', ['validate']],
      ['list', ['list']],
      ['step', ['step', ...AGENT]],
      ['a bad PRD field', ['validate', '--prd', 'bad.json']],
      ['a missing PRD', ['validate', '--prd', 'missing.json']]
    ])('%s: the same output and exit code, nothing loaded outside the bundle', (label, args) => {
      const [bundled, sources] = [
        run([join(bundle, 'ralph-entry.js')], args, repos[0]!.dir, join(tmp.dir, `${label}.b`)),
        run(tsArgs('src/cli/ralph-entry.ts'), args, repos[1]!.dir, join(tmp.dir, `${label}.s`))
      ]
      expect({ code: bundled.code, stdout: bundled.stdout, stderr: bundled.stderr }).toEqual({
        code: sources.code,
        stdout: sources.stdout,
        stderr: sources.stderr
      })
      expect(bundled.stdout + bundled.stderr).not.toBe('')
      const inBundle = relative(PROJECT_ROOT, bundle)
      expect(bundled.files.filter(path => !path.startsWith(inBundle + '/'))).toEqual([])
      expect(bundled.packages).toEqual([])
      // The sources, for contrast, take the same packages from node_modules.
      if (label !== 'a missing PRD') expect(sources.packages).toContain('jsonc-parser')
    })
  })
})

it('bin/ralph.js loads the bundle in lib/bundle/ralph/', () => {
  const tmp = tempDir('ralph-bundle-bin-')
  try {
    const trace = join(tmp.dir, 'bin.trace')
    const bin = run([join(PROJECT_ROOT, 'bin', 'ralph.js')], ['--version'], tmp.dir, trace)
    expect(bin.stdout).toMatch(/^ralph \d/)
    expect(bin.files).toEqual(
      expect.arrayContaining(['bin/ralph.js', 'lib/bundle/ralph/ralph-entry.js'])
    )
    expect(bin.files.filter(path => !/^(bin\/|lib\/bundle\/ralph\/)/.test(path))).toEqual([])
  } finally {
    tmp.cleanup()
  }
})
