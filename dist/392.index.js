export const id = 392;
export const ids = [392];
export const modules = {

/***/ 3392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStep: () => (/* binding */ step_runStep)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/remote.ts + 1 modules
var remote = __webpack_require__(2276);
// EXTERNAL MODULE: ./src/git/repository.ts
var repository = __webpack_require__(5986);
// EXTERNAL MODULE: ./src/loop/prd/prd-writer.ts
var prd_writer = __webpack_require__(2793);
// EXTERNAL MODULE: ./src/loop/plan/select.ts
var plan_select = __webpack_require__(3494);
// EXTERNAL MODULE: ./src/git/git.ts + 2 modules
var git = __webpack_require__(61);
// EXTERNAL MODULE: ./src/loop/step-settings.ts
var step_settings = __webpack_require__(7170);
// EXTERNAL MODULE: ./src/loop/bundle/bundle.ts + 1 modules
var bundle = __webpack_require__(7412);
;// CONCATENATED MODULE: ./src/loop/bundle/bundle-step.ts
/** The agent job's side: note where the step starts, then write its bundle after it. */




/** Checks the target and records the base commit and the log's length before the step. */
async function startBundle(target) {
    const { dir, top, prdRel, eventsLog } = target;
    if (prdRel === undefined)
        throw new step_settings/* StepError */.zg('bad-input', 'A bundle needs the PRD inside the repository it records.');
    if ((0,external_node_fs_.existsSync)(dir) && (!(0,external_node_fs_.statSync)(dir).isDirectory() || (0,external_node_fs_.readdirSync)(dir).length > 0))
        throw new step_settings/* StepError */.zg('bad-input', `The bundle folder ${dir} is not empty. Give a new or empty folder, so no old part is mixed in.`);
    const head = await (0,git/* gitRun */.qM)(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd: top });
    if (head.exitCode !== 0)
        throw new step_settings/* StepError */.zg('bad-input', 'A bundle needs a commit to start from; HEAD has none.');
    const base = head.stdout.trim();
    const start = (0,external_node_fs_.existsSync)(eventsLog) ? (0,external_node_fs_.statSync)(eventsLog).size : 0;
    return {
        write: outcome => (0,bundle/* writeBundle */.Mf)(dir, {
            top,
            outcome,
            base,
            prdRel,
            events: (0,external_node_fs_.readFileSync)(eventsLog).subarray(start)
        })
    };
}

;// CONCATENATED MODULE: ./src/git/files.ts

/** Replaces a file's bytes by writing a sibling and renaming it over the original. */
function atomicReplace(path, bytes, mode = 0o644) {
    const temp = `${path}.ralph-${process.pid}.tmp`;
    const fd = (0,external_node_fs_.openSync)(temp, 'w', mode);
    try {
        (0,external_node_fs_.writeSync)(fd, bytes);
        (0,external_node_fs_.fsyncSync)(fd);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    (0,external_node_fs_.renameSync)(temp, path);
}
/**
 * Copies an index file keeping its mtime: git treats an entry changed in the same second
 * as (or after) the index file's mtime as racy and hashes it again. A copy with a fresh
 * mtime would make git trust a stale stat of such an entry.
 */
function copyIndex(from, to) {
    const { atime, mtime } = (0,external_node_fs_.statSync)(from);
    (0,external_node_fs_.copyFileSync)(from, to);
    (0,external_node_fs_.utimesSync)(to, atime, mtime);
}

// EXTERNAL MODULE: ./src/fs/lstat.ts
var lstat = __webpack_require__(7509);
;// CONCATENATED MODULE: ./src/git/dot-git.ts
/**
 * The checkout's `.git` entry and the git dir it leads to, as found at start. An agent that
 * renames `.git` and puts a `gitdir:` file, a link or another folder in its place (or
 * deletes it, so git searches the folders above) would send every later git command of
 * ralph's to a repository of its choosing: that repository's config, attributes and filters
 * would run, and its index and objects would answer. Checked, and put back, before ralph's
 * first git command after the call, without git.
 */




function entryOf(path) {
    const stat = (0,lstat/* lstatOrUndefined */.Y)(path);
    if (!stat)
        return { kind: 'none' };
    if (stat.isDirectory())
        return { kind: 'folder', dev: stat.dev, ino: stat.ino };
    if (stat.isSymbolicLink())
        return { kind: 'link', target: (0,external_node_fs_.readlinkSync)(path) };
    if (stat.isFile())
        return { kind: 'file', bytes: (0,external_node_fs_.readFileSync)(path), mode: stat.mode & 0o777 };
    return { kind: 'other' };
}
function sameEntry(a, b) {
    if (a.kind === 'folder' && b.kind === 'folder')
        return a.dev === b.dev && a.ino === b.ino;
    if (a.kind === 'file' && b.kind === 'file')
        return a.bytes.equals(b.bytes);
    if (a.kind === 'link' && b.kind === 'link')
        return a.target === b.target;
    return a.kind === b.kind && a.kind === 'none';
}
function openDir(path) {
    try {
        return (0,external_node_fs_.openSync)(path, 'r');
    }
    catch {
        return undefined;
    }
}
/** Call before the agent starts (before the first snapshot). */
function holdDotGit(paths) {
    const entry = (0,external_node_path_.join)(paths.top, '.git');
    const stat = (0,external_node_fs_.lstatSync)(paths.gitDir);
    const fd = openDir(paths.gitDir);
    const dir = { dev: stat.dev, ino: stat.ino, fd };
    return { entry, gitDir: paths.gitDir, at: entryOf(entry), dir };
}
function releaseDotGit(held) {
    if (held.dir.fd !== undefined)
        (0,external_node_fs_.closeSync)(held.dir.fd);
}
function isGitDir(held, path) {
    const stat = (0,lstat/* lstatOrUndefined */.Y)(path);
    return stat?.isDirectory() === true && stat.dev === held.dir.dev && stat.ino === held.dir.ino;
}
/**
 * Where the git dir is now: where the held descriptor says (Linux), else a folder beside
 * `.git` in the checkout with its inode; undefined when it is gone (deleted, or moved out
 * of reach).
 */
function findGitDir(held, top) {
    if (isGitDir(held, held.gitDir))
        return held.gitDir;
    if (held.dir.fd !== undefined && (0,external_node_fs_.fstatSync)(held.dir.fd).nlink > 0) {
        try {
            const now = (0,external_node_fs_.readlinkSync)(`/proc/self/fd/${held.dir.fd}`);
            if (isGitDir(held, now))
                return now;
        }
        catch {
            // No /proc: the checkout's own folders are looked at below.
        }
    }
    for (const name of (0,external_node_fs_.readdirSync)(top)) {
        if (isGitDir(held, (0,external_node_path_.join)(top, name)))
            return (0,external_node_path_.join)(top, name);
    }
    return undefined;
}
function lost(held, what) {
    return {
        kind: 'lost',
        message: `the agent ${what} '${held.gitDir}' (the repository's git dir); ralph runs no git in ` +
            `this checkout until it is back: move it back to '${held.gitDir}', or clone origin again`
    };
}
/**
 * Compares `.git` and the git dir with what was held at start and puts them back: the git
 * dir moved back by a rename (what the agent put in its place removed: it holds nothing of
 * the user's, whose repository is the one moved back), a worktree's `.git` file rewritten.
 * When the git dir cannot be found, nothing is touched and the answer is `lost`.
 */
function checkDotGit(held, top) {
    const now = entryOf(held.entry);
    if (sameEntry(held.at, now) && isGitDir(held, held.gitDir))
        return { kind: 'same' };
    const found = findGitDir(held, top);
    if (found === undefined)
        return lost(held, now.kind === 'none' ? 'deleted' : 'replaced');
    if (found !== held.gitDir) {
        // First beside its place (it may be inside what the agent put there), then the agent's
        // `.git` (a file, a link, a copy) goes, then the real one back.
        const aside = `${held.gitDir}.ralph-${process.pid}`;
        try {
            (0,external_node_fs_.renameSync)(found, aside);
        }
        catch (error) {
            const code = error.code ?? 'error';
            return lost(held, `moved (to '${found}', which ralph could not move back: ${code})`);
        }
        (0,external_node_fs_.rmSync)(held.gitDir, { recursive: true, force: true });
        (0,external_node_fs_.renameSync)(aside, held.gitDir);
    }
    // A linked worktree's or submodule's `.git` file goes back as it was.
    if (!sameEntry(held.at, entryOf(held.entry))) {
        if (held.at.kind !== 'file')
            return lost(held, 'replaced the `.git` entry of');
        (0,external_node_fs_.rmSync)(held.entry, { recursive: true, force: true });
        atomicReplace(held.entry, held.at.bytes, held.at.mode);
    }
    return { kind: 'put-back', change: now.kind === 'none' ? 'deleted' : 'modified' };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/git/config-includes.ts
var config_includes = __webpack_require__(8708);
;// CONCATENATED MODULE: ./src/git/git-dir.ts
/**
 * The parts of git's setup an agent could use to run code or redirect git later: the git
 * dir's config, hooks and info (exclude, attributes), every file the config includes, and
 * the user's global config. Kept with their content so they can be put back before ralph's
 * next git command.
 */







const MAX_KEPT = 1024 * 1024;
function readFileEntry(abs, stat) {
    const bytes = (0,external_node_fs_.readFileSync)(abs);
    const sha256 = (0,external_node_crypto_.hash)('sha256', bytes);
    const content = bytes.length <= MAX_KEPT ? bytes : undefined;
    return { abs, kind: 'file', mode: stat.mode, sha256, content };
}
function addEntry(state, key, abs) {
    const stat = (0,lstat/* lstatOrUndefined */.Y)(abs);
    if (!stat)
        return;
    if (stat.isDirectory()) {
        for (const name of (0,external_node_fs_.readdirSync)(abs).sort())
            addEntry(state, `${key}/${name}`, (0,external_node_path_.join)(abs, name));
        return;
    }
    if (stat.isSymbolicLink()) {
        const target = Buffer.from((0,external_node_fs_.readlinkSync)(abs));
        const sha256 = (0,external_node_crypto_.hash)('sha256', target);
        state.set(key, { abs, kind: 'symlink', mode: stat.mode, sha256, content: target });
        return;
    }
    if (stat.isFile())
        state.set(key, readFileEntry(abs, stat));
}
/**
 * The files the `[include]` and `[includeIf "…"]` sections of a config name, where git opens
 * them (`includeTarget`); forms that depend on the system (`~user/`, `%(prefix)/`) are left out.
 */
function includedFiles(configText, configFile, home) {
    return (0,config_includes/* includePaths */.TT)(configText).flatMap(target => (0,config_includes/* includeTarget */.U)(target, configFile, home) ?? []);
}
function readText(path) {
    if (!(0,external_node_fs_.existsSync)(path))
        return undefined;
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** Where a chain of symbolic links starting at `path` ends (the path itself if no link). */
function linkEnd(path) {
    let at = path;
    for (let hops = 0; hops < 40; hops++) {
        if (!(0,lstat/* lstatOrUndefined */.Y)(at)?.isSymbolicLink())
            return at;
        at = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(at), (0,external_node_fs_.readlinkSync)(at));
    }
    return at;
}
/** Adds each config file and, recursively, the files it includes (key `<label> <path>`). */
function addConfigs(state, files, label, home) {
    const seen = new Set();
    const queue = files.map(file => ({ file, label }));
    while (queue.length > 0 && seen.size < 64) {
        const next = queue.shift();
        if (seen.has(next.file))
            continue;
        seen.add(next.file);
        addEntry(state, next.label, next.file);
        // Git reads through a link (a ~/.gitconfig kept in a dotfiles repository): the file it
        // ends at is what must not change, even where it does not exist yet.
        const end = linkEnd(next.file);
        const endKey = end === next.file ? next.label : `${next.label} -> ${end}`;
        if (end !== next.file)
            addEntry(state, endKey, end);
        // The bytes just kept are the text git reads (through the link); others are read.
        const kept = state.get(endKey);
        const text = kept?.kind === 'file' && kept.content !== undefined
            ? kept.content.toString('utf8')
            : readText(next.file);
        if (text === undefined)
            continue;
        for (const target of includedFiles(text, next.file, home)) {
            queue.push({ file: target, label: `.git/config include ${target}` });
        }
    }
}
/**
 * Reads config, hooks/ and info/ (and a linked worktree's own config.worktree), the files
 * they include, the git dir's `commondir`, and the global config. Keys outside the git dir still start with `.git/`,
 * so the scope check counts any change as a write to a protected path.
 */
function readGitDirState(paths, env = process.env) {
    const state = new Map();
    const home = env.HOME ?? (0,external_node_os_.homedir)();
    for (const part of ['hooks', 'info']) {
        addEntry(state, `.git/${part}`, (0,external_node_path_.join)(paths.commonDir, part));
    }
    addConfigs(state, [(0,external_node_path_.join)(paths.commonDir, 'config')], '.git/config', home);
    // Git reads `commondir` in any git dir: one the agent writes would send ralph's git to
    // another config, attributes and refs.
    addEntry(state, '.git/commondir', (0,external_node_path_.join)(paths.gitDir, 'commondir'));
    if (paths.gitDir !== paths.commonDir) {
        addConfigs(state, [(0,external_node_path_.join)(paths.gitDir, 'config.worktree')], '.git/config.worktree', home);
    }
    for (const file of (0,config_includes/* globalConfigFiles */.bo)(env)) {
        addConfigs(state, [file], `.git/global-config ${file}`, home);
    }
    return state;
}
function diffGitDirState(before, after) {
    const changes = [];
    for (const [key, entry] of after) {
        const old = before.get(key);
        if (!old)
            changes.push({ key, change: 'added' });
        else if (old.sha256 !== entry.sha256 || old.mode !== entry.mode || old.kind !== entry.kind) {
            changes.push({ key, change: 'modified' });
        }
    }
    for (const key of before.keys()) {
        if (!after.has(key))
            changes.push({ key, change: 'deleted' });
    }
    return changes;
}
/**
 * Puts the entries named by `keys` back as they were in `before` (removing those it did
 * not have). Files over MAX_KEPT were not kept: those fail.
 */
function restoreGitDirState(before, after, keys) {
    const done = [];
    const failed = [];
    // Removals first, so a file the agent swapped for a folder can come back.
    const ordered = [...keys].sort((a, b) => Number(before.has(a)) - Number(before.has(b)));
    for (const key of ordered) {
        const old = before.get(key);
        const now = after.get(key);
        if (old && !old.content) {
            failed.push(key);
            continue;
        }
        if (now)
            (0,external_node_fs_.rmSync)(now.abs, { force: true });
        if (!old) {
            done.push(key);
            continue;
        }
        if ((0,lstat/* lstatOrUndefined */.Y)(old.abs)?.isDirectory())
            (0,external_node_fs_.rmSync)(old.abs, { recursive: true, force: true });
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(old.abs), { recursive: true });
        if (old.kind === 'symlink')
            (0,external_node_fs_.symlinkSync)(old.content.toString(), old.abs);
        else {
            atomicReplace(old.abs, old.content, old.mode & 0o777);
            (0,external_node_fs_.chmodSync)(old.abs, old.mode & 0o777);
        }
        done.push(key);
    }
    return { done, failed };
}

;// CONCATENATED MODULE: ./src/git/refs.ts



/**
 * HEAD is read from its file (one line: `ref: refs/heads/main`, or a commit id when
 * detached) and resolved through the ref list, so the whole state costs one git call.
 */
async function readRefState(top, gitDir) {
    const list = await (0,git/* git */.$Y)(['for-each-ref', '--format=%(refname)%00%(objectname)'], { cwd: top });
    const refs = new Map();
    for (const line of list.split('\n')) {
        const [name, id] = line.split('\0');
        if (name && id)
            refs.set(name, id);
    }
    return withHead(gitDir, refs);
}
/** The ref list with HEAD read now (HEAD is one small file, read at every snapshot). */
function withHead(gitDir, refs) {
    return { head: headState((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(gitDir, 'HEAD'), 'utf8'), refs), refs };
}
function headState(text, refs) {
    const line = text.trim();
    const symbolic = /^ref:\s*(\S+)$/.exec(line)?.[1];
    if (symbolic)
        return { symbolic, sha: refs.get(symbolic) ?? null };
    if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(line))
        return { symbolic: null, sha: line };
    throw new Error(`cannot read HEAD: ${JSON.stringify(line)} (expected 'ref: refs/...' or a commit id)`);
}
/** Ref changes, plus `HEAD` when it now points elsewhere (another branch or commit). */
function diffRefState(before, after) {
    const changes = [];
    for (const [ref, id] of after.refs) {
        const old = before.refs.get(ref);
        if (old === undefined)
            changes.push({ ref, change: 'added' });
        else if (old !== id)
            changes.push({ ref, change: 'modified' });
    }
    for (const ref of before.refs.keys()) {
        if (!after.refs.has(ref))
            changes.push({ ref, change: 'deleted' });
    }
    // A branch HEAD points at moves with its ref (listed above); HEAD itself moved when it
    // now names another branch, or is detached at another commit.
    const detachedMoved = after.head.symbolic === null && before.head.sha !== after.head.sha;
    if (before.head.symbolic !== after.head.symbolic || detachedMoved) {
        changes.push({ ref: 'HEAD', change: 'modified' });
    }
    return changes;
}
/** Puts refs and HEAD back as they were. */
async function restoreRefState(top, before, changes) {
    for (const { ref, change } of changes) {
        if (ref === 'HEAD')
            continue;
        const old = before.refs.get(ref);
        if (change === 'added' || old === undefined) {
            await (0,git/* git */.$Y)(['update-ref', '-d', ref], { cwd: top });
        }
        else {
            await (0,git/* git */.$Y)(['update-ref', ref, old], { cwd: top });
        }
    }
    if (!changes.some(({ ref }) => ref === 'HEAD'))
        return;
    const { head } = before;
    if (head.symbolic)
        await (0,git/* git */.$Y)(['symbolic-ref', 'HEAD', head.symbolic], { cwd: top });
    else if (head.sha)
        await (0,git/* git */.$Y)(['update-ref', '--no-deref', 'HEAD', head.sha], { cwd: top });
}

