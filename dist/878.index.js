export const id = 878;
export const ids = [878];
export const modules = {

/***/ 6878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPlan: () => (/* binding */ runPlan)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/repo-paths.ts
var repo_paths = __webpack_require__(1251);
// EXTERNAL MODULE: ./src/git/repository.ts
var repository = __webpack_require__(5986);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(6856);
;// CONCATENATED MODULE: ./src/git/tree-files.ts

/** Every file path in a commit's tree (blobs, links and gitlinks), as git prints them with -z. */
async function treeFiles(cwd, rev = 'HEAD') {
    return (0,git/* splitZ */.fs)(await (0,git/* git */.$Y)(['ls-tree', '-r', '-z', '--name-only', '--full-tree', rev], { cwd }));
}

// EXTERNAL MODULE: ./src/loop/scope.ts
var scope = __webpack_require__(9898);
;// CONCATENATED MODULE: ./src/loop/plan/base-files.ts
/** The files of the base tree a story could write: every tracked path but the protected ones. */


async function writableFiles(top, prdRel, protect) {
    const guard = (0,scope/* compileScope */.o4)({
        mode: 'fixing',
        scope: ['**'],
        reportPath: '',
        ...(0,scope/* protection */.sc)(prdRel, protect)
    });
    return (await treeFiles(top)).filter(path => guard({ path }).kind === 'allowed');
}

// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var paths = __webpack_require__(8472);
// EXTERNAL MODULE: ./src/loop/plan/select.ts
var plan_select = __webpack_require__(3494);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/loop/plan/disjoint.ts
/**
 * Can two stories write the same path? A conservative proof, pure: each story's write set is
 * its report path, plus its scope globs when it is a fixing story. Two stories may run in
 * parallel only when no file of the base tree is in both sets AND the glob shapes cannot both
 * match any path at all (a future file included). Anything the proof cannot decide counts as a
 * collision: negations are ignored (they only shrink a set), and two wildcard segments overlap
 * unless their literal prefixes or suffixes rule it out.
 */


const GLOB = /[*?[\]{}()!+@\\]/;
const GLOB_OPTIONS = { dot: true };
function writeSet(story) {
    const report = (0,paths/* createdPath */.gL)(story) ?? '';
    if (story.mode !== 'fixing')
        return { id: story.id, report, globs: [], matches: path => path === report };
    const rules = story.scope.map(pattern => {
        const negated = pattern.startsWith('!');
        return { negated, re: picomatch_default().makeRe(negated ? pattern.slice(1) : pattern, GLOB_OPTIONS) };
    });
    const inScope = (path) => {
        for (let i = rules.length - 1; i >= 0; i--) {
            const rule = rules[i];
            if (rule?.re.test(path))
                return !rule.negated;
        }
        return false;
    };
    const globs = story.scope
        .filter(pattern => !pattern.startsWith('!'))
        .flatMap(pattern => expandBraces(normalize(pattern)));
    return { id: story.id, report, globs, matches: path => path === report || inScope(path) };
}
/** The proof for one pair, with the reason `ralph plan --explain` prints. */
function disjoint(a, b, baseFiles = []) {
    const left = writeSet(a);
    const right = writeSet(b);
    if (left.report === right.report)
        return { kind: 'overlap', reason: `both write the report ${left.report}` };
    for (const [x, y] of [
        [left, right],
        [right, left]
    ])
        if (y.matches(x.report))
            return { kind: 'overlap', reason: `${y.id} may write ${x.id}'s report ${x.report}` };
    const shared = baseFiles.find(path => left.matches(path) && right.matches(path));
    if (shared !== undefined)
        return { kind: 'overlap', reason: `the base tree's ${shared} is in both scopes` };
    for (const p of left.globs)
        for (const q of right.globs) {
            const why = globsOverlap(p, q);
            if (why !== undefined)
                return { kind: 'overlap', reason: `${p} and ${q} ${why}` };
        }
    if (left.globs.length === 0 && right.globs.length === 0)
        return { kind: 'disjoint', reason: 'both write only their own, different reports' };
    const negations = [a, b].some(s => s.mode === 'fixing' && s.scope.some(p => p.startsWith('!')));
    return {
        kind: 'disjoint',
        reason: left.globs.length === 0 || right.globs.length === 0
            ? `one writes only its report ${left.globs.length === 0 ? left.report : right.report}, outside the other's scope`
            : `no path can match both scopes (${left.globs.join(', ')} vs ${right.globs.join(', ')})` +
                (negations ? '; negations were not needed' : '')
    };
}
/**
 * Undefined when no path can match both patterns; else why one may (for --explain), with a
 * path both match when one is easily built. Patterns are compared segment by segment, `**`
 * standing for any number of segments.
 */
function globsOverlap(p, q) {
    const a = p.split('/');
    const b = q.split('/');
    const memo = new Map();
    // The segments of a path both may match, or null when none can.
    const walk = (i, j) => {
        const key = `${i},${j}`;
        const known = memo.get(key);
        if (known !== undefined)
            return known;
        let result = null;
        if (i === a.length && j === b.length)
            result = [];
        else if (a[i] === '**' || b[j] === '**') {
            const [mine, theirs, step] = a[i] === '**'
                ? [b, j, (k) => walk(i, k)]
                : [a, i, (k) => walk(k, j)];
            // `**` taking one more segment first, so the example reads like a file, not a folder.
            if (theirs < mine.length) {
                const rest = step(theirs + 1);
                if (rest !== null)
                    result = [concrete(mine[theirs]), ...rest];
            }
            result ??= a[i] === '**' ? walk(i + 1, j) : walk(i, j + 1);
        }
        else if (i < a.length && j < b.length && segmentsMayMeet(a[i], b[j])) {
            const rest = walk(i + 1, j + 1);
            if (rest !== null)
                result = [meet(a[i], b[j]), ...rest];
        }
        memo.set(key, result);
        return result;
    };
    const path = walk(0, 0);
    if (path === null)
        return undefined;
    const example = path.join('/');
    const both = picomatch_default().makeRe(p, GLOB_OPTIONS).test(example) &&
        picomatch_default().makeRe(q, GLOB_OPTIONS).test(example);
    return both ? `can both match ${example}` : 'may both match a path';
}
/** Two segments (no `/`): can one name match both? Unsure means yes. */
function segmentsMayMeet(x, y) {
    const xGlob = GLOB.test(x);
    const yGlob = GLOB.test(y);
    if (!xGlob && !yGlob)
        return x === y;
    if (!xGlob)
        return picomatch_default().makeRe(y, GLOB_OPTIONS).test(x);
    if (!yGlob)
        return picomatch_default().makeRe(x, GLOB_OPTIONS).test(y);
    const [px, sx] = literalEnds(x);
    const [py, sy] = literalEnds(y);
    if (!px.startsWith(py) && !py.startsWith(px))
        return false;
    if (!sx.endsWith(sy) && !sy.endsWith(sx))
        return false;
    return true;
}
/** The literal text before the first and after the last glob character. */
function literalEnds(segment) {
    const first = segment.search(GLOB);
    let last = segment.length - 1;
    while (last >= 0 && !GLOB.test(segment[last]))
        last--;
    return [segment.slice(0, first), segment.slice(last + 1)];
}
/** A name a segment matches, for the explanation: each `*` (and `**`) as `x`. */
function concrete(segment) {
    return segment === '**' ? 'x' : segment.replace(/\*+/g, 'x');
}
/** A name both segments may match: a literal one, else one built from their literal ends. */
function meet(x, y) {
    if (!GLOB.test(x))
        return x;
    if (!GLOB.test(y))
        return y;
    const [px, sx] = literalEnds(x);
    const [py, sy] = literalEnds(y);
    const candidates = [
        concrete(x),
        concrete(y),
        `${px.length > py.length ? px : py}x${sx.length > sy.length ? sx : sy}`
    ];
    const fits = (name) => picomatch_default().makeRe(x, GLOB_OPTIONS).test(name) && picomatch_default().makeRe(y, GLOB_OPTIONS).test(name);
    return candidates.find(fits) ?? concrete(x);
}
function normalize(pattern) {
    return pattern.replace(/^(\.\/)+/, '').replace(/\/+/g, '/');
}
/** `a/{b,c/{d,e}}.ts` -> a/b.ts, a/c/d.ts, a/c/e.ts; ranges and odd braces stay (a glob). */
function expandBraces(pattern, limit = 256) {
    const open = pattern.indexOf('{');
    if (open === -1)
        return [pattern];
    let depth = 0;
    let close = -1;
    const commas = [];
    for (let i = open; i < pattern.length; i++) {
        const char = pattern[i];
        if (char === '{')
            depth++;
        else if (char === '}' && --depth === 0) {
            close = i;
            break;
        }
        else if (char === ',' && depth === 1)
            commas.push(i);
    }
    if (close === -1 || commas.length === 0)
        return [pattern];
    const head = pattern.slice(0, open);
    const tail = pattern.slice(close + 1);
    const cuts = [open, ...commas, close];
    const out = [];
    for (let k = 0; k < cuts.length - 1; k++) {
        const part = pattern.slice(cuts[k] + 1, cuts[k + 1]);
        for (const expanded of expandBraces(head + part + tail, limit)) {
            out.push(expanded);
            if (out.length >= limit)
                return [pattern];
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/loop/plan/parallel.ts
/**
 * `ralph plan`: at most N open stories of the mode, in selection order, no two of which can
 * write the same path (see disjoint.ts), as a matrix for `strategy.matrix`. Pure.
 */



/**
 * Greedy in selection order: a story joins when it is provably disjoint from every story
 * already chosen. `baseFiles` are the base tree's paths outside the protected ones.
 */
function parallelPlan(prd, mode, max, baseFiles) {
    const open = prd.stories
        .filter(story => story.mode === mode && (0,plan_select/* storyStatus */.Qx)(story) === 'open')
        .sort(plan_select/* compareStories */.HH);
    const chosen = [];
    const decisions = [];
    for (const story of open) {
        if ((0,paths/* createdPath */.gL)(story) === undefined) {
            decisions.push({ story: story.id, chosen: false, reasons: ['no valid Created path'] });
            continue;
        }
        if (chosen.length >= max) {
            decisions.push({
                story: story.id,
                chosen: false,
                reasons: [`the matrix is full (--max ${max})`]
            });
            continue;
        }
        const reasons = [];
        let clash = false;
        for (const other of chosen) {
            const proof = disjoint(other, story, baseFiles);
            reasons.push(proof.kind === 'disjoint'
                ? `disjoint from ${other.id}: ${proof.reason}`
                : `may collide with ${other.id}: ${proof.reason}`);
            if (proof.kind === 'overlap') {
                clash = true;
                break;
            }
        }
        if (!clash)
            chosen.push(story);
        decisions.push({
            story: story.id,
            chosen: !clash,
            reasons: reasons.length > 0 ? reasons : ['first in selection order']
        });
    }
    return { matrix: { include: chosen.map(story => ({ story: story.id })) }, decisions };
}

// EXTERNAL MODULE: ./src/action/result.ts
var result = __webpack_require__(6013);
// EXTERNAL MODULE: ./src/action/step-session.ts
var step_session = __webpack_require__(8187);
;// CONCATENATED MODULE: ./src/action/plan.ts
/** `command: plan`: the `matrix` output of stories that cannot write the same path. */










async function runPlan(settings, context) {
    await (0,repository/* requireRepository */.Cc)(context.workspace);
    const top = (0,external_node_fs_.realpathSync)((await (0,repo_paths/* repoPaths */.T)(context.workspace)).top);
    const prdFile = (0,external_node_path_.isAbsolute)(settings.prd) ? settings.prd : (0,external_node_path_.join)(context.workspace, settings.prd);
    const prdRel = (0,external_node_path_.relative)(top, (0,external_node_fs_.realpathSync)(prdFile)).split(external_node_path_.sep).join('/');
    const prd = await (0,step_session/* readPrd */.N2)({ prdFile }, settings.prd);
    const protect = settings.policy === 'CODEX.md' ? settings.protect : [...settings.protect, settings.policy];
    const plan = parallelPlan(prd, (0,plan_select/* runMode */.rt)(prd, settings.mode), settings.maxStories, await writableFiles(top, prdRel, protect));
    for (const decision of plan.decisions)
        core/* info */.pq(`${decision.chosen ? 'IN ' : 'OUT'} ${decision.story}: ${decision.reasons.join('; ')}`);
    core/* setOutput */.uH('matrix', JSON.stringify(plan.matrix));
    core/* info */.pq(`matrix: ${JSON.stringify(plan.matrix)}`);
    return result.OK;
}


/***/ }),

/***/ 6856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XS: () => (/* binding */ GitError),
  $Y: () => (/* binding */ git),
  qM: () => (/* binding */ gitRun),
  fs: () => (/* binding */ splitZ),
  Ii: () => (/* binding */ tryGit)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/secrets/names.ts
var names = __webpack_require__(6533);
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
/** Settings that make each named filter driver a no-op (an empty command is not run). */
function disableFilters(drivers) {
    return drivers.flatMap(name => ['clean=', 'smudge=', 'process=', 'required=false'].flatMap(key => [
        '-c',
        `filter.${name}.${key}`
    ]));
}
/**
 * Settings that keep each named merge driver from running: git then fails the merge of a
 * file with that attribute ("cannot run"), which the callers treat as a conflict.
 */
function disableMergeDrivers(drivers) {
    return drivers.flatMap(name => ['-c', `merge.${name}.driver=`]);
}
/** The environment of ralph's git: no secret, git's safety defaults. */
function gitEnv(base, extra = {}) {
    return {
        ...(0,names/* withoutSecrets */.cT)(base, name => name.startsWith('GIT_') || name === 'SSH_AUTH_SOCK'),
        ...extra,
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
/**
 * `args` with the safety settings in front (and the filter and merge drivers defined anywhere
 * in the config seen from `cwd` turned off, for commands that could run them).
 */
async function hardenArgs(args, cwd, env) {
    const at = subcommandIndex(args);
    const sub = args[at] ?? '';
    const safe = SAFE_CONFIG.flatMap(setting => ['-c', setting]);
    const names = FILTERING.has(sub) || MERGING.has(sub)
        ? (await configOf(cwd, env)).split('\0').filter(Boolean)
        : [];
    const filters = FILTERING.has(sub) ? disableFilters(filterDrivers(names)) : [];
    const merges = MERGING.has(sub) ? disableMergeDrivers(mergeDrivers(names)) : [];
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
 * The one door to git: every call goes through here, hardened (hardening.ts) so that no
 * program of the repository's choosing runs. Never throws for a non-zero exit.
 */
async function gitRun(args, options) {
    const env = gitEnv(options.baseEnv ?? process.env, options.env);
    const argv = await hardenArgs(args, options.cwd, env);
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', argv, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
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

/***/ 5986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ requireRepository),
/* harmony export */   J7: () => (/* binding */ hasStoredAuthHeader),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   eR: () => (/* binding */ currentBranch),
/* harmony export */   fE: () => (/* binding */ isShallow)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6856);

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


/***/ })

};
