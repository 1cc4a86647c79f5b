export const id = 826;
export const ids = [826];
export const modules = {

/***/ 1826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ ENCRYPTED_MESSAGE),
/* harmony export */   U3: () => (/* binding */ countTextChars),
/* harmony export */   XV: () => (/* binding */ MIN_PAGE_TEXT_CHARS),
/* harmony export */   extractPdf: () => (/* binding */ extractPdf),
/* harmony export */   lM: () => (/* binding */ documentOf),
/* harmony export */   textOutcome: () => (/* binding */ textOutcome)
/* harmony export */ });
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2070);
/* harmony import */ var _page_budget_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5384);
/* harmony import */ var _decode_limit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3131);
/* harmony import */ var _decide_dates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4230);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9313);
/* harmony import */ var _ocr_ocr_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6700);
/* harmony import */ var _decide_positions_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1315);
/* harmony import */ var _sniff_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4867);
/* harmony import */ var _timeout_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3544);
/* harmony import */ var _einvoice_attachments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3159);










/** A page with fewer letters and digits than this counts as having almost no text. */
const MIN_PAGE_TEXT_CHARS = 16;
async function extractPdf(bytes, path, options = {}) {
    const sniffed = (0,_sniff_js__WEBPACK_IMPORTED_MODULE_4__/* .sniffPdf */ .r)(bytes);
    if (sniffed.kind !== 'ok')
        return { kind: 'unreadable', reason: sniffed.kind, message: sniffed.message };
    const limitMb = options.maxDecompressedMb ?? _decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_DECOMPRESSED_MB */ .W6;
    return await (0,_decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .withDecodeLimit */ .Gl)(limitMb, async (meter) => {
        const outcome = await readWithTimeout(bytes, path, options, meter);
        if (!meter.exceeded)
            return outcome;
        return { kind: 'unreadable', reason: 'too-large', message: (0,_decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .tooLargeMessage */ .pb)(limitMb) };
    });
}
async function readWithTimeout(bytes, path, options, meter) {
    // Imported here, not at the top: the pymupdf reader uses this module's helpers, not pdf.js.
    const { openDocument } = await __webpack_require__.e(/* import() */ 740).then(__webpack_require__.bind(__webpack_require__, 3740));
    // Fonts are converted only where pages may be drawn (the OCR pass).
    const task = await openDocument(bytes, options.recognizer === undefined ? 'text' : 'render');
    const timeoutMs = options.timeoutMs ?? _timeout_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_EXTRACT_TIMEOUT_MS */ .z;
    let timer;
    const timeout = new Promise(resolve => {
        timer = setTimeout(() => {
            resolve({
                kind: 'unreadable',
                reason: 'timeout',
                message: `reading took longer than ${timeoutMs / 1000} s; raise --timeout or check the file`
            });
        }, timeoutMs);
    });
    const work = (async () => {
        const pdf = await task.promise;
        return await readDocument(pdf, path, options, meter);
    })().catch(error => failure(error));
    try {
        return await Promise.race([work, timeout]);
    }
    finally {
        clearTimeout(timer);
        await task.destroy().catch(() => undefined);
    }
}
async function readDocument(pdf, path, options, meter) {
    const budget = new _page_budget_js__WEBPACK_IMPORTED_MODULE_6__/* .PageBudget */ .$(options.maxTokens, options.maxPages);
    const einvoice = await (0,_einvoice_attachments_js__WEBPACK_IMPORTED_MODULE_3__/* .embeddedInvoice */ .kG)(pdf);
    const pages = options.attachmentsOnly === true ? 0 : pdf.numPages;
    for (let number = 1; number <= pages; number++) {
        if (!budget.wants(number) || meter.exceeded)
            break;
        const page = await pdf.getPage(number);
        let text;
        let cutShort;
        try {
            ;
            ({ text, cutShort } = await readPage(page, path, options, budget.charsLeft));
        }
        catch (error) {
            return ocrFailure(error, number);
        }
        finally {
            page.cleanup();
        }
        if (!budget.add(text, cutShort))
            break;
    }
    const metadata = await pdf.getMetadata().catch(() => undefined);
    const info = (metadata?.info ?? {});
    const doc = documentOf(path, pdf.numPages, budget.pages, budget.truncated, info, options.now ?? new Date());
    if (einvoice !== undefined)
        doc.einvoice = einvoice;
    return textOutcome(doc, options.recognizer !== undefined);
}
/** `text` when the document has enough letters and digits (or an e-invoice), else `no-text`. */
function textOutcome(doc, ocrTried) {
    if (doc.einvoice?.kind === 'found' ||
        countTextChars(doc.text, MIN_PAGE_TEXT_CHARS) >= MIN_PAGE_TEXT_CHARS)
        return { kind: 'text', doc };
    const message = ocrTried ? 'no text (OCR found none either)' : 'no text; OCR not enabled';
    return { kind: 'no-text', doc, message };
}
async function readPage(page, path, options, maxChars) {
    const { items, cutShort } = await readTextItems(page, maxChars);
    const { text, spans } = (0,_layout_js__WEBPACK_IMPORTED_MODULE_7__/* .layoutPage */ .uS)(items);
    const number = page.pageNumber;
    const layer = {
        page: number,
        text,
        source: countTextChars(text, MIN_PAGE_TEXT_CHARS) >= MIN_PAGE_TEXT_CHARS ? 'text-layer' : 'none',
        spans
    };
    const recognizer = options.recognizer;
    if (recognizer === undefined || (layer.source === 'text-layer' && options.forceOcr !== true))
        return { text: layer, cutShort };
    const recognized = (await recognizer.recognizePage(page, { path, pageNumber: number }))
        .normalize('NFC')
        .trim();
    if (countTextChars(recognized, 1) === 0)
        return { text: layer, cutShort };
    return { text: { page: number, text: recognized, source: 'ocr' }, cutShort: false };
}
/**
 * The page's text items in content order, streamed, keeping no more of them than the budget can
 * take: a page with megabytes of text (or a content stream made to look like it) is not held
 * whole only to be cut afterwards. The rest is drained, not cancelled: cancelling pdf.js's
 * in-thread stream races with chunks already sent ("Controller is already closed").
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
/** The document from its pages read and its info dictionary (pdf.js names: CreationDate, …). */
function documentOf(path, pageCount, pages, truncated, info, now) {
    const text = pages.map(page => page.text).join(_decide_positions_js__WEBPACK_IMPORTED_MODULE_8__/* .PAGE_SEPARATOR */ .y);
    const creation = (0,_decide_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePdfDate */ .U_)(info.CreationDate, now);
    const modification = (0,_decide_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePdfDate */ .U_)(info.ModDate, now);
    const title = typeof info.Title === 'string' ? info.Title.replace(/\s+/g, ' ').trim() : '';
    return {
        path,
        pageCount,
        pages,
        text,
        tokens: (0,_budget_js__WEBPACK_IMPORTED_MODULE_9__/* .estimateTokens */ .bP)(text),
        infoDates: {
            ...(creation === undefined ? {} : { creation }),
            ...(modification === undefined ? {} : { modification })
        },
        ...(title === '' ? {} : { title }),
        truncated
    };
}
const TEXT_CHAR = /[\p{L}\p{N}]/gu;
/** Letters and digits in `text`, counted up to `atLeast` (a page's test needs no more). */
function countTextChars(text, atLeast = Infinity) {
    TEXT_CHAR.lastIndex = 0;
    let count = 0;
    while (count < atLeast && TEXT_CHAR.test(text))
        count++;
    return count;
}
const ENCRYPTED_MESSAGE = 'encrypted: needs a password to open (passwords are not guessed); decrypt it, e.g. `qpdf --decrypt --password=... in.pdf out.pdf`, and run again';
function failure(error) {
    const name = error instanceof Error ? error.name : '';
    const detail = error instanceof Error ? error.message : String(error);
    if (name === 'PasswordException')
        return { kind: 'encrypted', message: ENCRYPTED_MESSAGE };
    return {
        kind: 'unreadable',
        reason: 'damaged',
        message: `not a readable PDF (${detail}); open it in a viewer and save a repaired copy`
    };
}
function ocrFailure(error, page) {
    const detail = error instanceof _ocr_ocr_js__WEBPACK_IMPORTED_MODULE_2__/* .OcrError */ .f0
        ? error.reason
        : error instanceof Error
            ? error.message
            : String(error);
    return {
        kind: 'unreadable',
        reason: 'ocr-failed',
        message: `OCR failed on page ${page}: ${detail}`
    };
}


