export const id = 484;
export const ids = [484];
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


/***/ }),

/***/ 6484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PymupdfInspector: () => (/* binding */ PymupdfInspector)
});

// EXTERNAL MODULE: ./src/pdf/read/extract.ts
var extract = __webpack_require__(1826);
// EXTERNAL MODULE: ./src/pdf/read/decode-limit.ts
var decode_limit = __webpack_require__(3131);
// EXTERNAL MODULE: ./src/pdf/read/inspect.ts
var inspect = __webpack_require__(4003);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/package-files.ts
var package_files = __webpack_require__(9217);
// EXTERNAL MODULE: ./src/process/run.ts
var run = __webpack_require__(7212);
// EXTERNAL MODULE: ./src/pdf/read/budget.ts
var read_budget = __webpack_require__(2070);
;// CONCATENATED MODULE: ./src/pdf/read/pymupdf-child.ts
/**
 * One long-lived `python3` child running pymupdf-reader.py (protocol in its docstring), asked
 * ahead; each file's time limit runs from when the child gets to it. Its environment is PATH
 * alone, so no token and no PYTHON* setting reaches it; `-I` leaves out the user's site-packages
 * and the current folder.
 */




const PYMUPDF_SCRIPT = (0,external_node_fs_.readFileSync)((0,package_files/* packageFile */.n)('src/pdf/read/pymupdf-reader.py'), 'utf8');
const STDERR_TAIL = 400;
const CLOSE_GRACE_MS = 1_000;
class PymupdfChild {
    started;
    process;
    waiting = [];
    timer;
    timed;
    /** Ready or not, time limits may run. */
    startOver = false;
    nextId = 1;
    exited = false;
    stderr = '';
    constructor(python, maxDecompressedMb) {
        let first;
        // The first line says whether the child is ready.
        const lines = lineReader(text => {
            const line = parse(text);
            if (first === undefined)
                this.answered(line);
            else
                first(line);
            first = undefined;
        });
        this.process = (0,run/* start */.n)(python, ['-I', '-c', PYMUPDF_SCRIPT, String(maxDecompressedMb)], {
            env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
            graceMs: CLOSE_GRACE_MS,
            keepStdout: 0,
            onStdout: chunk => lines.push(chunk),
            onStderr: chunk => {
                this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
            }
        });
        this.started = new Promise(resolve => {
            first = line => resolve(line.ready === true
                ? { kind: 'ready' }
                : { kind: 'unavailable', message: line.error ?? 'no ready line' });
            void this.process.done.then(ran => {
                lines.end();
                resolve({
                    kind: 'unavailable',
                    message: ran.kind === 'not-started'
                        ? `cannot start ${python}: ${ran.error}`
                        : `${python} ended before it was ready (exit code ${ran.exitCode}) ${this.stderr.trim()}`.trim()
                });
                this.ended();
            });
        });
        // Held while it starts and while it reads for someone; idle, it must not keep the process alive.
        void this.started.then(() => {
            this.startOver = true;
            if (this.waiting.length === 0)
                this.process.hold(false);
            this.armTimer();
        });
    }
    read(path, limits, timeoutMs) {
        if (this.exited)
            return Promise.resolve({ kind: 'not-read' });
        const id = this.nextId++;
        const maxChars = limits.maxTokens * read_budget/* MAX_CHARS_PER_TOKEN */.b5;
        this.process.hold(true);
        return new Promise(resolve => {
            this.waiting.push({ id, timeoutMs, resolve });
            this.armTimer();
            this.process.write(JSON.stringify({ id, path, maxPages: limits.maxPages ?? 0, maxChars }) + '\n');
        });
    }
    /**
     * SIGKILL for a child that overran or failed; SIGTERM for one no longer needed: python dies of
     * it at once all the same, and a wrapper the user gave as --python can pass it on.
     */
    kill(signal = 'SIGKILL') {
        this.process.stop(signal);
        this.ended(false);
    }
    /**
     * An idle child is killed (its wind-down, 15-20 ms of CPU, would compete with our last steps);
     * a busy one gets its input ended and is killed after `graceMs`.
     */
    async close(graceMs = CLOSE_GRACE_MS) {
        if (this.exited)
            return;
        if (this.waiting.length === 0)
            return this.kill('SIGTERM');
        this.process.endInput();
        const timer = setTimeout(() => this.kill(), graceMs);
        await this.process.done;
        clearTimeout(timer);
    }
    answered(line) {
        if (line.id === undefined || this.waiting[0]?.id !== line.id)
            return;
        const { resolve } = this.waiting.shift();
        clearTimeout(this.timer);
        this.timed = undefined;
        if (this.waiting.length === 0)
            this.process.hold(false);
        this.armTimer();
        resolve(answerOf(line));
    }
    armTimer() {
        const head = this.waiting[0];
        if (head === undefined || this.timed === head || !this.startOver || this.exited)
            return;
        this.timed = head;
        this.timer = setTimeout(() => {
            this.waiting.shift();
            this.kill();
            head.resolve({ kind: 'timeout' });
        }, head.timeoutMs);
    }
    /** Stopped by itself: the file it was reading failed; those sent ahead were not read. */
    ended(headFailed = true) {
        if (this.exited)
            return;
        this.exited = true;
        clearTimeout(this.timer);
        const waiting = this.waiting.splice(0);
        const detail = this.stderr.trim();
        const message = `the PyMuPDF reader stopped${detail === '' ? '' : `: ${detail}`}`;
        if (headFailed)
            waiting.shift()?.resolve({ kind: 'failed', message });
        for (const { resolve } of waiting)
            resolve({ kind: 'not-read' });
    }
}
function parse(line) {
    try {
        const value = JSON.parse(line);
        return typeof value === 'object' && value !== null ? value : {};
    }
    catch {
        return { error: `not JSON: ${line.slice(0, 200)}` };
    }
}
function answerOf(line) {
    if (line.ok === true)
        return { kind: 'read', read: line };
    const { sha256, size } = line;
    const file = typeof sha256 === 'string' && typeof size === 'number' ? { sha256, size } : undefined;
    if (line.reason === 'too-large')
        return { kind: 'too-large', file };
    if (line.reason === 'encrypted' && file !== undefined)
        return { kind: 'encrypted', file };
    if (line.reason === 'check')
        return { kind: 'check' };
    return { kind: 'failed', message: typeof line.message === 'string' ? line.message : 'failed' };
}
const NEWLINE = 0x0a;
/** The UTF-8 lines of the child's stdout, and the unterminated rest at its end. */
function lineReader(onLine) {
    let pending = [];
    return {
        push(chunk) {
            let start = 0;
            for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
                const piece = chunk.subarray(start, end);
                const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
                pending = [];
                start = end + 1;
                onLine(line.toString('utf8'));
            }
            if (start < chunk.length)
                pending.push(chunk.subarray(start));
        },
        end() {
            if (pending.length > 0)
                onLine(Buffer.concat(pending).toString('utf8'));
            pending = [];
        }
    };
}

