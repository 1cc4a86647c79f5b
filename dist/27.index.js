export const id = 27;
export const ids = [27];
export const modules = {

/***/ 4027:
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
// EXTERNAL MODULE: ./src/git/repository.ts + 9 modules
var repository = __webpack_require__(4718);
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
    return (await new repository/* Repository */.LN(top).treeFiles()).filter(path => guard({ path }).kind === 'allowed');
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
 * Can two stories write the same path? A conservative proof, pure: a story writes its report,
 * and its scope globs when fixing. Disjoint only when no base-tree file is in both sets AND no
 * path at all can match both glob shapes. Undecided counts as a collision: negations are
 * ignored, and two wildcard segments overlap unless their literal ends rule it out.
 */



const GLOB = /[*?[\]{}()!+@\\]/;
const GLOB_OPTIONS = { dot: true };
function writeSet(story) {
    const report = (0,paths/* createdPath */.gL)(story) ?? '';
    if (story.mode !== 'fixing')
        return { id: story.id, report, globs: [], matches: path => path === report };
    const inScope = (0,scope/* scopeMatcher */.df)(story.scope);
    const globs = story.scope
        .filter(pattern => !pattern.startsWith('!'))
        .flatMap(pattern => expandBraces(normalize(pattern)));
    return { id: story.id, report, globs, matches: path => path === report || inScope(path) };
}
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
/** Undefined when no path can match both patterns; else why one may, with an example path. */
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
function literalEnds(segment) {
    const first = segment.search(GLOB);
    let last = segment.length - 1;
    while (last >= 0 && !GLOB.test(segment[last]))
        last--;
    return [segment.slice(0, first), segment.slice(last + 1)];
}
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



/** Greedy: a story joins when provably disjoint from every one chosen (`baseFiles`: writable). */
function parallelPlan(prd, mode, max, baseFiles) {
    const chosen = [];
    const decisions = [];
    for (const story of (0,plan_select/* openStories */.Yy)(prd, mode)) {
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

// EXTERNAL MODULE: ./src/settings/step.ts
var step = __webpack_require__(9363);
// EXTERNAL MODULE: ./src/action/result.ts
var result = __webpack_require__(6013);
// EXTERNAL MODULE: ./src/action/step-session.ts
var step_session = __webpack_require__(8187);
;// CONCATENATED MODULE: ./src/action/plan.ts
/** `command: plan`: the `matrix` output of stories that cannot write the same path. */










async function runPlan(settings, context) {
    const repo = new repository/* Repository */.LN(context.workspace);
    await repo.requireWorkTree();
    const top = (0,external_node_fs_.realpathSync)((await repo.paths()).top);
    const prdFile = (0,external_node_path_.isAbsolute)(settings.prd) ? settings.prd : (0,external_node_path_.join)(context.workspace, settings.prd);
    const prdRel = (0,external_node_path_.relative)(top, (0,external_node_fs_.realpathSync)(prdFile)).split(external_node_path_.sep).join('/');
    const prd = await (0,step_session/* readPrd */.N2)({ prdFile }, settings.prd);
    const plan = parallelPlan(prd, (0,plan_select/* runMode */.rt)(prd, settings.mode), settings.maxStories, await writableFiles(top, prdRel, (0,step/* protectedGlobs */.uo)(settings)));
    for (const decision of plan.decisions)
        core/* info */.pq(`${decision.chosen ? 'IN ' : 'OUT'} ${decision.story}: ${decision.reasons.join('; ')}`);
    core/* setOutput */.uH('matrix', JSON.stringify(plan.matrix));
    core/* info */.pq(`matrix: ${JSON.stringify(plan.matrix)}`);
    return result.OK;
}


/***/ })

};
