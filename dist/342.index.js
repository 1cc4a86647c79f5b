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

/***/ 8868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseRawDiff)
/* harmony export */ });
/* unused harmony export entryKind */
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61);

function entryKind(mode) {
    switch (mode) {
        case '000000':
            return 'none';
        case '100644':
            return 'file';
        case '100755':
            return 'executable';
        case '120000':
            return 'symlink';
        case '160000':
            return 'gitlink';
        case '040000':
            return 'tree';
        default:
            throw new Error(`unknown git mode '${mode}' (expected 100644, 100755, 120000 or 160000)`);
    }
}
/**
 * Parses `git diff-tree -r -z --raw --no-renames` output:
 * `:<mode> <mode> <id> <id> <status>\0<path>\0` per change.
 */
function parseRawDiff(output) {
    const fields = (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .splitZ */ .fs)(output);
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


/***/ }),

/***/ 2276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hd: () => (/* binding */ fetch),
  VC: () => (/* binding */ push),
  Xb: () => (/* binding */ pushWithRetry),
  pV: () => (/* binding */ remoteBranchSha)
});

// UNUSED EXPORTS: explainRemoteFailure, fetchTip, parsePorcelain

;// CONCATENATED MODULE: ./src/git/credentials.ts
/** Environment additions that send `AUTHORIZATION: basic …` to `serverUrl` for one command. */
function authEnv(auth, inherited = process.env) {
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
/** Replaces every occurrence of the token (plain or inside the basic header) in text. */
function redactToken(text, token) {
    if (token === '')
        return text;
    const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
    return text.split(token).join('***').split(basic).join('***');
}

// EXTERNAL MODULE: ./src/git/git.ts + 2 modules
var git = __webpack_require__(61);
;// CONCATENATED MODULE: ./src/git/remote.ts


/** Runs one git command against the remote with the token in its environment only. */
async function remoteGit(options, args) {
    const env = options.auth ? authEnv(options.auth) : undefined;
    const result = await (0,git/* gitRun */.qM)(args, { cwd: options.cwd, env });
    if (!options.auth)
        return result;
    return {
        ...result,
        stdout: redactToken(result.stdout, options.auth.token),
        stderr: redactToken(result.stderr, options.auth.token)
    };
}
/** Fetches refspecs (branch refs or shas) from the remote; extra flags such as --deepen=50. */
async function fetch(options, refspecs, flags = []) {
    const args = ['fetch', '--no-tags', '--quiet', ...flags, options.remote ?? 'origin', ...refspecs];
    const result = await remoteGit(options, args);
    if (result.exitCode !== 0)
        throw new Error(explainRemoteFailure('fetch from', options, result));
}
/** The sha of a branch on the remote, or undefined when the remote has no such branch. */
async function remoteBranchSha(options, branch) {
    const args = ['ls-remote', '--heads', options.remote ?? 'origin', `refs/heads/${branch}`];
    const result = await remoteGit(options, args);
    if (result.exitCode !== 0)
        throw new Error(explainRemoteFailure('list', options, result));
    const line = result.stdout.split('\n').find(l => l.endsWith(`\trefs/heads/${branch}`));
    return line?.split('\t')[0];
}
/** Pushes one ref; a rejection is an outcome, a failure to talk to the remote throws. */
async function push(options, spec) {
    const ref = `refs/heads/${spec.branch}`;
    const args = ['push', '--porcelain', '--no-verify'];
    if (spec.expect !== undefined)
        args.push(`--force-with-lease=${ref}:${spec.expect}`);
    args.push(options.remote ?? 'origin', `${spec.source}:${ref}`);
    const result = await remoteGit(options, args);
    const status = parsePorcelain(result.stdout, ref);
    if (status === undefined) {
        if (result.exitCode === 0)
            return { kind: 'pushed' };
        throw new Error(explainRemoteFailure('push to', options, result));
    }
    return toOutcome(status, result.stderr);
}
/** Finds the `<flag>\t<from>:<to>\t<summary>` line of `git push --porcelain` for one ref. */
function parsePorcelain(stdout, ref) {
    for (const line of stdout.split('\n')) {
        const [flag, refs, summary] = line.split('\t');
        if (flag === undefined || refs === undefined || summary === undefined)
            continue;
        if (refs.endsWith(`:${ref}`))
            return { flag, summary };
    }
    return undefined;
}
function toOutcome(status, stderr) {
    switch (status.flag) {
        case '=':
            return { kind: 'up-to-date' };
        case '*':
        case ' ':
        case '+':
            return { kind: 'pushed' };
        default:
            return {
                kind: 'rejected',
                reason: rejectReason(status.summary, stderr),
                detail: status.summary
            };
    }
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
/** A failure message that says what to change, for the usual causes. */
function explainRemoteFailure(action, options, result) {
    const remote = options.remote ?? 'origin';
    const said = result.stderr.trim() || `exit code ${result.exitCode}`;
    if (/returned error: 403|Permission to .* denied|Write access to repository not granted/i.test(said))
        return (`Could not ${action} ${remote}: the token may not write to this repository (${said}). ` +
            "Give the workflow 'permissions: contents: write' (and for pull requests " +
            "'pull-requests: write'), or pass a token that has it in 'github-token'.");
    if (/returned error: 401|Authentication failed|could not read Username/i.test(said))
        return (`Could not ${action} ${remote}: authentication failed (${said}). ` +
            "Check 'github-token': it is empty, expired or for another server.");
    if (/shallow/i.test(said))
        return (`Could not ${action} ${remote} from a shallow clone (${said}). ` +
            "Use 'fetch-depth: 0' in actions/checkout.");
    return `Could not ${action} ${remote}: ${said}`;
}
/**
 * Pushes HEAD to `branch`; when the branch moved meanwhile, fetches it, moves HEAD there with
 * `reset --keep` (which refuses to drop uncommitted edits) and lets `rebuild` redo the commit.
 */
async function pushWithRetry(options, spec) {
    for (let attempt = 1;; attempt++) {
        const outcome = await push(options, { source: 'HEAD', branch: spec.branch });
        if (outcome.kind !== 'rejected') {
            const head = (await (0,git/* git */.$Y)(['rev-parse', 'HEAD'], { cwd: options.cwd })).trim();
            return { kind: 'pushed', attempts: attempt, head };
        }
        if (outcome.reason !== 'non-fast-forward')
            return { ...outcome, attempts: attempt };
        if (attempt >= spec.maxAttempts)
            throw new Error(`${options.remote ?? 'origin'}/${spec.branch} kept moving: the push was rejected ` +
                `${attempt} times (${outcome.detail}). Run the step again; its outcome is not recorded.`);
        const fresh = await fetchTip(options, spec.branch);
        await spec.verify?.(fresh);
        await (0,git/* git */.$Y)(['reset', '--quiet', '--keep', fresh], { cwd: options.cwd });
        await spec.rebuild(fresh, attempt + 1);
    }
}
/** Fetches one branch and returns its tip. */
async function fetchTip(options, branch) {
    const remote = options.remote ?? 'origin';
    const tracking = `refs/remotes/${remote}/${branch}`;
    await fetch(options, [`+refs/heads/${branch}:${tracking}`]);
    return (await (0,git/* git */.$Y)(['rev-parse', '--verify', `${tracking}^{commit}`], { cwd: options.cwd })).trim();
}


/***/ }),

