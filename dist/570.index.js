export const id = 570;
export const ids = [570];
export const modules = {

/***/ 4741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ pushPdfCommit),
/* harmony export */   ai: () => (/* binding */ branchToPush),
/* harmony export */   q3: () => (/* binding */ writePdfSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _git_inbox_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8446);
/* harmony import */ var _git_remote_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2276);
/* harmony import */ var _git_repository_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5986);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8055);
/** The push of a rename-pdfs or undo-pdfs commit, with the step's token handling and retry. */





const PUSH_ATTEMPTS = 3;
/** The branch the commit will go to; fails with the fix on a detached HEAD. */
async function branchToPush(cwd) {
    try {
        return await (0,_git_repository_js__WEBPACK_IMPORTED_MODULE_3__/* .currentBranch */ .eR)(cwd);
    }
    catch (error) {
        throw new Error('HEAD is detached, so there is no branch to push the renamed files to. ' +
            "Check out a branch (actions/checkout with 'ref: main'), or set 'push: false'.", { cause: error });
    }
}
/** Pushes `commit` (HEAD); when the branch moved, replays it on the fresh tip and tries again. */
async function pushPdfCommit(options) {
    const { cwd, branch, commit } = options;
    const pushed = await (0,_git_remote_js__WEBPACK_IMPORTED_MODULE_2__/* .pushWithRetry */ .Xb)({ cwd, auth: options.auth }, {
        branch,
        maxAttempts: PUSH_ATTEMPTS,
        rebuild: async (fresh) => {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${branch} moved to ${fresh}; replaying ${commit.slice(0, 12)} on it`);
            await (0,_git_inbox_files_js__WEBPACK_IMPORTED_MODULE_1__/* .replayCommit */ .Nz)(cwd, commit, options.identity);
        }
    });
    if (pushed.kind === 'pushed') {
        const retried = pushed.attempts > 1 ? ` (replayed on the moved branch, ${pushed.attempts} attempts)` : '';
        return {
            kind: 'pushed',
            note: `Commit ${pushed.head.slice(0, 12)} pushed to \`${branch}\`${retried}.`
        };
    }
    const fix = pushed.reason === 'protected'
        ? ' Allow the workflow to push there (exempt github-actions[bot] from the rule) or pass a token that may.'
        : '';
    return { kind: 'failed', note: `The push to ${branch} was rejected: ${pushed.detail}.${fix}` };
}
/** The job summary; a runner without GITHUB_STEP_SUMMARY (a local run) gets a warning instead. */
async function writePdfSummary(markdown) {
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown).write();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .U)(error)}`);
    }
}


/***/ }),

/***/ 6013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OK: () => (/* binding */ OK),
/* harmony export */   g: () => (/* binding */ failed)
/* harmony export */ });
const OK = { kind: 'ok' };
function failed(message) {
    return { kind: 'failed', message };
}


/***/ }),

/***/ 8446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KE: () => (/* binding */ inHead),
/* harmony export */   Nz: () => (/* binding */ replayCommit),
/* harmony export */   UW: () => (/* binding */ unchangedSinceHead),
/* harmony export */   Uz: () => (/* binding */ headBlob),
/* harmony export */   bt: () => (/* binding */ listFolder),
/* harmony export */   cH: () => (/* binding */ commitPaths),
/* harmony export */   mx: () => (/* binding */ gitMove),
/* harmony export */   pR: () => (/* binding */ pathsUnder),
/* harmony export */   yS: () => (/* binding */ addPaths),
/* harmony export */   zs: () => (/* binding */ gitRemove)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _pdf_inbox_inbox_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8381);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
/**
 * The git side of a document inbox: list a folder (tracked and untracked files, as git sees
 * them), move with `git mv` so history follows the file, and commit only the paths a run
 * touched, so anything else the user staged stays staged.
 */




/** File names are data, never patterns: `[1]` or `*` in a name means that file only. */
const LITERAL = { GIT_LITERAL_PATHSPECS: '1' };
const MODE_KIND = { '120000': 'symlink', '160000': 'submodule' };
function pathspec(folder) {
    return folder === '' ? '.' : folder;
}
/** Tracked paths under `folder` with their kind (from the index modes). */
async function trackedUnder(cwd, folder) {
    const out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['ls-files', '-s', '-z', '--', pathspec(folder)], { cwd, env: LITERAL });
    const kinds = new Map();
    for (const line of (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .splitZ */ .fs)(out)) {
        const match = /^([0-7]{6}) [0-9a-f]+ [0-3]\t(.*)$/s.exec(line);
        if (match?.[2] !== undefined)
            kinds.set(match[2], MODE_KIND[match[1] ?? ''] ?? 'file');
    }
    return kinds;
}
/** Untracked, not ignored paths under `folder`. */
async function untrackedUnder(cwd, folder) {
    const out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['ls-files', '--others', '--exclude-standard', '-z', '--', pathspec(folder)], { cwd, env: LITERAL });
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .splitZ */ .fs)(out);
}
async function readHead(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        const buffer = Buffer.alloc(_pdf_inbox_inbox_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_BYTES */ .Lq);
        const { bytesRead } = await handle.read(buffer, 0, _pdf_inbox_inbox_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_BYTES */ .Lq, 0);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}
async function describe(cwd, path, kind) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, path)).catch(() => null);
    if (stats === null)
        return null; // deleted in the working tree: nothing to rename
    if (kind === 'submodule' || stats.isDirectory())
        return { path, kind: 'submodule', size: 0, head: new Uint8Array() };
    if (kind === 'symlink' || stats.isSymbolicLink())
        return { path, kind: 'symlink', size: 0, head: new Uint8Array() };
    return { path, kind: 'file', size: stats.size, head: await readHead((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, path)) };
}
/** Every file under `folder` as git sees it (tracked plus untracked, ignored ones left out). */
async function listFolder(cwd, folder) {
    const tracked = await trackedUnder(cwd, folder);
    const untracked = await untrackedUnder(cwd, folder);
    const entries = [
        ...tracked,
        ...untracked.map((path) => [path, 'file'])
    ];
    const listed = await Promise.all(entries.map(([path, kind]) => describe(cwd, path, kind)));
    return listed.filter((file) => file !== null);
}
/** Paths under `folder` (tracked or untracked): the names a rename must not take. */
async function pathsUnder(cwd, folder) {
    const tracked = await trackedUnder(cwd, folder);
    return [...tracked.keys(), ...(await untrackedUnder(cwd, folder))];
}
/** True when `path` is in HEAD with exactly the bytes of the working tree. */
async function unchangedSinceHead(cwd, path) {
    const inHead = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .tryGit */ .Ii)(['cat-file', '-e', `HEAD:${path}`], { cwd, env: LITERAL });
    return inHead && (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .tryGit */ .Ii)(['diff', '--quiet', 'HEAD', '--', path], { cwd, env: LITERAL }));
}
/** True when HEAD has `path` (so a commit may name it in its pathspec). */
function inHead(cwd, path) {
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .tryGit */ .Ii)(['cat-file', '-e', `HEAD:${path}`], { cwd, env: LITERAL });
}
/** The blob id of `path` in HEAD. */
async function headBlob(cwd, path) {
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['rev-parse', `HEAD:${path}`], { cwd, env: LITERAL })).trim();
}
/** Stages untracked files so `git mv` can move them. */
async function addPaths(cwd, paths, force = false) {
    if (paths.length === 0)
        return;
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['add', ...(force ? ['-f'] : []), '--', ...paths], { cwd, env: LITERAL });
}
/** `git mv` that never replaces: git itself refuses an existing destination without -f. */
async function gitMove(cwd, from, to) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitRun */ .qM)(['mv', '--', from, to], { cwd, env: LITERAL });
    if (result.exitCode === 0)
        return { kind: 'moved' };
    return { kind: 'failed', reason: `git mv failed: ${result.stderr.trim()}` };
}
/** Removes a tracked file from the index and the working tree. */
async function gitRemove(cwd, path) {
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['rm', '-q', '--', path], { cwd, env: LITERAL });
}
/**
 * Commits exactly `paths` (paths that left the index must be in HEAD to be named; others not
 * yet known to git are staged first by the caller). Returns the new HEAD sha.
 */
async function commitPaths(cwd, paths, message, env) {
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['commit', '-q', '--no-verify', '-F', '-', '--', ...paths], {
        cwd,
        input: message,
        env: { ...LITERAL, ...env }
    });
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['rev-parse', 'HEAD'], { cwd, env: LITERAL })).trim();
}
/**
 * Re-makes commit `sha` on the current HEAD (after a push found the branch moved). On a
 * conflict, the cherry-pick is aborted and the work tree stays at HEAD.
 */
async function replayCommit(cwd, sha, env) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitRun */ .qM)(['cherry-pick', '--allow-empty', sha], {
        cwd,
        env: { ...LITERAL, ...env }
    });
    if (result.exitCode !== 0) {
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitRun */ .qM)(['cherry-pick', '--abort'], { cwd, env: LITERAL });
        throw new Error(`Could not replay ${sha.slice(0, 12)} on the moved branch: someone changed the same files ` +
            `meanwhile (${result.stderr.trim() || result.stdout.trim()}). Nothing was pushed; run it again.`);
    }
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['rev-parse', 'HEAD'], { cwd, env: LITERAL })).trim();
}


/***/ }),

/***/ 8744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _u: () => (/* binding */ renameSummaryMarkdown),
/* harmony export */   cj: () => (/* binding */ undoSummaryMarkdown),
/* harmony export */   en: () => (/* binding */ sourceLabel)
/* harmony export */ });
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2935);
/** Pure Markdown for the job summaries of rename-pdfs and undo-pdfs. */

const SOURCES = {
    'text-layer': 'text layer',
    ocr: 'OCR',
    mixed: 'text layer + OCR',
    none: 'none'
};
function sourceLabel(source) {
    return SOURCES[source] ?? source;
}
function codeCell(path) {
    return `\`${(0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(path).replace(/`/g, "'")}\``;
}
function renameSummaryMarkdown(summary) {
    const title = summary.dryRun ? 'PDF inbox: the plan (dry run)' : 'PDF inbox';
    const lines = [`## ${title}`, ''];
    if (summary.renamed.length === 0)
        lines.push('No PDF to rename.', '');
    else {
        lines.push('| Old name | New name | Text | Confidence | Model asked |');
        lines.push('| --- | --- | --- | ---: | --- |');
        for (const row of summary.renamed)
            lines.push(`| ${codeCell(row.from)} | ${codeCell(row.to)} | ${sourceLabel(row.source)} | ${row.confidence.toFixed(2)} | ${row.llmAsked ? 'yes' : 'no'} |`);
        lines.push('');
    }
    if (summary.skipped.length > 0) {
        lines.push('### Left in place', '', '| File | Reason |', '| --- | --- |');
        for (const row of summary.skipped)
            lines.push(`| ${codeCell(row.path)} | ${(0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(row.message)} |`);
        lines.push('');
    }
    lines.push(summary.note);
    return lines.join('\n') + '\n';
}
function undoSummaryMarkdown(run, rows, note) {
    const lines = [`## PDF inbox: undo ${run === null ? '' : (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(run)}`.trimEnd(), ''];
    if (rows.length === 0)
        lines.push('Nothing to undo.', '');
    else {
        lines.push('| Renamed | Restored to | Status | Detail |', '| --- | --- | --- | --- |');
        for (const row of rows)
            lines.push(`| ${codeCell(row.renamed)} | ${codeCell(row.original)} | ${row.status} | ${(0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(row.detail)} |`);
        lines.push('');
    }
    lines.push(note);
    return lines.join('\n') + '\n';
}


