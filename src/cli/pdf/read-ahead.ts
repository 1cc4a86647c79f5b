/**
 * A one-file `--reader pymupdf` run sends its file to the early child (pymupdf-prestart.ts) as
 * soon as its command is parsed, before the rules load and the file is found: the child reads it
 * once `import fitz` is done, so that its answer is there when the reader asks, not a request's
 * round trip and a read later (BENCHMARKS.md, "The file read ahead"). Nothing here decides
 * anything: the reader takes the answer only for the same request (pymupdf-child.ts `read`), and
 * a file the run does not read after all is read by the child in vain, that is all. Hence only
 * the plain case: one path, a regular `.pdf` file (discover.ts), not already named
 * (skipAlreadyNamed).
 */
import { lstatSync } from 'node:fs'
import { basename, extname, resolve } from 'node:path'
import { isGeneratedName } from '../../pdf/plan/filename.js'
import { childRequest } from '../../pdf/read/pymupdf-child.js'
import { readAheadPrestarted } from '../../pdf/read/pymupdf-prestart.js'
import type { RenameSettings } from '../../pdf/settings.js'

export function readAhead(settings: RenameSettings, cwd: string): void {
  const path = readAheadPath(settings, cwd)
  if (path === undefined) return
  readAheadPrestarted(
    settings.python,
    settings.maxDecompressedMb,
    childRequest(path, { maxTokens: settings.maxContentTokens, maxPages: settings.maxPages }),
    settings.timeoutMs
  )
}

/** The one file a run will ask the reader for first, when that is plain from its settings. */
function readAheadPath(settings: RenameSettings, cwd: string): string | undefined {
  if (settings.reader !== 'pymupdf' || settings.paths.length !== 1) return undefined
  const path = resolve(cwd, settings.paths[0]!)
  if (extname(path).toLowerCase() !== '.pdf') return undefined
  if (!settings.force && settings.outDir === undefined && isGeneratedName(basename(path)))
    return undefined
  try {
    return lstatSync(path, { throwIfNoEntry: false })?.isFile() === true ? path : undefined
  } catch {
    return undefined
  }
}
