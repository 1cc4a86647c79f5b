import { spawnSync } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { join } from 'node:path'
import { createInspector } from '../../src/pdf/read/extract-pool.js'
import { NOW, writeInvoice } from '../helpers/pdf-inbox.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'

describe('the worker pool', () => {
  let tmp: TempDir
  beforeEach(() => {
    tmp = tempDir()
  })
  afterEach(() => tmp.cleanup())

  it('terminates a worker that overruns the timeout, reports it, and goes on with a fresh one', async () => {
    const invoice = await writeInvoice(tmp.dir, 'a.pdf')
    // Reading a named pipe without a writer blocks: the worker never answers by itself.
    const pipe = join(tmp.dir, 'stuck.pdf')
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0)
    // A generous limit for the real files (cold threads on a busy machine), no grace for the pipe.
    const pool = createInspector({ maxTokens: 28_000, timeoutMs: 3000, now: NOW }, 2, 16, 0)
    try {
      expect(pool.threads).toBe(2)
      const stuck = await pool.inspect(pipe)
      expect(stuck.outcome).toEqual({
        kind: 'unreadable',
        message: 'reading took longer than 3 s; raise --timeout or check the file'
      })
      const after = await Promise.all([pool.inspect(invoice), pool.inspect(invoice)])
      expect(after.map(a => a.outcome.kind)).toEqual(['text', 'text'])
    } finally {
      // Give the blocked read its writer so the process's I/O thread is freed.
      closeSync(openSync(pipe, 'w'))
      await pool.close()
    }
  })
})