/***/ }),

/***/ 9313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rs: () => (/* binding */ placedRun),
/* harmony export */   mT: () => (/* binding */ layoutPlaced),
/* harmony export */   uS: () => (/* binding */ layoutPage)
/* harmony export */ });
/* unused harmony export plain */
function layoutPage(items) {
    return layoutPlaced(place(items));
}
/** `layoutPage` of runs already placed (`placedRun`), as a reader that reports them so gives them. */
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
/**
 * Printable ASCII and Latin-1 letters and signs (not its no-break space), the euro sign, dashes,
 * quotes, bullet and ellipsis, without two spaces in a row: what NFC and folding white space
 * leave alone (none of these is white space, changes under NFC or composes with its neighbour).
 */
function plain(str) {
    return !NOT_PLAIN.test(str);
}
const NOT_PLAIN = /[^\x20-\x7e\xa1-\xff\u20ac\u2013\u2014\u2018-\u201e\u2022\u2026]| {2}/;
function place(items) {
    const placed = [];
    for (let order = 0; order < items.length; order++) {
        const item = items[order];
        // Indexed, not destructured: this runs for every text run of every page.
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
    const str = plain(text) ? text : text.normalize('NFC').replace(/\s+/g, ' ');
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

/***/ 5384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PageBudget),
/* harmony export */   b: () => (/* binding */ MAX_CHARS_PER_TOKEN)
/* harmony export */ });
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2070);
/**
 * Pages in order until the token budget or the page limit is spent: the loop both readers
 * (pdf.js in extract.ts, PyMuPDF in pymupdf-doc.ts) run over a document's pages.
 */

