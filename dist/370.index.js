export const id = 370;
export const ids = [370,133];
export const modules = {

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

/***/ 8708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TT: () => (/* binding */ includePaths),
/* harmony export */   U: () => (/* binding */ includeTarget),
/* harmony export */   V0: () => (/* binding */ sectionNamesAnywhere),
/* harmony export */   bo: () => (/* binding */ globalConfigFiles)
/* harmony export */ });
/* unused harmony export configEntries */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Git config files read as git reads them (config.c: parse_file, get_base_var, get_value,
 * parse_value), byte for byte. An agent that can write a config picks the syntax, so every
 * form git accepts counts: a key on the header's own line (`[include] path = x`), several
 * headers on one line, a value continued with a trailing backslash, quotes, escapes, `#` or
 * `;` inside quotes, and a comment that ends in a backslash (no continuation there).
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
const text = (bytes) => Buffer.from(bytes).toString('utf8');
/**
 * The entries of one config file in order, up to the first line git rejects (git stops
 * there too, with "bad config line").
 */
function configEntries(input) {
    const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
    const r = new Reader(bytes);
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        r.at = 3;
    const entries = [];
    let section;
    let comment = false;
    for (;;) {
        const c = r.next();
        if (c === LF) {
            if (r.eof)
                return entries;
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
                return entries;
            continue;
        }
        if (!isAlpha(c))
            return entries;
        const entry = readEntry(r, c);
        if (entry === undefined)
            return entries;
        entries.push({
            name: section === undefined ? text(entry.key) : `${text(section)}.${text(entry.key)}`,
            value: entry.value === null ? null : text(entry.value)
        });
    }
}
/**
 * Every section name a `[` anywhere in the bytes would open if git read a header there,
 * inside values and comments too: a superset of the sections git sees, whatever the
 * parser above makes of the lines around them. Raw bytes, so a name that is not UTF-8
 * stays visible as such.
 */
function sectionNamesAnywhere(bytes) {
    const names = [];
    for (let at = bytes.indexOf(0x5b); at !== -1; at = bytes.indexOf(0x5b, at + 1)) {
        const r = new Reader(bytes);
        r.at = at + 1;
        const name = readHeader(r);
        if (name)
            names.push(Buffer.from(name));
    }
    return names;
}
/** The `path` values of `[include]` and `[includeIf "…"]` sections, in order. */
function includePaths(input) {
    return configEntries(input)
        .filter(({ name }) => isIncludePath(name))
        .map(({ value }) => value ?? '')
        .filter(value => value !== '');
}
/** `include.path`, or `includeif.<condition>.path` (the condition is case-sensitive). */
function isIncludePath(name) {
    if (name === 'include.path')
        return true;
    return name.startsWith('includeif.') && name.endsWith('.path') && name.length >= 15;
}
/**
 * Where git opens an include's path: `~/` under home, a relative one after the including file's
 * folder. Joined as text, not normalized: a `..` after a linked folder is the kernel's to
 * resolve, as it is for git. Undefined for `~user/` and `%(prefix)/`, whose expansion depends on
 * the system.
 */
function includeTarget(target, file, home) {
    if (target.startsWith('~/'))
        return home === undefined ? undefined : `${home}/${target.slice(2)}`;
    if (target.startsWith('~') || target.startsWith('%('))
        return undefined;
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(target) ? target : `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file)}/${target}`;
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
            : [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(env.GIT_CONFIG_GLOBAL)];
    }
    const home = env.HOME ?? (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)();
    const xdg = env.XDG_CONFIG_HOME || `${home}/.config`;
    return [`${home}/.gitconfig`, `${xdg}/git/config`];
}


/***/ }),

/***/ 61:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XS: () => (/* binding */ GitError),
  L5: () => (/* binding */ besideGit),
  $Y: () => (/* binding */ git),
  qM: () => (/* binding */ gitRun),
  fs: () => (/* binding */ splitZ),
  Ii: () => (/* binding */ tryGit)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/secrets/names.ts
var names = __webpack_require__(6533);
// EXTERNAL MODULE: ./src/git/config-includes.ts
var config_includes = __webpack_require__(8708);
;// CONCATENATED MODULE: ./src/git/config-drivers.ts
/**
 * The filter and merge driver names a git command could see, read in node instead of by a
 * `git config` process before each `git add` (a process start on the snapshot's critical
 * path). The answer is a superset of git's: every `[filter "x"]` and `[merge "x"]` header in
 * the system, global, repository and worktree config files and in every file they include,
 * whatever an `includeIf` condition says, and any `[` in a value or a comment that would open
 * such a header. Turning off a driver that does not apply changes nothing. Where node cannot
 * be sure (config in the environment, an unreadable file, a path form it does not expand, a
 * name that is not UTF-8), it answers undefined and the caller asks git.
 */



