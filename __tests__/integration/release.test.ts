/**
 * scripts/release.sh in a temp repository with a bare origin: a package whose `bundle` script
 * stands in for ncc (it writes the version into dist/), so what is tested is the bump, the commit,
 * the tags and the moved major tag, and the refusals.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { GIT_ENV, makeRepo, type TestRepo } from '../helpers/repo.js'
import { PROJECT_ROOT } from '../helpers/pdfs.js'

let repo: TestRepo

beforeEach(() => {
  repo = makeRepo({
    'package.json':
      JSON.stringify(
        {
          name: 'demo-action',
          version: '0.1.0',
          private: true,
          scripts: {
            bundle:
              "node -e \"const fs=require('fs');fs.mkdirSync('dist',{recursive:true});fs.writeFileSync('dist/index.js','// '+require('./package.json').version+'\\n')\""
          }
        },
        null,
        2
      ) + '\n',
    'CHANGELOG.md': '# Changelog\n\n## Unreleased\n\n- first things\n',
    'dist/index.js': '// old\n',
    'README.md': '- uses: ralph-action/ralph-action@main # no release yet\n',
    'examples/workflows/nightly.yml': 'steps:\n  - uses: ralph-action/ralph-action@main\n'
  })
  mkdirSync(join(repo.dir, 'scripts'))
  copyFileSync(join(PROJECT_ROOT, 'scripts', 'release.sh'), join(repo.dir, 'scripts', 'release.sh'))
  repo.commit('add the release script')
  repo.git(['push', '-q', 'origin', 'main'])
})
afterEach(() => repo.cleanup())

function release(...args: string[]) {
  const result = spawnSync('bash', ['scripts/release.sh', ...args], {
    cwd: repo.dir,
    env: { ...process.env, ...GIT_ENV, GITHUB_TOKEN: '' },
    encoding: 'utf8'
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

const tagged = (tag: string, cwd = repo.dir) =>
  repo.git(['rev-parse', `refs/tags/${tag}^{commit}`], cwd)

describe('scripts/release.sh', () => {
  it('bumps, rebuilds dist, commits, tags vX.Y.Z, moves vX, pins the examples to it, and pushes them', () => {
    const first = release('0.1.0', '--push')
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    const head = repo.git(['rev-parse', 'HEAD^'])
    expect(repo.git(['log', '-2', '--format=%s']).split('\n')).toEqual([
      'pin the README and examples to v0.1.0',
      'release v0.1.0'
    ])
    expect(repo.git(['diff', '--name-only', 'HEAD^', 'HEAD']).split('\n')).toEqual([
      'README.md',
      'examples/workflows/nightly.yml'
    ])
    expect(readFileSync(join(repo.dir, 'README.md'), 'utf8')).toBe(
      `- uses: ralph-action/ralph-action@${head} # v0.1.0\n`
    )
    expect(readFileSync(join(repo.dir, 'examples/workflows/nightly.yml'), 'utf8')).toBe(
      `steps:\n  - uses: ralph-action/ralph-action@${head} # v0.1.0\n`
    )
    expect(repo.git(['rev-parse', 'main'], repo.origin)).toBe(repo.git(['rev-parse', 'HEAD']))
    expect(readFileSync(join(repo.dir, 'dist/index.js'), 'utf8')).toBe('// 0.1.0\n')
    expect(readFileSync(join(repo.dir, 'CHANGELOG.md'), 'utf8')).toMatch(
      /^# Changelog\n\n## Unreleased\n\n## 0\.1\.0 - \d{4}-\d{2}-\d{2}\n\n- first things\n$/
    )
    for (const cwd of [repo.dir, repo.origin]) {
      expect(tagged('v0.1.0', cwd)).toBe(head)
      expect(tagged('v0', cwd)).toBe(head)
    }

    const second = release('0.2.0', '--push')
    expect(second.code).toBe(0)
    const next = repo.git(['rev-parse', 'HEAD^'])
    expect(readFileSync(join(repo.dir, 'README.md'), 'utf8')).toBe(
      `- uses: ralph-action/ralph-action@${next} # v0.2.0\n`
    )
    expect(JSON.parse(readFileSync(join(repo.dir, 'package.json'), 'utf8')).version).toBe('0.2.0')
    expect(tagged('v0', repo.origin)).toBe(next)
    expect(tagged('v0.1.0', repo.origin)).toBe(head)

    expect(release('1.0.0').code).toBe(0)
    expect(tagged('v1')).toBe(repo.git(['rev-parse', 'HEAD^']))
    expect(tagged('v0')).toBe(next)
  })

  it.each([
    [['1.2'], "give the new version as X.Y.Z (got '1.2')"],
    [['0.1.0', '--force'], "unknown option '--force'"]
  ])('refuses %j', (args, message) => {
    const result = release(...args)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(message)
  })

  it('refuses a dirty tree, another branch, a tag that exists and a version not above the last', () => {
    repo.write({ 'notes.txt': 'draft\n' })
    expect(release('0.1.0').stderr).toContain('the working tree has changes')
    repo.git(['clean', '-fdq'])
    repo.git(['checkout', '-q', '-b', 'topic'])
    expect(release('0.1.0').stderr).toContain("on branch 'topic'")
    repo.git(['checkout', '-q', 'main'])
    expect(release('0.3.0').code).toBe(0)
    expect(release('0.3.0').stderr).toContain('the tag v0.3.0 exists already')
    expect(release('0.2.9').stderr).toContain('v0.2.9 is not above the latest release v0.3.0')
    expect(repo.git(['tag', '--list']).split('\n')).toEqual(['v0', 'v0.3.0'])
  })
})
