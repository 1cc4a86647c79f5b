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

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
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

/***/ 8187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N2: () => (/* binding */ readPrd),
/* harmony export */   _Q: () => (/* binding */ withoutToken),
/* harmony export */   fA: () => (/* binding */ openSession),
/* harmony export */   mI: () => (/* binding */ EVENTS_REL),
/* harmony export */   y2: () => (/* binding */ checkOutBase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5895);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
/* harmony import */ var _git_repository_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5986);
/* harmony import */ var _loop_record_events_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2937);
/* harmony import */ var _loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7440);
/* harmony import */ var _loop_plan_select_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3494);
/* harmony import */ var _loop_step_repo_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6155);
/* harmony import */ var _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7170);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(554);
/** Everything a `step` call sets up once before its transitions. */











async function openSession(settings, context, env = process.env) {
    const cwd = context.workspace;
    await (0,_git_repository_js__WEBPACK_IMPORTED_MODULE_4__/* .requireRepository */ .Cc)(cwd);
    const baseBranch = await checkOutBase(cwd, settings.baseBranch);
    const prdFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(settings.prd) ? settings.prd : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, settings.prd);
    const repo = await (0,_loop_step_repo_js__WEBPACK_IMPORTED_MODULE_7__/* .openRepo */ .B8)(prdFile, cwd);
    if (repo.prdRel === undefined)
        throw new Error(`The PRD ${settings.prd} is outside the repository ${repo.top}; the step commits it, so it must be inside.`);
    const prd = await readPrd(repo, settings.prd);
    const mode = (0,_loop_plan_select_js__WEBPACK_IMPORTED_MODULE_10__/* .runMode */ .rt)(prd, settings.mode);
    return {
        repo: { ...repo, prdRel: repo.prdRel },
        engine: engineSettings(settings, repo.top, prdFile, mode),
        mode,
        baseBranch,
        auth: { token: settings.githubToken, serverUrl: context.serverUrl },
        identity: await (0,_git_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .identityEnv */ .Wx)(repo.top),
        agentEnv: withoutToken(env, settings.githubToken)
    };
}
async function readPrd(repo, name) {
    const loaded = await (0,_loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_6__/* .loadPrd */ .V8)(name, repo.prdFile);
    if (loaded.kind === 'ok')
        return loaded.prd;
    throw (0,_loop_step_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .prdError */ .zT)(loaded.kind === 'missing' ? { ...loaded, problem: (0,_validate_js__WEBPACK_IMPORTED_MODULE_9__.missingPrd)(loaded.problem) } : loaded);
}
/**
 * The branch that receives the status commits. With `base-branch` on another branch or a
 * detached HEAD, a local branch of that name is made at HEAD; a push that is not a
 * fast-forward of the remote branch is then rebuilt on its tip like any moved branch.
 */
async function checkOutBase(cwd, wanted) {
    if (wanted === undefined)
        return (0,_git_repository_js__WEBPACK_IMPORTED_MODULE_4__/* .currentBranch */ .eR)(cwd);
    const current = await (0,_git_repository_js__WEBPACK_IMPORTED_MODULE_4__/* .currentBranch */ .eR)(cwd).catch(() => undefined);
    if (current !== wanted)
        await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['switch', '--quiet', '-C', wanted], { cwd });
    return wanted;
}
function engineSettings(settings, top, prdFile, mode) {
    const policyFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(top, settings.policy);
    if (settings.policy !== 'CODEX.md' && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(policyFile))
        throw new Error(`Invalid value '${settings.policy}' for input 'policy': no such file in the repository. ` +
            'Expected a path relative to the repository root, or leave it at CODEX.md.');
    const protect = settings.policy === 'CODEX.md' ? settings.protect : [...settings.protect, settings.policy];
    return {
        ...settings.engine,
        prd: prdFile,
        mode,
        protect,
        ...((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(policyFile) ? { policy: policyFile } : {})
    };
}
/**
 * The engine already drops secret-looking names; this also drops the action's own inputs
 * (INPUT_GITHUB-TOKEN and friends) and any variable that holds the token under another name.
 */
function withoutToken(env, token) {
    const out = {};
    for (const [name, value] of Object.entries(env)) {
        if (name.startsWith('INPUT_'))
            continue;
        if (token !== '' && value !== undefined && value.includes(token))
            continue;
        out[name] = value;
    }
    return out;
}
const EVENTS_REL = _loop_record_events_js__WEBPACK_IMPORTED_MODULE_5__/* .EVENTS_LOG */ .dU;


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
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6856);



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

/***/ 1251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ repoPaths)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6856);

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


/***/ }),

