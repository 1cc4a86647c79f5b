import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadPrd, parsePrdText } from '../../src/loop/prd/prd.js'
import type { ValidationProblem } from '../../src/loop/types.js'
import { fixturePath, fixtureText } from '../helpers/fixtures.js'
import { tempDir } from '../helpers/tmp.js'

/** Validates a PRD given as a value, as its JSON text. */
const validatePrd = (data: unknown, file: string) => parsePrdText(JSON.stringify(data), file)

async function problemsOf(name: string): Promise<ValidationProblem[]> {
  const result = await loadPrd(`bad/${name}.json`, fixturePath(`prd/bad/${name}.json`))
  if (result.kind !== 'invalid')
    throw new Error(`expected ${name} to be invalid, got ${result.kind}`)
  return result.problems
}

describe('valid PRDs', () => {
  it('accepts a PRD in the original Bash Ralph loop format unchanged', async () => {
    const result = await loadPrd(fixturePath('prd/bash-format.json'))
    expect(result.kind).toBe('ok')
    if (result.kind === 'ok') {
      expect(result.prd.stories.map(story => story.id)).toEqual([
        'AUDIT-001',
        'LINT-001',
        'FIX-001'
      ])
      expect(result.text).toBe(fixtureText('prd/bash-format.json'))
    }
  })

  it('accepts our minimal form without defaults, schema_version or project', async () => {
    expect((await loadPrd(fixturePath('prd/minimal.json'))).kind).toBe('ok')
  })

  it("takes each agent's reasoning efforts as a default (claude's max too), and no other word", () => {
    const prd = (effort: string) => ({
      defaults: { reasoning_effort_default: effort },
      stories: [{ ...JSON.parse(fixtureText('prd/minimal.json')).stories[0] }]
    })
    for (const effort of ['minimal', 'xhigh', 'max'])
      expect(validatePrd(prd(effort), 'p').kind).toBe('ok')
    const bad = validatePrd(prd('extreme'), 'p')
    expect(bad.kind === 'invalid' ? bad.problems.map(p => p.pointer) : bad).toEqual([
      '/defaults/reasoning_effort_default'
    ])
  })

  it('accepts the example PRD shipped in examples/', async () => {
    const result = await loadPrd(fixturePath('../../examples/prd.json'))
    expect(result.kind === 'ok' ? [] : result).toEqual([])
  })
})

