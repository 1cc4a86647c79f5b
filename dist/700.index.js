export const id = 700;
export const ids = [700];
export const modules = {

/***/ 2700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRenamePdfs: () => (/* binding */ runRenamePdfs),
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
// EXTERNAL MODULE: ./src/git/repository.ts + 9 modules
var repository = __webpack_require__(4718);
// EXTERNAL MODULE: ./src/settings/errors.ts
var errors = __webpack_require__(6990);
// EXTERNAL MODULE: ./src/pdf/read/ocr/ocr.ts
var ocr = __webpack_require__(6700);
// EXTERNAL MODULE: ./src/package-files.ts
var package_files = __webpack_require__(9217);
// EXTERNAL MODULE: ./src/pdf/decide/words.ts
var words = __webpack_require__(8710);
;// CONCATENATED MODULE: ./src/pdf/decide/rules.ts
/**
 * The heuristic rules: src/data/rules.json with an optional user file merged in (`--rules`,
 * checked against schemas/rules.schema.json), compiled into whole-word regexes once per batch.
 */



const FALLBACK_CATEGORY = 'other';
/** A rules file that fails validation; the message names the file, the JSON pointer and the fix. */
class RulesError extends Error {
    file;
    pointer;
    constructor(message, file, pointer, options) {
        super(message, options);
        this.file = file;
        this.pointer = pointer;
        this.name = 'RulesError';
    }
}
const BUILT_IN = 'src/data/rules.json';
/**
 * The built-in rules merged with the user's file (when given), validated and compiled. The
 * built-in file is the package's own and goes unchecked: a test checks it as a user's file is
 * checked (pdf-rules.test.ts), so a run does not pay 0.1 s to compile each pattern once more.
 */
async function loadRules(userFile) {
    const builtIn = JSON.parse((0,external_node_fs_.readFileSync)((0,package_files/* packageFile */.n)(BUILT_IN), 'utf8'));
    if (userFile === undefined)
        return compileRules(builtIn);
    return compileRules(mergeRules(builtIn, await readRulesFile(userFile)));
}
/** The JSON, the schema, then every pattern compiled and free of capture groups. */
async function readRulesFile(file) {
    let data;
    try {
        data = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        const message = error instanceof SyntaxError
            ? `Rules file ${file} is not valid JSON (${error.message}). Expected an object like {"categories": {...}}.`
            : `Cannot read rules file ${file}: ${error.message}`;
        throw new RulesError(message, file, '', { cause: error });
    }
    // Compiled at build time (scripts/build-validators.ts); imported only to check a user's file,
    // as evaluating it costs a run on the built-in rules 5–12 ms.
    const validate = (await __webpack_require__.e(/* import() */ 42).then(__webpack_require__.bind(__webpack_require__, 5042))).default;
    if (!validate(data)) {
        const first = (validate.errors ?? [])[0];
        throw new RulesError(describe(first, data, file), file, first?.instancePath ?? '');
    }
    checkPatterns(data, file);
    return data;
}
function describe(error, data, label) {
    if (error === undefined)
        return `Rules file ${label} is invalid.`;
    const pointer = error.instancePath === '' ? '/' : error.instancePath;
    const value = valueAt(data, error.instancePath);
    const params = error.params;
    const key = params.additionalProperty ?? error.propertyName;
    const extra = key === undefined ? '' : ` ('${key}' is not allowed)`;
    return `Rules file ${label}: ${pointer} ${error.message ?? 'is invalid'}${extra}; got ${JSON.stringify(value)}. See schemas/rules.schema.json.`;
}
function valueAt(data, pointer) {
    let current = data;
    for (const raw of pointer.split('/').slice(1)) {
        const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        current = current?.[key];
    }
    return current;
}
/**
 * User rules add to the built-in ones: markers and terms are appended to a category (a marker
 * with the same pattern replaces the built-in weight), new categories are added, date keywords
 * and stop words are appended, thresholds override.
 */
function mergeRules(base, user) {
    const categories = { ...base.categories };
    for (const [name, category] of Object.entries(user.categories ?? {})) {
        const existing = categories[name] ?? {};
        categories[name] = {
            markers: mergeWeighted(existing.markers, category.markers),
            terms: both(existing.terms, category.terms)
        };
    }
    const stopWords = { ...base.stopWords };
    for (const [language, list] of Object.entries(user.stopWords ?? {}))
        stopWords[language] = both(stopWords[language], list);
    return {
        version: 1,
        categories,
        dateKeywords: mergeWeighted(base.dateKeywords, user.dateKeywords),
        issuer: {
            legalForms: both(base.issuer?.legalForms, user.issuer?.legalForms),
            recipientMarkers: both(base.issuer?.recipientMarkers, user.issuer?.recipientMarkers)
        },
        thresholds: { ...base.thresholds, ...user.thresholds },
        stopWords
    };
}
function both(base = [], extra = []) {
    return [...base, ...extra];
}
function mergeWeighted(base = [], extra = []) {
    const replaced = new Set(extra.map(entry => entry.pattern));
    return [...base.filter(entry => !replaced.has(entry.pattern)), ...extra];
}
function compileRules(file) {
    const categories = Object.entries(file.categories ?? {})
        .filter(([name]) => name !== FALLBACK_CATEGORY)
        .map(([name, category]) => {
        const terms = category.terms ?? [];
        return {
            name,
            markers: byLength(category.markers ?? []),
            /** The category's terms in one regex. */
            terms: terms.length > 0 ? (0,words/* alternativesRegex */.iE)(terms) : null
        };
    });
    const dateKeywords = byLength(file.dateKeywords ?? []);
    const legalForms = byLengthText(file.issuer?.legalForms ?? []);
    const recipients = byLengthText(file.issuer?.recipientMarkers ?? []);
    return {
        categories,
        /** Every category a name may carry: the rule categories and `other`. */
        allowedCategories: [...categories.map(c => c.name), FALLBACK_CATEGORY],
        ...combinedMarkers(categories),
        dateKeywords,
        /** The date keywords' patterns in one regex; alternative i is `dateKeywords[i]`. */
        dateKeywordWords: dateKeywords.length > 0 ? (0,words/* alternativesRegex */.iE)(dateKeywords.map(k => k.pattern)) : null,
        // Legal forms are case-sensitive: "AG" is a company, "ag" is not.
        legalForm: legalForms.length > 0 ? (0,words/* alternativesRegex */.iE)(legalForms, 'gu') : null,
        recipientMarker: recipients.length > 0 ? (0,words/* alternativesRegex */.iE)(recipients) : null,
        stopWords: new Set(Object.values(file.stopWords ?? {})
            .flat()
            .map(word => word.toLowerCase())),
        minCategoryScore: file.thresholds?.minCategoryScore ?? 3,
        categoryMargin: file.thresholds?.categoryMargin ?? 0.3
    };
}
/** A compound marker's start, up to its ending: `\p{L}+` and a look-behind on it. */
const COMPOUND = /^\\p\{L\}\+(?:\(\?<![^)]*\))?/;
/**
 * Every category's markers in one regex, longer patterns first, so the text is scanned once and
 * a word counts for its most specific marker ("Lohnsteuerbescheinigung" for tax, not
 * certificate); compound markers (`\p{L}+rechnung`) after the others, so a word a marker
 * matches whole is not matched again by a compound one. Alternative i is `markerOwners[i]`.
 */
