export const id = 932;
export const ids = [932];
export const modules = {

/***/ 7932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runUndoPdfs: () => (/* binding */ runUndoPdfs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(235);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_repository_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5500);
/* harmony import */ var _github_pdf_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8744);
/* harmony import */ var _pdf_inbox_inbox_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6849);
/* harmony import */ var _pdf_apply_undo_log_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6944);
/* harmony import */ var _pdf_push_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4741);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6013);
/** `command: undo-pdfs`: one rename run restored through git, committed, pushed, reported. */










async function runUndoPdfs(settings, context) {
    const cwd = context.workspace;
    const repo = new _git_repository_js__WEBPACK_IMPORTED_MODULE_3__/* .Repository */ .LN(cwd);
    await repo.requireWorkTree();
    const branch = settings.push ? await (0,_pdf_push_js__WEBPACK_IMPORTED_MODULE_7__/* .branchToPush */ .ai)(cwd) : undefined;
    const identity = await repo.identity();
    const mover = await repo.mover({ commitEnv: identity });
    let result;
    try {
        result = await (0,_pdf_inbox_inbox_run_js__WEBPACK_IMPORTED_MODULE_5__/* .undoInbox */ .XP)({ undoLog: settings.undoLog, ...(settings.run === undefined ? {} : { run: settings.run }) }, { cwd, commitEnv: identity, mover });
    }
    catch (error) {
        if (error instanceof _pdf_apply_undo_log_js__WEBPACK_IMPORTED_MODULE_6__/* .UndoLogError */ .LC)
            return (0,_result_js__WEBPACK_IMPORTED_MODULE_8__/* .failed */ .g)(error.message);
        throw error;
    }
    for (const warning of result.warnings)
        _actions_core__WEBPACK_IMPORTED_MODULE_9__/* .warning */ .$e(warning);
    for (const item of result.items)
        if (item.status === 'refused')
            _actions_core__WEBPACK_IMPORTED_MODULE_9__/* .warning */ .$e(item.reason, { title: 'PDF not restored', file: item.to });
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_9__/* .info */ .pq(`${item.to} -> ${item.from} (${item.status})`);
    let push = {
        kind: 'local',
        note: result.commit === undefined
            ? 'Nothing was restored, so nothing was committed.'
            : `Commit ${result.commit.slice(0, 12)} stays local (push: false).`
    };
    if (result.commit !== undefined && branch !== undefined)
        push = await (0,_pdf_push_js__WEBPACK_IMPORTED_MODULE_7__/* .pushPdfCommit */ .E1)({
            cwd,
            branch,
            commit: result.commit,
            auth: { token: settings.githubToken, serverUrl: context.serverUrl },
            identity,
            verify: (tip, where) => mover.verifyAt(tip, where)
        });
    const restored = result.items.filter(item => item.status === 'restored').length;
    const refused = result.items.filter(item => item.status === 'refused').length;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), `pdf-undo-${result.run ?? 'none'}.json`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, JSON.stringify({ ...result, push }, null, 2) + '\n');
    _actions_core__WEBPACK_IMPORTED_MODULE_9__/* .setOutput */ .uH('renamed-count', String(restored));
    _actions_core__WEBPACK_IMPORTED_MODULE_9__/* .setOutput */ .uH('skipped-count', String(refused));
    _actions_core__WEBPACK_IMPORTED_MODULE_9__/* .setOutput */ .uH('report', path);
    const rows = result.items.map(item => ({
        renamed: item.to,
        original: item.from,
        status: item.status,
        detail: item.status === 'refused' ? item.reason : ''
    }));
    await (0,_pdf_push_js__WEBPACK_IMPORTED_MODULE_7__/* .writePdfSummary */ .q3)((0,_github_pdf_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .undoSummaryMarkdown */ .cj)(result.run, rows, push.note));
    return push.kind === 'failed' ? (0,_result_js__WEBPACK_IMPORTED_MODULE_8__/* .failed */ .g)(push.note) : _result_js__WEBPACK_IMPORTED_MODULE_8__.OK;
}


/***/ })

};
