export const id = 718;
export const ids = [718];
export const modules = {

/***/ 7619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ firstSymlink),
/* harmony export */   D: () => (/* binding */ confine)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Paths read from an undo log or a plan are data, not orders: each is resolved against its root
 * and must stay inside it, with no symbolic link on the way. Anyone who can write the log (a
 * synced or shared folder, an agent with write access) could otherwise steer a move anywhere.
 */


/**
 * `path` resolved against `root`, when it lies strictly inside `root` and no existing component
 * below `root` (the last one included) is a symbolic link.
 */
async function confine(root, path) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, path);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, absolute);
    if (rel === '' || rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return { kind: 'outside', reason: `${path} lies outside ${root}` };
    const link = await firstSymlink(root, rel);
    if (link !== null)
        return {
            kind: 'outside',
            reason: `${path} passes through the symbolic link ${link.path} (-> ${link.target}), which is not followed`
        };
    return { kind: 'inside', path: absolute, relative: rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') };
}
/** The first existing component of `rel` below `root` that is a symbolic link, or null. */
async function firstSymlink(root, rel) {
    let current = root;
    for (const part of rel.split(/[\\/]/).filter(p => p !== '' && p !== '.')) {
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(current, part);
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(current).catch(() => null);
        if (stats === null)
            return null;
        if (stats.isSymbolicLink()) {
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(current).catch(() => '?');
            return { path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, current).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') || current, target };
        }
    }
    return null;
}


/***/ }),

/***/ 3299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ hashFile),
/* harmony export */   Yg: () => (/* binding */ createSha256),
/* harmony export */   fg: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/** sha256; node:crypto loads on first use, so a run that hashes nothing pays nothing for it. */

function createSha256() {
    return process.getBuiltinModule('node:crypto').createHash('sha256');
}
function sha256Hex(data) {
    return createSha256().update(data).digest('hex');
}
/** A file's sha256 and size, streamed (PDFs can be large). */
function hashFile(path) {
    return new Promise((resolve, reject) => {
        const hash = createSha256();
        let size = 0;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path)
            .on('data', chunk => {
            size += chunk.length;
            hash.update(chunk);
        })
            .on('error', reject)
            .on('end', () => resolve({ sha256: hash.digest('hex'), size }));
    });
}


/***/ }),

