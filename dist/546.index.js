export const id = 546;
export const ids = [546];
export const modules = {

/***/ 4546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runUndoPdfs: () => (/* binding */ runUndoPdfs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/commit.ts
var commit = __webpack_require__(5895);
// EXTERNAL MODULE: ./src/git/repository.ts
var repository = __webpack_require__(5986);
// EXTERNAL MODULE: ./src/github/pdf-summary.ts
var pdf_summary = __webpack_require__(8744);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git_git = __webpack_require__(6856);
;// CONCATENATED MODULE: ./src/git/blob.ts
/**
 * Blob-level git operations for undoing a rename that rewrote a PDF's bytes: the original
 * bytes stay in history as a blob, and restoring means checking that blob out at its old path.
 * Bytes never pass through stdout (the one git door decodes it as UTF-8).
 */




/** The blob id staged for `path` (from `git ls-files -s`), or null when it is not tracked. */
async function stagedBlob(cwd, path) {
    const out = await git(['ls-files', '-s', '-z', '--', path], { cwd });
    const [line] = splitZ(out);
    const match = line ? /^[0-7]{6} ([0-9a-f]{40,64}) 0\t/.exec(line) : null;
    return match?.[1] ?? null;
}
async function exists(path) {
    return (0,promises_.lstat)(path).then(() => true, () => false);
}
/**
 * Writes blob `blob` to `path` (repository-relative) and stages it, then checks the written
 * bytes against `sha256`. Refuses to replace an existing file; undoes itself on a mismatch.
 */
async function restoreBlob(cwd, blob, path, sha256) {
    const type = await (0,git_git/* gitRun */.qM)(['cat-file', '-t', blob], { cwd });
    if (type.exitCode !== 0 || type.stdout.trim() !== 'blob') {
        throw new Error(`Blob ${blob} for ${path} is not in this clone. ` +
            'Check out the full history (actions/checkout with fetch-depth: 0) and run undo again.');
    }
    const target = (0,external_node_path_.join)(cwd, path);
    if (await exists(target)) {
        throw new Error(`${path} already exists; not overwritten. Move it away and run undo again.`);
    }
    await (0,git_git/* git */.$Y)(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], { cwd });
    await (0,git_git/* git */.$Y)(['checkout-index', '--', path], { cwd });
    const actual = (0,external_node_crypto_.createHash)('sha256')
        .update(await (0,promises_.readFile)(target))
        .digest('hex');
    if (actual !== sha256) {
        await (0,promises_.rm)(target, { force: true });
        await (0,git_git/* git */.$Y)(['rm', '--cached', '-q', '--', path], { cwd });
        throw new Error(`${path}: blob ${blob} checked out with sha256 ${actual}, expected ${sha256} ` +
            '(a checkout filter changed it?); not restored.');
    }
}

// EXTERNAL MODULE: ./src/git/inbox-files.ts
var inbox_files = __webpack_require__(8446);
// EXTERNAL MODULE: ./src/git/repo-paths.ts
var repo_paths = __webpack_require__(1251);
// EXTERNAL MODULE: ./src/pdf/apply/file-ops.ts
var file_ops = __webpack_require__(7210);
// EXTERNAL MODULE: ./src/pdf/inbox/inbox.ts + 1 modules
var inbox = __webpack_require__(8381);
// EXTERNAL MODULE: ./src/pdf/apply/metadata.ts
var metadata = __webpack_require__(2104);
// EXTERNAL MODULE: ./src/pdf/apply/undo-log.ts
var undo_log = __webpack_require__(6944);
;// CONCATENATED MODULE: ./src/pdf/inbox/inbox-undo.ts
/**
 * Undo one inbox run through git (the library behind `command: undo-pdfs`): each file still as
 * it was renamed moves back with `git mv`; where metadata was written, the original bytes are
 * checked out from the recorded blob and the archive copy removed. Files edited since, or whose
 * original name is taken again, are reported and left. One commit holds the restores and the
 * `undone` entries of the log.
 */









function pickRun(runs, settings, logPath) {
    if (settings.run === undefined)
        return runs.filter(r => r.pending.length > 0).at(-1) ?? null;
    const run = runs.find(r => r.run === settings.run);
    if (run !== undefined)
        return run;
    const known = runs.length === 0 ? 'none' : runs.map(r => r.run).join(', ');
    throw new undo_log/* UndoLogError */.LC(`No run ${JSON.stringify(settings.run)} in ${logPath}. Runs there: ${known}. ` +
        'Give a run id from the log (the Pdf-Rename-Run trailer of the rename commit) or leave run empty for the last.');
}
async function undoInbox(settings, deps) {
    const root = (await (0,repo_paths/* repoPaths */.T)(deps.cwd)).top;
    const undoLog = (0,inbox/* normalizeFolder */.au)(settings.undoLog, 'undo-log');
    const logPath = (0,external_node_path_.join)(root, undoLog);
    const { entries, warnings } = (0,undo_log/* readUndoLog */.lB)(logPath);
    const run = pickRun((0,undo_log/* runsIn */.UN)(entries), settings, undoLog);
    if (run === null)
        return { run: null, items: [], warnings: [...warnings, `nothing left to undo in ${undoLog}`] };
    if (run.pending.length === 0)
        return {
            run: run.run,
            items: [],
            warnings: [...warnings, `run ${run.run} has nothing left to undo`]
        };
    const log = await (0,undo_log/* openUndoLog */.P)(logPath, deps.now);
    const items = [];
    try {
        for (const entry of [...run.pending].reverse())
            items.push(await undoOne(root, entry, log));
    }
    finally {
        await log.close();
    }
    // Files someone already moved back count too: their `undone` lines belong in the commit.
    const done = items.filter(item => item.status !== 'refused');
    if (done.length === 0)
        return { run: run.run, items, warnings };
    const commit = await commitUndo(root, undoLog, done, run.run, deps.commitEnv);
    return { run: run.run, items, commit, warnings };
}
async function undoOne(root, entry, log) {
    const rel = (stored) => (0,external_node_path_.relative)(root, (0,undo_log/* fromLogPath */.an)(log.path, stored)).split(external_node_path_.sep).join('/');
    const from = rel(entry.from);
    const to = rel(entry.to);
    const refused = (reason) => ({ from, to, status: 'refused', reason });
    const hashOf = async (path) => (await file_ops/* nodeFileOps */.JY.exists((0,external_node_path_.join)(root, path))) ? (await (0,file_ops/* hashFile */.DC)((0,external_node_path_.join)(root, path))).sha256 : null;
    const current = await hashOf(to);
    const original = await hashOf(from);
    if (current === null) {
        if (original === entry.sha256) {
            await log.append({ op: 'undone', run: entry.run, seq: entry.seq });
            return { from, to, status: 'already-restored' };
        }
        return refused(`${to} is gone (moved or deleted since the rename); nothing to restore`);
    }
    if (original !== null)
        return refused(`${from} exists again; not overwritten`);
    const plan = (0,metadata/* planBytesRestore */.Td)(entry, current);
    if (plan.kind === 'refuse')
        return refused(plan.message);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)((0,external_node_path_.join)(root, from)), { recursive: true });
    if (plan.kind === 'rename-only') {
        const moved = await (0,inbox_files/* gitMove */.mx)(root, to, from);
        if (moved.kind === 'failed')
            return refused(moved.reason);
    }
    else {
        try {
            await restoreBlob(root, plan.blob, from, plan.sha256);
        }
        catch (error) {
            return refused(error.message);
        }
        await (0,inbox_files/* gitRemove */.zs)(root, to);
    }
    await log.append({ op: 'undone', run: entry.run, seq: entry.seq });
    return {
        from,
        to,
        status: 'restored',
        bytes: plan.kind === 'rename-only' ? 'renamed' : 'original-blob'
    };
}
async function commitUndo(root, undoLog, done, run, env) {
    await (0,inbox_files/* addPaths */.yS)(root, [undoLog], true);
    const lines = done.map(item => ({ from: item.to, to: item.from }));
    const restored = done.filter(item => item.status === 'restored');
    const gone = [];
    for (const { to } of restored)
        if (await (0,inbox_files/* inHead */.KE)(root, to))
            gone.push(to);
    const paths = [...gone, ...restored.map(item => item.from), undoLog];
    return (0,inbox_files/* commitPaths */.cH)(root, paths, (0,inbox/* undoCommitMessage */.Pz)(lines, run), env);
}