function combinedMarkers(categories) {
    const owned = categories
        .flatMap((category, c) => category.markers.map((marker, m) => ({ pattern: marker.pattern, category: c, marker: m })))
        .sort((a, b) => b.pattern.length - a.pattern.length);
    const plain = owned.filter(o => !COMPOUND.test(o.pattern));
    const compound = owned.filter(o => COMPOUND.test(o.pattern));
    const groups = (list) => list.map(o => `(${(0,words/* expandUmlauts */.GH)(o.pattern)})`).join('|');
    const endings = compound.map(o => (0,words/* expandUmlauts */.GH)(o.pattern.replace(COMPOUND, ''))).join('|');
    const branches = [
        ...(plain.length > 0 ? [`(?<![\\p{L}\\p{N}])(?:${groups(plain)})`] : []),
        // A compound starts after any non-letter (a digit too). The look-ahead for a word with one
        // of the endings spares trying each compound at every word: a third of the marker search.
        ...(compound.length > 0
            ? [`(?<!\\p{L})(?=\\p{L}*(?:${endings})(?![\\p{L}\\p{N}]))(?:${groups(compound)})`]
            : [])
    ];
    return {
        allMarkers: branches.length > 0 ? new RegExp(`(?:${branches.join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null,
        markerOwners: [...plain, ...compound].map(({ category, marker }) => ({ category, marker }))
    };
}
/** Every marker in `text`, in text order. */
function findMarkers(rules, text) {
    if (rules.allMarkers === null)
        return [];
    return (0,words/* allMatches */.fD)(rules.allMarkers, text).map(m => ({
        owner: rules.markerOwners[(0,words/* matchedAlternative */.Gz)(m)],
        start: m.index,
        text: m[0]
    }));
}
/** Whether `word` holds a category's marker. */
function isMarker(rules, word) {
    return findMarkers(rules, word).length > 0;
}
/** Every pattern compiled and free of capture groups, named by its JSON pointer. */
function checkPatterns(file, label) {
    const check = (pointer, list = []) => list.forEach((entry, i) => {
        const source = typeof entry === 'string' ? entry : entry.pattern;
        checkPattern(source, label, pointer.replace('#', String(i)));
    });
    for (const [name, category] of Object.entries(file.categories ?? {})) {
        check(`/categories/${name}/markers/#/pattern`, category.markers);
        check(`/categories/${name}/terms/#`, category.terms);
    }
    check('/dateKeywords/#/pattern', file.dateKeywords);
    check('/issuer/legalForms/#', file.issuer?.legalForms);
    check('/issuer/recipientMarkers/#', file.issuer?.recipientMarkers);
}
/**
 * Each top-level alternative on its own, longer ones first, so one alternation prefers
 * "factuur datum" over "factuur" wherever both match (a regex takes the first alternative that
 * matches, not the longest).
 */
function byLength(list) {
    return list
        .flatMap(entry => (0,words/* splitAlternatives */.bE)(entry.pattern).map(pattern => ({ ...entry, pattern })))
        .sort((a, b) => b.pattern.length - a.pattern.length);
}
function byLengthText(list) {
    return list.flatMap(words/* splitAlternatives */.bE).sort((a, b) => b.length - a.length);
}
function checkPattern(source, label, pointer) {
    let groups;
    try {
        // The pattern as alternativesRegex embeds it, without the \p{L} look-arounds and the i flag: those
        // change no pattern's validity, and they made each check cost a third of a millisecond.
        groups = (new RegExp(`(?:${(0,words/* expandUmlauts */.GH)(source)})|`, 'u').exec('')?.length ?? 1) - 1;
    }
    catch (error) {
        throw new RulesError(`Rules file ${label}: ${pointer} is not a valid regular expression: ${JSON.stringify(source)} (${error.message}). Escape special characters such as . ( ) with a backslash.`, label, pointer, { cause: error });
    }
    if (groups > 0)
        throw new RulesError(`Rules file ${label}: ${pointer} has a capturing group: ${JSON.stringify(source)}. Write (?:...) instead of (...).`, label, pointer);
}

;// CONCATENATED MODULE: ./src/pdf/assistants.ts
/** The rules, OCR and the model (after a health check) for one batch; the caller closes them. */




class LlmUnavailableError extends Error {
    name = 'LlmUnavailableError';
}
async function prepareAssistants(settings, deps) {
    const rules = await loadRules(settings.rulesFile === undefined ? undefined : (0,external_node_path_.resolve)(deps.cwd, settings.rulesFile));
    const recognizer = settings.ocr === 'off'
        ? undefined
        : (0,ocr/* createOcrRecognizer */.t8)({
            languages: settings.ocrLanguages,
            engine: settings.ocrEngine,
            maxPagesPerFile: settings.ocrMaxPages
        });
    const assistants = {
        rules,
        recognizer,
        /** Undefined: heuristics only (--no-llm, or the model is unusable: see warnings). */
        refine: undefined,
        warnings: [],
        close: async () => {
            await recognizer?.close();
        }
    };
    if (!settings.useLlm)
        return assistants;
    const { createLlmClient } = await __webpack_require__.e(/* import() */ 902).then(__webpack_require__.bind(__webpack_require__, 8902));
    const client = createLlmClient({ url: settings.llmUrl, model: settings.llmModel, timeoutMs: settings.llmTimeoutMs }, deps.fetch);
    const health = await client.health();
    if (health.kind !== 'ready') {
        if (settings.requireLlm) {
            await assistants.close();
            const without = settings.surface === 'flag'
                ? 'Or pass --no-llm to rename with the heuristics only.'
                : "Or set 'require-llm: false' to rename with the heuristics only.";
            throw new LlmUnavailableError(`${health.message} (${(0,errors/* settingName */.QX)('require-llm', settings.surface)} is set; nothing was renamed) ${without}`);
        }
        assistants.warnings.push(`${health.message} Continuing with heuristics only.`);
        return assistants;
    }
    const { createLlmRefiner } = await __webpack_require__.e(/* import() */ 678).then(__webpack_require__.bind(__webpack_require__, 2678));
    assistants.refine = createLlmRefiner({
        client,
        categories: rules.allowedCategories,
        dateOrder: settings.dateOrder,
        now: deps.now ?? (() => new Date())
    });
    return assistants;
}

// EXTERNAL MODULE: ./src/pdf/apply/undo-log.ts
var undo_log = __webpack_require__(6944);
// EXTERNAL MODULE: ./src/fs/confine.ts
var confine = __webpack_require__(7619);
// EXTERNAL MODULE: ./src/pdf/apply/file-ops.ts
var file_ops = __webpack_require__(7210);
;// CONCATENATED MODULE: ./src/pdf/apply/undo.ts
/**
 * Undo one run of the log through a mover: its renames in reverse order, each only when the file
 * still has its renamed content, never onto an existing file. A path of the log outside the
 * mover's root stops the undo before anything moves. Each restore is logged (`undone`).
 */



async function undoRun(options) {
    const { logPath, mover } = options;
    await refuseLinkedLogFolder(logPath);
    const { entries, warnings } = (0,undo_log/* readUndoLog */.lB)(logPath);
    const run = pickRun((0,undo_log/* runsIn */.UN)(entries), options);
    if (run === null) {
        const nothing = `nothing to undo in ${mover.display(logPath)}: every recorded rename is already undone (or none was made)`;
        return { run: null, items: [], warnings: [...warnings, nothing] };
    }
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
    // Files already moved back count too: their `undone` lines belong in the commit.
    const done = items.filter(item => item.status === 'restored' || item.status === 'already-restored');
    if (options.dryRun || options.message === undefined || done.length === 0)
        return { run: run.run, items, warnings };
    const lines = done.map(item => ({ from: mover.display(item.to), to: mover.display(item.from) }));
    const commit = await mover.commit(logPath, options.message(lines, run.run));
    return { run: run.run, items, warnings, commit };
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
        return refused(plan.message);
    if (original !== null) {
        if (original.sha256 !== entry.sha256)
            return refused(`${mover.display(from)} exists with other content; not overwritten`);
        if (plan.kind !== 'rename-only' || !(await mover.sameFile(from, to)))
            return refused(`${mover.display(from)} exists as a separate copy with the same content; remove one of the two by hand`);
        // Two links to one file: a move interrupted between link and unlink.
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
/** How undo gets the original bytes back, given the sha256 of the file now (at `entry.to`). */
function planBytesRestore(entry, currentSha256) {
    if (currentSha256 === entry.sha256)
        return { kind: 'rename-only' };
    const { metadata } = entry;
    if (metadata === undefined) {
        const message = `${entry.to} was changed since the rename (sha256 differs); not restored, to keep your edits`;
        return { kind: 'refuse', message };
    }
    if (currentSha256 === metadata.writtenSha256)
        return { kind: 'restore-blob', blob: metadata.originalBlob, sha256: entry.sha256 };
    return {
        kind: 'refuse',
        message: `${entry.to}: changed since the rename (sha256 ${currentSha256}, expected ${metadata.writtenSha256} (as renamed) or ${entry.sha256} (original)); ` +
            'not restored. Move it back by hand if the edit should be kept.'
    };
}
async function refuseLinkedLogFolder(logPath) {
    const folder = (0,external_node_path_.dirname)(logPath);
    const target = await (0,file_ops/* linkTarget */.Cm)(folder);
    if (target === null)
        return;
    throw new undo_log/* UndoLogError */.LC(`The undo log folder ${folder} is a symbolic link (-> ${target}); the renamer follows no links. ` +
        'Nothing was restored; give the log in its real folder (--undo-log FILE).');
}

// EXTERNAL MODULE: ./src/fs/run-id.ts
var run_id = __webpack_require__(5218);
;// CONCATENATED MODULE: ./src/pdf/batch.ts
const STATUSES = ['renamed', 'planned', 'unchanged', 'skipped', 'failed'];
/** Nothing was renamed. */
class BatchError extends Error {
    kind;
    constructor(message, kind, options) {
        super(message, options);
        this.kind = kind;
        this.name = 'BatchError';
    }
}
function pending(batch) {
    return batch.items.filter(item => item.report.status === 'planned');
}
function summarize(batch) {
    const totals = Object.fromEntries(STATUSES.map(status => [status, 0]));
    for (const item of batch.items)
        totals[item.report.status]++;
    const ocr = batch.deps.recognizer;
    return {
        runId: batch.deps.runId,
        dryRun: batch.settings.dryRun,
        /** Absent when nothing was written to it. */
        ...(batch.undoLogUsed ? { undoLog: batch.undoLog } : {}),
        commit: batch.commit,
        files: batch.items.map(item => item.report),
        totals: totals,
        /** 0: read in-process. */
        threads: batch.threads,
        ocrEngine: ocr?.engine,
        warnings: [...batch.warnings, ...(ocr?.warnings ?? [])]
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/fs/hash.ts
var hash = __webpack_require__(3299);
;// CONCATENATED MODULE: ./src/pdf/apply/fs-mover.ts
/**
 * The file-system mover (the CLI), confined to the folders of the run. A move never replaces a
 * file (Node has no renameat2 RENAME_NOREPLACE): a hard link to the new name, which fails when
 * the name exists, then the old name unlinked; where links cannot work (another device, no hard
 * links) a copy with COPYFILE_EXCL, its hash checked, then the source removed.
 */






function fileSystemMover(options) {
    const ops = options.ops ?? file_ops/* nodeFileOps */.JY;
    const state = async (path) => (await exists(path)) ? (0,hash/* hashFile */.DC)(path) : null;
    return {
        confine: path => confineToAny(options.roots, path),
        display: path => (0,external_node_path_.relative)(options.cwd, path).split(external_node_path_.sep).join('/') || '.',
        names: async (dir) => {
            try {
                return await (0,promises_.readdir)(dir);
            }
            catch (error) {
                if ((0,file_ops/* errorCode */.CA)(error) === 'ENOENT')
                    return [];
                throw error;
            }
        },
        prepare: async (dir) => {
            await (0,promises_.mkdir)(dir, { recursive: true });
            await (0,promises_.access)(dir, external_node_fs_.constants.W_OK | external_node_fs_.constants.X_OK);
        },
        state,
        sameFile: async (a, b) => {
            const [x, y] = await Promise.all([(0,promises_.stat)(a), (0,promises_.stat)(b)]);
            return x.dev === y.dev && x.ino === y.ino;
        },
        verify: async (from, to, sha256) => verifySource(from, to, sha256),
        move: async (from, to, sha256, bytes) => {
            if (bytes !== undefined)
                return { kind: 'failed', reason: 'the file system mover does not rewrite contents' };
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(to), { recursive: true });
            return moveNoReplace(from, to, sha256, ops);
        },
        remove: path => (0,promises_.unlink)(path),
        keep: async () => null,
        restore: async (_handle, path) => {
            throw new Error(`${path}: the original bytes were kept in git; undo this run in the repository`);
        },
        commit: async () => undefined
    };
}
async function exists(path) {
    try {
        await (0,promises_.lstat)(path);
        return true;
    }
    catch (error) {
        if ((0,file_ops/* errorCode */.CA)(error) === 'ENOENT')
            return false;
        throw error;
    }
}
async function confineToAny(roots, path) {
    let refused;
    for (const root of roots) {
        const confined = await (0,confine/* confine */.D)(root, path);
        if (confined.kind === 'inside')
            return confined;
        refused ??= confined;
    }
    return refused ?? { kind: 'outside', reason: `${path}: no folder to confine it to` };
}
async function verifySource(from, to, sha256) {
    let current;
    try {
        current = await (0,hash/* hashFile */.DC)(from);
    }
    catch (error) {
        return {
            kind: 'refused',
            reason: `cannot read it any more (${(0,file_ops/* errorCode */.CA)(error) ?? error.message})`
        };
    }
    if (current.sha256 !== sha256)
        return {
            kind: 'refused',
            reason: 'changed since it was analysed (sha256 differs); run again to re-plan it'
        };
    if (await exists(to))
        return { kind: 'refused', reason: `target ${to} appeared after planning; not overwritten` };
    return { kind: 'ok', size: current.size };
}
const COPY_INSTEAD = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK']);
async function moveNoReplace(from, to, expectedSha256, ops) {
    try {
        await ops.link(from, to);
    }
    catch (error) {
        const code = (0,file_ops/* errorCode */.CA)(error);
        if (code === 'EEXIST')
            return { kind: 'target-exists' };
        if (code === undefined || !COPY_INSTEAD.has(code))
            throw error;
        try {
            await ops.copyExclusive(from, to);
        }
        catch (copyError) {
            if ((0,file_ops/* errorCode */.CA)(copyError) === 'EEXIST')
                return { kind: 'target-exists' };
            // COPYFILE_EXCL: a partial copy left behind is ours.
            await (0,promises_.unlink)(to).catch(() => undefined);
            throw copyError;
        }
        const copied = await (0,hash/* hashFile */.DC)(to);
        if (copied.sha256 !== expectedSha256) {
            await (0,promises_.unlink)(to);
            throw new Error(`The copy at ${to} has sha256 ${copied.sha256}, expected ${expectedSha256}; removed the copy and kept ${from}.`);
        }
    }
    // The file keeps exactly one name.
    try {
        await (0,promises_.unlink)(from);
    }
    catch (error) {
        await (0,promises_.unlink)(to).catch(() => undefined);
        throw error;
    }
    return { kind: 'moved' };
}

;// CONCATENATED MODULE: ./src/pdf/steps-apply.ts
/** Batch steps that carry the plan out through the mover: check writable, apply, commit. */




/** A link there would carry the files, or the record of their names, wherever it points. */
async function checkFolders(batch) {
    if (batch.settings.dryRun)
        return;
    const { outDir, reviewDir, surface } = batch.settings;
    const folders = [[(0,external_node_path_.dirname)(batch.undoLog), 'the undo log folder']];
    if (reviewDir !== undefined)
        folders.unshift([
            (0,external_node_path_.resolve)(batch.deps.cwd, reviewDir),
            surface === 'flag' ? '--review' : 'review-path'
        ]);
    if (outDir !== undefined)
        folders.unshift([(0,external_node_path_.resolve)(batch.deps.cwd, outDir), '--out']);
    for (const [folder, what] of folders) {
        const target = await (0,file_ops/* linkTarget */.Cm)(folder);
        if (target === null)
            continue;
        throw new BatchError(`${what} ${folder} is a symbolic link (-> ${target}); the renamer follows no links. ` +
            'Nothing was renamed; give the real folder instead (or replace the link by the folder).', 'linked-folder');
    }
}
async function checkWritable(batch) {
    const renames = batch.plan.filter(file => file.action === 'rename');
    if (batch.settings.dryRun || renames.length === 0)
        return;
    const dirs = new Set(renames.flatMap(file => [(0,external_node_path_.dirname)(file.path), file.targetDir]));
    for (const dir of dirs) {
        try {
            await batch.mover.prepare(dir);
        }
        catch (error) {
            throw new BatchError(`Cannot rename in ${dir}: the folder is not writable for this user (${(0,file_ops/* errorCode */.CA)(error) ?? error.message}). Nothing was renamed; make the folder writable, or use --out DIR for a writable destination and --dry-run to preview.`, 'not-writable', { cause: error });
        }
    }
}
async function applyRenames(batch) {
    const renames = batch.plan.filter(file => file.action === 'rename');
    if (batch.settings.dryRun || renames.length === 0)
        return;
    await batch.deps.beforeApply?.(batch.plan);
    const log = await (0,undo_log/* openUndoLog */.P)(batch.undoLog, batch.deps.now).catch((error) => {
        if (error instanceof undo_log/* UndoLogError */.LC)
            throw new BatchError(error.message, 'not-writable', { cause: error });
        throw error;
    });
    batch.undoLogUsed = true;
    try {
        // A dry run never loads it.
        const { applyPlan } = await __webpack_require__.e(/* import() */ 945).then(__webpack_require__.bind(__webpack_require__, 1945));
        await applyPlan(batch, renames, log);
    }
    finally {
        await log.close();
    }
}
/** Git: a commit of the moves and the log; the file system: none. */
async function commitRenames(batch) {
    const renamed = batch.items.filter(item => item.report.status === 'renamed');
    if (renamed.length === 0)
        return;
    const { mover } = batch;
    const lines = renamed.map(({ report }) => ({
        from: mover.display(report.path),
        to: mover.display(report.target)
    }));
    const { commitMessage } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 6925));
    const commit = await mover.commit(batch.undoLog, commitMessage(lines, batch.deps.runId));
    if (commit !== undefined)
        batch.commit = commit;
}

// EXTERNAL MODULE: ./src/pdf/plan/filename.ts
var filename = __webpack_require__(2003);
// EXTERNAL MODULE: ./src/pdf/decide/dates.ts
var dates = __webpack_require__(4230);
;// CONCATENATED MODULE: ./src/pdf/decide/fallback-date.ts

const NO_DATE_REASON = 'no document date found';
function creationFallback(doc, date, now) {
    const iso = doc.infoDates.creation;
    if (iso === undefined)
        return undefined;
    const value = iso.replace(/-/g, '');
    if (Number(value) > (0,dates/* dayNumber */.U$)(now))
        return undefined;
    const scanned = doc.pages.some(page => page.source === 'ocr' || page.source === 'none');
    if (!scanned && date.candidates.length > 0)
        return undefined;
    const latest = date.candidates.reduce((max, c) => (c.value > max ? c.value : max), '');
    if (latest !== '' && value < latest)
        return undefined;
    const why = scanned
        ? 'the PDF was made by scanning, on its creation date'
        : 'the text mentions no date; the PDF creation date stands in';
    return { value, why };
}
/** After the model step: the creation date when nothing better came, else left undated. */
function applyDateFallback(analysis) {
    if (analysis.date !== null)
        return analysis;
    const fallback = analysis.fallbackDate;
    if (fallback === undefined)
        return { ...analysis, reasons: [...analysis.reasons, `${NO_DATE_REASON}: left in place`] };
    return {
        ...analysis,
        date: fallback.value,
        datePrecision: 'day',
        dateSource: 'info',
        reasons: [
            ...analysis.reasons,
            `date ${fallback.value} from the PDF creation date: ${fallback.why}`
        ]
    };
}

;// CONCATENATED MODULE: ./src/pdf/decide/till-slip.ts
/**
 * Is this a till slip? Three kinds of the signals a clerk uses (cashier, change given, cash
 * handed over, rounding, "thank you", quantities) on a short text, one of them a cashier or
 * change given. Pure.
 */
/** Each signal's words, whole words; a digit may follow them ("x 2"), a letter may not. */
const SIGNALS = [
    ['cashier', 'cashier|kassierer(?:in)?|kasse|bediener(?:in)?|caissi(?:er|ère)|kassa|kassière'],
    ['change given', 'change|rückgeld|wechselgeld|zurück|monnaie rendue|rendu monnaie|wisselgeld'],
    ['cash tendered', 'cash|tendered|bar|gegeben|espèces|contant|paid|bezahlt|payé|betaald'],
    ['rounding', 'rounding|rundung|arrondi|afronding'],
    [
        'thanks',
        'thank you|come again|danke|vielen dank|merci|bedankt|tot ziens|au revoir|goods sold are not'
    ],
    ['quantities', 'qty|menge|anz|qté|aantal|x\\s?\\d']
].map(([name, words]) => ({
    name: name,
    regex: new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu')
}));
/** A till slip is short: a long document with these words is something else. */
const MAX_LINES = 80;
const MAX_CHARS = 6000;
const MIN_SIGNALS = 3;
function tillSlipSignals(text) {
    if (text.length > MAX_CHARS || text.split('\n').length > MAX_LINES)
        return { isTillSlip: false, signals: [] };
    const [cashier, change] = SIGNALS;
    if (!cashier.regex.test(text) && !change.regex.test(text))
        return { isTillSlip: false, signals: [] };
    const signals = SIGNALS.filter(signal => signal.regex.test(text)).map(signal => signal.name);
    return { isTillSlip: signals.length >= MIN_SIGNALS, signals };
}

;// CONCATENATED MODULE: ./src/pdf/decide/category.ts
/**
 * Category by weighted markers, read the way a clerk reads a document:
 * - the title decides first: a marker in the title line (the first short line of the heading zone
 *   that is mostly a document type — "Warenrechnung", "Rechnung Nr. 123 vom …", "AVOIR" — or the
 *   PDF title) counts five times;
 * - a document type used as a field label ("Lieferschein-Nr.", "Auftrag Nr.") names another
 *   document and counts a third;
 * - elsewhere in the heading zone a marker counts double, in the body once, plus a quarter for
 *   each further occurrence (at most four);
 * - markers marked `title` ("avoir", also a French verb) count only in a title line;
 * - a short till slip (cashier, cash given, change, "thank you") is a receipt whatever its
 *   heading says ("TAX INVOICE", "CASH BILL").
 * The best category is decided when it reaches the minimum score and leads the second by the
 * margin. Below the minimum the category is `other`; above it but without the margin the best
 * one is kept as a guess and `decided` is false (the model may do better).
 */



/** Per place a marker is found, its factor; a marker found in several counts where it weighs most. */
const FACTOR = { title: 5, zone: 2, body: 1, field: 1 / 3 };
const REPEAT_BONUS = 0.25;
const MAX_REPEATS = 4;
const TILL_BONUS = 3;
/** A marker of this weight or more is a document type, which a title line may hold. */
const TYPE_WEIGHT = 3;
/**
 * After a marker: a number label, so the marker names a field ("Lieferschein-Nr.: 4711",
 * "Order No: 5") — joined by a hyphen, or followed by a colon. "Rechnung Nr. 123" is a title.
 */
const FIELD_AFTER = /^(?:-(?:nr|nummer|no|number)|[ \t]*(?:nr\.?|nummer|no\.?|number|n°|nº|#|num\.?)[ \t]*:)/iu;
/** "Lieferschein-Nr.: 4711" is a field, not a title. */
const FIELD_LINE = /-(?:nr|nummer|no|number)\b|(?:nr\.?|no\.?|number|nummer|n°)\s*:/iu;
/** What may stand in a title line besides the document type. */
const TITLE_FILLER = /(?:nr\.?|no\.?|n°|nº|number|nummer|numéro|#|vom|du|dated|of|van|le|from|date|datum|seite|page|kopie|copy|copie|original|duplicate|duplikat|\d[\d./\-: ]*|[^\p{L}\d]+)/giu;
function scoreCategories(input, rules) {
    const matches = findMarkers(rules, input.text);
    const titleLine = findTitleLine(input.text, input.headingEnd, rules.categories, matches);
    const where = (m) => {
        const end = m.start + m.text.length;
        if (FIELD_AFTER.test(input.text.slice(end, end + 12)))
            return 'field';
        if (input.text.lastIndexOf('\n', m.start - 1) + 1 === titleLine)
            return 'title';
        return m.start < input.headingEnd ? 'zone' : 'body';
    };
    const hits = rules.categories.map(() => new Map());
    const count = (m, where) => {
        const { category, marker } = m.owner;
        if (rules.categories[category].markers[marker].where === 'title' && where !== 'title')
            return;
        const hit = hits[category].get(marker) ?? { count: 0, where, text: m.text };
        hit.count++;
        if (FACTOR[where] > FACTOR[hit.where])
            hit.where = where;
        hits[category].set(marker, hit);
    };
    for (const m of input.title === undefined ? [] : findMarkers(rules, input.title))
        count(m, 'title');
    for (const m of matches)
        count(m, where(m));
    const scores = rules.categories
        .map((category, i) => scoreOne(category, hits[i]))
        .filter(score => score.score > 0);
    const till = tillSlipSignals(input.text);
    if (till.isTillSlip)
        applyTillSlip(scores, till.signals);
    scores.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    return decide(scores, rules);
}
function scoreOne(category, hits) {
    let score = 0;
    const found = [];
    for (const [index, hit] of hits) {
        const weight = category.markers[index].weight;
        const points = weight * FACTOR[hit.where] * (1 + REPEAT_BONUS * Math.min(hit.count - 1, MAX_REPEATS));
        score += points;
        found.push({ text: `${hit.text.toLowerCase()} (${hit.where})`, points });
    }
    found.sort((a, b) => b.points - a.points);
    return { name: category.name, score: (0,words/* round */.LI)(score), evidence: found.map(f => f.text) };
}
/**
 * Offset of the title line: the first short line of the heading zone that holds a document type
 * and is mostly that type (without numbers, dates and number labels, one to three words); -1
 * when there is none.
 */
function findTitleLine(text, zoneEnd, categories, matches) {
    const starts = new Set();
    for (const { owner, start } of matches)
        if (start < zoneEnd && categories[owner.category].markers[owner.marker].weight >= TYPE_WEIGHT)
            starts.add(text.lastIndexOf('\n', start - 1) + 1);
    for (const start of [...starts].sort((a, b) => a - b)) {
        const newline = text.indexOf('\n', start);
        const line = text.slice(start, newline === -1 ? text.length : newline);
        const rest = line.replace(TITLE_FILLER, ' ').trim();
        const short = rest !== '' && rest.split(/\s+/).length <= 3 && line.trim().length <= 60;
        if (short && !FIELD_LINE.test(line) && !/:\s*$/.test(line))
            return start;
    }
    return -1;
}
function applyTillSlip(scores, signals) {
    const best = Math.max(0, ...scores.filter(s => s.name !== 'receipt').map(s => s.score));
    let receipt = scores.find(s => s.name === 'receipt');
    if (receipt === undefined) {
        receipt = { name: 'receipt', score: 0, evidence: [] };
        scores.push(receipt);
    }
    receipt.score = (0,words/* round */.LI)(Math.max(receipt.score, best) + TILL_BONUS);
    receipt.evidence.unshift(`till slip (${signals.join(', ')})`);
}
function decide(scores, rules) {
    const best = scores[0];
    if (best === undefined)
        return {
            category: FALLBACK_CATEGORY,
            decided: false,
            margin: 0,
            scores,
            why: 'no category markers found; category other'
        };
    const second = scores[1];
    const margin = (0,words/* round */.LI)((best.score - (second?.score ?? 0)) / best.score);
    const strong = best.score >= rules.minCategoryScore;
    const decided = strong && margin >= rules.categoryMargin;
    const against = second === undefined ? 'no other category' : `next ${second.name} ${second.score}`;
    const verdict = !strong ? 'too weak, so other' : decided ? 'decided' : 'not decided';
    return {
        category: strong ? best.name : FALLBACK_CATEGORY,
        decided,
        margin,
        scores,
        why: `${best.name} ${verdict}: score ${best.score} (${best.evidence.slice(0, 3).join(', ')}), ${against}, margin ${margin}`
    };
}

;// CONCATENATED MODULE: ./src/pdf/decide/issuer-lines.ts
/**
 * What a line of a document is, for finding the issuer: an address line, a contact line, a line
 * with registration data (HRB, USt-IdNr., SIRET, KvK, VAT no., company numbers), a column header,
 * a copyright line, a slogan — or a line that looks like a name. Pure, by patterns a clerk knows.
 */

/**
 * An address line: it opens with a house, unit, shop or floor number ("No. 7", "Lot F/L2A",
 * "Shop 5", a number and a comma: "379, Jalan …", "12, rue …", whatever OCR made of the street
 * word) or a Malay street or district word ("Jalan …", "Bandar Baru …", "Seksyen 9"), or a street
 * word stands next to a number ("Hauptstraße 5", "Jalan 5/10", "12 Main Street", "5 rue de la
 * Paix"). Compound street words ("Keizersgracht", "Badweg") count as the end of a word.
 */
const COMPOUND_STREET = 'straße|strasse|str\\.|weg|platz|gasse|allee|straat|laan|plein|gracht|kade|street';
const STREET_WORD = `jalan|jln\\.?|lorong|persiaran|lebuh|rue|avenue|boulevard|bd\\.?|chemin|st\\.|road|rd\\.?|ave\\.?|lane|drive|suite|floor|flr|building|${COMPOUND_STREET}`;
const STREET = new RegExp('^(?:(?:no|lot|level|unit|suite|floor|blok|block|tingkat|shop|stall|kiosk|gerai)\\b\\.?\\s*[\\w/-]*\\d|\\d[\\w/-]*,\\s*\\p{L}|jalan|jln\\.?|lorong|taman|kawasan|persiaran|lebuh|bangunan|wisma|bandar|seksyen|kampung)' +
    `|(?:(?<![\\p{L}])(?:${STREET_WORD})|${COMPOUND_STREET})\\s*\\d` +
    `|\\d\\S*\\s+(?:\\S+\\s+){0,2}?(?<![\\p{L}])(?:${STREET_WORD})(?![\\p{L}])`, 'iu');
/**
 * A post code and its town opening the line ("47400 Petaling Jaya", "D-12345 Berlin", "3500 MJ
 * Utrecht"), a British post code, or a district, then post code and town ("Cheras, 55100 Kuala
 * Lumpur").
 */
const POSTCODE = /^(?:[A-Z]{1,2}-?)?\d{4,5},?\s+\p{L}{2}|^\d{4} ?[A-Z]{2}\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b|\p{L},\s*\d{5}\s*\p{L}/u;
const CONTACT = /\b(?:tel|telefon|phone|fax|mobil|mobile|hp|e-?mail|www\.|http|@)|\+\d{2}|\(\d{3}\)|\d{2,4}[ -/]\d{3,}/iu;
/** Registration data only the issuer prints about itself. */
const REGISTRATION = /\b(?:hrb|hra|amtsgericht|registergericht|handelsregister|ust-?id(?:-?nr)?\.?|ust\.?-?idnr|steuer-?nr|steuernummer|geschäftsführer|gesch\.-?führer|vorstand|sitz der gesellschaft|siret|siren|rcs|r\.c\.s\.|capital(?: social)?|au capital|siège social|tva intra|n° tva|kvk|k\.v\.k\.|btw(?:-?nr| nummer)?|vat (?:reg(?:istration)?\.? )?(?:no|number|id)|company (?:reg(?:istration)?\.? )?(?:no|number)|registered (?:office|in)|reg\.? no|regd\.? office|cin|gstin|gst (?:reg\.? )?(?:no|id)|co\.? reg|co\.? no|company no|roc no|business reg(?:istration)?\.? no|brn)\b|\([A-Z]{0,3}\d{5,12}-[A-Z]\)|^\s*[A-Z]{0,3}\d{5,12}-[A-Z]\s*$/gimu;
/**
 * © with a year or a name. A scan reads a stray mark, or the C opening a document number
 * ("©S00011983"), as ©: a bare ©, or © on a code, is not enough.
 */
const COPYRIGHT = /©\s*(?:\d{4}(?![\d./-]\d)|\p{L}{2})|\(c\)\s*\d{4}|\bcopyright\b|alle rechte|all rights reserved|tous droits/iu;
const HEADER_WORDS = new Set(`description qty quantity price amount total unit item rate tax menge preis betrag bezeichnung
  artikel pos einzelpreis gesamt désignation quantité prix montant omschrijving aantal prijs bedrag
  code disc`.split(/\s+/));
const SLOGAN = /^(?:thank|welcome|willkommen|bienvenue|welkom|danke|merci|bedankt|please|bitte|visit|besuchen)\b|[!?]\s*$/iu;
const MEASUREMENT = /\d\s*(?:kg|g|l|ml|cm|mm|m|pcs|pc|stk|units?)\b/iu;
/** Runs of other characters than letters: to split words at, or to remove (hence global). */
const NOT_LETTERS = /[^\p{L}]+/gu;
const LETTERS_2 = /\p{L}{2,}/u;
const LETTERS_3 = /\p{L}{3,}/u;
const LETTER_BY_DIGIT = /\p{L}\d|\d\p{L}/u;
const PRICE = /(?<![\p{N}.,])\d{1,6}[.,]\d{2}(?![\p{N}.,])/u;
const STARTS_LIKE_NAME = /^[\p{Lu}\d(&'"]/u;
/** A line wholly in brackets: a branch ("(SG WANG)") or a note, never the name itself. */
const BRACKETED = /^\([^()]*\)$/u;
/** A label and its value ("Served by: Anna", "Betreiber: Hans Vogel"): a field, not a name. */
const FIELD = /^[\p{L} .]{2,25}:\s*\S/u;
/**
 * The programs that make PDFs, by product name: what a producer writes into a title, or a
 * credit line prints. Their makers' company names ("Adobe Systems", "Microsoft Ireland") are not.
 */
const PROGRAM = /(?<!\p{L})(?:(?:adobe )?(?:photoshop|acrobat|illustrator|indesign|pdf library)|distiller|microsoft (?:word|excel|powerpoint|office|print to pdf)|libreoffice|openoffice|pdfcreator|ghostscript|wkhtmltopdf|tcpdf|fpdf|reportlab|itext|pdfium|pdfsharp|quartz pdfcontext|skia\/pdf|abbyy|finereader|omnipage|scansnap|pdf24|pdfelement|nitro pro|foxit)(?!\p{L})/iu;
function isAddress(line) {
    const trimmed = line.replace(LEADING_SIGNS, '').trimEnd();
    return STREET.test(trimmed) || POSTCODE.test(trimmed);
}
/** An address line, or a part of one: words joined by a comma ("Seksyen 9, Bandar Cheras"). */
function isAddressPart(line) {
    return isAddress(line) || /\p{L}\s*,\s*\p{L}/u.test(line);
}
const LEADING_SIGNS = /^[^\p{L}\p{N}]+/u;
function registrationOffsets(text) {
    return (0,words/* allMatches */.fD)(REGISTRATION, text).map(m => m.index);
}
function hasRegistration(line) {
    return (0,words/* firstMatch */.o4)(REGISTRATION, line) !== null;
}
function isColumnHeader(line) {
    const lower = line.toLowerCase();
    const tokens = lower.split(NOT_LETTERS).filter(Boolean);
    if (tokens.length < 2)
        return false;
    return tokens.filter(t => HEADER_WORDS.has(t)).length >= Math.ceil(tokens.length / 2);
}
function isSlogan(line) {
    const trimmed = line.trim();
    const words = trimmed.split(/\s+/);
    return SLOGAN.test(trimmed) || (words.length >= 4 && /[.]\s*$/.test(trimmed));
}
/**
 * A line that can be a company name as printed at the top of a letter or a till slip: a few
 * capitalised words, mostly letters, no address, contact or registration data.
 */
function looksLikeName(text) {
    const trimmed = text.trim().replace(/\s*[,:;]+$/, '');
    if (trimmed.length < 3 || trimmed.length > 60)
        return false;
    if (BRACKETED.test(trimmed) || FIELD.test(trimmed))
        return false;
    const tokens = trimmed.split(/\s+/);
    if (tokens.length > 8)
        return false;
    const letters = trimmed.replace(NOT_LETTERS, '').length;
    // The dots of initials, a branch's brackets and "&" belong to a name ("MR. D.I.Y. (M)").
    const visible = trimmed.replace(/[\s.()&'’]+/g, '').length;
    if (letters < 3 || letters / visible < 0.7)
        return false;
    if (!tokens.some(t => LETTERS_3.test(t)))
        return false;
    // Words mixing letters and digits are codes; one among name words is OCR's misread ("M2. D.I.Y.").
    const codes = tokens.filter(t => LETTER_BY_DIGIT.test(t) && !/^\d+(?:st|nd|rd|th)$/iu.test(t));
    if (codes.length * 3 > tokens.length)
        return false;
    // A line with a price ("1 X MINERAL WATER 2.20", "TOTAL 12.50") is an item or a total.
    if (PRICE.test(trimmed))
        return false;
    const capitalised = tokens.filter(t => STARTS_LIKE_NAME.test(t)).length;
    if (capitalised / tokens.length < 0.6)
        return false;
    return !(isAddress(trimmed) || CONTACT.test(trimmed) || hasRegistration(trimmed));
}

;// CONCATENATED MODULE: ./src/pdf/decide/date-context.ts

/** Words a document's title starts with, in the four languages. */
const TITLE_WORD = '(?:\\p{L}*rechnung|rechnungskorrektur|gutschrift|invoice|tax invoice|credit note|facture(?: rectificative)?|avoir|factuur|creditnota|creditfactuur|quittung|receipt|reçu|kwitantie|angebot|quotation|devis|offerte|mahnung|zahlungserinnerung|reminder|relance|herinnering|lieferschein|delivery note|bon de livraison|pakbon|kontoauszug|statement|relevé|rekeningafschrift|bescheinigung|certificate|attestation|verklaring|brief|letter|lettre)';
const TITLE_BEFORE = new RegExp(`^\\s*${TITLE_WORD}(?![\\p{L}])[^\\n]{0,40}?(?:vom|du|dated|of|from|van|le|d\\.|v\\.)?\\s*[:.,]?\\s*$`, 'iu');
const PLACE_BEFORE = /^\s*\p{Lu}[\p{L}.\- ]{1,40},\s*(?:den|le|the|de|am)?\s*$/u;
const PERIOD_AFTER = /^\s*(?:bis(?: zum)?|to|until|till|au|jusqu'au|tot(?: en met)?|t\/m|[-–—])\s*$/iu;
const PERIOD_BEFORE = /(?:bis(?: zum)?|to|until|till|au|jusqu'au|tot(?: en met)?|t\/m|[-–—])\s*$/iu;
const PERIOD_START = /(?:vom|von|from|du|van|zeitraum|period[e]?|période)\s*:?\s*$/iu;
const PRINT_STAMP = /\d{1,2}:\d{2}.*\b(?:seite|page|blatt|pagina)\s*\d|\b(?:seite|page|blatt|pagina)\s*\d.*\d{1,2}:\d{2}/iu;
/**
 * The context of `date` within its line (`lineStart`..`lineEnd` offsets into `text`); `points`
 * are what a label would give the document date (0 for the excluded roles).
 */
function lineContext(text, date, lineStart, lineEnd, dates) {
    const line = text.slice(lineStart, lineEnd);
    const before = text.slice(lineStart, date.start);
    const after = text.slice(date.end, lineEnd);
    if (COPYRIGHT.test(line))
        return { role: 'copyright', points: 0, label: 'copyright line' };
    if (PRINT_STAMP.test(line))
        return { role: 'print', points: 0, label: 'print stamp' };
    if (isPeriod(text, date, dates, lineStart, lineEnd))
        return { role: 'period', points: -1.5, label: 'period (from … to …)' };
    if (TITLE_BEFORE.test(before))
        return { role: 'document', points: 3, label: 'title line' };
    if (PLACE_BEFORE.test(before) && after.trim().length <= 2)
        return { role: 'document', points: 3, label: 'place and date line' };
    return undefined;
}
function isPeriod(text, date, dates, lineStart, lineEnd) {
    const next = dates.find(d => d.start >= date.end && d.start <= lineEnd);
    if (next !== undefined && PERIOD_AFTER.test(text.slice(date.end, next.start)))
        return true;
    const previous = dates.findLast(d => d.end <= date.start && d.end >= lineStart);
    if (previous !== undefined && PERIOD_AFTER.test(text.slice(previous.end, date.start)))
        return true;
    // "vom 01.10.2023 bis" with the end date on the next line or without a year
    const tail = text.slice(date.end, Math.min(lineEnd, date.end + 12));
    return (PERIOD_START.test(text.slice(lineStart, date.start)) &&
        /^\s*(?:bis|to|until|au|tot|[-–—])\s/iu.test(tail) &&
        !PERIOD_BEFORE.test(text.slice(lineStart, date.start)));
}

;// CONCATENATED MODULE: ./src/pdf/decide/date-pick.ts
/**
 * Which of the dates in the text is the document's own date. Each date gets a role from the
 * layout of its line (date-context.ts) or else from its nearest whole label: on the same line
 * (before the value, or less strongly after it) or up to three lines above (a table header).
 * The score is the label's weight scaled by nearness, a small bonus for earlier and repeated
 * dates, a little less for month precision, two-digit years and readings against the order.
 * Dates of the excluded roles never win. Pure.
 */



const REACH = 40;
const LINES_ABOVE = 3;
const POSITION_BONUS = 0.6;
const date_pick_REPEAT_BONUS = 0.2;
const EXCLUDED = new Set(['birth', 'print', 'since', 'version', 'reference', 'copyright']);
/** Words that may sit between a label and its value ("Rechnung vom", "Facture du"). */
const LABEL_GLUE = new Set(['vom', 'von', 'am', 'du', 'le', 'on', 'of', 'van', 'op', 'den', 'de']);
function pickDate(doc, rules, options, positions) {
    const found = (0,dates/* findDates */.BV)(doc.text, { order: options.order, now: options.now });
    if (found.length === 0)
        return { value: null, candidates: [], why: 'no date in the text' };
    const keywords = findKeywords(doc.text, rules, positions);
    const counts = new Map();
    for (const d of found)
        counts.set(d.value, (counts.get(d.value) ?? 0) + 1);
    const reports = found.map((candidate, index) => {
        const from = positions.locate(candidate.start);
        const role = roleOf(doc.text, candidate, found, keywords, positions, from);
        const repeats = Math.min((counts.get(candidate.value) ?? 1) - 1, 3);
        const score = role.points +
            POSITION_BONUS * (1 - index / found.length) +
            date_pick_REPEAT_BONUS * repeats +
            formatAdjustment(candidate);
        return {
            value: candidate.value,
            raw: candidate.raw,
            precision: candidate.precision,
            page: from.page + 1,
            line: from.line + 1,
            role: role.role,
            score: (0,words/* round */.LI)(score),
            eligible: !EXCLUDED.has(role.role),
            label: role.label,
            // The document's language or country settled the order: then 03/04 is not ambiguous.
            ambiguous: candidate.ambiguous && options.orderSettled !== true ? true : undefined
        };
    });
    const ranked = [...reports].sort((a, b) => Number(b.eligible) - Number(a.eligible) || b.score - a.score);
    const best = ranked[0];
    if (!best.eligible)
        return {
            value: null,
            candidates: ranked,
            why: `no date may be the document date: ${date_pick_describe(best)} and the others are ${[...new Set(ranked.map(r => r.role))].join(', ')} dates`
        };
    const next = ranked.find(r => r.eligible && r.value !== best.value);
    return {
        value: best.value,
        precision: best.precision,
        keyword: best.role === 'document' ? best.label : undefined,
        ambiguous: best.ambiguous,
        candidates: ranked,
        why: `${date_pick_describe(best)} scores highest${next === undefined ? '' : `; next ${date_pick_describe(next)}`}`
    };
}
function date_pick_describe(report) {
    const label = report.label === undefined ? 'no label' : `"${report.label}"`;
    return `${report.raw} (${label}, role ${report.role}, score ${report.score})`;
}
function roleOf(text, candidate, all, keywords, positions, from) {
    const lineStart = text.lastIndexOf('\n', candidate.start - 1) + 1;
    const newline = text.indexOf('\n', candidate.end);
    const lineEnd = newline === -1 ? text.length : newline;
    const context = lineContext(text, candidate, lineStart, lineEnd, all);
    const label = nearestLabel(candidate, keywords, positions, from);
    // A strong label on the line outranks the layout, except for stamps and copyright lines —
    // and except the title word itself ("Rechnung vom" opening the line is the title).
    const lineIndent = lineStart + (/^\s*/.exec(text.slice(lineStart, lineEnd))?.[0].length ?? 0);
    const strongLabel = label !== undefined && Math.abs(label.weight) >= 2 && label.start > lineIndent;
    if (context !== undefined && (context.points === 0 || !strongLabel))
        return context;
    const labelled = label && { role: label.role, points: label.points, label: label.text };
    // The date a till prints with the time of day is the sale's, unless a label says otherwise.
    const timed = TIME_BESIDE.test(text.slice(candidate.end, candidate.end + 14)) ||
        TIME_BEFORE.test(text.slice(Math.max(lineStart, candidate.start - 14), candidate.start));
    if (timed && (labelled === undefined || (labelled.points >= 0 && labelled.points < SALE_TIME)))
        return { role: 'document', points: SALE_TIME, label: 'with the time of day' };
    return labelled ?? { role: 'other', points: 0 };
}
/** A time of day right after the date ("18/03/18 09:03", "10.10.2017, 4:22:12 PM") or before it. */
const TIME_BESIDE = /^[ \t,]{1,3}(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d.,])/u;
const TIME_BEFORE = /(?<![\d.,:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:\s?[ap]m)?[ \t,]{1,3}$/iu;
const SALE_TIME = 1.5;
/** The date labels in the text; one followed directly by another is one, with the first's role. */
function findKeywords(text, rules, positions) {
    if (rules.dateKeywordWords === null)
        return [];
    const keywords = [];
    const matches = (0,words/* allMatches */.fD)(rules.dateKeywordWords, text);
    for (let i = 0; i < matches.length; i++) {
        const m = matches[i];
        let end = m.index + m[0].length;
        // "Original invoice date": the first label is the qualifier.
        while (i + 1 < matches.length && /^[ \t]*$/.test(text.slice(end, matches[i + 1].index))) {
            i++;
            end = matches[i].index + matches[i][0].length;
        }
        if (!isWholeLabel(text, end))
            continue;
        const { weight, role } = rules.dateKeywords[(0,words/* matchedAlternative */.Gz)(m)];
        keywords.push({
            start: m.index,
            end,
            weight,
            role: role ?? (weight >= 0 ? 'document' : 'other'),
            text: text.slice(m.index, end),
            from: positions.locate(m.index),
            to: positions.locate(end)
        });
    }
    return keywords;
}
const LOWER_WORD = /^[ \t]*([\p{Ll}][\p{L}'’-]*)/u;
/**
 * A label followed by a lower-case word that qualifies it ("Date de facture associée",
 * "Rechnungsdatum der Vorauszahlung") names another date; glue words ("vom", "du") do not count.
 */
function isWholeLabel(text, end) {
    const next = LOWER_WORD.exec(text.slice(end, end + 40))?.[1];
    return next === undefined || LABEL_GLUE.has(next) || next.length < 3;
}
/** The nearest label within reach, with its weight scaled by nearness as `points`. */
function nearestLabel(candidate, keywords, positions, from) {
    const to = positions.locate(candidate.end);
    let nearest;
    for (const keyword of keywords) {
        const d = distance(keyword, candidate, from, to);
        if (d === null || d > REACH)
            continue;
        if (nearest === undefined ||
            d < nearest.distance ||
            (d === nearest.distance && Math.abs(keyword.weight) > Math.abs(nearest.keyword.weight)))
            nearest = { distance: d, keyword };
    }
    if (nearest === undefined)
        return undefined;
    return {
        ...nearest.keyword,
        points: nearest.keyword.weight * (1 - nearest.distance / (REACH + 10))
    };
}
/** In characters (or their equivalent); null when the keyword cannot label this date. */
function distance(keyword, date, from, to) {
    if (keyword.from.page !== from.page)
        return null;
    const linesAbove = from.line - keyword.from.line;
    if (linesAbove === 0) {
        if (keyword.end <= date.start)
            return date.start - keyword.end;
        if (keyword.start >= date.end)
            return (keyword.start - date.end) * 1.5 + 4;
        return null;
    }
    if (linesAbove < 0 || linesAbove > LINES_ABOVE)
        return null;
    const [kx0, kx1, dx0, dx1] = [keyword.from.x, keyword.to.x, from.x, to.x];
    if (kx0 !== undefined && kx1 !== undefined && dx0 !== undefined && dx1 !== undefined) {
        const gap = Math.max(0, Math.max(kx0, dx0) - Math.min(kx1, dx1));
        const charWidth = Math.max(1, (dx1 - dx0) / Math.max(1, date.end - date.start));
        return linesAbove * 6 + gap / charWidth;
    }
    return linesAbove * 10 + Math.abs(from.column - keyword.from.column);
}
function formatAdjustment(candidate) {
    let adjustment = 0;
    if (candidate.precision === 'month')
        adjustment -= 1;
    if (candidate.swapped)
        adjustment -= 0.2;
    if (candidate.twoDigitYear)
        adjustment -= 0.2;
    if (candidate.ambiguous)
        adjustment -= 0.1;
    return adjustment;
}

// EXTERNAL MODULE: ./src/pdf/decide/positions.ts
var decide_positions = __webpack_require__(1315);
;// CONCATENATED MODULE: ./src/pdf/decide/issuer.ts
/**
 * The issuer is the seller. Candidates come from where a clerk looks, each with evidence:
 * the party labelled seller or supplier ("Verkäufer:", "Sold by", "Fournisseur", "Leverancier"),
 * the payee of the bank details ("Kontoinhaber", "Titulaire du compte", "t.n.v.", "in favour
 * of"), a name next to registration data (HRB, USt-IdNr., SIRET, KvK, VAT no., company numbers),
 * the letterhead (the first name-like lines of page 1, as on a till slip), company names with a
 * legal form, and the name in the document's own web or e-mail address. Never the buyer (the
 * lines after "Bill to", "Rechnungsempfänger", "Kunde", "Client"), the shop's owner or licensor
 * ("Owned by", "Licensee of", "Inh."), a label, a copyright line, a column header or a
 * measurement. The best score wins; when another candidate carries the web address (the brand a
 * customer knows: Flipkart for WS Retail Services) it joins the name first.
 */




const POINTS = {
    seller: 6,
    payee: 3,
    welcome: 1,
    registration: 3,
    letterhead: 2.5,
    top: 1,
    legalForm: 1.5,
    web: 2,
    repeat: 0.5
};
/** A brand needs more than its web address: its name written out, repeated or labelled. */
const BRAND_MIN = 2.5;
const TOP_LINES = 8;
/** Lines of page 1 a header may take: logo noise, name, company numbers, address, contacts. */
const HEADER_LINES = 16;
const RECIPIENT_LINES = 3;
const MAX_NAME_WORDS = 8;
const SELLER_LABEL = /(?<!\p{L})(?:verkäufer|verkaeufer|lieferant|rechnungssteller|leistungserbringer|seller|supplier|vendor|sold by|service provider|issued by|vendeur|fournisseur|prestataire|émis par|leverancier|verkoper)(?!\p{L})\s*[:.]?\s*/giu;
const PAYEE_LABEL = /(?<!\p{L})(?:kontoinhaber(?:in)?|zahlungsempfänger|empfänger der zahlung|begünstigter|account holder|account name|beneficiary|payable to|pay to|in favou?r of|payment received by|titulaire du compte|bénéficiaire|à l'ordre de|rekeninghouder|ten name van|t\.n\.v\.)(?!\p{L})\s*[:.]?\s*/giu;
const BUYER_LABEL = /(?<!\p{L})(?:käufer|kaeufer|kunde|auftraggeber|buyer|customer|client|acheteur|koper|klant|afnemer)(?!\p{L})\s*:/giu;
/** Mail providers and social networks: their address names the service, not the issuer. */
const GENERIC_DOMAINS = new Set(`gmail googlemail yahoo hotmail outlook live gmx web t-online icloud example fake orange wanadoo
  free facebook instagram twitter youtube linkedin tiktok google wa`.split(/\s+/));
function findIssuer(text, rules, positions) {
    const lines = splitLines(text, rules, positions);
    const candidates = new Map();
    const add = (raw, evidence, points) => {
        const name = cleanName(raw, rules);
        if (name === null || !acceptable(name, rules))
            return false;
        const key = fold(name);
        const entry = candidates.get(key) ?? { name, evidence: new Map(), legalForm: false };
        if ((entry.evidence.get(evidence) ?? -Infinity) < points)
            entry.evidence.set(evidence, points);
        if (legalFormIn(raw, rules) !== null)
            entry.legalForm = true;
        candidates.set(key, entry);
        return true;
    };
    for (const name of afterLabel(text, lines, SELLER_LABEL))
        add(name, 'labelled seller', POINTS.seller);
    for (const name of afterLabel(text, lines, PAYEE_LABEL))
        add(name, 'payee of the bank details', POINTS.payee);
    // The shop a till slip welcomes to or thanks for shopping at ("Welcome to Bintang Mart", "Thank
    // you for shopping" / "at Bintang Mart").
    for (const value of afterLabel(text, lines, WELCOME)) {
        const name = value.replace(/^(?:at|with|bei|chez|bij)\s+/iu, '');
        if (looksLikeName(name))
            add(name, 'named in a welcome or thanks', POINTS.welcome);
    }
    legalNames(text, lines, rules, add);
    letterhead(lines, rules, add);
    registrationNeighbours(text, lines, rules, add);
    const domains = webDomains(text);
    if (domains.length > 0)
        brandsFromText(text, domains, add);
    return rank([...candidates.values()], text, domains);
}
function splitLines(text, rules, positions) {
    const lines = [];
    let offset = 0;
    for (const raw of text.split('\n')) {
        const place = lines.length < HEADER_LINES ? positions.locate(offset) : { page: -1, line: -1 };
        lines.push({ text: raw, start: offset, page: place.page, line: place.line, otherParty: false });
        offset += raw.length + 1;
    }
    // The buyer's block (the marker's line and the few after it) and software credits.
    const recipients = rules.recipientMarker === null ? [] : (0,words/* allMatches */.fD)(rules.recipientMarker, text);
    const markers = [...recipients, ...(0,words/* allMatches */.fD)(BUYER_LABEL, text)];
    for (const m of markers) {
        const first = lineAt(lines, m.index);
        for (let i = first; i <= first + RECIPIENT_LINES && i < lines.length; i++)
            lines[i].otherParty = true;
    }
    for (const m of (0,words/* allMatches */.fD)(CREDIT, text))
        lines[lineAt(lines, m.index)].otherParty = true;
    // A line on the owner or licensor a shop names under its own name, and the next when it ends.
    for (const m of (0,words/* allMatches */.fD)(OWNER_LABEL, text)) {
        const i = lineAt(lines, m.index);
        const rest = lines[i].text.slice(m.index - lines[i].start + m[0].length);
        for (const line of lines.slice(i, rest.trim() === '' ? i + 2 : i + 1))
            line.otherParty = true;
    }
    return lines;
}
const OWNER_LABEL = /^[^\p{L}\n]*(?:owned by|operated by|licen[cs]ee? of|franchisee of|a (?:member|division|subsidiary) of|proprietor|inh\.|inhaber(?:in)?|betreiber(?:in)?|betrieben von|propriétaire|exploité par|eigenaar)(?!\p{L})\s*:?/gimu;
function lineAt(lines, offset) {
    return Math.max(0, (0,decide_positions/* upperBound */.rn)(lines, offset, line => line.start) - 1);
}
/** The first field after each match of `label`, on the next line when the label ends its own. */
function afterLabel(text, lines, label) {
    return (0,words/* allMatches */.fD)(label, text).map(m => {
        const i = lineAt(lines, m.index);
        const line = lines[i];
        const rest = line.text.slice(m.index - line.start + m[0].length);
        return firstField(rest.trim() === '' ? (lines[i + 1]?.text ?? '') : rest);
    });
}
const WELCOME = /(?<!\p{L})(?:welcome to|(?:thank you|thanks) for (?:shopping|dining|visiting|choosing)(?: at| with)?|willkommen (?:bei|im)|danke für ihren einkauf(?: bei| im)?|bienvenue chez|merci de votre visite(?: chez)?|welkom bij|bedankt voor uw aankoop(?: bij)?)(?!\p{L})\s*[:,!]?\s*/giu;
function legalNames(text, lines, rules, add) {
    if (rules.legalForm === null)
        return;
    for (const m of (0,words/* allMatches */.fD)(rules.legalForm, text)) {
        const i = lineAt(lines, m.index);
        const line = lines[i];
        // A line with an amount is an item or a total ("Total Inc GST 46.56"), never a name.
        if (line.otherParty || COPYRIGHT.test(line.text) || PRICE.test(line.text))
            continue;
        const before = line.text.slice(0, m.index - line.start);
        if (DUTCH_POSTCODE.test(before))
            continue; // "5611 AB Eindhoven": no "AB" company
        const name = continued(nameBefore(before), lines[i - 1]);
        if (name === null)
            continue;
        add(`${name} ${m[0]}`, 'legal form', POINTS.legalForm);
        if (line.page === 0 && line.line < TOP_LINES)
            add(name, 'near the top of page 1', POINTS.top);
        if (hasRegistration(line.text))
            add(name, 'registration data', POINTS.registration);
    }
}
/**
 * A name broken over two lines ("POPULAR BOOK" / "CO. (M) SDN BHD", "… (SETIA" / "ALAM) SDN
 * BHD"): the part before the legal form has no word of its own, or closes a parenthesis the
 * line above opened.
 */
function continued(name, above) {
    if (name === null || above === undefined || above.otherParty)
        return name;
    const ownWord = LETTERS_3.test(name.replace(/\bco\b\.?|\([^)]*\)/giu, ''));
    const closes = /^[^(]*\)/u.test(name);
    if (ownWord && !closes)
        return name;
    const head = firstField(above.text);
    return looksLikeName(head) || closes ? `${head} ${name}` : name;
}
/**
 * The letterhead. On a header with an address, phone or company number, the name printed right
 * above the first of them (past the others and dates) is the letterhead: what a scan reads above
 * that is often a logo.
 * Else the first name-like line of page 1. Another name line near the top counts less.
 * Addresses, contacts, titles, greetings and the buyer's block are never names.
 */
function letterhead(lines, rules, add) {
    const head = lines.filter(line => line.page === 0 && !line.otherParty);
    const anchor = nameAbove(head, head.findIndex(line => isAddress(line.text) || PHONE.test(line.text) || hasRegistration(line.text)), rules, add);
    let taken = anchor === -1 ? 0 : 1;
    for (const [i, line] of head.slice(0, TOP_LINES).entries()) {
        if (taken >= 2 || (taken > 0 && i > anchor && isAddress(line.text)))
            break;
        // The name is printed above its address and company numbers: past them is the body.
        const above = head[i - 1]?.text;
        if (taken === 0 && above !== undefined && (isAddress(above) || hasRegistration(above)))
            break;
        const first = firstField(line.text);
        if (i === anchor || !looksLikeName(first) || isSlogan(first))
            continue;
        const points = taken === 0 ? POINTS.letterhead : POINTS.top;
        if (add(first, taken === 0 ? 'letterhead (first name line)' : 'letterhead', points))
            taken++;
    }
}
/**
 * Index of the name line at or above the header's first address, phone or company number line
 * (a company number may share the name's line), -1 when there is none.
 */
function nameAbove(head, address, rules, add) {
    for (let j = address; j >= 0; j--) {
        const text = head[j].text;
        const first = firstField(text.replace(COMPANY_NUMBER, ''));
        const name = twoLines(first, head[j - 1], rules);
        // The address starts higher up; a branch in brackets ("(SG WANG)") stands under the name.
        if (isAddressPart(first) || BRACKETED.test(first))
            continue;
        if (looksLikeName(first) && !isSlogan(first)) {
            if (add(name, 'letterhead', POINTS.letterhead))
                return j;
            continue; // a title or a label ("TAX INVOICE", "CASH BILL")
        }
        // Company numbers (whole or as OCR garbled them: no word in them), contacts and a date stamp
        // may stand between the name and the address.
        const letters = text.replace(NOT_LETTERS, '').length;
        if (letters * 2 > text.replace(/\s+/g, '').length &&
            LETTERS_3.test(text) &&
            !hasRegistration(text) &&
            !CONTACT.test(text))
            return -1;
    }
    return -1;
}
/**
 * A name that runs over two lines: a legal form whose name is above ("POPULAR BOOK" / "CO. (M)
 * SDN BHD"), one word under a name line ("SH POWER HARDWARE" / "TRADING"), or two in capitals
 * under a name in capitals ("LIM BROTHERS" / "TRADING CO").
 */
function twoLines(first, above, rules) {
    const form = legalFormIn(first, rules);
    if (form !== null)
        return `${continued(first.slice(0, form.index).trim(), above) ?? ''} ${first.slice(form.index)}`;
    const head = above === undefined ? '' : firstField(above.text);
    const words = first.split(/\s+/).filter(word => LETTERS_2.test(word));
    const capitals = (line) => line === line.toUpperCase();
    const joins = words.length === 1 || (words.length === 2 && capitals(first) && capitals(head));
    return joins && looksLikeName(head) ? `${head} ${first}` : first;
}
/** A phone, fax or e-mail line by its label (CONTACT also takes a date's digits for a number). */
const PHONE = /(?<!\p{L})(?:tel|telefon|phone|fax|mobile?|hp|e-?mail)(?!\p{L})|@|\+\d{2}/iu;
const COMPANY_NUMBER = /\(\s*[A-Z]{0,3}\d[\d\s-]*[A-Z]?\s*\)/g;
/** A name-like line with or right above registration data (a footer, a till slip's company number). */
function registrationNeighbours(text, lines, rules, add) {
    const withData = new Set(registrationOffsets(text).map(offset => lineAt(lines, offset)));
    for (const i of withData) {
        const line = lines[i];
        if (line.otherParty)
            continue;
        // The registration data sits on the name's own line ("AEON CO. (M) BHD (126926-H)"; legal
        // names count apart) or follows it ("KEDAI ANG (81109-A)").
        if (legalFormIn(line.text, rules) !== null)
            continue;
        const own = firstField(line.text.replace(COMPANY_NUMBER, ''));
        if (looksLikeName(own) && add(own, 'registration data', POINTS.registration))
            continue;
        for (const j of [i - 1, i - 2]) {
            const above = lines[j];
            if (above === undefined || above.otherParty)
                continue;
            const first = firstField(above.text);
            // A line right under an address line is the address's town or state, not a name.
            const addressed = isAddressPart(first) || isAddress(lines[j - 1]?.text ?? '');
            if (looksLikeName(first) && !addressed) {
                add(twoLines(first, lines[j - 1], rules), 'registration data', POINTS.registration);
                break;
            }
            if (!isAddress(above.text) && !CONTACT.test(above.text) && !withData.has(j))
                break;
        }
    }
}
/**
 * The second-level names of the document's web and e-mail addresses ("flipkart" for
 * www.flipkart.com/support, "oyorooms" for contactus@oyorooms.com), read back from the top-level
 * domain. A scan puts a space after the dots of "www. popular. com. my": taken out first.
 */
function webDomains(scanned) {
    const text = scanned.replace(SPACED_WEB, address => address.replace(/ /g, ''));
    const found = new Set();
    for (const m of (0,words/* allMatches */.fD)(ADDRESS_END, text)) {
        const end = m.index;
        let start = end;
        while (start > 0 && HOST_CHAR.test(text[start - 1]))
            start--;
        const host = text
            .slice(start, end)
            .replace(/^.*@/, '')
            .replace(/^(?:https?:\/\/)?(?:www\.)?/i, '');
        const labels = host.toLowerCase().split('.').filter(Boolean);
        // "shop.com.my", "shop.co.id": the registry's own level is not the name.
        while (labels.length > 1 && REGISTRY_LEVEL.has(labels.at(-1)))
            labels.pop();
        const label = labels.at(-1);
        if (label === undefined || label.length < 3 || GENERIC_DOMAINS.has(label))
            continue;
        // Software credits ("Powered by TCPDF (www.tcpdf.org)") name the tool, not the issuer.
        if ((0,words/* firstMatch */.o4)(CREDIT, text.slice(text.lastIndexOf('\n', start) + 1, start)) !== null)
            continue;
        found.add(label);
    }
    return [...found];
}
/** The top-level domain after a host name: ".com", ".de", ".co.uk", ... */
const ADDRESS_END = /(?<=[\w-])\.(?:co\.uk|com|de|fr|nl|be|at|ch|eu|net|org|io|my|in|uk|us|es|it|lu)(?![\w-]|\.[a-z])/giu;
const HOST_CHAR = /[\w.@-]/u;
const SPACED_WEB = /\bwww\. ?[\w-]+(?:\. ?[\w-]+)+/giu;
const REGISTRY_LEVEL = new Set(['com', 'co', 'net', 'org', 'gov', 'edu', 'ac']);
const CREDIT = /\b(?:powered by|(?:created|generated|produced|made|printed) (?:with|by)|software by|erstellt mit|erzeugt mit|réalisé avec|créé avec|gemaakt met)\b/giu;
/**
 * The brand in the web address written as a word in the text: "Flipkart" for flipkart.com, or
 * the word the address starts with, named at least twice ("OYO" for oyorooms.com).
 */
function brandsFromText(text, domains, add) {
    // Words that begin the address: every prefix of at least 3 letters.
    const prefixes = new Set(domains
        .filter(domain => /^[a-z0-9]+$/.test(domain))
        .flatMap(domain => Array.from({ length: domain.length - 2 }, (_, n) => domain.slice(0, n + 3))));
    if (prefixes.size === 0)
        return;
    // A whole word (no letter, digit or part of an address around it) spelling a prefix.
    const spelled = new RegExp(`(?<![\\p{L}\\p{N}@./-])(?:${[...prefixes].join('|')})(?!\\.[a-z])(?![\\p{L}\\p{N}])`, 'giu');
    const counts = new Map();
    for (const [word] of (0,words/* allMatches */.fD)(spelled, text))
        if (STARTS_CAPITAL.test(word))
            counts.set(word, (counts.get(word) ?? 0) + 1);
    for (const [word, count] of counts)
        if (domains.includes(fold(word)) || count >= 2)
            add(word, 'named as in the web address', 0);
}
function rank(candidates, text, domains) {
    const lower = text.toLowerCase();
    const reports = candidates.map(candidate => {
        const web = domains.find(domain => matchesDomain(candidate.name, domain));
        if (web !== undefined)
            candidate.evidence.set(`web address (${web})`, POINTS.web);
        const repeats = Math.min(3, countOccurrences(lower, candidate.name) - 1);
        if (repeats > 0)
            candidate.evidence.set(`named ${repeats + 1} times`, POINTS.repeat * repeats);
        const score = (0,words/* round */.LI)([...candidate.evidence.values()].reduce((a, b) => a + b, 0));
        const evidence = [...candidate.evidence].map(([what, points]) => `${what} +${points}`);
        const first = lower.indexOf(candidate.name.toLowerCase());
        return {
            candidate,
            web: web !== undefined,
            first: first === -1 ? Infinity : first,
            report: { name: candidate.name, score, evidence }
        };
    });
    // On a tie a name with a legal form wins, then the name printed first.
    reports.sort((a, b) => b.report.score - a.report.score ||
        Number(b.candidate.legalForm) - Number(a.candidate.legalForm) ||
        a.first - b.first);
    const best = reports.find(r => r.report.score >= 1);
    if (best === undefined)
        return {
            issuer: null,
            candidates: reports.map(r => r.report),
            why: reports.length === 0 ? 'no issuer candidate' : 'no candidate with enough evidence'
        };
    const brand = best.web
        ? undefined
        : reports.find(r => r.web && r !== best && r.report.score >= BRAND_MIN);
    const next = reports.find(r => r !== best);
    const issuer = { name: best.candidate.name, brand: brand?.candidate.name };
    const why = `${best.candidate.name} scores ${best.report.score} (${best.report.evidence.join(', ')})` +
        (next === undefined ? '' : `; next ${next.candidate.name} ${next.report.score}`) +
        (brand === undefined ? '' : `; brand ${brand.candidate.name} from the web address goes first`);
    return { issuer, candidates: reports.map(r => r.report), why };
}
function matchesDomain(name, domain) {
    const folded = fold(name);
    const host = fold(domain);
    if (folded.length < 3)
        return false;
    return folded === host || host.startsWith(folded) || (host.length >= 4 && folded.startsWith(host));
}
function fold(text) {
    return text
        .normalize('NFKD')
        .replace(MARKS, '')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
}
/** The first field of a line: up to a wide gap, " - ", " | ", or a comma followed by an address. */
function firstField(text) {
    return text.replace(issuer_LEADING_SIGNS, '').split(FIELD_END)[0].replace(STRAY_MARKS, '').trim();
}
/** Single marks a scan leaves at the end of a line ("TRADING i", "SHOP |"); a capital is a word. */
const STRAY_MARKS = /(?:\s+[^\s\d\p{Lu}])+\s*$/u;
const FIELD_END = /\s{2,}| [-–|•·] |\t/;
const CAPITAL = /\p{Lu}/u;
const STARTS_CAPITAL = /^\p{Lu}/u;
const MARKS = /\p{M}/gu;
const STARTS_DIGIT = /^\p{N}/u;
const issuer_LEADING_SIGNS = /^[^\p{L}\p{N}(]+/u;
const EDGE_SIGNS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu;
/**
 * Dotted initials are letters ("D.I.Y.", "A.B.C."): OCR reads I as 1 and O as 0 in them. A run of
 * three or more single characters, each with its dot, at least two of them letters.
 */
const DOTTED_INITIALS = /(?<![\p{L}\p{N}.])(?:[\p{Lu}\d]\.\s?){3,}/gu;
function cleanName(raw, rules) {
    let name = firstField(raw)
        .replace(COMPANY_NUMBER, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(DOTTED_INITIALS, run => (run.match(/\p{Lu}/gu)?.length ?? 0) >= 2 ? run.replace(/1/g, 'I').replace(/0/g, 'O') : run);
    const form = legalFormIn(name, rules);
    if (form !== null && form.index > 0)
        name = name.slice(0, form.index);
    name = name.replace(EDGE_SIGNS, '').trim();
    const words = name.split(' ');
    if (words.length > MAX_NAME_WORDS)
        return null;
    return LETTERS_2.test(name) ? name : null;
}
function acceptable(name, rules) {
    if (COPYRIGHT.test(name) || isColumnHeader(name) || MEASUREMENT.test(name) || PROGRAM.test(name))
        return false;
    const lower = name.toLowerCase();
    const words = lower.split(NOT_LETTERS).filter(Boolean);
    if (words.length === 0 || words.some(w => isMarker(rules, w)))
        return false;
    // A label or a title alone ("Verkäufer", "Name", "Invoice") is not a name.
    return words.some(w => !rules.stopWords.has(w) && !LABEL_WORDS.has(w));
}
const LABEL_WORDS = new Set(`name firma company seller supplier vendor verkäufer lieferant vendeur fournisseur leverancier
  address adresse adres anschrift cash bill tax simplified member cashier`.split(/\s+/));
function legalFormIn(text, rules) {
    return rules.legalForm === null ? null : (0,words/* firstMatch */.o4)(rules.legalForm, text);
}
/** The capitalised words right before a legal form: "... sold by Amazon Web Services, " -> that. */
function nameBefore(prefix) {
    const tokens = prefix.trimEnd().replace(/,$/, '').split(/\s+/).filter(Boolean);
    const name = [];
    while (tokens.length > 0 && name.length < 5) {
        const token = tokens.pop();
        if (/[:;|•·]$/.test(token) || (/^[–—-]$/.test(token) && name.length > 0))
            break;
        const qualifies = CAPITAL.test(token) || STARTS_DIGIT.test(token) || CONNECTORS.has(token.toLowerCase());
        if (!qualifies)
            break;
        name.unshift(token);
    }
    while (name.length > 0 && CONNECTORS.has(name[0].toLowerCase()))
        name.shift();
    const joined = name.join(' ').replace(/[,.]+$/, '');
    return LETTERS_2.test(joined) ? joined : null;
}
const DUTCH_POSTCODE = /(?<!\d)\d{4} ?$/u;
const CONNECTORS = new Set('& + - und and de van von der den du la le'.split(' '));
/** Whole-word, case-insensitive occurrences (a letter or digit next to a match ends it). */
function countOccurrences(lower, name) {
    const needle = name.toLowerCase();
    let count = 0;
    for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, i + needle.length)) {
        const before = lower[i - 1];
        const after = lower[i + needle.length];
        if ((before === undefined || !WORD_CHAR.test(before)) &&
            (after === undefined || !WORD_CHAR.test(after)))
            count++;
    }
    return count;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;

;// CONCATENATED MODULE: ./src/pdf/decide/keywords.ts
/**
 * Words for the name besides the issuer: the category's own terms ("Mietvertrag",
 * "Haftpflichtversicherung") and, for the summary, the content words of the PDF title — minus
 * stop words (DE/EN/FR/NL in the rules), numbers and category markers.
 */



const MIN_WORD = 3;
const MAX_WORD = 24;
/** The most frequent match of the category's term patterns (lower-case), if any. */
function categoryTerms(text, category) {
    if (category?.terms == null)
        return [];
    const counts = new Map();
    for (const m of (0,words/* allMatches */.fD)(category.terms, text)) {
        const term = m[0].toLowerCase().replace(/\s+/g, ' ');
        const entry = counts.get(term) ?? { count: 0, first: m.index };
        entry.count++;
        counts.set(term, entry);
    }
    return [...counts]
        .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
        .slice(0, 1)
        .map(([term]) => term);
}
/**
 * Summary words from the PDF title, when the title says more than the category and the issuer
 * ("Tax Invoices - payment voucher" -> voucher). Words counted in the body were tried and gave
 * noise (city names, table headers), so the body is left to the model. A title that names the
 * program that made the file ("Adobe Photoshop PDF", "Microsoft Word - Rechnung.docx") or is a
 * file name ("Scan_0001", "IMG_2034.jpg") is not the document's: none of its words count.
 */
function titleWords(title, rules, exclude) {
    if (title === undefined || PROGRAM.test(title) || FILE_NAME.test(title))
        return [];
    const picked = [];
    for (const { word } of (0,words/* words */.aL)(title)) {
        const lower = word.toLowerCase();
        if (lower.length < MIN_WORD || lower.length > MAX_WORD || /\p{N}/u.test(lower))
            continue;
        if (rules.stopWords.has(lower) || exclude.has(lower) || isMarker(rules, lower))
            continue;
        if (TITLE_NOISE.has(lower) || picked.includes(lower))
            continue;
        picked.push(lower);
    }
    return picked.slice(0, 3);
}
const FILE_NAME = /\.(?:pdf|docx?|xlsx?|pptx?|odt|rtf|txt|jpe?g|png|tiff?|html?)\b|^(?:scan|img|image|dsc|doc)[\s_-]*\d+$/iu;
/** Words a title made by a person may still carry that say nothing about the document. */
const TITLE_NOISE = new Set(`microsoft word excel powerpoint docx xlsx pptx untitled unbenannt document dokument scan scanned
  image print druck seite page copy`.split(/\s+/));

;// CONCATENATED MODULE: ./src/pdf/decide/locale.ts

/**
 * Each language's common words: the small words of its sentences and the words of its business
 * papers (labels like "Factuur", "Bedrag", "BTW"), so a short invoice or a till slip, which has
 * few sentences, still tells its language.
 */
const COMMON_WORDS = {
    de: `der die das und ist nicht mit für von bitte ihre wir sie den dem zu auf datum betrag rechnung
    summe gesamt menge preis kunde zahlung lieferung mwst ust bestellung anzahl einzelpreis netto`,
    en: `the and of to for your you with please is are this total date amount thank invoice price
    quantity payment order customer due description tax`,
    fr: `le la les et des du pour vous votre est une sur avec montant nous facture prix quantité
    paiement commande client tva désignation échéance règlement`,
    nl: `de het een en van voor uw met is niet bedrag wij u op te factuur prijs aantal betaling
    bestelling klant btw omschrijving totaal vervaldatum korting levering hoeveelheid zijn onze`
};
const SAMPLE = 2500;
/** Each country mark, the order it gives and what it says. */
const COUNTRY_MARKS = [
    [/\b(?:USA|U\.S\.A\.|United States(?: of America)?)\b/, 'mdy', 'United States'],
    [/\b[A-Z]{2} \d{5}(?:-\d{4})?\s*$/m, 'mdy', 'US state and ZIP code'],
    [/€|\bEUR\b/, 'dmy', 'euro amounts'],
    [/£|\bGBP\b|\bVAT Reg/, 'dmy', 'British marks'],
    [/\b(?:RM|MYR|Rs\.?|INR|GSTIN|SDN\.? BHD)\b|₹/, 'dmy', 'Malaysian or Indian marks'],
    [/\b(?:DE|FR|NL|BE|AT|IT|ES|LU)\s?\d[\d ]{7,12}\b/, 'dmy', 'European VAT number']
];
/** The language by common words; the order by country marks, else by the language. */
function detectLocale(text) {
    // The first page or so tells the language; reading on costs time and changes nothing.
    const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
    const language = detectLanguage(sample);
    const signals = [];
    const votes = { dmy: 0, mdy: 0 };
    for (const [regex, order, says] of COUNTRY_MARKS) {
        if (!regex.test(sample))
            continue;
        votes[order]++;
        signals.push(says);
    }
    if (language !== undefined && language !== 'en') {
        votes.dmy++;
        signals.push(`${LANGUAGE_NAMES[language]} text`);
    }
    const order = votes.mdy > votes.dmy ? 'mdy' : votes.dmy > votes.mdy ? 'dmy' : undefined;
    return { language, order, signals };
}
const LANGUAGE_NAMES = {
    de: 'German',
    en: 'English',
    fr: 'French',
    nl: 'Dutch'
};
const LOOKUP = new Map();
for (const [language, list] of Object.entries(COMMON_WORDS))
    for (const word of list.split(/\s+/))
        LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), language]);
/** Any of the common words as a whole word (letters on neither side). */
const COMMON_WORD = new RegExp(`(?<!\\p{L})(?:${[...LOOKUP.keys()].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})`, 'giu');
function detectLanguage(text) {
    const counts = { de: 0, en: 0, fr: 0, nl: 0 };
    for (const [word] of (0,words/* allMatches */.fD)(COMMON_WORD, text))
        for (const language of LOOKUP.get(word.toLowerCase()) ?? [])
            counts[language]++;
    const ranked = Object.entries(counts).sort((a, b) => b[1] - a[1]);
    const [best, second] = ranked;
    if (best === undefined || best[1] < 3)
        return undefined;
    return second !== undefined && second[1] === best[1] ? undefined : best[0];
}

;// CONCATENATED MODULE: ./src/pdf/decide/heuristics.ts
/**
 * The heuristic analysis of one document: date, category, keywords, summary, a confidence in
 * [0, 1], whether a model could help (not when date, decided category and a keyword are found),
 * and every candidate with the reason for each winner. Pure.
 */









/** Lines of page 1 that count as the heading zone (markers there count double). */
const HEADING_LINES = 5;
/** `options.order` reads 03/04/2024 when the document's language and country say nothing. */
function analyze(doc, rules, options) {
    const positions = (0,decide_positions/* indexPositions */.jx)(doc);
    const locale = detectLocale(doc.text);
    const order = locale.order ?? options.order;
    const settled = locale.order !== undefined;
    const date = pickDate(doc, rules, { order, now: options.now, orderSettled: settled }, positions);
    const headingEnd = positions.endOfLine(HEADING_LINES);
    const category = scoreCategories({ text: doc.text, headingEnd, title: doc.title }, rules);
    const issuer = findIssuer(doc.text, rules, positions);
    const terms = categoryTerms(doc.text, rules.categories.find(c => c.name === category.category));
    const found = issuer.issuer;
    const names = found === null ? [] : [found.brand, found.name].filter(n => n !== undefined);
    const keywords = unique([...names, ...terms]);
    const exclude = new Set([
        category.category,
        ...keywords.flatMap(k => (0,words/* words */.aL)(k).map(w => w.word.toLowerCase()))
    ]);
    const summary = titleWords(doc.title, rules, exclude);
    const fallback = date.value === null ? creationFallback(doc, date, options.now) : undefined;
    return {
        ...heuristics_decide(date, category, issuer, keywords, summary),
        ...(fallback === undefined ? {} : { fallbackDate: fallback }),
        ...(found === null ? {} : { issuer: found.name }),
        explanation: {
            language: locale.language,
            dateOrder: {
                order,
                from: settled ? locale.signals.join(', ') : 'no language or country signal; --date-order'
            },
            dates: date.candidates,
            dateWhy: date.why,
            categories: category.scores,
            categoryWhy: category.why,
            issuers: issuer.candidates,
            issuerWhy: issuer.why
        }
    };
}
/**
 * Whether OCR should take a second look at a scan for its date (read/extract.ts): its text is of
 * a kind that bears a date (any category the rules know: an invoice, a receipt, a letter …,
 * decided or not) and yet gives none that `analyze` would pick.
 */
function secondLookTest(rules, options) {
    return text => {
        const page = { page: 1, text, source: 'ocr' };
        const analysis = analyze({ pages: [page], text, infoDates: {} }, rules, options);
        return analysis.date === null && analysis.category !== FALLBACK_CATEGORY;
    };
}
function heuristics_decide(date, category, issuer, keywords, summary) {
    const found = date.value !== null;
    const dateScore = found ? (date.keyword === undefined ? 0.7 : 1) : 0;
    const categoryScore = category.decided
        ? 0.6 + 0.4 * category.margin
        : category.scores.length > 0
            ? 0.3
            : 0;
    const keywordScore = issuer.issuer !== null ? 1 : keywords.length > 0 ? 0.6 : 0;
    const gaps = [
        ...(found ? [] : ['no date in the text']),
        ...(category.decided ? [] : ['category not decided']),
        ...(keywords.length > 0 ? [] : ['no keywords'])
    ];
    const confident = gaps.length === 0;
    return {
        date: date.value,
        ...(date.precision === undefined ? {} : { datePrecision: date.precision }),
        dateSource: found ? 'text' : 'none',
        category: category.category,
        categoryDecided: category.decided,
        keywords,
        summary,
        confidence: (0,words/* round */.LI)(0.4 * dateScore + 0.4 * categoryScore + 0.2 * keywordScore),
        needsLlm: !confident,
        reasons: [
            dateReason(date),
            `category ${category.why}`,
            keywords.length > 0
                ? `keywords: ${keywords.map(k => JSON.stringify(k)).join(', ')}${issuer.issuer === null ? '' : ` (issuer: ${issuer.why})`}`
                : 'no keywords found',
            confident
                ? 'confident: date, category and keywords found; no model needed'
                : `not confident: ${gaps.join(', ')}`
        ]
    };
}
function dateReason(date) {
    if (date.value === null)
        return `no document date in the text: ${date.why}`;
    const near = date.keyword === undefined ? 'by position' : `near "${date.keyword}"`;
    const month = date.precision === 'month' ? ', month precision (the first of the month)' : '';
    const ambiguous = date.ambiguous === true ? ', ambiguous day/month order' : '';
    return `date ${date.value} from the text ${near}${month}${ambiguous} (${date.candidates.length} date${date.candidates.length === 1 ? '' : 's'} found): ${date.why}`;
}
/** The first of each spelling, case aside. */
function unique(list) {
    const keys = list.map(item => item.toLowerCase());
    return list.filter((_, i) => keys.indexOf(keys[i]) === i);
}

;// CONCATENATED MODULE: ./src/pdf/einvoice/decide.ts


function withEInvoice(text, read, options) {
    if (read === undefined)
        return text;
    if (read.kind === 'failed')
        return { ...text, einvoice: read, reasons: [notUsed(read), ...text.reasons] };
    const { invoice, attachment } = read;
    const flavour = flavourOf(invoice, attachment);
    const date = checkedDate(invoice.issueDate, options.now);
    const category = categoryOf(invoice);
    const seller = invoice.seller;
    const fields = ['category'];
    const code = invoice.typeCode === undefined
        ? `no type code (a ${invoice.root})`
        : `type code ${invoice.typeCode}`;
    const said = [`${code} -> ${category}`];
    const analysis = { ...text, category, categoryDecided: true };
    if (date !== undefined) {
        Object.assign(analysis, { date, datePrecision: 'day', dateSource: 'einvoice' });
        delete analysis.fallbackDate;
        fields.unshift('date');
        said.unshift(`date ${date}`);
    }
    else if (invoice.issueDate !== undefined)
        said.unshift(`issue date "${invoice.issueDate}" is no date, the text's is used`);
    if (seller !== undefined) {
        Object.assign(analysis, { issuer: seller, keywords: [withoutLegalForm(seller, options.rules)] });
        fields.push('issuer');
        said.push(`seller "${seller}"`);
    }
    if (invoice.number !== undefined) {
        analysis.summary = [invoice.number];
        fields.push('number');
        said.push(`number "${invoice.number}"`);
    }
    if (date !== undefined && seller !== undefined)
        analysis.needsLlm = false;
    const disagreements = compare(text, analysis, date, seller);
    analysis.einvoice = {
        kind: 'used',
        flavour,
        attachment,
        syntax: invoice.syntax,
        number: invoice.number,
        typeCode: invoice.typeCode,
        fields,
        disagreements
    };
    analysis.reasons = [
        `from the embedded ${flavour} XML (${attachment}): ${said.join(', ')}`,
        ...disagreements
    ];
    return analysis;
}
function notUsed(failure) {
    const which = failure.attachment === '' ? '' : ` ${failure.attachment}`;
    return `the embedded XML${which} was not used (${failure.message}); named from the text`;
}
function compare(text, xml, date, seller) {
    const notes = [];
    if (date !== undefined && text.date !== null && text.date !== date)
        notes.push(`the page text gives the date ${text.date}, the XML ${date}`);
    if (text.categoryDecided === true && text.category !== xml.category)
        notes.push(`the page text reads as ${text.category}, the XML type code as ${xml.category}`);
    if (seller !== undefined && text.issuer !== undefined && !sameParty(text.issuer, seller))
        notes.push(`the page text names the issuer "${text.issuer}", the XML the seller "${seller}"`);
    return notes;
}
/** Words two different parties share often. */
const COMMON = new Set('gmbh mbh ltd limited inc corp llc plc sarl sas srl spa und and the company group'.split(' '));
/** Two names of one party share a word of three letters or more that is not a legal form. */
function sameParty(a, b) {
    const words = new Set((0,filename/* slugify */.Yv)(a).split('-'));
    return (0,filename/* slugify */.Yv)(b)
        .split('-')
        .some(word => word.length >= 3 && !COMMON.has(word) && words.has(word));
}
/** "Müller & Söhne GmbH" -> "Müller & Söhne": the name as the text's issuers are named. */
function withoutLegalForm(name, rules) {
    const form = rules.legalForm === null ? null : (0,words/* firstMatch */.o4)(rules.legalForm, name);
    if (form === null || form.index === 0)
        return name;
    return name.slice(0, form.index).replace(/[\s,&+.-]+$/u, '') || name;
}
/** YYYYMMDD of a real calendar date from 1900 up to tomorrow (time zones), else undefined. */
function checkedDate(raw, now) {
    const digits = raw?.replace(/\D/g, '') ?? '';
    if (!/^(19|20)\d{6}$/.test(digits))
        return undefined;
    const [y, m, d] = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)].map(Number);
    const day = new Date(Date.UTC(y, m - 1, d));
    if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
        return undefined;
    return day.getTime() <= now.getTime() + 86_400_000 ? digits : undefined;
}
/** UNTDID 1001 codes of credit notes in the EN 16931 code list. */
const CREDIT_NOTES = new Set('81 83 261 262 296 308 381 396 420 458 532'.split(' '));
/**
 * The rule a clerk states: a credit note type code is a credit note, 384 (corrected invoice) a
 * correction, 325 (pro-forma, which claims no payment) an offer, and every other code an invoice
 * — partial, prepayment, self-billed, construction (875/876/877), debit note alike. Without a
 * code the root decides: a UBL CreditNote is a credit note, anything else an invoice.
 */
function categoryOf(invoice) {
    const code = invoice.typeCode;
    if (code === undefined)
        return invoice.root === 'CreditNote' ? 'credit-note' : 'invoice';
    if (CREDIT_NOTES.has(code))
        return 'credit-note';
    if (code === '384')
        return 'correction';
    if (code === '325')
        return 'offer';
    return 'invoice';
}
/** "Factur-X", "ZUGFeRD 1", "XRechnung UBL", …: from the guideline and the attachment's name. */
function flavourOf(invoice, attachment) {
    const guideline = (invoice.guideline ?? '').toLowerCase();
    const name = attachment.toLowerCase();
    if (invoice.root === 'CrossIndustryDocument')
        return 'ZUGFeRD 1';
    if (guideline.includes('xrechnung'))
        return `XRechnung ${invoice.syntax}`;
    if (invoice.syntax === 'UBL')
        return guideline.includes('peppol') ? 'Peppol UBL' : 'UBL';
    // Factur-X and ZUGFeRD 2 share their guidelines: the sender's name for the file tells them apart.
    if (name.includes('zugferd'))
        return 'ZUGFeRD 2';
    if (/factur-?x/.test(name) || guideline.includes('factur-x'))
        return 'Factur-X';
    return guideline.includes('zugferd') ? 'ZUGFeRD 2' : 'CII';
}

// EXTERNAL MODULE: ./src/pdf/plan/confidence.ts
var plan_confidence = __webpack_require__(7554);
;// CONCATENATED MODULE: ./src/pdf/plan/name-date.ts
/**
 * A date in the file's own name ("scan_20240314.pdf") is a date candidate: it confirms the date
 * from the text when the same (confidence.ts), and stands in when the text and the model give
 * none, before the PDF creation date, since someone wrote it. Pure.
 */



/** YYYYMMDD written without separators, which the text's date patterns do not take. */
const COMPACT = /(?<!\d)((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)/g;
function withNameDate(analysis, path, options) {
    const name = (0,external_node_path_.basename)(path)
        .replace(/\.pdf$/i, '')
        .replace(/_/g, ' ')
        .replace(COMPACT, '$1-$2-$3');
    const found = (0,dates/* findDates */.BV)(name, options)[0];
    if (found === undefined || analysis.explanation === undefined)
        return analysis;
    const candidate = {
        value: found.value,
        raw: found.raw,
        precision: found.precision,
        page: 0,
        line: 0,
        label: plan_confidence/* NAME_ROLE */.DW,
        role: plan_confidence/* NAME_ROLE */.DW,
        score: 0,
        eligible: true
    };
    const explanation = { ...analysis.explanation, dates: [...analysis.explanation.dates, candidate] };
    return { ...analysis, explanation };
}
/** When nothing else dated the file: the file name's date, ahead of the PDF creation date. */
function nameDateFallback(analysis) {
    const inName = analysis.explanation?.dates.find(d => d.role === plan_confidence/* NAME_ROLE */.DW);
    if (analysis.date !== null || inName === undefined)
        return analysis;
    return {
        ...analysis,
        date: inName.value,
        datePrecision: inName.precision,
        dateSource: 'name',
        reasons: [...analysis.reasons, `date ${inName.value} from the file name ("${inName.raw}")`]
    };
}

;// CONCATENATED MODULE: ./src/pdf/plan/plan.ts
/**
 * The collision plan for a whole batch, computed before anything moves. Pure.
 *
 * - A file already in its target folder whose name is its planned name (or one of that name's
 *   collision variants `_NN`) is unchanged, so a second run renames nothing.
 * - The others take the planned name or the first free `_01`, `_02`, ... in content-hash order
 *   (path order for equal content), so the names do not depend on directory order. A name is
 *   free when no existing entry (any file or folder, compared case-insensitively) and no earlier
 *   planned file has it; names of files that are about to move count as taken, so the plan
 *   never depends on the order of the renames.
 * - Files with equal content are all kept; every one after the first is marked a duplicate.
 */


const MAX_COLLISIONS = 9999;
function planBatch(inputs, existingNames) {
    const ordered = [...inputs].sort(byHashThenPath);
    const taken = new Map();
    const takenIn = (dir) => {
        let names = taken.get(dir);
        if (names === undefined) {
            names = new Set([...existingNames(dir)].map(name => name.toLowerCase()));
            taken.set(dir, names);
        }
        return names;
    };
    const planned = new Map();
    // Where the search for a stem's free name resumes: names are only ever added to `taken`.
    const resume = new Map();
    for (const input of ordered) {
        if ((0,external_node_path_.dirname)(input.path) === input.targetDir && (0,filename/* isVariantOf */.fO)((0,external_node_path_.basename)(input.path), input.stem)) {
            takenIn(input.targetDir).add((0,external_node_path_.basename)(input.path).toLowerCase());
            planned.set(input, { ...input, action: 'unchanged', target: input.path });
        }
    }
    for (const input of ordered) {
        if (planned.has(input))
            continue;
        const names = takenIn(input.targetDir);
        const key = `${input.targetDir}\0${input.stem}`;
        const { name, collision } = freeName(input.stem, names, resume.get(key) ?? 0);
        resume.set(key, collision + 1);
        names.add(name);
        planned.set(input, { ...input, action: 'rename', target: (0,external_node_path_.join)(input.targetDir, name) });
    }
    markDuplicates(ordered.map(input => planned.get(input)));
    return inputs.map(input => planned.get(input));
}
function freeName(stem, taken, from) {
    for (let collision = from; collision <= MAX_COLLISIONS; collision++) {
        const name = (0,filename/* fileName */.Md)(stem, collision);
        if (!taken.has(name.toLowerCase()))
            return { name, collision };
    }
    throw new Error(`More than ${MAX_COLLISIONS} files would be named ${(0,filename/* fileName */.Md)(stem)}; split the batch or add keywords to the rules.`);
}
function markDuplicates(ordered) {
    const firstByHash = new Map();
    for (const file of ordered) {
        const first = firstByHash.get(file.sha256);
        if (first === undefined)
            firstByHash.set(file.sha256, file.path);
        else
            file.duplicateOf = first;
    }
}
function byHashThenPath(a, b) {
    const order = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
    return order(a.sha256, b.sha256) || order(a.path, b.path);
}

;// CONCATENATED MODULE: ./src/pdf/steps-decide.ts
/** Batch steps that decide the names. */










async function analyseFiles(batch) {
    for (const item of pending(batch))
        analyseOne(item, batch);
}
function analyseOne(item, batch) {
    if (item.doc === undefined || item.report.analysis !== undefined)
        return;
    if (item.report.status !== 'planned')
        return;
    const options = { order: batch.settings.dateOrder, now: batch.startedAt };
    const analysis = decideDocument(item.doc, item.report.path, batch.rules, options);
    item.report.analysis = analysis;
    const einvoice = item.doc.einvoice;
    if (einvoice?.kind === 'failed')
        batch.warnings.push(`${batch.mover.display(item.report.path)}: ${notUsed(einvoice)}`);
    // Only the model step reads the text again.
    if (!(analysis.needsLlm && batch.settings.useLlm && batch.deps.refine !== undefined))
        delete item.doc;
}
async function refineWithModel(batch) {
    const refine = batch.deps.refine;
    if (batch.settings.useLlm && refine !== undefined)
        for (const item of pending(batch))
            await refineOne(item, refine, batch);
    for (const item of batch.items)
        delete item.doc;
    for (const item of pending(batch))
        datedOrLeft(item);
}
/** The text's analysis, the e-invoice's fields over it, the file name's date beside it. */
function decideDocument(doc, path, rules, options) {
    const text = analyze(doc, rules, options);
    return withNameDate(withEInvoice(text, doc.einvoice, { now: options.now, rules }), path, options);
}
function dateFallbacks(analysis) {
    return applyDateFallback(nameDateFallback(analysis));
}
function datedOrLeft(item) {
    const analysis = item.report.analysis;
    if (analysis === undefined)
        return;
    item.report.analysis = dateFallbacks(analysis);
    if (item.report.analysis.date !== null)
        return;
    item.report.status = 'skipped';
    item.report.reason = NO_DATE_REASON;
}
async function refineOne(item, refine, { settings }) {
    const analysis = item.report.analysis;
    if (analysis === undefined || item.doc === undefined || !analysis.needsLlm)
        return;
    item.report.llmAsked = true;
    try {
        item.report.analysis = await refine(analysis, item.doc);
    }
    catch (error) {
        item.report.analysis = {
            ...analysis,
            reasons: [
                ...analysis.reasons,
                `model failed, heuristic result kept: ${error.message}`
            ]
        };
    }
    const llm = item.report.analysis.llm;
    if (settings.requireLlm && llm?.outcome === 'failed') {
        item.report.status = 'failed';
        item.report.reason = `model failed and ${(0,errors/* settingName */.QX)('require-llm', settings.surface)} is set: ${llm.error ?? 'no answer'}`;
    }
}
/** A name below the review threshold goes to the review folder, or stays with the reasons. */
async function weighNames(batch) {
    const { reviewBelow, reviewDir, surface } = batch.settings;
    for (const item of pending(batch)) {
        const analysis = item.report.analysis;
        if (analysis === undefined)
            continue;
        const { confidence, parts } = (0,plan_confidence/* weighName */.uK)(analysis);
        Object.assign(analysis, { confidence, parts });
        const why = (0,plan_confidence/* reviewReasons */.EW)(parts, reviewBelow);
        if (why.length === 0)
            continue;
        item.report.review = why;
        if (reviewDir !== undefined)
            continue;
        item.report.status = 'skipped';
        item.report.reason = `not sure enough to rename (confidence ${confidence.toFixed(2)} < ${(0,errors/* settingName */.QX)('review-below', surface)} ${reviewBelow}): ${why.join('; ')}`;
    }
}
async function planNames(batch) {
    const { settings, deps } = batch;
    const items = pending(batch).filter(item => item.report.analysis !== undefined);
    const outDir = settings.outDir === undefined ? undefined : (0,external_node_path_.resolve)(deps.cwd, settings.outDir);
    const reviewDir = settings.reviewDir === undefined ? undefined : (0,external_node_path_.resolve)(deps.cwd, settings.reviewDir);
    const inputs = items.map(item => ({
        path: item.report.path,
        targetDir: (item.report.review === undefined ? undefined : reviewDir) ??
            outDir ??
            (0,external_node_path_.dirname)(item.report.path),
        stem: (0,filename/* buildStem */.KZ)(item.report.analysis),
        sha256: item.report.sha256
    }));
    const names = new Map();
    for (const dir of new Set(inputs.map(input => input.targetDir)))
        names.set(dir, await batch.mover.names(dir));
    batch.plan = planBatch(inputs, dir => names.get(dir) ?? []);
    batch.plan.forEach((planned, i) => {
        const report = items[i].report;
        report.target = planned.target;
        if (planned.duplicateOf !== undefined)
            report.duplicateOf = planned.duplicateOf;
        report.status = planned.action === 'unchanged' ? 'unchanged' : 'planned';
        if (planned.action === 'unchanged')
            report.reason = 'already carries its planned name';
    });
}

;// CONCATENATED MODULE: ./src/pdf/read/discover.ts



async function discoverPdfs(paths, options) {
    const found = { files: [], skipped: [], missing: [], folders: [] };
    for (const given of paths) {
        const path = (0,external_node_path_.resolve)(options.cwd, given);
        let stats;
        try {
            stats = await (0,promises_.lstat)(path);
        }
        catch (error) {
            found.missing.push({
                path,
                reason: `${(0,file_ops/* errorCode */.CA)(error) === 'ENOENT' ? 'no such file or folder' : error.message}`
            });
            continue;
        }
        if (stats.isSymbolicLink())
            found.skipped.push({ path, reason: 'symbolic link (not followed)' });
        else if (stats.isDirectory()) {
            found.folders.push(path);
            await walk(path, options.recursive, found);
        }
        else if (!stats.isFile())
            found.skipped.push({ path, reason: 'not a regular file' });
        else if (!isPdfName(path))
            found.skipped.push({ path, reason: 'not a .pdf file' });
        else
            found.files.push(path);
    }
    found.files = [...new Set(found.files)].sort();
    return found;
}
async function walk(dir, recursive, found) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch (error) {
        found.missing.push({
            path: dir,
            reason: `cannot list the folder (${(0,file_ops/* errorCode */.CA)(error) ?? error.message})`
        });
        return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory()) {
            if (recursive && !entry.name.startsWith('.'))
                await walk(path, recursive, found);
            continue;
        }
        if (!isPdfName(entry.name))
            continue;
        if (entry.isSymbolicLink())
            found.skipped.push({ path, reason: 'symbolic link (not followed)' });
        else if (!entry.isFile())
            found.skipped.push({ path, reason: 'not a regular file' });
        else
            found.files.push(path);
    }
}
function isPdfName(path) {
    return (0,external_node_path_.extname)(path).toLowerCase() === '.pdf';
}

// EXTERNAL MODULE: ./src/pdf/settings.ts
var pdf_settings = __webpack_require__(1473);
;// CONCATENATED MODULE: ./src/pdf/steps-read.ts
/** Batch steps that find and read the files. */








async function discover(batch) {
    const { settings, deps } = batch;
    const found = await discoverPdfs(settings.paths, { recursive: settings.recursive, cwd: deps.cwd });
    batch.items = [
        ...found.files.map(path => ({ report: { path, status: 'planned' } })),
        ...found.skipped.map(s => ({
            report: { path: s.path, status: 'skipped', reason: s.reason }
        })),
        ...found.missing.map(m => ({
            report: { path: m.path, status: 'failed', reason: m.reason }
        }))
    ];
    const base = found.folders[0] ?? (found.files[0] === undefined ? deps.cwd : (0,external_node_path_.dirname)(found.files[0]));
    batch.undoLog = (0,external_node_path_.resolve)(deps.cwd, settings.undoLog ?? (0,external_node_path_.join)(base, pdf_settings/* DEFAULT_UNDO_LOG */.a2));
}
async function skipAlreadyNamed(batch) {
    // With --out every file moves, so a generated-looking name is no reason to leave it.
    if (batch.settings.force || batch.settings.outDir !== undefined)
        return;
    for (const item of pending(batch)) {
        if (!(0,filename/* isGeneratedName */.d8)((0,external_node_path_.basename)(item.report.path)))
            continue;
        item.report.status = 'unchanged';
        item.report.target = item.report.path;
        item.report.reason = 'already carries a generated name (--force re-processes it)';
    }
}
async function readFiles(batch) {
    const items = pending(batch);
    const { settings, deps } = batch;
    const options = {
        maxTokens: settings.maxContentTokens,
        ...(settings.maxPages === undefined ? {} : { maxPages: settings.maxPages }),
        timeoutMs: settings.timeoutMs,
        maxDecompressedMb: settings.maxDecompressedMb,
        now: batch.startedAt
    };
    // A pymupdf run that works never loads pdf.js (pdf-rename-start.test.ts).
    const inspector = settings.reader === 'pymupdf'
        ? new (await __webpack_require__.e(/* import() */ 484).then(__webpack_require__.bind(__webpack_require__, 6484))).PymupdfInspector(options, {
            python: settings.python,
            jobs: settings.jobs,
            fileCount: items.length
        })
        : (await __webpack_require__.e(/* import() */ 545).then(__webpack_require__.bind(__webpack_require__, 6545))).createInspector(options, settings.jobs, items.length);
    batch.threads = inspector.threads;
    const force = settings.ocr === 'force';
    const recognizer = deps.recognizer;
    let ocrInspector;
    // Made for the first file with empty pages (or with --ocr force).
    const ocr = recognizer === undefined || settings.ocr === 'off'
        ? undefined
        : () => (ocrInspector ??= __webpack_require__.e(/* import() */ 545).then(__webpack_require__.bind(__webpack_require__, 6545)).then(pool => pool.inProcessInspector({
            ...options,
            recognizer,
            forceOcr: force,
            wantsSecondLook: secondLookTest(batch.rules, {
                order: settings.dateOrder,
                now: batch.startedAt
            }),
            timeoutMs: ocrReadLimitMs(settings)
        })));
    let done = 0;
    try {
        const reads = items.map(async (item) => {
            const inspection = await readOne(item.report.path, inspector, ocr, force);
            record(item, inspection);
            if (inspector.readsOutOfProcess === true)
                analyseOne(item, batch);
            deps.onProgress?.({
                phase: 'read',
                done: ++done,
                total: items.length,
                path: item.report.path
            });
        });
        await Promise.all(reads);
    }
    finally {
        await inspector.close();
        batch.warnings.push(...(inspector.warnings ?? []));
    }
}
/**
 * The read limit of a file read with OCR: OCR'd pages have their own time limit (ocr.ts), and the
 * file's limit makes room for them and for a second look at one of them (extract.ts).
 */
function ocrReadLimitMs(settings) {
    return settings.timeoutMs + (settings.ocrMaxPages + 1) * ocr/* DEFAULT_OCR_PAGE_TIMEOUT_MS */.cc;
}
/** A file with empty pages (with --ocr force, any readable file) is read again with OCR. */
async function readOne(path, inspector, ocr, force) {
    const first = await inspector.inspect(path);
    const outcome = first.outcome;
    const readable = outcome.kind === 'text' || outcome.kind === 'no-text';
    // An e-invoice names the file whatever its pages hold: no OCR for it.
    const emptyPages = readable &&
        outcome.doc.einvoice?.kind !== 'found' &&
        outcome.doc.pages.some(page => page.source === 'none');
    return ocr !== undefined && (emptyPages || (force && readable))
        ? (await ocr()).inspect(path)
        : first;
}
function record(item, inspection) {
    const report = item.report;
    report.sha256 = inspection.sha256;
    report.size = inspection.size;
    const outcome = inspection.outcome;
    report.readOutcome = outcome.kind;
    if (outcome.kind === 'text' || outcome.kind === 'no-text') {
        const doc = outcome.doc;
        report.pages = { count: doc.pageCount, read: doc.pages.length, truncated: doc.truncated };
        report.textSource = textSourceOf(doc);
    }
    if (outcome.kind === 'text')
        item.doc = outcome.doc;
    else {
        report.status = outcome.kind === 'unreadable' ? 'failed' : 'skipped';
        report.reason = outcome.message;
    }
}
function textSourceOf(doc) {
    const sources = new Set(doc.pages.map(p => p.source).filter(s => s !== 'none'));
    return sources.size === 0 ? 'none' : sources.size === 1 ? [...sources][0] : 'mixed';
}

;// CONCATENATED MODULE: ./src/pdf/pipeline.ts
/**
 * One rename batch as steps over a shared state (batch.ts), the effects through a mover. Every
 * file ends in one status: renamed (planned in a dry run), unchanged, skipped or failed.
 */









const STEPS = [
    discover,
    skipAlreadyNamed,
    readFiles,
    analyseFiles,
    refineWithModel,
    weighNames,
    planNames,
    checkFolders,
    checkWritable,
    applyRenames,
    commitRenames
];
async function renameBatch(settings, deps = {}) {
    const now = deps.now ?? (() => new Date());
    const cwd = deps.cwd ?? process.cwd();
    const rulesFile = settings.rulesFile === undefined ? undefined : (0,external_node_path_.resolve)(cwd, settings.rulesFile);
    const startedAt = now();
    const batch = {
        settings,
        deps: { ...deps, cwd, now, runId: deps.runId ?? (0,run_id/* newRunId */.F)(startedAt) },
        startedAt,
        rules: deps.rules ?? (await loadRules(rulesFile)),
        items: [],
        plan: [],
        mover: deps.mover ?? fileSystemMover({ roots: runRoots(settings, cwd), ops: deps.ops, cwd }),
        undoLog: '',
        undoLogUsed: false,
        threads: 0,
        warnings: []
    };
    for (const step of STEPS)
        await step(batch);
    return summarize(batch);
}
function runRoots(settings, cwd) {
    const given = settings.paths.map(path => (0,external_node_path_.resolve)(cwd, path));
    const roots = given.map(path => (0,external_node_fs_.lstatSync)(path, { throwIfNoEntry: false })?.isDirectory() === true ? path : (0,external_node_path_.dirname)(path));
    for (const dir of [settings.outDir, settings.reviewDir])
        if (dir !== undefined)
            roots.push((0,external_node_path_.resolve)(cwd, dir));
    return [...new Set(roots)];
}

// EXTERNAL MODULE: ./src/pdf/inbox/inbox.ts
var inbox = __webpack_require__(6925);
;// CONCATENATED MODULE: ./src/pdf/inbox/inbox-run.ts
/**
 * `command: rename-pdfs` and `undo-pdfs`: the CLI's rename pipeline and undo with the git mover
 * over the inbox as git lists it, one commit each. Pushing is the caller's business.
 */







/** Before git lists anything: git would list a link itself, and moves land where it points. */
async function refuseLinkedFolders(root, folders) {
    for (const [input, folder] of Object.entries(folders)) {
        const link = await (0,confine/* firstSymlink */.C)(root, folder);
        if (link !== null)
            throw new Error(`Invalid value '${folder}' for input '${input}': ${link.path} is a symbolic link (-> ${link.target}), ` +
                'and the renamer follows no links. Expected a real folder inside the repository: replace the link ' +
                'by the folder, or point the input at the folder itself.');
    }
}
async function moverOf(deps) {
    return deps.mover ?? new repository.Repository(deps.cwd).mover({ commitEnv: deps.commitEnv });
}
function toRename(report, mover) {
    return {
        from: mover.display(report.path),
        to: mover.display(report.target),
        sha256: report.sha256 ?? '',
        textSource: report.textSource ?? 'none',
        confidence: report.analysis?.confidence ?? 0,
        llmAsked: report.llmAsked === true,
        review: report.review,
        duplicateOf: report.duplicateOf === undefined ? undefined : mover.display(report.duplicateOf),
        metadata: report.metadata
    };
}
function toSkip(report, mover) {
    const path = mover.display(report.path);
    const read = report.readOutcome;
    return {
        path,
        reason: read === 'encrypted' || read === 'no-text' || read === 'unreadable' ? read : 'failed',
        message: `${path}: ${report.reason ?? 'not renamed'}; left in place.`
    };
}
/** The result's paths are repository-relative, in path order; `batch` is the batch's report. */
async function renameInbox(settings, deps) {
    const mover = await moverOf(deps);
    const root = mover.root;
    const now = deps.now ?? (() => new Date());
    const runId = deps.runId ?? (0,run_id/* newRunId */.F)(now());
    const layout = {
        inbox: (0,inbox/* normalizeFolder */.au)(settings.inboxPath, 'inbox-path'),
        archive: (0,inbox/* normalizeFolder */.au)(settings.archivePath, 'archive-path'),
        review: (0,inbox/* normalizeFolder */.au)(settings.reviewPath, 'review-path'),
        recursive: settings.recursive
    };
    const undoLog = (0,inbox/* normalizeFolder */.au)(settings.undoLog, 'undo-log');
    await refuseLinkedFolders(root, {
        'inbox-path': layout.inbox,
        'archive-path': layout.archive,
        'review-path': layout.review,
        'undo-log': undoLog
    });
    const listed = await new repository.Repository(root).listFolder(layout.inbox, inbox/* HEAD_BYTES */.Lq);
    const selection = (0,inbox/* selectInbox */.lv)(listed, layout);
    const batch = await renameBatch({
        ...settings.pdf,
        paths: selection.candidates.map(path => (0,external_node_path_.join)(root, path)),
        recursive: false,
        dryRun: settings.dryRun,
        force: false,
        undoLog: (0,external_node_path_.join)(root, undoLog),
        writeMetadata: settings.writeMetadata,
        reviewDir: (0,external_node_path_.join)(root, layout.review),
        outDir: layout.archive === layout.inbox ? undefined : (0,external_node_path_.join)(root, layout.archive)
    }, { ...deps, cwd: root, now, runId, mover });
    const files = batch.files;
    const moved = files.filter(r => r.status === 'renamed' || r.status === 'planned');
    const left = files.filter(r => r.status === 'skipped' || r.status === 'failed');
    return {
        runId,
        dryRun: settings.dryRun,
        renamed: moved
            .map(report => toRename(report, mover))
            .sort((a, b) => (0,inbox/* compareCodePoints */.OP)(a.from, b.from)),
        unchanged: files.filter(r => r.status === 'unchanged').map(r => mover.display(r.path)),
        skipped: [...selection.skipped, ...left.map(report => toSkip(report, mover))].sort((a, b) => (0,inbox/* compareCodePoints */.OP)(a.path, b.path)),
        warnings: [...batch.warnings],
        batch,
        undoLog: batch.undoLog === undefined ? undefined : undoLog,
        commit: batch.commit
    };
}
/** Undoes one run of the inbox (the last with something left, by default) and commits. */
async function undoInbox(settings, deps) {
    const mover = await moverOf(deps);
    const undoLog = (0,inbox/* normalizeFolder */.au)(settings.undoLog, 'undo-log');
    await refuseLinkedFolders(mover.root, { 'undo-log': undoLog });
    const report = await undoRun({
        logPath: (0,external_node_path_.join)(mover.root, undoLog),
        select: settings.run === undefined ? { last: true } : { run: settings.run },
        dryRun: false,
        mover,
        now: deps.now,
        runHint: 'Give a run id from the log (the Pdf-Rename-Run trailer of the rename commit) or leave run empty for the last.',
        message: (restores, run) => (0,inbox.commitMessage)(restores, run, true)
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

// EXTERNAL MODULE: ./src/github/summary.ts
var github_summary = __webpack_require__(2935);
;// CONCATENATED MODULE: ./src/action/pdf-summary.ts
/** Pure Markdown for the job summaries of rename-pdfs and undo-pdfs. */

const SOURCE_LABELS = {
    'text-layer': 'text layer',
    ocr: 'OCR',
    mixed: 'text layer + OCR',
    none: 'none'
};
function renameSummaryMarkdown(summary) {
    const title = summary.dryRun ? 'PDF inbox: the plan (dry run)' : 'PDF inbox';
    const lines = [`## ${title}`, ''];
    if (summary.renamed.length === 0)
        lines.push('No PDF to rename.', '');
    else {
        lines.push('| Old name | New name | Text | Confidence | Model asked |');
        lines.push('| --- | --- | --- | ---: | --- |');
        for (const row of summary.renamed)
            lines.push(`| ${(0,github_summary/* code */.aY)(row.from)} | ${(0,github_summary/* code */.aY)(row.to)} | ${SOURCE_LABELS[row.textSource]} | ${row.confidence.toFixed(2)} | ${row.llmAsked ? 'yes' : 'no'} |`);
        lines.push('');
    }
    const review = summary.renamed.filter(row => row.review !== undefined);
    if (review.length > 0) {
        lines.push('### To review', '', '| File | Why the name is not sure |', '| --- | --- |');
        for (const row of review)
            lines.push(`| ${(0,github_summary/* code */.aY)(row.to)} | ${(0,github_summary/* cell */.Hn)((row.review ?? []).join('; '))} |`);
        lines.push('');
    }
    if (summary.skipped.length > 0) {
        lines.push('### Left in place', '', '| File | Reason |', '| --- | --- |');
        for (const row of summary.skipped)
            lines.push(`| ${(0,github_summary/* code */.aY)(row.path)} | ${(0,github_summary/* cell */.Hn)(row.message)} |`);
        lines.push('');
    }
    if (summary.ocrEngine !== undefined)
        lines.push(`Scans read by \`${summary.ocrEngine}\`.`, '');
    lines.push(summary.note);
    return lines.join('\n') + '\n';
}
function undoSummaryMarkdown({ run, items }, note) {
    const lines = [`## PDF inbox: undo ${run === null ? '' : (0,github_summary/* cell */.Hn)(run)}`.trimEnd(), ''];
    if (items.length === 0)
        lines.push('Nothing to undo.', '');
    else {
        lines.push('| Renamed | Restored to | Status | Detail |', '| --- | --- | --- | --- |');
        for (const item of items)
            lines.push(`| ${(0,github_summary/* code */.aY)(item.to)} | ${(0,github_summary/* code */.aY)(item.from)} | ${item.status} | ${(0,github_summary/* cell */.Hn)(item.status === 'refused' ? item.reason : '')} |`);
        lines.push('');
    }
    lines.push(note);
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/action/result.ts
var result = __webpack_require__(6013);
;// CONCATENATED MODULE: ./src/action/pdfs.ts
/**
 * `command: rename-pdfs` (the inbox renamed into the archive) and `undo-pdfs` (one rename run
 * restored through git): each committed, pushed with the retry, and reported.
 */










async function runRenamePdfs(settings, context) {
    const pdf = await openPdfRepo(context, settings.push && !settings.dryRun, settings.githubToken);
    // LlmUnavailableError fails the job with its message, as run() reports any error.
    const assistants = await prepareAssistants(settings.pdf, { cwd: pdf.cwd });
    for (const warning of assistants.warnings)
        core/* warning */.$e(warning);
    let result;
    try {
        result = await core/* group */.Os(`Rename the PDFs of ${settings.inboxPath}`, () => renameInbox(settings, { ...pdf, ...assistants }));
    }
    finally {
        await assistants
            .close()
            .catch((error) => core/* warning */.$e(`Could not stop the OCR worker: ${String(error)}`));
    }
    logResult(result);
    const push = await pushPdfCommit(pdf, result.commit, localNote(settings, result));
    const { batch, ...rest } = result;
    return reportPdfRun(`pdf-rename-${result.runId}.json`, { ...rest, push, ocrEngine: batch.ocrEngine, files: batch.files }, { renamed: result.renamed.length, skipped: result.skipped.length }, renameSummaryMarkdown({ ...result, note: push.note, ocrEngine: batch.ocrEngine }), push);
}
function logResult(result) {
    for (const rename of result.renamed)
        core/* info */.pq(`${rename.from} -> ${rename.to} (${SOURCE_LABELS[rename.textSource]}, confidence ${rename.confidence.toFixed(2)}, model ${rename.llmAsked ? 'asked' : 'not asked'})${rename.review === undefined ? '' : `; to review: ${rename.review.join('; ')}`}`);
    for (const path of result.unchanged)
        core/* info */.pq(`${path}: already carries its name`);
    if (result.batch.ocrEngine !== undefined)
        core/* info */.pq(`OCR engine: ${result.batch.ocrEngine}`);
    for (const skip of result.skipped)
        core/* warning */.$e(skip.message, { title: 'PDF left in place', file: skip.path });
    for (const warning of result.warnings)
        core/* warning */.$e(warning);
}
function localNote(settings, result) {
    if (result.dryRun)
        return 'Dry run: nothing was moved, committed or pushed.';
    if (result.commit === undefined)
        return 'Nothing was renamed, so nothing was committed.';
    return `Commit ${result.commit.slice(0, 12)} stays local (push: ${String(settings.push)}).`;
}
async function runUndoPdfs(settings, context) {
    const pdf = await openPdfRepo(context, settings.push, settings.githubToken);
    const result = await undoInbox(settings, pdf).catch((error) => {
        // Its message names the log and the fix; the cause adds nothing for the job.
        throw error instanceof undo_log/* UndoLogError */.LC ? new Error(error.message) : error;
    });
    for (const warning of result.warnings)
        core/* warning */.$e(warning);
    for (const item of result.items)
        if (item.status === 'refused')
            core/* warning */.$e(item.reason, { title: 'PDF not restored', file: item.to });
        else
            core/* info */.pq(`${item.to} -> ${item.from} (${item.status})`);
    const push = await pushPdfCommit(pdf, result.commit, result.commit === undefined
        ? 'Nothing was restored, so nothing was committed.'
        : `Commit ${result.commit.slice(0, 12)} stays local (push: false).`);
    return reportPdfRun(`pdf-undo-${result.run ?? 'none'}.json`, { ...result, push }, {
        renamed: result.items.filter(item => item.status === 'restored').length,
        skipped: result.items.filter(item => item.status === 'refused').length
    }, undoSummaryMarkdown(result, push.note), push);
}
/** The work tree with its committer and, with `push`, the branch a commit goes to. */
async function openPdfRepo(context, push, token) {
    const cwd = context.workspace;
    const repo = new repository.Repository(cwd, { auth: { token, serverUrl: context.serverUrl } });
    await repo.requireWorkTree();
    const branch = push
        ? await repo.currentBranch().catch((error) => {
            throw new Error('HEAD is detached, so there is no branch to push the renamed files to. ' +
                "Check out a branch (actions/checkout with 'ref: main'), or set 'push: false'.", { cause: error });
        })
        : undefined;
    const commitEnv = await repo.identity();
    return { cwd, repo, branch, commitEnv, mover: await repo.mover({ commitEnv }) };
}
/**
 * Pushes `commit` (HEAD) when there is one and a branch to push to, else notes `local`; when
 * the branch moved, replays the commit on the fresh tip (once the mover accepts it) and retries.
 * A push that fails, like one refused, is reported before it fails the job.
 */
async function pushPdfCommit({ repo, branch, mover, commitEnv }, commit, local) {
    if (commit === undefined || branch === undefined)
        return { kind: 'local', note: local };
    const pushed = await repo
        .pushWithRetry({
        branch,
        verify: fresh => mover.verifyAt(fresh, `origin/${branch}`),
        rebuild: async (fresh) => {
            core/* info */.pq(`${branch} moved to ${fresh}; replaying ${commit.slice(0, 12)} on it`);
            await repo.replayCommit(commit, commitEnv);
        }
    })
        .catch((error) => (0,result/* describeError */.U)(error));
    if (typeof pushed === 'string')
        return { kind: 'failed', note: pushed };
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
/** The JSON report in RUNNER_TEMP, the outputs, the job summary; a failed push fails the job. */
async function reportPdfRun(name, report, counts, markdown, push) {
    const path = (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), name);
    (0,external_node_fs_.writeFileSync)(path, JSON.stringify(report, null, 2) + '\n');
    core/* setOutput */.uH('renamed-count', String(counts.renamed));
    core/* setOutput */.uH('skipped-count', String(counts.skipped));
    core/* setOutput */.uH('report', path);
    await (0,result/* writeSummary */.S)(markdown);
    if (push.kind === 'failed')
        throw new Error(push.note);
}


/***/ }),

/***/ 5218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ newRunId)
/* harmony export */ });
/**
 * A run id that sorts by time (the events log's, the undo log's): 20240314T120000Z-1a2b3c. The
 * suffix only tells runs of the same second apart; nothing relies on it being unguessable.
 */
function newRunId(now = new Date()) {
    const stamp = now
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
    const suffix = Math.floor(Math.random() * 0x1000000);
    return `${stamp}-${suffix.toString(16).padStart(6, '0')}`;
}


/***/ }),

/***/ 2935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   QZ: () => (/* binding */ usageCell),
/* harmony export */   WK: () => (/* binding */ stepSummaryMarkdown),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   c7: () => (/* binding */ scopeSummaryMarkdown),
/* harmony export */   z_: () => (/* binding */ prdChart)
/* harmony export */ });
const STATUS_STYLE = {
    passing: 'fill:#dafbe1,stroke:#1a7f37,color:#000',
    open: 'fill:#fff8c5,stroke:#9a6700,color:#000',
    skipped: 'fill:#ffebe9,stroke:#cf222e,color:#000'
};
/** Ids and modes need no escaping in Mermaid: the schema limits them. */
function prdChart(stories, moves) {
    const lines = ['```mermaid', 'flowchart LR'];
    const node = new Map(stories.map((story, i) => [story.id, `s${i}`]));
    for (const mode of [...new Set(stories.map(story => story.mode))]) {
        const own = stories.filter(story => story.mode === mode);
        const counts = ['passing', 'open', 'skipped']
            .map(status => `${own.filter(story => story.status === status).length} ${status}`)
            .join(', ');
        lines.push(`  subgraph ${mode} ["${mode}: ${counts}"]`);
        for (const story of own) {
            const label = [story.id, story.status];
            if (story.attempts > 0)
                label.push(`${story.attempts} failed attempt${story.attempts === 1 ? '' : 's'}`);
            for (const move of moves.filter(m => m.storyId === story.id))
                label.push(`this run: ${move.result}, attempt ${move.attempt}`);
            lines.push(`    ${node.get(story.id)}["${label.join('<br/>')}"]`);
        }
        lines.push('  end');
    }
    for (const [status, style] of Object.entries(STATUS_STYLE)) {
        const ids = stories.filter(story => story.status === status).map(story => node.get(story.id));
        lines.push(`  classDef ${status} ${style}`);
        if (ids.length > 0)
            lines.push(`  class ${ids.join(',')} ${status}`);
    }
    for (const id of new Set(moves.map(move => node.get(move.storyId))))
        if (id !== undefined)
            lines.push(`  style ${id} stroke-width:4px`);
    lines.push('```', '');
    return lines.join('\n');
}
/** `1,200 in, 300 out, $0.01`: what was reported; '' when nothing. */
function usageCell(usage) {
    const parts = [];
    if (usage?.tokens)
        parts.push(`${count(usage.tokens.input)} in, ${count(usage.tokens.output)} out`);
    if (usage?.costUsd !== undefined)
        parts.push(`$${usage.costUsd.toFixed(2)}`);
    return parts.join(', ');
}
const count = (n) => n.toLocaleString('en-US');
function stepSummaryMarkdown(summary) {
    const lines = [`## Ralph step: ${cell(summary.prdPath)}`, ''];
    lines.push(prdChart(summary.stories, summary.outcomes));
    if (summary.outcomes.length === 0) {
        lines.push(`No open ${summary.mode} story: nothing ran.`, '');
    }
    else {
        lines.push('| Story | Result | Detail | Usage | Pull request |', '| --- | --- | --- | --- | --- |');
        for (const row of summary.outcomes)
            lines.push(outcomeLine(row));
        lines.push('');
        const runs = summary.outcomes.filter(r => r.agent !== undefined);
        if (runs.length > 0) {
            lines.push('Agent:', '');
            for (const row of runs) {
                const transcript = row.transcript ? ` (transcript ${code(row.transcript)})` : '';
                lines.push(`- ${cell(row.storyId)}: ${cell(row.agent ?? '')}${transcript}`);
            }
            lines.push('');
        }
        for (const row of summary.outcomes.filter(r => (r.violations ?? []).length > 0)) {
            lines.push(`Out of scope in ${cell(row.storyId)}:`, '');
            for (const path of row.violations ?? [])
                lines.push(`- ${code(path)}`);
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
    return `| ${cell(row.storyId)} | ${row.result} | ${cell(row.detail)} | ${usageCell(row.usage)} | ${pr} |`;
}
/** The check of a story's pull request, or a note why there was none. */
function scopeSummaryMarkdown(summary) {
    const lines = ['## Ralph scope check', ''];
    if ('note' in summary)
        return [...lines, summary.note, ''].join('\n');
    lines.push(`Story ${cell(summary.storyId)} from ${cell(summary.prdPath)} at the base commit ${summary.base.slice(0, 12)}; ` +
        `${summary.changed} changed path(s) up to ${summary.head.slice(0, 12)}.`, '');
    if (summary.violations.length === 0)
        lines.push("All changed paths are inside the story's scope.");
    else {
        lines.push('| Path | Why |', '| --- | --- |');
        for (const v of summary.violations)
            lines.push(`| ${code(v.path)} | ${cell(v.reason)} |`);
    }
    if (summary.review && summary.review.length > 0) {
        lines.push('', 'Review before merging: these steer later agent runs and builds.', '');
        lines.push('| Path | What it is |', '| --- | --- |');
        for (const file of summary.review)
            lines.push(`| ${code(file.path)} | ${file.what} |`);
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
/** Inline code for a table cell: its own backticks become quotes. */
function code(text) {
    return `\`${cell(text).replace(/`/g, "'")}\``;
}
function link(url, text) {
    return /^https?:\/\//.test(url)
        ? `[${text}](${url.replace(/[()\s]/g, encodeURIComponent)})`
        : cell(url);
}


/***/ }),

/***/ 9217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ packageFile)
/* harmony export */ });
/* unused harmony export packageVersion */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/** ralph-action's own package.json in `dir` (not dist/package.json, which has no name). */
function manifestIn(dir) {
    try {
        const manifest = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json'), 'utf8'));
        return manifest.name === 'ralph-action' ? manifest : undefined;
    }
    catch {
        return undefined;
    }
}
/** The folder of `from` and each above it, up to and including ralph-action's package root. */
function* foldersUp(from) {
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from));; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        yield dir;
        if (manifestIn(dir) !== undefined || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return;
    }
}
/**
 * Finds a file shipped with ralph-action (schemas/, CODEX.md) by walking up from this module.
 * Works from src/ (tsx, jest), lib/ (the CLIs) and dist/ (the ncc bundle), because each
 * sits below the package root; the walk stops at that root so it never picks up a stranger's file.
 */
