/**
 * The `pdf-rename` process from its first statement (bin/pdf-rename.js only imports this, bundled
 * with the CLI into lib/bundle/ by scripts/bundle-cli.mjs at `prepare`): what starts in which
 * order. Only dynamic imports, so that each step runs before the next one loads (in the bundle
 * too: each is its own chunk): the PyMuPDF reader's interpreter first (--reader pymupdf only), so
 * that it and `import fitz` run while the rest of the CLI loads; then V8's code cache
 * (compile-cache.ts; it starts no agent); then the CLI, whose parse sends a one-file run's file
 * to that child at once (read-ahead.ts).
 */
const { prestartFromArgv } = await import('../pdf/read/pymupdf-prestart.js')
prestartFromArgv(process.argv.slice(2))
const { enableCompileCache } = await import('../startup/compile-cache.js')
enableCompileCache('cli', false)
const { main } = await import('./pdf-rename.js')

process.exitCode = await main(process.argv.slice(2))

export {}
