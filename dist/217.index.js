export const id = 217;
export const ids = [217];
export const modules = {

/***/ 9217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nR: () => (/* binding */ packageFile)
/* harmony export */ });
/* unused harmony exports packageRoot, packageVersion */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



const PACKAGE_NAME = 'ralph-action';
function isPackageRoot(dir) {
    const manifest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(manifest))
        return false;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(manifest, 'utf8')).name === PACKAGE_NAME;
    }
    catch {
        return false;
    }
}
/**
 * Finds a file shipped with ralph-action (schemas/, CODEX.md) by walking up from this module.
 * Works from src/ (tsx, jest), lib/ (the CLIs) and dist/ (the ncc bundle), because each
 * sits below the package root; the walk stops at that root so it never picks up a stranger's file.
 */
function packageFile(relative, from = import.meta.url) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from));
    for (;;) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, relative);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (isPackageRoot(dir) || parent === dir)
            break;
        dir = parent;
    }
    throw new Error(`Cannot find '${relative}' in the ralph-action package above ${(0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from)}. ` +
        'Expected it at the package root; reinstall the package or check out the whole action.');
}
/** The folder of ralph-action's own package.json (not dist/package.json, which has no name). */
function packageRoot(from = import.meta.url) {
    let dir = dirname(fileURLToPath(from));
    for (;;) {
        if (isPackageRoot(dir))
            return dir;
        const parent = dirname(dir);
        if (parent === dir)
            throw new Error(`Cannot find the ralph-action package root above ${fileURLToPath(from)}.`);
        dir = parent;
    }
}
/** The version in ralph-action's package.json, as both CLIs' --version print it. */
function packageVersion() {
    const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8'));
    return manifest.version ?? 'unknown';
}


/***/ })

};
