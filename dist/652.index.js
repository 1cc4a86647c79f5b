export const id = 652;
export const ids = [652];
export const modules = {

/***/ 7379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ shipFix)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 11 modules
var dist_src = __webpack_require__(2012);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(9210);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/lib/index.js
var lib = __webpack_require__(2203);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./src/github/octokit.ts





const RalphOctokit = dist_src/* Octokit */.E.plugin(retryLog, plugin_rest_endpoint_methods_dist_src/* restEndpointMethods */._, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
/** Rate-limit waits longer than this give up instead of holding the job. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const RATE_LIMIT_RETRIES = 2;
/** Retries server errors (never 4xx); calls not to be repeated blindly pass `retries: 0`. */
function createGitHubClient(token, options) {
    if (token === '')
        throw new Error("Input 'github-token' is empty. Leave it at its default (${{ github.token }}) or pass a token.");
    const spacing = options.writeSpacingMs;
    const rateLimited = (kind) => (after, request, _client, count) => {
        const again = count < RATE_LIMIT_RETRIES && after <= MAX_RATE_LIMIT_WAIT_S;
        options.onRetry?.(`${request.method} ${request.url} hit the ${kind}; ` +
            (again ? `retry in ${after} s` : 'giving up'));
        return again;
    };
    return new RalphOctokit({
        auth: token,
        baseUrl: options.baseUrl,
        onRetry: options.onRetry,
        retry: {
            retries: 3,
            retryAfterBaseValue: options.backoffMs ?? 1000
        },
        throttle: {
            onRateLimit: rateLimited('rate limit'),
            onSecondaryRateLimit: rateLimited('secondary rate limit'),
            // Own limiters: the plugin's defaults are shared by every client.
            ...(spacing === undefined
                ? {}
                : {
                    write: new (lib_default()).Group({ maxConcurrent: 1, minTime: spacing }),
                    notifications: new (lib_default()).Group({ maxConcurrent: 1, minTime: spacing })
                })
        }
    });
}
/** Listed before the retry plugin, so its hook sits inside the retries and sees every attempt. */
function retryLog(client, options) {
    const onRetry = options.onRetry;
    if (!onRetry)
        return;
    client.hook.wrap('request', async (request, endpoint) => {
        try {
            return await request(endpoint);
        }
        catch (error) {
            const { status, message } = error;
            const planned = endpoint.request?.retries;
            if (isServerError(error) && planned !== 0)
                onRetry(`${endpoint.method} ${endpoint.url} failed (${status}: ${message})`);
            throw error;
        }
    });
}
/** A server-side failure: the request may or may not have taken effect. */
function isServerError(error) {
    const { status } = error;
    return typeof status === 'number' && status >= 500;
}
const PR_SETTING = 'Settings > Actions > General > Workflow permissions > ' +
    '"Allow GitHub Actions to create and approve pull requests"';
function explainGitHubError(error, doing, permission) {
    const { status, message = String(error) } = error;
    const said = `${status ?? 'no status'}: ${message}`;
    let fix;
    if (/not permitted to create or approve pull requests/i.test(message))
        fix =
            `This repository does not let GitHub Actions open pull requests. Enable ${PR_SETTING} ` +
                '(for an organization, also in its settings), or pass a GitHub App or personal token in ' +
                "'github-token'.";
    else if (status === 403 && /Resource not accessible/i.test(message))
        fix = `The token lacks '${permission}'. Add 'permissions: ${permission}' to the workflow or job.`;
    else if (status === 401)
        fix = "The token was refused. Check 'github-token' (empty, expired or for another server).";
    else if (status === 404)
        fix =
            'The repository or object was not found with this token. ' +
                `Check GITHUB_REPOSITORY and that the token can see the repository ('${permission}').`;
    else if (status === 403)
        fix = `The token may not do this. Give it '${permission}'.`;
    else
        fix = 'See the message above.';
    return new Error(`Could not ${doing} (${said}). ${fix}`, { cause: error });
}

// EXTERNAL MODULE: ./src/loop/bundle/pr-body.ts
var pr_body = __webpack_require__(22);
;// CONCATENATED MODULE: ./src/github/pulls.ts

const PERMISSION = 'pull-requests: write';
/** Never a second pull request: if another run creates it first, GitHub answers 422. */
async function openOrUpdatePullRequest(client, spec) {
    const open = await findOpenPull(client, spec);
    const created = open ? undefined : await createPull(client, spec);
    if (created) {
        await completePull(client, spec, created.number, undefined);
        return created;
    }
    const pull = open ?? (await findOpenPull(client, spec));
    if (!pull)
        throw new Error(`GitHub said a pull request for ${spec.head} already exists, but none is open. ` +
            'Run the step again.');
    const outcome = await updatePull(client, spec, pull);
    await completePull(client, spec, pull.number, pull);
    return outcome;
}
async function completePull(client, spec, number, pull) {
    const { owner, repo, options } = spec;
    // GitHub compares logins and slugs case aside.
    const lacking = (names, have = []) => {
        const known = new Set((have ?? []).map(item => (item.login ?? item.slug ?? '').toLowerCase()));
        return names.filter(name => !known.has(name.toLowerCase()));
    };
    const labelled = new Set((pull?.labels ?? []).map(label => label.name));
    const labels = options.labels.filter(label => !labelled.has(label));
    if (labels.length > 0)
        await explained(client.rest.issues.addLabels({ owner, repo, issue_number: number, labels }), `label pull request #${number}`);
    // The review-request endpoint takes users and team slugs apart.
    const teamNames = options.reviewers.filter(name => name.includes('/'));
    const users = options.reviewers.filter(name => !name.includes('/'));
    const teams = teamNames.map(name => name.split('/')[1] ?? '');
    const reviewers = lacking(users, pull?.requested_reviewers);
    const teamReviewers = lacking(teams, pull?.requested_teams);
    if (reviewers.length > 0 || teamReviewers.length > 0)
        await explained(client.rest.pulls.requestReviewers({
            owner,
            repo,
            pull_number: number,
            ...(reviewers.length > 0 ? { reviewers } : {}),
            ...(teamReviewers.length > 0 ? { team_reviewers: teamReviewers } : {})
        }), `request review of pull request #${number} from ${[...reviewers, ...teamReviewers].join(', ')}`);
    const assignees = lacking(options.assignees, pull?.assignees);
    if (assignees.length > 0)
        await explained(client.rest.issues.addAssignees({ owner, repo, issue_number: number, assignees }), `assign pull request #${number}`);
}
async function explained(call, doing, permission = PERMISSION) {
    try {
        return await call;
    }
    catch (error) {
        throw explainGitHubError(error, doing, permission);
    }
}
async function findOpenPull(client, spec) {
    const { owner, repo, head } = spec;
    const { data } = await explained(client.rest.pulls.list({ owner, repo, state: 'open', head: `${owner}:${head}`, per_page: 10 }), `list pull requests for ${head}`);
    return data[0];
}
/** After a server error (it may have gone through) it is sent again only when none is open. */
async function createPull(client, spec) {
    const doing = `create the pull request for ${spec.head}`;
    try {
        return await sendCreate(client, spec);
    }
    catch (error) {
        if (!isServerError(error))
            throw explainGitHubError(error, doing, PERMISSION);
        const landed = await findOpenPull(client, spec);
        if (landed)
            return { kind: 'created', number: landed.number, url: landed.html_url };
        return await explained(sendCreate(client, spec), doing);
    }
}
/** One POST, without the client's retries; undefined for GitHub's 422 "already exists". */
async function sendCreate(client, spec) {
    const { options, ...pull } = spec;
    try {
        const { data } = await client.rest.pulls.create({
            ...pull,
            ...(options.draft ? { draft: true } : {}),
            request: { retries: 0 }
        });
        return { kind: 'created', number: data.number, url: data.html_url };
    }
    catch (error) {
        if (isAlreadyExists(error))
            return undefined;
        throw error;
    }
}
async function updatePull(client, spec, pull) {
    const same = pull.title === spec.title && (pull.body ?? '') === spec.body && pull.base.ref === spec.base;
    if (same)
        return { kind: 'unchanged', number: pull.number, url: pull.html_url };
    const { owner, repo, title, body, base } = spec;
    const { data } = await explained(client.rest.pulls.update({ owner, repo, pull_number: pull.number, title, body, base }), `update pull request #${pull.number}`);
    return { kind: 'updated', number: data.number, url: data.html_url };
}
function isAlreadyExists(error) {
    const { status, response } = error;
    if (status !== 422)
        return false;
    const messages = (response?.data?.errors ?? []).map(item => item.message ?? '');
    const text = messages.join('\n') + '\n' + String(error.message);
    return /A pull request already exists/i.test(text);
}
/** Pull requests opened with GITHUB_TOKEN start no workflows: the action reports the check. */
async function setScopeStatus(client, spec) {
    const { owner, repo, sha, description, targetUrl } = spec;
    await explained(client.rest.repos.createCommitStatus({
        owner,
        repo,
        sha,
        state: 'success',
        description: description.length <= 140 ? description : description.slice(0, 139) + '…',
        context: 'ralph/scope',
        ...(targetUrl ? { target_url: targetUrl } : {})
    }), `set the ralph/scope status on ${sha}`, 'statuses: write');
}

;// CONCATENATED MODULE: ./src/action/fix.ts
/**
 * A passing fixing story: its writes become one commit on `ralph/<id>` off the base commit,
 * a pull request is opened or updated for it, its head gets the `ralph/scope` status, and the
 * work tree drops the writes again so the next transition starts from the base.
 */




/** Publishes the branch (throws when that fails: nothing is recorded then), then the PR. */
async function shipFix(request) {
    const { remote: repo, story, settings } = request;
    const { writes } = request.outcome;
    const branch = `${settings.branchPrefix}${story.id}`;
    const message = (0,pr_body/* fixCommitMessage */.qQ)(story, settings.pullRequest.titlePrefix);
    const base = request.base ?? (await repo.resolveCommit('HEAD'));
    if (base === undefined)
        throw new Error('HEAD names no commit: the fix branch has no base.');
    const spec = { branch, base, message, env: request.identity };
    const tree = request.tree ?? (await repo.treeWithPaths(base, writes));
    const published = await repo.publishTree({ ...spec, tree }, settings.push);
    core/* info */.pq(`${branch}: ${published.kind} at ${published.sha}`);
    if (request.tree === undefined)
        await repo.restorePaths(writes);
    const outcome = { branch, ...published };
    if (!settings.push || !settings.openPr)
        return outcome;
    try {
        outcome.pr = await openPullRequest(request, branch, base, published.sha);
    }
    catch (error) {
        outcome.error = error instanceof Error ? error : new Error(String(error));
    }
    return outcome;
}
async function openPullRequest(request, branch, base, head) {
    const { context, story, settings, outcome } = request;
    if (context.owner === '')
        throw new Error('GITHUB_REPOSITORY is not set, so the pull request has no repository. Set it to owner/repo.');
    const client = createGitHubClient(settings.githubToken, {
        baseUrl: context.apiUrl,
        writeSpacingMs: context.writeSpacingMs,
        onRetry: core/* info */.pq
    });
    const review = request.review ?? [];
    const options = review.length === 0
        ? settings.pullRequest
        : {
            ...settings.pullRequest,
            draft: true,
            labels: [...settings.pullRequest.labels, pr_body/* REVIEW_LABEL */.KI]
        };
    const pr = await openOrUpdatePullRequest(client, {
        owner: context.owner,
        repo: context.repo,
        head: branch,
        base: request.baseBranch,
        title: (0,pr_body/* pullRequestTitle */.Zr)(story, settings.pullRequest.titlePrefix),
        body: (0,pr_body/* pullRequestBody */.NF)({
            story,
            outcome,
            branch,
            base: { branch: request.baseBranch, sha: base },
            head,
            runUrl: context.runUrl,
            review
        }),
        options
    });
    core/* info */.pq(`pull request #${pr.number} ${pr.kind}: ${pr.url}`);
    await setScopeStatus(client, {
        owner: context.owner,
        repo: context.repo,
        sha: head,
        description: `${outcome.writes.length} path(s), all inside the scope of ${story.id}`,
        targetUrl: context.runUrl
    });
    return pr;
}


/***/ }),

