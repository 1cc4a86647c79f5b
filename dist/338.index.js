export const id = 338;
export const ids = [338];
export const modules = {

/***/ 9338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startNativeOcr: () => (/* binding */ startNativeOcr)
/* harmony export */ });
/* unused harmony export meanWordConfidence */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_4__);
/**
 * The `tesseract` command-line program as an OCR engine (`--ocr-engine tesseract`): the same
 * recognizer as tesseract.js, compiled for the CPU instead of to WebAssembly, and the same
 * language data (unpacked once into a private folder), so a page reads the same and sooner.
 *
 * One process per page: the page image goes in on stdin (PNM, which Leptonica reads), the text
 * and the word table come back as files in the private folder. Its environment is PATH alone
 * (no token reaches it) and one OpenMP thread, like tesseract.js's single thread.
 */





/** LSTM only and one block of text: the modes the tesseract.js worker runs in. */
const PAGE_ARGS = [
    '--oem',
    '1',
    '--psm',
    '6',
    '-c',
    'tessedit_create_txt=1',
    '-c',
    'tessedit_create_tsv=1'
];
const STDERR_TAIL = 400;
/** Runs the program with argv and stdin; rejects when it cannot start or overruns. */
function run(command, args, input, timeoutMs, what) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
            env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
            // Its answers are files; what it prints on stdout (`--version`) is not read.
            stdio: ['pipe', 'ignore', 'pipe']
        });
        let stderr = '';
        let timedOut = false;
        // Settled when the process is gone, so a page that overran leaves nothing running.
        const timer = setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
        }, timeoutMs);
        child.stderr.on('data', (chunk) => {
            stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
        });
        child.stdin.on('error', () => undefined);
        child.once('error', error => {
            clearTimeout(timer);
            reject(new Error(`the OCR program '${command}' did not start: ${error.message}${FIX}`));
        });
        child.once('close', code => {
            clearTimeout(timer);
            if (timedOut)
                reject(new Error(`${what} within ${timeoutMs} ms`));
            else
                resolve({ code, stderr: stderr.trim() });
        });
        child.stdin.end(input);
    });
}
const FIX = ' (install tesseract-ocr, or use --ocr-engine tesseract.js)';
/** Tesseract's mean word confidence from its TSV: level-5 rows are words; -1 marks none. */
function meanWordConfidence(tsv) {
    let sum = 0;
    let words = 0;
    for (const line of tsv.split('\n')) {
        const cells = line.split('\t');
        if (cells[0] !== '5' || cells.length < 12)
            continue;
        const confidence = Number(cells[10]);
        if (!Number.isFinite(confidence) || confidence < 0)
            continue;
        sum += confidence;
        words += 1;
    }
    return words === 0 ? 0 : Math.round(sum / words);
}
/** Writes each language's `.traineddata` (unpacked) into `dir`. */
function unpackLanguages(dir, languages) {
    for (const { code, data } of languages) {
        const gzipped = data[0] === 0x1f && data[1] === 0x8b;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `${code}.traineddata`), gzipped ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_4__.gunzipSync)(data) : data);
    }
}
async function startNativeOcr(options) {
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'ralph-ocr-'));
    try {
        unpackLanguages(dir, options.languages);
        const probe = await run(options.command, ['--version'], new Uint8Array(), options.startTimeoutMs, 'the OCR program did not start');
        if (probe.code !== 0)
            throw new Error(`the OCR program '${options.command}' did not start (exit code ${probe.code}) ${probe.stderr}${FIX}`.trim());
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
        throw error;
    }
    const langs = options.languages.map(language => language.code).join('+');
    let pages = 0;
    return {
        async recognize(image, timeoutMs) {
            const base = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `page-${++pages}`);
            const args = ['--tessdata-dir', dir, '-l', langs, ...PAGE_ARGS, 'stdin', base];
            try {
                const ran = await run(options.command, args, image, timeoutMs, 'OCR of the page did not finish');
                if (ran.code !== 0)
                    throw new Error(`the OCR program '${options.command}' failed (exit code ${ran.code}): ${ran.stderr}`);
                const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`${base}.txt`, 'utf8');
                return { text, confidence: meanWordConfidence((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`${base}.tsv`, 'utf8')) };
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(`${base}.txt`, { force: true });
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(`${base}.tsv`, { force: true });
            }
        },
        async terminate() {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
        }
    };
}


/***/ })

};
