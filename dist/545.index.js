export const id = 545;
export const ids = [545,926];
export const modules = {

/***/ 3159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ MAX_XML_MB),
/* harmony export */   k: () => (/* binding */ embeddedInvoice)
/* harmony export */ });
/* harmony import */ var _read_decode_limit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3131);

/** The most XML an e-invoice may be, in MB (a 5,000-line XRechnung is about 8 MB). */
const MAX_XML_MB = 16;
async function embeddedInvoice(pdf) {
    let attachments;
    try {
        attachments = await (0,_read_decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .withinDecodeBudget */ .Pb)(MAX_XML_MB, () => pdf.getAttachments());
    }
    catch (error) {
        const message = `the attachments could not be read: ${error.message}`;
        return { kind: 'failed', attachment: '', message };
    }
    if (attachments === null)
        return undefined;
    const files = Object.entries(attachments).flatMap(([key, file]) => file.content instanceof Uint8Array ? [{ name: file.filename || key, bytes: file.content }] : []);
    return (await Promise.all(/* import() */[__webpack_require__.e(560), __webpack_require__.e(482)]).then(__webpack_require__.bind(__webpack_require__, 8482))).pickEInvoice(files);
}


/***/ }),

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


/***/ }),

/***/ 1826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ ENCRYPTED_MESSAGE),
/* harmony export */   EG: () => (/* binding */ textOutcome),
/* harmony export */   O$: () => (/* binding */ unreadable),
/* harmony export */   cx: () => (/* binding */ extractPdf),
/* harmony export */   h4: () => (/* binding */ layerPage),
/* harmony export */   l7: () => (/* binding */ timeoutMessage),
/* harmony export */   lM: () => (/* binding */ documentOf),
/* harmony export */   rw: () => (/* binding */ sniffPdf)
/* harmony export */ });
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2070);
/* harmony import */ var _decode_limit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3131);
/* harmony import */ var _decide_dates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4230);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9313);
/* harmony import */ var _ocr_ocr_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6700);
/* harmony import */ var _decide_positions_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1315);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1473);
/* harmony import */ var _einvoice_attachments_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3159);








