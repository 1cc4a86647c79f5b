// Preloaded with `node --import` into a process under test: every module the process resolves
// through `import` (static or dynamic; bundle chunks and `node:` built-ins included) is appended
// to $MODULE_TRACE_FILE as a line `<url> <url of the importing module>`; at exit, every built-in
// module the process loaded by any means (a bundle's `require('crypto')` too) as `node:<name>
// (loaded)`. The same file is the resolve hook it registers on the hooks thread.
import { appendFileSync } from 'node:fs'
import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

function record(text) {
  const file = process.env.MODULE_TRACE_FILE
  if (file) appendFileSync(file, text)
}

if (isMainThread) {
  register(import.meta.url)
  process.on('exit', () => {
    const builtins = process.moduleLoadList
      .filter(entry => entry.startsWith('NativeModule ') && !entry.includes('internal/'))
      .map(entry => `node:${entry.slice('NativeModule '.length)} (loaded)\n`)
    record(builtins.join(''))
  })
}

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context)
  record(`${result.url} ${context.parentURL ?? ''}\n`)
  return result
}
