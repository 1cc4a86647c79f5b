export const id = 342;
export const ids = [342];
export const modules = {

/***/ 342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheckScope: () => (/* binding */ runCheckScope),
  storyOf: () => (/* binding */ storyOf)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/summary.js
var lib_summary = __webpack_require__(1170);
// EXTERNAL MODULE: ./src/git/git.ts + 2 modules
var git = __webpack_require__(61);
// EXTERNAL MODULE: ./src/git/remote.ts + 1 modules
var remote = __webpack_require__(2276);
// EXTERNAL MODULE: ./src/git/repository.ts
var repository = __webpack_require__(5986);
;// CONCATENATED MODULE: ./src/git/history.ts



const FETCH_DEPTH_FIX = "Use 'fetch-depth: 0' in actions/checkout.";
/** How far a shallow clone is deepened before giving up and fetching everything. */
const DEEPEN_STEPS = [50, 400];
/**
 * The merge base of two commits, fetching them and deepening a shallow clone as needed
 * (first by steps, then --unshallow); fails with the checkout fix when history stays missing.
 */
async function ensureMergeBase(options, base, head) {
    await ensureCommits(options, [base, head]);
    let found = await mergeBase(options.cwd, base, head);
    for (const depth of DEEPEN_STEPS) {
        if (found !== undefined || !(await (0,repository/* isShallow */.fE)(options.cwd)))
            break;
        await deepen(options, [`--deepen=${depth}`], [base, head]);
        found = await mergeBase(options.cwd, base, head);
    }
    if (found === undefined && (await (0,repository/* isShallow */.fE)(options.cwd))) {
        await deepen(options, ['--unshallow'], [base, head]);
        found = await mergeBase(options.cwd, base, head);
    }
    if (found === undefined)
        throw new Error(`Commits ${base} and ${head} share no history in this clone. ` +
            `If the pull request's branch really is unrelated, rebase it on the base branch; ` +
            `otherwise ${FETCH_DEPTH_FIX}`);
    return found;
}
/** Fetches the commits this clone lacks (GitHub serves any reachable sha). */
async function ensureCommits(options, shas) {
    const missing = [];
    for (const sha of shas)
        if ((await (0,repository/* resolveCommit */.WL)(options.cwd, sha)) === undefined)
            missing.push(sha);
    if (missing.length === 0)
        return;
    const depth = (await (0,repository/* isShallow */.fE)(options.cwd)) ? ['--depth=1'] : [];
    try {
        await (0,remote/* fetch */.hd)(options, missing, depth);
    }
    catch (error) {
        throw new Error(`Commit(s) ${missing.join(', ')} are not in this clone and could not be fetched. ${FETCH_DEPTH_FIX}`, {
            cause: error
        });
    }
}
async function deepen(options, flags, shas) {
    try {
        await (0,remote/* fetch */.hd)(options, shas, flags);
    }
    catch (error) {
        throw new Error(`This shallow clone lacks the history needed and could not be deepened. ${FETCH_DEPTH_FIX}`, {
            cause: error
        });
    }
}
async function mergeBase(cwd, base, head) {
    const result = await (0,git/* gitRun */.qM)(['merge-base', base, head], { cwd });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
}

// EXTERNAL MODULE: ./src/git/pr-diff.ts
var pr_diff = __webpack_require__(2726);
// EXTERNAL MODULE: ./src/github/pr-body.ts
var pr_body = __webpack_require__(3938);
// EXTERNAL MODULE: ./src/github/summary.ts
var github_summary = __webpack_require__(2935);
// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var paths = __webpack_require__(8472);
// EXTERNAL MODULE: ./src/loop/prd/prd.ts + 3 modules
var prd = __webpack_require__(5760);
// EXTERNAL MODULE: ./src/loop/scope.ts
var scope = __webpack_require__(9898);
// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/settings/step.ts
var step = __webpack_require__(9363);
// EXTERNAL MODULE: ./src/action/result.ts
var result = __webpack_require__(6013);
// EXTERNAL MODULE: ./src/action/validate.ts
var validate = __webpack_require__(554);
;// CONCATENATED MODULE: ./src/action/check-scope.ts













/** `command: check-scope`: the story's scope, read from the base commit, against the PR's diff. */
async function runCheckScope(settings, context) {
    const pr = pullRequestOf((0,action_context/* readEventPayload */.N)(context), context.eventName);
    const storyId = storyOf(pr, settings.branchPrefix);
    if (storyId === undefined)
        return noStory(settings, pr);
    const cwd = context.workspace;
    await (0,repository/* requireRepository */.Cc)(cwd);
    const remote = {
        cwd,
        ...(settings.githubToken
            ? { auth: { token: settings.githubToken, serverUrl: context.serverUrl } }
            : {})
    };
    const mergeBase = await ensureMergeBase(remote, pr.base.sha, pr.head.sha);
    const story = await storyAtBase(cwd, settings.prd, pr.base.sha, storyId);
    const changes = await (0,pr_diff/* changedPaths */.v)(cwd, mergeBase, pr.head.sha);
    const violations = classify(settings, story, changes);
    for (const v of violations)
        core/* error */.z3(`${v.path}: ${v.detail}`, {
            file: v.path,
            title: `Outside the scope of ${story.id}`
        });
    core/* setOutput */.uH('story-id', story.id);
    core/* setOutput */.uH('result', violations.length > 0 ? 'violation' : 'passed');
    await writeSummary({
        storyId: story.id,
        prdPath: settings.prd,
        base: pr.base.sha,
        head: pr.head.sha,
        changed: changes.length,
        violations: violations.map(v => ({ path: v.path, reason: v.detail }))
    });
    if (violations.length === 0) {
        core/* info */.pq(`${changes.length} changed path(s), all inside the scope of ${story.id}.`);
        return result.OK;
    }
    return (0,result/* failed */.g)(`${violations.length} path(s) outside the scope of ${story.id}: ` +
        violations.map(v => v.path).join(', '));
}
function pullRequestOf(payload, eventName) {
    const pr = payload.pull_request;
    if (pr === undefined ||
        typeof pr.head?.sha !== 'string' ||
        typeof pr.base?.sha !== 'string' ||
        typeof pr.head.ref !== 'string')
        throw new Error(`check-scope needs a pull_request event; this run's event is '${eventName || 'unknown'}' ` +
            "without a pull request in its payload. Run it under 'on: pull_request'.");
    return {
        number: Number(pr.number),
        body: typeof pr.body === 'string' ? pr.body : '',
        head: { ref: pr.head.ref, sha: pr.head.sha },
        base: { ref: String(pr.base.ref ?? ''), sha: pr.base.sha }
    };
}
/** `ralph/<id>` as the head branch first, then the body's marker. */
function storyOf(pr, prefix) {
    if (pr.head.ref.startsWith(prefix) && pr.head.ref.length > prefix.length)
        return pr.head.ref.slice(prefix.length);
    return (0,pr_body/* markedStory */.GJ)(pr.body);
}
async function noStory(settings, pr) {
    const note = `Pull request #${pr.number} names no story: its head branch '${pr.head.ref}' does not start ` +
        `with '${settings.branchPrefix}' and its body has no <!-- ralph-story: ID --> marker.`;
    core/* setOutput */.uH('result', 'none');
    await writeSummary({
        storyId: undefined,
        prdPath: settings.prd,
        base: pr.base.sha,
        head: pr.head.sha,
        changed: 0,
        violations: [],
        note
    });
    if (settings.requireStory)
        return (0,result/* failed */.g)(`${note} (require-story: true)`);
    core/* notice */.lm(`${note} Nothing to check.`);
    return result.OK;
}
/** The story as the base commit's PRD has it: the pull request's own copy never counts. */
async function storyAtBase(cwd, prdPath, base, id) {
    const label = `${prdPath} at ${base.slice(0, 12)}`;
    const text = await (0,pr_diff/* fileAtCommit */.f)(cwd, base, prdPath);
    if (text === undefined)
        throw new Error(`The base commit has no ${prdPath}. Set the input 'prd' to the PRD's path.`);
    const loaded = (0,prd/* parsePrdText */.fX)(text, label);
    if (loaded.kind !== 'ok') {
        const problems = loaded.kind === 'missing' ? [loaded.problem] : loaded.problems;
        throw new Error(`${label} is not a valid PRD: ${problems.map(validate.problemText).join('; ')}`);
    }
    const story = loaded.prd.stories.find(s => s.id === id);
    if (!story)
        throw new Error(`Story '${id}' is not in ${label}. Expected one of: ${loaded.prd.stories.map(s => s.id).join(', ')}.`);
    return story;
}
function classify(settings, story, changes) {
    const writes = changes.map(change => ({
        path: change.path,
        // Only a lexical check is possible in a diff; inside-ness is judged from the target text.
        ...(change.linkTarget !== undefined
            ? { link: { target: change.linkTarget, inside: true } }
            : {})
    }));
    const result = (0,scope/* classifyWrites */.Lo)(writes, {
        mode: story.mode,
        scope: story.scope,
        reportPath: (0,paths/* createdPath */.gL)(story) ?? '',
        ...(0,scope/* protection */.sc)(settings.prd, (0,step/* protectedGlobs */.uo)(settings))
    });
    return result.kind === 'violation' ? result.violations : [];
}
async function writeSummary(summary) {
    try {
        await lib_summary/* summary */.z.addRaw((0,github_summary/* scopeSummaryMarkdown */.c7)(summary)).write();
    }
    catch (error) {
        core/* warning */.$e(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`);
    }
}


/***/ }),

/***/ 2726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ fileAtCommit),
/* harmony export */   v: () => (/* binding */ changedPaths)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61);
/* harmony import */ var _raw_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8868);


/**
 * What a pull request changes: `merge-base..head` without rename detection (a rename is a
 * deletion plus an addition, and both sides must be in scope), NUL-separated paths.
 */
async function changedPaths(cwd, mergeBase, head) {
    const raw = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(['diff-tree', '-r', '-z', '--raw', '--no-renames', '--full-index', mergeBase, head], {
        cwd
    });
    const changes = [];
    for (const entry of (0,_raw_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRawDiff */ .L)(raw)) {
        const change = entry.before === 'none' ? 'added' : entry.after === 'none' ? 'deleted' : 'modified';
        const item = { path: entry.path, change };
        if (entry.after === 'symlink')
            item.linkTarget = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(['cat-file', 'blob', entry.afterId], { cwd });
        changes.push(item);
    }
    return changes;
}
/** A file's text at a commit, or undefined when the commit has no such file. */
async function fileAtCommit(cwd, commit, path) {
    const exists = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(['ls-tree', '--name-only', commit, '--', path], {
        cwd,
        env: { GIT_LITERAL_PATHSPECS: '1' }
    });
    if (exists.trim() === '')
        return undefined;
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(['show', `${commit}:${path}`], { cwd });
}


/***/ }),

/***/ 1170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ summary)
/* harmony export */ });
/* unused harmony exports SUMMARY_ENV_VAR, SUMMARY_DOCS_URL, markdownSummary */
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(857);
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9896);
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = fs__WEBPACK_IMPORTED_MODULE_1__.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, fs__WEBPACK_IMPORTED_MODULE_1__.constants.R_OK | fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return __awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return __awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(os__WEBPACK_IMPORTED_MODULE_0__.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map

/***/ })

};