/***/ 3494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HH: () => (/* binding */ compareStories),
/* harmony export */   Qx: () => (/* binding */ storyStatus),
/* harmony export */   T7: () => (/* binding */ selectNextStory),
/* harmony export */   rt: () => (/* binding */ runMode)
/* harmony export */ });
/* unused harmony exports compareCodePoints, parseMode */

/** `passing` if passes, `skipped` if skipped, else `open`. */
function storyStatus(story) {
    if (story.passes)
        return 'passing';
    if (story.skipped === true)
        return 'skipped';
    return 'open';
}
/** Compares strings by Unicode code point (not UTF-16 unit, not locale). */
function compareCodePoints(a, b) {
    const left = a[Symbol.iterator]();
    const right = b[Symbol.iterator]();
    for (;;) {
        const x = left.next();
        const y = right.next();
        if (x.done || y.done)
            return x.done && y.done ? 0 : x.done ? -1 : 1;
        const difference = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0);
        if (difference !== 0)
            return difference;
    }
}
/** The selection order: priority ascending, then id by code point. */
function compareStories(a, b) {
    return a.priority - b.priority || compareCodePoints(a.id, b.id);
}
/** Checks a mode given by the user; the error names the value and the allowed ones. */
function parseMode(value, source) {
    switch (value) {
        case 'audit':
        case 'linting':
        case 'fixing':
            return value;
        default:
            throw new Error(`Invalid value '${value}' for ${source}. Expected one of: ${MODES.join(', ')}.`);
    }
}
/** The run's mode: the override, else defaults.mode_default, else audit. */
function runMode(prd, override) {
    return override ?? prd.defaults?.mode_default ?? 'audit';
}
/** The story a step would run: the first open story of `mode` in selection order. */
function selectNextStory(prd, mode) {
    return prd.stories
        .filter(story => story.mode === mode && storyStatus(story) === 'open')
        .sort(compareStories)[0];
}


/***/ }),

/***/ 2937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ newRunId),
/* harmony export */   PP: () => (/* binding */ eventFindings),
/* harmony export */   dU: () => (/* binding */ EVENTS_LOG),
/* harmony export */   vu: () => (/* binding */ EventLog)
/* harmony export */ });
/* unused harmony exports EventLogError, parseEventLog, readEvents */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _prd_schema_problems_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6037);
/* harmony import */ var _prd_schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9371);





/** Where the events log lives in a repository. */
const EVENTS_LOG = '.runtime/events.log';
/** Schema problems of one event object (empty when valid). */
function eventFindings(value) {
    return (0,_prd_schema_problems_js__WEBPACK_IMPORTED_MODULE_3__/* .schemaFindings */ .I$)((0,_prd_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .schemaDocument */ .D)('events'), (0,_prd_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .schemaErrors */ .d)('events', value));
}
class EventLogError extends Error {
    file;
    line;
    constructor(file, line, detail, options) {
        super(`${file}: line ${line}: ${detail}`, options);
        this.file = file;
        this.line = line;
        this.name = 'EventLogError';
    }
}
/** A run id that sorts by time: 20240314T120000Z-1a2b3c. */
function newRunId(now = new Date()) {
    const stamp = now
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
    return `${stamp}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}`;
}
/**
 * Events that close a story or a run: each is fsync'd, and with it every line before it. The
 * lines of a step in flight (run_start, story_start, agent_exit, scope_violation) are not: a
 * power loss before the story's outcome loses the step's outcome too, and the PRD (written
 * with its own fsync) never counts that attempt. A process crash loses nothing written.
 */
const SYNCED = new Set(['story_pass', 'story_fail', 'story_skip', 'run_end']);
/**
 * Appends the events of one run. Each event is validated, then written as one line with a
 * single O_APPEND write (fsync'd when it closes a story or the run: SYNCED), so a crash
 * leaves at most a torn last line; that line is moved to `<log>.torn` before the first
 * append so it never ends up in the middle.
 */