/***/ 365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ resultOf),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   SS: () => (/* binding */ describeOutcome),
/* harmony export */   cT: () => (/* binding */ setUsageOutputs),
/* harmony export */   df: () => (/* binding */ commitMessage),
/* harmony export */   z8: () => (/* binding */ report)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(235);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2935);
/* harmony import */ var _loop_bundle_pr_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22);
/* harmony import */ var _loop_agent_confinement_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9574);
/* harmony import */ var _secrets_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6533);
/* harmony import */ var _process_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3036);
/* harmony import */ var _loop_plan_select_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3494);
/* harmony import */ var _loop_plan_status_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7328);
/* harmony import */ var _loop_record_status_commit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2222);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6013);
/** What a `step` call reports: commit messages, outputs, the job summary, fail-on. */











function commitMessage(outcome) {
    const body = outcome.kind === 'pass' ? `Report: ${outcome.reportPath}` : outcome.reason;
    return `${(0,_loop_record_status_commit_js__WEBPACK_IMPORTED_MODULE_6__/* .statusLine */ .Bs)(outcome)}\n\n${body}\n`;
}
/** The `result` output: a violation wins over a skip it caused, so fail-on still sees it. */
function resultOf(outcome) {
    if (outcome === undefined)
        return 'none';
    if (outcome.kind === 'pass')
        return 'passed';
    if (outcome.violations.length > 0)
        return 'violation';
    return outcome.skipped ? 'skipped' : 'failed';
}
function describeOutcome(outcome, token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()) {
    // It quotes paths and reasons the agent chose: with commands stopped, no line of it is one.
    const stop = `::stop-commands::${token}\n`;
    if (outcome.kind === 'pass')
        return `${stop}${outcome.story}: passed (attempt ${outcome.attempt}), report ${outcome.reportPath}\n::${token}::`;
    const paths = outcome.violations.map(v => `\n  ${v.path}: ${v.detail}`).join('');
    return `${stop}${outcome.story}: ${resultOf(outcome)} (attempt ${outcome.attempt}): ${outcome.reason}${paths}\n::${token}::`;
}
async function report(session, reports, pushNote) {
    const { settings } = session;
    const after = new Map(reports.map(r => [r.after.id, r.after]));
    const stories = session.prd.stories.map(story => after.get(story.id) ?? story);
    const last = reports[reports.length - 1];
    const lastPass = reports.map(r => r.outcome).findLast(o => o.kind === 'pass');
    const lastPr = reports.findLast(r => r.fix?.pr)?.fix?.pr;
    const remaining = stories.filter(s => s.mode === session.mode && (0,_loop_plan_select_js__WEBPACK_IMPORTED_MODULE_7__/* .storyStatus */ .Qx)(s) === 'open');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('story-id', last?.outcome.story ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('result', resultOf(last?.outcome));
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('remaining', String(remaining.length));
    const lastFix = reports.findLast(r => r.fix)?.fix;
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pr-number', lastPr ? String(lastPr.number) : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pr-url', lastPr?.url ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pull-request-operation', lastPr?.kind ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pull-request-branch', lastFix?.branch ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pull-request-head-sha', lastFix?.sha ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('final-message', finalMessage(last, settings.githubToken));
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('report-path', lastPass?.reportPath ?? '');
    setUsageOutputs(reports.map(r => r.outcome.agent.usage));
    const markdown = (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .stepSummaryMarkdown */ .WK)({
        prdPath: settings.prd,
        mode: session.mode,
        outcomes: reports.map(outcomeRow),
        stories: (0,_loop_plan_status_js__WEBPACK_IMPORTED_MODULE_9__/* .storyRows */ .h)({ stories }).map(row => {
            const prUrl = stories.find(story => story.id === row.id)?.pr_url;
            return prUrl ? { ...row, prUrl } : row;
        }),
        pushNote
    });
    await (0,_result_js__WEBPACK_IMPORTED_MODULE_10__/* .writeSummary */ .S)(markdown);
}
function outcomeRow(r) {
    const o = r.outcome;
    return {
        storyId: o.story,
        result: resultOf(o),
        attempt: o.attempt,
        usage: o.agent.usage,
        detail: o.kind === 'pass' ? `report ${o.reportPath}` : o.reason,
        violations: o.kind === 'fail' ? o.violations.map(v => v.path) : [],
        pr: r.fix?.pr,
        agent: `${(0,_loop_bundle_pr_body_js__WEBPACK_IMPORTED_MODULE_2__/* .agentLine */ .SS)(o.agent)}; ${(0,_loop_agent_confinement_js__WEBPACK_IMPORTED_MODULE_3__/* .describeSandbox */ .hT)(o.agent.sandbox)}`,
        transcript: o.agent.transcript ?? undefined
    };
}
/** tokens-in, tokens-out, cost-usd: what this call's agents reported, summed; '' when none did. */
function setUsageOutputs(usages) {
    const sum = (values) => values.length === 0 ? '' : String(Math.round(values.reduce((a, b) => a + b, 0) * 1e6) / 1e6);
    const tokens = usages.flatMap(usage => (usage.tokens ? [usage.tokens] : []));
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('tokens-in', sum(tokens.map(t => t.input)));
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('tokens-out', sum(tokens.map(t => t.output)));
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('cost-usd', sum(usages.flatMap(u => (u.costUsd === undefined ? [] : [u.costUsd]))));
}
/**
 * The `final-message` output: the last transition's final message with the secrets of this
 * environment and known token shapes masked (outputs are not masked by the runner).
 */
function finalMessage(last, token) {
    const known = Object.entries(process.env).flatMap(([name, value]) => (0,_secrets_names_js__WEBPACK_IMPORTED_MODULE_4__/* .isSecretName */ .eh)(name) && value !== undefined ? [value] : []);
    return (0,_process_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E)(last?.outcome.agent.lastMessage ?? '', [...known, token]);
}
/** Applies `fail-on` after everything was recorded; a stop (push, PR) always fails. */
function decide(settings, reports, stop) {
    if (stop !== undefined)
        throw new Error(stop);
    const outcomes = reports.map(r => r.outcome);
    const violations = outcomes.filter(o => o.kind === 'fail' && o.violations.length > 0);
    if (settings.failOn === 'violation' && violations.length > 0)
        throw new Error(`Scope violation in ${violations.map(o => o.story).join(', ')} (fail-on: violation).`);
    const failures = outcomes.filter(o => o.kind === 'fail');
    if (settings.failOn === 'failure' && failures.length > 0)
        throw new Error(`Story ${failures.map(o => o.story).join(', ')} did not pass (fail-on: failure).`);
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

/***/ 9574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Do: () => (/* binding */ confinement_confine),
  hT: () => (/* binding */ describeSandbox),
  lk: () => (/* binding */ planSandbox)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/process/confine.ts
var confine = __webpack_require__(5765);
// EXTERNAL MODULE: ./src/process/run.ts
var run = __webpack_require__(7212);
// EXTERNAL MODULE: ./src/process/which.ts
var which = __webpack_require__(4848);
;// CONCATENATED MODULE: ./src/process/sandbox.ts
/**
 * Whether this machine can confine the agent: bwrap on PATH, and a trial run of `true` in the
 * very sandbox the agent would get. When it cannot, the answer names the cause and the fix
 * (user namespaces refused by AppArmor on Ubuntu 23.10+, by a sysctl, or by a container).
 */




const checked = new Map();
/** Checked once per program and network setting; the same answer object each time. */
function checkSandbox(env, network) {
    const bwrap = (0,which/* findExecutable */.o)('bwrap', env.PATH ?? '', '/');
    const key = `${bwrap} ${network}`;
    let check = checked.get(key);
    if (check === undefined) {
        check = bwrap === undefined ? Promise.resolve(NO_BWRAP) : trial(bwrap, env, network);
        checked.set(key, check);
    }
    return check;
}
const NO_BWRAP = {
    kind: 'unavailable',
    reason: 'bwrap (bubblewrap) is not on PATH',
    fix: 'install it (Debian and Ubuntu: sudo apt-get install bubblewrap; Fedora: sudo dnf install bubblewrap)'
};
async function trial(bwrap, env, network) {
    const args = (0,confine/* confinedArgs */._8)('true', [], undefined, { bwrap, writable: [], readable: [], network });
    const ran = await (0,run/* run */.e)(bwrap, args, {
        env: { PATH: env.PATH },
        timeoutMs: 10_000,
        tailBytes: 2048
    });
    if (ran.kind === 'exited' && ran.exitCode === 0)
        return { kind: 'ready', bwrap };
    const said = ran.kind === 'exited' ? ran.tail.trim().split('\n')[0] || `exit ${ran.exitCode}` : ran.error;
    return { kind: 'unavailable', reason: `${bwrap} cannot make the sandbox: ${said}`, fix: fixFor() };
}
function sysctl(name) {
    try {
        return (0,external_node_fs_.readFileSync)(`/proc/sys/${name}`, 'utf8').trim();
    }
    catch {
        return undefined;
    }
}
function fixFor() {
    if (sysctl('kernel/apparmor_restrict_unprivileged_userns') === '1')
        return 'AppArmor restricts user namespaces (Ubuntu 23.10 and later, GitHub ubuntu-24.04): sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 before the step';
    if (sysctl('user/max_user_namespaces') === '0')
        return 'user namespaces are turned off: sudo sysctl -w user.max_user_namespaces=10000';
    if (sysctl('kernel/unprivileged_userns_clone') === '0')
        return 'unprivileged user namespaces are turned off: sudo sysctl -w kernel.unprivileged_userns_clone=1';
    if ((0,external_node_fs_.existsSync)('/.dockerenv') || (0,external_node_fs_.existsSync)('/run/.containerenv'))
        return 'in a container, user namespaces and mounts are refused: run the agent job on the runner itself, or start the container with --privileged';
    return 'allow unprivileged user namespaces on this machine';
}

// EXTERNAL MODULE: ./src/loop/step-settings.ts
var step_settings = __webpack_require__(7170);
;// CONCATENATED MODULE: ./src/loop/agent/confinement.ts
/**
 * Whether one agent call runs confined, and what it gets then: a private home with a copy of the
 * adapter's config files (a login refreshed inside is not kept), and the folders it must read.
 */






function describeSandbox(use) {
    if (use.tool !== null)
        return `confined by ${use.tool}, network ${use.network}`;
    return use.setting === 'off'
        ? 'unconfined (sandbox: off)'
        : 'unconfined (sandbox: auto, this machine cannot confine)';
}
/** `auto` warns once when the machine cannot confine; `required` and `network: off` throw. */
async function planSandbox(setting, network, env) {
    const use = { setting, network: network ? 'on' : 'off', tool: null };
    if (setting === 'off' && !network)
        throw new Error("Invalid settings sandbox 'off' with network 'off': only the sandbox can take the network away. Expected sandbox auto or required, or network on.");
    if (setting === 'off')
        return { kind: 'unconfined', use };
    const check = await checkSandbox(env, network);
    if (check.kind === 'ready')
        return { kind: 'confined', use: { ...use, tool: 'bwrap' }, bwrap: check.bwrap };
    const why = `${check.reason}. Fix: ${check.fix}.`;
    if (setting === 'required' || !network)
        throw new step_settings/* StepError */.zg('sandbox-unavailable', `The agent cannot be confined (sandbox: ${setting}${network ? '' : ', network: off'}): ${why} Nothing ran and no attempt was counted.`);
    if (warned.has(check))
        return { kind: 'unconfined', use };
    warned.add(check);
    return {
        kind: 'unconfined',
        use,
        warning: `The agent runs unconfined (sandbox: auto): ${why} Set sandbox: required to refuse instead.`
    };
}
/** The answers already warned about: once per process (a `ralph run` of many steps). */
const warned = new WeakSet();
/** The confinement and the agent's environment in it; `scratch` holds the private home. */
function confinement_confine(adapter, plan, call) {
    const home = (0,external_node_path_.join)(call.scratch, 'home');
    (0,external_node_fs_.mkdirSync)(home);
    const env = { ...call.env, HOME: confine/* HOME_INSIDE */.jS };
    if (env.TMPDIR !== undefined)
        env.TMPDIR = '/tmp';
    const config = adapter.configDir;
    const realHome = call.env.HOME;
    if (config) {
        const from = call.env[config.env] || (realHome && (0,external_node_path_.join)(realHome, config.home));
        if (from)
            copyIn(from, (0,external_node_path_.join)(home, config.home));
        if (call.env[config.env] !== undefined)
            env[config.env] = (0,external_node_path_.join)(confine/* HOME_INSIDE */.jS, config.home);
        for (const file of config.files ?? [])
            if (realHome)
                copyIn((0,external_node_path_.join)(realHome, file), (0,external_node_path_.join)(home, file));
    }
    const path = (call.env.PATH ?? '').split(external_node_path_.delimiter).filter(dir => dir.startsWith('/'));
    const program = (0,which/* findExecutable */.o)(call.invocation.file, call.env.PATH ?? '', call.repo);
    // A script the command runs (`node /tmp/x/agent.mjs`) is the user's choice, as the program is.
    const named = call.invocation.args.filter(arg => (0,external_node_path_.isAbsolute)(arg) && isFile(arg));
    const folders = [...(program === undefined ? [] : [program]), ...named].map(programFolder);
    return {
        env,
        confine: {
            bwrap: plan.bwrap,
            writable: [call.repo],
            readable: [...path, ...folders, call.scratch],
            home,
            network: plan.use.network === 'on'
        }
    };
}
/** The folder a program needs: an npm-installed CLI's whole node_modules, else its own. */
function programFolder(program) {
    let real = program;
    try {
        real = (0,external_node_fs_.realpathSync)(program);
    }
    catch {
        // a program that vanished fails to start, as it would unconfined
    }
    const packages = real.indexOf('/node_modules/');
    return packages >= 0 ? real.slice(0, packages + '/node_modules'.length) : (0,external_node_path_.dirname)(real);
}
/** Copies a file, or the files directly in a folder; what is missing or unreadable is skipped. */
function copyIn(from, to) {
    const copy = (source, target) => {
        try {
            if ((0,external_node_fs_.statSync)(source).isFile())
                (0,external_node_fs_.copyFileSync)(source, target);
        }
        catch {
            // unreadable: the agent would not have read it either
        }
    };
    let names;
    try {
        if (!(0,external_node_fs_.statSync)(from).isDirectory())
            return copy(from, to);
        names = (0,external_node_fs_.readdirSync)(from);
    }
    catch {
        return;
    }
    (0,external_node_fs_.mkdirSync)(to, { recursive: true });
    for (const name of names)
        copy((0,external_node_path_.join)(from, name), (0,external_node_path_.join)(to, name));
}
function isFile(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 3340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ describeUsage),
/* harmony export */   W: () => (/* binding */ followTranscript)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reads the JSON-lines transcript of `codex exec --json` and `claude -p --output-format
 * stream-json` as it streams: the last message and what the CLI reported about the run. Pure.
 */

const num = (v) => (typeof v === 'number' && v >= 0 && v < Infinity ? v : undefined);
const int = (v) => (Number.isSafeInteger(v) ? num(v) : undefined);
const obj = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
const add = (a, b) => ({
    input: (a?.input ?? 0) + b.input,
    output: (a?.output ?? 0) + b.output,
    cachedInput: (a?.cachedInput ?? 0) + b.cachedInput
});
/** The usage without the fields the CLI did not report. */
const reported = (usage) => Object.fromEntries(Object.entries(usage).filter(([, value]) => value !== undefined));
/** The object on one line; {} for anything else (a warning the CLI printed, a line cut by a kill). */
function parseLine(line) {
    try {
        return obj(JSON.parse(line));
    }
    catch {
        return {};
    }
}
/** One whole line at a time; the summary counts a last line without its newline too. */
function followTranscript(format, onMessage = () => undefined) {
    const reader = format === 'codex-jsonl' ? codexReader(onMessage) : claudeReader(onMessage);
    const decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    let rest = '';
    const take = (text) => {
        const lines = (rest + text).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines)
            reader.take(parseLine(line));
    };
    return {
        push: (chunk) => take(typeof chunk === 'string' ? chunk : decoder.write(chunk)),
        /** Tokens reported so far, input (cached included) and output. */
        tokens: () => {
            const tokens = reader.summary().usage.tokens;
            return tokens ? tokens.input + tokens.output : 0;
        },
        summary: () => {
            take(decoder.end() + '\n');
            return reader.summary();
        }
    };
}
function codexReader(onMessage) {
    let lastMessage = '';
    let turns = 0;
    let tokens;
    return {
        take(event) {
            const item = obj(event.item);
            if (event.type === 'item.completed' && item.type === 'agent_message') {
                lastMessage = typeof item.text === 'string' ? item.text : lastMessage;
                onMessage(lastMessage);
            }
            if (event.type === 'turn.completed' || event.type === 'turn.failed')
                turns++;
            if (event.type === 'turn.completed') {
                const usage = obj(event.usage);
                tokens = add(tokens, {
                    input: int(usage.input_tokens) ?? 0,
                    output: int(usage.output_tokens) ?? 0,
                    cachedInput: int(usage.cached_input_tokens) ?? 0
                });
            }
        },
        summary() {
            return { lastMessage, usage: reported({ turns: turns > 0 ? turns : undefined, tokens }) };
        }
    };
}
/** Input tokens as claude counts them: new, written to the cache, and read from it. */
function claudeTokens(usage) {
    if (int(usage.input_tokens) === undefined && int(usage.output_tokens) === undefined)
        return undefined;
    const read = int(usage.cache_read_input_tokens) ?? 0;
    return {
        input: (int(usage.input_tokens) ?? 0) + (int(usage.cache_creation_input_tokens) ?? 0) + read,
        output: int(usage.output_tokens) ?? 0,
        cachedInput: read
    };
}
function claudeReader(onMessage) {
    let lastMessage = '';
    let result;
    // Each model call's usage, by message id: claude repeats a message once per content block.
    const calls = new Map();
    // The result's count; before it (a call stopped early), the model calls' counts summed.
    const counted = () => (result && claudeTokens(obj(result.usage))) ??
        [...calls.values()].reduce(add, undefined);
    return {
        take(event) {
            if (event.type === 'assistant') {
                const message = obj(event.message);
                const text = assistantText(message);
                if (text !== '')
                    onMessage((lastMessage = text));
                const tokens = claudeTokens(obj(message.usage));
                if (tokens)
                    calls.set(message.id ?? calls.size, tokens);
            }
            if (event.type === 'result')
                result = event;
        },
        summary() {
            if (typeof result?.result === 'string')
                lastMessage = result.result;
            const usage = reported({
                turns: int(result?.num_turns),
                durationMs: int(result?.duration_ms),
                costUsd: num(result?.total_cost_usd),
                tokens: counted()
            });
            return { lastMessage, usage };
        }
    };
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

/***/ 447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ startBundle),
/* harmony export */   Bo: () => (/* binding */ readBundle),
/* harmony export */   e0: () => (/* binding */ MANIFEST),
/* harmony export */   rJ: () => (/* binding */ BundleError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6125);
/* harmony import */ var _record_events_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6245);
/* harmony import */ var _record_status_commit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2222);
/* harmony import */ var _step_settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7170);
/* harmony import */ var _fs_hash_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3299);
/** The manifest's sha256s catch damage and mix-ups; publish re-checks the rest against the base. */