;// CONCATENATED MODULE: ./src/git/revert.ts
/**
 * Puts the working tree, refs, HEAD and git dir back to a snapshot, after saving the
 * attempt's tree changes as a binary-safe patch.
 */





/**
 * Writes `git diff --binary` between the snapshots' trees to `file` (git writes the bytes
 * itself, so nothing passes through a JS string); false when the trees are equal.
 */
async function savePatch(paths, before, after, file) {
    const trees = await Promise.all([before.tree(), after.tree()]);
    if (trees[0] === trees[1])
        return false;
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await (0,git/* git */.$Y)([
        'diff-tree',
        '-p',
        '--binary',
        '--full-index',
        '--no-renames',
        '-r',
        `--output=${temp}`
    ].concat(trees), { cwd: paths.top });
    (0,external_node_fs_.renameSync)(temp, file);
    return true;
}
function isDirectory(abs) {
    try {
        return (0,external_node_fs_.lstatSync)(abs).isDirectory();
    }
    catch {
        return false;
    }
}
/** Removes now-empty folders from `dir` up to (not including) `top`. */
function pruneEmptyParents(top, dir) {
    while (dir !== top && dir.startsWith(top)) {
        try {
            if ((0,external_node_fs_.readdirSync)(dir).length > 0)
                return;
            (0,external_node_fs_.rmdirSync)(dir);
        }
        catch {
            return;
        }
        dir = (0,external_node_path_.dirname)(dir);
    }
}
function removeCreated(paths, before, writes) {
    const removed = [];
    for (const write of writes) {
        const worktree = write.source === 'tree' || write.source === 'ignored';
        if (write.change !== 'added' || !(worktree || write.source === 'unaddable'))
            continue;
        // Un-ignored by an edited .gitignore: the file was there before the call.
        if (before.ignored.has(write.path))
            continue;
        const abs = (0,external_node_path_.join)(paths.top, write.path);
        // rm never follows a symlink; a nested repository (gitlink) goes as a whole folder.
        (0,external_node_fs_.rmSync)(abs, { recursive: isDirectory(abs), force: true });
        pruneEmptyParents(paths.top, (0,external_node_path_.dirname)(abs));
        removed.push(write.path);
    }
    return removed;
}
async function restoreTracked(paths, before, writes, scratch) {
    const wanted = writes.filter(write => write.source === 'tree' && write.change !== 'added' && write.before !== 'gitlink');
    const gitlinks = writes.filter(write => write.source === 'tree' && write.before === 'gitlink');
    const tree = wanted.length + gitlinks.length > 0 ? await before.tree() : '';
    if (wanted.length > 0) {
        const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(scratch, 'revert-index') };
        await (0,git/* git */.$Y)(['read-tree', tree], { cwd: paths.top, env });
        await (0,git/* git */.$Y)(['checkout-index', '-f', '-z', '--stdin'], {
            cwd: paths.top,
            env,
            input: wanted.map(write => `${write.path}\0`).join('')
        });
    }
    const fromObjects = wanted.map(write => write.path);
    const done = [...fromObjects];
    const failed = [];
    for (const write of gitlinks) {
        const commit = await (0,git/* git */.$Y)(['rev-parse', `${tree}:${write.path}`], { cwd: paths.top });
        const sub = (0,external_node_path_.join)(paths.top, write.path);
        const ok = (0,external_node_fs_.existsSync)((0,external_node_path_.join)(sub, '.git')) &&
            (await (0,git/* tryGit */.Ii)(['checkout', '-q', '--detach', commit.trim()], { cwd: sub }));
        if (ok)
            done.push(write.path);
        else
            failed.push(write.path);
    }
    return { done, failed, fromObjects };
}
/**
 * Undoes `writes` (collected between `before` and `after`): refs and HEAD first, then
 * created paths removed (before restoring, so a folder the agent swapped for a file or a
 * symlink is cleared first), then edited and deleted paths checked out from the snapshot
 * tree, then the git dir. Ignored files the agent edited or deleted cannot come back.
 */
async function revertToSnapshot(paths, before, after, writes, scratch) {
    await restoreRefState(paths.top, before, diffRefState(before, after));
    const removed = removeCreated(paths, before, writes);
    const tracked = await restoreTracked(paths, before, writes, scratch);
    const gitDir = restoreGitDirState(before.gitDir, after.gitDir, writes.filter(write => write.source === 'git-dir').map(write => write.path));
    const unrestorable = writes
        .filter(write => write.source === 'ignored' && write.change !== 'added')
        .map(write => write.path)
        .concat(tracked.failed, gitDir.failed);
    return {
        restored: tracked.done.concat(gitDir.done),
        removed,
        unrestorable,
        fromObjects: tracked.fromObjects
    };
}

;// CONCATENATED MODULE: ./src/fs/lstat-signature.ts

/**
 * A path's lstat signature (type and mode, size, mtime, ctime, inode), or undefined when it is
 * gone. ctime is in it because an agent can set mtime back but not ctime.
 */
