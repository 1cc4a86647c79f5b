import { access, constants, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { LlmUnavailableError, prepareAssistants } from '../pdf/assistants.js'
import { fileSystemMover } from '../pdf/apply/fs-mover.js'
import { BatchError } from '../pdf/batch.js'
import { renameBatch } from '../pdf/pipeline.js'
import { RulesError } from '../pdf/decide/rules.js'
import { DEFAULT_UNDO_LOG, type RenameSettings } from '../pdf/settings.js'
import { UndoLogError } from '../pdf/apply/undo-log.js'
import { UsageError } from '../settings/errors.js'
import { EXIT } from './exit-codes.js'
import { CliIo, processIo } from './io.js'
import { parseCommand, type Command } from './pdf/args.js'
import { batchLines, undoLines } from './pdf/output.js'
import { createProgress } from './pdf/progress.js'
import { packageVersion } from '../package-files.js'

export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  try {
    const command = parseCommand(argv)
    switch (command.kind) {
      case 'help':
        io.stdout.write(command.text + '\n')
        return EXIT.ok
      case 'version':
        io.stdout.write(`pdf-rename ${packageVersion()}\n`)
        return EXIT.ok
      case 'rename':
        return await rename(command, io)
      case 'undo':
        return await undo(command, io)
      case 'explain':
        return await explain(command, io)
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const code = failure(error, message, io)
    // A caller of --json reads stdout: the error goes there too.
    if (argv.includes('--json'))
      io.stdout.write(JSON.stringify({ error: { exitCode: code, message } }) + '\n')
    return code
  }
}

async function rename(command: Extract<Command, { kind: 'rename' }>, io: CliIo): Promise<number> {
  const folders = await foldersToWrite(command.settings, io.cwd)
  if (!command.settings.dryRun) await checkWritable(folders)
  const assistants = await prepareAssistants(command.settings, { cwd: io.cwd })
  for (const warning of assistants.warnings) io.stderr.write(`pdf-rename: warning: ${warning}\n`)
  const progress = createProgress(io.stderr, io.cwd)
  const deps = { ...assistants, cwd: io.cwd, onProgress: progress.update }
  const report = await renameBatch(command.settings, deps).finally(async () => {
    progress.done()
    await assistants.close()
  })
  for (const warning of report.warnings) io.stderr.write(`pdf-rename: warning: ${warning}\n`)
  report.warnings.unshift(...assistants.warnings)
  if (command.json) io.stdout.write(JSON.stringify(report, null, 2) + '\n')
  else if (report.files.length === 0)
    io.stdout.write(`no PDFs found in ${command.settings.paths.join(', ')}\n`)
  else io.stdout.write(batchLines(report, io.cwd).join('\n') + '\n')
  return report.totals.failed > 0 ? EXIT.partial : EXIT.ok
}

// Each command loads its own modules: a rename run has no use for undo's or explain's.
async function explain(command: Extract<Command, { kind: 'explain' }>, io: CliIo): Promise<number> {
  // A missing path is a usage error, as for a rename; so is a folder.
  const [folder] = await foldersToWrite(command.settings, io.cwd)
  if (folder === resolve(io.cwd, command.file))
    throw new UsageError(
      `explain takes one PDF file; '${command.file}' is a folder. Example: pdf-rename explain inbox/scan.pdf`
    )
  const { explainFile, explainLines } = await import('./pdf/explain.js')
  const result = await explainFile(command.file, command.settings, io.cwd)
  if (command.json) io.stdout.write(JSON.stringify(result, null, 2) + '\n')
  else io.stdout.write(explainLines(result).join('\n') + '\n')
  return result.kind === 'explained' ? EXIT.ok : EXIT.partial
}

async function undo(command: Extract<Command, { kind: 'undo' }>, io: CliIo): Promise<number> {
  const logPath = resolve(io.cwd, command.undoLog ?? join(command.dir, DEFAULT_UNDO_LOG))
  const folder = resolve(io.cwd, command.dir)
  const { undoRun } = await import('../pdf/apply/undo.js')
  const report = await undoRun({
    logPath,
    select: command.run === undefined ? { last: true } : { run: command.run },
    dryRun: command.dryRun,
    mover: fileSystemMover({ roots: [folder], cwd: io.cwd }),
    confineHint: `undo works inside ${folder}; for a run with --out elsewhere, give a folder that holds both names (pdf-rename undo --undo-log LOG DIR)`
  })
  if (command.json) io.stdout.write(JSON.stringify(report, null, 2) + '\n')
  else io.stdout.write(undoLines(report, io.cwd).join('\n') + '\n')
  return report.items.some(item => item.status === 'refused') ? EXIT.undoRefused : EXIT.ok
}

/**
 * The folders a rename writes to: each source folder (a move unlinks there), --out, --review;
 * a path that does not exist is a usage error.
 */
async function foldersToWrite(settings: RenameSettings, cwd: string): Promise<string[]> {
  const folders = new Set<string>()
  for (const path of settings.paths) {
    const absolute = resolve(cwd, path)
    const found = await stat(absolute).catch((error: unknown) => {
      throw new UsageError(
        `No such file or folder: '${path}'. Give a folder or PDF files that exist.`,
        { cause: error }
      )
    })
    folders.add(found.isDirectory() ? absolute : dirname(absolute))
  }
  for (const dir of [settings.outDir, settings.reviewDir])
    if (dir !== undefined) folders.add(resolve(cwd, dir))
  return [...folders]
}

/** Before any PDF is read, so a read-only folder fails in a second, not after minutes of OCR. */
async function checkWritable(folders: string[]): Promise<void> {
  for (const folder of folders)
    await access(folder, constants.W_OK | constants.X_OK).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
      // ENOENT: an --out folder not made yet; the batch creates it under a writable parent.
      if (code === 'ENOENT') return
      throw new BatchError(
        `Cannot rename in ${folder}: the folder is not writable for this user (${code}). ` +
          'Nothing was read or renamed. Make it writable (chmod u+w on the folder, or run as its ' +
          'owner), or copy the PDFs into a folder you can write and run there; ' +
          '--dry-run previews the names without writing.',
        'not-writable',
        { cause: error }
      )
    })
}

function failure(error: unknown, message: string, io: CliIo): number {
  io.stderr.write(`pdf-rename: ${message}\n`)
  if (error instanceof UsageError || error instanceof RulesError) return EXIT.invalid
  if (error instanceof BatchError)
    return error.kind === 'linked-folder' ? EXIT.invalid : EXIT.notWritable
  if (error instanceof UndoLogError) {
    // The log cannot be read (missing), written (not writable), or has no such run (invalid).
    const code = (error.cause as NodeJS.ErrnoException | undefined)?.code
    if (code === undefined) return EXIT.invalid
    return code === 'ENOENT' ? EXIT.missing : EXIT.notWritable
  }
  if (error instanceof LlmUnavailableError) return EXIT.llmUnavailable
  io.stderr.write(
    `${error instanceof Error ? (error.stack ?? '') : ''}\nThis is a bug; please report it.\n`
  )
  return EXIT.internal
}