const BUNDLE_FORMAT = 'ralph-bundle/1';
const MANIFEST = 'manifest.json';
const PARTS = ['outcome.json', 'story.json', 'events.jsonl', 'writes.patch', 'report'];
const REQUIRED = ['outcome.json', 'story.json', 'events.jsonl', 'writes.patch'];
class BundleError extends Error {
    file;
    pointer;
    constructor(file, pointer, detail, options) {
        super(`${file}${pointer ? ` ${pointer}` : ''}: ${detail}`, options);
        this.file = file;
        this.pointer = pointer;
        this.name = 'BundleError';
    }
}
/** Notes the base commit and the events log's length before the step. */
async function startBundle({ top, git, prdRel: prd, eventsLog }, dir) {
    if (prd === undefined)
        throw new _step_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .StepError */ .zg('bad-input', 'A bundle needs the PRD inside the repository it records.');
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) && (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir).isDirectory() || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir).length > 0))
        throw new _step_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .StepError */ .zg('bad-input', `The bundle folder ${dir} is not empty. Give a new or empty folder, so no old part is mixed in.`);
    const base = await git.resolveCommit('HEAD');
    if (base === undefined)
        throw new _step_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .StepError */ .zg('bad-input', 'A bundle needs a commit to start from; HEAD has none.');
    const start = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(eventsLog) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(eventsLog).size : 0;
    return {
        /** Checks the folder again, as the agent ran since the start. */
        async write(outcome) {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir).length > 0)
                throw new BundleError(dir, '', 'the bundle folder is not empty; give a new or empty folder, so no old part is mixed in');
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
            const { before, after, ...rest } = outcome;
            const json = (value) => JSON.stringify(value, null, 2) + '\n';
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'outcome.json'), json(rest));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'story.json'), json({ before: (0,_record_status_commit_js__WEBPACK_IMPORTED_MODULE_4__/* .ownedFields */ .zu)(before), after: (0,_record_status_commit_js__WEBPACK_IMPORTED_MODULE_4__/* .ownedFields */ .zu)(after) }));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'events.jsonl'), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(eventsLog).subarray(start));
            const patchFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'writes.patch');
            if (outcome.kind === 'pass') {
                await git.writePatch(base, await git.treeWithPaths(base, outcome.writes), patchFile);
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'report'), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(top, outcome.reportPath)));
            }
            else {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(patchFile, '');
            }
            const parts = {};
            for (const name of PARTS)
                if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name)))
                    parts[name] = (0,_fs_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256Hex */ .fg)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name)));
            const { story, attempt } = outcome;
            const manifest = { format: BUNDLE_FORMAT, story, attempt, base, prd, parts };
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, MANIFEST), json(manifest));
        }
    };
}
function readBundle(dir) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir).isDirectory())
        throw new _step_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .StepError */ .zg('missing', `The bundle folder ${dir} does not exist. Give the folder the agent job wrote ` +
            "('bundle-path'), downloaded with actions/download-artifact.");
    const manifest = readManifest(dir);
    checkParts(dir, manifest);
    const outcome = readOutcome(dir, manifest);
    const change = readChange(dir);
    const events = readEvents(dir, manifest.story);
    const report = manifest.parts.report === undefined ? undefined : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'report'));
    if ((outcome.kind === 'pass') !== (report !== undefined))
        throw new BundleError((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, MANIFEST), '/parts/report', outcome.kind === 'pass' ? 'a pass needs its report part' : 'only a pass carries a report');
    return { dir, manifest, outcome, change, events, patchFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'writes.patch'), report };
}
function readJson(file) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        throw new BundleError(file, '', 'missing: the bundle is incomplete');
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        throw new BundleError(file, '', 'is not valid JSON', { cause: error });
    }
}
function readManifest(dir) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, MANIFEST);
    const value = readJson(file);
    const bad = (pointer, what) => new BundleError(file, pointer, `expected ${what}`);
    if (!(0,_prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value))
        throw bad('', 'an object');
    if (value.format !== BUNDLE_FORMAT)
        throw bad('/format', `'${BUNDLE_FORMAT}'`);
    if (typeof value.story !== 'string' || value.story === '')
        throw bad('/story', 'a story id');
    if (!Number.isSafeInteger(value.attempt) || value.attempt < 1)
        throw bad('/attempt', 'a whole number >= 1');
    if (typeof value.base !== 'string' || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(value.base))
        throw bad('/base', 'a full commit sha');
    if (typeof value.prd !== 'string' || value.prd === '')
        throw bad('/prd', 'the PRD path');
    if (!(0,_prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value.parts))
        throw bad('/parts', 'an object of part names to sha256');
    for (const [name, hash] of Object.entries(value.parts)) {
        if (!PARTS.includes(name))
            throw bad(`/parts/${name}`, `one of the parts ${PARTS.join(', ')}`);
        if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash))
            throw bad(`/parts/${name}`, 'a sha256 in hex');
    }
    for (const name of REQUIRED)
        if (value.parts[name] === undefined)
            throw bad(`/parts/${name}`, 'this part to be listed');
    return value;
}
function checkParts(dir, manifest) {
    const listed = new Set([MANIFEST, ...Object.keys(manifest.parts)]);
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir))
        if (!listed.has(name))
            throw new BundleError((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name), '', 'is not listed in the manifest: a bundle holds nothing else');
    for (const [name, hash] of Object.entries(manifest.parts)) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
            throw new BundleError(file, '', 'missing: the bundle is incomplete');
        const actual = (0,_fs_hash_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256Hex */ .fg)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file));
        if (actual !== hash)
            throw new BundleError((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, MANIFEST), `/parts/${name}`, `${name} has sha256 ${actual}, the manifest says ${hash}: the bundle was changed ` +
                'after the agent job wrote it');
    }
}
function readOutcome(dir, manifest) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'outcome.json');
    const value = readJson(file);
    const bad = (pointer, what) => new BundleError(file, pointer, `expected ${what}`);
    if (!(0,_prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value))
        throw bad('', 'an object');
    if (value.kind !== 'pass' && value.kind !== 'fail')
        throw bad('/kind', "'pass' or 'fail'");
    if (value.story !== manifest.story)
        throw bad('/story', `'${manifest.story}' as in the manifest`);
    if (value.attempt !== manifest.attempt)
        throw bad('/attempt', `${manifest.attempt} as in the manifest`);
    if (!Array.isArray(value.writes) || !value.writes.every(w => typeof w === 'string'))
        throw bad('/writes', 'an array of paths');
    if (!(0,_prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value.agent) || !(0,_prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value.agent.identity))
        throw bad('/agent', 'what ran (identity, usage)');
    if (value.kind === 'pass' && typeof value.reportPath !== 'string')
        throw bad('/reportPath', 'the report path');
    if (value.kind === 'fail') {
        if (typeof value.reason !== 'string')
            throw bad('/reason', 'a string');
        if (!Array.isArray(value.violations))
            throw bad('/violations', 'an array');
        if (typeof value.skipped !== 'boolean')
            throw bad('/skipped', 'true or false');
    }
    return value;
}
function readChange(dir) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'story.json');
    const value = readJson(file);
    if (!(0,_prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value) || !(0,_prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value.before) || !(0,_prd_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value.after))
        throw new BundleError(file, '', 'expected {"before": {...}, "after": {...}}');
    return { before: value.before, after: value.after };
}
function readEvents(dir, story) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'events.jsonl');
    const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    if (text !== '' && !text.endsWith('\n'))
        throw new BundleError(file, '', 'expected JSON lines, each ending in a newline');
    text
        .split('\n')
        .slice(0, -1)
        .forEach((line, index) => {
        const at = `line ${index + 1}`;
        let event;
        try {
            event = JSON.parse(line);
        }
        catch (error) {
            throw new BundleError(file, at, 'is not JSON', { cause: error });
        }
        const [finding] = (0,_record_events_js__WEBPACK_IMPORTED_MODULE_3__/* .eventFindings */ .PP)(event);
        if (finding !== undefined)
            throw new BundleError(file, at + finding.pointer, `not a valid event: ${finding.message}`);
        const named = event.story;
        if (named !== undefined && named !== story)
            throw new BundleError(file, `${at}/story`, `names '${String(named)}'; a bundle of ${story} carries only its own events`);
    });
    return text;
}


