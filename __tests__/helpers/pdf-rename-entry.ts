/**
 * The pdf-rename CLI as a real process from source: `node --import tsx <this file> ARGS`.
 * With RALPH_TEST_RUN_AS=UID:GID (the process started as root), every module is loaded first and
 * the process then drops to that user before running: the CLI meets the kernel's permission checks
 * as that user, even when the checkout sits in a 0700 folder that user could not load it from.
 */
import { main } from '../../src/cli/pdf-rename.js'

const runAs = process.env.RALPH_TEST_RUN_AS
if (runAs !== undefined) {
  const [uid, gid] = runAs.split(':').map(Number)
  process.setgroups?.([])
  process.setgid?.(gid!)
  process.setuid?.(uid!)
}
process.exitCode = await main(process.argv.slice(2))
