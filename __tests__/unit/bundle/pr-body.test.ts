import { pullRequestBody, type FixDescription } from '../../../src/loop/bundle/pr-body.js'
import { AGENT_RUN as agent, story } from '../../helpers/story-repo.js'

/** A passing fix whose agent wrote `writes`; `review` of them steer later runs. */
const fix = (writes: string[], review: FixDescription['review'] = []): FixDescription => ({
  story: story('FIX-1', { scope: ['**'] }),
  outcome: { writes, reportPath: '.ralph/reports/FIX-1.md', attempt: 1, agent },
  branch: 'ralph/FIX-1',
  base: { branch: 'main', sha: 'a'.repeat(40) },
  head: 'b'.repeat(40),
  runUrl: undefined,
  review
})

describe('the pull request body', () => {
  it('shows each path the agent chose as inline code on one line, whatever its characters', () => {
    const hostile = [
      'src/a`\n\n@org/admins please merge <img src=https://x.example/p>\n- `b',
      'src/\u202eexe.ts',
      'src/c|d.ts'
    ]
    const body = pullRequestBody(
      fix(hostile, [{ path: 'src/x`|\n|y/package.json', what: 'a manifest' }])
    )
    // No line the agent wrote starts a Markdown line of its own, and no hidden character is shown.
    expect(body).not.toMatch(/^\s*(@|<img|- `b|\|y)/m)
    expect(body).not.toContain('\u202e')
    expect(body.split('\n').filter(line => line.startsWith('- `src/'))).toEqual([
      "- `src/a'\\u000a\\u000a@org/admins please merge <img src=https://x.example/p>\\u000a- 'b`",
      '- `src/\\u202eexe.ts`',
      '- `src/c\\|d.ts`'
    ])
    expect(body).toContain("| `src/x'\\|\\u000a\\|y/package.json` | a manifest |")
  })

  it('stays within the 65,536 characters GitHub takes, saying how many paths it leaves out', () => {
    const writes = Array.from(
      { length: 200 },
      (_, i) => `src/${i}/${`${'d'.repeat(200)}/`.repeat(19)}package.json`
    )
    const body = pullRequestBody(
      fix(
        writes,
        writes.map(path => ({ path, what: 'a manifest' }))
      )
    )
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body).toContain('200 path(s) written')
    expect(body).toMatch(/^- and 150 more$/m)
    expect(body).toMatch(/^\| and 150 more \| \|$/m)
    expect(body).toMatch(/<!-- ralph-story: FIX-1 -->\n$/)
  })
})