/***/ }),

/***/ 22:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ markedStory),
/* harmony export */   KI: () => (/* binding */ REVIEW_LABEL),
/* harmony export */   NF: () => (/* binding */ pullRequestBody),
/* harmony export */   SS: () => (/* binding */ agentLine),
/* harmony export */   Zr: () => (/* binding */ pullRequestTitle),
/* harmony export */   qQ: () => (/* binding */ fixCommitMessage)
/* harmony export */ });
/* harmony import */ var _agent_transcript_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/* harmony import */ var _plan_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8472);
/* harmony import */ var _transition_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6035);
/** The title and body of a fix pull request: pure, so tests pin the exact text. */



const REVIEW_LABEL = 'ralph:review';
/** Paths a list shows: at most 600 characters each, the body stays within GitHub's 65,536. */
const LISTED = 50;
/** A path the agent chose, as inline code on one line (a table cell's too): no Markdown in it. */
const codeSpan = (path) => `\`${(0,_transition_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanReason */ .Me)(path).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
/** The marker check-scope looks for when the head branch does not name the story. */
function markedStory(body) {
    return /<!--\s*ralph-story:\s*([^\s>]+)\s*-->/.exec(body ?? '')?.[1];
}
/** `<prefix> <id> <title>`; the prefix is joined with a space (inputs arrive trimmed). */
function pullRequestTitle(story, prefix = 'ralph:') {
    return [oneLine(prefix), story.id, oneLine(story.title)].filter(part => part !== '').join(' ');
}
function fixCommitMessage(story, prefix = 'ralph:') {
    return `${pullRequestTitle(story, prefix)}\n\nScope: ${story.scope.join(', ')}\n`;
}
function pullRequestBody(fix) {
    const { story, outcome } = fix;
    const acceptance = story.acceptance_criteria.find(_plan_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isCreatedCriterion */ .Y);
    const lines = [`**${story.id}**: ${oneLine(story.title)}`, ''];
    if (story.objective)
        lines.push(story.objective.trim(), '');
    lines.push('**Scope**', '', ...story.scope.map(pattern => `- \`${pattern}\``), '');
    lines.push(`**Acceptance**: ${acceptance ?? `Created ${outcome.reportPath}`}`, '');
    lines.push(`**Outcome**: passed on attempt ${outcome.attempt}; ${outcome.writes.length} path(s) written, ` +
        `all inside the scope (report: \`${outcome.reportPath}\`):`, '', ...outcome.writes.slice(0, LISTED).map(path => `- ${codeSpan(path)}`), ...(outcome.writes.length > LISTED ? [`- and ${outcome.writes.length - LISTED} more`] : []), '');
    if (fix.review && fix.review.length > 0)
        lines.push('**Review before merging**: this change touches files that steer later agent runs and ' +
            'builds (protected-files: review).', '', '| File | What it is |', '| --- | --- |', ...fix.review.slice(0, LISTED).map(file => `| ${codeSpan(file.path)} | ${file.what} |`), ...(fix.review.length > LISTED ? [`| and ${fix.review.length - LISTED} more | |`] : []), '');
    lines.push(`**Agent**: ${agentLine(outcome.agent)}`, '');
    const run = fix.runUrl ? ` by [this run](${fix.runUrl})` : '';
    lines.push(`Branch \`${fix.branch}\` is commit ${fix.head} on ${fix.base.sha} (\`${fix.base.branch}\`), ` +
        `written${run}. The scope was checked when the commit was made: see the \`ralph/scope\` status.`, '', `<!-- ralph-story: ${story.id} -->`, '');
    return lines.join('\n');
}
/** `codex 0.171.0, model gpt-5-codex: 1 turn, 41 s, 1,200 tokens in (200 cached), 300 out`. */
function agentLine(agent) {
    const { name, version, model } = agent.identity;
    const what = [name, version].filter(Boolean).join(' ');
    const withModel = model ? `${what}, model ${oneLine(model)}` : what;
    return `${withModel}: ${(0,_agent_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .describeUsage */ .P)(agent.usage, agent.durationMs)}`;
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}


