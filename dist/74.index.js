export const id = 74;
export const ids = [74];
export const modules = {

/***/ 4741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ pushPdfCommit),
/* harmony export */   ai: () => (/* binding */ branchToPush),
/* harmony export */   q3: () => (/* binding */ writePdfSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6257);
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

/***/ 5895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bb: () => (/* binding */ restorePaths),
/* harmony export */   Wx: () => (/* binding */ identityEnv),
/* harmony export */   cH: () => (/* binding */ commitPaths)
/* harmony export */ });
/* unused harmony export BOT_IDENTITY */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(308);



/** Paths are data, never patterns: `*` or `:` in a file name means the file itself. */
const LITERAL = { GIT_LITERAL_PATHSPECS: '1' };
/** The identity of the Actions bot, used when the checkout has none configured. */
const BOT_IDENTITY = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com'
};
/**
 * Author and committer for the runner's commits: the repository's configured user when there
 * is one (a developer running locally), else the Actions bot (runners have none).
 */
async function identityEnv(cwd) {
    const name = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .gitRun */ .qM)(['config', 'user.name'], { cwd });
    const email = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .gitRun */ .qM)(['config', 'user.email'], { cwd });
    if (name.exitCode === 0 && email.exitCode === 0 && name.stdout.trim() && email.stdout.trim())
        return {};
    return {
        GIT_AUTHOR_NAME: BOT_IDENTITY.name,
        GIT_AUTHOR_EMAIL: BOT_IDENTITY.email,
        GIT_COMMITTER_NAME: BOT_IDENTITY.name,
        GIT_COMMITTER_EMAIL: BOT_IDENTITY.email
    };
}
/**
 * Commits exactly `paths` (added with --force, so files under .gitignore such as
 * .runtime/events.log count) on the current branch; other staged changes stay staged and
 * out of the commit. Returns the new HEAD.
 */
async function commitPaths(cwd, paths, message, env = {}) {
    const input = paths.join('\0') + '\0';
    const options = { cwd, env: { ...LITERAL, ...env }, input };
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .git */ .$Y)(['add', '--force', '--pathspec-from-file=-', '--pathspec-file-nul'], options);
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .git */ .$Y)([
        'commit',
        '--quiet',
        '--no-verify',
        '--only',
        '--message',
        message,
        '--pathspec-from-file=-',
        '--pathspec-file-nul'
    ], options);
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .git */ .$Y)(['rev-parse', 'HEAD'], { cwd })).trim();
}
/**
 * Puts `paths` back to HEAD in the work tree and index: files HEAD has are checked out,
 * files it lacks are removed. Used after a fix moved to its own branch.
 */
async function restorePaths(cwd, paths) {
    if (paths.length === 0)
        return;
    const inHead = new Set((0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .splitZ */ .fs)(await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .git */ .$Y)(['ls-tree', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...paths], {
        cwd,
        env: LITERAL
    })));
    const tracked = paths.filter(path => inHead.has(path));
    if (tracked.length > 0)
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .git */ .$Y)(['checkout', 'HEAD', '--pathspec-from-file=-', '--pathspec-file-nul'], {
            cwd,
            env: LITERAL,
            input: tracked.join('\0') + '\0'
        });
    for (const path of paths.filter(p => !inHead.has(p))) {
        const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, path);
        if (exists(full))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(full, { force: true, recursive: false });
    }
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .git */ .$Y)(['reset', '--quiet', '--pathspec-from-file=-', '--pathspec-file-nul'], {
        cwd,
        env: LITERAL,
        input: paths.join('\0') + '\0'
    });
}
function exists(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   Ii: () => (/* binding */ tryGit),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   fs: () => (/* binding */ splitZ),
/* harmony export */   qM: () => (/* binding */ gitRun)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

class GitError extends Error {
    args;
    result;
    constructor(args, result) {
        super(`git ${args.join(' ')} failed with exit code ${result.exitCode}: ${result.stderr.trim()}`);
        this.args = args;
        this.result = result;
        this.name = 'GitError';
    }
}
/** The one door to git: every call goes through here. Never throws for a non-zero exit. */
function gitRun(args, options) {
    const env = {
        ...(options.baseEnv ?? process.env),
        ...options.env,
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        LC_ALL: 'C'
    };
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
        const out = [];
        const err = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => err.push(chunk));
        child.on('error', error => reject(new Error(`could not start git: ${error.message}`, { cause: error })));
        child.on('close', code => resolve({
            exitCode: code ?? 1,
            stdout: Buffer.concat(out).toString('utf8'),
            stderr: Buffer.concat(err).toString('utf8')
        }));
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}
/** Runs git and throws a GitError on a non-zero exit; returns stdout. */
async function git(args, options) {
    const result = await gitRun(args, options);
    if (result.exitCode !== 0)
        throw new GitError(args, result);
    return result.stdout;
}
/** Runs git and reports success as a boolean (for checks that may fail). */
async function tryGit(args, options) {
    return (await gitRun(args, options)).exitCode === 0;
}
/** Splits NUL-terminated `-z` output into its fields, dropping the empty tail. */
function splitZ(output) {
    const fields = output.split('\0');
    if (fields.length > 0 && fields[fields.length - 1] === '')
        fields.pop();
    return fields;
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
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(308);
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

/***/ 2276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hd: () => (/* binding */ fetch),
  VC: () => (/* binding */ push),
  Xb: () => (/* binding */ pushWithRetry),
  pV: () => (/* binding */ remoteBranchSha)
});

