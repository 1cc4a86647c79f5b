/**
 * The PDFs given, and the `.pdf` files of given folders (with `recursive`, of their subfolders
 * but hidden ones). Links are never followed: renaming one would rename the link, not the PDF.
 */
import type { Dirent } from 'node:fs'
import { lstat, readdir } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { errorCode } from '../apply/file-ops.js'

interface Discovery {
  files: string[]
  skipped: { path: string; reason: string }[]
  missing: { path: string; reason: string }[]
  /** Given as arguments (the first one holds the default undo log). */
  folders: string[]
}

export async function discoverPdfs(
  paths: string[],
  options: { recursive: boolean; cwd: string }
): Promise<Discovery> {
  const found: Discovery = { files: [], skipped: [], missing: [], folders: [] }
  for (const given of paths) {
    const path = resolve(options.cwd, given)
    let stats
    try {
      stats = await lstat(path)
    } catch (error) {
      found.missing.push({
        path,
        reason: `${errorCode(error) === 'ENOENT' ? 'no such file or folder' : (error as Error).message}`
      })
      continue
    }
    if (stats.isSymbolicLink()) found.skipped.push({ path, reason: 'symbolic link (not followed)' })
    else if (stats.isDirectory()) {
      found.folders.push(path)
      await walk(path, options.recursive, found)
    } else if (!stats.isFile()) found.skipped.push({ path, reason: 'not a regular file' })
    else if (!isPdfName(path)) found.skipped.push({ path, reason: 'not a .pdf file' })
    else found.files.push(path)
  }
  found.files = [...new Set(found.files)].sort()
  return found
}

async function walk(dir: string, recursive: boolean, found: Discovery): Promise<void> {
  let entries: Dirent[]
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    found.missing.push({
      path: dir,
      reason: `cannot list the folder (${errorCode(error) ?? (error as Error).message})`
    })
    return
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (recursive && !entry.name.startsWith('.')) await walk(path, recursive, found)
      continue
    }
    if (!isPdfName(entry.name)) continue
    if (entry.isSymbolicLink()) found.skipped.push({ path, reason: 'symbolic link (not followed)' })
    else if (!entry.isFile()) found.skipped.push({ path, reason: 'not a regular file' })
    else found.files.push(path)
  }
}

function isPdfName(path: string): boolean {
  return extname(path).toLowerCase() === '.pdf'
}