/***/ }),

/***/ 7328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ storyRows)
/* harmony export */ });
/* unused harmony export statusCounts */
/* harmony import */ var _select_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3494);


/** One row per story (of `mode`, when given), in selection order. */
function storyRows(prd, mode) {
    return prd.stories
        .filter(story => mode === undefined || story.mode === mode)
        .sort(_select_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStories */ .HH)
        .map(story => ({
        id: story.id,
        priority: story.priority,
        mode: story.mode,
        status: (0,_select_js__WEBPACK_IMPORTED_MODULE_0__/* .storyStatus */ .Qx)(story),
        attempts: story.attempts ?? 0,
        title: story.title
    }));
}
const emptyTally = () => ({ open: 0, passing: 0, skipped: 0 });
/** Counts per status and per mode and status (only `mode`, when given). */
function statusCounts(prd, mode) {
    const modes = mode === undefined ? MODES : [mode];
    const counts = {
        total: 0,
        byStatus: emptyTally(),
        byMode: Object.fromEntries(modes.map(m => [m, emptyTally()]))
    };
    for (const row of storyRows(prd, mode)) {
        counts.total++;
        counts.byStatus[row.status]++;
        counts.byMode[row.mode][row.status]++;
    }
    return counts;
}


/***/ }),

/***/ 2793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ updateStory)
/* harmony export */ });
/* unused harmony export applyStoryPatch */
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _record_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1157);
/* harmony import */ var _prd_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3438);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6539);