/** More files than git's include depth allows in any sane setup: past it, git decides. */
const MAX_FILES = 64;
/** Variables that put config, or another repository, in git's way that no file shows. */
const ENV_CONFIG = ['GIT_CONFIG_PARAMETERS', 'GIT_CONFIG_COUNT', 'GIT_DIR', 'GIT_COMMON_DIR'];
function configDrivers(dirs, env) {
    if (ENV_CONFIG.some(name => env[name] !== undefined))
        return undefined;
    const files = [
        ...systemConfigFiles(env),
        ...(0,config_includes/* globalConfigFiles */.bo)(env),
        (0,external_node_path_.join)(dirs.commonDir, 'config'),
        (0,external_node_path_.join)(dirs.commonDir, 'config.worktree'),
        (0,external_node_path_.join)(dirs.gitDir, 'config.worktree')
    ];
    const names = sectionsOf(files, env.HOME);
    return names && driversIn(names);
}
/** Every section name in the files and what they include; undefined when one is unsure. */
function sectionsOf(files, home) {
    const names = [];
    const seen = new Set();
    const queue = [...files];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        if (seen.has(file))
            continue;
        if (seen.size >= MAX_FILES)
            return undefined;
        seen.add(file);
        const bytes = readConfig(file);
        if (bytes === null)
            continue;
        if (bytes === undefined)
            return undefined;
        names.push(...(0,config_includes/* sectionNamesAnywhere */.V0)(bytes));
        for (const target of (0,config_includes/* includePaths */.TT)(bytes)) {
            const path = (0,config_includes/* includeTarget */.U)(target, file, home);
            if (path === undefined)
                return undefined;
            queue.push(path);
        }
    }
    return names;
}
/** The bytes; null for a file git skips (missing); undefined for one git would fail on. */
function readConfig(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file);
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT' || code === 'ENOTDIR' ? null : undefined;
    }
}
function driversIn(names) {
    const filters = new Set();
    const merges = new Set();
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    for (const name of names) {
        const kind = name.subarray(0, 7).toString('latin1');
        const [set, skip] = kind === 'filter.' ? [filters, 7] : kind.startsWith('merge.') ? [merges, 6] : [];
        if (!set || name.length === skip)
            continue;
        try {
            set.add(utf8.decode(name.subarray(skip)));
        }
        catch {
            return undefined;
        }
    }
    return { filters: [...filters].sort(), merges: [...merges].sort() };
}
const systemByPath = new Map();
/**
 * GIT_CONFIG_SYSTEM, else where a git build keeps its system config: `/etc/gitconfig`
 * (prefix /usr) or `<prefix>/etc/gitconfig`, the prefix taken from the git on PATH, as
 * found and through its links. All of them: one more file read is cheaper than a guess.
 */
function systemConfigFiles(env) {
    if (env.GIT_CONFIG_SYSTEM !== undefined) {
        return env.GIT_CONFIG_SYSTEM === '' ? [] : [(0,external_node_path_.resolve)(env.GIT_CONFIG_SYSTEM)];
    }
    const path = env.PATH ?? '';
    let files = systemByPath.get(path);
    if (!files) {
        const found = new Set(['/etc/gitconfig']);
        const bin = path.split(external_node_path_.delimiter).find(dir => dir !== '' && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'git')));
        if (bin) {
            for (const git of [(0,external_node_path_.join)(bin, 'git'), (0,external_node_fs_.realpathSync)((0,external_node_path_.join)(bin, 'git'))]) {
                found.add((0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_path_.dirname)(git)), 'etc', 'gitconfig'));
            }
        }
        files = [...found];
        systemByPath.set(path, files);
    }
    return files;
}

;// CONCATENATED MODULE: ./src/git/hardening.ts
/**
 * What keeps ralph's own git from running anyone else's code. The agent can write
 * `.git/config`, hooks, include targets and in-tree `.gitattributes`; ralph puts the git dir
 * back before its first git command after the call, and every command also gets settings
 * that turn off each way git starts a program of the repository's choosing:
 * fsmonitor, hooks, filter drivers (clean, smudge, process), merge drivers, external diff
 * and textconv, auto gc/maintenance and signing programs. The environment holds no secret: only a push
 * gets its token, per command (credentials.ts).
 */



/** Per-command config: command-line scope beats every config file, and child gits inherit it. */
const SAFE_CONFIG = [
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
    'gc.auto=0',
    'maintenance.auto=false',
    'commit.gpgSign=false',
    'tag.gpgSign=false'
];
/** Commands that may run a filter driver (they hash or check out worktree files). */
const FILTERING = new Set([
    'add',
    'am',
    'apply',
    'blame',
    'checkout',
    'checkout-index',
    'cherry-pick',
    'commit',
    'diff',
    'grep',
    'hash-object',
    'log',
    'merge',
    'mv',
    'pull',
    'read-tree',
    'rebase',
    'reset',
    'restore',
    'revert',
    'rm',
    'show',
    'stash',
    'status',
    'switch',
    'update-index'
]);
/**
 * Commands that may merge file contents, and so run a `merge=<name>` attribute's driver (the
 * pdf inbox's cherry-pick onto a moved branch does).
 */
