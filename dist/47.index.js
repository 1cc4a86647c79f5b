export const id = 47;
export const ids = [47];
export const modules = {

/***/ 47:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRenamePdfs: () => (/* binding */ runRenamePdfs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/repository.ts + 12 modules
var repository = __webpack_require__(5500);
// EXTERNAL MODULE: ./src/github/pdf-summary.ts
var pdf_summary = __webpack_require__(8744);
// EXTERNAL MODULE: ./src/settings/errors.ts
var errors = __webpack_require__(6990);
// EXTERNAL MODULE: ./src/pdf/read/ocr/ocr.ts
var ocr = __webpack_require__(6700);
// EXTERNAL MODULE: ./src/pdf/decide/rules.ts
var decide_rules = __webpack_require__(2108);
;// CONCATENATED MODULE: ./src/pdf/assistants.ts
/**
 * OCR and the model for one batch, built from its settings: the recognizer (its worker starts
 * only when a page needs it) and the refiner, after a health check of the model server. The CLI
 * and the action call this, hand the result to renameBatch, and close it at the end.
 */




/** The model is unusable and --require-llm forbids going on without it. */
class LlmUnavailableError extends Error {
    name = 'LlmUnavailableError';
}
async function prepareAssistants(settings, deps) {
    const rules = await (0,decide_rules/* loadRules */.A7)(settings.rulesFile === undefined ? undefined : (0,external_node_path_.resolve)(deps.cwd, settings.rulesFile));
    const recognizer = settings.ocr === 'off'
        ? undefined
        : (0,ocr/* createOcrRecognizer */.t8)({
            languages: settings.ocrLanguages,
            engine: settings.ocrEngine,
            maxPagesPerFile: settings.ocrMaxPages
        });
    const assistants = {
        rules,
        ...(recognizer === undefined ? {} : { recognizer }),
        llm: 'off',
        warnings: [],
        close: async () => {
            await recognizer?.close();
        }
    };
    if (!settings.useLlm)
        return assistants;
    // Loaded only with the model: a --no-llm run has no use for the client or the answer schema.
    const { createLlmClient } = await __webpack_require__.e(/* import() */ 902).then(__webpack_require__.bind(__webpack_require__, 8902));
    const client = createLlmClient({ url: settings.llmUrl, model: settings.llmModel, timeoutMs: settings.llmTimeoutMs }, deps.fetch);
    const health = await client.health();
    if (health.kind !== 'ready') {
        if (settings.requireLlm) {
            await assistants.close();
            // How to go on without the model, in the words of where the settings came from.
            const without = settings.surface === 'flag'
                ? 'Or pass --no-llm to rename with the heuristics only.'
                : "Or set 'require-llm: false' to rename with the heuristics only.";
            throw new LlmUnavailableError(`${health.message} (${(0,errors/* settingName */.QX)('require-llm', settings.surface)} is set; nothing was renamed) ${without}`);
        }
        assistants.llm = 'unavailable';
        assistants.warnings.push(`${health.message} Continuing with heuristics only.`);
        return assistants;
    }
    assistants.llm = 'ready';
    const { createLlmRefiner } = await __webpack_require__.e(/* import() */ 761).then(__webpack_require__.bind(__webpack_require__, 8761));
    assistants.refine = createLlmRefiner({
        client,
        categories: rules.allowedCategories,
        dateOrder: settings.dateOrder,
        now: deps.now ?? (() => new Date())
    });
    return assistants;
}

// EXTERNAL MODULE: ./src/pdf/inbox/inbox-run.ts + 22 modules
var inbox_run = __webpack_require__(6849);
// EXTERNAL MODULE: ./src/action/pdf-push.ts
var pdf_push = __webpack_require__(4741);
// EXTERNAL MODULE: ./src/action/result.ts
var action_result = __webpack_require__(6013);
;// CONCATENATED MODULE: ./src/action/rename-pdfs.ts
/** `command: rename-pdfs`: the inbox renamed into the archive, committed, pushed, reported. */










async function runRenamePdfs(settings, context) {
    const cwd = context.workspace;
    const repo = new repository/* Repository */.LN(cwd);
    await repo.requireWorkTree();
    const publish = settings.push && !settings.dryRun;
    const branch = publish ? await (0,pdf_push/* branchToPush */.ai)(cwd) : undefined;
    let assistants;
    try {
        assistants = await prepareAssistants(settings.pdf, { cwd });
    }
    catch (error) {
        if (error instanceof LlmUnavailableError)
            return (0,action_result/* failed */.g)(error.message);
        throw error;
    }
    for (const warning of assistants.warnings)
        core/* warning */.$e(warning);
    const identity = await repo.identity();
    const mover = await repo.mover({ commitEnv: identity });
    let result;
    try {
        result = await core/* group */.Os(`Rename the PDFs of ${settings.inboxPath}`, () => (0,inbox_run/* renameInbox */.fb)(settings, {
            cwd,
            rules: assistants.rules,
            commitEnv: identity,
            mover,
            ...(assistants.recognizer === undefined ? {} : { recognizer: assistants.recognizer }),
            ...(assistants.refine === undefined ? {} : { refine: assistants.refine })
        }));
    }
    finally {
        await assistants
            .close()
            .catch((error) => core/* warning */.$e(`Could not stop the OCR worker: ${String(error)}`));
    }
    logResult(result);
    let push = { kind: 'local', note: localNote(settings, result) };
    if (result.commit !== undefined && publish && branch !== undefined)
        push = await (0,pdf_push/* pushPdfCommit */.E1)({
            cwd,
            branch,
            commit: result.commit,
            auth: { token: settings.githubToken, serverUrl: context.serverUrl },
            identity,
            verify: (tip, where) => mover.verifyAt(tip, where)
        });
    const reportPath = writeReport(result, push);
    core/* setOutput */.uH('renamed-count', String(result.renamed.length));
    core/* setOutput */.uH('skipped-count', String(result.skipped.length));
    core/* setOutput */.uH('report', reportPath);
    await (0,pdf_push/* writePdfSummary */.q3)((0,pdf_summary/* renameSummaryMarkdown */._u)({
        dryRun: result.dryRun,
        renamed: result.renamed.map(r => ({
            from: r.from,
            to: r.to,
            source: r.textSource,
            confidence: r.confidence,
            llmAsked: r.llmAsked
        })),
        skipped: result.skipped.map(s => ({ path: s.path, message: s.message })),
        review: result.renamed.flatMap(r => r.review === undefined ? [] : [{ path: r.to, message: r.review.join('; ') }]),
        note: push.note,
        ...(result.batch.ocrEngine === undefined ? {} : { ocrEngine: result.batch.ocrEngine })
    }));
    return push.kind === 'failed' ? (0,action_result/* failed */.g)(push.note) : action_result.OK;
}
function logResult(result) {
    for (const rename of result.renamed)
        core/* info */.pq(`${rename.from} -> ${rename.to} (${(0,pdf_summary/* sourceLabel */.en)(rename.textSource)}, confidence ${rename.confidence.toFixed(2)}, model ${rename.llmAsked ? 'asked' : 'not asked'})${rename.review === undefined ? '' : `; to review: ${rename.review.join('; ')}`}`);
    for (const path of result.unchanged)
        core/* info */.pq(`${path}: already carries its name`);
    if (result.batch.ocrEngine !== undefined)
        core/* info */.pq(`OCR engine: ${result.batch.ocrEngine}`);
    for (const skip of result.skipped)
        core/* warning */.$e(skip.message, { title: 'PDF left in place', file: skip.path });
    for (const warning of result.warnings)
        core/* warning */.$e(warning);
}
function localNote(settings, result) {
    if (result.dryRun)
        return 'Dry run: nothing was moved, committed or pushed.';
    if (result.commit === undefined)
        return 'Nothing was renamed, so nothing was committed.';
    return `Commit ${result.commit.slice(0, 12)} stays local (push: ${String(settings.push)}).`;
}
function writeReport(result, push) {
    const dir = process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
    const path = (0,external_node_path_.join)(dir, `pdf-rename-${result.runId}.json`);
    const { batch, ...rest } = result;
    const report = { ...rest, push, ocrEngine: batch.ocrEngine, files: batch.files };
    (0,external_node_fs_.writeFileSync)(path, JSON.stringify(report, null, 2) + '\n');
    return path;
}


/***/ })

};
