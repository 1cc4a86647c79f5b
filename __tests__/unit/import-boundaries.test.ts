/**
 * The renamer declares the mover; git/ and fs/ implement it without importing src/pdf/.
 * Outside src/git/, git is reached through its door (src/git/repository.ts) alone. And
 * `ralph`'s start loads no subcommand's module: each is imported when it runs.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { PROJECT_ROOT } from '../helpers/fixtures.js'

const SRC = join(PROJECT_ROOT, 'src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(ts|mts|mjs)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : []
  )
}

/** Every relative module a file imports or re-exports, resolved to a path under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
  return specifiers.map(match => relative(SRC, resolve(dirname(file), match[1]!)))
}

describe('import boundaries', () => {
  it.each(['git', 'fs'])('no file in src/%s imports from src/pdf', folder => {
    const files = sources(join(SRC, folder))
    expect(files.length).toBeGreaterThan(0)
    const offending = files.flatMap(file =>
      importsOf(file)
        .filter(target => target === 'pdf' || target.startsWith('pdf/'))
        .map(target => `${relative(SRC, file)} -> ${target}`)
    )
    expect(offending).toEqual([])
  })

  it('outside src/git, no file imports a module of git/ but its door', () => {
    const files = sources(SRC).filter(file => !relative(SRC, file).startsWith('git/'))
    const offending = files.flatMap(file =>
      importsOf(file)
        .filter(target => target.startsWith('git/') && target !== 'git/repository.js')
        .map(target => `${relative(SRC, file)} -> ${target}`)
    )
    expect(offending).toEqual([])
  })

  it('sees an import into src/pdf when there is one (the scanner works)', () => {
    const seen = importsOf(join(SRC, 'pdf/inbox/inbox-run.ts'))
    expect(seen).toContain('git/repository.js')
    expect(importsOf(join(SRC, 'action/rename-pdfs.ts'))).toContain('pdf/inbox/inbox-run.js')
  })
})

/** Modules a file imports at load time: `import … from` that is not `import type`. */
function staticImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/^import\s+(?!type\s)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm)
  ]
  return specifiers.map(match => relative(SRC, resolve(dirname(file), match[1]!)))
}

describe('ralph start-up', () => {
  it('the command list and main() load no subcommand module; the list imports each lazily', () => {
    const list = join(SRC, 'cli/commands/index.ts')
    const loadedAtStart = [list, join(SRC, 'cli/ralph.ts')].flatMap(staticImportsOf)
    expect(loadedAtStart.filter(target => target.startsWith('cli/commands/'))).toEqual([
      'cli/commands/index.js'
    ])
    const lazy = importsOf(list).filter(target => target.startsWith('cli/commands/'))
    expect(lazy).toEqual(
      expect.arrayContaining(['cli/commands/validate.js', 'cli/commands/step.js'])
    )
  })
})
