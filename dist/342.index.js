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

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 20 modules
var core = __webpack_require__(3218);
// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(308);
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
// EXTERNAL MODULE: ./src/loop/prd/prd.ts + 2 modules
var prd = __webpack_require__(7440);
// EXTERNAL MODULE: ./src/loop/scope.ts
var scope = __webpack_require__(9898);
// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(645);
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
    const extra = settings.policy === 'CODEX.md' ? settings.protect : [...settings.protect, settings.policy];
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
        ...(0,scope/* protection */.sc)(settings.prd, extra)
    });
    return result.kind === 'violation' ? result.violations : [];
}
async function writeSummary(summary) {
    try {
        await core/* summary */.z.addRaw((0,github_summary/* scopeSummaryMarkdown */.c7)(summary)).write();
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
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(308);
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
        const runs = summary.outcomes.filter(r => r.agent !== undefined);
        if (runs.length > 0) {
            lines.push('Agent:', '');
            for (const row of runs) {
                const transcript = row.transcript ? ` (transcript \`${code(row.transcript)}\`)` : '';
                lines.push(`- ${cell(row.storyId)}: ${cell(row.agent ?? '')}${transcript}`);
            }
            lines.push('');
        }
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


/***/ })

};
