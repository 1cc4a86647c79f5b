/**
 * Host side of one tesseract.js worker thread (ocr-worker.mjs). tesseract.js's `createWorker`
 * hides the thread until it has started and throws from its message handler when a job fails,
 * so a hung start could neither be stopped nor reported: this client speaks the same protocol
 * ({workerId, jobId, action, payload} -> {jobId, action, status, data}) on a thread it owns,
 * with a timeout on every job.
 */
import { Worker } from 'node:worker_threads'
import type { PageLayout } from '../../types.js'

/** `data`: the gzipped or plain .traineddata bytes. */
export type LanguageData = { code: string; data: Uint8Array }

/** tesseract's page segmentation modes: 6, tesseract.js's default; 11, sparse text. */
export const PAGE_SEGMENTATION: Record<PageLayout, string> = { block: '6', sparse: '11' }

/** A started engine: the tesseract.js thread or the native program (ocr-native.ts). */
export interface OcrWorker {
  /** The page's text. */
  recognize(image: Uint8Array, timeoutMs: number, layout?: PageLayout): Promise<string>
  terminate(): Promise<void>
}

interface Reply {
  jobId?: string
  action?: string
  status?: 'resolve' | 'reject' | 'progress'
  data?: unknown
}

/** LSTM only, the engine the `_best_int` language data carries. */
const OEM_LSTM_ONLY = 1

export async function startOcrWorker(options: {
  workerPath: string
  corePath: string
  languages: LanguageData[]
  startTimeoutMs: number
}): Promise<OcrWorker> {
  const thread = new Worker(options.workerPath)
  const channel = openChannel(thread)
  const langs = options.languages.map(language => language.code).join('+')
  const startSteps = async (): Promise<void> => {
    await channel.call('load', { options: { lstmOnly: true, corePath: options.corePath } })
    await channel.call('loadLanguage', {
      langs: options.languages,
      options: { cacheMethod: 'none', gzip: true, lstmOnly: true }
    })
    await channel.call('initialize', { langs, oem: OEM_LSTM_ONLY, config: {} })
  }
  try {
    await withTimeout(startSteps(), options.startTimeoutMs, 'the OCR worker did not start')
  } catch (error) {
    await thread.terminate()
    throw error
  }
  return {
    async recognize(image, timeoutMs, layout = 'block') {
      // A job's parameters hold for that job alone: the worker restores them after a job that
      // succeeds; after one that fails, ocr.ts replaces the worker.
      const options = layout === 'block' ? {} : { tessedit_pageseg_mode: PAGE_SEGMENTATION[layout] }
      const job = channel.call('recognize', { image, options, output: { text: true } })
      const data = await withTimeout(job, timeoutMs, 'OCR of the page did not finish')
      return (data as { text?: string } | undefined)?.text ?? ''
    },
    async terminate() {
      channel.close()
      await thread.terminate()
    }
  }
}

function openChannel(thread: Worker) {
  const pending = new Map<string, { resolve(data: unknown): void; reject(error: Error): void }>()
  let counter = 0
  let broken: Error | undefined
  const failAll = (error: Error): void => {
    broken ??= error
    for (const job of pending.values()) job.reject(error)
    pending.clear()
  }
  thread.on('message', (reply: Reply) => {
    const key = `${reply.action}-${reply.jobId}`
    const job = pending.get(key)
    if (!job || reply.status === 'progress') return
    pending.delete(key)
    if (reply.status === 'resolve') job.resolve(reply.data)
    else job.reject(new Error(String(reply.data)))
  })
  thread.on('error', error => failAll(new Error(`the OCR worker crashed: ${error.message}`)))
  thread.on('exit', code => failAll(new Error(`the OCR worker exited with code ${code}`)))
  return {
    call(action: string, payload: unknown): Promise<unknown> {
      if (broken) return Promise.reject(broken)
      counter += 1
      const jobId = `Job-${counter}`
      return new Promise((resolve, reject) => {
        pending.set(`${action}-${jobId}`, { resolve, reject })
        thread.postMessage({ workerId: 'Worker-ralph', jobId, action, payload })
      })
    },
    close(): void {
      failAll(new Error('the OCR worker was closed'))
    }
  }
}

/** Rejects with `<what> within <ms> ms` when `work` takes longer. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
