export const id = 134;
export const ids = [134];
export const modules = {

/***/ 6134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPlan: () => (/* binding */ runPlan)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/repository.ts + 9 modules
var repository = __webpack_require__(4718);
// EXTERNAL MODULE: ./src/loop/plan/select.ts
var plan_select = __webpack_require__(3494);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var paths = __webpack_require__(8472);
// EXTERNAL MODULE: ./src/loop/scope.ts
var scope = __webpack_require__(9898);
;// CONCATENATED MODULE: ./src/loop/plan/disjoint.ts
/**
 * Can two stories write the same path? A conservative proof, pure: a story writes its report,
 * and its scope globs when fixing. Disjoint only when no base-tree file is in both sets AND no
 * path at all can match both glob shapes. Undecided counts as a collision: negations are
 * ignored, and two wildcard segments overlap unless their literal ends rule it out.
 */



const GLOB = /[*?[\]{}()!+@\\]/;
/** What a story may write; `globs`: its positive scope patterns when fixing, braces expanded. */
function writeSet(story) {
    const report = (0,paths/* createdPath */.gL)(story) ?? '';
    if (story.mode !== 'fixing')
        return { id: story.id, report, globs: [], matches: (path) => path === report };
    const inScope = (0,scope/* scopeMatcher */.df)(story.scope);
    const globs = story.scope
        .filter(pattern => !pattern.startsWith('!'))
        .map(pattern => pattern.replace(/^(\.\/)+/, '').replace(/\/+/g, '/'))
        .flatMap(pattern => expandBraces(pattern));
    return {
        id: story.id,
        report,
        globs,
        matches: (path) => path === report || inScope(path)
    };
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
    const both = picomatch_default().makeRe(p, scope/* GLOB_OPTIONS */.gu).test(example) &&
        picomatch_default().makeRe(q, scope/* GLOB_OPTIONS */.gu).test(example);
    return both ? `can both match ${example}` : 'may both match a path';
}
/** Two segments (no `/`): can one name match both? Unsure means yes. */
function segmentsMayMeet(x, y) {
    const xGlob = GLOB.test(x);
    const yGlob = GLOB.test(y);
    if (!xGlob && !yGlob)
        return x === y;
    if (!xGlob)
        return picomatch_default().makeRe(y, scope/* GLOB_OPTIONS */.gu).test(x);
    if (!yGlob)
        return picomatch_default().makeRe(x, scope/* GLOB_OPTIONS */.gu).test(y);
    const [px, sx] = literalEnds(x);
    const [py, sy] = literalEnds(y);
    return (px.startsWith(py) || py.startsWith(px)) && (sx.endsWith(sy) || sy.endsWith(sx));
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
    const fits = (name) => picomatch_default().makeRe(x, scope/* GLOB_OPTIONS */.gu).test(name) && picomatch_default().makeRe(y, scope/* GLOB_OPTIONS */.gu).test(name);
    return candidates.find(fits) ?? concrete(x);
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
function parallel_parallelPlan(prd, mode, max, baseFiles) {
    const chosen = [];
    const decisions = [];
    for (const story of (0,plan_select/* openStories */.Yy)(prd, mode)) {
        const reasons = [];
        let clash = true;
        if (chosen.length >= max)
            reasons.push(`the matrix is full (--max ${max})`);
        else {
            clash = false;
            for (const other of chosen) {
                const proof = disjoint(other, story, baseFiles);
                clash = proof.kind === 'overlap';
                reasons.push(`${clash ? 'may collide with' : 'disjoint from'} ${other.id}: ${proof.reason}`);
                if (clash)
                    break;
            }
            if (!clash)
                chosen.push(story);
        }
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
;// CONCATENATED MODULE: ./src/loop/plan/base-files.ts
/** The files of HEAD's tree a story could write: every tracked path but the PRD and the protected. */

async function base_files_writableFiles(repo, protect) {
    const guard = (0,scope/* compileScope */.o4)({
        mode: 'fixing',
        scope: ['**'],
        reportPath: '',
        ...(0,scope/* protection */.sc)(repo.prdRel, protect)
    });
    return (await repo.git.treeFiles()).filter(path => guard({ path }).kind === 'allowed');
}

// EXTERNAL MODULE: ./src/loop/step-repo.ts
var step_repo = __webpack_require__(6155);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/loop/step-settings.ts
var step_settings = __webpack_require__(7170);
// EXTERNAL MODULE: ./src/settings/parse.ts
var parse = __webpack_require__(6894);
// EXTERNAL MODULE: ./src/loop/agent/adapters/index.ts + 3 modules
var adapters = __webpack_require__(2245);
// EXTERNAL MODULE: ./src/loop/types.ts
var types = __webpack_require__(6539);
;// CONCATENATED MODULE: ./src/settings/step-flags.ts
/**
 * The `ralph` flags of the step settings (settings/step.ts reads them): how parseArgs takes
 * each, its --help line, and which commands take it.
 */




const efforts = adapters/* AGENT_NAMES */.R.map(adapters/* adapterFor */.f)
    .filter(adapter => adapter.efforts.length > 0)
    .map(adapter => `${adapter.name}: ${adapter.efforts.join(', ')}`)
    .join(';\n');
/** The flags of the agent call: `ralph step` and `ralph run` take them all. */
const AGENT_FLAGS = {
    agent: {
        arg: 'NAME',
        help: `${(0,parse/* listChoices */.ZH)(adapters/* AGENT_NAMES */.R)} (default: ${step_settings/* STEP_DEFAULTS */.KN.agent})`
    },
    'agent-command': {
        arg: 'JSON',
        help: 'for --agent command: argv template as a JSON array; placeholders\n' +
            '{prompt_file} {repo} {story_id} {report_path} {mode}'
    },
    model: { arg: 'NAME', help: "the agent's model (default: defaults.model_default)" },
    'reasoning-effort': {
        arg: 'LEVEL',
        help: `${efforts}\n(default: defaults.reasoning_effort_default)`
    },
    'allowed-tools': {
        arg: 'TOOL',
        repeatable: true,
        help: 'claude: a tool it may use without asking, like Edit or\nBash(npm test:*) (repeatable; comma lists too)'
    },
    'agent-args': {
        flag: 'agent-arg',
        arg: 'ARG',
        repeatable: true,
        help: "one more argument for the agent's command line (repeatable, in\norder; the first must be a flag; never through a shell)"
    },
    'timeout-seconds': {
        arg: 'N',
        help: `wall-clock limit of the agent call (default: ${step_settings/* STEP_DEFAULTS */.KN.timeoutSeconds})`
    },
    'max-tokens': {
        arg: 'N',
        help: 'tokens one attempt may use; past them the agent is stopped and the\nattempt fails (default: no limit)'
    },
    'max-turns': { arg: 'N', help: 'claude: the most model turns of one attempt (--max-turns)' },
    'kill-grace-seconds': {
        arg: 'N',
        help: `between SIGTERM and SIGKILL on timeout (default: ${step_settings/* STEP_DEFAULTS */.KN.killGraceSeconds})`
    },
    'max-attempts': {
        arg: 'N',
        help: `failed attempts before a story is skipped (default: ${step_settings/* STEP_DEFAULTS */.KN.maxAttempts})`
    },
    'lock-timeout-seconds': {
        arg: 'N',
        help: 'how long to wait for another step holding the lock\n(default: the agent timeout + kill grace + 120)'
    },
    'pass-env': {
        arg: 'NAME',
        repeatable: true,
        help: 'pass this variable to the agent (repeatable; comma lists too); it\ngets only PATH, HOME, locale, CI context and its own credentials'
    },
    sandbox: {
        arg: 'WHEN',
        help: `confine the agent: auto, required or off (default: ${step_settings/* STEP_DEFAULTS */.KN.sandbox})`
    },
    network: {
        arg: 'on|off',
        help: `the agent's network; off: loopback only, needs the sandbox (default: ${step_settings/* STEP_DEFAULTS */.KN.network})`
    },
    'model-api-url': {
        arg: 'URL',
        help: "where the key forwarder sends the agent's model requests (default:\nthe vendor's API; the agent never holds the key)"
    }
};
const step_flags_FLAGS = {
    prd: { arg: 'FILE', help: 'the PRD (default: prd.json)' },
    mode: {
        arg: 'MODE',
        help: `${(0,parse/* listChoices */.ZH)(types/* MODES */.FN)} (default: defaults.mode_default, else audit)`
    },
    ...AGENT_FLAGS,
    protect: { arg: 'GLOB', repeatable: true, help: 'protect more paths (repeatable)' },
    policy: {
        arg: 'FILE',
        help: 'policy appended to the prompt (default: CODEX.md at the repository\ntop, else the one shipped with ralph-action)'
    },
    story: {
        arg: 'ID',
        repeatable: true,
        help: 'a story to take instead of the one the PRD selects: step runs it (it\nmust be open; its own mode applies), as a matrix job of ralph plan;\npublish accepts only bundles of the stories named (repeatable)'
    },
    'max-stories': { flag: 'max', arg: 'N', help: 'at most N stories (default: 256)' },
    'branch-prefix': { arg: 'P', help: 'prefix of fix branches (default: ralph/)' },
    'secret-env': {
        arg: 'NAME',
        repeatable: true,
        help: "refuse a bundle holding this variable's value (repeatable; comma lists too)"
    },
    'max-patch-bytes': { arg: 'N', help: 'the largest patch published (default: 4194304, 4 MiB)' },
    'max-patch-files': { arg: 'N', help: 'the most files a patch may change (default: 200)' },
    'protected-files': {
        arg: 'P',
        help: 'refuse, review (default: listed for review on the fix branch) or\nallow changes to files that steer later runs (AGENTS.md, lock files, …)'
    },
    push: { help: 'push the fix branches and the status commit to origin' }
};
const AGENT = Object.keys(AGENT_FLAGS);
/** The flags of each ralph command that reads these settings, besides --json and --help. */
const step_flags_COMMAND_FLAGS = {
    prd: ['prd', 'mode'],
    next: ['prd', 'mode', 'policy', 'protect'],
    run: ['prd', 'mode', ...AGENT, 'protect', 'policy'],
    step: ['prd', 'mode', ...AGENT, 'protect', 'policy', 'story'],
    plan: ['prd', 'mode', 'max-stories', 'protect'],
    publish: [
        'prd',
        'story',
        'protect',
        'policy',
        'branch-prefix',
        'push',
        'secret-env',
        'max-patch-bytes',
        'max-patch-files',
        'protected-files',
        'max-attempts'
    ]
};

// EXTERNAL MODULE: ./src/loop/prd/prd.ts + 2 modules
var prd = __webpack_require__(3438);
// EXTERNAL MODULE: ./src/settings/errors.ts
var errors = __webpack_require__(6990);
;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
/**
 * The exit codes of both CLIs, `ralph` and `pdf-rename`: one table, so a number never means two
 * things. docs/cli.md shows the same table (a test compares them); `by` says which CLI returns it.
 */
const EXIT_CODES = {
    ok: { code: 0, by: ['ralph', 'pdf-rename'], meaning: 'done' },
    partial: {
        code: 1,
        by: ['ralph', 'pdf-rename'],
        meaning: 'the command ran and some of its work failed'
    },
    invalid: {
        code: 2,
        by: ['ralph', 'pdf-rename'],
        meaning: 'invalid input: a usage error or an invalid input file'
    },
    lockHeld: { code: 3, by: ['ralph'], meaning: "another run holds the repository's lock" },
    missing: { code: 4, by: ['ralph', 'pdf-rename'], meaning: 'an input file does not exist' },
    agentNotStarted: { code: 5, by: ['ralph'], meaning: 'the agent program could not be started' },
    agentNotReady: { code: 6, by: ['ralph'], meaning: 'the agent preflight refused' },
    llmUnavailable: {
        code: 7,
        by: ['pdf-rename'],
        meaning: 'the model is unusable and --require-llm was given'
    },
    notWritable: { code: 8, by: ['pdf-rename'], meaning: 'a folder is not writable' },
    undoRefused: { code: 9, by: ['pdf-rename'], meaning: 'undo refused some files' },
    internal: { code: 70, by: ['ralph', 'pdf-rename'], meaning: 'unexpected error' },
    bundleRefused: {
        code: 10,
        by: ['ralph'],
        meaning: 'publish: a result bundle was refused; nothing of it was published'
    },
    repositoryAltered: {
        code: 11,
        by: ['ralph'],
        meaning: 'step/run: the agent altered the repository beyond repair (forged objects, the git dir deleted or moved away); the run stopped'
    },
    sandboxUnavailable: {
        code: 12,
        by: ['ralph'],
        meaning: 'step/run: the agent cannot be confined and sandbox is required (or network off); nothing ran'
    },
    interrupted: { code: 130, by: ['ralph'], meaning: 'interrupted by SIGINT or SIGTERM' }
};
const exit_codes_EXIT = Object.fromEntries(Object.entries(EXIT_CODES).map(([name, entry]) => [name, entry.code]));

;// CONCATENATED MODULE: ./src/cli/args.ts











const COMMON = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } };
function optionsOf(command) {
    const options = { ...COMMON };
    for (const setting of step_flags_COMMAND_FLAGS[command]) {
        const spec = step_flags_FLAGS[setting];
        options[spec.flag ?? setting] =
            spec.arg === undefined
                ? { type: 'boolean' }
                : { type: 'string', multiple: spec.repeatable === true };
    }
    return options;
}
function args_flagUsage(command, ...own) {
    const rows = COMMAND_FLAGS[command].map(setting => {
        const spec = FLAGS[setting];
        return [`--${spec.flag ?? setting}${spec.arg === undefined ? '' : ` ${spec.arg}`}`, spec.help];
    });
    rows.push(...own);
    const width = Math.max(...rows.map(([head]) => head.length)) + 1;
    const indent = ' '.repeat(width + 2);
    const lines = rows.flatMap(([head, help]) => {
        const [first, ...rest] = help.split('\n');
        return [`  ${head.padEnd(width)}${first}`, ...rest.map(line => indent + line)];
    });
    return lines.join('\n') + '\n';
}
function parseCommandArgs(args, options, allowPositionals = false) {
    try {
        return parseArgs({ args, options, strict: true, allowPositionals });
    }
    catch (error) {
        throw new UsageError(error.message, { cause: error });
    }
}
/**
 * The command's flags. Without --prd, the PRD is `prd.json` in the working folder, else the one
 * at the top of the repository the folder is in (as git finds its repository from a subfolder).
 */
async function args_parseFlags(args, options, cwd, allowPositionals = false) {
    const parsed = parseCommandArgs(args, options, allowPositionals);
    const values = parsed.values;
    if (values.prd !== undefined || existsSync(join(cwd, DEFAULT_PRD)))
        return parsed;
    // Loaded here, not at the top: a command run where prd.json is (validate) needs no git.
    const { Repository } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4718));
    const top = await new Repository(cwd).paths().then(paths => paths.top, () => undefined);
    if (top !== undefined && existsSync(join(top, DEFAULT_PRD)))
        values.prd = relative(cwd, join(top, DEFAULT_PRD));
    return parsed;
}
/** The flags and the PRD of a command that needs a valid one (its problems on stderr). */
async function prdCommand(args, options, io) {
    const { values } = await args_parseFlags(args, options, io.cwd);
    const settings = readPrd(args_source(values));
    return { values, settings, loaded: await args_prdOrExit(settings.prd, io) };
}
/** The PRD as the user named it (for messages), read from the CLI's working folder. */
async function args_prdOrExit(prdFile, io) {
    const result = await loadPrd(prdFile, resolve(io.cwd, prdFile));
    if (result.kind === 'ok')
        return result;
    const { problems } = result;
    for (const problem of problems)
        io.stderr.write(formatProblem(problem) + '\n');
    if (result.kind === 'missing')
        return { kind: 'exit', code: EXIT.missing };
    io.stderr.write(`${prdFile}: ${problems.length} problem(s)\n`);
    return { kind: 'exit', code: EXIT.invalid };
}
/** `ralph step` and `ralph run`: the engine's settings, the policy found from the working folder. */
function stepSettings(values, io) {
    const { prd, mode, policy, protect, engine } = readStep(args_source(values));
    return { ...engine, prd, mode, protect, policy: policyFile(policy, io) };
}
const ALIASES = Object.fromEntries(Object.entries(step_flags_FLAGS).flatMap(([setting, spec]) => ('flag' in spec ? [[setting, spec.flag]] : [])));
/** The flags as a setting source; an empty --prd is a mistake, not "the default". */
function args_source(values) {
    if (values.prd === '')
        throw new UsageError('--prd needs a file name');
    return flagSource(values, ALIASES);
}
function policyFile(value, io) {
    if (value === undefined)
        return undefined;
    const path = resolve(io.cwd, value);
    if (!existsSync(path))
        throw new StepError('missing', `${value}: does not exist (pass an existing policy file with --policy, or omit it)`);
    return path;
}