/***/ }),

/***/ 7210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   DC: () => (/* binding */ hashFile),
/* harmony export */   JY: () => (/* binding */ nodeFileOps),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The file system effects of renaming, behind one small interface so tests can make a step fail
 * (a cross-device link, a target that appears) without mocking modules.
 */



const nodeFileOps = {
    link: (from, to) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(from, to),
    copyExclusive: (from, to) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.copyFile)(from, to, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_EXCL),
    unlink: path => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(path),
    exists: async (path) => {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path);
            return true;
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return false;
            throw error;
        }
    },
    hash: path => hashFile(path),
    sameFile: async (a, b) => {
        const [x, y] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(a), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(b)]);
        return x.dev === y.dev && x.ino === y.ino;
    },
    names: async (dir) => {
        try {
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dir);
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return [];
            throw error;
        }
    },
    mkdirp: async (dir) => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
    },
    checkWritable: dir => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(dir, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK)
};
function hashFile(path) {
    return new Promise((resolve, reject) => {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let size = 0;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path)
            .on('data', chunk => {
            size += chunk.length;
            hash.update(chunk);
        })
            .on('error', reject)
            .on('end', () => resolve({ sha256: hash.digest('hex'), size }));
    });
}
function sha256(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}
function errorCode(error) {
    return error?.code;
}