function packageFile(relative, from = import.meta.url) {
    for (const dir of foldersUp(from))
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, relative)))
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, relative);
    throw new Error(`Cannot find '${relative}' in the ralph-action package above ${(0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from)}. ` +
        'Expected it at the package root; reinstall the package or check out the whole action.');
}
/** The version in ralph-action's package.json, as both CLIs' --version print it. */
function packageVersion() {
    for (const dir of foldersUp(import.meta.url)) {
        const manifest = manifestIn(dir);
        if (manifest !== undefined)
            return manifest.version ?? 'unknown';
    }
    throw new Error(`Cannot find the ralph-action package root above ${fileURLToPath(import.meta.url)}.`);
}


/***/ }),

/***/ 7210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   Cm: () => (/* binding */ linkTarget),
/* harmony export */   JY: () => (/* binding */ nodeFileOps)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/** The two steps of a move that tests must make fail without mocking modules; file helpers. */


const nodeFileOps = {
    link: (from, to) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(from, to),
    copyExclusive: (from, to) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(from, to, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_EXCL)
};
async function linkTarget(folder) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(folder).catch(() => null);
    return stats?.isSymbolicLink() === true ? (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(folder) : null;
}
function errorCode(error) {
    return error?.code;
}


/***/ }),

/***/ 6944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LC: () => (/* binding */ UndoLogError),
/* harmony export */   P: () => (/* binding */ openUndoLog),
/* harmony export */   UN: () => (/* binding */ runsIn),
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