// UNUSED EXPORTS: explainRemoteFailure, fetchTip, parsePorcelain

;// CONCATENATED MODULE: ./src/git/credentials.ts
/** Environment additions that send `AUTHORIZATION: basic …` to `serverUrl` for one command. */
function authEnv(auth, inherited = process.env) {
    const key = `http.${auth.serverUrl.replace(/\/*$/, '/')}.extraheader`;
    const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64');
    // Keep entries someone else put in the environment; ours go after them.
    const start = Number.parseInt(inherited.GIT_CONFIG_COUNT ?? '0', 10) || 0;
    return {
        GIT_CONFIG_COUNT: String(start + 2),
        // An empty value resets the header list, so a header persisted by actions/checkout
        // is not sent alongside ours (GitHub answers 400 to two Authorization headers).
        [`GIT_CONFIG_KEY_${start}`]: key,
        [`GIT_CONFIG_VALUE_${start}`]: '',
        [`GIT_CONFIG_KEY_${start + 1}`]: key,
        [`GIT_CONFIG_VALUE_${start + 1}`]: `AUTHORIZATION: basic ${basic}`
    };
}
/** Replaces every occurrence of the token (plain or inside the basic header) in text. */
function redactToken(text, token) {
    if (token === '')
        return text;
    const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
    return text.split(token).join('***').split(basic).join('***');
}

// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(308);
;// CONCATENATED MODULE: ./src/git/remote.ts


/** Runs one git command against the remote with the token in its environment only. */
async function remoteGit(options, args) {
    const env = options.auth ? authEnv(options.auth) : undefined;
    const result = await (0,git/* gitRun */.qM)(args, { cwd: options.cwd, env });
    if (!options.auth)
        return result;
    return {
        ...result,
        stdout: redactToken(result.stdout, options.auth.token),
        stderr: redactToken(result.stderr, options.auth.token)
    };
}
/** Fetches refspecs (branch refs or shas) from the remote; extra flags such as --deepen=50. */
async function fetch(options, refspecs, flags = []) {
    const args = ['fetch', '--no-tags', '--quiet', ...flags, options.remote ?? 'origin', ...refspecs];
    const result = await remoteGit(options, args);
    if (result.exitCode !== 0)
        throw new Error(explainRemoteFailure('fetch from', options, result));
}
/** The sha of a branch on the remote, or undefined when the remote has no such branch. */
async function remoteBranchSha(options, branch) {
    const args = ['ls-remote', '--heads', options.remote ?? 'origin', `refs/heads/${branch}`];
    const result = await remoteGit(options, args);
    if (result.exitCode !== 0)
        throw new Error(explainRemoteFailure('list', options, result));
    const line = result.stdout.split('\n').find(l => l.endsWith(`\trefs/heads/${branch}`));
    return line?.split('\t')[0];
}
/** Pushes one ref; a rejection is an outcome, a failure to talk to the remote throws. */
async function push(options, spec) {
    const ref = `refs/heads/${spec.branch}`;
    const args = ['push', '--porcelain', '--no-verify'];
    if (spec.expect !== undefined)
        args.push(`--force-with-lease=${ref}:${spec.expect}`);
    args.push(options.remote ?? 'origin', `${spec.source}:${ref}`);
    const result = await remoteGit(options, args);
    const status = parsePorcelain(result.stdout, ref);
    if (status === undefined) {
        if (result.exitCode === 0)
            return { kind: 'pushed' };
        throw new Error(explainRemoteFailure('push to', options, result));
    }
    return toOutcome(status, result.stderr);
}
/** Finds the `<flag>\t<from>:<to>\t<summary>` line of `git push --porcelain` for one ref. */
function parsePorcelain(stdout, ref) {
    for (const line of stdout.split('\n')) {
        const [flag, refs, summary] = line.split('\t');
        if (flag === undefined || refs === undefined || summary === undefined)
            continue;
        if (refs.endsWith(`:${ref}`))
            return { flag, summary };
    }
    return undefined;
}
function toOutcome(status, stderr) {
    switch (status.flag) {
        case '=':
            return { kind: 'up-to-date' };
        case '*':
        case ' ':
        case '+':
            return { kind: 'pushed' };
        default:
            return {
                kind: 'rejected',
                reason: rejectReason(status.summary, stderr),
                detail: status.summary
            };
    }
}
function rejectReason(summary, stderr) {
    if (summary.includes('stale info'))
        return 'stale';
    if (summary.includes('non-fast-forward') || summary.includes('fetch first'))
        return 'non-fast-forward';
    if (/protected branch|GH006|GH013|rule violations/i.test(summary + '\n' + stderr))
        return 'protected';
    return 'remote-rejected';
}
/** A failure message that says what to change, for the usual causes. */
function explainRemoteFailure(action, options, result) {
    const remote = options.remote ?? 'origin';
    const said = result.stderr.trim() || `exit code ${result.exitCode}`;
    if (/returned error: 403|Permission to .* denied|Write access to repository not granted/i.test(said))
        return (`Could not ${action} ${remote}: the token may not write to this repository (${said}). ` +
            "Give the workflow 'permissions: contents: write' (and for pull requests " +
            "'pull-requests: write'), or pass a token that has it in 'github-token'.");
    if (/returned error: 401|Authentication failed|could not read Username/i.test(said))
        return (`Could not ${action} ${remote}: authentication failed (${said}). ` +
            "Check 'github-token': it is empty, expired or for another server.");
    if (/shallow/i.test(said))
        return (`Could not ${action} ${remote} from a shallow clone (${said}). ` +
            "Use 'fetch-depth: 0' in actions/checkout.");
    return `Could not ${action} ${remote}: ${said}`;
}
/**
 * Pushes HEAD to `branch`; when the branch moved meanwhile, fetches it, moves HEAD there with
 * `reset --keep` (which refuses to drop uncommitted edits) and lets `rebuild` redo the commit.
 */