/***/ }),

/***/ 2104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Td: () => (/* binding */ planBytesRestore),
/* harmony export */   f5: () => (/* binding */ writeMetadata)
/* harmony export */ });
/* unused harmony exports ORIGINAL_NAME_KEY, readMetadata */
/* harmony import */ var pdf_lib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8013);
/* harmony import */ var pdf_lib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(pdf_lib__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The renamer's findings written into the PDF's document information dictionary, so other
 * tools (file managers, search indexes, pdfinfo) find them: Title = the summary, Subject =
 * the category, Keywords, and the original file name under a custom key.
 *
 * Determinism: the document is loaded without pdf-lib's metadata update, so Producer,
 * Creator, CreationDate and ModDate keep their original values and the same input always
 * gives the same bytes. Writing values the file already carries changes nothing.
 *
 * pdf-lib rewrites the whole file, so the original bytes cannot be derived from the output;
 * undo restores them from git (see planBytesRestore and src/git/blob.ts).
 */

/** Custom info key holding the name the file had in the inbox. */
const ORIGINAL_NAME_KEY = 'RalphOriginalName';
const KEYWORD_SEPARATOR = ', ';
async function load(bytes, path) {
    let doc;
    try {
        // Loaded despite encryption only to say so: pdf-lib would write an unreadable file.
        doc = await pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    }
    catch (error) {
        return unreadable(path, error);
    }
    if (doc.isEncrypted) {
        return {
            kind: 'encrypted',
            message: `${path}: encrypted PDF; metadata not written (the file would need its password).`
        };
    }
    return { kind: 'loaded', doc };
}
function unreadable(path, error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'unreadable', message: `${path}: pdf-lib could not parse the file: ${reason}` };
}
function infoDict(doc) {
    const info = doc.context.lookup(doc.context.trailerInfo.Info);
    return info instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFDict ? info : undefined;
}
function textValue(info, key) {
    const value = info?.lookup(pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFName.of(key));
    return value instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFString || value instanceof pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFHexString
        ? value.decodeText()
        : undefined;
}
function readFrom(doc) {
    const info = infoDict(doc);
    const keywords = textValue(info, 'Keywords');
    const metadata = {
        title: textValue(info, 'Title'),
        subject: textValue(info, 'Subject'),
        keywords: keywords === undefined ? undefined : splitKeywords(keywords),
        originalName: textValue(info, ORIGINAL_NAME_KEY)
    };
    return Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== undefined));
}
function splitKeywords(value) {
    return value
        .split(/[,;]/)
        .map(word => word.trim())
        .filter(word => word !== '');
}
function carries(doc, wanted) {
    const info = infoDict(doc);
    return (textValue(info, 'Title') === wanted.title &&
        textValue(info, 'Subject') === wanted.subject &&
        textValue(info, 'Keywords') === wanted.keywords.join(KEYWORD_SEPARATOR) &&
        textValue(info, ORIGINAL_NAME_KEY) === wanted.originalName);
}
/** Reads Title, Subject, Keywords and the original name; absent keys are left out. */
async function readMetadata(bytes, path) {
    const loaded = await load(bytes, path);
    return loaded.kind === 'loaded' ? { kind: 'read', metadata: readFrom(loaded.doc) } : loaded;
}
/** Returns the PDF's bytes with the metadata set; never touches the file itself. */
async function writeMetadata(bytes, metadata, path) {
    const loaded = await load(bytes, path);
    if (loaded.kind !== 'loaded')
        return loaded;
    const { doc } = loaded;
    if (carries(doc, metadata))
        return { kind: 'unchanged' };
    try {
        setValues(doc, metadata);
        return { kind: 'written', bytes: await doc.save({ updateFieldAppearances: false }) };
    }
    catch (error) {
        // pdf-lib parses leniently and may only fail here, for instance without a page tree.
        return unreadable(path, error);
    }
}
function setValues(doc, metadata) {
    doc.setTitle(metadata.title);
    doc.setSubject(metadata.subject);
    const info = infoDict(doc);
    if (!info)
        throw new Error('no document information dictionary');
    info.set(pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFName.of('Keywords'), pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFHexString.fromText(metadata.keywords.join(KEYWORD_SEPARATOR)));
    info.set(pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFName.of(ORIGINAL_NAME_KEY), pdf_lib__WEBPACK_IMPORTED_MODULE_0__.PDFHexString.fromText(metadata.originalName));
}
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