describe('bad PRDs: each problem names the file, the JSON pointer and a fix', () => {
  const cases: [name: string, pointer: string, message: RegExp, fix: RegExp][] = [
    ['missing-id', '/stories/0/id', /missing required field "id"/, /add "id": an id of letters/],
    ['missing-title', '/stories/0/title', /missing required field "title"/, /non-empty string/],
    ['missing-priority', '/stories/0/priority', /missing required field/, /integer >= 1/],
    ['missing-mode', '/stories/0/mode', /missing required field "mode"/, /audit, linting, fixing/],
    ['missing-scope', '/stories/0/scope', /missing required field "scope"/, /glob patterns/],
    [
      'missing-acceptance_criteria',
      '/stories/0/acceptance_criteria',
      /missing required field/,
      /Created <path>/
    ],
    ['missing-passes', '/stories/0/passes', /missing required field "passes"/, /true or false/],
    ['missing-stories', '/stories', /missing required field "stories"/, /array of stories/],
    [
      'duplicate-ids',
      '/stories/1/id',
      /duplicate id "AUDIT-001" \(also at \/stories\/0\/id\)/,
      /unique/
    ],
    [
      'no-created',
      '/stories/0/acceptance_criteria',
      /no "Created <path>" criterion/,
      /exactly one/
    ],
    [
      'two-created',
      '/stories/0/acceptance_criteria/1',
      /second "Created" criterion/,
      /exactly one/
    ],
    ['created-absolute', '/stories/0/acceptance_criteria/0', /"\/etc\/x" is absolute/, /relative/],
    [
      'created-dotdot',
      '/stories/0/acceptance_criteria/0',
      /"\.\.\/x" contains a '\.\.'/,
      /no "\.\."/
    ],
    [
      'created-backslash',
      '/stories/0/acceptance_criteria/0',
      /contains a backslash/,
      /forward slashes/
    ],
    [
      'scope-absolute',
      '/stories/0/scope/0',
      /"\/abs\/\*\*" is absolute/,
      /relative to the repository/
    ],
    ['bidi-title', '/stories/0/title', /U\+202E/, /delete it/],
    ['priority-zero', '/stories/0/priority', /0 is too small/, /integer >= 1/],
    [
      'unknown-mode',
      '/stories/0/mode',
      /"refactor" is not allowed/,
      /one of audit, linting, fixing/
    ],
    ['unknown-field', '/stories/0/scpoe', /unknown field "scpoe"/, /did you mean "scope"\?/],
    ['passes-without-completed', '/stories/0/completed_at', /"passes" is true/, /completed_at/],
    ['skipped-without-reason', '/stories/0/skip_reason', /"skipped" is true/, /skip_reason/],
    ['duplicate-key', '/stories/0/passes', /key "passes" appears twice .*line 11/, /remove one/],
    ['root-array', '', /top level is an array, not an object/, /one JSON object/],
    ['empty', '', /is empty/, /stories/],
    ['bom', '', /byte order mark/, /without BOM/]
  ]

  it.each(cases)('%s -> %s', async (name, pointer, message, fix) => {
    const problems = await problemsOf(name)
    const hit = problems.find(
      problem => problem.pointer === pointer && message.test(problem.message)
    )
    expect(hit).toBeDefined()
    expect(hit?.fix).toMatch(fix)
    expect(hit?.file).toBe(`bad/${name}.json`)
  })

  it('reports line and column of malformed JSON', async () => {
    const [problem, ...rest] = await problemsOf('malformed')
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ pointer: '', line: 6, column: 7 })
    expect(problem?.message).toBe("invalid JSON at line 6, column 7: expected ','")
  })

  it('reports every wrong type at once, quoting the bad value', async () => {
    const problems = await problemsOf('wrong-types')
    expect(problems.map(p => [p.pointer, p.message])).toEqual([
      ['/stories/0/passes', 'must be true or false, got a string "false"'],
      ['/stories/0/priority', 'must be an integer >= 1, where 1 runs first, got a string "1"'],
      [
        '/stories/0/scope',
        'must be a non-empty array of glob patterns, \'!\' in front to exclude, got a string "src/**"'
      ],
      ['/stories/0/title', 'must be a non-empty string, got an integer 7']
    ])
  })

  it('reports a missing file as missing, not as invalid', async () => {
    const result = await loadPrd('nope.json', fixturePath('prd/does-not-exist.json'))
    expect(result.kind).toBe('missing')
    if (result.kind === 'missing') expect(result.problems[0].message).toBe('does not exist')
  })

  it('reports a folder given as the PRD', async () => {
    const result = await loadPrd('prd', fixturePath('prd'))
    expect(result.kind === 'invalid' && result.problems[0]?.message).toMatch(/EISDIR/)
  })

  it('rejects bytes that are not UTF-8', async () => {
    const tmp = tempDir()
    try {
      const file = join(tmp.dir, 'x.json')
      writeFileSync(file, Uint8Array.from([0x7b, 0xff, 0x7d]))
      const result = await loadPrd('x.json', file)
      expect(result.kind === 'invalid' && result.problems[0]?.message).toMatch(/not valid UTF-8/)
      writeFileSync(
        file,
        fixtureText('prd/minimal.json').replace('"audit"', '"audit", "notes": "ä"')
      )
      expect(await loadPrd('x.json', file)).toMatchObject({
        kind: 'ok',
        text: expect.stringContaining('"notes": "ä"') as unknown
      })
    } finally {
      tmp.cleanup()
    }
  })

  it('a text found valid before does not vouch for another of the same length', () => {
    const valid = fixtureText('prd/minimal.json')
    const forged = valid.replace('"audit"', '"audix"')
    expect(forged).not.toBe(valid)
    expect(forged.length).toBe(valid.length)
    expect(parsePrdText(valid, 'x.json').kind).toBe('ok')
    expect(parsePrdText(forged, 'x.json').kind).toBe('invalid')
    const again = parsePrdText(valid, 'x.json')
    const once = parsePrdText(valid, 'x.json')
    // Each load gets its own objects: a caller changing one cannot change the next.
    expect(again.kind === 'ok' && once.kind === 'ok' && again.prd !== once.prd).toBe(true)
    expect(again).toEqual(once)
  })

  it('parses text with a syntax error after valid content at the right line', () => {
    const result = parsePrdText('{\n  "stories": [],\n}\n', 'x.json')
    expect(result.kind === 'invalid' && result.problems[0]).toMatchObject({ line: 3, column: 1 })
  })

  it('sorts problems by position, story 2 before story 10', () => {
    const story = (id: string, priority: unknown) => ({
      id,
      title: 't',
      priority,
      mode: 'audit',
      scope: ['a/**'],
      acceptance_criteria: [`Created r/${id}.md`],
      passes: false
    })
    const stories = Array.from({ length: 11 }, (_, i) =>
      story(`S${i}`, i === 2 || i === 10 ? 0 : 1)
    )
    const result = validatePrd({ stories }, 'p.json')
    expect(result.kind === 'invalid' && result.problems.map(p => p.pointer)).toEqual([
      '/stories/2/priority',
      '/stories/10/priority'
    ])
  })
})