const MERGING = new Set([
    'am',
    'apply',
    'checkout',
    'cherry-pick',
    'merge',
    'merge-tree',
    'pull',
    'rebase',
    'restore',
    'revert',
    'stash',
    'switch'
]);
/** Commands that may run an external diff or a textconv program. */
const DIFFING = new Set(['diff', 'log', 'show']);
/** Global options that take a separate value. */
const WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace']);
/** Index of the subcommand in `args` (after global options such as `-c k=v`). */
function subcommandIndex(args) {
    let i = 0;
    while (i < args.length && args[i].startsWith('-')) {
        i += WITH_VALUE.has(args[i]) ? 2 : 1;
    }
    return i;
}
/** The `kind` driver names in `config --name-only --get-regexp` output (`<kind>.<name>.<key>`). */
function driversOf(kind, names) {
    const drivers = new Set();
    const pattern = new RegExp(`^${kind}\\.(.+)\\.[^.]+$`);
    for (const key of names) {
        const match = pattern.exec(key);
        if (match?.[1])
            drivers.add(match[1]);
    }
    return [...drivers].sort();
}
/** The filter driver names in `config --name-only --get-regexp` output (`filter.<name>.<key>`). */
function filterDrivers(names) {
    return driversOf('filter', names);
}
/** The merge driver names in the same output (`merge.<name>.driver`; not `merge.renames`). */
function mergeDrivers(names) {
    return driversOf('merge', names);
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
/** Settings that make each named filter driver a no-op (an empty command is not run). */
function disableFilters(drivers) {
    return drivers.flatMap(name => ['clean', 'smudge', 'process', 'required'].flatMap(key => emptied(`filter.${name}.${key}`)));
}
/**
 * Settings that keep each named merge driver from running: git then fails the merge of a
 * file with that attribute ("cannot run"), which the callers treat as a conflict.
 */
function disableMergeDrivers(drivers) {
    return drivers.flatMap(name => emptied(`merge.${name}.driver`));
}
/** The environment of ralph's git: no secret, git's safety defaults. */
function gitEnv(base, extra = {}) {
    return {
        ...(0,names/* withoutSecrets */.cT)(base, name => name.startsWith('GIT_') || name === 'SSH_AUTH_SOCK'),
        ...extra,
        [EMPTY]: '',
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        LC_ALL: 'C'
    };
}
function configOf(cwd, env) {
    const args = [
        ...SAFE_CONFIG.flatMap(setting => ['-c', setting]),
        'config',
        '-z',
        '--name-only',
        '--get-regexp',
        '^(filter|merge)\\.'
    ];
    return new Promise(resolve => {
        const child = (0,external_node_child_process_.spawn)('git', args, { cwd, env, stdio: ['ignore', 'pipe', 'ignore'] });
        const out = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.on('error', () => resolve(''));
        child.on('close', () => resolve(Buffer.concat(out).toString('utf8')));
    });
}
/** The driver names as `git config` lists them (the way when node cannot read the config). */
async function driversFromGit(cwd, env) {
    const names = (await configOf(cwd, env)).split('\0').filter(Boolean);
    return { filters: filterDrivers(names), merges: mergeDrivers(names) };
}
/**
 * `args` with the safety settings in front (and the filter and merge drivers defined anywhere
 * in the config seen from `cwd` turned off, for commands that could run them). With `dirs`
 * (the repository's git dirs), the config is read without starting a git process.
 */
async function hardenArgs(args, cwd, env, dirs) {
    const at = subcommandIndex(args);
    const sub = args[at] ?? '';
    const safe = SAFE_CONFIG.flatMap(setting => ['-c', setting]);
    // Read in node without an await: a snapshot's `add` then starts before its neighbours.
    const drivers = FILTERING.has(sub) || MERGING.has(sub)
        ? ((dirs && configDrivers(dirs, env)) ?? (await driversFromGit(cwd, env)))
        : { filters: [], merges: [] };
    const filters = FILTERING.has(sub) ? disableFilters(drivers.filters) : [];
    const merges = MERGING.has(sub) ? disableMergeDrivers(drivers.merges) : [];
    const noPrograms = DIFFING.has(sub) ? ['--no-ext-diff', '--no-textconv'] : [];
    return [
        ...safe,
        ...filters,
        ...merges,
        ...args.slice(0, at + 1),
        ...noPrograms,
        ...args.slice(at + 1)
    ];
}

;// CONCATENATED MODULE: ./src/git/git.ts






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
/**
 * A file for one command's output, removed from its folder as soon as it is open: only the
 * descriptor (ours and the child's) reaches it. Files instead of pipes spare node a stream
 * per output and git's output arrives in one read, however long.
 */
function outputFile() {
    for (;;) {
        const path = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `ralph-git-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
        let fd;
        try {
            // Exclusive: a name planted in advance (a link, a file) is refused, never followed.
            fd = (0,external_node_fs_.openSync)(path, 'wx+', 0o600);
        }
        catch (error) {
            if (error.code === 'EEXIST')
                continue;
            throw error;
        }
        (0,external_node_fs_.unlinkSync)(path);
        return fd;
    }
}
function readOutput(fd) {
    const size = (0,external_node_fs_.fstatSync)(fd).size;
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
        const n = (0,external_node_fs_.readSync)(fd, bytes, read, size - read, read);
        if (n === 0)
            break;
        read += n;
    }
    return bytes.toString('utf8', 0, read);
}
/**
 * The one door to git: every call goes through here, hardened (hardening.ts) so that no
 * program of the repository's choosing runs. Never throws for a non-zero exit.
 */
async function gitRun(args, options) {
    const env = gitEnv(options.baseEnv ?? process.env, options.env);
    const argv = await hardenArgs(args, options.cwd, env, options.dirs);
    const out = outputFile();
    const err = outputFile();
    const close = () => {
        (0,external_node_fs_.closeSync)(out);
        (0,external_node_fs_.closeSync)(err);
    };
    return new Promise((resolve, reject) => {
        // Without input, stdin is /dev/null (git reads the same EOF): one pipe less to set up.
        const stdin = options.input === undefined ? 'ignore' : 'pipe';
        const child = (0,external_node_child_process_.spawn)('git', argv, { cwd: options.cwd, env, stdio: [stdin, out, err] });
        child.on('error', error => {
            close();
            reject(new Error(`could not start git: ${error.message}`, { cause: error }));
        });
        child.on('close', code => {
            try {
                resolve({ exitCode: code ?? 1, stdout: readOutput(out), stderr: readOutput(err) });
            }
            catch (error) {
                reject(new Error(`could not read git's output: ${error.message}`, { cause: error }));
            }
            finally {
                close();
            }
        });
        child.stdin?.on('error', () => undefined);
        child.stdin?.end(options.input);
    });
}
/**
 * Runs `work` once the git processes started in this turn of the event loop are running:
 * spawning blocks until each child has forked, so synchronous reads placed here overlap
 * with git's work instead of delaying its start or waiting for its end.
 */
