// The OCR worker thread: tesseract.js's own worker logic with an adapter that can reach
// neither the network nor the disk. The host (ocr-client.ts) passes the core's path and the
// language data bytes in its messages, so nothing is fetched, cached or written anywhere.
// Plain JavaScript because a worker thread runs a file as it is, also under jest and from lib/.
import { createRequire } from 'node:module'
import { format } from 'node:util'
import { parentPort } from 'node:worker_threads'
import { gunzipSync } from 'node:zlib'
import tesseractWorker from 'tesseract.js/src/worker-script/index.js'

const require = createRequire(import.meta.url)

// Tesseract prints notes ("Estimating resolution as 331") through console.log; in this thread
// that is the process's stdout, where `pdf-rename --json` writes its report. Notes go to stderr.
console.log = (...args) => process.stderr.write(`${format(...args)}\n`)

const refuse = what => async () => {
  throw new Error(`OCR worker: ${what} is disabled (offline, no cache)`)
}

tesseractWorker.setAdapter({
  getCore: async (_lstmOnly, corePath, res) => {
    res.progress({ status: 'loading tesseract core', progress: 0 })
    const core = require(corePath)
    res.progress({ status: 'loading tesseract core', progress: 1 })
    return core
  },
  gunzip: gunzipSync,
  fetch: refuse('network access'),
  readCache: refuse('reading a language cache'),
  writeCache: refuse('writing a language cache'),
  deleteCache: async () => undefined,
  checkCache: async () => false
})

parentPort.on('message', packet => {
  tesseractWorker.dispatchHandlers(packet, message => parentPort.postMessage(message))
})
