export const id = 949;
export const ids = [949];
export const modules = {

/***/ 2949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runUndoPdfs: () => (/* binding */ runUndoPdfs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/commit.ts
var commit = __webpack_require__(5895);
// EXTERNAL MODULE: ./src/git/git-mover.ts + 1 modules
var git_mover = __webpack_require__(3950);
// EXTERNAL MODULE: ./src/git/repository.ts
var repository = __webpack_require__(5986);
// EXTERNAL MODULE: ./src/github/pdf-summary.ts
var pdf_summary = __webpack_require__(8744);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/pdf/apply/metadata-undo.ts
/**
 * How undo gets the original bytes back after a rename that also wrote metadata (metadata.ts).
 * Pure, and apart from metadata.ts so that undo and the apply step load no pdf-lib.
 */
/** Decides how undo gets the original bytes back, given the sha256 of the file now. */
function planBytesRestore(entry, currentSha256) {
    if (currentSha256 === entry.sha256)
        return { kind: 'rename-only' };
    if (entry.metadata && currentSha256 === entry.metadata.writtenSha256) {
        return { kind: 'restore-blob', blob: entry.metadata.originalBlob, sha256: entry.sha256 };
    }
    const expected = entry.metadata
        ? `${entry.metadata.writtenSha256} (as renamed) or ${entry.sha256} (original)`
        : entry.sha256;
    return {
        kind: 'refuse',
        message: `${entry.to}: changed since the rename (sha256 ${currentSha256}, expected ${expected}); ` +
            'not restored. Move it back by hand if the edit should be kept.'
    };
}

// EXTERNAL MODULE: ./src/pdf/apply/undo-log.ts
var undo_log = __webpack_require__(6944);
;// CONCATENATED MODULE: ./src/pdf/apply/undo.ts
/**
 * Undo one run of the log through a mover: its renames in reverse order, each only after
 * checking that the file still has the content it was renamed with, and never onto an existing
 * file. Every path in the log is confined to the mover's root first; one that leaves it stops
 * the undo before anything moves, naming the line. What cannot be restored is reported and left
 * as it is. Each restore is recorded (`undone`), so undoing again does not touch a file twice.
 */




async function undoRun(options) {
    const { logPath, mover } = options;
    await refuseLinkedLogFolder(logPath);
    const { entries, warnings } = (0,undo_log/* readUndoLog */.lB)(logPath);
    const run = pickRun((0,undo_log/* runsIn */.UN)(entries), options);
    if (run === null)
        return { run: null, items: [], warnings: [...warnings, nothingLeft(options)] };
    if (run.pending.length === 0)
        return {
            run: run.run,
            items: [],
            warnings: [...warnings, `run ${run.run} has nothing left to undo`]
        };
    for (const entry of run.pending)
        await confineEntry(entry, options);
    const log = options.dryRun ? undefined : await (0,undo_log/* openUndoLog */.P)(logPath, options.now);
    const items = [];
    try {
        for (const entry of [...run.pending].reverse()) {
            const item = await undoOne(entry, options);
            items.push(item);
            if (log !== undefined && (item.status === 'restored' || item.status === 'already-restored'))
                await log.append({ op: 'undone', run: entry.run, seq: entry.seq });
        }
    }
    finally {
        await log?.close();
    }
    // Files someone already moved back count too: their `undone` lines belong in the commit.
    const done = items.filter(item => item.status === 'restored' || item.status === 'already-restored');
    if (options.dryRun || options.message === undefined || done.length === 0)
        return { run: run.run, items, warnings };
    const lines = done.map(item => ({ from: mover.display(item.to), to: mover.display(item.from) }));
    const commit = await mover.commit(logPath, options.message(lines, run.run));
    return { run: run.run, items, warnings, ...(commit === undefined ? {} : { commit }) };
}
function pickRun(runs, options) {
    if ('last' in options.select)
        return runs.filter(r => r.pending.length > 0).at(-1) ?? null;
    const id = options.select.run;
    const run = runs.find(r => r.run === id);
    if (run !== undefined)
        return run;
    const known = runs.length === 0 ? 'none' : runs.map(r => r.run).join(', ');
    const hint = options.runHint === undefined ? '' : ` ${options.runHint}`;
    throw new undo_log/* UndoLogError */.LC(`No run ${JSON.stringify(id)} in ${options.mover.display(options.logPath)}. Runs there: ${known}.${hint}`);
}
/** Both paths of an entry inside the mover's root, or the whole undo stops here. */
async function confineEntry(entry, options) {
    for (const field of ['from', 'to']) {
        const confined = await options.mover.confine((0,undo_log/* fromLogPath */.an)(options.logPath, entry[field]));
        if (confined.kind === 'inside')
            continue;
        const where = `${options.mover.display(options.logPath)}:${entry.line ?? '?'}`;
        const hint = options.confineHint === undefined ? '' : ` (${options.confineHint})`;
        throw new undo_log/* UndoLogError */.LC(`${where}: "${field}": ${JSON.stringify(entry[field])} is refused: ${confined.reason}. ` +
            `Nothing was restored. Someone may have edited the log: check that line, or restore by hand${hint}.`);
    }
}
async function undoOne(entry, options) {
    const { mover, dryRun } = options;
    const from = (0,undo_log/* fromLogPath */.an)(options.logPath, entry.from);
    const to = (0,undo_log/* fromLogPath */.an)(options.logPath, entry.to);
    const refused = (reason) => ({ from, to, status: 'refused', reason });
    const renamed = await mover.state(to);
    const original = await mover.state(from);
    if (renamed === null) {
        if (original?.sha256 === entry.sha256)
            return { from, to, status: 'already-restored' };
        return refused(`${mover.display(to)} is gone (moved or deleted since the rename); nothing to restore`);
    }
    const plan = planBytesRestore({ ...entry, to: mover.display(to) }, renamed.sha256);
    if (plan.kind === 'refuse')
        return refused(entry.metadata === undefined
            ? `${mover.display(to)} was changed since the rename (sha256 differs); not restored, to keep your edits`
            : plan.message);
    if (original !== null) {
        if (original.sha256 !== entry.sha256)
            return refused(`${mover.display(from)} exists with other content; not overwritten`);
        if (plan.kind !== 'rename-only' || !(await mover.sameFile(from, to)))
            return refused(`${mover.display(from)} exists as a separate copy with the same content; remove one of the two by hand`);
        // Two links to one file: a rename or undo interrupted between link and unlink. Dropping the
        // new name finishes the undo; the bytes stay under the original name.
        if (dryRun)
            return { from, to, status: 'would-restore' };
        await mover.remove(to);
        return { from, to, status: 'restored', bytes: 'renamed' };
    }
    if (dryRun)
        return { from, to, status: 'would-restore' };
    await mover.prepare((0,external_node_path_.dirname)(from));
    if (plan.kind === 'rename-only') {
        const moved = await mover.move(to, from, entry.sha256);
        if (moved.kind === 'target-exists')
            return refused(`${mover.display(from)} appeared meanwhile; not overwritten`);
        if (moved.kind === 'failed')
            return refused(moved.reason);
        return { from, to, status: 'restored', bytes: 'renamed' };
    }
    try {
        await mover.restore(plan.blob, from, plan.sha256);
    }
    catch (error) {
        return refused(error.message);
    }
    await mover.remove(to);
    return { from, to, status: 'restored', bytes: 'original-blob' };
}
async function refuseLinkedLogFolder(logPath) {
    const folder = (0,external_node_path_.dirname)(logPath);
    if ((await (0,promises_.lstat)(folder).catch(() => null))?.isSymbolicLink() !== true)
        return;
    throw new undo_log/* UndoLogError */.LC(`The undo log folder ${folder} is a symbolic link (-> ${await (0,promises_.readlink)(folder)}); the renamer follows no links. ` +
        'Nothing was restored; give the log in its real folder (--undo-log FILE).');
}
function nothingLeft(options) {
    return `nothing to undo in ${options.mover.display(options.logPath)}: every recorded rename is already undone (or none was made)`;
}

// EXTERNAL MODULE: ./src/pdf/inbox/inbox.ts + 1 modules
var inbox = __webpack_require__(8381);
// EXTERNAL MODULE: ./src/pdf/inbox/inbox-run.ts + 23 modules
var inbox_run = __webpack_require__(6401);
;// CONCATENATED MODULE: ./src/pdf/inbox/inbox-undo.ts
/**
 * Undo one inbox run (the library behind `command: undo-pdfs`): the undo of the CLI (undo.ts)
 * with the git mover. Each file still as it was renamed moves back with `git mv`; where
 * metadata was written, the original bytes come back from the recorded blob. Files edited since,
 * or whose original name is taken again, are reported and left. One commit holds the restores
 * and the `undone` entries of the log.
 */





async function undoInbox(settings, deps) {
    const mover = deps.mover ??
        (await (0,git_mover/* gitMover */.a)({
            cwd: deps.cwd,
            ...(deps.commitEnv === undefined ? {} : { commitEnv: deps.commitEnv })
        }));
    const undoLog = (0,inbox/* normalizeFolder */.au)(settings.undoLog, 'undo-log');
    await (0,inbox_run/* refuseLinkedFolder */.Ci)(mover.root, undoLog, 'undo-log');
    const report = await undoRun({
        logPath: (0,external_node_path_.join)(mover.root, undoLog),
        select: settings.run === undefined ? { last: true } : { run: settings.run },
        dryRun: false,
        mover,
        ...(deps.now === undefined ? {} : { now: deps.now }),
        runHint: 'Give a run id from the log (the Pdf-Rename-Run trailer of the rename commit) or leave run empty for the last.',
        message: inbox/* undoCommitMessage */.Pz
    });
    return {
        ...report,
        items: report.items.map(item => ({
            ...item,
            from: mover.display(item.from),
            to: mover.display(item.to)
        }))
    };
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
    const mover = await (0,git_mover/* gitMover */.a)({ cwd, commitEnv: identity });
    let result;
    try {
        result = await undoInbox({ undoLog: settings.undoLog, ...(settings.run === undefined ? {} : { run: settings.run }) }, { cwd, commitEnv: identity, mover });
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
            identity,
            verify: (tip, where) => mover.verifyAt(tip, where)
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