/***/ }),

/***/ 6944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ UndoLogError),
/* harmony export */   P: () => (/* binding */ openUndoLog),
/* harmony export */   UN: () => (/* binding */ runsIn),
/* harmony export */   a2: () => (/* binding */ DEFAULT_UNDO_LOG),
/* harmony export */   an: () => (/* binding */ fromLogPath),
/* harmony export */   lB: () => (/* binding */ readUndoLog),
/* harmony export */   x: () => (/* binding */ toLogPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _file_ops_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7210);
/**
 * The undo log: JSON Lines, append-only, one object per line.
 *
 *   {"v":1,"op":"rename","run":"…","seq":1,"ts":"…","from":"../a.pdf","to":"../2024….pdf","sha256":"…","size":123}
 *   {"v":1,"op":"abort","run":"…","seq":1,"ts":"…","reason":"target exists"}   the rename did not happen
 *   {"v":1,"op":"undone","run":"…","seq":1,"ts":"…"}                           undo restored it
 *
 * Paths are relative to the log's folder with forward slashes, so a log committed to a
 * repository still works in another checkout. Every line is written and fsynced before the
 * rename it describes. A line that does not parse can only be a torn write (a crash mid-line):
 * it is skipped with a warning, and the writer starts a fresh line after it.
 */