class UndoLogError extends Error {
    name = 'UndoLogError';
}
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
        throw new UndoLogError(`Cannot read the undo log ${path} (${(0,_file_ops_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error) ?? 'error'}). ${hint}`, { cause: error });
    }
    const entries = [];
    const warnings = [];
    const lines = text.split('\n');
    lines.forEach((line, index) => {
        if (line.trim() === '')
            return;
        const entry = parseEntry(line);
        if (entry !== null) {
            entries.push({ ...entry, line: index + 1 });
            return;
        }
        const torn = index === lines.length - 1
            ? 'torn last line (an interrupted write)'
            : 'unreadable line (a torn write?)';
        warnings.push(`${path}:${index + 1}: ${torn} ignored: ${JSON.stringify(line.slice(0, 80))}`);
    });
    return { entries, warnings };
}
const FIELDS = new Map([
    ['rename', { from: 'string', to: 'string', sha256: 'string', size: 'number' }],
    ['abort', { reason: 'string' }],
    ['undone', {}]
]);
const BASE_FIELDS = { run: 'string', seq: 'number', ts: 'string' };
const METADATA_FIELDS = { originalBlob: 'string', writtenSha256: 'string' };
function parseEntry(line) {
    let data;
    try {
        data = JSON.parse(line);
    }
    catch {
        return null;
    }
    const e = data;
    const fields = FIELDS.get(e?.op);
    if (e?.v !== 1 || fields === undefined || !typed(e, { ...BASE_FIELDS, ...fields }))
        return null;
    if (e.op === 'rename' && e.metadata !== undefined && !typed(e.metadata, METADATA_FIELDS))
        return null;
    return e;
}
function typed(value, fields) {
    if (typeof value !== 'object' || value === null)
        return false;
    const record = value;
    return Object.entries(fields).every(([key, type]) => typeof record[key] === type);
}
function toLogPath(logPath, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(logPath)), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path))
        .split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep)
        .join('/');
}
function fromLogPath(logPath, stored) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(stored) ? stored : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(logPath)), stored);
}
function runsIn(entries) {
    const runs = new Map();
    for (const entry of entries) {
        const renames = runs.get(entry.run) ?? new Map();
        runs.set(entry.run, renames);
        if (entry.op === 'rename')
            renames.set(entry.seq, entry);
        else
            renames.delete(entry.seq);
    }
    return [...runs].map(([run, renames]) => ({
        run,
        pending: [...renames.values()].sort((a, b) => a.seq - b.seq)
    }));
}