function lstatSignature(abs) {
    try {
        const s = (0,external_node_fs_.lstatSync)(abs, { bigint: true });
        return `${s.mode}:${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/git/ignored.ts
/**
 * Ignored files never reach the snapshot tree (`git add -A` skips them), so they are
 * compared by listing: `git ls-files --others --ignored` before and after the call, with
 * an lstat signature per file to see edits. Hashing them instead (`git add --force`) would
 * read every byte of node_modules or build output twice per step; listing reads none.
 * The price: an ignored file the agent edited or deleted is detected but cannot be restored.
 */



/** Lists ignored, untracked files under `top`, using `indexFile` to tell what is tracked. */
async function readIgnoredState(top, indexFile) {
    const out = await (0,git/* git */.$Y)(['ls-files', '-z', '--others', '--ignored', '--exclude-standard'], {
        cwd: top,
        env: { GIT_INDEX_FILE: indexFile }
    });
    const state = new Map();
    for (const path of (0,git/* splitZ */.fs)(out)) {
        const sig = lstatSignature((0,external_node_path_.join)(top, path));
        if (sig !== undefined)
            state.set(path, sig);
    }
    return state;
}
/** The latest ctime (ms) among the listed files: later writes must come after it. */
function latestChangeMs(state) {
    let latest = 0n;
    for (const sig of state.values()) {
        const ctime = BigInt(sig.split(':')[3] ?? '0');
        if (ctime > latest)
            latest = ctime;
    }
    return Number(latest / 1000000n);
}
/**
 * A path that left the ignored listing but still exists was un-ignored (for example by an
 * edited .gitignore): the tree comparison reports it, so it is not a deletion here.
 */
function diffIgnoredState(top, before, after) {
    const changes = [];
    for (const [path, sig] of after) {
        const old = before.get(path);
        if (old === undefined)
            changes.push({ path, change: 'added' });
        else if (old !== sig)
            changes.push({ path, change: 'modified' });
    }
    for (const path of before.keys()) {
        if (!after.has(path) && lstatSignature((0,external_node_path_.join)(top, path)) === undefined) {
            changes.push({ path, change: 'deleted' });
        }
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/git/index-format.ts
/**
 * The layout of git's index file (versions 2 to 4, SHA-1 or SHA-256) that ralph's two readers
 * share: index-entries.ts (the entries, for the writes of a step) and index-times.ts (the stat
 * times, for the racy-write rule).
 */
/** "DIRC", the version, the entry count. */
const HEADER = 12;
/** ctime, mtime (sec, nsec), dev, ino, mode, uid, gid, size: ten 32-bit fields. */
const STAT_BYTES = 40;
const EXTENDED = 0x4000;
const NAME_MASK = 0xfff;
/** Object id sizes to try, SHA-1 then SHA-256: the file does not say which. */
const HASH_SIZES = [20, 32];
// Plain byte reads: Buffer.readUInt*BE checks its bounds on every call, a hundred thousand
// entries times several fields.
const u16 = (bytes, at) => (bytes[at] << 8) | bytes[at + 1];
const u32 = (bytes, at) => bytes[at] * 0x1000000 + (bytes[at + 1] << 16) + u16(bytes, at + 2);
/** The index version (2 to 4), or undefined when the bytes are not an index. */
function indexVersion(bytes) {
    if (bytes.length < HEADER || bytes.toString('latin1', 0, 4) !== 'DIRC')
        return undefined;
    const version = bytes.readUInt32BE(4);
    return version >= 2 && version <= 4 ? version : undefined;
}
/**
 * True when the extensions after `at` end exactly where the trailing checksum starts and none
 * of them has a signature in `refused`.
 */
function extensionsFit(bytes, at, hashBytes, refused) {
    const end = bytes.length - hashBytes;
    while (at + 8 <= end) {
        if (refused.includes(bytes.toString('latin1', at, at + 4)))
            return false;
        at += 8 + bytes.readUInt32BE(at + 4);
    }
    return at === end;
}

;// CONCATENATED MODULE: ./src/git/index-times.ts
/**
 * The stat times git keeps per entry in an index file (versions 2 to 4, SHA-1 or SHA-256),
 * read without git: only what the racy-write rule of snapshot.ts needs.
 *
 * Git compares stats in whole seconds and re-reads a file only when its recorded mtime is at
 * or after the index file's mtime ("racily clean"). An entry stat'ed in the second the index
 * was written, whose mtime is older (set back, or a chmod or rename in that second), would be
 * trusted after an agent rewrote it in that same second with the same size and the mtime put
 * back: its ctime, the one time the agent cannot set, is still in that second.
 */

const ASSUME_VALID = 0x8000;
/** In the second flags word that extended entries carry. */
const SKIP_WORKTREE = 0x4000;
/** Byte offset after the entries, or undefined when they do not fit the file. */
function walkEntries(bytes, hashBytes, visit) {
    const version = bytes.readUInt32BE(4);
    const count = bytes.readUInt32BE(8);
    let at = HEADER;
    // One object for all entries: a hundred thousand of them would only feed the collector.
    const entry = { ctime: 0, mtime: 0, marked: false };
    for (let i = 0; i < count; i++) {
        const fixed = STAT_BYTES + hashBytes + 2;
        if (at + fixed > bytes.length)
            return undefined;
        const flags = u16(bytes, at + STAT_BYTES + hashBytes);
        let name = at + fixed;
        let marked = (flags & ASSUME_VALID) !== 0;
        if (flags & EXTENDED) {
            if (version < 3 || name + 2 > bytes.length)
                return undefined;
            marked ||= (u16(bytes, name) & SKIP_WORKTREE) !== 0;
            name += 2;
        }
        entry.ctime = u32(bytes, at);
        entry.mtime = u32(bytes, at + 8);
        entry.marked = marked;
        visit(entry);
        if (version === 4) {
            // A varint (how much of the previous name to drop), then the rest of the name, NUL-ended.
            while (name < bytes.length && bytes[name] & 0x80)
                name++;
            const end = bytes.indexOf(0, name + 1);
            if (end < 0)
                return undefined;
            at = end + 1;
        }
        else {
            const length = flags & NAME_MASK;
            const end = length < NAME_MASK ? name + length : bytes.indexOf(0, name);
            if (end < 0)
                return undefined;
            // One to eight NULs pad each entry to a multiple of eight bytes.
            at += Math.floor((end - at + 8) / 8) * 8;
        }
    }
    return at;
}
/**
 * Folds every entry of an index file into a value, `fold` starting afresh for each hash
 * size tried; undefined when the bytes are not an index git wrote whole.
 */
function foldEntries(bytes, fold) {
    if (indexVersion(bytes) === undefined)
        return undefined;
    for (const hashBytes of HASH_SIZES) {
        const { visit, result } = fold();
        const end = walkEntries(bytes, hashBytes, visit);
        // A split index keeps most entries in another file: its times are not all here.
        if (end !== undefined && extensionsFit(bytes, end, hashBytes, ['link']))
            return result();
    }
    return undefined;
}
/**
 * The second to give the index file's mtime so that git re-reads every entry whose ctime is
 * at or after `second` (the index's own mtime), not only those whose mtime is: the lowest
 * mtime among them, or `second` itself. Undefined when the file cannot be read as an index,
 * or when such an entry has an mtime git's rule cannot reach (second 0).
 */
function racyFloor(bytes, second) {
    const floor = foldEntries(bytes, () => {
        let lowest = second;
        return {
            visit: ({ ctime, mtime }) => {
                if (ctime >= second && mtime < lowest)
                    lowest = mtime;
            },
            result: () => lowest
        };
    });
    return floor !== undefined && floor >= 1 ? floor : undefined;
}
/** Whether an entry is marked assume-unchanged or skip-worktree; undefined when unreadable. */
function hasMarkedEntries(bytes) {
    return foldEntries(bytes, () => {
        let marked = false;
        return {
            visit: entry => {
                marked ||= entry.marked;
            },
            result: () => marked
        };
    });
}

// EXTERNAL MODULE: ./src/git/ref-files.ts
var ref_files = __webpack_require__(4143);
// EXTERNAL MODULE: ./src/git/repo-paths.ts + 1 modules
var repo_paths = __webpack_require__(9207);
;// CONCATENATED MODULE: ./src/git/snapshot.ts
/**
 * Snapshots of the working tree as it is, dirty or not, without touching the user's index:
 * a temporary index seeded from the real one (so unchanged files are not hashed again)
 * takes `git add -A`; its bytes are the snapshot. `git write-tree` turns them into a tree
 * object only when one is asked for (a revert, a patch): the writes of a step come from
 * the two indexes (index-entries.ts).
 */











// `add` never reads the untracked cache (with a pathspec, or collecting ignored paths, git
// turns it off): keeping one only costs its upkeep. Stat checks at full strength whatever the
// user configured: an agent can set a file's mtime back, never its ctime. No split index: its
// shared part lives in .git/ (`sharedindex.<id>`), where the agent can rewrite an entry's stat
// data under the same id; the snapshot index holds every entry itself.
const QUIET = [
    '-c',
    'advice.addEmbeddedRepo=false',
    '-c',
    'core.safecrlf=false',
    '-c',
    'core.untrackedCache=false',
    '-c',
    'core.trustctime=true',
    '-c',
    'core.checkStat=default',
    '-c',
    'core.ignoreStat=false',
    '-c',
    'core.splitIndex=false'
];
/** git's complaint about a lock temporary file (see isRunnerLockFile) that vanished. */
const RUNNER_LOCK_VANISHED = /unable to stat '\.runtime\/ralph\.lock\.[^'/]*'/;
const UNADDABLE = [
    /^error: '(.+?)\/?' does not have a commit checked out$/,
    /^error: unable to index file '(.+)'$/
];
/**
 * Paths `git add` could not take (a nested repository without a commit, an unreadable
 * file). An agent can create them; they must not stop the snapshot, and they count.
 */
function parseUnaddable(stderr) {
    const found = [];
    for (const line of stderr.split('\n')) {
        for (const pattern of UNADDABLE) {
            const match = pattern.exec(line);
            if (match?.[1])
                found.push(match[1]);
        }
    }
    return found.length > 0 ? found.sort() : undefined;
}
async function addAll(paths, env) {
    const args = [...QUIET, 'add', '-A', '--ignore-errors', '--', '.'];
    for (let attempt = 1;; attempt++) {
        const result = await (0,git/* gitRun */.qM)(args, { cwd: paths.top, env, dirs: paths });
        if (result.exitCode === 0)
            return [];
        const unaddable = parseUnaddable(result.stderr);
        if (unaddable)
            return unaddable;
        // Another ralph waiting for the lock creates and removes its temporary files next to
        // it all the time: git may list one, then fail to stat it. Taken again, it is gone.
        if (attempt < 5 && RUNNER_LOCK_VANISHED.test(result.stderr))
            continue;
        throw new git/* GitError */.XS(args, result);
    }
}
/**
 * Entries the user marked assume-unchanged or skip-worktree are never compared with the
 * file: in the snapshots' own index they lose the mark, so an agent's write to them counts.
 */
async function trustNoFlags(top, indexFile, bytes) {
    // Read from the bytes, not listed by git: a hundred thousand lines cost more than a walk.
    if (hasMarkedEntries(bytes) === false)
        return;
    const env = { GIT_INDEX_FILE: indexFile };
    const listed = (0,git/* splitZ */.fs)(await (0,git/* git */.$Y)(['ls-files', '-z', '-v'], { cwd: top, env }));
    // A lower-case tag is assume-unchanged, S or s skip-worktree. One update-index clears one
    // kind of mark per path (it stops at the first option that marks), so one call per kind.
    const kinds = [
        ['--no-assume-unchanged', /^[a-z] /],
        ['--no-skip-worktree', /^[Ss] /]
    ];
    for (const [option, tag] of kinds) {
        const paths = listed.filter(line => tag.test(line)).map(line => line.slice(2));
        if (paths.length === 0)
            continue;
        await (0,git/* git */.$Y)(['update-index', option, '-z', '--stdin'], {
            cwd: top,
            env,
            input: paths.map(path => `${path}\0`).join('')
        });
    }
}
/**
 * A tree written from index bytes kept in memory, once, in an index file of its own (the
 * working index is planted again by the next snapshot).
 */
function treeLater(top, indexFile, bytes) {
    let tree;
    return () => {
        tree ??= (async () => {
            (0,external_node_fs_.writeFileSync)(indexFile, bytes);
            const env = { GIT_INDEX_FILE: indexFile };
            return (await (0,git/* git */.$Y)(['write-tree'], { cwd: top, env })).trim();
        })();
        return tree;
    };
}
/**
 * The ignored listing does not depend on `add -A` (it names untracked, ignored files, which
 * add never takes), so it runs beside it; it reads the index once, and add replaces the
 * index by a rename, so it sees the old or the new one, with the same answer. An index
 * that add left as the seed was has the seed's tree.
 */
async function takeSnapshot(paths, indexFile, treeIndex, seed) {
    const env = { GIT_INDEX_FILE: indexFile };
    const files = (0,ref_files/* readRefFiles */.r1)(paths);
    const refFiles = files?.bytes;
    const sameRefs = refFiles !== undefined && seed?.refFiles?.equals(refFiles) === true;
    const listed = sameRefs ? seed.refs : files?.refs;
    // The first snapshot's git setup (the state to put back) is read while git works: add
    // writes objects, never config, hooks or info. A later one is read after git, so that
    // whatever changed it until then counts.
    const [unaddable, ignored, refs, early] = await Promise.all([
        addAll(paths, env),
        readIgnoredState(paths.top, indexFile),
        listed ? withHead(paths.gitDir, listed) : readRefState(paths.top, paths.gitDir),
        seed === undefined ? (0,git/* besideGit */.L5)(() => readGitDirState(paths)) : undefined
    ]);
    // A listing by git stands for these bytes only if they held while git read it.
    const heldRefs = listed !== undefined || (refFiles && (0,ref_files/* refFilesContent */.IM)(paths)?.equals(refFiles));
    const index = (0,external_node_fs_.readFileSync)(indexFile);
    const unchanged = seed !== undefined && seed.bytes.equals(index);
    const tree = unchanged ? seed.tree : treeLater(paths.top, treeIndex, index);
    const gitDir = early ?? readGitDirState(paths);
    const snapshot = { ...refs, index, tree, ignored, unaddable, gitDir };
    return { snapshot, refFiles: heldRefs ? refFiles : undefined };
}
function seedOf(indexFile, snapshot, refFiles) {
    const bytes = snapshot.index;
    const second = Math.floor((0,external_node_fs_.statSync)(indexFile).mtimeMs / 1000);
    const floor = racyFloor(bytes, second);
    return {
        bytes,
        mtime: floor ?? second,
        tree: snapshot.tree,
        racyChecked: floor !== undefined,
        ignoredChangedAt: latestChangeMs(snapshot.ignored),
        refFiles,
        refs: snapshot.refs
    };
}
/** Writes the seed as the working index, with the mtime that makes git re-read what it must. */
function plant(seed, indexFile) {
    (0,external_node_fs_.writeFileSync)(indexFile, seed.bytes);
    (0,external_node_fs_.utimesSync)(indexFile, seed.mtime, seed.mtime);
}
/** Slack for the file system's coarse clock, which lags the wall clock by up to a tick. */
const CLOCK_TICK_MS = 20;
async function startSnapshots(where) {
    const paths = typeof where === 'string' ? await (0,repo_paths/* repoPaths */.T)(where) : where;
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-snap-'));
    const workIndex = (0,external_node_path_.join)(scratch, 'index');
    const savedIndex = (0,external_node_fs_.existsSync)(paths.index) ? (0,external_node_fs_.readFileSync)(paths.index) : null;
    const savedTimes = savedIndex ? (0,external_node_fs_.statSync)(paths.index) : null;
    if (savedIndex)
        copyIndex(paths.index, workIndex);
    const lockExisted = (0,external_node_fs_.existsSync)(`${paths.index}.lock`);
    // Every later snapshot starts from the index of the first, so a path it tracked stays
    // tracked even when an edited .gitignore would now hide it.
    let seed;
    let taken = 0;
    return {
        paths,
        scratch,
        async take() {
            if (seed)
                plant(seed, workIndex);
            else if (savedIndex)
                await trustNoFlags(paths.top, workIndex, savedIndex);
            const treeIndex = (0,external_node_path_.join)(scratch, `tree-index-${++taken}`);
            const { snapshot, refFiles } = await takeSnapshot(paths, workIndex, treeIndex, seed);
            seed ??= seedOf(workIndex, snapshot, refFiles);
            return snapshot;
        },
        safeFrom() {
            if (!seed)
                return Date.now();
            const ignored = seed.ignoredChangedAt + CLOCK_TICK_MS;
            // Unread index: git's rule covers only what changed in a second before the call.
            const second = seed.racyChecked ? 0 : (seed.mtime + 1) * 1000 + CLOCK_TICK_MS;
            return Math.max(ignored, second);
        },
        restoreUserIndex() {
            // A lock left by an agent's git killed mid-write would block every later git command.
            if (!lockExisted)
                (0,external_node_fs_.rmSync)(`${paths.index}.lock`, { force: true });
            const now = (0,external_node_fs_.existsSync)(paths.index) ? (0,external_node_fs_.readFileSync)(paths.index) : null;
            if (savedIndex === null) {
                if (now === null)
                    return false;
                (0,external_node_fs_.rmSync)(paths.index, { force: true });
                return true;
            }
            if (now !== null && now.equals(savedIndex))
                return false;
            atomicReplace(paths.index, savedIndex);
            if (savedTimes)
                (0,external_node_fs_.utimesSync)(paths.index, savedTimes.atime, savedTimes.mtime);
            return true;
        },
        dispose() {
            (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
        }
    };
}

;// CONCATENATED MODULE: ./src/git/index-entries.ts
/**
 * The entries of an index file (versions 2 to 4, SHA-1 or SHA-256) read without git, and the
 * difference of two of them as `git diff-tree -r` of their trees would print it: the writes
 * of a step come from the snapshots' indexes without writing a tree or starting a process.
 *
 * Only an index whose tree write-tree would write entry for entry is read ("plain"): every
 * entry at stage 0, none intent-to-add, no sparse directory entry, not split. Anything else
 * is undefined, and the caller asks git.
 */

const MODE_AT = 24;
const STAGE = 0x3000;
/** In the second flags word that extended entries carry. */
const INTENT_TO_ADD = 0x2000;
const KINDS = new Map([
    [0o100644, 'file'],
    [0o100755, 'executable'],
    [0o120000, 'symlink'],
    [0o160000, 'gitlink']
]);
/** The name of a version-4 entry: drop `strip` bytes of the previous name, append the rest. */
function prefixName(bytes, at, previous) {
    let strip = 0;
    let shift = 0;
    let byte;
    // git's offset varint: each continuation adds one before shifting.
    let value = 0;
    do {
        if (at >= bytes.length)
            return undefined;
        byte = bytes[at++];
        value = shift === 0 ? byte & 0x7f : ((value + 1) << 7) | (byte & 0x7f);
        shift += 7;
    } while (byte & 0x80);
    strip = value;
    const end = bytes.indexOf(0, at);
    if (end < 0 || strip > previous.length)
        return undefined;
    const name = Buffer.concat([
        previous.subarray(0, previous.length - strip),
        bytes.subarray(at, end)
    ]);
    return [name, end + 1];
}
function readWith(bytes, hashBytes) {
    const version = bytes.readUInt32BE(4);
    const count = bytes.readUInt32BE(8);
    if (count > bytes.length / (STAT_BYTES + hashBytes + 3))
        return undefined;
    const at = new Int32Array(count);
    const nameStart = new Int32Array(count);
    const nameEnd = new Int32Array(count);
    const decoded = [];
    let decodedLength = 0;
    let previous = Buffer.alloc(0);
    let offset = HEADER;
    for (let i = 0; i < count; i++) {
        const fixed = STAT_BYTES + hashBytes + 2;
        if (offset + fixed > bytes.length)
            return undefined;
        const flags = u16(bytes, offset + STAT_BYTES + hashBytes);
        if (flags & STAGE || !KINDS.has(u32(bytes, offset + MODE_AT)))
            return undefined;
        let name = offset + fixed;
        if (flags & EXTENDED) {
            if (version < 3 || name + 2 > bytes.length)
                return undefined;
            if (u16(bytes, name) & INTENT_TO_ADD)
                return undefined;
            name += 2;
        }
        at[i] = offset;
        if (version === 4) {
            const read = prefixName(bytes, name, previous);
            if (!read)
                return undefined;
            [previous, offset] = read;
            nameStart[i] = decodedLength;
            decodedLength += previous.length;
            nameEnd[i] = decodedLength;
            decoded.push(previous);
        }
        else {
            const length = flags & NAME_MASK;
            const end = length < NAME_MASK ? name + length : bytes.indexOf(0, name);
            if (end < 0 || end > bytes.length)
                return undefined;
            nameStart[i] = name;
            nameEnd[i] = end;
            // One to eight NULs pad each entry to a multiple of eight bytes.
            offset += Math.floor((end - offset + 8) / 8) * 8;
        }
    }
    // A split index keeps entries in another file, a sparse one directories in place of files.
    if (!extensionsFit(bytes, offset, hashBytes, ['link', 'sdir']))
        return undefined;
    const names = version === 4 ? Buffer.concat(decoded, decodedLength) : bytes;
    return { bytes, hashBytes, at, names, nameStart, nameEnd, end: offset };
}
/** The entries of a plain index, or undefined (see the top of this file). */
function readIndexEntries(bytes) {
    if (indexVersion(bytes) === undefined)
        return undefined;
    for (const hashBytes of HASH_SIZES) {
        const entries = readWith(bytes, hashBytes);
        if (entries)
            return entries;
    }
    return undefined;
}
function kindAt(entries, i) {
    return KINDS.get(u32(entries.bytes, entries.at[i] + MODE_AT));
}
function nameOf(entries, i) {
    return entries.names.toString('utf8', entries.nameStart[i], entries.nameEnd[i]);
}
/** Byte order of two names, as git sorts them (a loop: one native call per entry costs more). */
function compareNames(a, i, b, j) {
    let x = a.nameStart[i];
    let y = b.nameStart[j];
    const xEnd = a.nameEnd[i];
    const yEnd = b.nameEnd[j];
    for (; x < xEnd && y < yEnd; x++, y++) {
        const d = a.names[x] - b.names[y];
        if (d !== 0)
            return d;
    }
    return xEnd - x - (yEnd - y);
}
/** Same mode and same object id. */
function index_entries_sameEntry(a, i, b, j) {
    const x = a.at[i];
    const y = b.at[j];
    if (u32(a.bytes, x + MODE_AT) !== u32(b.bytes, y + MODE_AT))
        return false;
    if (a.hashBytes !== b.hashBytes)
        return false;
    for (let k = STAT_BYTES; k < STAT_BYTES + a.hashBytes; k++) {
        if (a.bytes[x + k] !== b.bytes[y + k])
            return false;
    }
    return true;
}
const entryEnd = (entries, i) => i < entries.at.length ? entries.at[i] : entries.end;
/**
 * Whether the `n` entries from `i` in `a` and from `j` in `b` are the same bytes, in one
 * native comparison. Entries `i` and `j` have the same name: each pair of entries then has
 * the same name too (a version-4 name is built from the one before it), mode and object id.
 */
function sameBlock(a, i, b, j, n) {
    if (a.hashBytes !== b.hashBytes)
        return false;
    const x = a.at[i];
    const y = b.at[j];
    return b.bytes.compare(a.bytes, x, entryEnd(a, i + n), y, entryEnd(b, j + n)) === 0;
}
/**
 * What changed from `a` to `b`, in path order: both lists are sorted by name bytes, as git
 * keeps them, so one merge walk finds every change with no object for an unchanged entry.
 * Runs of identical entries (nearly all of them between two snapshots) are passed over in
 * blocks that double while they match and halve when they do not.
 */
function diffIndexEntries(a, b) {
    const changes = [];
    let i = 0;
    let j = 0;
    let block = 1;
    while (i < a.at.length || j < b.at.length) {
        const order = i >= a.at.length ? 1 : j >= b.at.length ? -1 : compareNames(a, i, b, j);
        if (order < 0) {
            changes.push({ path: nameOf(a, i), before: kindAt(a, i), after: 'none' });
            i++;
        }
        else if (order > 0) {
            changes.push({ path: nameOf(b, j), before: 'none', after: kindAt(b, j) });
            j++;
        }
        else {
            const n = Math.min(block, a.at.length - i, b.at.length - j);
            if (sameBlock(a, i, b, j, n)) {
                i += n;
                j += n;
                block = n * 2;
                continue;
            }
            if (n > 1) {
                block = n >> 1;
                continue;
            }
            if (!index_entries_sameEntry(a, i, b, j))
                changes.push({ path: nameOf(a, i), before: kindAt(a, i), after: kindAt(b, j) });
            i++;
            j++;
        }
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/git/links.ts
/** The effectful half of the symlink rule: where does a link really point? */


function contains(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
}
/** Resolves as far as the file system goes: follows links on the existing prefix. */
function realish(path) {
    if ((0,external_node_fs_.existsSync)(path))
        return (0,external_node_fs_.realpathSync)(path);
    const parent = (0,external_node_path_.dirname)(path);
    if (parent === path)
        return path;
    return (0,external_node_path_.join)(realish(parent), (0,external_node_path_.basename)(path));
}
/** Reads the link at `path` (relative to `top`); undefined when it is not a symlink. */
function readLinkInfo(top, path, gitDirs) {
    const abs = (0,external_node_path_.join)(top, path);
    let target;
    try {
        target = (0,external_node_fs_.readlinkSync)(abs);
    }
    catch {
        return undefined;
    }
    const realTop = (0,external_node_fs_.realpathSync)(top);
    const resolved = realish((0,external_node_path_.resolve)((0,external_node_path_.dirname)(abs), target));
    const inGitDir = gitDirs.some(dir => (0,external_node_fs_.existsSync)(dir) && contains((0,external_node_fs_.realpathSync)(dir), resolved));
    return { target, inside: contains(realTop, resolved) && !inGitDir };
}

// EXTERNAL MODULE: ./src/git/raw-diff.ts
var raw_diff = __webpack_require__(8868);
;// CONCATENATED MODULE: ./src/git/writes.ts
/** Every write an agent made between two snapshots, as one sorted list. */







function changeOf(before, after) {
    if (before === 'none')
        return 'added';
    if (after === 'none')
        return 'deleted';
    return 'modified';
}
const parsed = new WeakMap();
function entriesOf(index) {
    if (!parsed.has(index))
        parsed.set(index, readIndexEntries(index));
    return parsed.get(index);
}
/** From the two indexes when both are plain, else from their trees (write-tree, diff-tree). */
async function entryChanges(paths, before, after) {
    if (before.index.equals(after.index))
        return [];
    const a = entriesOf(before.index);
    const b = entriesOf(after.index);
    if (a && b)
        return diffIndexEntries(a, b);
    const [from, to] = await Promise.all([before.tree(), after.tree()]);
    if (from === to)
        return [];
    const out = await (0,git/* git */.$Y)(['diff-tree', '-r', '-z', '--raw', '--no-renames', '--full-index', from, to], {
        cwd: paths.top
    });
    return (0,raw_diff/* parseRawDiff */.L)(out);
}
async function treeWrites(paths, before, after) {
    return (await entryChanges(paths, before, after)).map(raw => ({
        path: raw.path,
        change: changeOf(raw.before, raw.after),
        source: 'tree',
        before: raw.before,
        after: raw.after
    }));
}
/** Lists the writes made between two snapshots of the same repository. */
async function collectWrites(paths, before, after) {
    const writes = await treeWrites(paths, before, after);
    for (const path of after.unaddable) {
        if (!before.unaddable.includes(path))
            writes.push({ path, change: 'added', source: 'unaddable' });
    }
    for (const { path, change } of diffIgnoredState(paths.top, before.ignored, after.ignored)) {
        writes.push({ path, change, source: 'ignored' });
    }
    for (const { key, change } of diffGitDirState(before.gitDir, after.gitDir)) {
        writes.push({ path: key, change, source: 'git-dir' });
    }
    for (const { ref, change } of diffRefState(before, after)) {
        writes.push({ path: `.git/${ref}`, change, source: 'ref' });
    }
    const gitDirs = [paths.gitDir, paths.commonDir];
    for (const write of writes) {
        if (write.change === 'deleted' || write.source === 'ref' || write.source === 'git-dir')
            continue;
        if (write.source === 'unaddable')
            continue;
        if (write.source === 'tree' && write.after !== 'symlink')
            continue;
        const link = readLinkInfo(paths.top, write.path, gitDirs);
        if (link)
            write.link = link;
    }
    writes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const headMoved = before.head.sha !== after.head.sha || before.head.symbolic !== after.head.symbolic;
    return { writes, headMoved };
}

;// CONCATENATED MODULE: ./src/git/attempt.ts
/**
 * One agent call as git sees it: a snapshot before, a snapshot after, the writes in
 * between, and the way back. The step drives it; nothing here knows about stories.
 */







/**
 * Before ralph's first git command after the call: the agent's config, hooks and include
 * targets would run its programs inside that command, so they go back first, without git.
 */
function putBackGitSetup(paths, before) {
    const now = readGitDirState(paths);
    const changes = diffGitDirState(before.gitDir, now);
    restoreGitDirState(before.gitDir, now, changes.map(change => change.key));
    return changes;
}
/**
 * The agent starts once its writes are sure to show in the next snapshot (see safeFrom):
 * at once, but for a few milliseconds after an ignored file changed just before the
 * snapshot, or the rest of the second when the index could not be read.
 */
async function until(ms) {
    const wait = ms - Date.now();
    if (wait > 0)
        await new Promise(resolve => setTimeout(resolve, wait));
}
/** git's words for an object that does not hash to its id (it checks trees and commits). */
const HASH_MISMATCH = /hash mismatch|is corrupt|unable to unpack|failed to unpack/;
/**
 * The agent altered the repository beyond what a revert restores: the object store no longer
 * holds what a snapshot recorded, or the git dir is gone. Nothing in this clone can put it right.
 */
class RepositoryAltered extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'RepositoryAltered';
    }
}
/** A revert that git stopped on an altered object: the cause and the fix, not git's words alone. */
function revertFailed(error, writes) {
    const stderr = error instanceof git/* GitError */.XS ? error.result.stderr : '';
    if (!HASH_MISMATCH.test(stderr))
        return error;
    const paths = writes.map(write => write.path).join(', ');
    return new RepositoryAltered(`The revert could not read the snapshot from .git/objects: the object store was altered ` +
        `(${stderr.trim().split('\n')[0]}). The agent's writes may still be in the checkout: ` +
        `${paths}. Fix: take those paths from a fresh clone of your remote, and replace this ` +
        `clone's altered objects (\`git fsck --full\` names them; re-cloning is simplest).`, { cause: error });
}
/** Snapshots the working tree as it is now; call just before the agent starts. */
async function beginAttempt(where, options = {}) {
    const keep = (path) => !options.exclude?.(path);
    const snaps = await startSnapshots(where);
    let before;
    let dotGit;
    try {
        dotGit = holdDotGit(snaps.paths);
    }
    catch (error) {
        snaps.dispose();
        throw error;
    }
    const dispose = () => {
        releaseDotGit(dotGit);
        snaps.dispose();
    };
    try {
        before = await snaps.take();
        await until(snaps.safeFrom());
    }
    catch (error) {
        dispose();
        throw error;
    }
    /** Fails closed when the repository is gone: no git runs anywhere else in its place. */
    const dotGitBack = () => {
        const check = checkDotGit(dotGit, snaps.paths.top);
        if (check.kind === 'lost')
            throw new RepositoryAltered(check.message);
        return check.kind === 'same' ? [] : [{ key: '.git', change: check.change }];
    };
    let ended;
    return {
        paths: snaps.paths,
        scratch: snaps.scratch,
        before,
        async end() {
            const tampered = [...dotGitBack(), ...putBackGitSetup(snaps.paths, before)];
            // The user's index is not the snapshot's (that one is private): it goes back while
            // the snapshot's git runs.
            const [after, indexRestored] = await Promise.all([
                snaps.take(),
                (0,git/* besideGit */.L5)(() => snaps.restoreUserIndex())
            ]);
            const { writes, headMoved } = await collectWrites(snaps.paths, before, after);
            const seen = new Set(writes.map(write => write.path));
            for (const { key, change } of tampered) {
                if (!seen.has(key))
                    writes.push({ path: key, change, source: 'git-dir' });
            }
            writes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
            ended = {
                after,
                writes: writes.filter(write => keep(write.path)),
                headMoved,
                indexRestored,
                gitSetupRestored: tampered.map(change => change.key)
            };
            return ended;
        },
        async revert(patchFile) {
            if (!ended)
                throw new Error('revert() needs end() first: the writes are not known yet');
            const { after, writes } = ended;
            // A program the agent left running may have swapped it since end().
            dotGitBack();
            const saved = await savePatch(snaps.paths, before, after, patchFile);
            const patchRel = (0,external_node_path_.relative)(snaps.paths.top, patchFile);
            const isPatch = (path) => path === patchRel;
            const report = await revertToSnapshot(snaps.paths, before, after, writes, snaps.scratch).catch((error) => {
                throw revertFailed(error, writes);
            });
            snaps.restoreUserIndex();
            const check = await snaps.take();
            const left = await collectWrites(snaps.paths, before, check);
            const remaining = left.writes
                .map(write => write.path)
                .filter(path => keep(path) && !isPatch(path));
            // The check snapshot hashed every file the revert wrote: no extra git process.
            const fromObjects = new Set(report.fromObjects);
            const forged = remaining.filter(path => fromObjects.has(path));
            return {
                restored: report.restored.filter(path => !forged.includes(path)),
                removed: report.removed,
                unrestorable: [...report.unrestorable, ...forged].sort(),
                patch: saved ? patchFile : null,
                remaining,
                forged
            };
        },
        dispose
    };
}

