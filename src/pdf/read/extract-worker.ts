/** One extraction worker thread of the pool (extract-pool.ts): inspects the files it is sent. */
import { parentPort, workerData } from 'node:worker_threads'
import { inspectFile } from './inspect.js'
import { preparePdfjs } from './pdfjs.js'
import type { WorkerRequest, WorkerResponse, WorkerSettings } from './extract-pool.js'

const settings = (workerData as { settings: WorkerSettings }).settings
const options = {
  maxTokens: settings.maxTokens,
  ...(settings.maxPages === undefined ? {} : { maxPages: settings.maxPages }),
  timeoutMs: settings.timeoutMs,
  ...(settings.maxDecompressedMb === undefined
    ? {}
    : { maxDecompressedMb: settings.maxDecompressedMb }),
  now: new Date(settings.now)
}

// Load pdfjs-dist before saying ready, so start-up never counts against a file's timeout.
await preparePdfjs()
parentPort?.postMessage({ ready: true } satisfies WorkerResponse)

parentPort?.on('message', (request: WorkerRequest) => {
  void inspectFile(request.path, options).then(inspection => {
    const response: WorkerResponse = { id: request.id, inspection }
    parentPort?.postMessage(response)
  })
})
