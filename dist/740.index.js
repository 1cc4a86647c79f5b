export const id = 740;
export const ids = [740];
export const modules = {

/***/ 3740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Iy: () => (/* binding */ loadPdfjs),
  openDocument: () => (/* binding */ openDocument)
});

// UNUSED EXPORTS: BUNDLE_PDFJS_DIR, preparePdfjs

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/pdf/read/pdfjs-globals.ts
/**
 * Lets pdfjs-dist load without `@napi-rs/canvas`: absent in the bundled action (it leaves out its
 * 33 MB native binary), and not loaded at start where it is installed, since reading text never
 * renders. pdfjs-dist's legacy build requires the canvas package while its module is evaluated,
 * to fill in DOMMatrix, ImageData and Path2D, and runs `new DOMMatrix()` once; loading the native
 * binary then was as long as the rest of a one-file run (BENCHMARKS.md, cold start).
 *
 * The DOMMatrix stand-in only has to survive that constructor call: the one object it makes is
 * passed to Path2D.addPath, which takes any {a, b, c, d, e, f}. Where the canvas is installed, the
 * three globals then load it on first use, when a page is rendered for OCR (page-image.ts).
 * pdfjs also warns "Cannot load @napi-rs/canvas … rendering may be broken" on stderr while it
 * loads without the canvas; that is expected here and would only mislead, so those lines are
 * dropped meanwhile.
 */

// A computed name keeps ncc from packing the native binary into dist/.
const CANVAS = ['@napi-rs', 'canvas'].join('/');
const CANVAS_GLOBALS = ['DOMMatrix', 'ImageData', 'Path2D'];
/** Where `require('@napi-rs/canvas')` leads from here (and from pdfjs-dist beside it), if installed. */
function canvasPath() {
    try {
        return (0,external_node_module_.createRequire)(import.meta.url).resolve(CANVAS);
    }
    catch {
        return undefined;
    }
}
/**
 * While pdfjs-dist loads, its require of the canvas gets an empty module (nothing to fill in).
 * Node's own module loader, as pdfjs-dist reaches it (a test runner may wrap `node:module`).
 */
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
/** DOMMatrix, ImageData and Path2D from the canvas package, loaded when first read. */
function lazyCanvasGlobals(path) {
    const globals = globalThis;
    for (const name of CANVAS_GLOBALS) {
        Object.defineProperty(globals, name, {
            configurable: true,
            enumerable: false,
            get: () => {
                const canvas = (0,external_node_module_.createRequire)(import.meta.url)(path);
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
 * Built-ins that the legacy build's core-js replaces on Node 20 (V8 11) although pdfjs-dist needs
 * none of their new behaviour: its `Array.prototype.push` alone was a tenth of the time of
 * reading a batch, and every push, JSON.parse and JSON.stringify of the whole process went
 * through it. The built-ins it adds (Promise.withResolvers, Uint8Array.prototype.toHex, ...)
 * stay: pdfjs-dist uses those.
 */
const REPLACED_BUILTINS = [
    [Array.prototype, 'push'],
    [JSON, 'parse'],
    [JSON, 'stringify'],
    [Function.prototype, 'toString']
];
/**
 * Call before importing pdfjs-dist; returns the function to call after it, which puts the
 * replaced built-ins back and ends the warning filter. Meanwhile the canvas globals pdfjs-dist
 * checks are placeholders that its `if (!globalThis.X)` accepts (only DOMMatrix is constructed);
 * without the canvas, the DOMMatrix stand-in stays.
 */
function installPdfjsGlobals() {
    const builtins = REPLACED_BUILTINS.map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)]);
    const path = canvasPath();
    const release = path === undefined ? () => undefined : holdCanvas(path);
    const globals = globalThis;
    const placed = CANVAS_GLOBALS.filter(name => !(name in globals));
    for (const name of placed)
        globals[name] = name === 'DOMMatrix' ? DOMMatrixStandIn : class {
        };
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

;// CONCATENATED MODULE: ./src/pdf/read/pdfjs.ts
/**
 * The one place that loads pdfjs-dist (legacy build, the one meant for Node) and opens files.
 *
 * It also loads in the ncc bundle (dist/), which has neither `@napi-rs/canvas` nor
 * `pdf.worker.mjs` beside it: pdfjs-globals.ts stands in for the canvas globals pdfjs needs at
 * load time, and the worker module is imported here and handed to pdfjs as
 * `globalThis.pdfjsWorker`, the hook it checks before trying to load `pdf.worker.mjs`.
 */





let loaded;
/** Loaded on first use, so commands that never open a PDF do not pay for it. */
function loadPdfjs() {
    loaded ??= importPdfjs();
    return loaded;
}
async function importPdfjs() {
    const restore = installPdfjsGlobals();
    try {
        const global = globalThis;
        // @ts-expect-error pdfjs-dist ships no type declarations for its worker module
        global.pdfjsWorker ??= await __webpack_require__.e(/* import() */ 323).then(__webpack_require__.bind(__webpack_require__, 4323));
        return await __webpack_require__.e(/* import() */ 61).then(__webpack_require__.bind(__webpack_require__, 6061));
    }
    finally {
        restore();
    }
}
let assets;
/**
 * Local folders of the CMaps (needed to read text set in predefined CJK encodings) and the wasm
 * image decoders (JPEG 2000 and JBIG2 scans, for OCR). From the installed pdfjs-dist package, or
 * in the bundle from `dist/pdfjs/` (scripts/copy-ocr-assets.ts puts them there); without either,
 * text extraction still works for everything but those encodings. The standard font files are
 * left out on purpose: text extraction does not need glyph outlines, and pdfjs-dist would parse
 * those fonts for every document that uses Helvetica or Times.
 */
function assetOptions() {
    if (assets !== undefined)
        return assets;
    const root = pdfjsAssetRoot();
    assets =
        root === undefined
            ? {}
            : { cMapUrl: (0,external_node_path_.join)(root, 'cmaps') + '/', cMapPacked: true, wasmUrl: (0,external_node_path_.join)(root, 'wasm') + '/' };
    return assets;
}
/** Folder name of the pdfjs-dist assets next to the bundle's index.js. */
const BUNDLE_PDFJS_DIR = 'pdfjs';
function pdfjsAssetRoot() {
    try {
        return (0,external_node_path_.dirname)((0,external_node_module_.createRequire)(import.meta.url).resolve('pdfjs-dist/package.json'));
    }
    catch {
        const bundled = (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url)), BUNDLE_PDFJS_DIR);
        return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(bundled, 'wasm')) ? bundled : undefined;
    }
}
let sharedWorker;
/**
 * Starts loading a document on this thread's one pdf.js worker. Node has no real pdf.js worker:
 * each getDocument would set up a fresh in-thread "fake" worker, which costs about a third of
 * the time of reading a small file; a shared one is set up once. Destroying the loading task
 * leaves a worker it was given alone.
 */
async function openDocument(data, use = 'render') {
    const pdfjs = await loadPdfjs();
    sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 });
    const parameters = {
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
    };
    return pdfjs.getDocument(parameters);
}
/** Loads pdfjs-dist and sets up the shared worker (it imports the 2 MB worker module). */
async function preparePdfjs() {
    const pdfjs = await loadPdfjs();
    sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 });
    await sharedWorker.promise;
}


/***/ })

};
