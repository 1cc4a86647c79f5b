export const id = 952;
export const ids = [952,740];
export const modules = {

/***/ 3952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RENDER_DPI: () => (/* binding */ RENDER_DPI),
  loadCanvas: () => (/* binding */ loadCanvas),
  pageImage: () => (/* binding */ pageImage)
});

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: ./src/pdf/read/pdfjs.ts + 1 modules
var pdfjs = __webpack_require__(3740);
;// CONCATENATED MODULE: ./src/pdf/read/ocr/pnm.ts
/**
 * Netpbm encoders for page images handed to tesseract. Leptonica reads PBM/PGM/PPM directly,
 * and writing a header in front of raw pixels costs nothing next to PNG compression.
 */
/** pdfjs-dist's `ImageKind`: how the decoded pixels of an image object are laid out. */
const ImageKind = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 };
/** Encodes a decoded pdfjs image as PBM (1 bit) or PGM/PPM (8 bits). */
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
 * full-page image (the usual scanner PDF), otherwise the page rendered at 300 dpi.
 *
 * The decoded path needs no canvas and skips a render (about 0.25 s a page at 300 dpi), and the
 * scan keeps its own resolution. Rendering needs `@napi-rs/canvas`, which the bundled action
 * does not ship (its native binary alone is about 33 MB), so there a page that is not a plain
 * scan fails with a message that says so.
 */




const RENDER_DPI = 300;
/**
 * The page's picture for OCR, or `blank` when the page paints nothing. `makeCanvas`: the
 * installed `@napi-rs/canvas` by default; `null` forbids rendering.
 */
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
        // A computed name keeps ncc from packing the 33 MB native binary into dist/.
        const name = ['@napi-rs', 'canvas'].join('/');
        try {
            const canvas = (0,external_node_module_.createRequire)(import.meta.url)(name);
            canvasMaker = canvas.createCanvas;
        }
        catch {
            canvasMaker = null;
        }
    }
    return canvasMaker ?? undefined;
}


/***/ }),

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
