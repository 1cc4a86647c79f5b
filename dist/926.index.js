export const id = 926;
export const ids = [926];
export const modules = {

/***/ 6545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createInspector: () => (/* binding */ createInspector),
/* harmony export */   inProcessInspector: () => (/* binding */ inProcessInspector)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _extract_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1826);
/* harmony import */ var _inspect_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4003);
/**
 * Reading files on worker threads, each with its own pdfjs-dist, fed one file at a time. A worker
 * that overruns the per-file timeout or its heap limit is replaced: a hard limit, unlike the
 * in-process timeout, which cannot interrupt a long synchronous parse. Small batches and runs
 * without the worker script are read in-process.
 */







/** Below this many files per thread, starting threads costs more than it saves. */
const MIN_FILES_PER_THREAD = 8;
/** From this many files one reader thread pays for its start by keeping memory flat. */
const MIN_FILES_FOR_ONE_THREAD = 64;
const HARD_TIMEOUT_GRACE_MS = 2_000;
/** The young generation is what each thread adds to the peak (16 MB cost 25 MiB more than 4). */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 4 };
/** From the sources tsx compiles pdfjs-dist inside the worker, which takes more. */
const SOURCE_WORKER_LIMITS = { maxOldGenerationSizeMb: 4 * 128 };
/** One file at a time: memory stays flat and each timeout starts with its file. */
function inProcessInspector(options) {
    let tail = Promise.resolve();
    return {
        inspect: path => {
            const result = tail.then(() => (0,_inspect_js__WEBPACK_IMPORTED_MODULE_6__/* .inspectFile */ .X)(path, options));
            tail = result.catch(() => undefined);
            return result;
        },
        close: async () => undefined,
        threads: 0
    };
}
/** A pool when it pays, else in-process. With one thread pdfjs-dist never loads here. */
function createInspector(options, jobs, fileCount, hardTimeoutGraceMs = HARD_TIMEOUT_GRACE_MS) {
    const threads = Math.min(jobs, Math.floor(fileCount / MIN_FILES_PER_THREAD));
    const pays = threads > 1 || (threads === 1 && fileCount >= MIN_FILES_FOR_ONE_THREAD);
    const entry = pays && options.recognizer === undefined ? workerEntry() : null;
    if (entry === null)
        return inProcessInspector(options);
    return new WorkerPool(entry, threads, hardTimeoutGraceMs, options);
}
/** The compiled worker, or the .ts source started through tsx's register API. */
function workerEntry() {
    const here = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url);
    const js = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(here), 'extract-worker.js');
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(js) && here.endsWith('.js'))
        return { script: (0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)(js), eval: false };
    const ts = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(here), 'extract-worker.ts');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(ts))
        return null;
    try {
        const tsxRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url).resolve('tsx/package.json'));
        const api = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href;
        const source = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)(ts).href;
        // A worker's entry is loaded before any --import hook applies, so register tsx first.
        const script = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(source)})`;
        return { script, eval: true };
    }
    catch {
        return null;
    }
}
class WorkerPool {
    entry;
    threads;
    graceMs;
    options;
    slots = [];
    queue = [];
    closed = false;
    limits;
    constructor(entry, threads, graceMs, options) {
        this.entry = entry;
        this.threads = threads;
        this.graceMs = graceMs;
        this.options = options;
        this.limits = entry.eval ? SOURCE_WORKER_LIMITS : WORKER_LIMITS;
        for (let i = 0; i < threads; i++)
            this.slots.push(this.start({ task: null }));
    }
    inspect(path) {
        return new Promise(resolve => {
            this.queue.push({ path, resolve });
            this.dispatch();
        });
    }
    async close() {
        this.closed = true;
        await Promise.all(this.slots.map(slot => slot.worker.terminate()));
    }
    /** A fresh worker in the slot; its events count as long as the slot still holds it. */
    start(slot) {
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_4__.Worker(this.entry.script, {
            eval: this.entry.eval,
            execArgv: [],
            workerData: { options: this.options },
            resourceLimits: this.limits
        });
        slot.worker = worker;
        slot.ready = false;
        const current = () => slot.worker === worker;
        worker.on('message', (response) => {
            if (!current())
                return;
            if ('ready' in response) {
                slot.ready = true;
                this.dispatch();
            }
            else
                this.finish(slot, response.inspection);
        });
        worker.on('error', error => {
            if (!current())
                return;
            if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
                this.replace(slot, `too large to read (it needed more than ${this.limits.maxOldGenerationSizeMb} MB of memory)`);
            else
                this.replace(slot, `the reader crashed: ${error.message}`);
        });
        worker.on('exit', code => {
            if (current() && !this.closed)
                this.replace(slot, `the reader stopped (exit code ${code})`);
        });
        worker.unref();
        return slot;
    }
    dispatch() {
        for (const slot of this.slots) {
            if (!slot.ready || slot.task !== null)
                continue;
            const task = this.queue.shift();
            if (task === undefined)
                break;
            slot.task = task;
            const message = (0,_extract_js__WEBPACK_IMPORTED_MODULE_5__/* .timeoutMessage */ .l7)(this.options.timeoutMs);
            slot.timer = setTimeout(() => this.replace(slot, message), this.options.timeoutMs + this.graceMs);
            slot.worker.postMessage(task.path);
        }
        // Held while busy; idle, the workers must not keep the process alive.
        const waiting = this.queue.length > 0;
        for (const slot of this.slots) {
            if (slot.task !== null || (waiting && !slot.ready))
                slot.worker.ref();
            else
                slot.worker.unref();
        }
    }
    finish(slot, inspection) {
        const task = slot.task;
        clearTimeout(slot.timer);
        slot.task = null;
        task?.resolve(inspection);
        this.dispatch();
    }
    replace(slot, message) {
        const old = slot.worker;
        slot.ready = false;
        if (!this.closed)
            this.start(slot);
        void old.terminate();
        // No hash: the file may be what hung the reader (a pipe, a stalled network mount).
        this.finish(slot, { sha256: '', size: 0, outcome: (0,_extract_js__WEBPACK_IMPORTED_MODULE_5__/* .unreadable */ .O$)(message) });
    }
}


/***/ })

};
