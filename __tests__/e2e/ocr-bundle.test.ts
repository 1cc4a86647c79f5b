/**
 * The bundled OCR works on its own: an ncc bundle (built the way `npm run bundle` builds
 * dist/) plus scripts/copy-ocr-assets.ts, copied to a folder with no node_modules anywhere
 * above it, run with the network switched off (`unshare -n`, or a preload that refuses
 * sockets where namespaces are not allowed).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, parse } from 'node:path'
import { copyOcrAssets } from '../../scripts/copy-ocr-assets.js'
import { INVOICE, scannedInvoicePdf } from '../helpers/scanned-invoice.js'
import { corpusPath, linnText, projectRoot, wordRecall } from '../helpers/scans.js'

let root: string
let dist: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ocr-bundle-'))
  const build = join(root, 'build')
  const ncc = join(
    dirname(createRequire(import.meta.url).resolve('@vercel/ncc/package.json')),
    'dist/ncc/cli.js'
  )
  execFileSync(
    process.execPath,
    [ncc, 'build', '__tests__/fixtures/ocr-entry.ts', '-o', build, '--quiet'],
    { cwd: projectRoot, stdio: 'pipe' }
  )
  copyOcrAssets(build)
  dist = join(root, 'elsewhere', 'dist')
  cpSync(build, dist, { recursive: true })
}, 180_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0)
}

function offline(args: string[], cwd: string) {
  const unshare = spawnSync('unshare', ['-n', 'true'])
  const command =
    unshare.status === 0
      ? { file: 'unshare', args: ['-n', process.execPath, ...args] }
      : {
          file: process.execPath,
          args: ['--import', join(projectRoot, '__tests__/helpers/no-network.mjs'), ...args]
        }
  return spawnSync(command.file, command.args, {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' }
  })
}

describe('OCR from the bundle, with no node_modules and no network', () => {
  it('has nothing to fall back on: no node_modules above the copy', () => {
    for (let dir = dist; ; dir = dirname(dir)) {
      expect(existsSync(join(dir, 'node_modules'))).toBe(false)
      if (dir === parse(dir).root) break
    }
  })

  it('reads a corpus scan and a generated invoice', async () => {
    const invoice = join(root, 'invoice.pdf')
    writeFileSync(invoice, await scannedInvoicePdf())
    const cwd = join(root, 'cwd')
    mkdirSync(cwd)
    const run = offline([join(dist, 'index.js'), corpusPath('scans', 'jbig2.pdf'), invoice], cwd)
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const output = JSON.parse(run.stdout) as {
      layout: string
      results: Array<{ text: string; image: string }>
    }
    expect(output.layout).toBe('bundled')
    const [scan, generated] = output.results
    expect(wordRecall(linnText(), scan?.text ?? '')).toBeGreaterThanOrEqual(0.95)
    expect(generated?.text).toContain(INVOICE.date)
    expect(generated?.text).toContain('Rechnung')
    expect(generated?.text).toContain(INVOICE.issuer)
    expect(readdirSync(cwd)).toEqual([])
  }, 180_000)

  it('stays well under 30 MB with the language data', () => {
    expect(sizeOf(dist)).toBeLessThan(30 * 1024 * 1024)
  })

  it('writes the same asset bytes into any folder, with no absolute paths', () => {
    const again = join(root, 'again')
    copyOcrAssets(again)
    const files = readdirSync(join(dist, 'ocr'), { recursive: true }).map(String).sort()
    expect(readdirSync(join(again, 'ocr'), { recursive: true }).map(String).sort()).toEqual(files)
    for (const file of files) {
      if (statSync(join(dist, 'ocr', file)).isDirectory()) continue
      expect(
        readFileSync(join(again, 'ocr', file)).equals(readFileSync(join(dist, 'ocr', file)))
      ).toBe(true)
    }
    const worker = readFileSync(join(dist, 'ocr', 'worker.mjs'), 'utf8')
    expect(worker).not.toContain(projectRoot)
    expect(worker).not.toContain(tmpdir())
  }, 60_000)
})
