/**
 * How undo gets the original bytes back after a rename that also wrote metadata (metadata.ts).
 * Pure, and apart from metadata.ts so that undo and the apply step load no pdf-lib.
 */

/** What an undo-log entry records when the rename also rewrote the bytes. */
export interface MetadataUndo {
  /** Git blob id of the original bytes: in history since the commit that added the file. */
  originalBlob: string
  /** sha256 of the bytes written with the metadata, to notice edits made since. */
  writtenSha256: string
}

/** The fields of an undo-log entry that restoring the bytes depends on. */
export interface RestorableEntry {
  /** Where the file lives now (the archive path). */
  to: string
  /** sha256 of the original bytes. */
  sha256: string
  metadata?: MetadataUndo
}

export type BytesRestorePlan =
  /** The bytes are the original ones: moving the file back is enough. */
  | { kind: 'rename-only' }
  /** Write the original blob at the original path, then remove the archive file. */
  | { kind: 'restore-blob'; blob: string; sha256: string }
  | { kind: 'refuse'; message: string }

/** Decides how undo gets the original bytes back, given the sha256 of the file now. */
export function planBytesRestore(entry: RestorableEntry, currentSha256: string): BytesRestorePlan {
  if (currentSha256 === entry.sha256) return { kind: 'rename-only' }
  if (entry.metadata && currentSha256 === entry.metadata.writtenSha256) {
    return { kind: 'restore-blob', blob: entry.metadata.originalBlob, sha256: entry.sha256 }
  }
  const expected = entry.metadata
    ? `${entry.metadata.writtenSha256} (as renamed) or ${entry.sha256} (original)`
    : entry.sha256
  return {
    kind: 'refuse',
    message:
      `${entry.to}: changed since the rename (sha256 ${currentSha256}, expected ${expected}); ` +
      'not restored. Move it back by hand if the edit should be kept.'
  }
}