/** Matches the file's own indentation and line endings (2 spaces and LF for ours). */
function formatting(text) {
    const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
    return {
        insertSpaces: !indent.startsWith('\t'),
        tabSize: indent.startsWith('\t') ? 1 : indent.length,
        eol: text.includes('\r\n') ? '\r\n' : '\n'
    };
}
/** Pure: every other byte stays; `null` removes a field; new fields go at the story's end. */
function applyStoryPatch(text, storyId, patch) {
    const foreign = Object.keys(patch).filter(key => !_types_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNNER_OWNED_FIELDS */ .bS.includes(key));
    if (foreign.length > 0)
        throw new Error(`Cannot patch ${foreign.map(key => `'${key}'`).join(', ')} of story '${storyId}': ` +
            `only the runner-owned fields ${_types_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNNER_OWNED_FIELDS */ .bS.join(', ')} may change.`);
    const list = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.findNodeAtLocation)((0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text), ['stories']);
    const stories = list?.type === 'array' ? (list.children ?? []) : [];
    const ids = stories.map(node => (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.findNodeAtLocation)(node, ['id'])?.value);
    const matching = stories.filter((_, index) => ids[index] === storyId);
    const story = matching[0];
    if (story === undefined || matching.length > 1)
        throw new Error(story === undefined
            ? `No story with id '${storyId}' in the PRD. Expected one of: ${ids.map(String).join(', ')}.`
            : `Story id '${storyId}' occurs ${matching.length} times in the PRD; ids must be unique.`);
    const formattingOptions = formatting(text);
    const lineStart = text.lastIndexOf('\n', story.offset - 1) + 1;
    const indent = text.slice(lineStart, story.offset);
    // The story alone, behind its own line's indentation, formats as it does inside the file,
    // so each key's edit re-reads one story rather than the whole PRD.
    const alone = /^[ \t]*$/.test(indent);
    const start = alone ? lineStart : 0;
    const end = alone ? story.offset + story.length : text.length;
    const path = alone ? [] : ['stories', stories.indexOf(story)];
    let part = text.slice(start, end);
    for (const [key, value] of Object.entries(patch)) {
        if (value === undefined)
            continue;
        const edits = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.modify)(part, [...path, key], value === null ? undefined : value, {
            formattingOptions
        });
        part = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.applyEdits)(part, edits);
    }
    return text.slice(0, start) + part + text.slice(end);
}
/** Patches one story of the PRD file, atomically and only into a valid PRD; under the lock. */
async function updateStory(prdPath, storyId, patch) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(prdPath, 'utf8');
    const next = applyStoryPatch(text, storyId, patch);
    const checked = (0,_prd_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePrdText */ .f)(next, prdPath);
    if (checked.kind !== 'ok')
        throw new Error(`Refusing to write ${prdPath}: the patch of story '${storyId}' would make it invalid: ` +
            checked.problems.map(p => `${p.pointer}: ${p.message}`).join('; '));
    if (next !== text)
        await (0,_record_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Z)(prdPath, next);
    return checked.prd;
}


