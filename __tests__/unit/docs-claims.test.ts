/** Claims the README and docs make about the code, each checked against the code. */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { load } from 'js-yaml'
import { COMMANDS } from '../../src/action/inputs.js'
import { USAGE } from '../../src/cli/pdf/args.js'
import { PROJECT_ROOT } from '../helpers/pdfs.js'

const read = (path: string): string => readFileSync(join(PROJECT_ROOT, path), 'utf8')

function sources(folder: string): string[] {
  return readdirSync(join(PROJECT_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && entry.name.endsWith('.ts'))
    .map(entry => relative(PROJECT_ROOT, join(entry.parentPath, entry.name)))
}

describe('README and docs match the code', () => {
  it('docs/architecture.md: src/action is the only code that imports @actions/*', () => {
    expect(read('docs/architecture.md')).toContain('Only `src/action/` imports `@actions/*`')
    const importers = sources('src').filter(path =>
      /from '@actions\/|import\('@actions\//.test(read(path))
    )
    expect(importers.length).toBeGreaterThan(0)
    expect(importers.filter(path => !path.startsWith('src/action/'))).toEqual([])
  })

  it('CODEX.md comes from the repository top in every doc (as step-plan.ts reads it)', () => {
    expect(read('src/loop/plan/step-plan.ts')).toContain("join(top, 'CODEX.md')")
    for (const doc of ['docs/cli.md', 'docs/step.md', 'src/cli/commands/next.ts'])
      expect({
        doc,
        currentFolder: /CODEX\.md` in the current folder|\.\/CODEX\.md/.test(read(doc))
      }).toEqual({
        doc,
        currentFolder: false
      })
    expect(read('docs/cli.md')).toContain('`CODEX.md` at the\nrepository top')
  })

  it('docs/action.md lists every command of action.yml with its permissions', () => {
    const commands = COMMANDS
    expect(commands).toEqual(expect.arrayContaining(['step', 'rename-pdfs', 'undo-pdfs']))
    const doc = read('docs/action.md')
    const commandTable = doc.slice(0, doc.indexOf('## `step`'))
    const permissions = doc.slice(doc.indexOf('## Permissions'))
    for (const command of commands) {
      expect({ command, listed: commandTable.includes(`| \`${command}\``) }).toEqual({
        command,
        listed: true
      })
      expect({
        command,
        permission: new RegExp(`\\| \`${command}\` +\\| \`contents: `).test(permissions)
      }).toEqual({
        command,
        permission: true
      })
    }
  })

  it("the README's action snippet names every command of action.yml", () => {
    const commands = COMMANDS
    const line = /^ +command: ([a-z-]+) # or (.+)$/m.exec(read('README.md'))!
    const named = [line[1], ...line[2]!.split(/, /)]
    expect(named.sort()).toEqual([...commands].sort())
  })

  it('no doc calls the replay on a moved branch "rebasing"', () => {
    for (const doc of [
      'README.md',
      ...readdirSync(join(PROJECT_ROOT, 'docs')).map(n => `docs/${n}`)
    ])
      expect({ doc, rebasing: /rebasing/i.test(read(doc)) }).toEqual({ doc, rebasing: false })
  })

  it('the .env.local-action file docs/action.md has you create is git-ignored', () => {
    expect(read('docs/action.md')).toContain('> .env.local-action')
    expect(read('.gitignore').split('\n')).toContain('.env.local-action')
  })

  it('docs/pdf-rename.md documents every option of pdf-rename --help', () => {
    const doc = read('docs/pdf-rename.md')
    const options = [...new Set(USAGE.match(/--[a-z][a-z-]*/g))]
    expect(options).toEqual(expect.arrayContaining(['--llm-url', '--require-llm', '--ocr-lang']))
    expect(options.filter(option => !new RegExp(`[\`|/ [(]${option}\\b`).test(doc))).toEqual([])
    expect(doc).not.toMatch(/plug into the same pipeline/)
  })

  it('the default model endpoint is /api/generate in the code, action.yml and the docs', () => {
    const action = load(read('action.yml')) as { inputs: Record<string, { default?: string }> }
    const url = 'http://127.0.0.1:11434/api/generate'
    expect(action.inputs['llm-url']?.default).toBe(url)
    expect(read('src/pdf/settings.ts')).toContain(`DEFAULT_LLM_URL = '${url}'`)
    for (const doc of ['docs/ocr-llm.md', 'docs/pdf-rename.md', 'docs/inbox.md'])
      expect({ doc, url: read(doc).includes(`\`${url}\``) }).toEqual({ doc, url: true })
    expect(USAGE).toContain(`(default ${url})`)
  })

  it('docs/architecture.md records the deliberate deviations', () => {
    const doc = read('docs/architecture.md')
    for (const topic of [
      'simple-git',
      '@actions/exec',
      '`-z`',
      'GIT_INDEX_FILE',
      'process group',
      '@actions/github'
    ])
      expect({ topic, recorded: doc.includes(topic) }).toEqual({ topic, recorded: true })
    expect(read('package.json')).not.toMatch(/"simple-git"|"@actions\/exec"|"@actions\/github"/)
  })
})
