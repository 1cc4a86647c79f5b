/**
 * The CLIs install the way a user expects (README "Install the CLIs"): `npm install --global`
 * from the repository puts `ralph` and `pdf-rename` on PATH, here into a temp prefix, offline
 * (a folder install resolves nothing from the registry). And `npm pack` ships what the CLIs load
 * at run time, so a tarball built from the repository holds a working CLI too.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { PROJECT_ROOT, makeTextPdf, tempDir, type TempDir } from '../helpers/pdfs.js'

const NPM_ENV = {
  ...process.env,
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false'
}

let tmp: TempDir
beforeAll(() => {
  tmp = tempDir('ralph-install-')
})
afterAll(() => tmp.cleanup())

it('npm pack ships the bins and every file the CLIs load at run time, and no tests', () => {
  const [info] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: PROJECT_ROOT,
      env: NPM_ENV,
      encoding: 'utf8'
    })
  ) as Array<{ files: Array<{ path: string }> }>
  const files = info!.files.map(file => file.path)
  for (const needed of [
    'bin/ralph.js',
    'bin/pdf-rename.js',
    'lib/cli/ralph.js',
    'lib/cli/pdf-rename.js',
    'lib/cli/pdf-rename-bin.js',
    'lib/pdf/read/extract-worker.js',
    // The bundled pdf-rename that bin/pdf-rename.js loads (scripts/bundle-cli.mjs, at `prepare`).
    'lib/bundle/pdf-rename-bin.js',
    'lib/bundle/extract-worker.js',
    'lib/bundle/ocr-worker.mjs',
    // The bundled ralph that bin/ralph.js loads, with the licences of the packages inside it.
    'lib/bundle/ralph/ralph-entry.js',
    'lib/bundle/ralph/THIRD-PARTY-LICENSES.txt',
    'schemas/prd.schema.json',
    'schemas/rules.schema.json',
    'src/data/rules.json',
    'CODEX.md',
    'scripts/patch-pdfjs.mjs',
    'LICENSE'
  ])
    expect({ needed, shipped: files.includes(needed) }).toEqual({ needed, shipped: true })
  expect(files.filter(path => path.startsWith('__tests__/') || path.startsWith('dist/'))).toEqual(
    []
  )
})

it('npm install --global from the repository puts ralph and pdf-rename on PATH', async () => {
  // lib/ as `npm ci` built it (README); the install's own `prepare` would rebuild it in this
  // checkout while other test files read it, and take most of this test's time.
  if (!existsSync(join(PROJECT_ROOT, 'lib', 'cli', 'ralph.js')))
    throw new Error("lib/ is missing: build it with 'npm run prepare' (npm ci does) first.")
  const prefix = join(tmp.dir, 'prefix')
  execFileSync(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      prefix,
      '--offline',
      '--no-audit',
      '--ignore-scripts',
      PROJECT_ROOT
    ],
    { cwd: tmp.dir, env: NPM_ENV, stdio: 'pipe' }
  )
  const home = join(tmp.dir, 'home')
  const inbox = join(tmp.dir, 'inbox')
  mkdirSync(home)
  mkdirSync(inbox)
  writeFileSync(
    join(inbox, 'scan.pdf'),
    await makeTextPdf([['Beispiel GmbH', 'Rechnung', 'Rechnungsdatum: 14.03.2024']])
  )
  // Only the prefix's bin, node's folder and the system's: the commands are found on PATH.
  const env = {
    PATH: `${join(prefix, 'bin')}:${dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: home
  }
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { cwd: inbox, env, encoding: 'utf8' })
  const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    version: string
  }
  expect(run('ralph', ['--version']).stdout).toBe(`ralph ${version}\n`)
  expect(run('pdf-rename', ['--version']).stdout).toBe(`pdf-rename ${version}\n`)
  const renamed = run('pdf-rename', ['--no-llm', '--dry-run', '.'])
  expect(renamed.stdout).toContain('planned   scan.pdf -> 20240314-invoice-beispiel.pdf')
  expect(renamed.status).toBe(0)
}, 180_000)
