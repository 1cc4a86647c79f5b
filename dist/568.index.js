export const id = 568;
export const ids = [568,258];
export const modules = {

/***/ 2187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ImageKind: () => (/* binding */ ImageKind),
  encodePnm: () => (/* binding */ encodePnm),
  loadCanvas: () => (/* binding */ loadCanvas),
  pageImage: () => (/* binding */ pageImage),
  pbmFromBits: () => (/* binding */ pbmFromBits),
  pgmFromRgba: () => (/* binding */ pgmFromRgba)
});

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: ./src/pdf/read/pdfjs.ts
var pdfjs = __webpack_require__(7258);
// EXTERNAL MODULE: ./src/pdf/read/pdfjs-globals.ts
var pdfjs_globals = __webpack_require__(5899);
;// CONCATENATED MODULE: ./src/pdf/read/ocr/scan-image.ts
/** Share of the page an image must cover to count as the whole page. */
const FULL_PAGE_COVERAGE = 0.8;
/** Largest shear/rotation (as |b|/|a| or |c|/|d|) still read unrotated; tesseract deskews this. */
const MAX_SKEW = 0.1;
/**
 * Finds a single upright image covering the page. Anything else (text drawn, several images,
 * masks, rotation by quarter turns, a flipped image, a /Rotate on the page) asks for rendering;
 * a page that paints nothing (no image, text, path or shading) is blank.
 */
function planScanImage(ops, codes, view, pageRotation) {
    if (pageRotation % 360 !== 0)
        return render(`page /Rotate is ${pageRotation}`);
    const found = findImages(ops, codes);
    if ('reason' in found)
        return render(found.reason);
    const [image, ...more] = found.images;
    if (!image)
        return found.paths ? render('page draws only vector graphics') : { kind: 'blank' };
    if (more.length > 0)
        return render(`page has ${found.images.length} images`);
    const upright = uprightReason(image.matrix);
    if (upright)
        return render(upright);
    const coverage = coveredShare(image.matrix, view);
    if (coverage < FULL_PAGE_COVERAGE)
        return render(`image covers ${Math.round(coverage * 100)}% of the page`);
    return image;
}
function findImages(ops, codes) {
    const images = [];
    let paths = false;
    const stack = [];
    let ctm = [1, 0, 0, 1, 0, 0];
    const textOps = new Set([
        codes.showText,
        codes.showSpacedText,
        codes.nextLineShowText,
        codes.nextLineSetSpacingShowText
    ]);
    const pathOps = new Set([codes.constructPath, codes.rawFillPath, codes.shadingFill]);
    const unsupported = new Set([
        codes.paintImageXObjectRepeat,
        codes.paintInlineImageXObjectGroup,
        codes.paintImageMaskXObject,
        codes.paintImageMaskXObjectGroup,
        codes.paintImageMaskXObjectRepeat,
        codes.paintSolidColorImageMask
    ]);
    for (let i = 0; i < ops.fnArray.length; i++) {
        const fn = ops.fnArray[i];
        const args = ops.argsArray[i];
        if (fn === codes.save)
            stack.push(ctm);
        else if (fn === codes.restore)
            ctm = stack.pop() ?? ctm;
        else if (fn === codes.transform)
            ctm = multiply(asMatrix(args), ctm);
        else if (fn === codes.paintFormXObjectBegin) {
            stack.push(ctm);
            if (Array.isArray(args?.[0]))
                ctm = multiply(asMatrix(args[0]), ctm);
        }
        else if (fn === codes.paintFormXObjectEnd)
            ctm = stack.pop() ?? ctm;
        else if (fn === codes.paintImageXObject && typeof args?.[0] === 'string')
            images.push({ kind: 'object', objId: args[0], matrix: ctm });
        else if (fn === codes.paintInlineImageXObject)
            images.push({ kind: 'inline', image: args?.[0], matrix: ctm });
        else if (textOps.has(fn ?? -1))
            return { reason: 'page draws text' };
        else if (unsupported.has(fn ?? -1))
            return { reason: 'page paints image masks or tiles' };
        else if (pathOps.has(fn ?? -1))
            paths = true;
    }
    return { images, paths };
}
function uprightReason([a, b, c, d]) {
    if (!(a > 0 && d > 0))
        return 'image is rotated or flipped';
    if (Math.abs(b) > MAX_SKEW * a || Math.abs(c) > MAX_SKEW * d)
        return 'image is rotated';
    return undefined;
}
/** Share of the page box covered by the bounding box of the image's unit square. */
function coveredShare([a, b, c, d, e, f], view) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
    const xs = [e, e + a, e + c, e + a + c];
    const ys = [f, f + b, f + d, f + b + d];
    const left = Math.max(Math.min(...xs), Math.min(x0, x1));
    const right = Math.min(Math.max(...xs), Math.max(x0, x1));
    const bottom = Math.max(Math.min(...ys), Math.min(y0, y1));
    const top = Math.min(Math.max(...ys), Math.max(y0, y1));
    const page = Math.abs((x1 - x0) * (y1 - y0));
    if (page === 0 || right <= left || top <= bottom)
        return 0;
    return ((right - left) * (top - bottom)) / page;
}
function asMatrix(args) {
    const m = (args ?? []).map(Number);
    if (m.length < 6 || m.some(n => !Number.isFinite(n)))
        return [1, 0, 0, 1, 0, 0];
    return m.slice(0, 6);
}
/** m then n, as PDF concatenates: the result maps through m first. */
function multiply(m, n) {
    const [a, b, c, d, e, f] = m;
    const [na, nb, nc, nd, ne, nf] = n;
    return [
        a * na + b * nc,
        a * nb + b * nd,
        c * na + d * nc,
        c * nb + d * nd,
        e * na + f * nc + ne,
        e * nb + f * nd + nf
    ];
}
function render(reason) {
    return { kind: 'render', reason };
}

