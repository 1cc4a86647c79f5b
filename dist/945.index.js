export const id = 945;
export const ids = [945];
export const modules = {

/***/ 1945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyPlan: () => (/* binding */ applyPlan)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _undo_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6944);
/* harmony import */ var _fs_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3299);
/**
 * Carrying out a plan through a mover: for each rename, check the file is still what was
 * analysed and the target still free, write the undo entry and fsync it, then move without
 * replacing. A failed move fails that file only (its undo entry is marked aborted).
 */




async function applyPlan(batch, renames, log) {
    const reports = new Map(batch.items.map(item => [item.report.path, item.report]));
    for (const [index, file] of renames.entries()) {
        const report = reports.get(file.path);
        const analysis = batch.settings.writeMetadata ? report.analysis : undefined;
        const applied = await applyOne(file, index + 1, batch, log, analysis);
        Object.assign(report, applied);
        if (applied.status === 'failed')
            delete report.target;
        batch.deps.onProgress?.({
            phase: 'apply',
            done: index + 1,
            total: renames.length,
            path: file.path
        });
    }
}
async function applyOne(file, seq, { mover, deps }, log, analysis) {
    for (const path of [file.path, file.target]) {
        const confined = await mover.confine(path);
        if (confined.kind === 'outside')
            return failed(`${confined.reason}; not moved`);
    }
    const verdict = await mover.verify(file.path, file.target, file.sha256);
    if (verdict.kind === 'refused')
        return failed(verdict.reason);
    const rewrite = analysis === undefined ? undefined : await prepareRewrite(file.path, analysis, mover);
    const run = deps.runId;
    await log.append({
        op: 'rename',
        run,
        seq,
        from: (0,_undo_log_js__WEBPACK_IMPORTED_MODULE_2__/* .toLogPath */ .x)(log.path, file.path),
        to: (0,_undo_log_js__WEBPACK_IMPORTED_MODULE_2__/* .toLogPath */ .x)(log.path, file.target),
        sha256: file.sha256,
        size: verdict.size,
        ...(rewrite?.undo === undefined ? {} : { metadata: rewrite.undo })
    });
    let reason;
    try {
        const moved = await mover.move(file.path, file.target, file.sha256, rewrite?.bytes);
        if (moved.kind === 'moved')
            return { status: 'renamed', ...(rewrite === undefined ? {} : { metadata: rewrite.outcome }) };
        reason =
            moved.kind === 'target-exists'
                ? `target ${file.target} appeared after planning; not overwritten`
                : moved.reason;
        await log.append({
            op: 'abort',
            run,
            seq,
            reason: moved.kind === 'target-exists' ? 'target exists' : reason
        });
    }
    catch (error) {
        reason = `rename failed (${error.code ?? error.message}); the file keeps its name`;
        await log.append({ op: 'abort', run, seq, reason });
    }
    return failed(reason);
}
function failed(reason) {
    return { status: 'failed', reason };
}
/** The rewritten bytes, only when the mover keeps the original ones for undo. */
async function prepareRewrite(path, analysis, mover) {
    const original = await mover.keep(path);
    if (original === null)
        return {
            outcome: {
                skipped: 'not committed as it is, so undo could not restore its original bytes from git'
            }
        };
    // pdf-lib costs over a second of start-up.
    const { writeMetadata } = await Promise.all(/* import() */[__webpack_require__.e(13), __webpack_require__.e(104)]).then(__webpack_require__.bind(__webpack_require__, 2104));
    const written = await writeMetadata(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path), {
        title: analysis.summary.join(' '),
        subject: analysis.category,
        keywords: analysis.keywords,
        originalName: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)
    }, mover.display(path));
    if (written.kind === 'unchanged')
        return { outcome: 'unchanged' };
    if (written.kind !== 'written')
        return { outcome: { skipped: written.message } };
    return {
        outcome: 'written',
        bytes: written.bytes,
        undo: { originalBlob: original, writtenSha256: (0,_fs_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)(written.bytes) }
    };
}


/***/ })

};
