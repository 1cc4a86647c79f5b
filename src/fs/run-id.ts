/**
 * A run id that sorts by time (the events log's, the undo log's): 20240314T120000Z-1a2b3c. The
 * suffix only tells runs of the same second apart; nothing relies on it being unguessable.
 */
export function newRunId(now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const suffix = Math.floor(Math.random() * 0x1000000)
  return `${stamp}-${suffix.toString(16).padStart(6, '0')}`
}
