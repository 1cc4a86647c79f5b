export const id = 142;
export const ids = [142];
export const modules = {

/***/ 8142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PAGE_SEGMENTATION: () => (/* binding */ PAGE_SEGMENTATION),
/* harmony export */   startOcrWorker: () => (/* binding */ startOcrWorker),
/* harmony export */   withTimeout: () => (/* binding */ withTimeout)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Host side of one tesseract.js worker thread (ocr-worker.mjs). tesseract.js's `createWorker`
 * hides the thread until it has started and throws from its message handler when a job fails,
 * so a hung start could neither be stopped nor reported: this client speaks the same protocol
 * ({workerId, jobId, action, payload} -> {jobId, action, status, data}) on a thread it owns,
 * with a timeout on every job.
 */

/** tesseract's page segmentation modes: 6, tesseract.js's default; 11, sparse text. */
const PAGE_SEGMENTATION = { block: '6', sparse: '11' };
/** LSTM only, the engine the `_best_int` language data carries. */
const OEM_LSTM_ONLY = 1;
async function startOcrWorker(options) {
    const thread = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(options.workerPath);
    const channel = openChannel(thread);
    const langs = options.languages.map(language => language.code).join('+');
    const startSteps = async () => {
        await channel.call('load', { options: { lstmOnly: true, corePath: options.corePath } });
        await channel.call('loadLanguage', {
            langs: options.languages,
            options: { cacheMethod: 'none', gzip: true, lstmOnly: true }
        });
        await channel.call('initialize', { langs, oem: OEM_LSTM_ONLY, config: {} });
    };
    try {
        await withTimeout(startSteps(), options.startTimeoutMs, 'the OCR worker did not start');
    }
    catch (error) {
        await thread.terminate();
        throw error;
    }
    return {
        async recognize(image, timeoutMs, layout = 'block') {
            // A job's parameters hold for that job alone: the worker restores them after a job that
            // succeeds; after one that fails, ocr.ts replaces the worker.
            const options = layout === 'block' ? {} : { tessedit_pageseg_mode: PAGE_SEGMENTATION[layout] };
            const job = channel.call('recognize', { image, options, output: { text: true } });
            const data = await withTimeout(job, timeoutMs, 'OCR of the page did not finish');
            return data?.text ?? '';
        },
        async terminate() {
            channel.close();
            await thread.terminate();
        }
    };
}
function openChannel(thread) {
    const pending = new Map();
    let counter = 0;
    let broken;
    const failAll = (error) => {
        broken ??= error;
        for (const job of pending.values())
            job.reject(error);
        pending.clear();
    };
    thread.on('message', (reply) => {
        const key = `${reply.action}-${reply.jobId}`;
        const job = pending.get(key);
        if (!job || reply.status === 'progress')
            return;
        pending.delete(key);
        if (reply.status === 'resolve')
            job.resolve(reply.data);
        else
            job.reject(new Error(String(reply.data)));
    });
    thread.on('error', error => failAll(new Error(`the OCR worker crashed: ${error.message}`)));
    thread.on('exit', code => failAll(new Error(`the OCR worker exited with code ${code}`)));
    return {
        call(action, payload) {
            if (broken)
                return Promise.reject(broken);
            counter += 1;
            const jobId = `Job-${counter}`;
            return new Promise((resolve, reject) => {
                pending.set(`${action}-${jobId}`, { resolve, reject });
                thread.postMessage({ workerId: 'Worker-ralph', jobId, action, payload });
            });
        },
        close() {
            failAll(new Error('the OCR worker was closed'));
        }
    };
}
/** Rejects with `<what> within <ms> ms` when `work` takes longer. */
function withTimeout(work, ms, what) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}


/***/ })

};
