// Marks installed dependencies whose modules do nothing when imported (`"sideEffects": false` in
// their package.json), run by `npm run bundle` before `ncc build`. ncc's webpack then leaves out
// a module whose exports nobody uses instead of evaluating it at start.
//
// @actions/core imports @actions/http-client (and with it undici, about 1 MB) for getIDToken
// alone, and @actions/exec for `platform` alone; neither is used here. Evaluating them was
// 130 ms of the action's cold start (BENCHMARKS.md, "Action cold start"). Its modules only
// declare functions, classes and constants (checked for 3.0.1: core, command, file-command,
// utils, oidc-utils, summary, path-utils, platform), so the flag is true of them; a new major
// version is checked again before the range in package.json allows it.
//
// Without the flag the bundle still works, only slower to start; CI's check-dist catches a
// bundle built without it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const PURE = [{ name: '@actions/core', major: 3 }]

const root = dirname(dirname(fileURLToPath(import.meta.url)))

for (const { name, major } of PURE) {
  const path = join(root, 'node_modules', name, 'package.json')
  if (!existsSync(path)) throw new Error(`flag-pure-deps: ${name} is not installed; run npm ci`)
  const manifest = JSON.parse(readFileSync(path, 'utf8'))
  if (Number(manifest.version.split('.')[0]) !== major)
    throw new Error(
      `flag-pure-deps: ${name} ${manifest.version} is not major ${major}; check its modules for import-time effects, then update scripts/flag-pure-deps.mjs`
    )
  if (manifest.sideEffects === false) {
    console.log(`flag-pure-deps: ${name} already flagged`)
    continue
  }
  writeFileSync(path, JSON.stringify({ ...manifest, sideEffects: false }, null, 2) + '\n')
  console.log(`flag-pure-deps: ${name} flagged free of import-time effects`)
}