/***/ }),

/***/ 4230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ findDates),
/* harmony export */   U$: () => (/* binding */ dayNumber),
/* harmony export */   U_: () => (/* binding */ parsePdfDate)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8710);
/**
 * Date candidates in document text, in German, English, French and Dutch (the forms are listed
 * at DATE_PATTERNS). A slash or dash date is read day or month first by `order`, the other way
 * when only that is valid; one valid both ways (03/04/2024) is marked ambiguous. Month and year
 * alone give the first of the month with month precision. Invalid dates, dates before 1900 and
 * dates after `now` are rejected. Pure.
 */

const MONTH_NAMES = {
    1: ['januar', 'jänner', 'jaenner', 'january', 'janvier', 'januari', 'jan', 'jän', 'janv'],
    2: ['februar', 'feber', 'february', 'février', 'fevrier', 'februari', 'feb', 'febr', 'févr'],
    3: ['märz', 'maerz', 'march', 'mars', 'maart', 'mär', 'mrz', 'mar', 'mrt'],
    4: ['april', 'avril', 'apr', 'avr'],
    5: ['mai', 'may', 'mei'],
    6: ['juni', 'june', 'juin', 'jun'],
    7: ['juli', 'july', 'juillet', 'jul', 'juil'],
    8: ['august', 'août', 'aout', 'augustus', 'aug'],
    9: ['september', 'septembre', 'sep', 'sept'],
    10: ['oktober', 'october', 'octobre', 'okt', 'oct'],
    11: ['november', 'novembre', 'nov'],
    12: ['dezember', 'december', 'décembre', 'decembre', 'dez', 'dec', 'déc']
};
const MONTH_BY_NAME = new Map(Object.entries(MONTH_NAMES).flatMap(([month, names]) => names.map(name => [name, Number(month)])));
// Longest names first so "september" wins over "sep".
const MONTH = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');
/** What may not stand right before a date: a digit or number sign, or a letter. */
const DIGITISH = '(?<![\\p{N}.,/])';
const LETTERISH = '(?<![\\p{L}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}])';
const NOT_DIGIT_AFTER = '(?![\\p{N}]|[.,/][\\p{N}])';
/** Any month name as a word, a digit may come first (15MAR2018): else those patterns are skipped. */
const MONTH_WORD = new RegExp(`(?<![\\p{L}])(?:${MONTH})${NOT_LETTER_AFTER}`, 'iu');
const ORDINAL = '(?:st|nd|rd|th|er|e)?';
/** A separator or spaces between a date's numbers. */
const SPACED = '(?:\\s*[-/.]\\s*|\\s+)';
const FADED = `\\d{1,2}${SPACED}\\d{1,2}${SPACED}\\d{4}`;
const DATE_PATTERNS = [
    {
        // 2024-03-14, 2024/03/14, 2024.03.14
        regex: new RegExp(`${DIGITISH}(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})${NOT_DIGIT_AFTER}`, 'gu'),
        read: m => ({ year: num(m[1]), month: num(m[3]), day: num(m[4]) })
    },
    {
        // 14.03.2024, 14.03.24, 14. 03. 2024: a dot means day first everywhere it is used.
        regex: new RegExp(`${DIGITISH}(\\d{1,2})\\.\\s?(\\d{1,2})\\.\\s?(\\d{4}|\\d{2})${NOT_DIGIT_AFTER}`, 'gu'),
        read: (m, o) => withYear(m[3], o.now, num(m[2]), num(m[1]))
    },
    {
        // 14/03/2024, 03/14/2024, 14/03/24, 14-03-2024, 14-03-24
        regex: new RegExp(`${DIGITISH}(\\d{1,2})(?:/(\\d{1,2})/(\\d{4}|\\d{2})|-(\\d{1,2})-(\\d{4}|\\d{2}))${NOT_DIGIT_AFTER}`, 'gu'),
        read: (m, o) => ordered(num(m[1]), num(m[2] ?? m[4]), m[3] ?? m[5], o)
    },
    {
        // 14. März 2024, 14 March 2024, 14th of March, 2024, 02 Juillet 2015, 05-JAN-17, 05.Jan.2017,
        // 19 Mar 18, 15MAR2018, 20/Apr/2018
        monthName: true,
        regex: new RegExp(`${DIGITISH}(\\d{1,2})(?:${ORDINAL}\\.?\\s*(?:of\\s+)?|[-./])(?<![\\p{L}])(${MONTH})\\.?${NOT_LETTER_AFTER}(?:,?\\s*|[-./])(\\d{4}|\\d{2})${NOT_DIGIT_AFTER}`, 'giu'),
        read: (m, o) => monthNamed(m[3], o.now, m[2], num(m[1]))
    },
    {
        // March 14, 2024; August 3 , 2014; Jan 1 2022
        monthName: true,
        regex: new RegExp(`${LETTERISH}(${MONTH})\\.?\\s+(\\d{1,2})${ORDINAL}(?![\\p{N}])\\s*,?\\s*(\\d{4})${NOT_DIGIT_AFTER}`, 'giu'),
        read: (m, o) => monthNamed(m[3], o.now, m[1], num(m[2]))
    },
    {
        // März 2024, March 2024 (month precision)
        monthName: true,
        regex: new RegExp(`${LETTERISH}(${MONTH})\\.?${NOT_LETTER_AFTER},?\\s*(\\d{4})${NOT_DIGIT_AFTER}`, 'giu'),
        read: (m, o) => {
            const parsed = monthNamed(m[2], o.now, m[1], 0);
            if (parsed !== null)
                parsed.monthOnly = true;
            return parsed;
        }
    },
    {
        // "Date : 09 06 2018", "09- 06 2018 16:00": a stamp whose separators OCR read as spaces,
        // after a date label or before a time (a four-digit year)
        regex: new RegExp(`${DIGITISH}(?:(?<=(?:date|datum|tarikh|dt)[^\\p{L}\\p{N}]{0,4})|(?=${FADED}\\s{1,3}\\d{1,2}\\s?:\\s?\\d{2}))(\\d{1,2})${SPACED}(\\d{1,2})${SPACED}(\\d{4})${NOT_DIGIT_AFTER}`, 'giu'),
        read: (m, o) => ordered(num(m[1]), num(m[2]), m[3], o)
    },
    {
        // Stand: 01/2022, 03.2024 (month precision); not part of a longer number or date
        regex: new RegExp(`${DIGITISH}(0?[1-9]|1[0-2])[/.](\\d{4})${NOT_DIGIT_AFTER}`, 'gu'),
        read: m => ({ year: num(m[2]), month: num(m[1]), day: 0, monthOnly: true })
    }
];
/**
 * A scan reads 0 as O and 1 as l, I or |: between digits (a date's separator may stand between)
 * they are the digits ("2O17", "1l/08"). One character for one, so every offset holds.
 */
