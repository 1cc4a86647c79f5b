import {
  classifyWrites,
  compileScope,
  linkEscapes,
  protection,
  ScopePolicy,
  ScopeWrite,
  Verdict
} from '../../../src/loop/scope.js'

const fixing: ScopePolicy = {
  mode: 'fixing',
  scope: ['src/**', '!src/**/*.generated.ts', 'src/keep/*.generated.ts', 'docs/*.md'],
  reportPath: '.ralph/reports/FIX-001.md',
  ...protection('prd.json', ['secrets/**'])
}
const audit: ScopePolicy = { ...fixing, mode: 'audit', reportPath: '.ralph/reports/AUDIT-001.md' }

const allowed = (why: 'report' | 'scope'): Verdict => ({ kind: 'allowed', why })
const violation = (reason: string): Verdict => ({ kind: 'violation', reason }) as Verdict

describe('compileScope', () => {
  const cases: Array<[string, ScopePolicy, ScopeWrite, Verdict]> = [
    ['in scope', fixing, { path: 'src/a.ts' }, allowed('scope')],
    ['deep in scope', fixing, { path: 'src/a/b/c.ts' }, allowed('scope')],
    ['dotfile in scope (dot: true)', fixing, { path: 'src/.env.example' }, allowed('scope')],
    [
      'excluded by a later !pattern',
      fixing,
      { path: 'src/x/y.generated.ts' },
      violation('out-of-scope')
    ],
    [
      're-included by an even later pattern',
      fixing,
      { path: 'src/keep/z.generated.ts' },
      allowed('scope')
    ],
    [
      'single star does not cross folders',
      fixing,
      { path: 'docs/a/b.md' },
      violation('out-of-scope')
    ],
    ['no pattern matches', fixing, { path: 'README.md' }, violation('out-of-scope')],
    [
      'report path always allowed',
      fixing,
      { path: '.ralph/reports/FIX-001.md' },
      allowed('report')
    ],
    [
      'another report is not',
      fixing,
      { path: '.ralph/reports/FIX-002.md' },
      violation('out-of-scope')
    ],
    ['the PRD is protected', fixing, { path: 'prd.json' }, violation('protected')],
    ['CODEX.md is protected', fixing, { path: 'CODEX.md' }, violation('protected')],
    ['CODEX.md in another case too', fixing, { path: 'codex.md' }, violation('protected')],
    ['.runtime is protected', fixing, { path: '.runtime/events.log' }, violation('protected')],
    ['.git is protected', fixing, { path: '.git/hooks/pre-commit' }, violation('protected')],
    ['.git itself is protected', fixing, { path: '.git' }, violation('protected')],
    [
      'workflows are protected',
      fixing,
      { path: '.github/workflows/ci.yml' },
      violation('protected')
    ],
    [
      'so is the rest of .github (CODEOWNERS, composite actions)',
      fixing,
      { path: '.github/CODEOWNERS' },
      violation('protected')
    ],
    ['--protect adds globs', fixing, { path: 'secrets/key.pem' }, violation('protected')],
    [
      'protected wins over scope',
      { ...fixing, scope: ['**'] },
      { path: '.github/workflows/x.yml' },
      violation('protected')
    ],
    [
      'protected wins over the report path',
      { ...fixing, reportPath: '.runtime/r.md' },
      { path: '.runtime/r.md' },
      violation('protected')
    ],
    [
      'symlink inside the repository in scope',
      fixing,
      { path: 'src/link', link: { target: 'a.ts', inside: true } },
      allowed('scope')
    ],
    [
      'symlink to /etc/passwd in scope',
      fixing,
      { path: 'src/passwd', link: { target: '/etc/passwd', inside: false } },
      violation('symlink-escape')
    ],
    [
      'symlink climbing out lexically',
      fixing,
      { path: 'src/up', link: { target: '../../outside', inside: true } },
      violation('symlink-escape')
    ],
    [
      'symlink the effectful check found outside',
      fixing,
      { path: 'src/via', link: { target: 'dir/x', inside: false } },
      violation('symlink-escape')
    ],
    [
      'report as an escaping symlink',
      fixing,
      { path: '.ralph/reports/FIX-001.md', link: { target: '/tmp/x', inside: false } },
      violation('symlink-escape')
    ],
    ['audit writes its report', audit, { path: '.ralph/reports/AUDIT-001.md' }, allowed('report')],
    ['audit may not write in scope', audit, { path: 'src/a.ts' }, violation('report-only')],
    [
      'linting may not write in scope',
      { ...audit, mode: 'linting' },
      { path: 'src/a.ts' },
      violation('report-only')
    ],
    ['audit may not touch the PRD', audit, { path: 'prd.json' }, violation('protected')],
    [
      'only negations match nothing',
      { ...fixing, scope: ['!docs/**'] },
      { path: 'src/a.ts' },
      violation('out-of-scope')
    ]
  ]

  it.each(cases)('%s', (_name, policy, write, expected) => {
    expect(compileScope(policy)(write)).toEqual(expected)
  })
})

describe('linkEscapes', () => {
  it.each([
    ['a/b', 'c', true, false],
    ['a/b', '../c', true, false],
    ['a/b', '../../c', true, true],
    ['a', '..', true, true],
    ['a', '/etc/passwd', true, true],
    ['a', 'C:\\x', true, true],
    ['a', 'b', false, true]
  ])('%s -> %s (inside=%s) escapes: %s', (path, target, inside, expected) => {
    expect(linkEscapes(path, { target, inside })).toBe(expected)
  })
})

describe('classifyWrites', () => {
  it('is clean when every write is allowed', () => {
    expect(classifyWrites([{ path: 'src/a.ts' }, { path: fixing.reportPath }], fixing)).toEqual([])
  })

  it('lists every violation with a reason and what to do about it', () => {
    const result = classifyWrites(
      [{ path: 'src/a.ts' }, { path: 'README.md' }, { path: 'prd.json' }],
      fixing
    )
    expect(result).toEqual([
      {
        path: 'README.md',
        reason: 'out-of-scope',
        detail: expect.stringContaining('"src/**"')
      },
      { path: 'prd.json', reason: 'protected', detail: expect.stringContaining('protected') }
    ])
  })

  it('has the protected defaults of the design', () => {
    expect(protection('prd.json').protectedGlobs).toEqual([
      'CODEX.md',
      '.runtime/**',
      '.git/**',
      '.github/**'
    ])
    expect(protection(undefined).protectedPaths).toEqual([])
  })
})