function besideGit(work) {
    return new Promise((resolve, reject) => setImmediate(() => {
        try {
            resolve(work());
        }
        catch (error) {
            reject(error);
        }
    }));
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

/***/ 5986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ requireRepository),
/* harmony export */   J7: () => (/* binding */ hasStoredAuthHeader),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   eR: () => (/* binding */ currentBranch),
/* harmony export */   fE: () => (/* binding */ isShallow)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61);

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

/***/ 9217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nR: () => (/* binding */ packageFile)
/* harmony export */ });
/* unused harmony exports packageRoot, packageVersion */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



const PACKAGE_NAME = 'ralph-action';
function isPackageRoot(dir) {
    const manifest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(manifest))
        return false;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(manifest, 'utf8')).name === PACKAGE_NAME;
    }
    catch {
        return false;
    }
}
/**
 * Finds a file shipped with ralph-action (schemas/, CODEX.md) by walking up from this module.
 * Works from src/ (tsx, jest), lib/ (the CLIs) and dist/ (the ncc bundle), because each
 * sits below the package root; the walk stops at that root so it never picks up a stranger's file.
 */
function packageFile(relative, from = import.meta.url) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from));
    for (;;) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, relative);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (isPackageRoot(dir) || parent === dir)
            break;
        dir = parent;
    }
    throw new Error(`Cannot find '${relative}' in the ralph-action package above ${(0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from)}. ` +
        'Expected it at the package root; reinstall the package or check out the whole action.');
}
/** The folder of ralph-action's own package.json (not dist/package.json, which has no name). */
function packageRoot(from = import.meta.url) {
    let dir = dirname(fileURLToPath(from));
    for (;;) {
        if (isPackageRoot(dir))
            return dir;
        const parent = dirname(dir);
        if (parent === dir)
            throw new Error(`Cannot find the ralph-action package root above ${fileURLToPath(from)}.`);
        dir = parent;
    }
}
/** The version in ralph-action's package.json, as both CLIs' --version print it. */
function packageVersion() {
    const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8'));
    return manifest.version ?? 'unknown';
}


/***/ })

};