/** A page with fewer letters and digits than this counts as having almost no text. */
const MIN_PAGE_TEXT_CHARS = 16;
async function extractPdf(bytes, path, options = {}) {
    const notWhole = sniffPdf(bytes);
    if (notWhole !== undefined)
        return notWhole;
    const limitMb = options.maxDecompressedMb ?? _decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_DECOMPRESSED_MB */ .W6;
    return await (0,_decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .withDecodeLimit */ .Gl)(limitMb, async (meter) => {
        // The pymupdf reader uses this module's helpers, not pdf.js.
        const { openDocument } = await __webpack_require__.e(/* import() */ 258).then(__webpack_require__.bind(__webpack_require__, 7258));
        const task = await openDocument(bytes, options.recognizer === undefined ? 'text' : 'render');
        const timeoutMs = options.timeoutMs ?? _settings_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_EXTRACT_TIMEOUT_MS */ .zt;
        let timer;
        const timeout = new Promise(resolve => {
            timer = setTimeout(resolve, timeoutMs, unreadable(timeoutMessage(timeoutMs)));
        });
        const work = task.promise.then(pdf => readDocument(pdf, path, options, meter)).catch(failure);
        let outcome;
        try {
            outcome = await Promise.race([work, timeout]);
        }
        finally {
            clearTimeout(timer);
            await task.destroy().catch(() => undefined);
        }
        if (!meter.exceeded)
            return outcome;
        return unreadable((0,_decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .tooLargeMessage */ .pb)(limitMb));
    });
}
async function readDocument(pdf, path, options, meter) {
    const budget = new _budget_js__WEBPACK_IMPORTED_MODULE_5__/* .PageBudget */ .$m(options.maxTokens, options.maxPages);
    const einvoice = await (0,_einvoice_attachments_js__WEBPACK_IMPORTED_MODULE_4__/* .embeddedInvoice */ .k)(pdf);
    let ocrSeen = false;
    for (let number = 1; number <= pdf.numPages; number++) {
        if (!budget.wants(number) || meter.exceeded)
            break;
        const page = await pdf.getPage(number);
        let read;
        try {
            read = await readPage(page, path, options, budget.charsLeft, ocrSeen ? undefined : budget.pages);
            ocrSeen ||= read.text.source === 'ocr';
        }
        catch (error) {
            return unreadable(`OCR failed on page ${number}: ${ocrReason(error)}`);
        }
        finally {
            page.cleanup();
        }
        if (!budget.add(read.text, read.cutShort))
            break;
    }
    const metadata = await pdf.getMetadata().catch(() => undefined);
    const info = (metadata?.info ?? {});
    const doc = documentOf(path, pdf.numPages, budget, info, options.now ?? new Date(), einvoice);
    return textOutcome(doc, options.recognizer !== undefined);
}
function textOutcome(doc, ocrTried) {
    if (doc.einvoice?.kind === 'found' || hasText(doc.text))
        return { kind: 'text', doc };
    const message = ocrTried ? 'no text (OCR found none either)' : 'no text; OCR not enabled';
    return { kind: 'no-text', doc, message };
}
async function readPage(page, path, options, maxChars, 
/** The pages before, while no page was read by OCR: a second look may follow. */
before) {
    const { items, cutShort } = await readTextItems(page, maxChars);
    const number = page.pageNumber;
    const layer = layerPage(number, (0,_layout_js__WEBPACK_IMPORTED_MODULE_6__/* .layoutPage */ .uS)(items));
    const recognizer = options.recognizer;
    if (recognizer === undefined || (layer.source === 'text-layer' && options.forceOcr !== true))
        return { text: layer, cutShort };
    const context = { path, pageNumber: number };
    const recognized = (await recognizer.recognizePage(page, context)).normalize('NFC').trim();
    if (!hasText(recognized, 1))
        return { text: layer, cutShort };
    const read = before === undefined
        ? { text: recognized }
        : await secondLook(recognizer, { page, context, text: recognized, before }, options);
    return { text: { page: number, ...read, source: 'ocr' }, cutShort: false };
}
/**
 * A clerk who finds no date on an invoice or a receipt looks again. The first page of a file
 * read by OCR, when the text so far is of a kind that bears a date and gives none, is read a
 * second time as sparse text (tesseract then takes each piece of text on its own, where a block
 * read can merge a date into the words beside it), and the lines of that read that hold a date
 * go below the page's text. Nothing else is taken from the second read, so the first read's
 * lines keep their order and their weight. A second read that fails leaves the first as it was.
 */
async function secondLook(recognizer, read, options) {
    const { page, context, text, before } = read;
    const now = options.now ?? new Date();
    // Either day/month order: the lines are kept for the heuristics, which apply the setting.
    const dated = (line) => ['dmy', 'mdy'].some(order => (0,_decide_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .findDates */ .BV)(line, { order, now }).length > 0);
    const wanted = options.wantsSecondLook ?? ((sofar) => !dated(sofar));
    if (!wanted([...before.map(p => p.text), text].join(_decide_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .PAGE_SEPARATOR */ .yN)))
        return { text };
    let again;
    try {
        again = await recognizer.recognizePage(page, { ...context, layout: 'sparse' });
    }
    catch (error) {
        return { text, secondLook: { failed: ocrReason(error) } };
    }
    const lines = again
        .normalize('NFC')
        .split('\n')
        .map(line => line.trim())
        .filter(dated);
    return { text: [text, ...lines].join('\n'), secondLook: { datedLines: lines.length } };
}
function layerPage(page, laid) {
    const source = hasText(laid.text) ? 'text-layer' : 'none';
    return { page, text: laid.text, source, spans: laid.spans };
}
/**
 * The page's text items, keeping no more than the budget can take. The rest is drained, not
 * cancelled: cancelling pdf.js's in-thread stream races with chunks already sent.
 */
