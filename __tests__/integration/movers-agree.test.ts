/**
 * The CLI and the action share one pipeline: the same folder renamed through the file-system
 * mover and through the git mover gets the same names, and undo brings back the same names and
 * bytes through either.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileSystemMover } from '../../src/pdf/apply/fs-mover.js'
import { undoRun } from '../../src/pdf/apply/undo.js'
import { defaultInboxSettings } from '../../src/pdf/inbox/inbox.js'
import { renameInbox, undoInbox } from '../../src/pdf/inbox/inbox-run.js'
import { copyInvoices, NOW, runBatch, snapshot, testSettings } from '../helpers/pdf-inbox.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { GIT_ENV, makeRepo, type TestRepo } from '../helpers/repo.js'

let tmp: TempDir
let repo: TestRepo
afterEach(() => {
  tmp.cleanup()
  repo.cleanup()
})

describe('the file-system mover and the git mover', () => {
  it('give the same names to the same folder, and undo restores the same state', async () => {
    tmp = tempDir()
    copyInvoices(tmp.dir)
    // Two files with one content: the collision suffixes must agree too.
    copyFileSync(join(tmp.dir, readdirSync(tmp.dir)[0]!), join(tmp.dir, 'copy of first.pdf'))
    const original = snapshot(tmp.dir)
    repo = makeRepo({ 'README.md': '# docs\n' })
    const inbox = join(repo.dir, 'inbox')
    mkdirSync(inbox)
    for (const name of Object.keys(original)) copyFileSync(join(tmp.dir, name), join(inbox, name))
    repo.commit('scanner upload')

    const cli = await runBatch(testSettings({ paths: [tmp.dir] }))
    const defaults = defaultInboxSettings()
    const action = await renameInbox(
      { ...defaults, archivePath: 'inbox', pdf: testSettings({ ocr: 'off' }) },
      { cwd: repo.dir, now: () => NOW, commitEnv: GIT_ENV }
    )
    expect(cli.totals.renamed).toBe(Object.keys(original).length)
    expect(action.renamed).toHaveLength(cli.totals.renamed)
    const renamedCli = snapshot(tmp.dir)
    expect(snapshot(inbox)).toEqual(renamedCli)
    expect(Object.keys(renamedCli)).not.toEqual(Object.keys(original))

    const undoneCli = await undoRun({
      logPath: cli.undoLog!,
      select: { last: true },
      dryRun: false,
      mover: fileSystemMover({ roots: [tmp.dir], cwd: tmp.dir })
    })
    const undoneAction = await undoInbox(
      { undoLog: defaults.undoLog },
      { cwd: repo.dir, commitEnv: GIT_ENV }
    )
    const outcome = (items: { status: string; from: string }[]) =>
      items.map(item => [item.status, item.from.split('/').at(-1)]).sort()
    expect(outcome(undoneAction.items)).toEqual(outcome(undoneCli.items))
    expect(undoneCli.items.every(item => item.status === 'restored')).toBe(true)
    expect(snapshot(tmp.dir)).toEqual(original)
    expect(snapshot(inbox)).toEqual(original)
    expect(repo.git(['status', '--porcelain'])).toBe('')
  })
})
