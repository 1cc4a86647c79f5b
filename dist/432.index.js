export const id = 432;
export const ids = [432];
export const modules = {

/***/ 1432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   locateOcrAssets: () => (/* binding */ locateOcrAssets)
/* harmony export */ });
/* unused harmony exports CORE_FILE, BUNDLE_CORE_FILE, LANG_DATA_VERSION, BUNDLE_OCR_DIR, BUNDLE_WORKER_FILE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/**
 * Where the OCR worker script, the tesseract wasm core and the language data live: bundled, in
 * `dist/ocr/` (scripts/copy-ocr-assets.ts writes it), else installed: `ocr-worker.mjs` beside
 * this module, the core from `tesseract.js-core`, the language data from `@tesseract.js-data`.
 */




/** The core every run uses: SIMD (Node 20 and 24 both have it), LSTM only, so results match. */
const CORE_FILE = 'tesseract-core-simd-lstm.js';
/** Its name in the bundle: `.cjs`, because dist/package.json makes `.js` files ES modules. */
const BUNDLE_CORE_FILE = 'tesseract-core-simd-lstm.cjs';
const LANG_DATA_VERSION = '4.0.0_best_int';
const BUNDLE_OCR_DIR = 'ocr';
const BUNDLE_WORKER_FILE = 'worker.mjs';
/** Tesseract language codes: letters and underscores (deu, eng, chi_sim); never a path. */
const LANGUAGE_CODE = /^[a-z_]+$/i;
/** Tests pass another `moduleUrl` to simulate a layout. */
function locateOcrAssets(moduleUrl = import.meta.url) {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(moduleUrl));
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, BUNDLE_OCR_DIR);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, BUNDLE_WORKER_FILE)))
        return {
            layout: 'bundled',
            workerPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, BUNDLE_WORKER_FILE),
            corePath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, BUNDLE_CORE_FILE),
            languageFile: code => LANGUAGE_CODE.test(code) ? existing((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'lang', `${code}.traineddata.gz`)) : undefined
        };
    const require = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(moduleUrl);
    const resolve = (request) => {
        try {
            return require.resolve(request);
        }
        catch {
            return undefined;
        }
    };
    const corePath = resolve(`tesseract.js-core/${CORE_FILE}`);
    if (!corePath)
        throw new Error(`tesseract.js-core/${CORE_FILE} not found from ${here}; run \`npm ci\` (tesseract.js brings it)`);
    return {
        layout: 'installed',
        workerPath: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, 'ocr-worker.mjs'),
        corePath,
        languageFile: code => {
            if (!LANGUAGE_CODE.test(code))
                return undefined;
            const pkg = resolve(`@tesseract.js-data/${code}/package.json`);
            return pkg && existing((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(pkg), LANG_DATA_VERSION, `${code}.traineddata.gz`));
        }
    };
}
function existing(path) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) ? path : undefined;
}


/***/ })

};
