#!/usr/bin/env node
import { enableCompileCache } from '../lib/startup/compile-cache.js'

// Before the rest loads, so that its compiled code comes from the cache (it starts no agent).
enableCompileCache('cli', false)
const { main } = await import('../lib/cli/pdf-rename.js')

process.exitCode = await main(process.argv.slice(2))