async function readTextItems(page, maxChars) {
    const reader = page.streamTextContent().getReader();
    const items = [];
    let chars = 0;
    let cutShort = false;
    for (;;) {
        const { value, done } = await reader.read();
        if (done)
            return { items, cutShort };
        if (cutShort)
            continue;
        for (const item of value.items) {
            if (typeof item !== 'object' || item === null || !('str' in item))
                continue;
            items.push(item);
            chars += item.str.length;
        }
        cutShort = chars > maxChars;
    }
}
function documentOf(path, pageCount, { pages, truncated }, info, now, einvoice) {
    const creation = (0,_decide_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePdfDate */ .U_)(info.CreationDate, now);
    const title = typeof info.Title === 'string' ? info.Title.replace(/\s+/g, ' ').trim() : '';
    return {
        path,
        pageCount,
        pages,
        text: pages.map(page => page.text).join(_decide_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .PAGE_SEPARATOR */ .yN),
        infoDates: creation === undefined ? {} : { creation },
        ...(title === '' ? {} : { title }),
        truncated,
        ...(einvoice === undefined ? {} : { einvoice })
    };
}
const TEXT_CHAR = /[\p{L}\p{N}]/gu;
function hasText(text, atLeast = MIN_PAGE_TEXT_CHARS) {
    TEXT_CHAR.lastIndex = 0;
    let count = 0;
    while (count < atLeast && TEXT_CHAR.test(text))
        count++;
    return count === atLeast;
}
function timeoutMessage(timeoutMs) {
    return `reading took longer than ${timeoutMs / 1000} s; raise --timeout or check the file`;
}
const ENCRYPTED_MESSAGE = 'encrypted: needs a password to open (passwords are not guessed); decrypt it, e.g. `qpdf --decrypt --password=... in.pdf out.pdf`, and run again';
function failure(error) {
    if (error instanceof Error && error.name === 'PasswordException')
        return { kind: 'encrypted', message: ENCRYPTED_MESSAGE };
    const detail = error instanceof Error ? error.message : String(error);
    return unreadable(`not a readable PDF (${detail}); open it in a viewer and save a repaired copy`);
}
function ocrReason(error) {
    if (error instanceof _ocr_ocr_js__WEBPACK_IMPORTED_MODULE_2__/* .OcrError */ .f0)
        return error.reason;
    return error instanceof Error ? error.message : String(error);
}
const HEADER_WINDOW = 1024;
const TRAILER_WINDOW = 2048;
/**
 * Cheap checks before pdfjs-dist sees the bytes: it repairs a great deal silently, so a
 * half-copied file would otherwise be renamed and archived as if it were complete. Undefined
 * when the file looks whole.
 */
function sniffPdf(bytes) {
    if (bytes.length === 0)
        return unreadable('empty file (0 bytes)');
    const head = latin1(bytes.subarray(0, HEADER_WINDOW));
    if (!head.includes('%PDF-'))
        return unreadable(`not a PDF: no %PDF- header (starts with ${JSON.stringify(preview(head))}); check what the file really is`);
    const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)));
    if (!tail.includes('%%EOF'))
        return unreadable(`truncated PDF: no %%EOF marker in the last ${TRAILER_WINDOW} bytes (${bytes.length} bytes in all); the download or copy was cut off — fetch it again`);
    return undefined;
}
function unreadable(message) {
    return { kind: 'unreadable', message };
}
function latin1(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
function preview(head) {
    return head.slice(0, 16).replace(/[^\x20-\x7e]/g, '.');
}


/***/ }),

