/** A worker thread of extract-pool.ts: inspects the files it is sent. */
import { parentPort, workerData } from 'node:worker_threads'
import type { ExtractOptions } from './extract.js'
import { inspectFile } from './inspect.js'
import { preparePdfjs } from './pdfjs.js'
import type { WorkerResponse } from './extract-pool.js'

const options = (workerData as { options: ExtractOptions }).options

// Load pdfjs-dist before saying ready, so start-up never counts against a file's timeout.
await preparePdfjs()
parentPort?.postMessage({ ready: true } satisfies WorkerResponse)

parentPort?.on('message', (path: string) => {
  void inspectFile(path, options).then(inspection => {
    parentPort?.postMessage({ inspection } satisfies WorkerResponse)
  })
})
