export const id = 554;
export const ids = [554];
export const modules = {

/***/ 554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadInputPrd: () => (/* binding */ loadInputPrd),
/* harmony export */   runValidate: () => (/* binding */ runValidate)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(235);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3438);
/* harmony import */ var _loop_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6539);




/** `command: validate`: every problem of the PRD as an annotation on the file. */
async function runValidate(settings, context) {
    const loaded = await loadInputPrd(settings.prd, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(context.workspace, settings.prd));
    if (loaded.kind === 'ok') {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${settings.prd}: valid, ${loaded.prd.stories.length} stories.`);
        return;
    }
    for (const problem of loaded.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .error */ .z3((0,_loop_types_js__WEBPACK_IMPORTED_MODULE_3__/* .problemText */ .fI)(problem), {
            title: 'Invalid PRD',
            file: settings.prd,
            startLine: problem.line,
            startColumn: problem.column
        });
    throw new Error(`${settings.prd}: ${loaded.problems.length} problem(s); see the annotations above.`);
}
/** The engine's loader; a missing PRD's fix names the input, not the CLI flag. */
async function loadInputPrd(name, path) {
    const loaded = await (0,_loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPrd */ .V)(name, path);
    if (loaded.kind !== 'missing')
        return loaded;
    const fix = "set the input 'prd' to the PRD's path, relative to the repository root";
    return { ...loaded, problems: [{ ...loaded.problems[0], fix }] };
}


/***/ })

};
