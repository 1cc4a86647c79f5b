/** What a step says when the revert wrote back bytes the object store forged. */

/**
 * Names the paths, the cause and the fix: the object store itself no longer holds the
 * snapshot's content, so no git command in this clone can bring it back.
 */
export function forgedMessage(story: string, paths: string[]): string {
  const list = paths.join(', ')
  return (
    `after reverting ${story}: could not restore ${list}: the bytes checked out of .git/objects ` +
    `do not hash to the ids the snapshot recorded: the object store was altered (git does not ` +
    `check an object's hash when it reads it), or a program the agent left running rewrote ` +
    `them since; ${list} now hold(s) bytes the agent chose. ` +
    `Fix: take ${list} from a fresh clone of your remote, and replace this clone's altered ` +
    `objects (\`git fsck --full\` names them; re-cloning is simplest) before the next step.`
  )
}