// EXTERNAL MODULE: ./src/pdf/read/layout.ts
var layout = __webpack_require__(9313);
;// CONCATENATED MODULE: ./src/pdf/read/pymupdf-doc.ts
/** What the PyMuPDF child read, as the outcome pdf.js reading gives (extract.ts). */



/** The XML parser loads only for attached files. */
async function einvoiceOfRead(read) {
    if (read.filesError !== undefined) {
        const message = `the attachments could not be read: ${read.filesError}`;
        return { kind: 'failed', attachment: '', message };
    }
    if (read.files === undefined || read.files.length === 0)
        return undefined;
    const { pickEInvoice } = await Promise.all(/* import() */[__webpack_require__.e(560), __webpack_require__.e(482)]).then(__webpack_require__.bind(__webpack_require__, 8482));
    return pickEInvoice(read.files.map(f => ({ name: f.name, bytes: Buffer.from(f.b64, 'base64') })));
}
function outcomeOfRead(read, path, options, einvoice) {
    const budget = new read_budget/* PageBudget */.$m(options.maxTokens, options.maxPages);
    for (let number = 1; number <= read.pageCount; number++) {
        if (!budget.wants(number))
            break;
        const page = read.pages[number - 1];
        if (page === undefined) {
            budget.truncated = true;
            break;
        }
        const placed = 'f32' in page ? placedPacked(page) : placedRuns(page);
        if (!budget.add((0,extract/* layerPage */.h4)(number, (0,layout/* layoutPlaced */.mT)(placed)), page.cut))
            break;
    }
    const now = options.now ?? new Date();
    return (0,extract/* textOutcome */.EG)((0,extract/* documentOf */.lM)(path, read.pageCount, budget, read.info, now, einvoice), false);
}
/** The child's font size is what `layoutPage` reads from a transform [size, 0, 0, size, x, y]. */
function placedRuns(page) {
    return page.runs.flatMap(([str, x, y, width, size], order) => {
        const run = (0,layout/* placedRun */.Rs)(str, x, y, width, Math.abs(size) || 1, order);
        return run === undefined ? [] : [run];
    });
}
/** The same numbers as `runs`: the same double operations on the same float32 values. */
function placedPacked(page) {
    const bytes = Buffer.from(page.f32, 'base64');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { texts, height } = page;
    if (bytes.byteLength !== texts.length * 20)
        throw new Error('malformed packed page');
    const out = [];
    for (let order = 0; order < texts.length; order++) {
        const at = order * 20;
        const x = view.getFloat32(at, true);
        const y = height - view.getFloat32(at + 4, true);
        const width = view.getFloat32(at + 12, true) - view.getFloat32(at + 8, true);
        const size = view.getFloat32(at + 16, true);
        const run = (0,layout/* placedRun */.Rs)(texts[order], x, y, width, Math.abs(size) || 1, order);
        if (run !== undefined)
            out.push(run);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/pdf/read/pymupdf-inspector.ts
/**
 * The `pymupdf` reader: a PyMuPDF child per slot (--jobs), sent files ahead. A file it cannot
 * read or that does not look whole is read here for the exact message. pdf.js reads every file
 * when `import fitz` fails, and a file the child fails on or overruns the timeout on.
 */





/** Files a child holds at once: the one it reads and two sent ahead (room for jitter). */
const SENT_AHEAD = 3;
class PymupdfInspector {
    options;
    plan;
    threads;
    warnings = [];
    slots;
    queue = [];
    unavailable = false;
    /** Every file once PyMuPDF is unavailable: the worker pool when it pays (its hard timeout). */
    pdfjsAll;
    /** A file PyMuPDF failed on, one at a time. */
    pdfjsOne;
    constructor(options, plan) {
        this.options = options;
        this.plan = plan;
        this.threads = Math.max(1, Math.min(plan.jobs, plan.fileCount));
        this.slots = Array.from({ length: this.threads }, () => ({ child: undefined, taken: 0 }));
    }
    get readsOutOfProcess() {
        return !this.unavailable;
    }
    async inspect(path) {
        if (this.unavailable)
            return this.allWithPdfjs(path);
        // Only paths wait here, not bytes.
        const answer = await this.withSlot(slot => this.ask(slot, path));
        switch (answer.kind) {
            case 'unavailable':
                return this.allWithPdfjs(path);
            case 'check':
                return this.checkHere(path);
            case 'too-large': {
                const message = (0,decode_limit/* tooLargeMessage */.pb)(this.options.maxDecompressedMb);
                const { sha256, size } = answer.file ?? (0,inspect/* loadFile */.Z)(path);
                return { sha256, size, outcome: { kind: 'unreadable', message } };
            }
            case 'encrypted':
                return { ...answer.file, outcome: { kind: 'encrypted', message: extract/* ENCRYPTED_MESSAGE */.$_ } };
            case 'read': {
                const { sha256, size } = answer.read;
                const einvoice = await einvoiceOfRead(answer.read);
                return { sha256, size, outcome: outcomeOfRead(answer.read, path, this.options, einvoice) };
            }
            case 'timeout':
                return this.oneWithPdfjs(path, `took longer than ${this.options.timeoutMs / 1000} s`);
            case 'failed':
                return this.oneWithPdfjs(path, answer.message);
        }
    }
    async close() {
        await Promise.all([
            ...this.slots.map(slot => slot.child?.close()),
            this.pdfjsAll?.close(),
            this.pdfjsOne?.close()
        ]);
    }
    /** A file the child had not got to is asked again. */
    async ask(slot, path) {
        for (;;) {
            if (this.unavailable)
                return { kind: 'unavailable' };
            slot.child ??= new PymupdfChild(this.plan.python, this.options.maxDecompressedMb);
            const child = slot.child;
            const reading = child.read(path, this.options, this.options.timeoutMs);
            const start = await child.started;
            if (start.kind === 'unavailable') {
                this.markUnavailable(start.message);
                return { kind: 'unavailable' };
            }
            const answer = await reading;
            // A child that overran or failed is not trusted with the next file.
            if (answer.kind === 'failed')
                child.kill();
            const dropped = answer.kind === 'timeout' || answer.kind === 'failed';
            if ((dropped || answer.kind === 'not-read') && slot.child === child)
                slot.child = undefined;
            if (answer.kind !== 'not-read')
                return answer;
        }
    }
    async withSlot(use) {
        const free = this.slots.reduce((best, slot) => (slot.taken < best.taken ? slot : best));
        const slot = free.taken < SENT_AHEAD ? free : await new Promise(resolve => this.queue.push(resolve));
        slot.taken++;
        try {
            return await use(slot);
        }
        finally {
            slot.taken--;
            this.queue.shift()?.(slot);
        }
    }
    markUnavailable(message) {
        if (this.unavailable)
            return;
        this.unavailable = true;
        this.warnings.push(`reader pymupdf is unavailable (${message}); all files are read with pdf.js. ` +
            `Install PyMuPDF (apt-get install python3-fitz, or pip install pymupdf) or set --python.`);
    }
    // pdf.js is imported on first use: a run the children read whole never loads it.
    async oneWithPdfjs(path, why) {
        this.warnings.push(`${path}: the PyMuPDF reader failed (${why}); read with pdf.js instead`);
        const { inProcessInspector } = await __webpack_require__.e(/* import() */ 926).then(__webpack_require__.bind(__webpack_require__, 6545));
        this.pdfjsOne ??= inProcessInspector(this.options);
        return this.pdfjsOne.inspect(path);
    }
    async allWithPdfjs(path) {
        const { createInspector } = await __webpack_require__.e(/* import() */ 926).then(__webpack_require__.bind(__webpack_require__, 6545));
        this.pdfjsAll ??= createInspector(this.options, this.plan.jobs, this.plan.fileCount);
        return this.pdfjsAll.inspect(path);
    }
    checkHere(path) {
        const loaded = (0,inspect/* loadFile */.Z)(path);
        if (!('bytes' in loaded))
            return loaded;
        const outcome = (0,extract/* sniffPdf */.rw)(loaded.bytes);
        if (outcome === undefined)
            return this.oneWithPdfjs(path, 'the file changed while it was read');
        return { sha256: loaded.sha256, size: loaded.size, outcome };
    }
}


/***/ })

};
