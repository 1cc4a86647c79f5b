/**
 * The bundled `ralph` (scripts/bundle-cli.mjs, built at `prepare` into lib/bundle/ralph/, what
 * bin/ralph.js loads): built into two fresh folders below the package root, it is the same
 * bytes both times, holds no absolute path and ships the licences of the packages it holds; it
 * validates, lists and steps as the sources do, loading no file of the package outside the
 * bundle and nothing from node_modules.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { tsArgs } from '../helpers/child.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { buildTwice, compareBuilds, tracedRun, type TracedRun } from '../helpers/cli-bundle.js'
import { GIT_ENV } from '../helpers/repo.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { prdText, storyRepo, story } from '../helpers/story-repo.js'
import type { TestRepo } from '../helpers/repo.js'

const AGENT = [
  '--agent',
  'command',
  '--agent-command',
  '["install","-D","{prompt_file}","{report_path}"]'
]

function run(entry: string[], args: string[], cwd: string, trace: string): TracedRun {
  const env = { ...GIT_ENV, PATH: process.env.PATH, HOME: cwd }
  return tracedRun(entry, args, { cwd, env, trace })
}

describe('the bundled ralph', () => {
  let tmp: TempDir
  let bundle: string
  let again: string
  beforeAll(() => {
    const built = buildTwice('ralph-bundle-test-')
    tmp = built.tmp
    bundle = join(built.one, 'ralph')
    again = join(built.two, 'ralph')
  }, 120_000)
  afterAll(() => tmp.cleanup())

  it('is the same bytes from two builds, with no absolute path and the licences of what it holds', () => {
    const { files, differing, absolute } = compareBuilds(bundle, again)
    expect({ differing, absolute }).toEqual({ differing: [], absolute: [] })
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['ralph-entry.js', 'THIRD-PARTY-LICENSES.txt'])
    )
    const licences = files['THIRD-PARTY-LICENSES.txt']!
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
      ['validate', ['validate'], 0, /^prd\.json: valid \(2 stories\)/],
      ['list', ['list'], 0, /FIX-002 +2 +fixing +open/],
      ['step', ['step', ...AGENT], 0, /^PASS FIX-001/],
      [
        'a bad PRD field',
        ['validate', '--prd', 'bad.json'],
        2,
        /bad\.json: \/stories\/0\/priority: /
      ],
      [
        'a missing PRD',
        ['validate', '--prd', 'missing.json'],
        4,
        /missing\.json: \/: does not exist/
      ]
    ])(
      '%s: the same output and exit code, nothing loaded outside the bundle',
      (label, args, code, said) => {
        const [bundled, sources] = [
          run([join(bundle, 'ralph-entry.js')], args, repos[0]!.dir, join(tmp.dir, `${label}.b`)),
          run(tsArgs('src/cli/ralph-entry.ts'), args, repos[1]!.dir, join(tmp.dir, `${label}.s`))
        ]
        expect({ code: bundled.code, stdout: bundled.stdout, stderr: bundled.stderr }).toEqual({
          code: sources.code,
          stdout: sources.stdout,
          stderr: sources.stderr
        })
        expect(bundled.code).toBe(code)
        expect(bundled.stdout + bundled.stderr).toMatch(said)
        const inBundle = relative(PROJECT_ROOT, bundle)
        expect(bundled.files.filter(path => !path.startsWith(inBundle + '/'))).toEqual([])
        expect(bundled.packages).toEqual([])
        // The sources, for contrast, take the same packages from node_modules.
        if (label !== 'a missing PRD') expect(sources.packages).toContain('jsonc-parser')
      }
    )
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
