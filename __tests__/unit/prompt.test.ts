import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_PROTECTED_PATHS } from '../../src/loop/plan/policy.js'
import { loadPrd } from '../../src/loop/prd/prd.js'
import { buildPrompt } from '../../src/loop/plan/prompt.js'
import { createdPath } from '../../src/loop/plan/paths.js'
import type { Prd, Story } from '../../src/loop/types.js'
import { PROJECT_ROOT, fixturePath, fixtureText } from '../helpers/fixtures.js'

async function bashPrd(): Promise<Prd> {
  const result = await loadPrd(fixturePath('prd/bash-format.json'))
  if (result.kind !== 'ok') throw new Error('fixture must be valid')
  return result.prd
}

const policy = fixtureText('prompts/policy.md')

const minimal: Story = {
  id: 'A-1',
  title: 'Minimal',
  priority: 1,
  mode: 'audit',
  scope: ['src/**'],
  acceptance_criteria: ['Created `r/A-1.md` with the report'],
  passes: false
}

describe('buildPrompt', () => {
  it.each(['AUDIT-001', 'LINT-001', 'FIX-001'])('renders %s to the pinned bytes', async id => {
    const prd = await bashPrd()
    const story = prd.stories.find(s => s.id === id)!
    const prompt = buildPrompt(story, policy, {
      protectedPaths: ['prd.json', ...DEFAULT_PROTECTED_PATHS],
      lintDetectionOrder: prd.defaults?.lint_detection_order
    })
    expect(prompt).toBe(fixtureText(`prompts/bash-format-${id}.md`))
  })

  it('does not grant audit or linting writes in the scope that their mode rules forbid', async () => {
    const prd = await bashPrd()
    for (const id of ['AUDIT-001', 'LINT-001']) {
      const story = prd.stories.find(s => s.id === id)!
      const prompt = buildPrompt(story, policy, {
        protectedPaths: ['prd.json', ...DEFAULT_PROTECTED_PATHS]
      })
      expect(prompt).not.toContain('You may write')
      expect(prompt).toContain(`In ${story.mode} mode the only file you write is the report`)
    }
    const fix = prd.stories.find(s => s.id === 'FIX-001')!
    expect(buildPrompt(fix, policy)).toContain('You may write only paths that match these patterns')
  })

  it('gives the same bytes for the same inputs, whatever the process state', async () => {
    const prd = await bashPrd()
    const story = prd.stories[0]!
    const first = buildPrompt(structuredClone(story), policy)
    const saved = { ...process.env }
    process.env.TZ = 'Pacific/Kiritimati'
    process.env.LANG = 'de_DE.UTF-8'
    process.env.RALPH_MODE = 'fixing'
    try {
      expect(buildPrompt(structuredClone(story), policy)).toBe(first)
    } finally {
      process.env = saved
    }
  })

  it('renders every field a story has, and no empty section for missing ones', () => {
    const prompt = buildPrompt(minimal, '')
    expect(prompt).not.toMatch(/## (Objective|Steps|Verification|Out of scope|Notes)/)
    expect(prompt).toContain('- Report: `r/A-1.md`')
    expect(prompt).toContain('## Mode rules: audit\n\n- Read and analyse only.')
    expect(
      prompt.endsWith(
        'Write the report to `r/A-1.md` (relative to the repository root). The step passes only when this file exists after your call.\n'
      )
    ).toBe(true)
    const full = buildPrompt(
      {
        ...minimal,
        objective: 'Why',
        steps: [
          { title: 'Only step', actions: ['act'], expected_evidence: ['ev'], done_when: ['dw'] }
        ],
        verification: 'check it',
        out_of_scope: ['not this', 'nor that'],
        notes: ['first line\nsecond line']
      },
      ''
    )
    expect(full).toContain('## Objective\n\nWhy\n')
    expect(full).toContain(
      '### 1. Only step\n\nActions:\n- act\n\nExpected evidence:\n- ev\n\nDone when:\n- dw\n'
    )
    expect(full).toContain('## Verification\n\ncheck it\n')
    expect(full).toContain('## Out of scope\n\n- not this\n- nor that\n')
    expect(full).toContain('## Notes\n\n- first line\n  second line\n')
  })

  it('states the fixing rules for fixing stories and quotes patterns with backticks safely', () => {
    const prompt = buildPrompt({ ...minimal, mode: 'fixing', scope: ['docs/`odd`/**'] }, '')
    expect(prompt).toContain(
      '## Mode rules: fixing\n\n- You may change, add and delete files that match the scope'
    )
    expect(prompt).toContain('- ``docs/`odd`/**``')
  })

  it('appends the policy document verbatim at the end', () => {
    const codex = readFileSync(join(PROJECT_ROOT, 'CODEX.md'), 'utf8')
    const prompt = buildPrompt(minimal, codex)
    expect(prompt.endsWith('\n---\n\n' + codex)).toBe(true)
    expect(buildPrompt(minimal, 'no newline')).toMatch(/\n---\n\nno newline\n$/)
  })

  it('refuses a story without a valid Created path', () => {
    expect(() => buildPrompt({ ...minimal, acceptance_criteria: ['Created /etc/x'] }, '')).toThrow(
      /Story 'A-1' has no single valid "Created <path>" criterion/
    )
  })
})

describe('createdPath', () => {
  const withCriteria = (...acceptance_criteria: string[]) => ({ acceptance_criteria })
  it.each([
    [['Created reports/a.md'], 'reports/a.md'],
    [['Created `reports/a.md` with text'], 'reports/a.md'],
    [['Created\treports/a.md\tand text'], 'reports/a.md'],
    [['Created    ./reports//a.md   more'], 'reports/a.md'],
    [['Other', 'Created `r/with space.md`'], 'r/with space.md'],
    [['No created line'], undefined],
    [['Created a.md', 'Created b.md'], undefined],
    [['Created ../a.md'], undefined],
    [['Created /a.md'], undefined],
    [['Created a\\b.md'], undefined],
    [['created a.md'], undefined]
  ])('%j -> %j', (criteria, expected) => {
    expect(createdPath(withCriteria(...criteria))).toBe(expected)
  })
})