// EXTERNAL MODULE: ./src/loop/record/events.ts + 1 modules
var record_events = __webpack_require__(6245);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/loop/record/atomic.ts
var atomic = __webpack_require__(1157);
;// CONCATENATED MODULE: ./src/loop/prd/initial-prd.ts
/**
 * The PRD as it was before its first step, kept for `ralph replay`: written once, under the
 * lock, by the first step that finds no outcome of this PRD in the events log.
 */




/** How events name a PRD: its repository-relative path, or its absolute path outside. */
function prdKey(repo) {
    return repo.prdRel ?? repo.prdFile;
}
function initialPrdFile(repo) {
    const name = prdKey(repo).replace(/^\/+/, '').replace(/[/\\]/g, '__');
    return (0,external_node_path_.join)(repo.top, '.runtime', 'prd-initial', name);
}
const OUTCOMES = new Set(['story_pass', 'story_fail', 'story_skip']);
/** True when some run of this PRD already recorded an outcome (parsed leniently). */
function hasOutcome(logText, key) {
    const runsOfPrd = new Set();
    for (const line of logText.split('\n')) {
        let event;
        try {
            event = JSON.parse(line);
        }
        catch {
            continue;
        }
        if (event.event === 'run_start' && event.prd === key && event.run)
            runsOfPrd.add(event.run);
        if (event.event && OUTCOMES.has(event.event) && event.run && runsOfPrd.has(event.run)) {
            return true;
        }
    }
    return false;
}
async function saveInitialPrd(repo) {
    const file = initialPrdFile(repo);
    if ((0,external_node_fs_.existsSync)(file))
        return;
    const log = (0,external_node_fs_.existsSync)(repo.eventsLog) ? (0,external_node_fs_.readFileSync)(repo.eventsLog, 'utf8') : '';
    if (hasOutcome(log, prdKey(repo)))
        return;
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,atomic/* writeFileAtomic */.Z)(file, await (0,promises_.readFile)(repo.prdFile));
}

// EXTERNAL MODULE: ./src/loop/agent/adapters/index.ts + 2 modules
var adapters = __webpack_require__(9053);
// EXTERNAL MODULE: ./src/loop/agent/confinement.ts + 1 modules
var confinement = __webpack_require__(9574);
// EXTERNAL MODULE: ./src/loop/agent/env.ts
var env = __webpack_require__(2847);
// EXTERNAL MODULE: ./src/process/run.ts
var run = __webpack_require__(7212);
// EXTERNAL MODULE: ./src/process/which.ts
var which = __webpack_require__(4848);
;// CONCATENATED MODULE: ./src/loop/agent/preflight.ts
/**
 * Before an attempt counts: the agent's program exists and answers `--version` (the version
 * `agent-version` installed, when one was asked for), and its credentials are there — one of
 * the adapter's variables in the agent's environment, or a stored login its CLI reports.
 * A refusal ends the step before anything is recorded.
 */




const CHECK_MS = 10_000;
async function preflight(adapter, file, options) {
    if ((0,which/* findExecutable */.o)(file, options.env.PATH ?? '', options.cwd) === undefined)
        return { kind: 'refused', message: notFound(adapter, file, options.cwd) };
    if (adapter.name === 'command')
        return { kind: 'ready', version: null, credential: null };
    const version = await askVersion(adapter, file, options);
    if (version.kind === 'refused')
        return version;
    const credential = await findCredential(adapter, file, options);
    if (credential.kind === 'refused')
        return credential;
    return { kind: 'ready', version: version.version, credential: credential.credential };
}
async function askVersion(adapter, file, options) {
    const checked = await check(file, ['--version'], options);
    if (checked.kind === 'not-started')
        return {
            kind: 'refused',
            message: checked.code === 'ENOENT'
                ? notFound(adapter, file, options.cwd)
                : `could not start '${file}': ${checked.error}`
        };
    if (checked.exitCode !== 0 || checked.timedOut)
        return {
            kind: 'refused',
            message: `'${file} --version' did not answer (${checked.timedOut ? 'timed out' : `exit ${checked.exitCode ?? checked.signal}`}): ${checked.said || 'no output'}. Is this the ${adapter.name} CLI?`
        };
    const version = /\d+\.\d+\.\d+[0-9A-Za-z.+-]*/.exec(checked.said)?.[0] ?? checked.said.split('\n')[0] ?? '';
    if (options.expectedVersion !== undefined && version !== options.expectedVersion)
        return {
            kind: 'refused',
            message: `'${file} --version' reports ${version || 'nothing'}, not the ${options.expectedVersion} asked for with agent-version; another ${file} comes first on PATH.`
        };
    return { kind: 'ok', version };
}
async function findCredential(adapter, file, options) {
    if (adapter.credentialEnv.length === 0)
        return { kind: 'ok', credential: null };
    const set = adapter.credentialEnv.find(name => (options.env[name] ?? '').trim() !== '');
    if (set !== undefined)
        return { kind: 'ok', credential: set };
    const names = adapter.credentialEnv.join(' or ');
    let said = '';
    if (adapter.loginCheck) {
        const checked = await check(file, adapter.loginCheck, options);
        if (checked.kind === 'exited' && checked.exitCode === 0 && !checked.timedOut)
            return { kind: 'ok', credential: 'login' };
        const answer = checked.kind === 'exited'
            ? withoutWarnings(checked.said) || `exit ${checked.exitCode}`
            : checked.error;
        said = ` '${file} ${adapter.loginCheck.join(' ')}' says: ${oneLine(answer)}.`;
    }
    return {
        kind: 'refused',
        message: `${adapter.name} has no credentials: ${noneSet(adapter.credentialEnv)} for the agent, and it holds no stored login.${said} ` +
            `Set ${names} in the step's environment (from a secret), or log in on the runner${adapter.loginHint ? ` (${adapter.loginHint})` : ''}. ` +
            'Nothing ran and no attempt was counted.'
    };
}
function notFound(adapter, file, cwd) {
    const nothing = 'Nothing ran and no attempt was counted.';
    if (file.includes('/')) {
        const stat = statOrUndefined((0,external_node_path_.resolve)(cwd, file));
        if (stat === undefined)
            return `agent program '${file}' does not exist. ${nothing}`;
        if (stat.isDirectory())
            return `agent program '${file}' is a folder, not a program. ${nothing}`;
        return `agent program '${file}' is not executable: run chmod +x ${file}. ${nothing}`;
    }
    const install = adapter.npmPackage !== undefined
        ? `install ${adapter.npmPackage} (the action's input agent-version does it), `
        : 'install it, ';
    return `agent program '${file}' not found on PATH: ${install}or choose another with --agent. ${nothing}`;
}
async function check(file, args, options) {
    const ran = await (0,run/* run */.e)(file, args, {
        cwd: options.cwd,
        env: options.env,
        input: '',
        timeoutMs: options.timeoutMs ?? CHECK_MS,
        graceMs: 1000,
        tailBytes: 4096,
        secrets: options.secrets,
        confine: options.confine
    });
    if (ran.kind === 'not-started')
        return ran;
    return {
        kind: 'exited',
        exitCode: ran.exitCode,
        signal: ran.signal,
        timedOut: ran.timedOut,
        said: ran.tail.trim()
    };
}
/** Codex prefixes its answers with `WARNING:` lines about its home folder; the answer is the rest. */
function withoutWarnings(text) {
    return text
        .split('\n')
        .filter(line => !/^WARNING:/.test(line.trim()))
        .join('\n')
        .trim();
}
function oneLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}
function statOrUndefined(file) {
    try {
        return (0,external_node_fs_.statSync)(file);
    }
    catch {
        return undefined;
    }
}
function noneSet(names) {
    if (names.length === 1)
        return `${names[0]} is not set`;
    if (names.length === 2)
        return `neither ${names[0]} nor ${names[1]} is set`;
    return `none of ${names.join(', ')} is set`;
}

