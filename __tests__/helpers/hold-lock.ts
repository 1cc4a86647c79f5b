/**
 * A separate process that takes the Ralph lock of the folder in argv[2], prints "locked",
 * and releases it when a line "release" arrives on stdin (then prints "released" and exits).
 */
import { createInterface } from 'node:readline'
import { acquireLock } from '../../src/loop/record/lock.js'

const dir = process.argv[2]
if (!dir) throw new Error('usage: hold-lock.ts DIR')
const release = await acquireLock(dir, { timeoutMs: 30_000, pollMs: 20 })
process.stdout.write('locked\n')
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'release') {
    await release()
    process.stdout.write('released\n')
    process.exit(0)
  }
}
