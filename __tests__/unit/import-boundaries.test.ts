/**
 * The folder map of docs/architecture.md is the map eslint enforces and the map the code keeps.
 * The renamer declares the mover; git/ and fs/ implement it without importing src/pdf/.
 * Outside src/git/, git is reached through its door (src/git/repository.ts) alone. And
 * `ralph`'s start loads no subcommand's module: each is imported when it runs.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
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

type FolderMap = Record<string, string[]>

/** The table of docs/architecture.md: folder -> the folders it may import. */
function documentedMap(): FolderMap {
  const doc = readFileSync(join(PROJECT_ROOT, 'docs', 'architecture.md'), 'utf8')
  const rows = [...doc.matchAll(/^\| `src\/([a-z-]+)\/` +\|.*\|([^|]+)\|$/gm)]
  return Object.fromEntries(
    rows.map(([, folder, imports]) => [
      folder!,
      imports!.trim() === 'nothing' ? [] : [...imports!.matchAll(/`([a-z/-]+)`/g)].map(m => m[1]!)
    ])
  )
}

/** Where an import lands: `loop`, `settings/errors` (a file named in the map) or `package-files`. */
function landing(target: string, map: FolderMap): string {
  const [top, next] = target.split('/')
  const part = `${top}/${next?.replace(/\.js$/, '')}`
  const named = Object.values(map).some(allowed => allowed.includes(part))
  return named ? part : top!.replace(/\.js$/, '')
}

describe('the folder map', () => {
  let eslintMap: FolderMap
  beforeAll(async () => {
    const config = pathToFileURL(join(PROJECT_ROOT, 'eslint.config.js')).href
    eslintMap = ((await import(config)) as { FOLDER_MAP: FolderMap }).FOLDER_MAP
  })

  it('docs/architecture.md shows the map eslint enforces', () => {
    const documented = documentedMap()
    expect(Object.keys(documented).length).toBeGreaterThanOrEqual(10)
    expect(documented).toEqual(eslintMap)
  })

  it('every import between folders of src/ is one the map allows', () => {
    const map = documentedMap()
    const outside = sources(SRC).flatMap(file => {
      const folder = relative(SRC, file).split('/')[0]!
      const allowed = map[folder]
      if (allowed === undefined) return []
      return importsOf(file)
        .filter(target => !target.startsWith(`${folder}/`))
        .filter(target => {
          const part = landing(target, map)
          return !allowed.includes(part) && !allowed.includes(part.split('/')[0]!)
        })
        .map(target => `${relative(SRC, file)} -> ${target}`)
    })
    expect(outside).toEqual([])
  })

  it('sees an import the map forbids when there is one (the check works)', () => {
    const map = documentedMap()
    const target = importsOf(join(SRC, 'loop/judge.ts')).find(t => t.startsWith('git/'))!
    expect(landing(target, map)).toBe('git')
    expect(map.github!.includes(landing(target, map))).toBe(false)
    expect(landing('settings/errors.js', map)).toBe('settings/errors')
    expect(landing('settings/step.js', map)).toBe('settings')
  })

  it('only src/process/run.ts imports node:child_process', () => {
    const importers = sources(SRC).filter(file =>
      /from ['"](node:)?child_process['"]/.test(readFileSync(file, 'utf8'))
    )
    expect(importers.map(file => relative(SRC, file))).toEqual(['process/run.ts'])
  })
})

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
    expect(importsOf(join(SRC, 'action/pdfs.ts'))).toContain('pdf/inbox/inbox-run.js')
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