const MISREAD = /(?<=\d[/.-]?)[OoIl|](?=[/.-]?\d)/g;
/** All valid dates in `text`, in text order; overlapping weaker matches are dropped. */
function findDates(text, options) {
    const found = [];
    const months = MONTH_WORD.test(text);
    const digits = text.replace(MISREAD, letter => (letter === 'O' || letter === 'o' ? '0' : '1'));
    for (const pattern of DATE_PATTERNS) {
        if (pattern.monthName === true && !months)
            continue;
        for (const m of (0,_words_js__WEBPACK_IMPORTED_MODULE_0__/* .allMatches */ .fD)(pattern.regex, digits)) {
            const start = m.index;
            const end = start + m[0].length;
            if (found.some(c => c.start < end && start < c.end))
                continue;
            const parsed = pattern.read(m, options);
            if (parsed === null)
                continue;
            const value = toValue(parsed, options.now);
            if (value === null)
                continue;
            found.push({
                value,
                start,
                end,
                raw: text.slice(start, end),
                precision: parsed.monthOnly === true ? 'month' : 'day',
                swapped: parsed.swapped ?? false,
                twoDigitYear: parsed.twoDigitYear ?? false,
                ambiguous: parsed.ambiguous ?? false
            });
        }
    }
    return found.sort((a, b) => a.start - b.start);
}
/** `D:20140803211437Z`, `D:20180312160010+05'30'` -> `2014-08-03` (the date as written). */
function parsePdfDate(value, now) {
    if (typeof value !== 'string')
        return undefined;
    const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?/.exec(value.trim());
    if (m === null)
        return undefined;
    const parsed = { year: num(m[1]), month: num(m[2] ?? '01'), day: num(m[3] ?? '01') };
    return toValue(parsed, now)?.replace(/^(\d{4})(\d{2})/, '$1-$2-');
}
/** YYYYMMDD for a valid date from 1900 to `now`, else null. */
function toValue(parsed, now) {
    const { year, month } = parsed;
    if (!Number.isInteger(year) || year < 1900 || month < 1 || month > 12)
        return null;
    const monthOnly = parsed.monthOnly === true;
    if (monthOnly ? parsed.day !== 0 : !validDay(parsed))
        return null;
    const compact = year * 10000 + month * 100 + (monthOnly ? 1 : parsed.day);
    return compact > dayNumber(now) ? null : String(compact);
}
/** The local date as the number YYYYMMDD. */
function dayNumber(date) {
    return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}
