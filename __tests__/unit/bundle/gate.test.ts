/**
 * The publish gate's pure parts: what a patch adds (file, line), the figures of a refusal for
 * size, the policy for files that steer later runs, and the scanner: each secret kind and a
 * named value found with rule and place, and no part of a value in what the gate says.
 */
import {
  namedSecrets,
  patchAdditions,
  refusalText,
  scanSecrets,
  secretVerdict,
  sizeVerdict,
  steeringVerdict
} from '../../../src/loop/bundle/gate.js'
import { GATE_DEFAULTS } from '../../../src/loop/plan/policy.js'
import { steeringFiles } from '../../../src/loop/scope.js'
import { namedSecret, piecesOf, secretShapes } from '../../helpers/secret-shapes.js'

const SETTINGS = { ...GATE_DEFAULTS, secretEnv: [] }

describe('patchAdditions', () => {
  it('gives each file its added lines with their numbers, and says when a file is binary', () => {
    const patch = [
      'diff --git a/src/a.ts b/src/a.ts',
      'index 1111111..2222222 100644',
      '--- a/src/a.ts',
      '+++ b/src/a.ts',
      '@@ -1,3 +1,4 @@',
      ' one',
      '-two',
      '+zwei',
      '+++ three, an added line that looks like a header',
      ' four',
      '@@ -10 +11,2 @@',
      '+eleven',
      '+twelve',
      'diff --git "a/sp\\303\\244ce\\tname" "b/sp\\303\\244ce\\tname"',
      'new file mode 100644',
      '--- /dev/null',
      '+++ "b/sp\\303\\244ce\\tname"',
      '@@ -0,0 +1 @@',
      '+new',
      'diff --git a/img.png b/img.png',
      'new file mode 100644',
      'index 0000000..3333333',
      'GIT binary patch',
      'literal 4',
      'LcmZQzWMT#Y01f~L',
      '',
      'diff --git a/gone.txt b/gone.txt',
      'deleted file mode 100644',
      '--- a/gone.txt',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-bye',
      ''
    ].join('\n')
    expect(patchAdditions(patch)).toEqual({
      texts: [
        {
          place: 'src/a.ts',
          text: 'zwei\n++ three, an added line that looks like a header\neleven\ntwelve',
          lines: [2, 3, 11, 12]
        },
        { place: 'späce\tname', text: 'new', lines: [1] }
      ],
      binary: true
    })
  })
})

describe('the verdicts', () => {
  it('size: both figures against both limits', () => {
    expect(sizeVerdict(4 * 1024 * 1024, 200, SETTINGS)).toBeUndefined()
    const verdict = sizeVerdict(5 * 1024 * 1024 + 100, 300, SETTINGS)
    if (verdict?.kind !== 'refused') throw new Error('expected a refusal')
    expect(refusalText(verdict)).toBe(
      'patch too large: the patch has 5.0 MiB (5,242,980 bytes); max-patch-bytes is 4,194,304; ' +
        'it changes 300 files; max-patch-files is 200. Split the story into smaller ones, or raise ' +
        'max-patch-bytes / max-patch-files if a change this large is expected.'
    )
  })

  it('files that steer later runs: refused, for review on a fix branch, or allowed', () => {
    const steering = steeringFiles(['src/a.ts', 'AGENTS.md', 'web/package-lock.json'])
    expect(steering).toEqual([
      { path: 'AGENTS.md', what: 'agent instructions' },
      { path: 'web/package-lock.json', what: 'lock file' }
    ])
    expect(steeringVerdict(steering, 'allow', true)).toEqual({ kind: 'clear', review: [] })
    expect(steeringVerdict(steering, 'review', true)).toEqual({ kind: 'clear', review: steering })
    expect(steeringVerdict([], 'refuse', true)).toEqual({ kind: 'clear', review: [] })
    const refused = steeringVerdict(steering, 'refuse', true)
    expect(refused).toMatchObject({ kind: 'refused', reason: 'protected file' })
    expect(refused.kind === 'refused' && refusalText(refused)).toContain(
      'protected file: AGENTS.md (agent instructions) steers later runs; web/package-lock.json (lock file) steers later runs.'
    )
    // An audit report lands on the base branch: nothing to review it on.
    expect(steeringVerdict(steering, 'review', false)).toMatchObject({
      kind: 'refused',
      fix: expect.stringContaining('writes no fix branch to review it on') as string
    })
  })
})

describe('namedSecrets', () => {
  it("takes secret-env's values from the environment; one unset or too short is an error", () => {
    const env = { DEPLOY_KEY: 'deploy-key-value-0123', SHORT: 'abc' }
    expect(namedSecrets(['DEPLOY_KEY'], env)).toEqual([
      { name: 'DEPLOY_KEY', value: 'deploy-key-value-0123' }
    ])
    expect(() => namedSecrets(['MISSING_KEY'], env)).toThrow(
      "secret-env names MISSING_KEY, which is not set in the publish's environment. Give the publish step the variable (env: MISSING_KEY: ${{ secrets.MISSING_KEY }}), or take it out of secret-env."
    )
    expect(() => namedSecrets(['SHORT'], env)).toThrow(
      'secret-env names SHORT, which has fewer than 8 characters, too few to look for, in'
    )
  })
})

describe('scanSecrets', () => {
  it.each([...secretShapes(), namedSecret()])(
    'finds $kind by rule and place, and says no part of it',
    async shape => {
      const named = shape.rule.startsWith('secret-env')
        ? [{ name: 'DEPLOY_KEY', value: shape.value }]
        : []
      const text = `first line\nconst value = ${JSON.stringify(shape.value).slice(1, -1)}\n`
      const raw = `first line\n${shape.value}\n`
      for (const content of [raw, text]) {
        const hits = await scanSecrets(
          [{ place: 'src/leak.ts', text: content, lines: [7, 8, 9, 10, 11, 12] }],
          named
        )
        expect(hits).toContainEqual({ rule: shape.rule, place: 'src/leak.ts', line: 8 })
        const verdict = secretVerdict(hits)
        if (verdict?.kind !== 'refused') throw new Error('expected a refusal')
        const said = refusalText(verdict)
        for (const piece of piecesOf(shape.secret)) expect(said).not.toContain(piece)
      }
    }
  )

  it('finds nothing in clean text, and honours a secretlint-disable-line comment', async () => {
    const [github] = secretShapes()
    const texts = [
      {
        place: 'events.jsonl',
        text: `{"stdout_sha256":"${'ab'.repeat(32)}","argv":["codex","exec"]}`
      },
      {
        place: 'test/fixture.ts',
        text: `const fake = '${github?.value}' // secretlint-disable-line`
      }
    ]
    expect(await scanSecrets(texts, [])).toEqual([])
  })
})