class EventLog {
    path;
    run;
    options;
    seq = 0;
    ready;
    constructor(path, run, options = {}) {
        this.path = path;
        this.run = run;
        this.options = options;
    }
    async append(body) {
        const event = {
            v: 1,
            ts: (this.options.clock?.() ?? new Date()).toISOString(),
            run: this.run,
            seq: this.seq + 1,
            ...body
        };
        const findings = eventFindings(event);
        if (findings.length > 0)
            throw new Error(`Refusing to log an invalid ${body.event} event: ` +
                findings.map(f => `${f.pointer || '/'}: ${f.message} (${f.fix})`).join('; '));
        // Taken before the first await so concurrent appends get distinct numbers.
        this.seq = event.seq;
        this.ready ??= this.prepare();
        await this.ready;
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(this.path, 'a');
        try {
            const bytes = Buffer.from(JSON.stringify(event) + '\n', 'utf8');
            const { bytesWritten } = await handle.write(bytes);
            if (bytesWritten !== bytes.length)
                throw new Error(`Short write to ${this.path}: ${bytesWritten} of ${bytes.length} bytes`);
            if (SYNCED.has(body.event))
                await handle.sync();
        }
        finally {
            await handle.close();
        }
        return event;
    }
    async prepare() {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(this.path), { recursive: true });
        await this.setAsideTornTail();
    }
    async setAsideTornTail() {
        let size;
        try {
            size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(this.path)).size;
        }
        catch {
            return;
        }
        if (size === 0)
            return;
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(this.path);
        if (bytes[bytes.length - 1] === 0x0a)
            return;
        const keep = bytes.lastIndexOf(0x0a) + 1;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.appendFile)(`${this.path}.torn`, bytes.subarray(keep));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.truncate)(this.path, keep);
        this.options.onWarning?.(`${this.path}: the last line was incomplete (a crash while writing?); ` +
            `moved its ${bytes.length - keep} bytes to ${this.path}.torn`);
    }
}
/**
 * Parses the text of an events log. A last line without its newline is a torn write: it is
 * ignored with a warning. Any other bad line is an error naming its line number.
 */
function parseEventLog(text, file) {
    const lines = text.split('\n');
    const tail = lines.pop() ?? '';
    const warnings = tail === ''
        ? []
        : [
            `${file}: line ${lines.length + 1} is incomplete (a crash while writing?); ignored ` +
                `${Buffer.byteLength(tail)} bytes`
        ];
    const events = lines.map((line, index) => parseEventLine(line, file, index + 1));
    return { events, warnings };
}
function parseEventLine(line, file, number) {
    if (line.trim() === '')
        throw new EventLogError(file, number, 'is empty; expected one JSON event');
    let value;
    try {
        value = JSON.parse(line);
    }
    catch (error) {
        throw new EventLogError(file, number, `is not valid JSON (${error.message}); the log is damaged in the middle`, { cause: error });
    }
    const findings = eventFindings(value);
    if (findings.length > 0)
        throw new EventLogError(file, number, findings.map(f => `${f.pointer || '/'}: ${f.message} (${f.fix})`).join('; '));
    return value;
}
/** Reads an events log; a missing file is an empty log. */
async function readEvents(path) {
    let text;
    try {
        text = await readFile(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { events: [], warnings: [] };
        throw new Error(`Could not read the events log ${path}: ${error.message}`, {
            cause: error
        });
    }
    return parseEventLog(text, path);
}


/***/ }),

/***/ 6155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   QQ: () => (/* binding */ isRunnerLockFile),
/* harmony export */   vM: () => (/* binding */ attemptBase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_repo_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1251);
/* harmony import */ var _record_events_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2937);
/* harmony import */ var _step_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7170);
/** Where a step works: the repository top, the PRD in it, the runner's files. */





/** Resolves the repository that holds the PRD (or the working directory, when it is outside). */
async function openRepo(prd, cwd) {
    const prdFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, prd);
    const base = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(prdFile)) ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(prdFile) : cwd;
    let paths;
    try {
        paths = await (0,_git_repo_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .repoPaths */ .T)(base);
    }
    catch (error) {
        throw new _step_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .StepError */ .zg('bad-input', `The PRD ${prd} is not inside a git repository: a step needs git to see the agent's writes (run 'git init' first).`, { cause: error });
    }
    const top = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(paths.top);
    const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(prdFile) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(prdFile) : prdFile;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(top, real);
    const inside = rel !== '' && !rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
    return {
        top,
        paths,
        prdFile,
        prdRel: inside ? rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') : undefined,
        eventsLog: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(top, _record_events_js__WEBPACK_IMPORTED_MODULE_3__/* .EVENTS_LOG */ .dU)
    };
}
/**
 * The temporary files another waiting step creates next to the lock while we hold it
 * (`ralph.lock.<pid>.<random>.tmp`, `ralph.lock.recover`). The lock itself is not among
 * them: nobody but the agent could change it during the call.
 */
function isRunnerLockFile(path) {
    return path.startsWith('.runtime/ralph.lock.');
}
/**
 * The base path (without extension) for one attempt's files under .runtime/attempts/
 * (`.patch`, `.log`, `.jsonl` transcript):
 * `<id>-<n>`, or `<id>-<n>.2`, `.3`, … when a story reset by hand repeats an attempt
 * number, so an earlier attempt's patch and log are never overwritten.
 */
function attemptBase(top, storyId, attempt) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(top, '.runtime', 'attempts');
    const taken = (base) => ['patch', 'log', 'jsonl'].some(ext => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`${base}.${ext}`));
    let base = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${storyId}-${attempt}`);
    for (let k = 2; taken(base); k++)
        base = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${storyId}-${attempt}.${k}`);
    return base;
}


/***/ })

};
