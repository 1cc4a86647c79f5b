/**
 * A decompression bomb in the inbox (1 MB that inflates to 1 GiB), through the bundled action:
 * the batch finishes, the bomb is reported with the limit and left in place, the other PDFs are
 * renamed, and the action's process never holds more than 512 MB (its own getrusage peak).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { textInvoicePdf, germanLetterPdf } from '../../examples/demo-pdfs.js'
import { actionRuntimes, runAction } from '../helpers/action-run.js'
import { makeDecompressionBomb } from '../helpers/bomb.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'
import { refusedBase } from '../helpers/ollama-double.js'
import { makeRepo } from '../helpers/repo.js'

const PEAK_LIMIT_KIB = 512 * 1024
const TOO_LARGE =
  'too large when decompressed (limit 128 MB); if the file is trusted, raise max-decompressed-mb'

describe.each(actionRuntimes())('action rename-pdfs with a decompression bomb ($name)', runtime => {
  it('reports the bomb with the limit, renames the others, and stays under 512 MB', async () => {
    const bomb = await makeDecompressionBomb(
      ['Rechnung Nr. 4711', 'Rechnungsdatum: 14.03.2024', 'ACME Cloud Hosting GmbH'],
      1024
    )
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024)
    const repo = makeRepo({ 'README.md': '# documents\n' })
    try {
      repo.write({
        'inbox/bomb.pdf': bomb as unknown as string,
        'inbox/scan0023.pdf': Buffer.from(await textInvoicePdf()) as unknown as string,
        'inbox/Brief.pdf': Buffer.from(await germanLetterPdf()) as unknown as string
      })
      repo.commit('scanner upload')
      const peakFile = join(repo.dir, '..', 'peak-kib')
      const run = await runAction({
        workspace: repo.dir,
        inputs: {
          command: 'rename-pdfs',
          push: 'false',
          'llm-url': (await refusedBase()) + '/api/generate'
        },
        event: { name: 'push', payload: { ref: 'refs/heads/main' } },
        serverUrl: 'http://127.0.0.1:9',
        apiUrl: 'http://127.0.0.1:9',
        node: runtime.node,
        env: {
          NODE_OPTIONS: `--import ${pathToFileURL(join(PROJECT_ROOT, '__tests__', 'helpers', 'peak-memory.mjs')).href}`,
          PEAK_MEMORY_FILE: peakFile
        }
      })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ 'renamed-count': '2' })
      expect(run.stdout).toContain(TOO_LARGE)
      expect(repo.git(['ls-tree', '-r', '--name-only', 'HEAD']).split('\n')).toEqual([
        '.pdf-renamer/undo.jsonl',
        'README.md',
        expect.stringMatching(/^archive\/20240304-letter-[a-z0-9-]+\.pdf$/),
        'archive/20240314-invoice-acme-cloud-hosting.pdf',
        'inbox/bomb.pdf'
      ])
      const peakKib = Number(readFileSync(peakFile, 'utf8'))
      expect(peakKib).toBeGreaterThan(10 * 1024)
      expect(peakKib).toBeLessThan(PEAK_LIMIT_KIB)
    } finally {
      repo.cleanup()
    }
  })
})