const DEFAULT_UNDO_LOG = '.pdf-renamer/undo.jsonl';
/** The log is missing or cannot be read at all. */
class UndoLogError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'UndoLogError';
    }
}
/** Opens (creating folder and file) for appending; throws with the reason when it cannot. */
async function openUndoLog(path, now = () => new Date()) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'a+');
        const { size } = await handle.stat();
        if (size > 0) {
            const last = Buffer.alloc(1);
            await handle.read(last, 0, 1, size - 1);
            if (last[0] !== 0x0a)
                await handle.write('\n');
        }
        return {
            path,
            async append(entry) {
                const line = JSON.stringify({ v: 1, ...entry, ts: now().toISOString() }) + '\n';
                await handle.write(line);
                await handle.sync();
            },
            close: () => handle.close()
        };
    }
    catch (error) {
        throw new UndoLogError(`Cannot write the undo log ${path} (${(0,_file_ops_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error) ?? error.message}): the folder is read-only or not yours. Nothing was renamed; make it writable or pass --undo-log FILE in a writable place.`, { cause: error });
    }
}
function readUndoLog(path) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch (error) {
        const hint = (0,_file_ops_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error) === 'ENOENT'
            ? 'No rename has been recorded there; run pdf-rename in that folder first, or pass --undo-log FILE.'
            : 'Check the path and its permissions.';
        throw new UndoLogError(`Cannot read the undo log ${path} (${(0,_file_ops_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error) ?? 'error'}). ${hint}`, {
            cause: error
        });
    }
    const entries = [];
    const warnings = [];
    const lines = text.split('\n');
    lines.forEach((line, index) => {
        if (line.trim() === '')
            return;
        const entry = parseEntry(line);
        if (entry !== null) {
            entries.push(entry);
            return;
        }
        const torn = index === lines.length - 1
            ? 'torn last line (an interrupted write)'
            : 'unreadable line (a torn write?)';
        warnings.push(`${path}:${index + 1}: ${torn} ignored: ${JSON.stringify(line.slice(0, 80))}`);
    });
    return { entries, warnings };
}
function parseEntry(line) {
    let data;
    try {
        data = JSON.parse(line);
    }
    catch {
        return null;
    }
    if (typeof data !== 'object' || data === null)
        return null;
    const e = data;
    if (e.v !== 1 ||
        typeof e.run !== 'string' ||
        typeof e.seq !== 'number' ||
        typeof e.ts !== 'string')
        return null;
    if (e.op === 'rename')
        return typeof e.from === 'string' &&
            typeof e.to === 'string' &&
            typeof e.sha256 === 'string' &&
            typeof e.size === 'number' &&
            (e.metadata === undefined || isMetadataUndo(e.metadata))
            ? data
            : null;
    if (e.op === 'abort')
        return typeof e.reason === 'string' ? data : null;
    if (e.op === 'undone')
        return data;
    return null;
}
function isMetadataUndo(value) {
    const m = value;
    return (typeof m === 'object' &&
        m !== null &&
        typeof m.originalBlob === 'string' &&
        typeof m.writtenSha256 === 'string');
}
/** `path` relative to the log's folder, with forward slashes. */
function toLogPath(logPath, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(logPath)), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path))
        .split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep)
        .join('/');
}
function fromLogPath(logPath, stored) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(stored) ? stored : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(logPath)), stored);
}
/** Runs in log order with what is left to undo in each. */
function runsIn(entries) {
    const runs = new Map();
    for (const entry of entries) {
        const run = runs.get(entry.run) ?? { renames: new Map(), count: 0 };
        runs.set(entry.run, run);
        if (entry.op === 'rename') {
            run.renames.set(entry.seq, entry);
            run.count++;
        }
        else
            run.renames.delete(entry.seq);
    }
    return [...runs].map(([run, record]) => ({
        run,
        pending: [...record.renames.values()].sort((a, b) => a.seq - b.seq),
        renames: record.count
    }));
}


/***/ })

};
