#!/usr/bin/env node
import { enableCompileCache } from '../lib/startup/compile-cache.js'

// Before the rest loads, so that its compiled code comes from the cache (it starts no agent).
enableCompileCache('cli', false)
// The PyMuPDF reader's interpreter starts while the CLI loads (--reader pymupdf only).
const { prestartFromArgv } = await import('../lib/pdf/read/pymupdf-prestart.js')
prestartFromArgv(process.argv.slice(2))
const { main } = await import('../lib/cli/pdf-rename.js')

process.exitCode = await main(process.argv.slice(2))