async function pushWithRetry(options, spec) {
    for (let attempt = 1;; attempt++) {
        const outcome = await push(options, { source: 'HEAD', branch: spec.branch });
        if (outcome.kind !== 'rejected') {
            const head = (await (0,git/* git */.$Y)(['rev-parse', 'HEAD'], { cwd: options.cwd })).trim();
            return { kind: 'pushed', attempts: attempt, head };
        }
        if (outcome.reason !== 'non-fast-forward')
            return { ...outcome, attempts: attempt };
        if (attempt >= spec.maxAttempts)
            throw new Error(`${options.remote ?? 'origin'}/${spec.branch} kept moving: the push was rejected ` +
                `${attempt} times (${outcome.detail}). Run the step again; its outcome is not recorded.`);
        const fresh = await fetchTip(options, spec.branch);
        await (0,git/* git */.$Y)(['reset', '--quiet', '--keep', fresh], { cwd: options.cwd });
        await spec.rebuild(fresh, attempt + 1);
    }
}
/** Fetches one branch and returns its tip. */
async function fetchTip(options, branch) {
    const remote = options.remote ?? 'origin';
    const tracking = `refs/remotes/${remote}/${branch}`;
    await fetch(options, [`+refs/heads/${branch}:${tracking}`]);
    return (await (0,git/* git */.$Y)(['rev-parse', '--verify', `${tracking}^{commit}`], { cwd: options.cwd })).trim();
}


/***/ }),

/***/ 1251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ repoPaths)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(308);

/** Resolves the repository that contains `cwd`; throws when it is not inside one. */
async function repoPaths(cwd) {
    let out;
    try {
        out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)([
            'rev-parse',
            '--path-format=absolute',
            '--show-toplevel',
            '--git-dir',
            '--git-common-dir',
            '--git-path',
            'index'
        ], { cwd });
    }
    catch (error) {
        throw new Error(`'${cwd}' is not inside a git working tree (run 'git init' there first)`, {
            cause: error
        });
    }
    const [top, gitDir, commonDir, index] = out.split('\n');
    if (!top || !gitDir || !commonDir || !index) {
        throw new Error(`unexpected output of git rev-parse in '${cwd}': ${JSON.stringify(out)}`);
    }
    return { top, gitDir, commonDir, index };
}


/***/ }),

/***/ 5986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ requireRepository),
/* harmony export */   J7: () => (/* binding */ hasStoredAuthHeader),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   eR: () => (/* binding */ currentBranch),
/* harmony export */   fE: () => (/* binding */ isShallow)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(308);

