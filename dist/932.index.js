export const id = 932;
export const ids = [932];
export const modules = {

/***/ 7932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runUndoPdfs: () => (/* binding */ runUndoPdfs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(235);
/* harmony import */ var _pdf_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4249);
/* harmony import */ var _pdf_inbox_inbox_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6849);
/* harmony import */ var _pdf_apply_undo_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6944);
/* harmony import */ var _pdf_push_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4741);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6013);
/** `command: undo-pdfs`: one rename run restored through git, committed, pushed, reported. */






async function runUndoPdfs(settings, context) {
    const pdf = await (0,_pdf_push_js__WEBPACK_IMPORTED_MODULE_3__/* .openPdfRepo */ .bp)(context.workspace, settings.push);
    let result;
    try {
        result = await (0,_pdf_inbox_inbox_run_js__WEBPACK_IMPORTED_MODULE_1__/* .undoInbox */ .X)({ undoLog: settings.undoLog, ...(settings.run === undefined ? {} : { run: settings.run }) }, { cwd: pdf.cwd, commitEnv: pdf.identity, mover: pdf.mover });
    }
    catch (error) {
        if (error instanceof _pdf_apply_undo_log_js__WEBPACK_IMPORTED_MODULE_2__/* .UndoLogError */ .LC)
            return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .failed */ .gz)(error.message);
        throw error;
    }
    for (const warning of result.warnings)
        _actions_core__WEBPACK_IMPORTED_MODULE_5__/* .warning */ .$e(warning);
    for (const item of result.items)
        if (item.status === 'refused')
            _actions_core__WEBPACK_IMPORTED_MODULE_5__/* .warning */ .$e(item.reason, { title: 'PDF not restored', file: item.to });
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_5__/* .info */ .pq(`${item.to} -> ${item.from} (${item.status})`);
    const push = await (0,_pdf_push_js__WEBPACK_IMPORTED_MODULE_3__/* .pushPdfCommit */ .E1)(pdf, result.commit, { token: settings.githubToken, serverUrl: context.serverUrl }, result.commit === undefined
        ? 'Nothing was restored, so nothing was committed.'
        : `Commit ${result.commit.slice(0, 12)} stays local (push: false).`);
    return (0,_pdf_push_js__WEBPACK_IMPORTED_MODULE_3__/* .reportPdfRun */ .sB)(`pdf-undo-${result.run ?? 'none'}.json`, { ...result, push }, {
        renamed: result.items.filter(item => item.status === 'restored').length,
        skipped: result.items.filter(item => item.status === 'refused').length
    }, (0,_pdf_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .undoSummaryMarkdown */ .cj)(result, push.note), push);
}


/***/ })

};