/***/ 3938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ markedStory),
/* harmony export */   NF: () => (/* binding */ pullRequestBody),
/* harmony export */   SS: () => (/* binding */ agentLine),
/* harmony export */   Zr: () => (/* binding */ pullRequestTitle),
/* harmony export */   qQ: () => (/* binding */ fixCommitMessage)
/* harmony export */ });
/* unused harmony export storyMarker */
/* harmony import */ var _loop_agent_transcript_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/** The title and body of a fix pull request: pure, so tests pin the exact text. */

/** The marker check-scope looks for when the head branch does not name the story. */
function storyMarker(id) {
    return `<!-- ralph-story: ${id} -->`;
}
/** The id in a body's marker, if any. */
function markedStory(body) {
    return /<!--\s*ralph-story:\s*([^\s>]+)\s*-->/.exec(body ?? '')?.[1];
}
/** `<prefix> <id> <title>`; the prefix is joined with a space (inputs arrive trimmed). */
function pullRequestTitle(story, prefix = 'ralph:') {
    return [oneLine(prefix), story.id, oneLine(story.title)].filter(part => part !== '').join(' ');
}
/** The fix branch's commit message: the pull request's title, then the scope it was checked against. */
function fixCommitMessage(story, prefix = 'ralph:') {
    return `${pullRequestTitle(story, prefix)}\n\nScope: ${story.scope.join(', ')}\n`;
}
function pullRequestBody(fix) {
    const { story } = fix;
    const acceptance = story.acceptance_criteria.find(line => /^Created[ \t]/.test(line));
    const lines = [`**${story.id}**: ${oneLine(story.title)}`, ''];
    if (story.objective)
        lines.push(story.objective.trim(), '');
    lines.push('**Scope**', '', ...story.scope.map(pattern => `- \`${pattern}\``), '');
    lines.push(`**Acceptance**: ${acceptance ?? `Created ${fix.reportPath}`}`, '');
    lines.push(`**Outcome**: passed on attempt ${fix.attempt}; ${fix.writes.length} path(s) written, ` +
        `all inside the scope (report: \`${fix.reportPath}\`):`, '', ...fix.writes.map(path => `- \`${path}\``), '');
    if (fix.agent)
        lines.push(`**Agent**: ${agentLine(fix.agent)}`, '');
    const run = fix.runUrl ? ` by [this run](${fix.runUrl})` : '';
    lines.push(`Branch \`${fix.branch}\` is commit ${fix.head} on ${fix.base.sha} (\`${fix.base.branch}\`), ` +
        `written${run}. The scope was checked when the commit was made: see the \`ralph/scope\` status.`, '', storyMarker(story.id), '');
    return lines.join('\n');
}
/** `codex 0.171.0, model gpt-5-codex: 1 turn, 41 s, 1,200 tokens in (200 cached), 300 out`. */
function agentLine(agent) {
    const { name, version, model } = agent.identity;
    const what = [name, version].filter(Boolean).join(' ');
    const withModel = model ? `${what}, model ${oneLine(model)}` : what;
    return `${withModel}: ${(0,_loop_agent_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .describeUsage */ .P)(agent.usage, agent.durationMs)}`;
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
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


/***/ }),