function ordered(first, second, year, options) {
    const [day, month] = options.order === 'dmy' ? [first, second] : [second, first];
    const preferred = withYear(year, options.now, month, day);
    if (validDay(preferred)) {
        if (first !== second && day <= 12 && month <= 12)
            preferred.ambiguous = true;
        return preferred;
    }
    // The requested order gives no valid date (e.g. 03/20/2023 read day first): the other order is
    // the only reading, so it is not a guess.
    const other = withYear(year, options.now, day, month);
    if (!validDay(other))
        return null;
    other.swapped = true;
    return other;
}
/** The day exists in that month (a month outside 1–12 rolls the date over, so fails too). */
function validDay(p) {
    const date = new Date(Date.UTC(p.year, p.month - 1, p.day));
    return p.day >= 1 && date.getUTCMonth() === p.month - 1;
}
/** The year as written: two digits are the most recent such year that is not in the future. */
function withYear(written, now, month, day) {
    const year = num(written);
    if (written?.length !== 2)
        return { year, month, day };
    const current = now.getFullYear();
    let full = Math.floor(current / 100) * 100 + year;
    if (full > current)
        full -= 100;
    return { year: full, month, day, twoDigitYear: true };
}
function monthNamed(year, now, name, day) {
    const month = MONTH_BY_NAME.get((name ?? '').toLowerCase());
    return month === undefined ? null : withYear(year, now, month, day);
}
function num(text) {
    return text === undefined ? NaN : Number.parseInt(text, 10);
}