// EXTERNAL MODULE: ./src/action/pdf-push.ts
var pdf_push = __webpack_require__(4741);
// EXTERNAL MODULE: ./src/action/result.ts
var action_result = __webpack_require__(6013);
;// CONCATENATED MODULE: ./src/action/undo-pdfs.ts
/** `command: undo-pdfs`: one rename run restored through git, committed, pushed, reported. */











async function runUndoPdfs(settings, context) {
    const cwd = context.workspace;
    await (0,repository/* requireRepository */.Cc)(cwd);
    const branch = settings.push ? await (0,pdf_push/* branchToPush */.ai)(cwd) : undefined;
    const identity = await (0,commit/* identityEnv */.Wx)(cwd);
    let result;
    try {
        result = await undoInbox({ undoLog: settings.undoLog, ...(settings.run === undefined ? {} : { run: settings.run }) }, { cwd, commitEnv: identity });
    }
    catch (error) {
        if (error instanceof undo_log/* UndoLogError */.LC)
            return (0,action_result/* failed */.g)(error.message);
        throw error;
    }
    for (const warning of result.warnings)
        core/* warning */.$e(warning);
    for (const item of result.items)
        if (item.status === 'refused')
            core/* warning */.$e(item.reason, { title: 'PDF not restored', file: item.to });
        else
            core/* info */.pq(`${item.to} -> ${item.from} (${item.status})`);
    let push = {
        kind: 'local',
        note: result.commit === undefined
            ? 'Nothing was restored, so nothing was committed.'
            : `Commit ${result.commit.slice(0, 12)} stays local (push: false).`
    };
    if (result.commit !== undefined && branch !== undefined)
        push = await (0,pdf_push/* pushPdfCommit */.E1)({
            cwd,
            branch,
            commit: result.commit,
            auth: { token: settings.githubToken, serverUrl: context.serverUrl },
            identity
        });
    const restored = result.items.filter(item => item.status === 'restored').length;
    const refused = result.items.filter(item => item.status === 'refused').length;
    const path = (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), `pdf-undo-${result.run ?? 'none'}.json`);
    (0,external_node_fs_.writeFileSync)(path, JSON.stringify({ ...result, push }, null, 2) + '\n');
    core/* setOutput */.uH('renamed-count', String(restored));
    core/* setOutput */.uH('skipped-count', String(refused));
    core/* setOutput */.uH('report', path);
    const rows = result.items.map(item => ({
        renamed: item.to,
        original: item.from,
        status: item.status,
        detail: item.status === 'refused' ? item.reason : ''
    }));
    await (0,pdf_push/* writePdfSummary */.q3)((0,pdf_summary/* undoSummaryMarkdown */.cj)(result.run, rows, push.note));
    return push.kind === 'failed' ? (0,action_result/* failed */.g)(push.note) : action_result.OK;
}


/***/ })

};
