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
// EXTERNAL MODULE: ./src/action/pdf-summary.ts
var pdf_summary = __webpack_require__(4249);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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
    const pdf = await (0,pdf_push/* openPdfRepo */.bp)(cwd, settings.push && !settings.dryRun);
    let assistants;
    try {
        assistants = await prepareAssistants(settings.pdf, { cwd });
    }
    catch (error) {
        if (error instanceof LlmUnavailableError)
            return (0,action_result/* failed */.gz)(error.message);
        throw error;
    }
    for (const warning of assistants.warnings)
        core/* warning */.$e(warning);
    let result;
    try {
        result = await core/* group */.Os(`Rename the PDFs of ${settings.inboxPath}`, () => (0,inbox_run/* renameInbox */.f)(settings, {
            cwd,
            rules: assistants.rules,
            commitEnv: pdf.identity,
            mover: pdf.mover,
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
    const push = await (0,pdf_push/* pushPdfCommit */.E1)(pdf, result.commit, { token: settings.githubToken, serverUrl: context.serverUrl }, localNote(settings, result));
    const { batch, ...rest } = result;
    return (0,pdf_push/* reportPdfRun */.sB)(`pdf-rename-${result.runId}.json`, { ...rest, push, ocrEngine: batch.ocrEngine, files: batch.files }, { renamed: result.renamed.length, skipped: result.skipped.length }, (0,pdf_summary/* renameSummaryMarkdown */._u)({ ...result, note: push.note, ocrEngine: batch.ocrEngine }), push);
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


/***/ })

};