describe('fields of the Created criterion and hidden characters', () => {
  const prd = (criteria: string[], title = 'A title') => ({
    stories: [
      {
        id: 'A-1',
        title,
        priority: 1,
        mode: 'audit',
        scope: ['**'],
        acceptance_criteria: criteria,
        passes: false
      }
    ]
  })

  it.each([
    ['Created .ralph/r.md'],
    ['Created `.ralph/r.md` with the report'],
    ['Created\t.ralph/r.md'],
    ['Created    ./.ralph/r.md   and more'],
    ['Created `reports/with space.md`']
  ])('accepts %j', criterion => {
    expect(validatePrd(prd([criterion]), 'p.json').kind).toBe('ok')
  })

  it.each([
    ['Created', 'no "Created <path>" criterion'],
    ['Created `` nothing', 'does not name a path'],
    ['Created .git/config', 'is inside .git'],
    ['Created reports/', 'names a folder'],
    ['Created C:/x.md', 'is absolute']
  ])('rejects %j', (criterion, message) => {
    const result = validatePrd(prd([criterion]), 'p.json')
    expect(result.kind === 'invalid' && result.problems.map(p => p.message).join('\n')).toContain(
      message
    )
  })

  it.each([
    ['Created CODEX.md'],
    ['Created `codex.md`'],
    ['Created .github/workflows/x.yml'],
    ['Created .runtime/report.md']
  ])('rejects %j as step would, at the criterion', criterion => {
    const result = validatePrd(prd(['Check the build', criterion]), 'p.json')
    expect(result.kind === 'invalid' && result.problems).toEqual([
      expect.objectContaining({
        file: 'p.json',
        pointer: '/stories/0/acceptance_criteria/1',
        message: expect.stringContaining('is protected') as unknown
      })
    ])
  })

  it.each([
    ['\u0000', 'U+0000'],
    ['\u001b[31m', 'U+001B'],
    ['\u007f', 'U+007F'],
    ['\u2066', 'U+2066'],
    ['\u2069', 'U+2069'],
    ['\u202a', 'U+202A']
  ])('rejects %j in a title', (char, label) => {
    const result = validatePrd(prd(['Created r.md'], `a${char}b`), 'p.json')
    expect(result.kind === 'invalid' && result.problems[0]).toMatchObject({
      pointer: '/stories/0/title'
    })
    expect(result.kind === 'invalid' && result.problems[0]?.message).toContain(label)
  })

  it('allows tab and newline in text', () => {
    expect(validatePrd(prd(['Created r.md'], 'a\tb\nc'), 'p.json').kind).toBe('ok')
  })
})