/***/ 7509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ lstatOrUndefined),
/* harmony export */   l: () => (/* binding */ lstatSignature)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** lstat, or undefined when gone, unreadable or below a file: all "not there" to the callers. */
function lstatOrUndefined(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
}
/** Undefined when gone. ctime is in it because an agent can set mtime back but not ctime. */
function lstatSignature(abs) {
    try {
        const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs, { bigint: true });
        return `${s.mode}:${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 4718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Repository: () => (/* binding */ Repository),
  W: () => (/* reexport */ RepositoryAltered)
});

// UNUSED EXPORTS: RUNTIME_EXCLUDE

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/fs/lstat.ts
var lstat = __webpack_require__(7509);
// EXTERNAL MODULE: ./src/process/run.ts
var run = __webpack_require__(7212);
;// CONCATENATED MODULE: ./src/git/config-files.ts
/**
 * Git config files read byte for byte as git reads them (config.c: parse_file, get_base_var,
 * get_value, parse_value), for the one answer git cannot be asked: the files a config includes,
 * put back after the agent's call before ralph's next git command, which would read the agent's
 * configuration (git-dir.ts; `git config --show-origin` names no include target that does not
 * exist yet). The tests that need it read without git: "files the config includes, in every
 * syntax git accepts" and "a file included by a config behind a link counts too"
 * (__tests__/integration/git/git-dir.test.ts). The agent picks the syntax, so every form git
 * accepts counts: a key on the header's line, several headers on a line, continuations, quotes,
 * escapes, `#` or `;` in quotes, a comment that ends in a backslash (no continuation there).
 */


const LF = 0x0a;
const CR = 0x0d;
function isSpace(c) {
    return c === 0x20 || c === 0x09 || c === LF || c === CR;
}
function isAlpha(c) {
    return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
function isKeyChar(c) {
    return isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
}
function lower(c) {
    return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}
/** git's get_next_char: CR LF reads as LF, the end of the input as a LF. */
class Reader {
    bytes;
    at = 0;
    eof = false;
    constructor(bytes) {
        this.bytes = bytes;
    }
    next() {
        if (this.at >= this.bytes.length) {
            this.eof = true;
            return LF;
        }
        const c = this.bytes[this.at++];
        if (c === CR && this.bytes[this.at] === LF) {
            this.at++;
            return LF;
        }
        return c;
    }
}
/** `[base]`, `[base.sub]` (lower-cased) or `[base "sub"]`; undefined where git stops. */
function readHeader(r) {
    const name = [];
    for (;;) {
        const c = r.next();
        if (r.eof)
            return undefined;
        if (c === 0x5d)
            return name.length > 0 ? name : undefined;
        if (isSpace(c))
            return readSubsection(r, name, c);
        if (!isKeyChar(c) && c !== 0x2e)
            return undefined;
        name.push(lower(c));
    }
}
function readSubsection(r, name, first) {
    let c = first;
    while (isSpace(c)) {
        if (c === LF)
            return undefined;
        c = r.next();
    }
    if (c !== 0x22)
        return undefined;
    name.push(0x2e);
    for (;;) {
        c = r.next();
        if (c === LF)
            return undefined;
        if (c === 0x22)
            break;
        if (c === 0x5c) {
            c = r.next();
            if (c === LF)
                return undefined;
        }
        name.push(c);
    }
    return r.next() === 0x5d && name.length > 0 ? name : undefined;
}
const ESCAPES = { 0x74: 0x09, 0x62: 0x08, 0x6e: LF, 0x5c: 0x5c, 0x22: 0x22 };
/** The value after `=`, to the end of its logical line; undefined where git stops. */
function readValue(r) {
    const value = [];
    let quote = false;
    let comment = false;
    let spaces = 0;
    for (;;) {
        let c = r.next();
        if (c === LF)
            return quote ? undefined : value;
        if (comment)
            continue;
        if (isSpace(c) && !quote) {
            if (value.length > 0)
                spaces++;
            continue;
        }
        if (!quote && (c === 0x3b || c === 0x23)) {
            comment = true;
            continue;
        }
        for (; spaces > 0; spaces--)
            value.push(0x20);
        if (c === 0x5c) {
            c = r.next();
            if (c === LF)
                continue;
            const escaped = ESCAPES[c];
            if (escaped === undefined)
                return undefined;
            value.push(escaped);
            continue;
        }
        if (c === 0x22)
            quote = !quote;
        else
            value.push(c);
    }
}
/** A key and its value (null when bare); undefined where git stops. */
function readEntry(r, first) {
    const key = [lower(first)];
    let c;
    for (;;) {
        c = r.next();
        if (r.eof || !isKeyChar(c))
            break;
        key.push(lower(c));
    }
    while (c === 0x20 || c === 0x09)
        c = r.next();
    if (c === LF)
        return { key, value: null };
    if (c !== 0x3d)
        return undefined;
    const value = readValue(r);
    return value === undefined ? undefined : { key, value };
}
const config_files_text = (bytes) => Buffer.from(bytes).toString('utf8');
/**
 * The `path` values of `[include]` and `[includeIf "…"]` sections, in order, up to the first
 * line git rejects (git stops there too, with "bad config line").
 */
function includePaths(configText) {
    const bytes = Buffer.from(configText, 'utf8');
    const r = new Reader(bytes);
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        r.at = 3;
    const paths = [];
    let section;
    let comment = false;
    for (;;) {
        const c = r.next();
        if (c === LF) {
            if (r.eof)
                return paths;
            comment = false;
            continue;
        }
        if (comment || isSpace(c))
            continue;
        if (c === 0x23 || c === 0x3b) {
            comment = true;
            continue;
        }
        if (c === 0x5b) {
            section = readHeader(r);
            if (section === undefined)
                return paths;
            continue;
        }
        if (!isAlpha(c))
            return paths;
        const entry = readEntry(r, c);
        if (entry === undefined)
            return paths;
        const name = section === undefined ? config_files_text(entry.key) : `${config_files_text(section)}.${config_files_text(entry.key)}`;
        if (isIncludePath(name) && entry.value?.length)
            paths.push(config_files_text(entry.value));
    }
}
/** `include.path`, or `includeif.<condition>.path` (the condition is case-sensitive). */
function isIncludePath(name) {
    if (name === 'include.path')
        return true;
    return name.startsWith('includeif.') && name.endsWith('.path') && name.length >= 15;
}
/**
 * The files the `[include]` and `[includeIf "…"]` sections of a config name, where git opens
 * them: `~/` under home, a relative path after the including file's folder, joined as text, not
 * normalized (a `..` after a linked folder is the kernel's to resolve, as it is for git). Forms
 * whose expansion depends on the system (`~user/`, `%(prefix)/`) are left out.
 */
function includedFiles(configText, configFile, home) {
    return includePaths(configText).flatMap(target => {
        if (target.startsWith('~/'))
            return [`${home}/${target.slice(2)}`];
        if (target.startsWith('~') || target.startsWith('%('))
            return [];
        return [(0,external_node_path_.isAbsolute)(target) ? target : `${(0,external_node_path_.dirname)(configFile)}/${target}`];
    });
}
/**
 * The global config files git reads: GIT_CONFIG_GLOBAL, else the XDG one and ~/.gitconfig,
 * joined as git joins them (an empty HOME means files at the root). Without HOME, the user's
 * home from the system: one file more than git reads, which watching or reading can afford.
 */
function globalConfigFiles(env = process.env) {
    if (env.GIT_CONFIG_GLOBAL !== undefined) {
        return env.GIT_CONFIG_GLOBAL === '/dev/null' || env.GIT_CONFIG_GLOBAL === ''
            ? []
            : [(0,external_node_path_.resolve)(env.GIT_CONFIG_GLOBAL)];
    }
    const home = env.HOME ?? (0,external_node_os_.homedir)();
    const xdg = env.XDG_CONFIG_HOME || `${home}/.config`;
    return [`${home}/.gitconfig`, `${xdg}/git/config`];
}

// EXTERNAL MODULE: ./src/fs/hash.ts
var hash = __webpack_require__(3299);
;// CONCATENATED MODULE: ./src/git/git-dir.ts
/**
 * The parts of git's setup an agent could use to run code or redirect git later: `.git` itself,
 * the git dir's config, hooks and info, every file the config includes, and the user's global
 * config. Kept as found so they can be put back before ralph's next git command, without git.
 */






const MAX_KEPT = 1024 * 1024;
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
function addEntry(state, key, abs, named = false) {
    const stat = (0,lstat/* lstatOrUndefined */.Y)(abs);
    if (!stat) {
        if (named)
            state.set(key, { abs, kind: 'absent', mode: 0, sha256: '' });
        return;
    }
    if (stat.isDirectory()) {
        for (const name of (0,external_node_fs_.readdirSync)(abs).sort())
            addEntry(state, `${key}/${name}`, (0,external_node_path_.join)(abs, name));
        return;
    }
    if (stat.isSymbolicLink()) {
        const target = Buffer.from((0,external_node_fs_.readlinkSync)(abs));
        const sha256 = (0,hash/* sha256Hex */.fg)(target);
        state.set(key, { abs, kind: 'symlink', mode: stat.mode, sha256, content: target });
        return;
    }
    if (!stat.isFile())
        return;
    const bytes = (0,external_node_fs_.readFileSync)(abs);
    const content = bytes.length <= MAX_KEPT ? bytes : undefined;
    state.set(key, { abs, kind: 'file', mode: stat.mode, sha256: (0,hash/* sha256Hex */.fg)(bytes), content });
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
/** Adds a config file and, recursively, the files it includes (key `<label> <path>`). */
function addConfigs(state, file, label, home) {
    const seen = new Set();
    const queue = [{ file, label }];
    while (queue.length > 0 && seen.size < 64) {
        const next = queue.shift();
        if (seen.has(next.file))
            continue;
        seen.add(next.file);
        addEntry(state, next.label, next.file, true);
        // Git reads through a link (a ~/.gitconfig kept in a dotfiles repository): the file it
        // ends at is what must not change, even where it does not exist yet.
        const end = linkEnd(next.file);
        const endKey = end === next.file ? next.label : `${next.label} -> ${end}`;
        if (end !== next.file)
            addEntry(state, endKey, end, true);
        // The bytes just kept are the text git reads (through the link); a larger file is read.
        const kept = state.get(endKey);
        if (kept?.kind !== 'file')
            continue;
        const text = (kept.content ?? (0,external_node_fs_.readFileSync)(end)).toString('utf8');
        for (const target of includedFiles(text, next.file, home)) {
            queue.push({ file: target, label: `.git/config include ${target}` });
        }
    }
}
/**
 * Reads config, hooks/ and info/ (and a linked worktree's own config.worktree), the files they
 * include, the git dir's `commondir`, and the global config. Keys outside the git dir start
 * with `.git/` too, so the scope check counts any change as a write to a protected path.
 */
function readGitDirState(paths, env = process.env) {
    const state = new Map();
    const home = env.HOME ?? (0,external_node_os_.homedir)();
    for (const part of ['hooks', 'info']) {
        addEntry(state, `.git/${part}`, (0,external_node_path_.join)(paths.commonDir, part));
    }
    addConfigs(state, (0,external_node_path_.join)(paths.commonDir, 'config'), '.git/config', home);
    // Git reads `commondir` in any git dir: one the agent writes would send ralph's git to
    // another config, attributes and refs.
    addEntry(state, '.git/commondir', (0,external_node_path_.join)(paths.gitDir, 'commondir'));
    if (paths.gitDir !== paths.commonDir) {
        addConfigs(state, (0,external_node_path_.join)(paths.gitDir, 'config.worktree'), '.git/config.worktree', home);
    }
    for (const file of globalConfigFiles(env)) {
        addConfigs(state, file, `.git/global-config ${file}`, home);
    }
    return state;
}
/**
 * Puts the entries named by `keys` back as they were in `before`. A new file is removed when
 * it lies in the git dir (a hook) or git already read that name (an include target that did
 * not exist yet); one that only a config written during the call names may be any file of the
 * user's, and stays. Files over MAX_KEPT were not kept: those fail.
 */
function restoreGitDirState(before, after, keys) {
    const done = [];
    const failed = [];
    // Removals first, so a file the agent swapped for a folder can come back.
    const ordered = [...keys].sort((a, b) => Number(before.has(a)) - Number(before.has(b)));
    for (const key of ordered) {
        const old = before.get(key);
        const now = after.get(key);
        if (old && old.kind !== 'absent' && !old.content) {
            failed.push(key);
            continue;
        }
        const named = key.includes(' ');
        if (now && now.kind !== 'absent' && (old !== undefined || !named))
            (0,external_node_fs_.rmSync)(now.abs, { force: true });
        if (!old || old.kind === 'absent') {
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
/** `dir`: the git dir's device and inode, and a descriptor that follows it wherever it moves. */
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

;// CONCATENATED MODULE: ./src/git/output.ts
/** Git's output read: `-z` fields, raw diffs, push reports, add's complaints. Pure. */
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
/** Splits NUL-terminated `-z` output into its fields, dropping the empty tail. */
function splitZ(output) {
    const fields = output.split('\0');
    if (fields.length > 0 && fields[fields.length - 1] === '')
        fields.pop();
    return fields;
}
const KINDS = new Map([
    ['000000', 'none'],
    ['100644', 'file'],
    ['100755', 'executable'],
    ['120000', 'symlink'],
    ['160000', 'gitlink'],
    ['040000', 'tree']
]);
function entryKind(mode) {
    const kind = KINDS.get(mode);
    if (kind === undefined)
        throw new Error(`unknown git mode '${mode}' (expected 100644, 100755, 120000 or 160000)`);
    return kind;
}
function changeOf(before, after) {
    return before === 'none' ? 'added' : after === 'none' ? 'deleted' : 'modified';
}
/**
 * Parses `git diff-tree -r -z --raw --no-renames` output (and diff-index's, the same):
 * `:<mode> <mode> <id> <id> <status>\0<path>\0` per change.
 */
function parseRawDiff(output) {
    const fields = splitZ(output);
    const changes = [];
    for (let i = 0; i < fields.length; i += 2) {
        const header = fields[i];
        const path = fields[i + 1];
        const match = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(header);
        if (!match || path === undefined) {
            throw new Error(`cannot parse git diff-tree output near ${JSON.stringify(header)}`);
        }
        const [, beforeMode, afterMode, beforeId, afterId, status] = match;
        changes.push({
            path,
            before: entryKind(beforeMode),
            after: entryKind(afterMode),
            beforeId: beforeId,
            afterId: afterId,
            status: status
        });
    }
    return changes;
}
/**
 * The outcome for `ref` in `git push --porcelain`'s `<flag>\t<from>:<to>\t<summary>` lines;
 * undefined when no line names it.
 */
function pushOutcome(stdout, stderr, ref) {
    for (const line of stdout.split('\n')) {
        const [flag, refs, summary] = line.split('\t');
        if (flag === undefined || summary === undefined || !refs?.endsWith(`:${ref}`))
            continue;
        if (flag === '=')
            return { kind: 'up-to-date' };
        if (flag === '*' || flag === ' ' || flag === '+')
            return { kind: 'pushed' };
        return { kind: 'rejected', reason: rejectReason(summary, stderr), detail: summary };
    }
    return undefined;
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
const FETCH_DEPTH_FIX = "Use 'fetch-depth: 0' in actions/checkout.";
/** A failure to talk to `origin`, with what to change for the usual causes. */
function explainRemoteFailure(action, result) {
    const said = result.stderr.trim() || `exit code ${result.exitCode}`;
    if (/returned error: 403|Permission to .* denied|Write access to repository not granted/i.test(said))
        return (`Could not ${action} origin: the token may not write to this repository (${said}). ` +
            "Give the workflow 'permissions: contents: write' (and for pull requests " +
            "'pull-requests: write'), or pass a token that has it in 'github-token'.");
    if (/returned error: 401|Authentication failed|could not read Username/i.test(said))
        return (`Could not ${action} origin: authentication failed (${said}). ` +
            "Check 'github-token': it is empty, expired or for another server.");
    if (/shallow/i.test(said))
        return `Could not ${action} origin from a shallow clone (${said}). ${FETCH_DEPTH_FIX}`;
    return `Could not ${action} origin: ${said}`;
}
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

;// CONCATENATED MODULE: ./src/git/index-file.ts
/**
 * The racy-write floor, read from the snapshots' own index files (versions 2 to 4, SHA-1 or
 * SHA-256) without git, because no git command computes it (docs/architecture.md). Git re-reads
 * a file only when its recorded mtime is at or after the index file's mtime (whole seconds). An
 * entry stat'ed in the second the index was written, whose mtime is older, would be trusted
 * after an agent rewrote it in that second with the same size and the mtime put back; its
 * ctime, which the agent cannot set, is in that second. Without the floor the agent waits up to
 * a second before every call. Tests: __tests__/unit/git/index-file.test.ts,
 * __tests__/integration/git/index-times.test.ts, racy-writes.test.ts.
 */
/** ctime, mtime (sec, nsec), dev, ino, mode, uid, gid, size: ten 32-bit fields. */
const STAT_BYTES = 40;
// Big-endian fields.
const u16 = (bytes, at) => (bytes[at] << 8) | bytes[at + 1];
const u32 = (bytes, at) => bytes[at] * 0x1000000 + (bytes[at + 1] << 16) + u16(bytes, at + 2);
function walk(bytes, hashBytes) {
    const version = u32(bytes, 4);
    const count = u32(bytes, 8);
    if (count > bytes.length / (STAT_BYTES + hashBytes + 3))
        return undefined;
    const at = new Int32Array(count);
    let [offset, previous] = [12, 0];
    for (let i = 0; i < count; i++) {
        let name = offset + STAT_BYTES + hashBytes + 2;
        if (name > bytes.length)
            return undefined;
        const flags = u16(bytes, name - 2);
        if (flags & 0x4000) {
            if (version < 3 || name + 2 > bytes.length)
                return undefined;
            name += 2;
        }
        at[i] = offset;
        if (version === 4) {
            // Drop as many bytes of the previous name as git's offset varint says, add the rest.
            let drop = -1;
            let byte = 0x80;
            while (byte & 0x80) {
                if (name >= bytes.length)
                    return undefined;
                byte = bytes[name++];
                drop = ((drop + 1) << 7) | (byte & 0x7f);
            }
            const end = bytes.indexOf(0, name);
            if (end < 0 || drop > previous)
                return undefined;
            previous += end - name - drop;
            offset = end + 1;
        }
        else {
            const end = (flags & 0xfff) < 0xfff ? name + (flags & 0xfff) : bytes.indexOf(0, name);
            if (end < 0 || end > bytes.length)
                return undefined;
            offset += Math.floor((end - offset + 8) / 8) * 8; // one to eight NULs of padding
        }
    }
    // The extensions end where the checksum starts. A split index keeps most entries (and
    // their times) in another file.
    const end = bytes.length - hashBytes;
    for (; offset + 8 <= end; offset += 8 + u32(bytes, offset + 4))
        if (bytes.toString('latin1', offset, offset + 4) === 'link')
            return undefined;
    if (offset !== end)
        return undefined;
    return at;
}
/** Where each entry of an index file starts; undefined unless git wrote the index whole. */
function entryOffsets(bytes) {
    const version = bytes.length >= 12 ? u32(bytes, 4) : 0;
    if (bytes.toString('latin1', 0, 4) !== 'DIRC' || version < 2 || version > 4)
        return undefined;
    // The file does not say its hash: SHA-1, else SHA-256.
    return walk(bytes, 20) ?? walk(bytes, 32);
}
/**
 * The second to give the index file's mtime so that git re-reads every entry whose ctime is
 * at or after `second` (the index's own mtime), not only those whose mtime is: the lowest
 * mtime among them, or `second` itself. Undefined when the bytes are no index, or when such
 * an entry has an mtime git's rule cannot reach (second 0).
 */
function racyFloor(bytes, second) {
    const offsets = entryOffsets(bytes);
    if (!offsets)
        return undefined;
    let lowest = second;
    for (const at of offsets) {
        const mtime = u32(bytes, at + 8);
        if (u32(bytes, at) >= second && mtime < lowest)
            lowest = mtime;
    }
    return lowest >= 1 ? lowest : undefined;
}

;// CONCATENATED MODULE: ./src/git/snapshot.ts
/**
 * Snapshots of the working tree without touching the user's index: an index file of the
 * snapshot's own, seeded from the real one (so unchanged files are not hashed again), takes
 * `git add -A`; its bytes are the snapshot, written as a tree only when one is asked for.
 */







// `add` never reads the untracked cache (with a pathspec, or collecting ignored paths, git
// turns it off): keeping one only costs its upkeep. Stat checks at full strength whatever the
// user configured: an agent can set a file's mtime back, never its ctime. No split index: its
// shared part lives in .git/ (`sharedindex.<id>`), where the agent can rewrite an entry's stat
// data under the same id; the snapshot index holds every entry itself.
const QUIET = [
    'advice.addEmbeddedRepo=false',
    'core.safecrlf=false',
    'core.untrackedCache=false',
    'core.trustctime=true',
    'core.checkStat=default',
    'core.ignoreStat=false',
    'core.splitIndex=false'
].flatMap(setting => ['-c', setting]);
async function readIgnoredState(repo, top, index) {
    const state = new Map();
    for (const path of await repo.listIgnored(index)) {
        const sig = (0,lstat/* lstatSignature */.l)((0,external_node_path_.join)(top, path));
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
 * The ignored listing runs beside `add -A` (the long pole): it names files add never takes,
 * and add replaces the index by a rename, so it reads the old or the new one with the same
 * answer. An index that add left as the seed was has the seed's tree.
 */
async function takeSnapshot(repo, paths, indexFile, seed) {
    const adding = repo.addAll(indexFile, QUIET);
    const listing = readIgnoredState(repo, paths.top, indexFile);
    const listingRefs = repo.refState();
    // The first snapshot's git setup is read while git works (git writes no config, hooks or
    // info); a later one after git, so that whatever changed it until then counts.
    const early = seed === undefined ? readGitDirState(paths) : undefined;
    const [unaddable, ignored, refs] = await Promise.all([adding, listing, listingRefs]);
    const index = (0,external_node_fs_.readFileSync)(indexFile);
    let written;
    // The tree is written from the bytes read now: an agent that can reach the scratch folder
    // (unconfined) may have rewritten the file during its call.
    const writeTree = () => {
        (0,external_node_fs_.writeFileSync)(indexFile, index);
        return repo.writeTree(indexFile);
    };
    const tree = seed?.index.equals(index) ? seed.tree : () => (written ??= writeTree());
    const gitDir = early ?? readGitDirState(paths);
    return { ...refs, index, indexFile, tree, ignored, unaddable, gitDir };
}
/** Slack for the file system's coarse clock, which lags the wall clock by up to a tick. */
const CLOCK_TICK_MS = 20;
/** The snapshots of one agent call, in a scratch folder of their own. */
function startSnapshots(repo, paths) {
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-snap-'));
    const saved = (0,external_node_fs_.existsSync)(paths.index)
        ? { bytes: (0,external_node_fs_.readFileSync)(paths.index), times: (0,external_node_fs_.statSync)(paths.index) }
        : null;
    const lockExisted = (0,external_node_fs_.existsSync)(`${paths.index}.lock`);
    let seed;
    let taken = 0;
    return {
        scratch,
        async take() {
            const indexFile = (0,external_node_path_.join)(scratch, `index-${++taken}`);
            if (seed) {
                (0,external_node_fs_.writeFileSync)(indexFile, seed.snapshot.index);
                (0,external_node_fs_.utimesSync)(indexFile, seed.mtime, seed.mtime);
            }
            else if (saved) {
                // The copy keeps the mtime it stands for: git re-reads an entry changed in the same
                // second as (or after) the index's mtime; with a fresh one it would trust a stale stat.
                (0,external_node_fs_.copyFileSync)(paths.index, indexFile);
                (0,external_node_fs_.utimesSync)(indexFile, saved.times.atime, saved.times.mtime);
                // A marked entry is never compared with its file: in the snapshots' own index the
                // marks go, so an agent's write to such a file counts.
                await repo.clearMarks(indexFile);
            }
            const snapshot = await takeSnapshot(repo, paths, indexFile, seed?.snapshot);
            if (!seed) {
                const second = Math.floor((0,external_node_fs_.statSync)(indexFile).mtimeMs / 1000);
                const floor = racyFloor(snapshot.index, second);
                seed = { snapshot, mtime: floor ?? second, racyChecked: floor !== undefined };
            }
            return snapshot;
        },
        /** The wall-clock time (ms) from which any write is sure to show in the next snapshot. */
        safeFrom() {
            if (!seed)
                return Date.now();
            const ignored = latestChangeMs(seed.snapshot.ignored) + CLOCK_TICK_MS;
            // Unread index: git's rule covers only what changed in a second before the call.
            const second = seed.racyChecked ? 0 : (seed.mtime + 1) * 1000 + CLOCK_TICK_MS;
            return Math.max(ignored, second);
        },
        /** Writes the user's index back as it was at start. */
        restoreUserIndex() {
            // A lock left by an agent's git killed mid-write would block every later git command.
            if (!lockExisted)
                (0,external_node_fs_.rmSync)(`${paths.index}.lock`, { force: true });
            const now = (0,external_node_fs_.existsSync)(paths.index) ? (0,external_node_fs_.readFileSync)(paths.index) : null;
            if (saved === null)
                (0,external_node_fs_.rmSync)(paths.index, { force: true });
            else if (now === null || !now.equals(saved.bytes)) {
                atomicReplace(paths.index, saved.bytes);
                (0,external_node_fs_.utimesSync)(paths.index, saved.times.atime, saved.times.mtime);
            }
        },
        dispose() {
            (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
        }
    };
}

;// CONCATENATED MODULE: ./src/git/writes.ts
/** Every write an agent made between two snapshots, as one sorted list. */




/** The tree entries that changed: git compares the first snapshot's tree with the second's index. */
async function treeWrites(repo, before, after) {
    if (before.index.equals(after.index))
        return [];
    const changes = await repo.diffIndex(await before.tree(), after.indexFile);
    return changes.map(raw => ({
        path: raw.path,
        change: changeOf(raw.before, raw.after),
        source: 'tree',
        before: raw.before,
        after: raw.after
    }));
}
/** The keys added, deleted or changed (`same` says no) from `before` to `after`. */
function diffMaps(before, after, same) {
    const changes = [];
    for (const [path, value] of after) {
        const old = before.get(path);
        if (old === undefined)
            changes.push({ path, change: 'added' });
        else if (!same(old, value))
            changes.push({ path, change: 'modified' });
    }
    for (const path of before.keys())
        if (!after.has(path))
            changes.push({ path, change: 'deleted' });
    return changes;
}
/** Changes of the git setup; a file that is not there, named or not, is the same nothing. */
function diffGitDirState(before, after) {
    const there = (state) => new Map([...state].filter(([, entry]) => entry.kind !== 'absent'));
    return diffMaps(there(before), there(after), (a, b) => a.sha256 === b.sha256 && a.mode === b.mode && a.kind === b.kind);
}
/** Ref changes, plus `HEAD` when it now points elsewhere (another branch or commit). */
function diffRefState(before, after) {
    const changes = diffMaps(before.refs, after.refs, (a, b) => a === b);
    // A branch HEAD points at moves with its ref (listed above); HEAD itself moved when it
    // now names another branch, or is detached at another commit.
    const detachedMoved = after.head.symbolic === null && before.head.sha !== after.head.sha;
    if (before.head.symbolic !== after.head.symbolic || detachedMoved) {
        changes.push({ path: 'HEAD', change: 'modified' });
    }
    return changes;
}
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
/** Where the link at `path` (relative to `top`) really points; undefined when it is no link. */
function readLinkInfo(top, path, gitDirs) {
    const abs = (0,external_node_path_.join)(top, path);
    let target;
    try {
        target = (0,external_node_fs_.readlinkSync)(abs);
    }
    catch {
        return undefined;
    }
    const resolved = realish((0,external_node_path_.resolve)((0,external_node_path_.dirname)(abs), target));
    const inGitDir = gitDirs.some(dir => (0,external_node_fs_.existsSync)(dir) && contains((0,external_node_fs_.realpathSync)(dir), resolved));
    return { target, inside: contains((0,external_node_fs_.realpathSync)(top), resolved) && !inGitDir };
}
async function collectWrites(repo, paths, before, after, 
/** Git setup changes already put back (so no longer in `after`). */
restored = []) {
    const writes = await treeWrites(repo, before, after);
    for (const path of after.unaddable) {
        if (!before.unaddable.includes(path))
            writes.push({ path, change: 'added', source: 'unaddable' });
    }
    for (const [path, sig] of after.ignored) {
        const old = before.ignored.get(path);
        const change = old === undefined ? 'added' : 'modified';
        if (old !== sig)
            writes.push({ path, change, source: 'ignored' });
    }
    // One that left the listing but still exists was un-ignored (an edited .gitignore, say):
    // the tree comparison reports it.
    for (const path of before.ignored.keys()) {
        if (!after.ignored.has(path) && (0,lstat/* lstatSignature */.l)((0,external_node_path_.join)(paths.top, path)) === undefined)
            writes.push({ path, change: 'deleted', source: 'ignored' });
    }
    const setup = [...restored, ...diffGitDirState(before.gitDir, after.gitDir)];
    for (const [path, change] of new Map(setup.map(({ path, change }) => [path, change])))
        writes.push({ path, change, source: 'git-dir' });
    for (const { path, change } of diffRefState(before, after))
        writes.push({ path: `.git/${path}`, change, source: 'ref' });
    const gitDirs = [paths.gitDir, paths.commonDir];
    for (const write of writes) {
        // `after` is set on tree writes only.
        const mayLink = write.source === 'ignored' ? write.change !== 'deleted' : write.after === 'symlink';
        const link = mayLink && readLinkInfo(paths.top, write.path, gitDirs);
        if (link)
            write.link = link;
    }
    writes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return writes;
}

;// CONCATENATED MODULE: ./src/git/attempt.ts
/** One agent call as git sees it: snapshots before and after, the writes, the way back. */







/** git's words for an object that does not hash to its id (it checks trees and commits). */
const HASH_MISMATCH = /hash mismatch|is corrupt|unable to unpack|failed to unpack/;
/** The object store no longer holds what a snapshot recorded, or the git dir is gone. */
class RepositoryAltered extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'RepositoryAltered';
    }
}
function revertFailed(error, writes) {
    const stderr = error instanceof GitError ? error.result.stderr : '';
    if (!HASH_MISMATCH.test(stderr))
        return error;
    const paths = writes.map(write => write.path).join(', ');
    return new RepositoryAltered(`The revert could not read the snapshot from .git/objects: the object store was altered ` +
        `(${stderr.trim().split('\n')[0]}). The agent's writes may still be in the checkout: ` +
        `${paths}. Fix: take those paths from a fresh clone of your remote, and replace this ` +
        `clone's altered objects (\`git fsck --full\` names them; re-cloning is simplest).`, { cause: error });
}
/**
 * Snapshots the working tree (`repo` seen from its top); call just before the agent starts.
 * `exclude`: paths the runner itself may touch during the call (another `ralph step` polling
 * the lock in `.runtime/`), never counted as the agent's writes, never reverted.
 */
async function beginAttempt(repo, paths, exclude = () => false) {
    const keep = (path) => !exclude(path);
    const snaps = startSnapshots(repo, paths);
    let held;
    const dispose = () => {
        if (held)
            releaseDotGit(held);
        snaps.dispose();
    };
    let before;
    try {
        held = holdDotGit(paths);
        before = await snaps.take();
        // The agent starts once its writes are sure to show in the next snapshot.
        const wait = snaps.safeFrom() - Date.now();
        if (wait > 0)
            await new Promise(resolve => setTimeout(resolve, wait));
    }
    catch (error) {
        dispose();
        throw error;
    }
    const dotGit = held;
    /** Fails closed when the repository is gone: no git runs anywhere else in its place. */
    const dotGitBack = () => {
        const check = checkDotGit(dotGit, paths.top);
        if (check.kind === 'lost')
            throw new RepositoryAltered(check.message);
        return check.kind === 'same' ? [] : [{ path: '.git', change: check.change }];
    };
    let ended;
    return {
        before,
        async end() {
            const moved = dotGitBack();
            // Before ralph's first git command after the call: the agent's config, hooks and include
            // targets would run its programs inside that command, so they go back first, without git.
            const now = readGitDirState(paths);
            const setup = diffGitDirState(before.gitDir, now);
            restoreGitDirState(before.gitDir, now, setup.map(change => change.path));
            const tampered = [...moved, ...setup];
            // The user's index is not the snapshot's (that one is private): it goes back while
            // the snapshot's git runs (a task queued now runs once its processes have started).
            const [after] = await Promise.all([
                snaps.take(),
                new Promise(resolve => setImmediate(resolve)).then(() => snaps.restoreUserIndex())
            ]);
            const writes = await collectWrites(repo, paths, before, after, tampered);
            ended = {
                after,
                writes: writes.filter(write => keep(write.path))
            };
            return ended;
        },
        async revert(patchFile) {
            if (!ended)
                throw new Error('revert() needs end() first: the writes are not known yet');
            const { after, writes } = ended;
            // A program the agent left running may have swapped it since end().
            dotGitBack();
            const saved = await savePatch(repo, before, after, patchFile);
            const patch = (0,external_node_path_.relative)(paths.top, patchFile);
            const undone = revertToSnapshot(repo, paths, before, after, writes, snaps.scratch);
            const report = await undone.catch((error) => {
                throw revertFailed(error, writes);
            });
            snaps.restoreUserIndex();
            const left = await collectWrites(repo, paths, before, await snaps.take());
            const remaining = left.map(write => write.path).filter(path => keep(path) && path !== patch);
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
/** False when the snapshots' trees are equal (no patch written). */
async function savePatch(repo, before, after, file) {
    const [from, to] = await Promise.all([before.tree(), after.tree()]);
    if (from === to)
        return false;
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await repo.writePatch(from, to, temp);
    (0,external_node_fs_.renameSync)(temp, file);
    return true;
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
        (0,external_node_fs_.rmSync)(abs, { recursive: (0,lstat/* lstatOrUndefined */.Y)(abs)?.isDirectory(), force: true });
        pruneEmptyParents(paths.top, (0,external_node_path_.dirname)(abs));
        removed.push(write.path);
    }
    return removed;
}
async function restoreTracked(repo, paths, before, writes, scratch) {
    const fromObjects = writes
        .filter(write => write.source === 'tree' && write.change !== 'added')
        .filter(write => write.before !== 'gitlink')
        .map(write => write.path);
    const gitlinks = writes.filter(write => write.source === 'tree' && write.before === 'gitlink');
    const tree = fromObjects.length + gitlinks.length > 0 ? await before.tree() : '';
    if (fromObjects.length > 0)
        await repo.checkoutFromTree(tree, fromObjects, (0,external_node_path_.join)(scratch, 'revert-index'));
    const done = [...fromObjects];
    const failed = [];
    for (const write of gitlinks) {
        const commit = await repo.blobAt(tree, write.path);
        const sub = (0,external_node_path_.join)(paths.top, write.path);
        const ok = commit !== undefined &&
            (0,external_node_fs_.existsSync)((0,external_node_path_.join)(sub, '.git')) &&
            (await repo.tryCheckoutNested(sub, commit));
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
 * `fromObjects`: the restored paths whose bytes came out of the object store.
 */
async function revertToSnapshot(repo, paths, before, after, writes, scratch) {
    await repo.restoreRefs(before, diffRefState(before, after));
    const removed = removeCreated(paths, before, writes);
    const tracked = await restoreTracked(repo, paths, before, writes, scratch);
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

// EXTERNAL MODULE: ./src/fs/confine.ts
var confine = __webpack_require__(7619);
;// CONCATENATED MODULE: ./src/git/git-mover.ts
/**
 * The git mover (the repository inbox): moves with `git mv` so history follows each file, and
 * commits exactly the paths it touched plus the undo log. It satisfies the renamer's Mover
 * interface structurally and imports nothing from src/pdf/.
 */






async function gitMover(seen, commitEnv) {
    const repo = await seen.atTop();
    const root = repo.cwd;
    const touched = new Set();
    let committed;
    const rel = (path) => (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/');
    const state = async (path) => (0,lstat/* lstatOrUndefined */.Y)(path) === undefined ? null : (0,hash/* hashFile */.DC)(path);
    return {
        root,
        confine: (path) => confineToRepository(root, path),
        display: rel,
        names: async (dir) => (0,promises_.readdir)(dir).catch(() => []),
        prepare: async (dir) => {
            await (0,promises_.mkdir)(dir, { recursive: true });
            await (0,promises_.access)(dir, external_node_fs_.constants.W_OK | external_node_fs_.constants.X_OK);
        },
        state,
        sameFile: async (a, b) => {
            const [x, y] = await Promise.all([(0,promises_.lstat)(a), (0,promises_.lstat)(b)]);
            return x.dev === y.dev && x.ino === y.ino;
        },
        verify: async (from, to, sha256) => {
            const current = await state(from).catch(() => null);
            if (current?.sha256 !== sha256)
                return { kind: 'refused', reason: 'changed or removed since it was analysed' };
            if ((0,lstat/* lstatOrUndefined */.Y)(to) !== undefined)
                return {
                    kind: 'refused',
                    reason: `target ${rel(to)} appeared after planning; not overwritten`
                };
            return { kind: 'ok', size: current.size };
        },
        move: async (from, to, _sha256, bytes) => {
            const [f, t] = [rel(from), rel(to)];
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(to), { recursive: true });
            if (!(await repo.isTracked(f)))
                await repo.add([f]);
            const moved = await repo.tryMove(f, t);
            if (moved.kind === 'failed')
                return moved;
            touched.add(f).add(t);
            if (bytes !== undefined) {
                await (0,promises_.writeFile)(to, bytes);
                await repo.add([t]);
            }
            return { kind: 'moved' };
        },
        remove: async (path) => {
            await repo.remove(rel(path));
            touched.add(rel(path));
        },
        keep: async (path) => (await repo.unchangedBlob(rel(path))) ?? null,
        restore: async (handle, path, sha256) => {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            await restoreBlob(repo, handle, rel(path), sha256);
            touched.add(rel(path));
        },
        commit: async (log, message) => {
            const logPath = rel(log);
            await repo.add([logPath], true);
            const paths = [logPath];
            for (const path of [...touched].sort())
                if ((0,lstat/* lstatOrUndefined */.Y)((0,external_node_path_.join)(root, path)) || (await repo.blobAt('HEAD', path)) !== undefined)
                    paths.push(path);
            const sha = await repo.commitPaths(paths, message, commitEnv);
            committed = { sha, paths };
            return sha;
        },
        /** Before the commit is replayed on `tip`: throws when a path it touched changed there. */
        verifyAt: async (tip, where) => {
            if (committed === undefined || committed.paths.length === 0)
                return;
            const changed = (await repo.changedPaths(`${committed.sha}^`, tip, committed.paths)).map(change => change.path);
            if (changed.length === 0)
                return;
            throw new Error(`${changed.join(', ')} changed on ${where} since this run read ${changed.length === 1 ? 'it' : 'them'}, ` +
                `so the commit ${committed.sha.slice(0, 12)} is not replayed on ${tip.slice(0, 12)}: ` +
                'its names would describe other bytes. Nothing was pushed; run it again to read the new versions.');
        }
    };
}
/**
 * Undoing a rename that rewrote a PDF's bytes: the original blob is checked out at the old path
 * (never over an existing file), staged, and checked against `sha256`. Bytes never pass
 * through stdout (the door decodes it).
 */
async function restoreBlob(repo, blob, path, sha256) {
    if ((await repo.objectType(blob)) !== 'blob') {
        throw new Error(`Blob ${blob} for ${path} is not in this clone. ` +
            'Check out the full history (actions/checkout with fetch-depth: 0) and run undo again.');
    }
    const target = (0,external_node_path_.join)(repo.cwd, path);
    if ((0,lstat/* lstatOrUndefined */.Y)(target) !== undefined) {
        throw new Error(`${path} already exists; not overwritten. Move it away and run undo again.`);
    }
    await repo.checkoutBlob(blob, path);
    const actual = (0,hash/* sha256Hex */.fg)(await (0,promises_.readFile)(target));
    if (actual !== sha256) {
        await (0,promises_.rm)(target, { force: true });
        await repo.remove(path, true);
        throw new Error(`${path}: blob ${blob} checked out with sha256 ${actual}, expected ${sha256} ` +
            '(a checkout filter changed it?); not restored.');
    }
}
/** Inside the repository, outside `.git`, no symbolic link on the way. */
async function confineToRepository(root, path) {
    const confined = await (0,confine/* confine */.D)(root, path);
    const parts = confined.kind === 'inside' ? confined.relative.split('/') : [];
    if (parts.some(part => part.toLowerCase() === '.git'))
        return { kind: 'outside', reason: `${path} lies in git's own folder` };
    return confined;
}

// EXTERNAL MODULE: ./src/secrets/names.ts
var names = __webpack_require__(6533);
;// CONCATENATED MODULE: ./src/git/hardening.ts
/**
 * What keeps ralph's own git from running anyone else's code. The agent can write
 * `.git/config`, hooks, include targets and in-tree `.gitattributes`; besides the git dir put
 * back after the call, every command gets settings that turn off each way git starts a program
 * of the repository's choosing: fsmonitor, hooks, filter and merge drivers, external diff and
 * textconv, auto gc/maintenance and signing. The environment holds no secret (a remote command
 * gets its token alone) and makes every pathspec literal. Pure: the door applies it.
 */

/** Per-command config: command-line scope beats every config file, and child gits inherit it. */
const SAFE_CONFIG = [
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
    'gc.auto=0',
    'maintenance.auto=false',
    'commit.gpgSign=false',
    'tag.gpgSign=false'
].flatMap(setting => ['-c', setting]);
/**
 * Commands that may run a filter driver: they hash or check out worktree files, or write the
 * index (write-tree too), which re-hashes the racily clean entries.
 */
const FILTERING = new Set(('add am apply blame checkout checkout-index cherry-pick commit diff grep hash-object log ' +
    'merge mv pull read-tree rebase reset restore revert rm show stash status switch ' +
    'update-index write-tree').split(' '));
/** Commands that may merge file contents, and so run a `merge=<name>` attribute's driver. */
const MERGING = new Set('am apply checkout cherry-pick merge merge-tree pull rebase restore revert stash switch'.split(' '));
const DIFFING = new Set(['diff', 'log', 'show']);
/** Global options that take a separate value. */
const WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace']);
/** Index of the subcommand in `args`, after global options such as `-c k=v`. */
function subcommandIndex(args) {
    let i = 0;
    while (i < args.length && args[i].startsWith('-')) {
        i += WITH_VALUE.has(args[i]) ? 2 : 1;
    }
    return i;
}
function needsDrivers(args) {
    const sub = args[subcommandIndex(args)] ?? '';
    return FILTERING.has(sub) || MERGING.has(sub);
}
/** The command that lists every filter and merge setting (`<kind>.<name>.<key>`), NUL-ended. */
const LIST_DRIVERS = ['config', '-z', '--name-only', '--get-regexp', '^(filter|merge)\\.'];
/** The driver names in that listing, each once, sorted (`merge.renames` is no driver). */
function driverNames(listing) {
    const of = (kind) => {
        const pattern = new RegExp(`^${kind}\\.(.+)\\.[^.]+$`);
        const names = listing.split('\0').map(key => pattern.exec(key)?.[1] ?? '');
        return [...new Set(names.filter(Boolean))].sort();
    };
    return { filters: of('filter'), merges: of('merge') };
}
/** Always empty in the environment of ralph's git (gitEnv): the value of `--config-env`. */
const EMPTY = 'RALPH_GIT_EMPTY';
/**
 * `key` set to the empty string. `-c` splits at the first `=`, so a driver named `a=b`
 * (which an attribute `filter=a=b` selects) goes through `--config-env`, split at the last.
 */
function emptied(key) {
    return key.includes('=') ? [`--config-env=${key}=${EMPTY}`] : ['-c', `${key}=`];
}
/** The environment of ralph's git: no secret, literal pathspecs, git's safety defaults. */
function gitEnv(base, extra = {}) {
    const kept = ([name]) => name.startsWith('GIT_') ||
        name === 'SSH_AUTH_SOCK' ||
        !((0,names/* isSecretName */.eh)(name) || (0,names/* isWorkflowCredential */.Bi)(name));
    return {
        ...Object.fromEntries(Object.entries(base).filter(kept)),
        ...extra,
        [EMPTY]: '',
        // Paths are data, never patterns: `*`, `[1]` or `:` in a file name means that file.
        GIT_LITERAL_PATHSPECS: '1',
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        LC_ALL: 'C'
    };
}
/**
 * `args` with the safety settings, the drivers turned off and diff programs off, as needed. A
 * filter driver with empty commands is a no-op; a merge driver that is not run fails that
 * merge, as a conflict.
 */
function hardenArgs(args, drivers = { filters: [], merges: [] }) {
    const at = subcommandIndex(args);
    const sub = args[at] ?? '';
    const filters = FILTERING.has(sub) ? drivers.filters : [];
    return [
        ...SAFE_CONFIG,
        ...filters.flatMap(name => ['clean', 'smudge', 'process', 'required'].flatMap(key => emptied(`filter.${name}.${key}`))),
        ...(MERGING.has(sub) ? drivers.merges.flatMap(name => emptied(`merge.${name}.driver`)) : []),
        ...args.slice(0, at + 1),
        ...(DIFFING.has(sub) ? ['--no-ext-diff', '--no-textconv'] : []),
        ...args.slice(at + 1)
    ];
}
/**
 * Environment that sends `AUTHORIZATION: basic …` to `serverUrl` for one command (through
 * GIT_CONFIG_COUNT/KEY_n/VALUE_n): the agent finds no token in the checkout, and argv
 * (visible in `ps`) never carries it.
 */
function authEnv(auth, inherited) {
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
/** Masks the token, plain or inside the basic header. */
function redactToken(text, token) {
    if (token === '')
        return text;
    const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
    return text.split(token).join('***').split(basic).join('***');
}

;// CONCATENATED MODULE: ./src/git/repository.ts
/**
 * The one door to git: every git command the product runs is a method of `Repository`, and the
 * private `run` is the only place a git process starts, hardened (hardening.ts). Verbs that may
 * fail are named `try…` and return a boolean or a union; the others throw with git's words and,
 * where there is one, the fix.
 */











const PUSH_ATTEMPTS = 3;
const BOT = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com'
};
/** Lines that keep the runner's files out of the user's commits (info/exclude). */
const RUNTIME_EXCLUDE = [
    '# ralph: run files (attempt logs, patches, lock, events)',
    '/.runtime/'
];
const MODE_KIND = { '120000': 'symlink', '160000': 'submodule' };
const nul = (paths) => paths.map(path => `${path}\0`).join('');
const FROM_STDIN = ['--pathspec-from-file=-', '--pathspec-file-nul'];
/** A diff as git's raw records, every path of the tree, no rename detection. */
const RAW = ['-r', '-z', '--raw', '--no-renames', '--full-index'];
class Repository {
    cwd;
    options;
    #paths;
    /** Commands run in `cwd`; `auth` goes to the commands that talk to `origin`, and no other. */
    constructor(cwd, options = {}) {
        this.cwd = cwd;
        this.options = options;
        if (options.paths)
            this.#paths = Promise.resolve(options.paths);
    }
    /** The repository that holds `cwd`, seen from its top; throws when there is none. */
    static open(cwd) {
        return new Repository(cwd).atTop();
    }
    /** This repository seen from its top (for paths relative to the top). */
    async atTop() {
        const paths = await this.paths();
        return paths.top === this.cwd ? this : new Repository(paths.top, { ...this.options, paths });
    }
    // ---- Where it is, what HEAD is -------------------------------------------------------
    paths() {
        this.#paths ??= this.readPaths();
        return this.#paths;
    }
    async readPaths() {
        const args = ['--show-toplevel', '--git-dir', '--git-common-dir', '--git-path', 'index'];
        const result = await this.run(['rev-parse', '--path-format=absolute', ...args]);
        if (result.exitCode !== 0)
            throw new Error(`'${this.cwd}' is not inside a git working tree (run 'git init' there first)`, { cause: new GitError(['rev-parse'], result) });
        const [top, gitDir, commonDir, index] = result.stdout.split('\n');
        if (!top || !gitDir || !commonDir || !index)
            throw new Error(`unexpected output of git rev-parse in '${this.cwd}': ${result.stdout}`);
        return { top, gitDir, commonDir, index };
    }
    async requireWorkTree() {
        const result = await this.run(['rev-parse', '--is-inside-work-tree']);
        if (result.exitCode !== 0 || result.stdout.trim() !== 'true')
            throw new Error(`${this.cwd} is not a git repository (git said: ${result.stderr.trim() || result.stdout.trim()}). ` +
                'Run actions/checkout before this action, in the same job.');
    }
    /** The full sha of a revision, or undefined when it does not name a commit here. */
    resolveCommit(rev) {
        return this.answer(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    }
    async currentBranch() {
        const result = await this.run(['symbolic-ref', '--quiet', '--short', 'HEAD']);
        if (result.exitCode !== 0)
            throw new Error('HEAD is detached, so there is no branch to commit the PRD status to. ' +
                "Check out a branch (actions/checkout with 'ref: main') or set the input 'base-branch'.");
        return result.stdout.trim();
    }
    async switchBranch(branch) {
        await this.git(['switch', '--quiet', '-C', branch]);
    }
    async isShallow() {
        return (await this.run(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true';
    }
    /**
     * True when git's configuration carries an `http.*.extraheader`: actions/checkout leaves one
     * unless `persist-credentials: false`, and the agent could read that token.
     */
    async hasStoredAuthHeader() {
        const result = await this.run(['config', '--get-regexp', '^http\\..*\\.extraheader$']);
        return result.exitCode === 0 && result.stdout.trim() !== '';
    }
    /** Author and committer for the runner's commits: the configured user, else the Actions bot. */
    async identity() {
        const name = await this.answer(['config', 'user.name']);
        const email = await this.answer(['config', 'user.email']);
        if (name && email)
            return {};
        return {
            GIT_AUTHOR_NAME: BOT.name,
            GIT_AUTHOR_EMAIL: BOT.email,
            GIT_COMMITTER_NAME: BOT.name,
            GIT_COMMITTER_EMAIL: BOT.email
        };
    }
    /**
     * Keeps the runner's files out of the user's commits without touching a tracked file: a line
     * in `info/exclude` (shared by all worktrees), written once. No git command writes that file.
     */
    async excludeRuntime() {
        const { commonDir } = await this.paths();
        const file = (0,external_node_path_.join)(commonDir, 'info', 'exclude');
        const text = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
            if (error.code === 'ENOENT')
                return '';
            throw error;
        });
        if (text.split('\n').includes(RUNTIME_EXCLUDE[1]))
            return;
        await (0,promises_.mkdir)((0,external_node_path_.join)(commonDir, 'info'), { recursive: true });
        const separator = text === '' || text.endsWith('\n') ? '' : '\n';
        await (0,promises_.appendFile)(file, `${separator}${RUNTIME_EXCLUDE.join('\n')}\n`);
    }
    // ---- Reading commits and trees -------------------------------------------------------
    /** A file's text at a commit, or undefined when the commit has no such file. */
    async fileAt(commit, path) {
        const listed = await this.git(['ls-tree', '--name-only', commit, '--', path]);
        return listed.trim() === '' ? undefined : this.git(['show', `${commit}:${path}`]);
    }
    async treeFiles(rev = 'HEAD') {
        return splitZ(await this.git(['ls-tree', '-r', '-z', '--name-only', '--full-tree', rev]));
    }
    /** The id of the entry at `path` in a tree-ish, or undefined when it has none. */
    blobAt(treeish, path) {
        return this.answer(['rev-parse', '--verify', '--quiet', `${treeish}:${path}`]);
    }
    async blobIdOf(bytes) {
        return (await this.git(['hash-object', '--no-filters', '--stdin'], { input: bytes })).trim();
    }
    isAncestor(ancestor, commit) {
        return this.ok(['merge-base', '--is-ancestor', ancestor, commit]);
    }
    /**
     * What `from..to` changes, within `paths` when given; no rename detection (both sides of a
     * rename must be in scope).
     */
    async changedPaths(from, to, paths = []) {
        const changes = [];
        for (const entry of parseRawDiff(await this.git(['diff-tree', ...RAW, from, to, '--', ...paths]))) {
            const item = { path: entry.path, change: changeOf(entry.before, entry.after) };
            if (entry.after === 'symlink')
                item.linkTarget = await this.git(['cat-file', 'blob', entry.afterId]);
            changes.push(item);
        }
        return changes;
    }
    /** True when none of `paths` has a change against HEAD, staged or not. */
    async isClean(paths) {
        const args = ['status', '--porcelain', '-z', '--untracked-files=no', '--', ...paths];
        const result = await this.run(args);
        return result.exitCode === 0 && result.stdout === '';
    }
    /**
     * Writes the binary patch `from..to` to `file` (the bytes never pass through a string), with
     * `a/` and `b/` prefixes and no diff program whatever the configuration says (plumbing).
     */
    async writePatch(from, to, file) {
        const args = ['diff-tree', '-p', '--binary', '--full-index', '--no-renames', '-r'];
        await this.git([...args, `--output=${file}`, from, to]);
    }
    // ---- Writing commits and trees -------------------------------------------------------
    /**
     * Commits exactly `paths` as they are in the work tree (ignored ones too, a missing one as
     * deleted) on the current branch; other staged changes stay out of it. Returns the new HEAD.
     */
    async commitPaths(paths, message, env = {}) {
        const present = paths.filter(path => (0,lstat/* lstatOrUndefined */.Y)((0,external_node_path_.join)(this.cwd, path)) !== undefined);
        if (present.length > 0)
            await this.git(['add', '--force', ...FROM_STDIN], { input: nul(present) });
        const commit = ['commit', '--quiet', '--no-verify', '--only', '--message', message];
        await this.git([...commit, ...FROM_STDIN], { env, input: nul(paths) });
        return this.requireCommit();
    }
    /** Puts `paths` back to HEAD in the work tree and index (removed where HEAD lacks them). */
    async restorePaths(paths) {
        if (paths.length === 0)
            return;
        const listed = ['ls-tree', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...paths];
        const inHead = new Set(splitZ(await this.git(listed)));
        const tracked = paths.filter(path => inHead.has(path));
        if (tracked.length > 0)
            await this.git(['checkout', 'HEAD', ...FROM_STDIN], { input: nul(tracked) });
        for (const full of paths.filter(p => !inHead.has(p)).map(p => (0,external_node_path_.join)(this.cwd, p)))
            if ((0,lstat/* lstatOrUndefined */.Y)(full))
                (0,external_node_fs_.rmSync)(full, { force: true });
        await this.git(['reset', '--quiet', ...FROM_STDIN], { input: nul(paths) });
    }
    /** A tree: `base` plus the work-tree state of `paths`, built in a throwaway index. */
    async treeWithPaths(base, paths) {
        return this.withScratchIndex(async (index) => {
            await this.readTree(base, index);
            if (paths.length > 0)
                // update-index ignores .gitignore (the agent's writes count) and drops missing paths.
                await this.git(['update-index', '--add', '--remove', '-z', '--stdin'], {
                    index,
                    input: nul(paths)
                });
            return this.writeTree(index);
        });
    }
    /** The tree of `base` with `patchFile` applied, built in a throwaway index (work tree untouched). */
    async tryApplyPatch(base, patchFile) {
        // git apply refuses an empty patch; no writes is the base's own tree.
        if ((0,external_node_fs_.statSync)(patchFile).size === 0)
            return { kind: 'applied', tree: (await this.git(['rev-parse', `${base}^{tree}`])).trim() };
        return this.withScratchIndex(async (index) => {
            await this.readTree(base, index);
            const args = ['apply', '--cached', '--whitespace=nowarn', '-p1', patchFile];
            const applied = await this.run(args, { index });
            if (applied.exitCode !== 0)
                return {
                    kind: 'rejected',
                    detail: applied.stderr.trim() || `exit code ${applied.exitCode}`
                };
            return { kind: 'applied', tree: await this.writeTree(index) };
        });
    }
    async withScratchIndex(work) {
        const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-index-'));
        try {
            return await work((0,external_node_path_.join)(dir, 'index'));
        }
        finally {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        }
    }
    /** Re-makes commit `sha` on HEAD; on a conflict the cherry-pick is aborted. */
    async replayCommit(sha, env) {
        const result = await this.run(['cherry-pick', '--allow-empty', sha], { env });
        if (result.exitCode !== 0) {
            await this.run(['cherry-pick', '--abort']);
            throw new Error(`Could not replay ${sha.slice(0, 12)} on the moved branch: someone changed the same files ` +
                `meanwhile (${result.stderr.trim() || result.stdout.trim()}). Nothing was pushed; run it again.`);
        }
        return this.requireCommit();
    }
    async requireCommit(rev = 'HEAD') {
        const sha = await this.resolveCommit(rev);
        if (sha === undefined)
            throw new Error(`${rev} names no commit in ${this.cwd}`);
        return sha;
    }
    // ---- Branches and origin -------------------------------------------------------------
    /**
     * Makes `branch` one commit of `tree` on `base`, not touching the user's index or HEAD; the
     * same tree on the same base is 'unchanged' and pushes nothing, else it goes under a lease.
     */
    async publishTree(spec, push) {
        const { branch, tree, base } = spec;
        const ref = `refs/heads/${branch}`;
        const previous = push ? await this.remoteTip(ref) : await this.resolveCommit(ref);
        if (previous !== undefined && push)
            await this.fetch([`+${ref}:refs/remotes/origin/${branch}`]);
        if (previous !== undefined) {
            const shape = await this.run(['show', '-s', '--format=%T %P', previous]);
            if (shape.exitCode === 0 && shape.stdout.trim() === `${tree} ${base}`) {
                await this.git(['update-ref', ref, previous]);
                return { kind: 'unchanged', sha: previous };
            }
        }
        const commitTree = ['commit-tree', tree, '-p', base, '-F', '-'];
        const commit = (await this.git(commitTree, { env: spec.env, input: spec.message })).trim();
        await this.git(['update-ref', ref, commit]);
        if (push)
            await this.pushUnderLease(branch, commit, previous);
        return { kind: previous === undefined ? 'created' : 'updated', sha: commit };
    }
    async pushUnderLease(branch, commit, previous) {
        const outcome = await this.push({ source: commit, branch, expect: previous ?? '' });
        if (outcome.kind !== 'rejected')
            return;
        if (outcome.reason === 'stale')
            throw new Error(`Branch ${branch} changed on the remote while this step ran (${outcome.detail}). ` +
                'Run the step again; the lease kept the other change.');
        if (outcome.reason === 'protected')
            throw new Error(`A branch rule rejected the push to ${branch} (${outcome.detail}). ` +
                "Exempt the branch prefix (input 'branch-prefix') from branch protection or rulesets.");
        throw new Error(`The push to ${branch} was rejected: ${outcome.detail}`);
    }
    /** One command against origin, the token in its environment only and redacted after. */
    async remote(args) {
        const { auth } = this.options;
        const result = await this.run(args, { env: auth ? authEnv(auth, process.env) : undefined });
        if (!auth)
            return result;
        const stdout = redactToken(result.stdout, auth.token);
        return { ...result, stdout, stderr: redactToken(result.stderr, auth.token) };
    }
    async fetch(refspecs, flags = []) {
        const args = ['fetch', '--no-tags', '--quiet', ...flags, 'origin', ...refspecs];
        const result = await this.remote(args);
        if (result.exitCode !== 0)
            throw new Error(explainRemoteFailure('fetch from', result));
    }
    async remoteTip(ref) {
        const result = await this.remote(['ls-remote', '--heads', 'origin', ref]);
        if (result.exitCode !== 0)
            throw new Error(explainRemoteFailure('list', result));
        return result.stdout
            .split('\n')
            .find(line => line.endsWith(`\t${ref}`))
            ?.split('\t')[0];
    }
    /** Pushes one ref; a rejection is an outcome, a failure to talk to origin throws. */
    async push(spec) {
        const ref = `refs/heads/${spec.branch}`;
        const args = ['push', '--porcelain', '--no-verify'];
        if (spec.expect !== undefined)
            args.push(`--force-with-lease=${ref}:${spec.expect}`);
        const result = await this.remote([...args, 'origin', `${spec.source}:${ref}`]);
        const outcome = pushOutcome(result.stdout, result.stderr, ref);
        if (outcome !== undefined)
            return outcome;
        if (result.exitCode === 0)
            return { kind: 'pushed' };
        throw new Error(explainRemoteFailure('push to', result));
    }
    /**
     * Pushes HEAD to `branch`; when the branch moved, fetches it, moves HEAD there with `reset
     * --keep` (which refuses to drop uncommitted edits) and lets `rebuild` redo the commit.
     */
    async pushWithRetry(spec) {
        const maxAttempts = spec.maxAttempts ?? PUSH_ATTEMPTS;
        for (let attempt = 1;; attempt++) {
            const outcome = await this.push({ source: 'HEAD', branch: spec.branch });
            if (outcome.kind !== 'rejected')
                return { kind: 'pushed', attempts: attempt, head: await this.requireCommit() };
            if (outcome.reason !== 'non-fast-forward')
                return { ...outcome, attempts: attempt };
            if (attempt >= maxAttempts)
                throw new Error(`origin/${spec.branch} kept moving: the push was rejected ` +
                    `${attempt} times (${outcome.detail}). Run the step again; its outcome is not recorded.`);
            const tracking = `refs/remotes/origin/${spec.branch}`;
            await this.fetch([`+refs/heads/${spec.branch}:${tracking}`]);
            const fresh = await this.requireCommit(tracking);
            await spec.verify?.(fresh);
            await this.git(['reset', '--quiet', '--keep', fresh]);
            await spec.rebuild(fresh);
        }
    }
    /** The merge base of two commits, fetching them and deepening a shallow clone as needed. */
    async ensureMergeBase(base, head) {
        await this.ensureCommits([base, head]);
        let found = await this.answer(['merge-base', base, head]);
        for (const flag of ['--deepen=50', '--deepen=400', '--unshallow']) {
            if (found !== undefined || !(await this.isShallow()))
                break;
            await this.fetch([base, head], [flag]).catch((error) => {
                throw new Error(`This shallow clone lacks the history needed and could not be deepened. ${FETCH_DEPTH_FIX}`, { cause: error });
            });
            found = await this.answer(['merge-base', base, head]);
        }
        if (found === undefined)
            throw new Error(`Commits ${base} and ${head} share no history in this clone. ` +
                `If the pull request's branch really is unrelated, rebase it on the base branch; ` +
                `otherwise ${FETCH_DEPTH_FIX}`);
        return found;
    }
    /** Fetches the commits this clone lacks (GitHub serves any reachable sha). */
    async ensureCommits(shas) {
        const missing = [];
        for (const sha of shas)
            if ((await this.resolveCommit(sha)) === undefined)
                missing.push(sha);
        if (missing.length === 0)
            return;
        const depth = (await this.isShallow()) ? ['--depth=1'] : [];
        await this.fetch(missing, depth).catch((error) => {
            throw new Error(`Commit(s) ${missing.join(', ')} are not in this clone and could not be fetched. ${FETCH_DEPTH_FIX}`, { cause: error });
        });
    }
    // ---- The document inbox (the git mover) ----------------------------------------------
    mover(options = {}) {
        return gitMover(this, options.commitEnv);
    }
    /** Every file under `folder` git tracks or would add, with its first `headBytes` bytes. */
    async listFolder(folder, headBytes) {
        const spec = folder === '' ? '.' : folder;
        const kinds = new Map();
        for (const line of splitZ(await this.git(['ls-files', '-s', '-z', '--', spec]))) {
            const match = /^([0-7]{6}) [0-9a-f]+ [0-3]\t(.*)$/s.exec(line);
            if (match?.[2] !== undefined)
                kinds.set(match[2], MODE_KIND[match[1] ?? ''] ?? 'file');
        }
        const others = ['ls-files', '--others', '--exclude-standard', '-z', '--', spec];
        for (const path of splitZ(await this.git(others)))
            kinds.set(path, 'file');
        const listed = await Promise.all([...kinds].map(([path, kind]) => describe(this.cwd, path, kind, headBytes)));
        return listed.filter((file) => file !== null);
    }
    isTracked(path) {
        return this.ok(['ls-files', '--error-unmatch', '--', path]);
    }
    /** The blob HEAD has at `path` when the working tree holds exactly its bytes. */
    async unchangedBlob(path) {
        const blob = await this.blobAt('HEAD', path);
        return blob !== undefined && (await this.ok(['diff', '--quiet', 'HEAD', '--', path]))
            ? blob
            : undefined;
    }
    async add(paths, force = false) {
        if (paths.length > 0)
            await this.git(['add', ...(force ? ['-f'] : []), '--', ...paths]);
    }
    /** `git mv` that never replaces: git itself refuses an existing destination without -f. */
    async tryMove(from, to) {
        const result = await this.run(['mv', '--', from, to]);
        if (result.exitCode === 0)
            return { kind: 'moved' };
        return { kind: 'failed', reason: `git mv failed: ${result.stderr.trim()}` };
    }
    async remove(path, cachedOnly = false) {
        await this.git(['rm', ...(cachedOnly ? ['--cached'] : []), '-q', '--', path]);
    }
    objectType(id) {
        return this.answer(['cat-file', '-t', id]);
    }
    async checkoutBlob(blob, path) {
        await this.git(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`]);
        await this.git(['checkout-index', '--', path]);
    }
    // ---- The agent call: snapshots, writes, the way back (attempt.ts) --------------------
    async beginAttempt(exclude) {
        const repo = await this.atTop();
        return beginAttempt(repo, await repo.paths(), exclude);
    }
    /**
     * `git add -A` of the work tree into `index` with the `-c` pairs `config`; returns the paths
     * git could not take (a nested repository without a commit, an unreadable file).
     */
    async addAll(index, config) {
        const args = [...config, 'add', '-A', '--ignore-errors', '--', '.'];
        for (let attempt = 1;; attempt++) {
            const result = await this.run(args, { index });
            if (result.exitCode === 0)
                return [];
            const unaddable = parseUnaddable(result.stderr);
            if (unaddable)
                return unaddable;
            // Another ralph waiting for the lock creates and removes its temporary files next to
            // it all the time: git may list one, then fail to stat it. Taken again, it is gone.
            if (attempt < 5 && RUNNER_LOCK_VANISHED.test(result.stderr))
                continue;
            throw new GitError(args, result);
        }
    }
    /** Untracked, ignored paths, with `index` telling what is tracked. */
    async listIgnored(index) {
        const args = ['ls-files', '-z', '--others', '--ignored', '--exclude-standard'];
        return splitZ(await this.git(args, { index }));
    }
    async refState() {
        const list = await this.git(['for-each-ref', '--format=%(refname)%00%(objectname)%00%(HEAD)']);
        const refs = new Map();
        let head;
        for (const line of list.split('\n')) {
            const [name, id, mark] = line.split('\0');
            if (!name || !id)
                continue;
            refs.set(name, id);
            if (mark === '*')
                head = { symbolic: name, sha: id };
        }
        return { head: head ?? (await this.headState()), refs };
    }
    /** Where HEAD points when no listed branch is its own: detached, or unborn. */
    async headState() {
        const head = await this.run(['rev-parse', 'HEAD', '--symbolic-full-name', 'HEAD']);
        const [sha, name] = head.stdout.split('\n');
        if (head.exitCode === 0 && sha && name)
            return { symbolic: name === 'HEAD' ? null : name, sha };
        return { symbolic: (await this.git(['symbolic-ref', 'HEAD'])).trim(), sha: null };
    }
    /**
     * Clears the assume-unchanged (lower-case tag in `ls-files -v`) and skip-worktree (`S`, `s`)
     * marks in `index`: one call per kind (update-index stops at the first option that marks).
     */
    async clearMarks(index) {
        const listed = splitZ(await this.git(['ls-files', '-z', '-v'], { index }));
        for (const [option, tag] of [
            ['--no-assume-unchanged', /^[a-z] /],
            ['--no-skip-worktree', /^[Ss] /]
        ]) {
            const paths = listed.filter(line => tag.test(line)).map(line => line.slice(2));
            if (paths.length > 0)
                await this.git(['update-index', option, '-z', '--stdin'], { index, input: nul(paths) });
        }
    }
    async writeTree(index) {
        return (await this.git(['write-tree'], { index })).trim();
    }
    async diffIndex(tree, index) {
        return parseRawDiff(await this.git(['diff-index', '--cached', ...RAW, tree], { index }));
    }
    async readTree(tree, index) {
        await this.git(['read-tree', tree], { index });
    }
    /** Writes `paths` into the work tree as `tree` has them, through the private `index`. */
    async checkoutFromTree(tree, paths, index) {
        await this.readTree(tree, index);
        await this.git(['checkout-index', '-f', '-z', '--stdin'], { index, input: nul(paths) });
    }
    /** Checks out `commit` detached in the nested repository of a gitlink's folder `dir`. */
    tryCheckoutNested(dir, commit) {
        return new Repository(dir).ok(['checkout', '-q', '--detach', commit]);
    }
    /** Puts the refs `changes` names, and HEAD, back as they were in `before`. */
    async restoreRefs(before, changes) {
        for (const { path: ref, change } of changes) {
            if (ref === 'HEAD')
                continue;
            const id = change === 'added' ? undefined : before.refs.get(ref);
            await this.git(id === undefined ? ['update-ref', '-d', ref] : ['update-ref', ref, id]);
        }
        if (!changes.some(({ path }) => path === 'HEAD'))
            return;
        const { symbolic, sha } = before.head;
        if (symbolic)
            await this.git(['symbolic-ref', 'HEAD', symbolic]);
        else if (sha)
            await this.git(['update-ref', '--no-deref', 'HEAD', sha]);
    }
    // ---- Running git ---------------------------------------------------------------------
    /**
     * Runs one command hardened, with the filter and merge drivers git sees here turned off
     * where it could run one; never throws for a non-zero exit.
     */
    async run(args, options = {}) {
        const extra = options.index ? { ...options.env, GIT_INDEX_FILE: options.index } : options.env;
        const drivers = needsDrivers(args)
            ? driverNames((await this.run(LIST_DRIVERS)).stdout)
            : undefined;
        const ran = await (0,run/* run */.e)('git', hardenArgs(args, drivers), {
            cwd: this.cwd,
            env: gitEnv(process.env, extra),
            input: options.input
        });
        if (ran.kind === 'not-started')
            throw new Error(`could not start git: ${ran.error} (is git installed and on PATH?)`);
        return { exitCode: ran.exitCode ?? 1, stdout: ran.stdout, stderr: ran.stderr };
    }
    async git(args, options) {
        const result = await this.run(args, options);
        if (result.exitCode !== 0)
            throw new GitError(args, result);
        return result.stdout;
    }
    async answer(args) {
        const result = await this.run(args);
        return result.exitCode === 0 ? result.stdout.trim() : undefined;
    }
    async ok(args, options) {
        return (await this.run(args, options)).exitCode === 0;
    }
}
/** git's complaint about a lock temporary file (loop/step-repo.ts) that vanished. */
const RUNNER_LOCK_VANISHED = /unable to stat '\.runtime\/ralph\.lock\.[^'/]*'/;
async function describe(top, path, kind, headBytes) {
    const stats = await (0,promises_.lstat)((0,external_node_path_.join)(top, path)).catch(() => null);
    if (stats === null)
        return null; // deleted in the working tree: nothing to rename
    if (kind === 'submodule' || stats.isDirectory())
        return { path, kind: 'submodule', size: 0, head: new Uint8Array() };
    if (kind === 'symlink' || stats.isSymbolicLink())
        return { path, kind: 'symlink', size: 0, head: new Uint8Array() };
    const handle = await (0,promises_.open)((0,external_node_path_.join)(top, path), 'r');
    try {
        const buffer = Buffer.alloc(headBytes);
        const { bytesRead } = await handle.read(buffer, 0, headBytes, 0);
        return { path, kind: 'file', size: stats.size, head: buffer.subarray(0, bytesRead) };
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 5765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H3: () => (/* binding */ signalInside),
/* harmony export */   Xr: () => (/* binding */ exitInside),
/* harmony export */   _8: () => (/* binding */ confinedArgs),
/* harmony export */   jS: () => (/* binding */ HOME_INSIDE)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _processes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8344);
/**
 * The agent's confinement: bubblewrap (`bwrap`) starts the program in namespaces made for this
 * one call. In its own PID namespace it sees only its own processes, and when the program ends
 * the kernel ends every process left there (`setsid`, double forks included). The root is bound
 * read-only; /tmp, /dev/shm and /run are private, small tmpfs (which also hides daemons'
 * sockets); the checkout and a private home are the only host folders it can write. No
 * capabilities, `no_new_privs`, and bwrap dies with its parent. Without `network`, loopback only.
 */




/** The private home, inside: outside /tmp, where codex will not put its helper programs. */
const HOME_INSIDE = '/run/agent-home';
const TMP_BYTES = 1024 ** 3;
const SHM_BYTES = 64 * 1024 ** 2;
const RUN_BYTES = 1024 ** 2;
/** Folders replaced with empty ones: what lies below them must be bound back. */
const HIDDEN = ['/tmp', '/run'];
/** The bwrap argv that runs `file args` confined; `uid` is this process's (root is mapped to 1000). */
function confinedArgs(file, args, cwd, c, uid = process.getuid?.() ?? -1) {
    return [
        '--unshare-all',
        '--unshare-user',
        ...(c.network ? ['--share-net'] : []),
        '--die-with-parent',
        '--cap-drop',
        'ALL',
        // Root without capabilities may not map uid 0 into the user namespace a nested sandbox
        // (codex's own) makes; any other uid may map itself.
        ...(uid === 0 ? ['--uid', '1000', '--gid', '1000'] : []),
        ...['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'],
        ...['--size', String(TMP_BYTES), '--tmpfs', '/tmp'],
        ...['--size', String(SHM_BYTES), '--tmpfs', '/dev/shm'],
        ...['--size', String(RUN_BYTES), '--tmpfs', '/run'],
        ...hiddenReadable(c).flatMap(([from, to]) => ['--ro-bind-try', from, to]),
        ...c.writable.flatMap(dir => ['--bind', dir, dir]),
        ...(c.home === undefined ? [] : ['--bind', c.home, HOME_INSIDE]),
        ...(cwd === undefined ? [] : ['--chdir', cwd]),
        '--',
        file,
        ...args
    ];
}
/**
 * The readable folders the private /tmp and /run would hide, and the resolver's (systemd keeps
 * resolv.conf under /run), as [host folder, path inside] pairs: a folder reached through a link
 * (a tool cache's `.bin`) is bound at the path as listed and at its real path.
 */
function hiddenReadable(c) {
    const resolver = c.network ? [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(real('/etc/resolv.conf'))] : [];
    const hidden = (dir) => HIDDEN.some(root => dir === root || dir.startsWith(`${root}/`));
    const pairs = new Map();
    for (const dir of [...c.readable, ...resolver]) {
        const host = real(dir);
        for (const inside of new Set([dir, host]))
            if (hidden(inside))
                pairs.set(inside, [host, inside]);
    }
    return [...pairs.values()];
}
function real(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return path;
    }
}
/**
 * Sends `signal` to every process inside the sandbox bwrap `pid` started, not to bwrap (it
 * would die of it and take the sandbox with it before the program could finish) nor to the
 * sandbox's init (which ignores it). False when the program has not started yet.
 */
function signalInside(pid, signal) {
    const children = new Map();
    for (const { pid: child, parent } of (0,_processes_js__WEBPACK_IMPORTED_MODULE_3__/* .processes */ .u)())
        children.set(parent, [...(children.get(parent) ?? []), child]);
    const inside = (children.get(pid) ?? []).flatMap(init => children.get(init) ?? []);
    for (let i = 0; i < inside.length; i++)
        inside.push(...(children.get(inside[i]) ?? []));
    for (const each of inside) {
        try {
            process.kill(each, signal);
        }
        catch {
            // gone meanwhile
        }
    }
    return inside.length > 0;
}
/**
 * bwrap exits with 128 + n when a signal n ended the program (as a shell reports it): that
 * becomes the signal again. A program that itself exits with such a code reads as signalled.
 */
function exitInside(code, signal) {
    const n = (code ?? 0) - 128;
    // The first name a number has wins (SIGABRT, not SIGIOT).
    const name = Object.entries(node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals).find(([, value]) => n > 0 && value === n)?.[0];
    return name === undefined ? { code, signal } : { code: null, signal: name };
}


/***/ }),

/***/ 8344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ processes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/** This host's process table from /proc: each process's state, parent and process group. */

/** Every process readable now; one that ends during the walk is left out. Empty without /proc. */
function processes() {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    return names.flatMap(name => {
        if (!/^\d+$/.test(name))
            return [];
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${name}/stat`, 'utf8');
            // After the command name in parentheses (which may hold anything): state, ppid, pgrp.
            const [state = '', parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            return [{ pid: Number(name), state, parent: Number(parent), group: Number(group) }];
        }
        catch {
            return [];
        }
    });
}


/***/ }),

/***/ 3036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact)
/* harmony export */ });
/** Redaction of stored agent output: known token shapes, secret assignments, known values. */
const MASK = '[REDACTED]';
const PATTERNS = [
    [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, MASK],
    [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${MASK}`],
    [/\bsk-[A-Za-z0-9_-]{8,}/g, MASK],
    [/\bgh[pousr]_[A-Za-z0-9]{16,}/g, MASK],
    [/\bgithub_pat_[A-Za-z0-9_]{16,}/g, MASK],
    [/\bAKIA[0-9A-Z]{16}\b/g, MASK],
    [
        /\b([A-Za-z_][A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL)[A-Za-z0-9_]*)(\s*[=:]\s*)("[^"\n]*"|'[^'\n]*'|[^\s"']+)/gi,
        `$1$2${MASK}`
    ]
];
/** Replaces secrets in `text`; `known` are literal values (for example from the environment). */
function redact(text, known = []) {
    let out = text;
    const literals = [...new Set(known)].filter(value => value.length >= 6);
    literals.sort((a, b) => b.length - a.length);
    for (const value of literals)
        out = out.split(value).join(MASK);
    for (const [pattern, replacement] of PATTERNS)
        out = out.replace(pattern, replacement);
    return out;
}


/***/ }),

/***/ 7212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run),
/* harmony export */   n: () => (/* binding */ start)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _confine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5765);
/* harmony import */ var _processes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8344);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3036);
/**
 * The one way this project starts a program. An argv array (never a shell), the whole
 * environment given by the caller, stdin from `input` or /dev/null, and a process group of its
 * own: a timeout or an abort ends the whole group (SIGTERM, then SIGKILL after the grace
 * period), and after any exit the group is swept with SIGKILL so no child outlives the call.
 * With `confine`, the program runs in the agent's sandbox (confine.ts). What comes back names
 * how it ended and keeps a redacted tail of the output for error messages.
 */




const DEFAULT_TAIL = 8 * 1024;
const MAX_STDERR = 1024 * 1024;
/** A grandchild that left the group may hold the pipes open: how long `done` waits for it. */
const CLOSE_WAIT_MS = 2000;
/** How long `done` waits for SIGKILLed group members to finish dying. */
const SWEEP_WAIT_MS = 2000;
/** Runs `file` with `args` to its end. Never throws for how the program behaved. */
async function run(file, args, options) {
    const running = launch(file, args, options, options.input !== undefined);
    if (options.input !== undefined)
        running.endInput(options.input);
    return running.done;
}
/** Starts `file` for a conversation: stdin stays open until `endInput()`. */
function start(file, args, options) {
    return launch(file, args, options, true);
}
function killGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // ESRCH: the group is gone.
    }
}
/**
 * A SIGKILLed process may still be on its way out when kill() returns, above all on a loaded
 * machine: wait until no member of the group runs. Zombies do not count, since a parent that
 * never reaps (pid 1 in some containers) would keep them forever.
 */
async function groupEnded(pgid) {
    for (let waited = 0; waited < SWEEP_WAIT_MS && groupRuns(pgid); waited += 10) {
        await new Promise(resolve => setTimeout(resolve, 10));
    }
}
function groupRuns(pgid) {
    if (pgid === undefined)
        return false;
    try {
        process.kill(-pgid, 0);
    }
    catch {
        return false;
    }
    return (0,_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .processes */ .u)().some(p => p.group === pgid && p.state !== 'Z' && p.state !== 'X');
}
class Output {
    limits;
    tailBytes;
    kept = { stdout: [], stderr: [] };
    bytes = { stdout: 0, stderr: 0 };
    tail = Buffer.alloc(0);
    constructor(limits, tailBytes) {
        this.limits = limits;
        this.tailBytes = tailBytes;
    }
    add(stream, chunk) {
        const room = this.limits[stream] - this.bytes[stream];
        if (room > 0)
            this.kept[stream].push(chunk.subarray(0, room));
        this.bytes[stream] += chunk.length;
        const tail = Buffer.concat([this.tail, chunk.subarray(-this.tailBytes)]);
        this.tail = tail.subarray(Math.max(0, tail.length - this.tailBytes));
    }
    result(secrets) {
        return {
            stdout: Buffer.concat(this.kept.stdout).toString('utf8'),
            stdoutBytes: this.bytes.stdout,
            stderr: Buffer.concat(this.kept.stderr).toString('utf8'),
            tail: (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E)(this.tail.toString('utf8'), secrets)
        };
    }
}
function launch(file, args, options, withStdin) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const { confine } = options;
    const [program, argv] = confine
        ? [confine.bwrap, (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .confinedArgs */ ._8)(file, args, options.cwd, confine)]
        : [file, args];
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, argv, {
        cwd: options.cwd,
        env: options.env,
        detached: true,
        stdio: [withStdin ? 'pipe' : 'ignore', 'pipe', 'pipe']
    });
    const output = new Output({ stdout: options.keepStdout ?? Infinity, stderr: MAX_STDERR }, options.tailBytes ?? DEFAULT_TAIL);
    const timers = [];
    let timedOut = false;
    let interrupted = false;
    let exit;
    const stop = (signal = 'SIGKILL') => {
        if (exit || child.pid === undefined)
            return;
        // Confined, a stop signal goes to the processes inside, unless none runs there yet.
        const inside = confine !== undefined && signal !== 'SIGKILL' && (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .signalInside */ .H3)(child.pid, signal);
        if (!inside)
            killGroup(child.pid, signal);
        if (signal !== 'SIGKILL')
            timers.push(setTimeout(() => killGroup(child.pid, 'SIGKILL'), options.graceMs ?? 0));
    };
    const end = (why) => {
        if (exit)
            return;
        if (why === 'timeout')
            timedOut = true;
        else
            interrupted = true;
        stop(options.graceMs ? 'SIGTERM' : 'SIGKILL');
    };
    const onAbort = () => end('interrupt');
    if (options.timeoutMs !== undefined)
        timers.push(setTimeout(() => end('timeout'), options.timeoutMs));
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted)
        setImmediate(onAbort);
    const settle = () => {
        timers.forEach(clearTimeout);
        options.signal?.removeEventListener('abort', onAbort);
    };
    child.stdout?.on('data', (chunk) => {
        output.add('stdout', chunk);
        options.onStdout?.(chunk);
    });
    child.stderr?.on('data', (chunk) => {
        output.add('stderr', chunk);
        options.onStderr?.(chunk);
    });
    child.stdin?.on('error', () => undefined);
    let swept = Promise.resolve();
    const done = new Promise(resolve => {
        let finished = false;
        const finish = async () => {
            if (finished)
                return;
            finished = true;
            settle();
            await swept;
            resolve({
                kind: 'exited',
                exitCode: exit?.code ?? null,
                signal: exit?.signal ?? null,
                timedOut,
                interrupted,
                durationMs: elapsed(),
                ...output.result(options.secrets ?? [])
            });
        };
        child.on('error', error => {
            if (child.pid !== undefined)
                return;
            settle();
            const code = error.code;
            resolve({ kind: 'not-started', code, error: error.message, durationMs: elapsed() });
        });
        child.on('exit', (code, signal) => {
            exit = confine ? (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .exitInside */ .Xr)(code, signal) : { code, signal };
            timers.forEach(clearTimeout);
            killGroup(child.pid, 'SIGKILL');
            swept = groupEnded(child.pid);
            timers.push(setTimeout(() => {
                child.stdout?.destroy();
                child.stderr?.destroy();
                void finish();
            }, CLOSE_WAIT_MS));
        });
        child.on('close', () => {
            if (exit)
                void finish();
        });
    });
    const streams = [child.stdin, child.stdout, child.stderr];
    return {
        /** Writes to its stdin; a program that is gone takes nothing, silently. */
        write: (data) => {
            if (!exit && child.stdin?.writable)
                child.stdin.write(data);
        },
        /** Closes its stdin (after `data`), which asks a reader loop to finish. */
        endInput: (data) => {
            child.stdin?.end(data);
        },
        /** Ends the process group now: `signal` first, SIGKILL after the grace period. */
        stop,
        /** Whether it keeps this process's event loop alive (true at the start). */
        hold: (held) => {
            if (held)
                child.ref();
            else
                child.unref();
            for (const stream of streams)
                (held ? stream?.ref : stream?.unref)?.call(stream);
        },
        done
    };
}


/***/ })

};
