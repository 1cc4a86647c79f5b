export const id = 554;
export const ids = [554];
export const modules = {

/***/ 554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   missingPrd: () => (/* binding */ missingPrd),
/* harmony export */   runValidate: () => (/* binding */ runValidate)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(235);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3438);
/* harmony import */ var _cli_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6719);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6013);





/** `command: validate`: every problem of the PRD as an annotation on the file. */
async function runValidate(settings, context) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(settings.prd) ? settings.prd : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(context.workspace, settings.prd);
    const loaded = await (0,_loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPrd */ .V)(settings.prd, path);
    if (loaded.kind === 'ok') {
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`${settings.prd}: valid, ${loaded.prd.stories.length} stories.`);
        return _result_js__WEBPACK_IMPORTED_MODULE_2__.OK;
    }
    const problems = loaded.kind === 'missing' ? [missingPrd(loaded.problem)] : loaded.problems;
    for (const problem of problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3((0,_cli_format_js__WEBPACK_IMPORTED_MODULE_4__/* .problemText */ .fI)(problem), {
            title: 'Invalid PRD',
            file: settings.prd,
            startLine: problem.line,
            startColumn: problem.column
        });
    return (0,_result_js__WEBPACK_IMPORTED_MODULE_2__/* .failed */ .gz)(`${settings.prd}: ${problems.length} problem(s); see the annotations above.`);
}
/** The engine's fix names the CLI flag; in a workflow it is the input. */
function missingPrd(problem) {
    return {
        ...problem,
        fix: "set the input 'prd' to the PRD's path, relative to the repository root"
    };
}


/***/ })

};