/***/ 3340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ describeUsage),
/* harmony export */   l: () => (/* binding */ readTranscript)
/* harmony export */ });
/**
 * Reading an agent's JSON-lines transcript: `codex exec --json` (thread/turn/item events) and
 * `claude -p --output-format stream-json --verbose` (system, assistant, user, result). Pure:
 * the text in, the last message and what the CLI reported about the run out. Lines that are
 * not JSON objects are skipped (a CLI may print a warning on stdout).
 */
function events(text) {
    const out = [];
    for (const line of text.split('\n')) {
        if (!line.trimStart().startsWith('{'))
            continue;
        try {
            const value = JSON.parse(line);
            if (value !== null && typeof value === 'object' && !Array.isArray(value))
                out.push(value);
        }
        catch {
            // a partial last line (the agent was killed mid-write) or a stray print
        }
    }
    return out;
}
const num = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const obj = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
function readTranscript(format, text) {
    return format === 'codex-jsonl' ? readCodex(events(text)) : readClaude(events(text));
}
function readCodex(lines) {
    let lastMessage = '';
    let turns = 0;
    let input = 0;
    let output = 0;
    let cached = 0;
    let sawUsage = false;
    const errors = [];
    for (const event of lines) {
        const item = obj(event.item);
        if (event.type === 'item.completed' && item.type === 'agent_message')
            lastMessage = typeof item.text === 'string' ? item.text : lastMessage;
        if (event.type === 'turn.completed' || event.type === 'turn.failed')
            turns++;
        if (event.type === 'turn.completed') {
            const usage = obj(event.usage);
            sawUsage = true;
            input += num(usage.input_tokens) ?? 0;
            output += num(usage.output_tokens) ?? 0;
            cached += num(usage.cached_input_tokens) ?? 0;
        }
        if (event.type === 'turn.failed')
            errors.push(String(obj(event.error).message ?? 'turn failed'));
        if (event.type === 'error' && typeof event.message === 'string')
            errors.push(event.message);
    }
    const usage = turns > 0 ? { turns } : {};
    if (sawUsage)
        usage.tokens = { input, output, cachedInput: cached };
    return { lastMessage, usage, errors };
}
function readClaude(lines) {
    let lastMessage = '';
    let result;
    for (const event of lines) {
        if (event.type === 'assistant') {
            const text = assistantText(obj(event.message));
            if (text !== '')
                lastMessage = text;
        }
        if (event.type === 'result')
            result = event;
    }
    if (result === undefined)
        return { lastMessage, usage: {}, errors: [] };
    if (typeof result.result === 'string')
        lastMessage = result.result;
    const usage = {};
    const turns = num(result.num_turns);
    const durationMs = num(result.duration_ms);
    const costUsd = num(result.total_cost_usd);
    if (turns !== undefined)
        usage.turns = turns;
    if (durationMs !== undefined)
        usage.durationMs = durationMs;
    if (costUsd !== undefined)
        usage.costUsd = costUsd;
    const reported = obj(result.usage);
    if (num(reported.input_tokens) !== undefined || num(reported.output_tokens) !== undefined)
        usage.tokens = {
            input: (num(reported.input_tokens) ?? 0) +
                (num(reported.cache_creation_input_tokens) ?? 0) +
                (num(reported.cache_read_input_tokens) ?? 0),
            output: num(reported.output_tokens) ?? 0,
            cachedInput: num(reported.cache_read_input_tokens) ?? 0
        };
    const errors = result.is_error === true ? [String(result.result ?? result.subtype ?? 'error')] : [];
    return { lastMessage, usage, errors };
}
function assistantText(message) {
    const content = Array.isArray(message.content) ? message.content : [];
    return content
        .map(obj)
        .filter(part => part.type === 'text' && typeof part.text === 'string')
        .map(part => part.text)
        .join('');
}
/** `3 turns, 41 s, 12,345 tokens in (10,000 cached), 2,345 out`: only what was reported. */
function describeUsage(usage, durationMs) {
    const parts = [];
    if (usage.turns !== undefined)
        parts.push(`${usage.turns} turn${usage.turns === 1 ? '' : 's'}`);
    parts.push(`${Math.round((usage.durationMs ?? durationMs) / 1000)} s`);
    const t = usage.tokens;
    if (t) {
        const cached = t.cachedInput > 0 ? ` (${count(t.cachedInput)} cached)` : '';
        parts.push(`${count(t.input)} tokens in${cached}, ${count(t.output)} out`);
    }
    if (usage.costUsd !== undefined)
        parts.push(`$${usage.costUsd.toFixed(2)}`);
    return parts.join(', ');
}
function count(n) {
    return n.toLocaleString('en-US');
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