// EXTERNAL MODULE: ./src/process/redact.ts
var redact = __webpack_require__(3036);
// EXTERNAL MODULE: ./src/loop/agent/transcript.ts
var agent_transcript = __webpack_require__(3340);
;// CONCATENATED MODULE: ./src/loop/agent/agent.ts
/**
 * One agent call in two halves: `prepareAgent` builds the argv with the adapter, scrubs the
 * environment, decides the confinement and runs the preflight inside it (nothing is recorded
 * when it refuses); `runAgent` runs the program, confined or in its own process group, with
 * the prompt on stdin and reads its transcript.
 */











const TAIL_LINES = 50;
const TAIL_BYTES = 256 * 1024;
/** A transcript is cut here rather than filling the memory. */
const MAX_TRANSCRIPT = 16 * 1024 * 1024;
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
function tailLines(tail) {
    const lines = tail.split(/\r?\n/);
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines.slice(-TAIL_LINES);
}
/**
 * Builds the call and checks the agent can run it. Throws for a bad call (an effort level or
 * extra argument the adapter refuses); refuses when the program or its credentials are missing.
 */
async function prepareAgent(adapter, call, options) {
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-agent-'));
    const dispose = () => (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    try {
        const invocation = adapter.build(call, scratch);
        const setup = await setUp(adapter, call, options, invocation, scratch);
        if (setup.kind === 'refused') {
            dispose();
            return setup;
        }
        const { env, dropped, secrets, plan, inside } = setup;
        const ready = await preflight(adapter, invocation.file, {
            env,
            cwd: call.repo,
            secrets,
            expectedVersion: options.expectedVersion,
            confine: inside?.confine
        });
        if (ready.kind === 'refused') {
            dispose();
            return { ...ready, by: 'preflight' };
        }
        if (plan.kind === 'unconfined' && plan.warning)
            options.warn?.(plan.warning);
        for (const file of invocation.files)
            (0,external_node_fs_.writeFileSync)(file.path, file.content);
        const argv = [invocation.file, ...invocation.args].map(arg => (0,redact/* redact */.E)(arg, secrets));
        const identity = { name: adapter.name, version: ready.version, model: call.model ?? null, argv };
        return {
            kind: 'ready',
            agent: {
                identity,
                credential: ready.credential,
                invocation,
                env,
                dropped,
                secrets,
                sandbox: plan.use,
                confine: inside?.confine,
                dispose
            }
        };
    }
    catch (error) {
        dispose();
        throw error;
    }
}
/** The agent's environment by allowlist, and the sandbox it runs in (with its environment there). */
async function setUp(adapter, call, options, invocation, scratch) {
    // The adapter's own names reach the agent like names in pass-env.
    const config = adapter.configDir ? [adapter.configDir.env] : [];
    const scrubbed = (0,env/* agentEnv */.b$)(options.env, [...options.passEnv, ...adapter.credentialEnv, ...config], {
        RALPH_STORY_ID: call.storyId,
        RALPH_REPORT_PATH: call.reportPath,
        RALPH_MODE: call.mode
    });
    const plan = await (0,confinement/* planSandbox */.lk)(options.sandbox ?? 'auto', options.network ?? true, options.env);
    if (plan.kind === 'refused')
        return { ...plan, by: 'sandbox' };
    const program = (0,which/* findExecutable */.o)(invocation.file, scrubbed.env.PATH ?? '', call.repo);
    const inside = plan.kind === 'confined'
        ? (0,confinement/* confine */.Do)(adapter, plan, { env: scrubbed.env, repo: call.repo, program, scratch })
        : undefined;
    return { kind: 'ok', ...scrubbed, env: inside?.env ?? scrubbed.env, plan, inside };
}
/** Runs the prepared agent once. Never throws for the agent's behaviour. */
async function runAgent(agent, call, options) {
    const { invocation, secrets } = agent;
    const source = invocation.lastMessage;
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const { maxTokens, onProgress } = options;
    const follower = source.from === 'transcript'
        ? (0,agent_transcript/* followTranscript */.Wr)(source.format, text => onProgress?.({ kind: 'message', text: (0,redact/* redact */.E)(text, secrets) }))
        : undefined;
    // A spent budget stops the call as Ctrl-C would, but the attempt counts.
    const budget = new AbortController();
    let overBudget;
    let reported = 0;
    const onStdout = (chunk) => {
        hash.update(chunk);
        if (!follower)
            return;
        follower.push(chunk);
        const tokens = follower.tokens();
        if (tokens !== reported)
            onProgress?.({ kind: 'tokens', tokens: (reported = tokens) });
        if (maxTokens !== undefined && tokens > maxTokens && overBudget === undefined) {
            overBudget = tokens;
            budget.abort();
        }
    };
    const ran = await (0,run/* run */.e)(invocation.file, invocation.args, {
        cwd: call.repo,
        env: agent.env,
        input: call.prompt,
        timeoutMs: options.timeoutMs,
        graceMs: options.graceMs,
        signal: options.signal ? AbortSignal.any([options.signal, budget.signal]) : budget.signal,
        onStdout,
        keepStdout: source.from === 'transcript' ? MAX_TRANSCRIPT : 0,
        tailBytes: TAIL_BYTES,
        secrets,
        confine: agent.confine
    });
    if (ran.kind === 'not-started') {
        const error = ran.code === 'ENOENT'
            ? `agent program '${invocation.file}' not found on PATH (install it, or choose another with --agent)`
            : `could not start '${invocation.file}': ${ran.error}`;
        return { kind: 'not-started', argv: agent.identity.argv, error, durationMs: ran.durationMs };
    }
    const transcript = source.from === 'transcript' ? (0,redact/* redact */.E)(ran.stdout, secrets) : null;
    const read = follower?.summary();
    // The final count (claude's result) may pass the limit the running count had not.
    const total = (read?.usage.tokens?.input ?? 0) + (read?.usage.tokens?.output ?? 0);
    if (maxTokens !== undefined && total > maxTokens)
        overBudget ??= total;
    // A transcript adapter that produced no message gives '' (a failure), never null.
    const lastMessage = read ? read.lastMessage : null;
    return {
        kind: 'ran',
        lastMessage,
        transcript,
        record: {
            argv: agent.identity.argv,
            exitCode: ran.exitCode,
            signal: ran.signal,
            timedOut: ran.timedOut,
            interrupted: ran.interrupted && options.signal?.aborted === true,
            durationMs: ran.durationMs,
            stdoutSha256: hash.digest('hex'),
            lastMessageSha256: lastMessage === null ? null : sha256(lastMessage),
            tail: tailLines(ran.tail),
            droppedEnv: agent.dropped,
            usage: read?.usage ?? {},
            ...(overBudget !== undefined ? { overBudget } : {})
        }
    };
}
/** Prepare and run in one (for callers that treat a refusal as an error). */
async function callAgent(adapter, call, options) {
    const prepared = await prepareAgent(adapter, call, options);
    if (prepared.kind === 'refused')
        return prepared;
    try {
        return await runAgent(prepared.agent, call, options);
    }
    finally {
        prepared.agent.dispose();
    }
}

;// CONCATENATED MODULE: ./src/loop/record/attempt-log.ts
/** What a step records of its agent call: the agent_exit event and the redacted output tail. */


/** Writes `<base>.log`: the argv, how the call ended, and the last 50 redacted lines. */
function saveTail(base, p, result) {
    const file = `${base}.log`;
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    const r = result.record;
    const header = [
        `# ${p.story.id} attempt ${p.attempt}: ${r.argv.join(' ')}`,
        `# exit ${r.exitCode ?? 'none'}, signal ${r.signal ?? 'none'}, timed out ${r.timedOut}, ${r.durationMs} ms`,
        `# environment without: ${r.droppedEnv.join(' ') || '(nothing dropped)'}`
    ];
    (0,external_node_fs_.writeFileSync)(file, [...header, ...r.tail].join('\n') + '\n');
}
/** Writes `<base>.jsonl`: the redacted transcript. Null (and no file) for adapters without one. */
function saveTranscript(base, result) {
    if (result.transcript === null)
        return null;
    const file = `${base}.jsonl`;
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    (0,external_node_fs_.writeFileSync)(file, result.transcript);
    return file;
}
function agentExitEvent(p, result, writes) {
    const r = result.record;
    const usage = eventUsage(r.usage);
    return {
        event: 'agent_exit',
        story: p.story.id,
        attempt: p.attempt,
        exit_code: r.exitCode,
        signal: r.signal,
        timed_out: r.timedOut,
        duration_ms: r.durationMs,
        stdout_sha256: r.stdoutSha256,
        last_message_sha256: r.lastMessageSha256,
        writes,
        ...(Object.keys(usage).length > 0 ? { usage } : {})
    };
}
function eventUsage({ turns, tokens, costUsd }) {
    const usage = turns === undefined ? {} : { turns };
    if (tokens) {
        usage.input_tokens = tokens.input;
        usage.cached_input_tokens = tokens.cachedInput;
        usage.output_tokens = tokens.output;
    }
    if (costUsd !== undefined)
        usage.cost_usd = costUsd;
    return usage;
}

;// CONCATENATED MODULE: ./src/loop/acceptance.ts
/**
 * Acceptance of one call: the agent ended well and the `Created` path is a non-empty
 * regular file inside the repository, reached without symlinks, and among the writes.
 * For adapters with a last message the runner writes that message there when the agent
 * did not write the file itself (the original loop's behaviour).
 */



/** Why the file at `reportPath` is not an acceptable report, or undefined when it is. */
function reportProblem(top, reportPath) {
    const abs = (0,external_node_path_.join)(top, reportPath);
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(abs);
    }
    catch {
        return `report '${reportPath}' does not exist after the call`;
    }
    const realTop = (0,external_node_fs_.realpathSync)(top);
    if (real !== (0,external_node_path_.join)(realTop, reportPath)) {
        const rel = (0,external_node_path_.relative)(realTop, real);
        return rel.startsWith('..') || rel.startsWith('/')
            ? `report '${reportPath}' escapes the repository through a symlink (resolves to '${real}')`
            : `report '${reportPath}' is reached through a symlink (resolves to '${rel}')`;
    }
    const stat = (0,external_node_fs_.lstatSync)(abs);
    if (!stat.isFile())
        return `report '${reportPath}' is not a regular file`;
    if ((0,external_node_fs_.readFileSync)(abs, 'utf8').trim() === '')
        return `report '${reportPath}' is empty`;
    return undefined;
}
/**
 * Writes `text` at `reportPath` without following any symlink: every existing folder on
 * the way must be a real folder, and the file itself is opened with O_NOFOLLOW.
 */