/** Latin text costs a quarter token a character (budget.ts); no script costs less. */
const MAX_CHARS_PER_TOKEN = 4;
class PageBudget {
    pages = [];
    truncated = false;
    tokensLeft;
    maxPages;
    constructor(maxTokens = _budget_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_CONTENT_TOKENS */ ._4, maxPages) {
        this.tokensLeft = maxTokens;
        this.maxPages = maxPages !== undefined && maxPages > 0 ? maxPages : Infinity;
    }
    /** Whether page `number` (from 1) is still read; when not, the document counts as truncated. */
    wants(number) {
        if (number <= this.maxPages && this.tokensLeft > 0)
            return true;
        this.truncated = true;
        return false;
    }
    /** Characters a page may still contribute (the reader need not keep more). */
    get charsLeft() {
        return this.tokensLeft * MAX_CHARS_PER_TOKEN;
    }
    /** Adds the page, cut to what is left; false when that spent the budget (stop reading). */
    add(text, cutShort) {
        const cut = (0,_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .takeWithinBudget */ .MF)(text.text, this.tokensLeft - (this.pages.length > 0 ? 1 : 0));
        if (cutShort)
            cut.truncated = true;
        this.pages.push(cut.truncated ? clip(text, cut.text) : text);
        this.tokensLeft -= cut.tokens + (this.pages.length > 1 ? 1 : 0);
        if (cut.truncated)
            this.truncated = true;
        return !cut.truncated;
    }
}
function clip(page, text) {
    const spans = page.spans
        ?.filter(span => span.start < text.length)
        .map(span => ({ ...span, end: Math.min(span.end, text.length) }));
    return { ...page, text, ...(spans === undefined ? {} : { spans }) };
}


/***/ }),

/***/ 4867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ sniffPdf)
/* harmony export */ });
/**
 * Cheap checks before pdfjs-dist sees the bytes: pdfjs-dist repairs a great deal silently, so a
 * half-copied file would otherwise be renamed and archived as if it were complete.
 */
const HEADER_WINDOW = 1024;
const TRAILER_WINDOW = 2048;
function sniffPdf(bytes) {
    if (bytes.length === 0)
        return { kind: 'empty', message: 'empty file (0 bytes)' };
    const head = latin1(bytes.subarray(0, HEADER_WINDOW));
    if (!head.includes('%PDF-'))
        return {
            kind: 'not-pdf',
            message: `not a PDF: no %PDF- header (starts with ${JSON.stringify(preview(head))}); check what the file really is`
        };
    const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)));
    if (!tail.includes('%%EOF'))
        return {
            kind: 'truncated',
            message: `truncated PDF: no %%EOF marker in the last ${TRAILER_WINDOW} bytes (${bytes.length} bytes in all); the download or copy was cut off — fetch it again`
        };
    return { kind: 'ok' };
}
function latin1(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
function preview(head) {
    return head.slice(0, 16).replace(/[^\x20-\x7e]/g, '.');
}


/***/ })

};