/** Fails with a fix when `cwd` is not inside a git work tree. */
async function requireRepository(cwd) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['rev-parse', '--is-inside-work-tree'], { cwd });
    if (result.exitCode !== 0 || result.stdout.trim() !== 'true')
        throw new Error(`${cwd} is not a git repository (git said: ${result.stderr.trim() || result.stdout.trim()}). ` +
            'Run actions/checkout before this action, in the same job.');
}
/** The checked-out branch; fails with a fix on a detached HEAD. */
async function currentBranch(cwd) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['symbolic-ref', '--quiet', '--short', 'HEAD'], { cwd });
    if (result.exitCode !== 0)
        throw new Error('HEAD is detached, so there is no branch to commit the PRD status to. ' +
            "Check out a branch (actions/checkout with 'ref: main') or set the input 'base-branch'.");
    return result.stdout.trim();
}
/** The full sha of a revision, or undefined when it does not name a commit here. */
async function resolveCommit(cwd, rev) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
}
/** True when the clone was made with a depth (actions/checkout's default of 1). */
async function isShallow(cwd) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['rev-parse', '--is-shallow-repository'], { cwd });
    return result.stdout.trim() === 'true';
}
/**
 * True when git's configuration (the checkout's, its includes, or the user's) carries an
 * `http.*.extraheader`: actions/checkout leaves one unless `persist-credentials: false`, and
 * the agent, running in this checkout, could read that token.
 */
async function hasStoredAuthHeader(cwd) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['config', '--get-regexp', '^http\\..*\\.extraheader$'], { cwd });
    return result.exitCode === 0 && result.stdout.trim() !== '';
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

/***/ 2935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   WK: () => (/* binding */ stepSummaryMarkdown),
/* harmony export */   c7: () => (/* binding */ scopeSummaryMarkdown)
/* harmony export */ });
/** Pure Markdown for the job summary; src/action/ writes it through core.summary. */
function stepSummaryMarkdown(summary) {
    const lines = [`## Ralph step: ${cell(summary.prdPath)}`, ''];
    if (summary.outcomes.length === 0) {
        const mode = summary.mode ? `${summary.mode} ` : '';
        lines.push(`No open ${mode}story: nothing ran.`, '');
    }
    else {
        lines.push('| Story | Result | Detail | Pull request |', '| --- | --- | --- | --- |');
        for (const row of summary.outcomes)
            lines.push(outcomeLine(row));
        lines.push('');
        for (const row of summary.outcomes.filter(r => (r.violations ?? []).length > 0)) {
            lines.push(`Out of scope in ${cell(row.storyId)}:`, '');
            for (const path of row.violations ?? [])
                lines.push(`- \`${code(path)}\``);
            lines.push('');
        }
    }
    lines.push(summary.pushNote, '', '### Stories', '');
    lines.push('| Story | Title | Mode | Status | Attempts | Pull request |');
    lines.push('| --- | --- | --- | --- | --- | --- |');
    for (const story of summary.stories)
        lines.push(`| ${cell(story.id)} | ${cell(story.title)} | ${story.mode} | ${story.status} | ${story.attempts} | ${story.prUrl ? link(story.prUrl, 'link') : ''} |`);
    return lines.join('\n') + '\n';
}
function outcomeLine(row) {
    const pr = row.pr ? `${link(row.pr.url, `#${row.pr.number}`)} (${row.pr.kind})` : '';
    return `| ${cell(row.storyId)} | ${row.result} | ${cell(row.detail)} | ${pr} |`;
}
function scopeSummaryMarkdown(summary) {
    const lines = ['## Ralph scope check', ''];
    if (summary.storyId === undefined) {
        lines.push(summary.note ?? 'No story named by this pull request.');
        return lines.join('\n') + '\n';
    }
    lines.push(`Story ${cell(summary.storyId)} from ${cell(summary.prdPath)} at the base commit ${summary.base.slice(0, 12)}; ` +
        `${summary.changed} changed path(s) up to ${summary.head.slice(0, 12)}.`, '');
    if (summary.violations.length === 0)
        lines.push("All changed paths are inside the story's scope.");
    else {
        lines.push('| Path | Why |', '| --- | --- |');
        for (const v of summary.violations)
            lines.push(`| \`${code(v.path)}\` | ${cell(v.reason)} |`);
    }
    return lines.join('\n') + '\n';
}
/** Table-cell text: no line breaks, no pipes, no HTML. */
function cell(text) {
    return text
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\|/g, '\\|');
}
function code(text) {
    return cell(text).replace(/`/g, "'");
}
function link(url, text) {
    return /^https?:\/\//.test(url)
        ? `[${text}](${url.replace(/[()\s]/g, encodeURIComponent)})`
        : cell(url);
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