;// CONCATENATED MODULE: ./src/pdf/read/ocr/page-image.ts
/**
 * The picture of one page that OCR reads: the decoded scan itself when the page is one upright
 * full-page image (the usual scanner PDF: no canvas, no render, the scan's own resolution),
 * otherwise the page rendered at 300 dpi. Rendering needs `@napi-rs/canvas`, which the bundled
 * action does not ship, so there a page that is not a plain scan fails saying so.
 */




const RENDER_DPI = 300;
/** `blank` when the page paints nothing. */
async function pageImage(page, makeCanvas) {
    const { OPS } = await (0,pdfjs/* loadPdfjs */.Iy)();
    const ops = await page.getOperatorList();
    const plan = planScanImage(ops, OPS, page.view, page.rotate);
    if (plan.kind === 'blank')
        return { method: 'blank' };
    if (plan.kind === 'render')
        return renderPage(page, plan.reason, makeCanvas === undefined ? loadCanvas() : makeCanvas);
    const raw = plan.kind === 'object' ? await resolveObject(page, plan.objId) : asRawImage(plan.image);
    return { bytes: encodePnm(raw), method: 'decoded' };
}
async function renderPage(page, reason, makeCanvas) {
    if (!makeCanvas)
        throw new Error(`the page is not a single scanned image (${reason}) and rendering it needs ` +
            `@napi-rs/canvas, which is not installed here (the bundled action leaves it out)`);
    const viewport = page.getViewport({ scale: RENDER_DPI / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = makeCanvas(width, height);
    const context = canvas.getContext('2d');
    const params = { canvas, canvasContext: context, viewport, background: 'white' };
    await page.render(params).promise;
    const { data } = context.getImageData(0, 0, width, height);
    return { bytes: pgmFromRgba(data, width, height), method: 'rendered' };
}
function resolveObject(page, objId) {
    const store = objId.startsWith('g_') ? page.commonObjs : page.objs;
    return new Promise((resolve, reject) => store.get(objId, (value) => {
        try {
            resolve(asRawImage(value));
        }
        catch (error) {
            reject(error);
        }
    }));
}
function asRawImage(value) {
    const image = value;
    // Not `instanceof`: the arrays may come from another realm (jest's vm, a worker).
    const data = image?.data;
    if (!image || !data || !ArrayBuffer.isView(data) || data.BYTES_PER_ELEMENT !== 1)
        throw new Error('the page image has no decoded pixel data');
    return { width: image.width ?? 0, height: image.height ?? 0, kind: image.kind ?? 0, data };
}
let canvasMaker;
/** `@napi-rs/canvas` when installed (pdfjs-dist brings it); undefined in the slim bundle. */
function loadCanvas() {
    if (canvasMaker === undefined) {
        try {
            const canvas = (0,external_node_module_.createRequire)(import.meta.url)(pdfjs_globals/* CANVAS */.j);
            canvasMaker = canvas.createCanvas;
        }
        catch {
            canvasMaker = null;
        }
    }
    return canvasMaker ?? undefined;
}
// Netpbm encoders: Leptonica reads them, and a header costs nothing next to PNG compression.
/** pdfjs-dist's `ImageKind`: how the decoded pixels of an image object are laid out. */
const ImageKind = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 };
function encodePnm(image) {
    const { width, height } = image;
    if (!(width > 0 && height > 0))
        throw new Error(`image has no pixels (${width}x${height})`);
    switch (image.kind) {
        case ImageKind.GRAYSCALE_1BPP:
            return pbmFromBits(image.data, width, height);
        case ImageKind.RGB_24BPP:
            return withHeader(`P6\n${width} ${height}\n255\n`, exact(image.data, width * height * 3));
        case ImageKind.RGBA_32BPP:
            return pgmFromRgba(image.data, width, height);
        default:
            throw new Error(`unsupported image kind ${image.kind}; expected 1, 2 or 3 (pdfjs ImageKind)`);
    }
}
/** pdfjs packs 1-bit rows to whole bytes with a set bit meaning white; PBM means black. */
function pbmFromBits(data, width, height) {
    const rowBytes = Math.ceil(width / 8);
    const size = rowBytes * height;
    if (data.length < size)
        throw shortData(data.length, size);
    const body = Buffer.allocUnsafe(size);
    for (let i = 0; i < size; i++)
        body[i] = ~(data[i] ?? 0) & 0xff;
    return withHeader(`P4\n${width} ${height}\n`, body);
}
/** Grey from RGBA, composited over white so transparent areas do not turn black. */
function pgmFromRgba(data, width, height) {
    const pixels = width * height;
    if (data.length < pixels * 4)
        throw shortData(data.length, pixels * 4);
    const body = Buffer.allocUnsafe(pixels);
    for (let i = 0, j = 0; i < pixels; i++, j += 4) {
        const grey = ((data[j] ?? 0) * 77 + (data[j + 1] ?? 0) * 150 + (data[j + 2] ?? 0) * 29) >> 8;
        const alpha = data[j + 3] ?? 255;
        body[i] = ((grey * alpha + 255 * (255 - alpha) + 127) / 255) | 0;
    }
    return withHeader(`P5\n${width} ${height}\n255\n`, body);
}
function exact(data, size) {
    if (data.length < size)
        throw shortData(data.length, size);
    return new Uint8Array(data.buffer, data.byteOffset, size);
}
function withHeader(header, body) {
    return Buffer.concat([Buffer.from(header, 'ascii'), body]);
}
function shortData(actual, expected) {
    return new Error(`image data has ${actual} bytes; expected at least ${expected}`);
}


/***/ }),

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