function writeReport(top, reportPath, text) {
    const parts = reportPath.split('/');
    let dir = top;
    for (const part of parts.slice(0, -1)) {
        dir = (0,external_node_path_.join)(dir, part);
        const stat = (0,lstat/* lstatOrUndefined */.Y)(dir);
        if (!stat)
            (0,external_node_fs_.mkdirSync)(dir);
        else if (!stat.isDirectory()) {
            return `cannot write report '${reportPath}': '${(0,external_node_path_.relative)(top, dir)}' is not a real folder`;
        }
    }
    const abs = (0,external_node_path_.join)(top, reportPath);
    const existing = (0,lstat/* lstatOrUndefined */.Y)(abs);
    if (existing && !existing.isFile()) {
        return `cannot write report '${reportPath}': it exists and is not a regular file`;
    }
    const flags = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | external_node_fs_.constants.O_NOFOLLOW;
    const fd = (0,external_node_fs_.openSync)(abs, flags, 0o644);
    try {
        (0,external_node_fs_.writeSync)(fd, text);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return undefined;
}
function agentFailure(agent) {
    if (agent.overBudget !== undefined)
        return `budget exceeded: ${agent.overBudget} tokens`;
    if (agent.timedOut)
        return `agent timed out after ${Math.round(agent.timeoutMs / 1000)} s`;
    if (agent.exitCode === null)
        return `agent was killed by ${agent.signal ?? 'a signal'}`;
    if (agent.exitCode !== 0)
        return `agent exited with code ${agent.exitCode}`;
    return undefined;
}
function accept(input) {
    const failure = agentFailure(input.agent);
    if (failure)
        return { kind: 'rejected', reason: failure };
    const written = input.writes.some(write => write.path === input.reportPath && write.change !== 'deleted');
    if (written) {
        const problem = reportProblem(input.top, input.reportPath);
        return problem ? { kind: 'rejected', reason: problem } : { kind: 'accepted', by: 'agent' };
    }
    if (input.lastMessage === null) {
        return { kind: 'rejected', reason: `agent did not write the report '${input.reportPath}'` };
    }
    if (input.lastMessage.trim() === '') {
        return { kind: 'rejected', reason: 'agent printed nothing: the last message is empty' };
    }
    const problem = writeReport(input.top, input.reportPath, input.lastMessage);
    if (problem)
        return { kind: 'rejected', reason: problem };
    return { kind: 'accepted', by: 'runner' };
}

// EXTERNAL MODULE: ./src/loop/scope.ts
var loop_scope = __webpack_require__(9898);
;// CONCATENATED MODULE: ./src/loop/judge.ts


function describeViolations(violations, writes) {
    const source = new Map(writes.map(write => [write.path, write.source]));
    const shown = violations.slice(0, 5).map(v => {
        const detail = source.get(v.path) === 'ref'
            ? 'the agent moved a git ref (a commit, branch or tag)'
            : v.detail;
        return `${v.path} (${detail})`;
    });
    const more = violations.length > 5 ? `, and ${violations.length - 5} more` : '';
    return `scope violation: ${shown.join(', ')}${more}`;
}
/** Scope first (a violating attempt is never accepted), then acceptance. */
function judge(top, timeoutMs, p, end, result, tampered = []) {
    const scope = (0,loop_scope/* classifyWrites */.Lo)(end.writes, p.scope);
    const runner = tampered.length > 0 ? `runner files changed by the agent, put back: ${tampered.join(', ')}` : '';
    if (scope.kind === 'violation') {
        const reason = [describeViolations(scope.violations, end.writes), runner]
            .filter(Boolean)
            .join('; ');
        return { verdict: { kind: 'fail', reason }, violations: scope.violations };
    }
    // The PRD outside the repository, for one: no write the scope saw, still never the agent's.
    if (runner !== '')
        return { verdict: { kind: 'fail', reason: runner }, violations: [] };
    const accepted = accept({
        top,
        reportPath: p.reportPath,
        writes: end.writes,
        agent: { ...result.record, timeoutMs },
        lastMessage: result.lastMessage
    });
    if (accepted.kind === 'rejected') {
        return { verdict: { kind: 'fail', reason: accepted.reason }, violations: [] };
    }
    return {
        verdict: { kind: 'pass', reportPath: p.reportPath },
        violations: [],
        writtenBy: accepted.by
    };
}

;// CONCATENATED MODULE: ./src/loop/record/lock-held.ts
// Apart from lock.ts so that `ralph`'s start, which maps this error to its exit code, does not
// load node:crypto (lock.ts draws its tokens from it).
class LockHeldError extends Error {
    path;
    owner;
    constructor(path, owner, waitedMs) {
        const who = owner
            ? `pid ${owner.pid} on host ${owner.host} (since ${owner.started})`
            : 'an owner whose lock file cannot be read';
        super(`The Ralph lock ${path} is held by ${who}; waited ${waitedMs} ms. ` +
            'Let that run finish, or, if that process no longer exists (for example on another ' +
            'host), delete the lock file.');
        this.path = path;
        this.owner = owner;
        this.name = 'LockHeldError';
    }
}

;// CONCATENATED MODULE: ./src/loop/record/lock.ts






/** The lock's place in a repository. */
function lockPath(dir) {
    return (0,external_node_path_.join)(dir, '.runtime', 'ralph.lock');
}
/** True while a process with this pid exists (EPERM: it exists but belongs to someone else). */
function isProcessAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
function parseOwner(raw) {
    try {
        const value = JSON.parse(raw);
        if (typeof value.pid === 'number' && typeof value.host === 'string')
            return {
                pid: value.pid,
                host: value.host,
                started: String(value.started ?? 'unknown'),
                token: String(value.token ?? '')
            };
    }
    catch {
        // fall through: unreadable content has no owner
    }
    return undefined;
}
async function readRaw(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/**
 * Creates `path` with `content` only if it does not exist. The content is written to a temp
 * file first and hard-linked into place (link fails like O_EXCL when the name exists), so no
 * reader ever sees a half-written lock.
 */
async function createExclusive(path, content) {
    const temp = `${path}.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
    await (0,promises_.writeFile)(temp, content, { flag: 'wx' });
    try {
        await (0,promises_.link)(temp, path);
        return true;
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    finally {
        await (0,promises_.unlink)(temp).catch(() => undefined);
    }
}
function isStale(owner, host) {
    return owner !== undefined && owner.host === host && !isProcessAlive(owner.pid);
}
/**
 * Removes a dead owner's lock. A second lock file serializes recoveries, so two waiters that
 * both saw the same dead owner cannot each delete the lock the other one has just taken.
 */
async function recoverStale(path, staleRaw, self) {
    const guard = `${path}.recover`;
    if (!(await createExclusive(guard, JSON.stringify(self)))) {
        const guardRaw = await readRaw(guard);
        if (guardRaw !== undefined && isStale(parseOwner(guardRaw), self.host))
            await (0,promises_.unlink)(guard).catch(() => undefined);
        return;
    }
    try {
        if ((await readRaw(path)) === staleRaw)
            await (0,promises_.unlink)(path);
    }
    finally {
        await (0,promises_.unlink)(guard).catch(() => undefined);
    }
}
const sleep = (ms) => new Promise(resolve => setTimeout(resolve, ms));
/**
 * Takes the repository's Ralph lock (`<dir>/.runtime/ralph.lock`). A lock whose owner died on
 * this host is taken over; a live owner (or one on another host, whose liveness cannot be
 * checked) is waited for up to `timeoutMs`, then LockHeldError names it. Returns the release
 * function, which removes the lock only while it is still ours.
 */
async function acquireLock(dir, options) {
    const path = lockPath(dir);
    await (0,promises_.mkdir)((0,external_node_path_.join)(dir, '.runtime'), { recursive: true });
    const self = {
        pid: options.pid ?? process.pid,
        host: options.host ?? (0,external_node_os_.hostname)(),
        started: (options.now?.() ?? new Date()).toISOString(),
        token: (0,external_node_crypto_.randomBytes)(12).toString('hex')
    };
    const content = JSON.stringify(self) + '\n';
    const pollMs = options.pollMs ?? 100;
    const start = Date.now();
    for (;;) {
        if (await createExclusive(path, content))
            return releaseFor(path, self.token);
        const raw = await readRaw(path);
        if (raw === undefined)
            continue;
        const owner = parseOwner(raw);
        if (isStale(owner, self.host)) {
            await recoverStale(path, raw, self);
            continue;
        }
        const waited = Date.now() - start;
        if (waited >= options.timeoutMs)
            throw new LockHeldError(path, owner, waited);
        await sleep(Math.min(pollMs, options.timeoutMs - waited));
    }
}
function releaseFor(path, token) {
    let released = false;
    return async () => {
        if (released)
            return;
        released = true;
        const raw = await readRaw(path);
        if (raw !== undefined && parseOwner(raw)?.token === token)
            await (0,promises_.unlink)(path);
    };
}

;// CONCATENATED MODULE: ./src/loop/record/runner-files.ts
/**
 * The runner's own files (everything under .runtime/: the events log, attempt logs and
 * patches, the initial PRD; and the PRD itself) are copied aside before the agent call and
 * put back after it when the agent changed or deleted them. Git cannot do it when they are
 * ignored, or when the PRD lives outside the repository.
 *
 * The copies stay between steps in a folder of the git dir, with a manifest of each file's
 * lstat signature (ctime and inode included, which no agent can set back) and hash: a file
 * the runner did not touch since the last step is neither copied nor hashed again, so the
 * cost follows what changed, not the history. After the call a file whose signature is the
 * same is unchanged; another is hashed, and put back from a copy whose hash is checked.
 */




const runner_files_MAX_KEPT = 256 * 1024 * 1024;
const MANIFEST = 'manifest.json';
/** Slack for the file system's coarse clock, which lags the wall clock by up to a tick. */
const runner_files_CLOCK_TICK_MS = 20;
function sha256Of(abs) {
    try {
        return (0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(abs)).digest('hex');
    }
    catch {
        return undefined;
    }
}
const ctimeMs = (sig) => Number(BigInt(sig.split(':')[3] ?? '0') / 1000000n);
/** Regular files under `dir` (not through links), typed by the folder listing: no lstat each. */
function filesUnder(dir, skip) {
    const found = [];
    const walk = (abs) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(abs, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(abs, entry.name);
            if (entry.isDirectory())
                walk(path);
            else if (entry.isFile() && !skip(path))
                found.push(path);
        }
    };
    if ((0,external_node_fs_.lstatSync)(dir, { throwIfNoEntry: false })?.isDirectory())
        walk(dir);
    return found;
}
/** Makes `dir` a real folder: a file or symlink the agent put on its way is removed. */
function realDirs(top, dir) {
    const rel = (0,external_node_path_.relative)(top, dir);
    const parts = rel.startsWith('..') || rel === '' ? [] : rel.split(external_node_path_.sep);
    let at = top;
    for (const part of parts) {
        at = (0,external_node_path_.join)(at, part);
        try {
            if (!(0,external_node_fs_.lstatSync)(at).isDirectory())
                (0,external_node_fs_.rmSync)(at, { force: true });
        }
        catch {
            // missing: made below
        }
    }
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
}
function readManifest(keep) {
    try {
        const parsed = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(keep, MANIFEST), 'utf8'));
        return typeof parsed === 'object' && parsed !== null ? parsed : {};
    }
    catch {
        return {};
    }
}
/**
 * Writes `bytes` to a new file at `path`. The old file is removed first: ext4 flushes a file
 * truncated and rewritten in place at its close (a few ms each), but not a new one; and a
 * link put in its place is removed, not followed.
 */
function writeFresh(path, bytes) {
    (0,external_node_fs_.rmSync)(path, { force: true });
    (0,external_node_fs_.writeFileSync)(path, bytes, { flag: 'wx' });
}
/**
 * The manifest's entry when the file is as it was copied, else a fresh copy. The copy and its
 * hash come from the same bytes, read once; a write after the lstat changes the signature,
 * so the next look hashes the file again.
 */
function keepFile(abs, keep, old) {
    const sig = lstatSignature(abs);
    if (sig === undefined)
        return undefined;
    if (old?.sig === sig && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(keep, old.copy)))
        return old;
    if ((0,external_node_fs_.lstatSync)(abs).size > runner_files_MAX_KEPT)
        return undefined;
    let bytes;
    try {
        bytes = (0,external_node_fs_.readFileSync)(abs);
    }
    catch {
        return undefined;
    }
    const copy = (0,external_node_crypto_.createHash)('sha256').update(abs).digest('hex').slice(0, 32);
    writeFresh((0,external_node_path_.join)(keep, copy), bytes);
    return { sig, sha256: (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex'), copy };
}
/** Resolves once the clock is a tick past `ms`, so that a later write gets a later ctime. */
async function pastTick(ms) {
    const wait = ms + runner_files_CLOCK_TICK_MS - Date.now();
    if (wait > 0)
        await new Promise(resolve => setTimeout(resolve, wait));
}
/**
 * Keeps `files` and every file under `dirs` (but those `skip` names) in `keep`, a folder
 * of the runner's own. `top` is only for the names reported.
 */
function guardRunnerFiles(options) {
    const { keep } = options;
    const skip = options.skip ?? (() => false);
    (0,external_node_fs_.mkdirSync)(keep, { recursive: true });
    const all = [
        ...options.files.filter(file => (0,external_node_fs_.existsSync)(file) && (0,external_node_fs_.lstatSync)(file).isFile()),
        ...options.dirs.flatMap(dir => filesUnder(dir, skip))
    ];
    const old = readManifest(keep);
    const kept = {};
    for (const abs of all) {
        const entry = keepFile(abs, keep, old[abs]);
        if (entry)
            kept[abs] = entry;
    }
    const copies = new Set(Object.values(kept).map(entry => entry.copy));
    for (const name of (0,external_node_fs_.readdirSync)(keep)) {
        if (name !== MANIFEST && !copies.has(name))
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(keep, name), { force: true });
    }
    // Not fsync'd: a manifest lost in a crash only costs fresh copies at the next step.
    writeFresh((0,external_node_path_.join)(keep, MANIFEST), JSON.stringify(kept));
    const newest = Math.max(0, ...Object.values(kept).map(entry => ctimeMs(entry.sig)));
    const shown = (abs) => {
        const rel = (0,external_node_path_.relative)(options.top, abs);
        return rel.startsWith('..') ? abs : rel.split(external_node_path_.sep).join('/');
    };
    return {
        settled: () => pastTick(newest),
        restore() {
            const changed = [];
            for (const [abs, entry] of Object.entries(kept)) {
                if (lstatSignature(abs) === entry.sig)
                    continue;
                const isFile = (0,external_node_fs_.existsSync)(abs) && (0,external_node_fs_.lstatSync)(abs).isFile();
                if (isFile && sha256Of(abs) === entry.sha256)
                    continue;
                changed.push(shown(abs));
                const copy = (0,external_node_path_.join)(keep, entry.copy);
                // A copy the agent changed too cannot give the file back: it stays reported.
                if (sha256Of(copy) !== entry.sha256)
                    continue;
                (0,external_node_fs_.rmSync)(abs, { recursive: true, force: true });
                realDirs(options.top, (0,external_node_path_.dirname)(abs));
                (0,external_node_fs_.copyFileSync)(copy, abs);
            }
            return changed.sort();
        },
        dispose() {
            // The copies stay for the next step; the manifest says which are still current.
        }
    };
}

// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var paths = __webpack_require__(8472);
// EXTERNAL MODULE: ./src/loop/plan/policy.ts
var plan_policy = __webpack_require__(2552);
// EXTERNAL MODULE: ./src/loop/prd/prd.ts + 3 modules
var prd = __webpack_require__(5760);
;// CONCATENATED MODULE: ./src/loop/plan/prompt.ts



/** Markdown inline code that survives backticks inside the text. */
function code(text) {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** A list item; continuation lines are indented under it. */
function bullet(text) {
    return '- ' + text.replaceAll('\n', '\n  ');
}
function list(value) {
    return typeof value === 'string' ? [value] : value.map(bullet);
}
function section(title, body) {
    return [`## ${title}`, '', ...body, ''];
}
function stepLines(step, index) {
    const label = step.id === undefined ? `${index + 1}.` : `${step.id}:`;
    return [
        `### ${label} ${step.title}`,
        '',
        'Actions:',
        ...step.actions.map(bullet),
        '',
        'Expected evidence:',
        ...step.expected_evidence.map(bullet),
        '',
        'Done when:',
        ...step.done_when.map(bullet),
        ''
    ];
}
const GLOB_NOTE = '(globs relative to the repository root; a pattern starting with `!` excludes; the last matching pattern wins)';
/** Fixing writes inside the scope; audit and linting only read it and write the report alone. */
function scopeLines(story, report) {
    const patterns = ['', ...story.scope.map(pattern => bullet(code(pattern))), ''];
    if (story.mode === 'fixing')
        return [
            `You may write only paths that match these patterns ${GLOB_NOTE}:`,
            ...patterns,
            `The report path ${code(report)} is always allowed.`
        ];
    return [
        `This story is about the paths that match these patterns ${GLOB_NOTE}; read them:`,
        ...patterns,
        `In ${story.mode} mode the only file you write is the report, ${code(report)}.`
    ];
}
function modeRules(mode, options) {
    switch (mode) {
        case 'audit':
            return [
                bullet('Read and analyse only. Write nothing except the report.'),
                bullet('Do not run commands that change files (formatters in write mode, code generators, package installs).')
            ];
        case 'linting': {
            const order = options.lintDetectionOrder ?? [];
            return [
                bullet("Run the project's existing checks (linters, type checkers, tests) without changing anything, and record each command with its result in the report."),
                bullet('Do not fix what you find, even where a tool offers to. Write nothing except the report.'),
                ...(order.length > 0 ? ['', 'Look for checks in this order:', ...order.map(bullet)] : [])
            ];
        }
        case 'fixing':
            return [
                bullet('You may change, add and delete files that match the scope, and nothing else.'),
                bullet('Keep every change tied to this story. In the report, list each changed file and how you verified the change.')
            ];
    }
}
/**
 * The prompt of one story: a pure function of the story, the policy text (CODEX.md) and the
 * options. No clock, no environment, no file system: same inputs, same bytes. The story must
 * be valid (validate.ts); a story without one safe `Created` path throws.
 */
function buildPrompt(story, policyText, options = {}) {
    const report = (0,paths/* createdPath */.gL)(story);
    if (report === undefined)
        throw new Error(`Story '${story.id}' has no single valid "Created <path>" criterion; run 'ralph validate'.`);
    const protectedPaths = options.protectedPaths ?? plan_policy/* DEFAULT_PROTECTED_PATHS */.YX;
    const lines = [
        `# Story ${story.id}: ${story.title}`,
        '',
        'You are one step of a Ralph Loop: one agent call for one story. Do this story only, then stop.',
        '',
        bullet(`Mode: ${story.mode}`),
        bullet(`Priority: ${story.priority}`),
        bullet(`Report: ${code(report)}`),
        ''
    ];
    if (story.objective !== undefined)
        lines.push(...section('Objective', [story.objective]));
    if (story.steps !== undefined)
        lines.push('## Steps', '', ...story.steps.flatMap(stepLines));
    lines.push(...section('Acceptance criteria', story.acceptance_criteria.map(bullet)));
    if (story.verification !== undefined)
        lines.push(...section('Verification', list(story.verification)));
    if (story.out_of_scope !== undefined)
        lines.push(...section('Out of scope', list(story.out_of_scope)));
    if (story.notes !== undefined && story.notes.length > 0)
        lines.push(...section('Notes', list(story.notes)));
    lines.push(...section('Scope', scopeLines(story, report)), ...section(`Mode rules: ${story.mode}`, modeRules(story.mode, options)), ...section('Never touch', [
        ...protectedPaths.map(path => bullet(code(path))),
        '',
        'The runner owns these paths. Writing to them fails the step.'
    ]), ...section('The report', [
        `Write the report to ${code(report)} (relative to the repository root). The step passes only when this file exists after your call.`
    ]));
    const policy = policyText.endsWith('\n') || policyText === '' ? policyText : policyText + '\n';
    return lines.join('\n') + (policy === '' ? '' : '\n---\n\n' + policy);
}

// EXTERNAL MODULE: ./src/loop/transition.ts
var transition = __webpack_require__(6035);
;// CONCATENATED MODULE: ./src/loop/plan/step-plan.ts
/** What a step will do, decided before the agent runs: the story, its prompt and its scope. */










async function loadValidPrd(repo, name) {
    const loaded = await (0,prd/* loadPrd */.V8)(name, repo.prdFile);
    if (loaded.kind === 'ok')
        return loaded.prd;
    throw (0,step_settings/* prdError */.zT)(loaded);
}
async function policyText(top, flag) {
    if (flag !== undefined)
        return (0,plan_policy/* readPolicy */.T4)(flag);
    const own = (0,external_node_path_.join)(top, 'CODEX.md');
    return (0,plan_policy/* readPolicy */.T4)((0,external_node_fs_.existsSync)(own) ? own : (0,plan_policy/* defaultPolicyPath */.r2)());
}
/**
 * The prompt a step sends for `story`: the one builder behind `ralph step` and
 * `ralph next --prompt`, so the second prints the exact bytes of the first.
 */
async function storyPrompt(story, prd, repo, settings) {
    const protect = (0,loop_scope/* protection */.sc)(repo.prdRel, settings.protect);
    return buildPrompt(story, await policyText(repo.top, settings.policy), {
        protectedPaths: [...protect.protectedPaths, ...protect.protectedGlobs],
        lintDetectionOrder: prd.defaults?.lint_detection_order
    });
}
/** The story `--story` names: it must exist and be open. */
function namedStory(prd, id) {
    const story = prd.stories.find(s => s.id === id);
    if (story === undefined)
        throw new step_settings/* StepError */.zg('bad-input', `Story '${id}' is not in the PRD. Expected one of: ${prd.stories.map(s => s.id).join(', ')}.`);
    const status = (0,plan_select/* storyStatus */.Qx)(story);
    if (status !== 'open')
        throw new step_settings/* StepError */.zg('bad-input', `Story '${id}' is ${status}, not open: only an open story runs (reset it in the PRD to run it again).`);
    return story;
}
async function plan(settings, repo) {
    const prd = await loadValidPrd(repo, settings.prd);
    const mode = (0,plan_select/* runMode */.rt)(prd, settings.mode);
    const story = settings.story === undefined ? (0,plan_select/* selectNextStory */.T7)(prd, mode) : namedStory(prd, settings.story);
    if (!story)
        return mode;
    const reportPath = (0,paths/* createdPath */.gL)(story);
    if (reportPath === undefined) {
        throw new step_settings/* StepError */.zg('bad-input', `Story '${story.id}' has no valid Created path; run 'ralph validate'.`);
    }
    const protect = (0,loop_scope/* protection */.sc)(repo.prdRel, settings.protect);
    const prompt = await storyPrompt(story, prd, repo, settings);
    const scope = { mode: story.mode, scope: story.scope, reportPath, ...protect };
    if ((0,loop_scope/* compileScope */.o4)(scope)({ path: reportPath }).kind === 'violation') {
        throw new step_settings/* StepError */.zg('bad-input', `Story '${story.id}': its report path '${reportPath}' is protected (the PRD, CODEX.md, .runtime/, .git/, .github/workflows/ or --protect); choose a report path outside them, for example under .ralph/reports/.`);
    }
    return { prd, story, attempt: (0,transition/* attemptNumber */.X)(story), reportPath, prompt, scope };
}

// EXTERNAL MODULE: ./src/loop/step-repo.ts
var step_repo = __webpack_require__(6155);
;// CONCATENATED MODULE: ./src/loop/forged-message.ts
/** What a step says when the revert wrote back bytes the object store forged. */
/**
 * Names the paths, the cause and the fix: the object store itself no longer holds the
 * snapshot's content, so no git command in this clone can bring it back.
 */
function forgedMessage(story, paths) {
    const list = paths.join(', ');
    return (`after reverting ${story}: could not restore ${list}: the bytes checked out of .git/objects ` +
        `do not hash to the ids the snapshot recorded: the object store was altered (git does not ` +
        `check an object's hash when it reads it), or a program the agent left running rewrote ` +
        `them since; ${list} now hold(s) bytes the agent chose. ` +
        `Fix: take ${list} from a fresh clone of your remote, and replace this clone's altered ` +
        `objects (\`git fsck --full\` names them; re-cloning is simplest) before the next step.`);
}

;// CONCATENATED MODULE: ./src/loop/step.ts
/**
 * One transition δ of the Ralph Loop: plan (load, select, prompt), snapshot, one agent call,
 * collect the writes, judge (scope, then acceptance), revert on failure, record one story's
 * change. The caller holds the lock (lockRepo).
 */
















function agentCall(settings, deps, p) {
    const defaults = p.prd.defaults ?? {};
    return {
        repo: deps.repo.top,
        storyId: p.story.id,
        mode: p.story.mode,
        prompt: p.prompt,
        reportPath: p.reportPath,
        model: settings.model ?? defaults.model_default,
        reasoningEffort: settings.reasoningEffort ?? defaults.reasoning_effort_default,
        command: settings.agentCommand,
        allowedTools: settings.allowedTools,
        maxTurns: settings.maxTurns,
        extraArgs: settings.agentArgs
    };
}
function agentOptions(settings, deps) {
    return {
        env: deps.env,
        passEnv: settings.passEnv,
        timeoutMs: settings.timeoutSeconds * 1000,
        graceMs: settings.killGraceSeconds * 1000,
        signal: deps.signal,
        expectedVersion: settings.agentVersion,
        sandbox: settings.sandbox ?? step_settings/* STEP_DEFAULTS */.KN.sandbox,
        network: (settings.network ?? step_settings/* STEP_DEFAULTS */.KN.network) === 'on',
        warn: deps.warn,
        maxTokens: settings.maxTokens,
        onProgress: deps.progress
    };
}
/**
 * The preflight, before anything is recorded: a bad call is bad input, a missing program or
 * credential ends the step as `agent-not-ready`, and the story keeps its attempts.
 */
async function prepare(settings, deps, p) {
    let prepared;
    try {
        prepared = await prepareAgent((0,adapters/* adapterFor */.f)(settings.agent), agentCall(settings, deps, p), agentOptions(settings, deps));
    }
    catch (error) {
        throw new step_settings/* StepError */.zg('bad-input', error.message, { cause: error });
    }
    if (prepared.kind === 'refused')
        throw new step_settings/* StepError */.zg(prepared.by === 'sandbox' ? 'sandbox-unavailable' : 'agent-not-ready', prepared.message);
    return prepared.agent;
}
function agentRun(agent, result, transcript) {
    return {
        identity: agent.identity,
        sandbox: agent.sandbox,
        usage: result.record.usage,
        durationMs: result.record.durationMs,
        lastMessage: result.lastMessage,
        transcript
    };
}
/**
 * The runner writes nothing under .runtime/ between the snapshots and the revert, so the
 * revert's own check sees only what the agent left; the events follow afterwards.
 */
async function callAndJudge(settings, deps, p, agent, tracker, guard) {
    const { maxAttempts, timeoutSeconds } = settings;
    const story = p.story.id;
    deps.progress?.({
        kind: 'start',
        story,
        attempt: p.attempt,
        maxAttempts,
        agent: agent.identity,
        timeoutSeconds
    });
    let result;
    try {
        result = await runAgent(agent, agentCall(settings, deps, p), agentOptions(settings, deps));
    }
    finally {
        deps.progress?.({ kind: 'end' });
    }
    const end = await tracker.end();
    const tampered = guard.restore();
    const writes = end.writes.map(write => write.path);
    if (result.kind === 'not-started')
        throw new step_settings/* StepError */.zg('agent-not-started', result.error);
    const base = (0,step_repo/* attemptBase */.vM)(deps.repo.top, p.story.id, p.attempt);
    const patchFile = `${base}.patch`;
    if (result.record.interrupted) {
        await tracker.revert(patchFile);
        await deps.events.append(agentExitEvent(p, result, writes));
        throw new step_settings/* StepError */.zg('interrupted', `Interrupted during the agent call of ${p.story.id}; its writes were reverted.`);
    }
    const judged = judge(deps.repo.top, settings.timeoutSeconds * 1000, p, end, result, tampered);
    const reverted = judged.verdict.kind === 'fail' ? await tracker.revert(patchFile) : undefined;
    await deps.events.append(agentExitEvent(p, result, writes));
    if (judged.violations.length > 0) {
        await deps.events.append({
            event: 'scope_violation',
            story: p.story.id,
            attempt: p.attempt,
            paths: judged.violations.map(v => v.path)
        });
    }
    saveTail(base, p, result);
    const transcript = saveTranscript(base, result);
    const ran = agentRun(agent, result, transcript === null ? null : (0,external_node_path_.relative)(deps.repo.top, transcript).split(external_node_path_.sep).join('/'));
    if (judged.verdict.kind === 'pass') {
        return record(settings, deps, p, judged.verdict, {
            kind: 'pass',
            story: p.story.id,
            attempt: p.attempt,
            agent: ran,
            reportPath: p.reportPath,
            writtenBy: judged.writtenBy ?? 'agent',
            writes: judged.writtenBy === 'runner' ? [...writes, p.reportPath].sort() : writes
        });
    }
    const putBack = (path) => tampered.includes(path);
    const unrestorable = (reverted?.unrestorable ?? []).filter(path => !putBack(path));
    const left = (reverted?.remaining ?? []).filter(path => !unrestorable.includes(path) && !putBack(path));
    if (left.length > 0)
        deps.warn(`after reverting ${p.story.id}: still changed: ${left.join(', ')}`);
    const forged = (reverted?.forged ?? []).filter(path => !putBack(path));
    if (forged.length > 0)
        deps.warn(forgedMessage(p.story.id, forged));
    const reason = (0,transition/* cleanReason */.Me)(judged.verdict.reason);
    return record(settings, deps, p, { kind: 'fail', reason }, {
        kind: 'fail',
        story: p.story.id,
        attempt: p.attempt,
        agent: ran,
        reason,
        violations: judged.violations,
        writes,
        patch: reverted?.patch ? (0,external_node_path_.relative)(deps.repo.top, reverted.patch).split(external_node_path_.sep).join('/') : null,
        skipped: false,
        maxAttempts: settings.maxAttempts,
        unrestorable,
        forged
    });
}
/** Writes the one story's change, then its events. */
async function record(settings, deps, p, verdict, judged) {
    const change = (0,transition/* transition */.kY)(p.story, verdict, settings.maxAttempts, deps.clock());
    const prd = await (0,prd_writer/* updateStory */.f)(deps.repo.prdFile, p.story.id, change.patch);
    const after = prd.stories.find(story => story.id === p.story.id);
    const result = { ...judged, before: p.story, after };
    const base = { story: p.story.id, attempt: p.attempt };
    if (result.kind === 'pass') {
        await deps.events.append({ event: 'story_pass', ...base, report_path: result.reportPath });
        return result;
    }
    const patch = result.patch ? { patch: result.patch } : {};
    await deps.events.append({ event: 'story_fail', ...base, reason: result.reason, ...patch });
    if (change.status === 'skipped') {
        const reason = change.patch.skip_reason ?? result.reason;
        await deps.events.append({ event: 'story_skip', ...base, reason });
    }
    return { ...result, skipped: change.status === 'skipped' };
}
/**
 * Takes the repository's lock for one step. Everything the runner writes under .runtime/
 * (events included) happens while holding it, so no other run can write there between a
 * step's snapshots and be taken for the agent.
 */
async function lockRepo(settings, top) {
    const waitSeconds = settings.lockTimeoutSeconds ?? settings.timeoutSeconds + settings.killGraceSeconds + 120;
    try {
        return await acquireLock(top, { timeoutMs: waitSeconds * 1000 });
    }
    catch (error) {
        if (error instanceof LockHeldError)
            throw new step_settings/* StepError */.zg('lock-held', error.message, { cause: error });
        throw error;
    }
}
/**
 * Runs one step; the caller holds the lock (lockRepo). Returns its outcome; throws
 * StepError when the step could not run.
 */
async function runStep(settings, deps) {
    const planned = await plan(settings, deps.repo);
    if (typeof planned === 'string')
        return { kind: 'none', mode: planned };
    const agent = await prepare(settings, deps, planned);
    try {
        await deps.beforeStory?.();
        await saveInitialPrd(deps.repo);
        await deps.events.append({
            event: 'story_start',
            story: planned.story.id,
            attempt: planned.attempt,
            prompt_sha256: (0,external_node_crypto_.createHash)('sha256').update(planned.prompt).digest('hex'),
            agent: agent.identity,
            sandbox: agent.sandbox
        });
        // The runner's files are kept first: the snapshot's git work then covers the tick their
        // signatures need before the agent may write (settled), instead of waiting for it.
        const guard = guardRunnerFiles({
            top: deps.repo.top,
            files: [deps.repo.prdFile],
            dirs: [(0,external_node_path_.join)(deps.repo.top, '.runtime')],
            keep: (0,external_node_path_.join)(deps.repo.paths.gitDir, 'ralph', 'runner-files'),
            skip: abs => (0,step_repo/* isRunnerLockFile */.QQ)((0,external_node_path_.relative)(deps.repo.top, abs).split(external_node_path_.sep).join('/'))
        });
        try {
            const tracker = await beginAttempt(deps.repo.paths, { exclude: step_repo/* isRunnerLockFile */.QQ });
            try {
                await guard.settled();
                return await callAndJudge(settings, deps, planned, agent, tracker, guard);
            }
            finally {
                tracker.dispose();
            }
        }
        finally {
            guard.dispose();
        }
    }
    finally {
        agent.dispose();
    }
}

;// CONCATENATED MODULE: ./src/git/info-exclude.ts
/**
 * Keeps the runner's own files out of the user's commits without touching a tracked file: a line
 * in the repository's `info/exclude` (shared by all worktrees), written once.
 */


/** The lines added: a comment saying who wrote them, and the pattern. */
const RUNTIME_EXCLUDE = [
    '# ralph: run files (attempt logs, patches, lock, events)',
    '/.runtime/'
];
async function ensureRuntimeExcluded(paths) {
    const file = (0,external_node_path_.join)(paths.commonDir, 'info', 'exclude');
    let text = '';
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    if (text.split('\n').includes(RUNTIME_EXCLUDE[1]))
        return 'present';
    await (0,promises_.mkdir)((0,external_node_path_.join)(paths.commonDir, 'info'), { recursive: true });
    const separator = text === '' || text.endsWith('\n') ? '' : '\n';
    await (0,promises_.appendFile)(file, `${separator}${RUNTIME_EXCLUDE.join('\n')}\n`);
    return 'added';
}

;// CONCATENATED MODULE: ./src/loop/run.ts
/** The loop: repeat the step until no open story of the mode remains or N steps ran. */











/**
 * HEAD's commit as read when the repository was opened, while HEAD's and the ref files'
 * bytes are still those read just after; else asked again. (A ref moved between that
 * rev-parse and the read just after would go unseen: the field is for the record only.)
 */
async function headOf(repo) {
    const { head, files } = repo.opened;
    if (files && (0,ref_files/* headFilesContent */.Lw)(repo.paths)?.equals(files))
        return head;
    const result = await (0,git/* gitRun */.qM)(['rev-parse', '-q', '--verify', 'HEAD'], { cwd: repo.top });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
}
/**
 * Every step either passes its story or adds a failed attempt, so the loop ends after at
 * most stories x max-attempts steps even without N.
 */
function stepBound(prd, settings, maxSteps) {
    return maxSteps ?? prd.defaults?.max_stories_default ?? prd.stories.length * settings.maxAttempts;
}
/**
 * Each step runs under the lock, and so do run_start (with the first step, once its agent
 * passed the preflight) and run_end (with the last): another run's events never land
 * between a step's snapshots.
 */
async function runLoop(settings, maxSteps, deps) {
    const clock = deps.clock ?? (() => new Date());
    const repo = await (0,step_repo/* openRepo */.B8)(settings.prd, deps.cwd);
    const first = await loadValidPrd(repo, settings.prd);
    // Before .runtime/ exists and before any agent call (the agent's changes to .git/info are
    // reverted, so this line must already be there).
    await ensureRuntimeExcluded(repo.paths);
    const mode = settings.story === undefined
        ? (0,plan_select/* runMode */.rt)(first, settings.mode)
        : namedStory(first, settings.story).mode;
    const bound = stepBound(first, settings, maxSteps);
    const events = new record_events/* EventLog */.vu(repo.eventsLog, (0,record_events/* newRunId */.F$)(clock()), { clock, onWarning: deps.warn });
    let started = false;
    const begin = async () => {
        if (started)
            return;
        await startRun(events, repo, mode, maxSteps);
        started = true;
    };
    const stepDeps = {
        repo,
        env: deps.env,
        events,
        clock,
        signal: deps.signal,
        warn: deps.warn,
        beforeStory: begin,
        progress: deps.progress
    };
    const steps = [];
    let ended = false;
    const end = async (reason) => {
        if (ended || !started)
            return;
        await events.append({ event: 'run_end', steps: steps.length, reason });
        ended = true;
    };
    for (;;) {
        const release = await lockRepo(settings, repo.top);
        let done;
        let stopped;
        let skipped = [];
        try {
            if (deps.signal?.aborted)
                throw new step_settings/* StepError */.zg('interrupted', 'Interrupted between steps.');
            const result = await runStep({ ...settings, mode }, stepDeps);
            if (result.kind !== 'none') {
                steps.push(result);
                deps.onStep?.(result);
            }
            const prd = await loadValidPrd(repo, settings.prd);
            const open = (0,plan_select/* selectNextStory */.T7)(prd, mode) !== undefined;
            skipped = prd.stories
                .filter(s => s.mode === mode && s.passes !== true && s.skipped === true)
                .map(s => s.id);
            if (!open)
                done = skipped.length === 0 ? 'complete' : 'skipped';
            else if (steps.length >= bound)
                done = 'max-steps';
            if (done) {
                await begin();
                await end(done);
            }
            if (result.kind !== 'none')
                stopped = await deps.afterStep?.(result, { ending: done, end });
            stopped ??= alteredStop(result);
            if (stopped !== undefined)
                await end('error');
        }
        catch (error) {
            const thrown = asStepError(error);
            // A run that never started (the first preflight refused) leaves no trace in the log.
            await end(thrown instanceof step_settings/* StepError */.zg ? thrown.code : 'error');
            throw thrown;
        }
        finally {
            await release();
        }
        if (done || stopped !== undefined)
            return {
                run: events.run,
                mode,
                steps,
                complete: done === 'complete',
                skipped: done === 'skipped' ? skipped : [],
                ...(stopped !== undefined ? { stopped } : {})
            };
    }
}
/**
 * A revert that checked forged bytes out of the object store ends the run: the next step
 * would take them as its starting point, and no git command in this clone brings the real ones back.
 */
function alteredStop(result) {
    if (result.kind !== 'fail' || result.forged.length === 0)
        return undefined;
    return (`The object store was altered: the revert of ${result.story} could not restore ` +
        `${result.forged.join(', ')}. The run stopped; take those paths and the objects from a fresh clone.`);
}
function asStepError(error) {
    if (!(error instanceof RepositoryAltered))
        return error;
    return new step_settings/* StepError */.zg('repository-altered', error.message, { cause: error });
}
async function startRun(events, repo, mode, maxSteps) {
    const head = await headOf(repo);
    await events.append({
        event: 'run_start',
        mode,
        prd: prdKey(repo),
        ...(maxSteps !== undefined ? { max_steps: maxSteps } : {}),
        ...(head ? { head } : {})
    });
}

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/action/fix.ts + 5 modules
var fix = __webpack_require__(7179);
// EXTERNAL MODULE: ./src/action/result.ts
var result = __webpack_require__(6013);
// EXTERNAL MODULE: ./src/loop/record/status-commit.ts
var status_commit = __webpack_require__(2222);
// EXTERNAL MODULE: ./src/action/step-report.ts
var step_report = __webpack_require__(365);
// EXTERNAL MODULE: ./src/action/step-session.ts
var step_session = __webpack_require__(8187);
;// CONCATENATED MODULE: ./src/action/agent-install.ts
/**
 * `agent-version`: the agent's CLI installed with npm into the runner's tool cache
 * (`RUNNER_TOOL_CACHE/ralph-<agent>/<version>/<arch>`, finished by a `.complete` marker as
 * @actions/tool-cache lays it out), then put first on PATH. A later step or job on the same
 * runner finds it there and installs nothing.
 */




const INSTALL_MS = 10 * 60_000;
async function installAgent(adapter, version, options) {
    const pkg = adapter.npmPackage;
    if (pkg === undefined)
        throw new Error(`Input 'agent-version' needs an agent with an npm package; ${adapter.name} has none.`);
    const root = options.toolCache ?? (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-tool-cache');
    const dir = (0,external_node_path_.join)(root, `ralph-${adapter.name}`, version, process.arch);
    const bin = (0,external_node_path_.join)(dir, 'node_modules', '.bin');
    if ((0,external_node_fs_.existsSync)(`${dir}.complete`) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(bin, adapter.name))) {
        options.log(`${pkg}@${version}: found in the tool cache (${dir})`);
        return { kind: 'cached', bin };
    }
    (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'package.json'), '{ "private": true }\n');
    options.log(`${pkg}@${version}: installing with npm into ${dir}`);
    const args = ['install', '--no-audit', '--no-fund', '--no-save', `${pkg}@${version}`];
    const ran = await (0,run/* run */.e)('npm', args, { cwd: dir, env: options.env, timeoutMs: INSTALL_MS });
    const failed = ran.kind === 'not-started'
        ? ran.code === 'ENOENT'
            ? 'npm is not on PATH (add actions/setup-node before this step)'
            : `npm did not start: ${ran.error}`
        : ran.exitCode !== 0
            ? `npm ${args.join(' ')} failed (${ran.timedOut ? 'timed out' : `exit ${ran.exitCode ?? ran.signal}`}): ${lastLines(ran.stderr)}`
            : undefined;
    if (failed !== undefined)
        throw new Error(`Could not install ${pkg}@${version} (input 'agent-version'): ${failed}. ` +
            'Check that this exact version exists on the registry.');
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(bin, adapter.name)))
        throw new Error(`${pkg}@${version} installed no '${adapter.name}' program in ${bin}.`);
    (0,external_node_fs_.writeFileSync)(`${dir}.complete`, '');
    return { kind: 'installed', bin };
}
function lastLines(text) {
    return text.trim().split('\n').slice(-5).join(' | ');
}