;// CONCATENATED MODULE: ./src/cli/commands/plan.ts







const OPTIONS = { ...optionsOf('plan'), explain: { type: 'boolean' } };
async function run(args, io) {
    const { values } = await parseFlags(args, OPTIONS, io.cwd);
    const settings = readPlan(source(values));
    const loaded = await prdOrExit(settings.prd, io);
    if (loaded.kind === 'exit')
        return loaded.code;
    const mode = runMode(loaded.prd, settings.mode);
    const files = await writableFiles(await openRepo(settings.prd, io.cwd), protectedGlobs(settings));
    const plan = parallelPlan(loaded.prd, mode, settings.maxStories, files);
    io.stdout.write(JSON.stringify(plan.matrix) + '\n');
    if (values.explain === true)
        for (const decision of plan.decisions)
            io.stderr.write(decisionLine(decision) + '\n');
    return EXIT.ok;
}
function decisionLine({ chosen, story, reasons }) {
    return `${chosen ? 'IN ' : 'OUT'} ${story}: ${reasons.join('; ')}`;
}
const usage = (/* unused pure expression or super */ null && (`Usage: ralph plan [--max N] [--explain] [options]

Prints a JSON matrix for a workflow's strategy.matrix, {"include":[{"story":"ID"},...]},
of at most N open stories of the mode, in selection order, no two of which can
write the same path. The proof is conservative: a story joins only when, for every
story already chosen, no file of HEAD's tree is in both write sets and the scope
globs cannot both match any path, a future one included (negations are ignored,
wildcards overlap unless literal prefixes or suffixes rule it out). Audit and
linting stories write only their report. Protected paths and the PRD are in no one's
write set. Run each story with 'ralph step --story ID --bundle DIR' and publish the
bundles together with 'ralph publish DIR... --story ID...'.

Options:
${flagUsage('plan', ['--explain', 'say on stderr why each open story is in or out'])}
Exit codes: 0 printed (an empty include when no story is open), 2 invalid input,
4 PRD missing.
`));

// EXTERNAL MODULE: ./src/action/step-session.ts
var step_session = __webpack_require__(8187);
;// CONCATENATED MODULE: ./src/action/plan.ts
/** `command: plan`: the `matrix` output of stories that cannot write the same path. */










async function runPlan(settings, context) {
    await new repository.Repository(context.workspace).requireWorkTree();
    const prdFile = (0,external_node_path_.resolve)(context.workspace, settings.prd);
    const prd = await (0,step_session/* readPrd */.N2)({ prdFile }, settings.prd);
    const repo = await (0,step_repo/* openRepo */.B8)(settings.prd, context.workspace);
    const files = await base_files_writableFiles(repo, (0,step/* protectedGlobs */.uo)(settings));
    const plan = parallel_parallelPlan(prd, (0,plan_select/* runMode */.rt)(prd, settings.mode), settings.maxStories, files);
    for (const decision of plan.decisions)
        core/* info */.pq(decisionLine(decision));
    core/* setOutput */.uH('matrix', JSON.stringify(plan.matrix));
    core/* info */.pq(`matrix: ${JSON.stringify(plan.matrix)}`);
}


/***/ })

};