/***/ }),

/***/ 1157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);




async function fsyncDirectory(dir) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(dir, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY);
        await handle.sync();
    }
    catch (error) {
        // Some file systems refuse fsync on a directory; the rename itself is still atomic there.
        const code = error.code;
        if (code !== 'EINVAL' && code !== 'EISDIR' && code !== 'EPERM')
            throw error;
    }
    finally {
        await handle?.close();
    }
}
/**
 * Replaces `path` with `data` so that readers see the old or the new content, never a mix,
 * even across a crash: temp file in the same folder, fsync, rename over, fsync the folder.
 * An existing file keeps its permission bits.
 */
async function writeFileAtomic(path, data) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path);
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    const mode = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(path).then(stats => stats.mode & 0o777, () => 0o644);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temp, 'wx', mode);
    try {
        try {
            await handle.writeFile(data);
            await handle.chmod(mode);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temp, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(temp).catch(() => undefined);
        throw new Error(`Could not write ${path} atomically: ${error.message}`, {
            cause: error
        });
    }
    await fsyncDirectory(dir);
}


/***/ }),

/***/ 2222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ statusLine),
/* harmony export */   E0: () => (/* binding */ changedFields),
/* harmony export */   K6: () => (/* binding */ recordAgain),
/* harmony export */   Th: () => (/* binding */ applyStatus),
/* harmony export */   ur: () => (/* binding */ commitStatuses),
/* harmony export */   zu: () => (/* binding */ ownedFields)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_repository_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4718);
/* harmony import */ var _prd_prd_writer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2793);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6245);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6539);
/**
 * The status commit of one transition, kept as data so it can be applied again on a branch tip
 * where someone else changed the PRD, as long as they did not change this story.
 */