;// CONCATENATED MODULE: ./src/cli/step-progress.ts
const CLEAR = '\r\x1b[2K';
function progressPrinter(options) {
    const now = options.now ?? (() => performance.now());
    const every = options.everyMs ?? 30_000;
    let call;
    let drawn = '';
    let timer;
    const status = () => {
        if (!call)
            return '';
        const seconds = Math.floor((now() - call.started) / 1000);
        const tokens = call.tokens === undefined ? '' : `, ${call.tokens.toLocaleString('en-US')} tokens`;
        return `  ${call.story}: ${seconds} s${tokens}`;
    };
    const tick = () => {
        if (!call)
            return;
        if (options.tty) {
            const line = status();
            if (line !== drawn)
                options.write(CLEAR + line);
            drawn = line;
        }
        else if (now() >= call.due) {
            call.due += every * Math.floor((now() - call.due) / every + 1);
            options.write(status() + '\n');
        }
    };
    const clear = () => {
        if (drawn !== '')
            options.write(CLEAR);
        drawn = '';
    };
    return {
        tick,
        event(event) {
            switch (event.kind) {
                case 'start': {
                    const { name, version } = event.agent;
                    options.write(`RUN ${event.story} (attempt ${event.attempt} of ${event.maxAttempts}) with ` +
                        `${[name, version].filter(Boolean).join(' ')}, timeout ${event.timeoutSeconds} s\n`);
                    call = { story: event.story, started: now(), tokens: undefined, due: now() + every };
                    timer = setInterval(tick, 1000).unref();
                    break;
                }
                case 'tokens':
                    if (call)
                        call.tokens = event.tokens;
                    break;
                case 'message':
                    if (!options.verbose)
                        return;
                    clear();
                    options.write(event.text.replace(/^/gm, '  | ').trimEnd() + '\n');
                    if (options.tty)
                        tick();
                    return;
                case 'end':
                    clearInterval(timer);
                    clear();
                    call = undefined;
                    return;
            }
            tick();
        }
    };
}