/***/ }),

/***/ 1315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jx: () => (/* binding */ indexPositions),
/* harmony export */   rn: () => (/* binding */ upperBound),
/* harmony export */   yN: () => (/* binding */ PAGE_SEPARATOR)
/* harmony export */ });
const PAGE_SEPARATOR = '\n\n';
function indexPositions(doc) {
    const pages = [];
    let start = 0;
    for (const page of doc.pages) {
        const lineStarts = [0];
        for (let i = page.text.indexOf('\n'); i !== -1; i = page.text.indexOf('\n', i + 1))
            lineStarts.push(i + 1);
        pages.push({ start, lineStarts, spans: page.spans ?? [] });
        start += page.text.length + PAGE_SEPARATOR.length;
    }
    return {
        locate: (offset) => locate(pages, offset),
        /** Offset where page 1's `n`-th line ends (the heading zone), or the text length. */
        endOfLine: (n) => {
            const first = pages[0];
            if (first === undefined)
                return 0;
            const next = first.lineStarts[n];
            return next === undefined ? (pages[1]?.start ?? start) : next - 1;
        }
    };
}
function locate(pages, offset) {
    let pageNumber = 0;
    while (pageNumber + 1 < pages.length && pages[pageNumber + 1].start <= offset)
        pageNumber++;
    const page = pages[pageNumber];
    if (page === undefined)
        return { page: 0, line: 0, column: offset };
    const local = offset - page.start;
    const line = upperBound(page.lineStarts, local, start => start) - 1;
    const column = local - (page.lineStarts[line] ?? 0);
    return { page: pageNumber, line, column, x: xAt(page.spans, local) };
}
/** How many items of `sorted` (ascending by `key`) have a key of at most `value`. */
function upperBound(sorted, value, key) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (key(sorted[mid]) <= value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** x of the character boundary at `local`, interpolated inside the span that holds it. */
function xAt(spans, local) {
    const span = spans[upperBound(spans, local, s => s.start) - 1];
    if (span === undefined || local > span.end)
        return undefined;
    const length = Math.max(1, span.end - span.start);
    return span.x0 + ((span.x1 - span.x0) * (local - span.start)) / length;
}


/***/ }),

/***/ 2003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KZ: () => (/* binding */ buildStem),
/* harmony export */   Md: () => (/* binding */ fileName),
/* harmony export */   Yv: () => (/* binding */ slugify),
/* harmony export */   d8: () => (/* binding */ isGeneratedName),
/* harmony export */   fO: () => (/* binding */ isVariantOf)
/* harmony export */ });
/* unused harmony exports MAX_STEM_LENGTH, NO_DATE */
const MAX_STEM_LENGTH = 100;
const NO_DATE = '00000000';
/** Spelled out before the accents go: ä is ae (not a), and NFKD cannot take ß, æ, ø … apart. */
const TRANSLITERATIONS = new Map('ä:ae ö:oe ü:ue Ä:Ae Ö:Oe Ü:Ue ß:ss ẞ:SS æ:ae Æ:AE œ:oe Œ:OE ø:o Ø:O ł:l Ł:L đ:d Đ:D ð:d Ð:D þ:th Þ:TH ı:i'
    .split(' ')
    .map(pair => pair.split(':')));
const TRANSLITERATED = new RegExp(`[${[...TRANSLITERATIONS.keys()].join('')}]`, 'g');
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
/** Lowercase ASCII words joined by single hyphens. */
function slugify(text) {
    return text
        .replace(TRANSLITERATED, ch => TRANSLITERATIONS.get(ch) ?? ch)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
function buildStem(analysis, maxLength = MAX_STEM_LENGTH) {
    const head = [analysis.date ?? NO_DATE, slugify(analysis.category) || 'other'];
    const seen = new Set(head);
    const parts = [];
    for (const phrase of [...analysis.keywords, ...analysis.summary]) {
        const words = slugify(phrase)
            .split('-')
            .filter(word => word !== '' && !seen.has(word));
        words.forEach(word => seen.add(word));
        if (words.length > 0)
            parts.push(words.join('-'));
    }
    return safeStem(fit([...head, ...parts].join('-'), maxLength));
}
/** `stem.pdf`, or `stem_NN.pdf` for the n-th collision, cut so the stem part stays within 100. */
function fileName(stem, collision = 0) {
    const suffix = collision === 0 ? '' : `_${String(collision).padStart(2, '0')}`;
    return `${safeStem(fit(stem, MAX_STEM_LENGTH - suffix.length))}${suffix}.pdf`;
}
/** A name this tool could have produced (what --force re-processes). */
function isGeneratedName(name) {
    return /^\d{8}-[a-z0-9]+(?:-[a-z0-9]+)*(?:_\d{2,})?\.pdf$/.test(name);
}
/** `stem.pdf` or `stem_NN.pdf`. */
function isVariantOf(name, stem) {
    if (name === `${stem}.pdf`)
        return true;
    if (!name.startsWith(`${stem}_`) || !name.endsWith('.pdf'))
        return false;
    return /^_\d{2,}\.pdf$/.test(name.slice(stem.length));
}
/** Cut at a hyphen so no word is split; the date and category always stay. */
function fit(stem, maxLength) {
    if (stem.length <= maxLength)
        return stem;
    const cut = stem.slice(0, maxLength + 1);
    const hyphen = cut.lastIndexOf('-');
    const minimum = stem.indexOf('-', 9);
    return hyphen > minimum && minimum !== -1 ? cut.slice(0, hyphen) : stem.slice(0, maxLength);
}
function safeStem(stem) {
    const trimmed = stem.replace(/-+$/, '');
    return WINDOWS_RESERVED.test(trimmed) ? `${trimmed}-file` : trimmed;
}


/***/ })

};
