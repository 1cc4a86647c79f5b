/**
 * Every `uses: ralph-action/ralph-action@…` in the README, docs/ and examples/ names a form that
 * docs/releasing.md explains, and one that resolves: a tag, or a SHA commented with its version,
 * only for a release CHANGELOG.md has; `main` only while it has none (the release script then
 * pins the README and the examples to the release).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { PROJECT_ROOT } from '../helpers/fixtures.js'

const read = (path: string): string => readFileSync(join(PROJECT_ROOT, path), 'utf8')
const USES = /uses: ralph-action\/ralph-action@(\S+)(?:[ \t]+#[ \t]*(.*))?$/gm

interface Form {
  /** How docs/releasing.md writes it. */
  explained: string
  ref: RegExp
  /** Why this use of the form does not resolve (undefined: it does). */
  problem(match: RegExpExecArray, comment: string, releases: string[]): string | undefined
}

const FORMS: Form[] = [
  {
    explained: '`@main`',
    ref: /^main$/,
    problem: (_, __, releases) =>
      releases.length > 0 ? `v${releases[0]} is out: pin its commit SHA instead` : undefined
  },
  {
    explained: '`@<full commit sha> # vX.Y.Z`',
    ref: /^[0-9a-f]{40}$/,
    problem: (_, comment, releases) => {
      const version = /^v(\d+\.\d+\.\d+)\b/.exec(comment)?.[1]
      if (version === undefined) return 'a SHA needs its release as a comment: `# vX.Y.Z`'
      return releases.includes(version) ? undefined : `CHANGELOG.md has no release ${version}`
    }
  },
  {
    explained: '`@vX.Y.Z`',
    ref: /^v(\d+\.\d+\.\d+)$/,
    problem: (match, _, releases) =>
      releases.includes(match[1] ?? '') ? undefined : `CHANGELOG.md has no release ${match[1]}`
  },
  {
    explained: '`@vX`',
    ref: /^v(\d+)$/,
    problem: (match, _, releases) =>
      releases.some(version => version.split('.')[0] === match[1])
        ? undefined
        : `no tag v${match[1]} exists before a ${match[1]}.x release (CHANGELOG.md has none)`
  },
  { explained: '`@<full commit sha>`', ref: /^<full commit sha>$/, problem: () => undefined }
]

/** Why `@ref # comment` is wrong, given the released versions; undefined when it is right. */
function problemOf(ref: string, comment: string, released: string[]): string | undefined {
  const form = FORMS.find(f => f.ref.test(ref))
  if (form === undefined) return 'no form docs/releasing.md explains'
  return form.problem(form.ref.exec(ref) as RegExpExecArray, comment, released)
}

/** Released versions, newest first: the `## X.Y.Z` headings of CHANGELOG.md. */
function releases(): string[] {
  return [...read('CHANGELOG.md').matchAll(/^## (\d+\.\d+\.\d+)\b/gm)].map(m => m[1] as string)
}

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(join(PROJECT_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter(name => ext.test(name))
    .map(name => relative(PROJECT_ROOT, join(PROJECT_ROOT, dir, name)))
}

function pins(): { file: string; ref: string; comment: string }[] {
  const scanned = ['README.md', ...files('docs', /\.md$/), ...files('examples', /\.(ya?ml|md)$/)]
  return scanned.flatMap(file =>
    [...read(file).matchAll(USES)].map(m => ({ file, ref: m[1] ?? '', comment: m[2] ?? '' }))
  )
}

describe('pins of this action in the README, docs and examples', () => {
  const found = pins()

  it('are found in every example workflow', () => {
    const examples = readdirSync(join(PROJECT_ROOT, 'examples', 'workflows'))
    expect(examples.length).toBeGreaterThan(0)
    for (const name of examples)
      expect(found.map(pin => pin.file)).toContain(`examples/workflows/${name}`)
  })

  it('each name a form docs/releasing.md explains, and one that resolves', () => {
    const released = releases()
    const problems = found.flatMap(({ file, ref, comment }) => {
      const problem = problemOf(ref, comment, released)
      return problem === undefined ? [] : [`${file}: @${ref}: ${problem}`]
    })
    expect(problems).toEqual([])
  })

  it('docs/releasing.md explains every form', () => {
    const doc = read('docs/releasing.md')
    expect(FORMS.filter(form => !doc.includes(form.explained)).map(f => f.explained)).toEqual([])
  })
})

const SHA = '0123456789abcdef0123456789abcdef01234567'

it.each<[string, string, string[], string | undefined]>([
  ['v0', '', [], 'no tag v0 exists before a 0.x release (CHANGELOG.md has none)'],
  ['v0', '', ['0.1.0'], undefined],
  ['v1', '', ['0.2.0', '0.1.0'], 'no tag v1 exists before a 1.x release (CHANGELOG.md has none)'],
  ['v0.1.0', '', ['0.1.0'], undefined],
  ['v0.2.0', '', ['0.1.0'], 'CHANGELOG.md has no release 0.2.0'],
  ['main', "no release yet; then pin a release's commit SHA", [], undefined],
  ['main', '', ['0.1.0'], 'v0.1.0 is out: pin its commit SHA instead'],
  [SHA, 'v0.1.0', ['0.1.0'], undefined],
  [SHA, '', ['0.1.0'], 'a SHA needs its release as a comment: `# vX.Y.Z`'],
  [SHA, 'v0.1.0', [], 'CHANGELOG.md has no release 0.1.0'],
  ['<full commit sha>', '', [], undefined],
  ['latest', '', ['0.1.0'], 'no form docs/releasing.md explains']
])('@%s # %s with releases %j: %s', (ref, comment, released, problem) => {
  expect(problemOf(ref, comment, released)).toBe(problem)
})
