export const id = 258;
export const ids = [258];
export const modules = {

/***/ 5899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ installPdfjsGlobals),
/* harmony export */   j: () => (/* binding */ CANVAS)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Lets pdfjs-dist load without `@napi-rs/canvas`: absent in the bundle (33 MB native binary), and
 * not loaded at start where installed (as long as the rest of a one-file run). The legacy build
 * requires it at load for DOMMatrix, ImageData and Path2D and runs `new DOMMatrix()` once, which
 * the stand-in survives. Where installed, the globals load the canvas on first use (OCR).
 */

// A computed name keeps ncc from packing the native binary into dist/.
const CANVAS = ['@napi-rs', 'canvas'].join('/');
const CANVAS_GLOBALS = ['DOMMatrix', 'ImageData', 'Path2D'];
/** While pdfjs-dist loads, its require of the canvas gets an empty module (Node's own loader). */
function holdCanvas(path) {
    const { createRequire: nodeRequire, Module } = process.getBuiltinModule('node:module');
    const cache = nodeRequire(import.meta.url).cache;
    if (cache[path] !== undefined)
        return () => undefined;
    const stub = new Module(path);
    stub.filename = path;
    stub.loaded = true;
    cache[path] = stub;
    return () => {
        if (cache[path] === stub)
            delete cache[path];
    };
}
function lazyCanvasGlobals(path) {
    const globals = globalThis;
    for (const name of CANVAS_GLOBALS) {
        Object.defineProperty(globals, name, {
            configurable: true,
            enumerable: false,
            get: () => {
                const canvas = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)(path);
                for (const each of CANVAS_GLOBALS)
                    setGlobal(each, canvas[each]);
                return canvas[name];
            },
            set: (value) => setGlobal(name, value)
        });
    }
}
function setGlobal(name, value) {
    Object.defineProperty(globalThis, name, {
        configurable: true,
        enumerable: false,
        writable: true,
        value
    });
}
class DOMMatrixStandIn {
    a = 1;
    b = 0;
    c = 0;
    d = 1;
    e = 0;
    f = 0;
}
/**
 * Built-ins the legacy build's core-js replaces on Node 20 although pdfjs-dist needs none of
 * their new behaviour: its `Array.prototype.push` alone was a tenth of a batch's time, for every
 * push of the process. The built-ins it adds (Promise.withResolvers, …) stay: pdfjs-dist uses them.
 */
const REPLACED_BUILTINS = [
    [Array.prototype, 'push'],
    [JSON, 'parse'],
    [JSON, 'stringify'],
    [Function.prototype, 'toString']
];
/** Call before importing pdfjs-dist; call what it returns after. */
function installPdfjsGlobals() {
    const builtins = REPLACED_BUILTINS.map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)]);
    let path;
    try {
        path = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url).resolve(CANVAS);
    }
    catch {
        path = undefined;
    }
    const release = path === undefined ? () => undefined : holdCanvas(path);
    const globals = globalThis;
    const placed = CANVAS_GLOBALS.filter(name => !(name in globals));
    for (const name of placed)
        globals[name] = name === 'DOMMatrix' ? DOMMatrixStandIn : class {
        };
    // pdfjs-dist's warnings about the missing canvas are expected here, and would mislead.
    const originalWarn = console.warn;
    console.warn = (...args) => {
        if (/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill)/.test(String(args[0])))
            return;
        originalWarn(...args);
    };
    return () => {
        for (const [owner, key, descriptor] of builtins)
            if (descriptor !== undefined &&
                Object.getOwnPropertyDescriptor(owner, key)?.value !== descriptor.value)
                Object.defineProperty(owner, key, descriptor);
        console.warn = originalWarn;
        release();
        for (const name of placed)
            if (path !== undefined || name !== 'DOMMatrix')
                delete globals[name];
        if (path !== undefined && !CANVAS_GLOBALS.some(name => name in globalThis))
            lazyCanvasGlobals(path);
    };
}


/***/ }),

/***/ 7258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iy: () => (/* binding */ loadPdfjs),
/* harmony export */   openDocument: () => (/* binding */ openDocument)
/* harmony export */ });
/* unused harmony exports BUNDLE_PDFJS_DIR, preparePdfjs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _pdfjs_globals_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5899);
/**
 * The one place that loads pdfjs-dist (legacy build) and opens files; in the ncc bundle the
 * worker module is handed over as `globalThis.pdfjsWorker`, which pdfjs checks first.
 */





let loaded;
function loadPdfjs() {
    loaded ??= (async () => {
        const restore = (0,_pdfjs_globals_js__WEBPACK_IMPORTED_MODULE_4__/* .installPdfjsGlobals */ .C)();
        try {
            const global = globalThis;
            // @ts-expect-error pdfjs-dist ships no type declarations for its worker module
            global.pdfjsWorker ??= await __webpack_require__.e(/* import() */ 323).then(__webpack_require__.bind(__webpack_require__, 4323));
            return await __webpack_require__.e(/* import() */ 61).then(__webpack_require__.bind(__webpack_require__, 6061));
        }
        finally {
            restore();
        }
    })();
    return loaded;
}
/** Of the pdfjs-dist assets next to the bundle's index.js. */
const BUNDLE_PDFJS_DIR = 'pdfjs';
let assets;
/**
 * The CMaps and wasm image decoders. Not the standard fonts: text needs no glyph outlines, and
 * pdfjs-dist would parse them for every document that uses Helvetica or Times.
 */
function assetOptions() {
    if (assets !== undefined)
        return assets;
    let root;
    try {
        root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url).resolve('pdfjs-dist/package.json'));
    }
    catch {
        const bundled = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url)), BUNDLE_PDFJS_DIR);
        root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundled, 'wasm')) ? bundled : undefined;
    }
    assets =
        root === undefined
            ? {}
            : { cMapUrl: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'cmaps') + '/', cMapPacked: true, wasmUrl: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'wasm') + '/' };
    return assets;
}
/** Else each getDocument sets up an in-thread "fake" worker, a third of a small file's time. */
let sharedWorker;
async function openDocument(data, use = 'render') {
    const pdfjs = await loadPdfjs();
    sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 });
    return pdfjs.getDocument({
        data,
        textOnly: use === 'text',
        ...assetOptions(),
        verbosity: 0,
        isEvalSupported: false,
        disableFontFace: true,
        useSystemFonts: false,
        useWorkerFetch: false,
        stopAtErrors: false,
        worker: sharedWorker
    });
}
async function preparePdfjs() {
    const pdfjs = await loadPdfjs();
    sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 });
    await sharedWorker.promise;
}


/***/ })

};