/** The status commit's first line, from the step and from publish: `ralph: ID passing`, … */
function statusLine(outcome) {
    if (outcome.kind === 'pass')
        return `ralph: ${outcome.story} passing`;
    const what = outcome.violations.length > 0 ? 'scope violation' : 'failed';
    // A bundle of an older agent job does not carry max-attempts.
    const of = outcome.maxAttempts === undefined ? '' : ` of ${outcome.maxAttempts}`;
    return outcome.skipped
        ? `ralph: ${outcome.story} skipped after ${outcome.attempt} attempts (${what})`
        : `ralph: ${outcome.story} ${what} (attempt ${outcome.attempt}${of})`;
}
/** A story's runner-owned fields, absent ones as null, in a fixed order. */
function ownedFields(story) {
    return Object.fromEntries(_types_js__WEBPACK_IMPORTED_MODULE_5__/* .RUNNER_OWNED_FIELDS */ .bS.map(key => [key, story[key] ?? null]));
}
/** Not committed. Fails, changing nothing, when the story is neither as found nor as left. */
async function applyStatus(layout, record) {
    const prdFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(layout.top, layout.prdRel);
    const fresh = freshStory(prdFile, record.storyId);
    const now = JSON.stringify(ownedFields(fresh));
    if (now !== JSON.stringify(record.before) && now !== JSON.stringify(record.after))
        throw new Error(`Story '${record.storyId}' changed on the branch while this step ran (now ${now}). ` +
            'This step’s outcome was not recorded; run the step again.');
    await (0,_prd_prd_writer_js__WEBPACK_IMPORTED_MODULE_3__/* .updateStory */ .f)(prdFile, record.storyId, changedFields(record.before, record.after));
    appendEvents((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(layout.top, _events_js__WEBPACK_IMPORTED_MODULE_4__/* .EVENTS_LOG */ .dU), record.events);
    for (const file of record.files) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(layout.top, file.path)), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(layout.top, file.path), file.bytes);
    }
}
/** The records applied again (on a moved branch's tip) and committed as one status commit. */
async function recordAgain(layout, records, message, env) {
    for (const record of records)
        await applyStatus(layout, record);
    return commitStatuses(layout, records, message, env);
}
/** Commits the PRD, the events log and the records' files as they are on disk now. */
async function commitStatuses(layout, records, message, env) {
    const paths = [
        layout.prdRel,
        _events_js__WEBPACK_IMPORTED_MODULE_4__/* .EVENTS_LOG */ .dU,
        ...records.flatMap(record => record.files.map(file => file.path))
    ];
    return new _git_repository_js__WEBPACK_IMPORTED_MODULE_2__.Repository(layout.top).commitPaths([...new Set(paths)], message, env);
}
function freshStory(prdFile, storyId) {
    let prd;
    try {
        prd = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(prdFile, 'utf8'));
    }
    catch (error) {
        throw new Error(`Cannot read the PRD ${prdFile} on the fresh branch tip.`, { cause: error });
    }
    const story = prd.stories?.find(s => s.id === storyId);
    if (!story)
        throw new Error(`Story '${storyId}' is no longer in ${prdFile} on the branch; this step's outcome was not recorded.`);
    return story;
}
function changedFields(before, after) {
    const changed = _types_js__WEBPACK_IMPORTED_MODULE_5__/* .RUNNER_OWNED_FIELDS */ .bS.filter(key => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
    return Object.fromEntries(changed.map(key => [key, after[key] ?? null]));
}
/**
 * Appends the lines the log does not hold yet: in the clone where `step --bundle` ran, the step
 * already wrote them, and publishing there must not record its events twice.
 */
function appendEvents(file, lines) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
    const current = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8') : '';
    const held = new Set(current.split('\n'));
    const fresh = lines.split('\n').filter(line => line !== '' && !held.has(line));
    if (fresh.length === 0)
        return;
    const separator = current === '' || current.endsWith('\n') ? '' : '\n';
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, current + separator + fresh.map(line => `${line}\n`).join(''));
}


/***/ }),

/***/ 4848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ findExecutable)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** The file a program name resolves to on PATH (or as a path), when it is executable. */
function findExecutable(file, path, cwd) {
    const candidates = file.includes('/')
        ? [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(file) ? file : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, file)]
        : path
            .split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter)
            .filter(dir => dir !== '')
            .map(dir => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, file));
    return candidates.find(candidate => {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(candidate).isFile();
        }
        catch {
            return false;
        }
    });
}


/***/ })

};
