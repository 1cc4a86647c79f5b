import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { textInvoicePdf } from '../../examples/demo-pdfs.js'
import { Repository } from '../../src/git/repository.js'
import { writeMetadata } from '../../src/pdf/apply/metadata.js'
import { planBytesRestore } from '../../src/pdf/apply/undo.js'
import { GIT_ENV, type TestRepo, makeRepo } from '../helpers/repo.js'

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')
const ORIGINAL = 'inbox/scan0023.pdf'
const RENAMED = 'archive/20240314-invoice-acme-cloud-hosting.pdf'

function put(repo: TestRepo, path: string, bytes: Uint8Array): void {
  mkdirSync(dirname(join(repo.dir, path)), { recursive: true })
  writeFileSync(join(repo.dir, path), bytes)
}

/** The git mover's restore of blob `blob` at `path` (relative to the clone at `dir`). */
async function restoreBlob(dir: string, blob: string, path: string, sha256: string): Promise<void> {
  await (await new Repository(dir).mover()).restore(blob, join(dir, path), sha256)
}

/** Commits an inbox PDF, then renames it with metadata written, as rename-pdfs does. */
async function renamedWithMetadata(repo: TestRepo) {
  const original = await textInvoicePdf()
  put(repo, ORIGINAL, original)
  repo.commit('add scan')
  const blob = repo.git(['rev-parse', `:${ORIGINAL}`])
  const result = await writeMetadata(
    original,
    {
      title: 'ACME cloud hosting',
      subject: 'invoice',
      keywords: ['acme'],
      originalName: 'scan0023.pdf'
    },
    ORIGINAL
  )
  if (result.kind !== 'written') throw new Error('setup failed')
  mkdirSync(join(repo.dir, 'archive'))
  repo.git(['mv', ORIGINAL, RENAMED])
  writeFileSync(join(repo.dir, RENAMED), result.bytes)
  repo.commit('pdf-rename: 1 file')
  const entry = {
    to: RENAMED,
    sha256: sha256(original),
    metadata: { originalBlob: blob, writtenSha256: sha256(result.bytes) }
  }
  return { original, blob, entry }
}

describe('restoring original bytes from git history', () => {
  let repo: TestRepo
  beforeEach(() => {
    repo = makeRepo()
  })
  afterEach(() => repo.cleanup())

  it('checks the original blob out at the original path, staged, byte for byte', async () => {
    const { original, entry } = await renamedWithMetadata(repo)
    const current = readFileSync(join(repo.dir, RENAMED))
    const plan = planBytesRestore(entry, sha256(current))
    expect(plan).toEqual({
      kind: 'restore-blob',
      blob: entry.metadata.originalBlob,
      sha256: entry.sha256
    })
    if (plan.kind !== 'restore-blob') return
    await restoreBlob(repo.dir, plan.blob, ORIGINAL, plan.sha256)
    expect(sha256(readFileSync(join(repo.dir, ORIGINAL)))).toBe(sha256(original))
    expect(repo.git(['diff', '--cached', '--name-status'])).toBe(`A\t${ORIGINAL}`)
    expect(repo.git(['status', '--porcelain', '--', ORIGINAL])).toBe(`A  ${ORIGINAL}`)
  })

  it('refuses to replace a file that is already there', async () => {
    const { entry } = await renamedWithMetadata(repo)
    put(repo, ORIGINAL, new TextEncoder().encode('someone else'))
    await expect(
      restoreBlob(repo.dir, entry.metadata.originalBlob, ORIGINAL, entry.sha256)
    ).rejects.toThrow(`${ORIGINAL} already exists; not overwritten.`)
    expect(readFileSync(join(repo.dir, ORIGINAL), 'utf8')).toBe('someone else')
  })

  it('undoes its own checkout when the bytes do not match the recorded sha256', async () => {
    const { entry } = await renamedWithMetadata(repo)
    await expect(
      restoreBlob(repo.dir, entry.metadata.originalBlob, ORIGINAL, 'f'.repeat(64))
    ).rejects.toThrow(/expected f{64}.*not restored/)
    expect(repo.git(['status', '--porcelain', '--', ORIGINAL])).toBe('')
  })

  it('explains the fetch-depth fix when the blob is not in a shallow clone', async () => {
    const { entry } = await renamedWithMetadata(repo)
    repo.git(['push', '-q', 'origin', 'main'])
    const shallow = join(dirname(repo.dir), 'shallow')
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.origin}`, shallow], {
      env: { ...process.env, ...GIT_ENV }
    })
    await expect(
      restoreBlob(shallow, entry.metadata.originalBlob, ORIGINAL, entry.sha256)
    ).rejects.toThrow(
      `Blob ${entry.metadata.originalBlob} for ${ORIGINAL} is not in this clone. ` +
        'Check out the full history (actions/checkout with fetch-depth: 0) and run undo again.'
    )
  })
})