/***/ 4003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ inspectFile),
/* harmony export */   Z: () => (/* binding */ loadFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _extract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1826);
/* harmony import */ var _fs_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3299);
/* harmony import */ var _apply_file_ops_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7210);
/** Reading one file: its bytes, their sha256 (for the plan and the undo log) and its text. */




async function inspectFile(path, options) {
    const loaded = loadFile(path);
    if (!('bytes' in loaded))
        return loaded;
    const { bytes, sha256, size } = loaded;
    // pdfjs-dist may take over (detach) the buffer it is given, so the hash comes first.
    const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { sha256, size, outcome: await (0,_extract_js__WEBPACK_IMPORTED_MODULE_1__/* .extractPdf */ .cx)(data, path, options) };
}
function loadFile(path) {
    let bytes;
    try {
        bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
    }
    catch (error) {
        const message = `cannot read the file (${(0,_apply_file_ops_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error) ?? error.message})`;
        return { sha256: '', size: 0, outcome: { kind: 'unreadable', message } };
    }
    return { sha256: (0,_fs_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(bytes), size: bytes.byteLength, bytes };
}


/***/ }),

/***/ 9313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rs: () => (/* binding */ placedRun),
/* harmony export */   mT: () => (/* binding */ layoutPlaced),
/* harmony export */   uS: () => (/* binding */ layoutPage)
/* harmony export */ });
function layoutPage(items) {
    return layoutPlaced(place(items));
}
/** `layoutPage` of runs already placed, as the PyMuPDF reader gives them. */
function layoutPlaced(placed) {
    const rows = groupRows(placed);
    const lines = [];
    const spans = [];
    let offset = 0;
    rows.forEach((row, line) => {
        let text = '';
        let end = -Infinity;
        const first = spans.length;
        for (const item of row) {
            if (text !== '' && item.x - end > item.size * 0.2 && !endsInSpace(text))
                text += ' ';
            const str = text === '' || endsInSpace(text) ? item.str.trimStart() : item.str;
            const start = offset + text.length;
            text += str;
            spans.push({ line, start, end: offset + text.length, x0: item.x, x1: item.x + item.width });
            end = item.x + item.width;
        }
        text = text.trimEnd();
        for (let i = first; i < spans.length; i++)
            spans[i].end = Math.min(spans[i].end, offset + text.length);
        lines.push(text);
        offset += text.length + 1;
    });
    return { text: lines.join('\n'), spans };
}
const SPACE = /\s/;
/** Whether the last character is white space (`/\s$/` tries the whole string). */
function endsInSpace(text) {
    return text !== '' && SPACE.test(text[text.length - 1]);
}
function place(items) {
    const placed = [];
    for (let order = 0; order < items.length; order++) {
        const item = items[order];
        const t = item.transform;
        const size = Math.hypot(t[2] ?? 0, t[3] ?? 0) || item.height || 1;
        const run = placedRun(item.str, t[4] ?? 0, t[5] ?? 0, item.width, size, order);
        if (run !== undefined)
            placed.push(run);
    }
    return placed;
}
/** A run with its text in the form layout joins (NFC, white space folded); none when blank. */
function placedRun(text, x, y, width, size, order) {
    const str = text.normalize('NFC').replace(/\s+/g, ' ');
    return str.trim() === '' ? undefined : { str, x, y, width, size, order };
}
function groupRows(items) {
    const byY = [...items].sort((p, q) => q.y - p.y || p.order - q.order);
    const rows = [];
    let current = [];
    let rowY = Infinity;
    let rowSize = 0;
    for (const item of byY) {
        if (current.length > 0 && rowY - item.y > Math.min(rowSize, item.size) * 0.5) {
            rows.push(current);
            current = [];
        }
        if (current.length === 0) {
            rowY = item.y;
            rowSize = item.size;
        }
        current.push(item);
    }
    if (current.length > 0)
        rows.push(current);
    return rows.map(row => row.sort((p, q) => p.x - q.x || p.order - q.order));
}


/***/ })

};