;// CONCATENATED MODULE: ./src/action/step.ts



















const PUSH_ATTEMPTS = 3;
/** `command: step`: the engine's loop, with each transition recorded (or bundled) after it. */
async function step_runStep(settings, context) {
    if (settings.engine.agentVersion !== undefined)
        await installAgentCli(settings);
    const session = await (0,step_session/* openSession */.fA)(settings, context);
    await warnAboutTokens(settings, session);
    if (settings.engine.story === undefined &&
        (0,plan_select/* selectNextStory */.T7)(session.prd, session.mode) === undefined) {
        core/* info */.pq(`No open ${session.mode} story in ${settings.prd}.`);
        if (!settings.publish)
            core/* setOutput */.uH('bundle-path', '');
        await (0,step_report/* report */.z8)(settings, session, [], 'Nothing ran, so nothing was committed.');
        return result.OK;
    }
    const state = {
        session,
        committedEvents: fileSize(session.repo.eventsLog),
        pushNote: ''
    };
    const shell = settings.publish
        ? publishing(settings, context, state)
        : await bundling(settings, session, state);
    const reports = [];
    let stop;
    try {
        const result = await runLoop(session.engine, settings.steps, {
            cwd: session.repo.top,
            env: session.agentEnv,
            warn: core/* warning */.$e,
            // The log is no terminal: the start of each attempt, then a line every 30 s.
            progress: progressPrinter({
                write: text => core/* info */.pq(text.trimEnd()),
                tty: false,
                verbose: false
            }).event,
            afterStep: (outcome, run) => core/* group */.Os(`Transition ${reports.length + 1} of ${settings.steps}: ${outcome.story}`, async () => {
                const done = await shell(outcome, run);
                reports.push(done);
                return done.stop;
            })
        });
        stop = result.stopped;
    }
    catch (error) {
        stop = (0,errors/* describeError */.U)(error);
    }
    await (0,step_report/* report */.z8)(settings, session, reports, state.pushNote);
    return (0,step_report/* decide */.LD)(settings, reports, stop);
}
async function warnAboutTokens(settings, session) {
    if (await (0,repository/* hasStoredAuthHeader */.J7)(session.repo.top))
        core/* warning */.$e('The checkout keeps a token in its git configuration (http.*.extraheader), where the agent ' +
            "can read it. Set 'persist-credentials: false' on actions/checkout; this action brings " +
            'its own token to each git command.');
    if (settings.githubToken === '')
        return;
    core/* warning */.$e(settings.publish
        ? 'The agent runs in the job that holds github-token: a hostile agent may still get it ' +
            "(with sudo on the runner; on Node 20 from its parent processes' environment; through " +
            'files or programs it leaves for later steps of this job) and push or call the API ' +
            "with it. Use the two-job flow: 'publish: false' in a job with " +
            "'contents: read' and github-token: '', then 'command: publish' in a job of its own " +
            '(docs/security.md).'
        : "publish: false needs no token, yet github-token is set (its default is github.token): set github-token: '' so this job holds none the agent could read.");
}
/** `publish: false`: the one transition becomes a result bundle; nothing is committed or pushed. */
async function bundling(settings, session, state) {
    const bundle = await startBundle({
        dir: bundleDir(settings),
        top: session.repo.top,
        prdRel: session.repo.prdRel,
        eventsLog: session.repo.eventsLog
    });
    return async (outcome) => {
        core/* info */.pq((0,step_report/* describeOutcome */.SS)(outcome));
        await bundle.write(outcome);
        core/* setOutput */.uH('bundle-path', bundleDir(settings));
        state.pushNote = `Result bundle written to \`${bundleDir(settings)}\`; the publish job records it.`;
        return { outcome, story: outcome.before, after: outcome.after };
    };
}
function bundleDir(settings) {
    return (0,external_node_path_.resolve)(process.env.GITHUB_WORKSPACE || process.cwd(), settings.bundlePath ?? (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'ralph-bundle'));
}
/** `agent-version`: the CLI from the tool cache (installed once), first on PATH for this and later steps. */
async function installAgentCli(settings) {
    const installed = await installAgent((0,adapters/* adapterFor */.f)(settings.engine.agent), settings.engine.agentVersion ?? '', {
        toolCache: process.env.RUNNER_TOOL_CACHE || undefined,
        env: (0,step_session/* withoutToken */._Q)(process.env, settings.githubToken),
        log: core/* info */.pq
    });
    core/* addPath */.fM(installed.bin);
}
/** Each transition: its fix branch and pull request, then its status commit and push. */
function publishing(settings, context, state) {
    return async (outcome, run) => {
        const { session } = state;
        core/* info */.pq((0,step_report/* describeOutcome */.SS)(outcome));
        const done = { outcome, story: outcome.before, after: outcome.after };
        if (outcome.kind === 'pass' && outcome.before.mode === 'fixing') {
            const published = await publishFix(settings, context, session, done, outcome);
            if (published === undefined) {
                await run.end('error');
                return done;
            }
            done.after = published;
        }
        // run_end goes into the last status commit; after a stop it stays in the work tree.
        if (done.stop !== undefined)
            await run.end('error');
        const record = statusRecord(session, outcome, done.after, state.committedEvents);
        await (0,status_commit/* commitStatus */.yp)(layoutOf(session), record, session.identity);
        state.committedEvents = fileSize(session.repo.eventsLog);
        let pushStop;
        try {
            pushStop = await pushStatus(settings, state, record);
        }
        catch (error) {
            pushStop = (0,errors/* describeError */.U)(error);
            state.pushNote = `The status commit was not pushed to \`${session.baseBranch}\`.`;
        }
        return { ...done, stop: done.stop ?? pushStop };
    };
}
/**
 * The fix branch and its pull request; returns the story as recorded (with its pull request).
 * Undefined when the branch could not be published: then the outcome is not recorded either
 * (the story stays open on the remote for the next run). A refused pull request is recorded
 * as a stop after the status commit.
 */
async function publishFix(settings, context, session, done, outcome) {
    try {
        done.fix = await (0,fix/* shipFix */.q)({
            top: session.repo.top,
            story: done.story,
            writes: outcome.writes,
            reportPath: outcome.reportPath,
            attempt: outcome.attempt,
            baseBranch: session.baseBranch,
            branchPrefix: settings.branchPrefix,
            push: settings.push,
            openPr: settings.openPr,
            pullRequest: settings.pullRequest,
            agent: outcome.agent,
            auth: session.auth,
            identity: session.identity,
            context,
            log: core/* info */.pq
        });
    }
    catch (error) {
        done.stop =
            `The fix of ${done.story.id} could not be published, so its outcome was not recorded ` +
                `(it stays open on the remote): ${(0,errors/* describeError */.U)(error)}`;
        return undefined;
    }
    let after = outcome.after;
    if (done.fix.pr) {
        const prd = await (0,prd_writer/* updateStory */.f)(session.repo.prdFile, done.story.id, {
            pr_url: done.fix.pr.url
        });
        after = prd.stories.find(story => story.id === done.story.id) ?? after;
    }
    if (done.fix.error)
        done.stop = (0,errors/* describeError */.U)(done.fix.error);
    return after;
}
function statusRecord(session, outcome, after, committedEvents) {
    const { before } = outcome;
    const report = outcome.kind === 'pass' && before.mode !== 'fixing'
        ? [
            {
                path: outcome.reportPath,
                bytes: (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(session.repo.top, outcome.reportPath))
            }
        ]
        : [];
    return {
        storyId: before.id,
        before: (0,status_commit/* ownedFields */.zu)(before),
        after: (0,status_commit/* ownedFields */.zu)(after),
        events: (0,external_node_fs_.readFileSync)(session.repo.eventsLog).subarray(committedEvents).toString('utf8'),
        files: report,
        message: (0,step_report/* commitMessage */.df)(outcome)
    };
}
async function pushStatus(settings, state, record) {
    const { session } = state;
    if (!settings.push) {
        state.pushNote = `Status commits stay on the local branch \`${session.baseBranch}\` (push: false).`;
        return undefined;
    }
    const pushed = await (0,remote/* pushWithRetry */.Xb)({ cwd: session.repo.top, auth: session.auth }, {
        branch: session.baseBranch,
        maxAttempts: PUSH_ATTEMPTS,
        rebuild: async (fresh) => {
            core/* info */.pq(`${session.baseBranch} moved to ${fresh}; recording ${record.storyId} again on it`);
            await (0,status_commit/* reapplyStatus */.Ie)(layoutOf(session), record, session.identity);
        }
    });
    state.committedEvents = fileSize(session.repo.eventsLog);
    if (pushed.kind === 'pushed') {
        state.pushNote = `Status commit ${pushed.head.slice(0, 12)} pushed to \`${session.baseBranch}\`${pushed.attempts > 1 ? ` (rebuilt on the moved branch, ${pushed.attempts} attempts)` : ''}.`;
        return undefined;
    }
    state.pushNote = `The push to \`${session.baseBranch}\` was rejected: ${pushed.detail}.`;
    return pushed.reason === 'protected'
        ? `A branch rule rejected the status commit on ${session.baseBranch} (${pushed.detail}). ` +
            'Allow the workflow to push there (exempt github-actions[bot] from the rule) or pass a token that may.'
        : `The push of the status commit to ${session.baseBranch} was rejected: ${pushed.detail}.`;
}
function layoutOf(session) {
    return { top: session.repo.top, prdRel: session.repo.prdRel, eventsRel: step_session/* EVENTS_REL */.mI };
}
function fileSize(path) {
    try {
        return (0,external_node_fs_.statSync)(path).size;
    }
    catch {
        return 0;
    }
}


/***/ })

};
