export const id = 704;
export const ids = [704];
export const modules = {

/***/ 7179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ shipFix)
});

// EXTERNAL MODULE: ./src/git/branch.ts
var git_branch = __webpack_require__(8030);
// EXTERNAL MODULE: ./src/git/commit.ts
var commit = __webpack_require__(5895);
// EXTERNAL MODULE: ./src/git/git.ts + 2 modules
var git = __webpack_require__(61);
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
/**
 * The one Octokit factory: token auth, the given API root, @octokit/plugin-retry for
 * transient server errors (never for 4xx answers) and @octokit/plugin-throttling for rate
 * limits. Calls that must not be repeated blindly pass `request: { retries: 0 }`.
 */
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
    const client = new RalphOctokit({
        auth: token,
        baseUrl: options.baseUrl,
        onRetry: options.onRetry,
        retry: {
            retries: Math.max(0, options.retries ?? 3),
            retryAfterBaseValue: options.backoffMs ?? 1000
        },
        throttle: {
            onRateLimit: rateLimited('rate limit'),
            onSecondaryRateLimit: rateLimited('secondary rate limit'),
            ...(spacing === undefined ? {} : spacedWrites(spacing))
        }
    });
    return client;
}
/** Own write and notification limiters (the plugin's defaults are shared by every client). */
function spacedWrites(minTime) {
    return {
        write: new (lib_default()).Group({ maxConcurrent: 1, minTime }),
        notifications: new (lib_default()).Group({ maxConcurrent: 1, minTime })
    };
}
/**
 * Tells each failed attempt that the retry plugin may repeat, with GitHub's answer. Listed
 * before the retry plugin, so its hook sits inside the retries and sees every attempt.
 */
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

// EXTERNAL MODULE: ./src/github/pr-body.ts
var pr_body = __webpack_require__(3938);
;// CONCATENATED MODULE: ./src/github/errors.ts
const PR_SETTING = 'Settings > Actions > General > Workflow permissions > ' +
    '"Allow GitHub Actions to create and approve pull requests"';
/**
 * Wraps a REST failure in an Error that says what to change. `doing` names the call
 * ("create the pull request"), `permission` the workflow permission it needs.
 */
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

;// CONCATENATED MODULE: ./src/github/pr-options.ts
/** Users and team slugs apart, as the review-request endpoint wants them. */
function splitReviewers(reviewers) {
    const users = reviewers.filter(name => !name.includes('/'));
    const teams = reviewers.filter(name => name.includes('/')).map(name => name.split('/')[1] ?? '');
    return { users, teams };
}

;// CONCATENATED MODULE: ./src/github/pulls.ts



const PERMISSION = 'pull-requests: write';
/**
 * Opens a pull request for `head`, or updates the open one: never a second. When another run
 * creates it between our list and our create, GitHub answers 422 "already exists" and we
 * update that one instead. Labels, reviewers and assignees are added when missing.
 */
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
    await ensureLabels(client, spec, number, pull?.labels ?? []);
    await ensureReviewers(client, spec, number, pull);
    await ensureAssignees(client, spec, number, pull?.assignees ?? []);
}
async function findOpenPull(client, spec) {
    try {
        const { data } = await client.rest.pulls.list({
            owner: spec.owner,
            repo: spec.repo,
            state: 'open',
            head: `${spec.owner}:${spec.head}`,
            per_page: 10
        });
        return data[0];
    }
    catch (error) {
        throw explainGitHubError(error, `list pull requests for ${spec.head}`, PERMISSION);
    }
}
/**
 * Creates the pull request; undefined when GitHub says one already exists for the head.
 * A create is never repeated blindly: after a server error (the request may have gone
 * through) the open pull requests are listed first, and only when none is there is it sent
 * once more.
 */
async function createPull(client, spec) {
    try {
        return await sendCreate(client, spec);
    }
    catch (error) {
        if (!isServerError(error))
            throw explainGitHubError(error, `create the pull request for ${spec.head}`, PERMISSION);
        const landed = await findOpenPull(client, spec);
        if (landed)
            return { kind: 'created', number: landed.number, url: landed.html_url };
        try {
            return await sendCreate(client, spec);
        }
        catch (again) {
            throw explainGitHubError(again, `create the pull request for ${spec.head}`, PERMISSION);
        }
    }
}
/** One POST, without the client's retries; undefined for GitHub's 422 "already exists". */
async function sendCreate(client, spec) {
    try {
        const { data } = await client.rest.pulls.create({
            owner: spec.owner,
            repo: spec.repo,
            head: spec.head,
            base: spec.base,
            title: spec.title,
            body: spec.body,
            ...(spec.options.draft ? { draft: true } : {}),
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
    try {
        const { data } = await client.rest.pulls.update({
            owner: spec.owner,
            repo: spec.repo,
            pull_number: pull.number,
            title: spec.title,
            body: spec.body,
            base: spec.base
        });
        return { kind: 'updated', number: data.number, url: data.html_url };
    }
    catch (error) {
        throw explainGitHubError(error, `update pull request #${pull.number}`, PERMISSION);
    }
}
async function ensureLabels(client, spec, number, current) {
    const present = new Set(current.map(label => label.name));
    const missing = spec.options.labels.filter(label => !present.has(label));
    if (missing.length === 0)
        return;
    try {
        await client.rest.issues.addLabels({
            owner: spec.owner,
            repo: spec.repo,
            issue_number: number,
            labels: missing
        });
    }
    catch (error) {
        throw explainGitHubError(error, `label pull request #${number}`, PERMISSION);
    }
}
async function ensureReviewers(client, spec, number, pull) {
    const wanted = splitReviewers(spec.options.reviewers);
    const users = new Set((pull?.requested_reviewers ?? []).map(user => user.login.toLowerCase()));
    const teams = new Set((pull?.requested_teams ?? []).map(team => team.slug.toLowerCase()));
    const reviewers = wanted.users.filter(name => !users.has(name.toLowerCase()));
    const teamReviewers = wanted.teams.filter(slug => !teams.has(slug.toLowerCase()));
    if (reviewers.length === 0 && teamReviewers.length === 0)
        return;
    try {
        await client.rest.pulls.requestReviewers({
            owner: spec.owner,
            repo: spec.repo,
            pull_number: number,
            ...(reviewers.length > 0 ? { reviewers } : {}),
            ...(teamReviewers.length > 0 ? { team_reviewers: teamReviewers } : {})
        });
    }
    catch (error) {
        throw explainGitHubError(error, `request review of pull request #${number} from ${[...reviewers, ...teamReviewers].join(', ')}`, PERMISSION);
    }
}
async function ensureAssignees(client, spec, number, current) {
    const present = new Set(current.map(user => user.login.toLowerCase()));
    const missing = spec.options.assignees.filter(name => !present.has(name.toLowerCase()));
    if (missing.length === 0)
        return;
    try {
        await client.rest.issues.addAssignees({
            owner: spec.owner,
            repo: spec.repo,
            issue_number: number,
            assignees: missing
        });
    }
    catch (error) {
        throw explainGitHubError(error, `assign pull request #${number}`, PERMISSION);
    }
}
function isAlreadyExists(error) {
    const { status, response } = error;
    if (status !== 422)
        return false;
    const messages = (response?.data?.errors ?? []).map(item => item.message ?? '');
    const text = messages.join('\n') + '\n' + String(error.message);
    return /A pull request already exists/i.test(text);
}

;// CONCATENATED MODULE: ./src/github/status.ts

/** The context pull requests opened by the action carry (they start no workflows themselves). */
const SCOPE_CONTEXT = 'ralph/scope';
/** Sets a commit status (the latest status per context wins on GitHub). */
async function setCommitStatus(client, spec) {
    try {
        await client.rest.repos.createCommitStatus({
            owner: spec.owner,
            repo: spec.repo,
            sha: spec.sha,
            state: spec.state,
            description: truncate(spec.description, 140),
            context: spec.context ?? SCOPE_CONTEXT,
            ...(spec.targetUrl ? { target_url: spec.targetUrl } : {})
        });
    }
    catch (error) {
        throw explainGitHubError(error, `set the ${spec.context ?? SCOPE_CONTEXT} status on ${spec.sha}`, 'statuses: write');
    }
}
function truncate(text, max) {
    return text.length <= max ? text : text.slice(0, max - 1) + '…';
}

;// CONCATENATED MODULE: ./src/action/fix.ts
/**
 * A passing fixing story: its writes become one commit on `ralph/<id>` off the base commit,
 * a pull request is opened or updated for it, its head gets the `ralph/scope` status, and the
 * work tree drops the writes again so the next transition starts from the base.
 */







/** Publishes the branch (throws when that fails: nothing is recorded then), then the PR. */
async function shipFix(request) {
    const { top, story } = request;
    const branch = `${request.branchPrefix}${story.id}`;
    const options = { cwd: top, auth: request.auth, push: request.push };
    const message = (0,pr_body/* fixCommitMessage */.qQ)(story, request.pullRequest.titlePrefix);
    const { patched } = request;
    const base = patched?.base ?? (await (0,git/* git */.$Y)(['rev-parse', 'HEAD'], { cwd: top })).trim();
    const published = patched
        ? await (0,git_branch/* publishTree */.cD)(options, {
            branch,
            base,
            tree: patched.tree,
            message,
            env: request.identity
        })
        : await (0,git_branch/* publishBranch */.kL)(options, {
            branch,
            base,
            paths: request.writes,
            message,
            env: request.identity
        });
    request.log(`${branch}: ${published.kind} at ${published.sha}`);
    if (!patched)
        await (0,commit/* restorePaths */.Bb)(top, request.writes);
    const outcome = { branch, branchKind: published.kind, sha: published.sha };
    if (!request.push || !request.openPr)
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
    const { context, story } = request;
    if (context.owner === '')
        throw new Error('GITHUB_REPOSITORY is not set, so the pull request has no repository. Set it to owner/repo.');
    const client = createGitHubClient(request.auth.token, {
        baseUrl: context.apiUrl,
        onRetry: request.log
    });
    const pr = await openOrUpdatePullRequest(client, {
        owner: context.owner,
        repo: context.repo,
        head: branch,
        base: request.baseBranch,
        title: (0,pr_body/* pullRequestTitle */.Zr)(story, request.pullRequest.titlePrefix),
        body: (0,pr_body/* pullRequestBody */.NF)({
            story,
            writes: request.writes,
            reportPath: request.reportPath,
            attempt: request.attempt,
            branch,
            base: { branch: request.baseBranch, sha: base },
            head,
            runUrl: context.runUrl,
            agent: request.agent
        }),
        options: request.pullRequest
    });
    request.log(`pull request #${pr.number} ${pr.kind}: ${pr.url}`);
    // Pull requests opened with GITHUB_TOKEN start no workflows, so the check reports here.
    await setCommitStatus(client, {
        owner: context.owner,
        repo: context.repo,
        sha: head,
        state: 'success',
        description: `${request.writes.length} path(s), all inside the scope of ${story.id}`,
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
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1170);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2935);
/* harmony import */ var _github_pr_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3938);
/* harmony import */ var _loop_agent_confinement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9574);
/* harmony import */ var _loop_agent_env_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2847);
/* harmony import */ var _process_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3036);
/* harmony import */ var _loop_plan_select_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3494);
/* harmony import */ var _loop_record_status_commit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2222);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8055);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6013);
/** What a `step` call reports: commit messages, outputs, the job summary, fail-on. */










/** The status line, then the report or why the attempt failed. */
function commitMessage(outcome) {
    const body = outcome.kind === 'pass' ? `Report: ${outcome.reportPath}` : outcome.reason;
    return `${(0,_loop_record_status_commit_js__WEBPACK_IMPORTED_MODULE_5__/* .statusLine */ .Bs)(outcome)}\n\n${body}\n`;
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
function describeOutcome(outcome) {
    if (outcome.kind === 'pass')
        return `${outcome.story}: passed (attempt ${outcome.attempt}), report ${outcome.reportPath}`;
    const paths = outcome.violations.map(v => `  ${v.path}: ${v.detail}`).join('\n');
    return `${outcome.story}: ${resultOf(outcome)} (attempt ${outcome.attempt}): ${outcome.reason}${paths ? '\n' + paths : ''}`;
}
async function report(settings, session, reports, pushNote) {
    const stories = storiesAfter(session.prd.stories, reports).sort(_loop_plan_select_js__WEBPACK_IMPORTED_MODULE_7__/* .compareStories */ .HH);
    const last = reports[reports.length - 1];
    const lastPass = [...reports].reverse().find(r => r.outcome.kind === 'pass');
    const lastPr = [...reports].reverse().find(r => r.fix?.pr)?.fix?.pr;
    const remaining = stories.filter(s => s.mode === session.mode && (0,_loop_plan_select_js__WEBPACK_IMPORTED_MODULE_7__/* .storyStatus */ .Qx)(s) === 'open');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('story-id', last?.story.id ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('result', resultOf(last?.outcome));
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('remaining', String(remaining.length));
    const lastFix = [...reports].reverse().find(r => r.fix)?.fix;
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pr-number', lastPr ? String(lastPr.number) : '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pr-url', lastPr?.url ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pull-request-operation', lastPr?.kind ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pull-request-branch', lastFix?.branch ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('pull-request-head-sha', lastFix?.sha ?? '');
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('final-message', finalMessage(last, settings.githubToken));
    _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .setOutput */ .uH('report-path', lastPass?.outcome.kind === 'pass' ? lastPass.outcome.reportPath : '');
    setUsageOutputs(reports.map(r => r.outcome.agent.usage));
    const markdown = (0,_github_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .stepSummaryMarkdown */ .WK)({
        prdPath: settings.prd,
        mode: session.mode,
        outcomes: reports.map(outcomeRow),
        stories: stories.map(storyRow),
        pushNote
    });
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_9__/* .summary */ .z.addRaw(markdown).write();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_8__/* .warning */ .$e(`Could not write the job summary: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .describeError */ .U)(error)}`);
    }
}
/** The PRD's stories after this call: as the call found them, with each transition applied. */
function storiesAfter(before, reports) {
    const after = new Map(reports.map(r => [r.after.id, r.after]));
    return before.map(story => after.get(story.id) ?? story);
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
        ...(r.fix?.pr ? { pr: r.fix.pr } : {}),
        agent: `${(0,_github_pr_body_js__WEBPACK_IMPORTED_MODULE_1__/* .agentLine */ .SS)(o.agent)}; ${(0,_loop_agent_confinement_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSandbox */ .hT)(o.agent.sandbox)}`,
        ...(o.agent.transcript ? { transcript: o.agent.transcript } : {})
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
    const message = last?.outcome.agent.lastMessage ?? '';
    const known = Object.entries(process.env)
        .filter(([name, value]) => (0,_loop_agent_env_js__WEBPACK_IMPORTED_MODULE_3__/* .isSecretName */ .eh)(name) && value !== undefined)
        .map(([, value]) => value);
    return (0,_process_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redact */ .E)(message, token === '' ? known : [...known, token]);
}
function storyRow(story) {
    return {
        id: story.id,
        title: story.title,
        mode: story.mode,
        status: (0,_loop_plan_select_js__WEBPACK_IMPORTED_MODULE_7__/* .storyStatus */ .Qx)(story),
        attempts: story.attempts ?? 0,
        ...(story.pr_url ? { prUrl: story.pr_url } : {})
    };
}
/** Applies `fail-on` after everything was recorded; a stop (push, PR) always fails. */
function decide(settings, reports, stop) {
    if (stop !== undefined)
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_6__/* .failed */ .g)(stop);
    const outcomes = reports.map(r => r.outcome);
    const violations = outcomes.filter(o => o.kind === 'fail' && o.violations.length > 0);
    if (settings.failOn === 'violation' && violations.length > 0)
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_6__/* .failed */ .g)(`Scope violation in ${violations.map(o => o.story).join(', ')} (fail-on: violation).`);
    const failures = outcomes.filter(o => o.kind === 'fail');
    if (settings.failOn === 'failure' && failures.length > 0)
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_6__/* .failed */ .g)(`Story ${failures.map(o => o.story).join(', ')} did not pass (fail-on: failure).`);
    return _result_js__WEBPACK_IMPORTED_MODULE_6__.OK;
}


/***/ }),

/***/ 8030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bm: () => (/* binding */ treeWithPaths),
/* harmony export */   cD: () => (/* binding */ publishTree),
/* harmony export */   kL: () => (/* binding */ publishBranch)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61);
/* harmony import */ var _remote_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2276);





/**
 * Makes `branch` one commit on `base` holding the given paths as they are in the work tree,
 * without touching the user's index or HEAD. Idempotent: the same tree on the same base is
 * 'unchanged' and pushes nothing; otherwise the branch is replaced under a lease.
 */
async function publishBranch(options, spec) {
    const tree = await treeWithPaths(options.cwd, spec.base, spec.paths);
    return publishTree(options, { ...spec, tree });
}
/** As publishBranch, with the commit's tree given (a patch applied to `base`). */
async function publishTree(options, spec) {
    const { cwd } = options;
    const { tree } = spec;
    const previous = options.push
        ? await (0,_remote_js__WEBPACK_IMPORTED_MODULE_4__/* .remoteBranchSha */ .pV)(options, spec.branch)
        : await localBranchSha(cwd, spec.branch);
    if (previous !== undefined && options.push)
        await (0,_remote_js__WEBPACK_IMPORTED_MODULE_4__/* .fetch */ .hd)(options, [
            `+refs/heads/${spec.branch}:refs/remotes/${options.remote ?? 'origin'}/${spec.branch}`
        ]);
    if (previous !== undefined && (await sameCommitShape(cwd, previous, tree, spec.base))) {
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['update-ref', `refs/heads/${spec.branch}`, previous], { cwd });
        return { kind: 'unchanged', sha: previous };
    }
    const commit = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['commit-tree', tree, '-p', spec.base, '-F', '-'], {
        cwd,
        env: spec.env,
        input: spec.message
    })).trim();
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['update-ref', `refs/heads/${spec.branch}`, commit], { cwd });
    if (options.push)
        await pushUnderLease(options, spec.branch, commit, previous);
    return { kind: previous === undefined ? 'created' : 'updated', sha: commit };
}
async function pushUnderLease(options, branch, commit, previous) {
    const outcome = await (0,_remote_js__WEBPACK_IMPORTED_MODULE_4__/* .push */ .VC)(options, { source: commit, branch, expect: previous ?? '' });
    if (outcome.kind !== 'rejected')
        return;
    if (outcome.reason === 'stale')
        throw new Error(`Branch ${branch} changed on the remote while this step ran (${outcome.detail}). ` +
            'Run the step again; the lease kept the other change.');
    if (outcome.reason === 'protected')
        throw new Error(`A branch rule rejected the push to ${branch} (${outcome.detail}). ` +
            "Exempt the branch prefix (input 'branch-prefix') from branch protection or rulesets.");
    throw new Error(`The push to ${branch} was rejected: ${outcome.detail}`);
}
/** A tree: `base` plus the work-tree state of `paths`, built in a throwaway index. */
async function treeWithPaths(cwd, base, paths) {
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-index-'));
    const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index') };
    try {
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['read-tree', base], { cwd, env });
        if (paths.length > 0)
            // update-index ignores .gitignore (the agent's writes count) and drops missing paths.
            await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['update-index', '--add', '--remove', '-z', '--stdin'], {
                cwd,
                env,
                input: paths.join('\0') + '\0'
            });
        return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['write-tree'], { cwd, env })).trim();
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
    }
}
async function sameCommitShape(cwd, commit, tree, base) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitRun */ .qM)(['show', '-s', '--format=%T %P', commit], { cwd });
    return result.exitCode === 0 && result.stdout.trim() === `${tree} ${base}`;
}
async function localBranchSha(cwd, branch) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitRun */ .qM)(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], { cwd });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
}


/***/ }),

/***/ 1586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oz: () => (/* binding */ writeTreePatch),
/* harmony export */   QX: () => (/* binding */ isAncestor),
/* harmony export */   hb: () => (/* binding */ blobAt),
/* harmony export */   mR: () => (/* binding */ blobIdOf),
/* harmony export */   n$: () => (/* binding */ treeWithPatch)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61);
/**
 * The agent's accepted writes as a binary patch, and the way back: the agent job writes the
 * patch of `base..tree`; the publish job applies it to `base` in a throwaway index, so the
 * paths it really touches come from git, never from the bundle's word.
 */




/**
 * Writes `git diff --binary base tree` to `file` (git writes the bytes itself: text lines in
 * any encoding never pass through a string). No rename detection, fixed prefixes, and no
 * external diff or textconv program, whatever the checkout's configuration says.
 */
async function writeTreePatch(cwd, base, tree, file) {
    await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)([
        'diff',
        '--binary',
        '--full-index',
        '--no-renames',
        '--no-color',
        '--no-ext-diff',
        '--no-textconv',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        `--output=${file}`,
        base,
        tree,
        '--'
    ], { cwd });
}
/** The tree of `base` with `patchFile` applied, built in a throwaway index (work tree untouched). */
async function treeWithPatch(cwd, base, patchFile) {
    // git apply refuses an empty patch; no writes is the base's own tree.
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(patchFile).size === 0)
        return { kind: 'applied', tree: (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['rev-parse', `${base}^{tree}`], { cwd })).trim() };
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-apply-'));
    const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index') };
    try {
        await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['read-tree', base], { cwd, env });
        const applied = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitRun */ .qM)(['apply', '--cached', '--whitespace=nowarn', '-p1', patchFile], {
            cwd,
            env
        });
        if (applied.exitCode !== 0)
            return { kind: 'rejected', detail: applied.stderr.trim() || `exit code ${applied.exitCode}` };
        return { kind: 'applied', tree: (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['write-tree'], { cwd, env })).trim() };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
    }
}
/** True when `ancestor` is `commit` or reachable from it. */
function isAncestor(cwd, ancestor, commit) {
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .tryGit */ .Ii)(['merge-base', '--is-ancestor', ancestor, commit], { cwd });
}
/** The sha of the blob at `path` in a tree-ish, or undefined when it has none. */
async function blobAt(cwd, treeish, path) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitRun */ .qM)(['rev-parse', '--verify', '--quiet', `${treeish}:${path}`], { cwd });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
}
/** The sha git would give `bytes` as a blob. */
async function blobIdOf(cwd, bytes) {
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(['hash-object', '--no-filters', '--stdin'], { cwd, input: bytes })).trim();
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
/**
 * Checked once per program and network setting in a process (a few milliseconds); the same
 * answer object each time, so a caller can tell it has seen it.
 */
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

;// CONCATENATED MODULE: ./src/loop/agent/confinement.ts
/**
 * The sandbox setting of one agent call: whether it runs confined (process/confine.ts), and
 * what a confined call gets besides: a private home holding a copy of the adapter's config
 * (the folder's files, not its sessions or logs: a stored login refreshed inside is not kept),
 * the environment pointing there, and the folders hidden by the private /tmp it must read
 * (its PATH, its program, the prompt file).
 */




/** `confined by bwrap, network on`; `unconfined (sandbox: off)`. */
function describeSandbox(use) {
    if (use.tool !== null)
        return `confined by ${use.tool}, network ${use.network}`;
    return use.setting === 'off'
        ? 'unconfined (sandbox: off)'
        : 'unconfined (sandbox: auto, this machine cannot confine)';
}
/**
 * `auto` confines when the machine can and otherwise warns (once); `required` (and `network: off`,
 * which only the sandbox can keep) refuses to start the agent when it cannot. Throws for
 * `off` with the network off.
 */
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
        return {
            kind: 'refused',
            message: `The agent cannot be confined (sandbox: ${setting}${network ? '' : ', network: off'}): ${why} Nothing ran and no attempt was counted.`
        };
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
/** The confinement and the agent's environment inside it; `scratch` holds the private home. */
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
    const program = call.program === undefined ? [] : [programFolder(call.program)];
    return {
        env,
        confine: {
            bwrap: plan.bwrap,
            writable: [call.repo],
            readable: [...path, ...program, call.scratch],
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
/** Copies a file, or the files directly in a folder (following links); what is missing or unreadable is skipped. */
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


/***/ }),

/***/ 7412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rJ: () => (/* binding */ BundleError),
  e0: () => (/* binding */ MANIFEST),
  Bo: () => (/* binding */ readBundle),
  Mf: () => (/* binding */ writeBundle)
});

// UNUSED EXPORTS: BUNDLE_FORMAT, BundleMissingError

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/branch.ts
var branch = __webpack_require__(8030);
;// CONCATENATED MODULE: ./src/loop/bundle/bundle-missing.ts
/** The bundle folder does not exist (a missing download, a wrong path). */
class BundleMissingError extends Error {
    name = 'BundleMissingError';
}

// EXTERNAL MODULE: ./src/git/patch.ts
var patch = __webpack_require__(1586);
// EXTERNAL MODULE: ./src/loop/record/events.ts + 1 modules
var events = __webpack_require__(6245);
// EXTERNAL MODULE: ./src/loop/record/status-commit.ts
var status_commit = __webpack_require__(2222);
;// CONCATENATED MODULE: ./src/loop/bundle/bundle.ts
/**
 * The result bundle of one step, written by the agent job and read by the publish job: the
 * step's outcome, the story's runner-owned fields before and after, the event lines, the
 * accepted writes as a binary patch, the report, and a manifest with the sha256 of each part.
 * The manifest catches damage and mix-ups; the publish side re-checks everything that matters
 * (story, scope, paths) against the base commit, because the agent ran where this was written.
 */








const BUNDLE_FORMAT = 'ralph-bundle/1';
const MANIFEST = 'manifest.json';
const PARTS = ['outcome.json', 'story.json', 'events.jsonl', 'writes.patch', 'report'];
const REQUIRED = ['outcome.json', 'story.json', 'events.jsonl', 'writes.patch'];
/** A bundle that cannot be used: which file, where in it (JSON pointer), what, and the fix. */
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

const sha256 = (bytes) => (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
/** Writes the bundle into `dir` (created; it must be empty). */
async function writeBundle(dir, input) {
    if ((0,external_node_fs_.existsSync)(dir) && (0,external_node_fs_.readdirSync)(dir).length > 0)
        throw new BundleError(dir, '', 'the bundle folder is not empty; give a new or empty folder, so no old part is mixed in');
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const { outcome } = input;
    const { before, after, ...rest } = outcome;
    const files = [
        ['outcome.json', Buffer.from(JSON.stringify(rest, null, 2) + '\n')],
        [
            'story.json',
            Buffer.from(JSON.stringify({ before: (0,status_commit/* ownedFields */.zu)(before), after: (0,status_commit/* ownedFields */.zu)(after) }, null, 2) + '\n')
        ],
        ['events.jsonl', input.events]
    ];
    for (const [name, bytes] of files)
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, name), bytes);
    const patchFile = (0,external_node_path_.join)(dir, 'writes.patch');
    if (outcome.kind === 'pass') {
        const tree = await (0,branch/* treeWithPaths */.bm)(input.top, input.base, outcome.writes);
        await (0,patch/* writeTreePatch */.Oz)(input.top, input.base, tree, patchFile);
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'report'), (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(input.top, outcome.reportPath)));
    }
    else {
        (0,external_node_fs_.writeFileSync)(patchFile, '');
    }
    const parts = {};
    for (const name of PARTS)
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, name)))
            parts[name] = sha256((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, name)));
    const manifest = {
        format: BUNDLE_FORMAT,
        story: outcome.story,
        attempt: outcome.attempt,
        base: input.base,
        prd: input.prdRel,
        parts
    };
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    return manifest;
}
/** Reads and checks a bundle folder: manifest, each part's sha256, and each part's shape. */
function readBundle(dir) {
    if (!(0,external_node_fs_.existsSync)(dir) || !(0,external_node_fs_.statSync)(dir).isDirectory())
        throw new BundleMissingError(`The bundle folder ${dir} does not exist. Give the folder the agent job wrote ` +
            "('bundle-path'), downloaded with actions/download-artifact.");
    const manifest = readManifest(dir);
    checkParts(dir, manifest);
    const outcome = readOutcome(dir, manifest);
    const change = readChange(dir);
    const events = readEvents(dir, manifest.story);
    const report = manifest.parts.report === undefined ? undefined : (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, 'report'));
    if ((outcome.kind === 'pass') !== (report !== undefined))
        throw new BundleError((0,external_node_path_.join)(dir, MANIFEST), '/parts/report', outcome.kind === 'pass' ? 'a pass needs its report part' : 'only a pass carries a report');
    return { dir, manifest, outcome, change, events, patchFile: (0,external_node_path_.join)(dir, 'writes.patch'), report };
}
function readJson(file) {
    if (!(0,external_node_fs_.existsSync)(file))
        throw new BundleError(file, '', 'missing: the bundle is incomplete');
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        throw new BundleError(file, '', 'is not valid JSON', { cause: error });
    }
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function readManifest(dir) {
    const file = (0,external_node_path_.join)(dir, MANIFEST);
    const value = readJson(file);
    const bad = (pointer, expected) => new BundleError(file, pointer, `expected ${expected}`);
    if (!isObject(value))
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
    if (!isObject(value.parts))
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
    for (const name of (0,external_node_fs_.readdirSync)(dir))
        if (!listed.has(name))
            throw new BundleError((0,external_node_path_.join)(dir, name), '', 'is not listed in the manifest: a bundle holds nothing else');
    for (const [name, expected] of Object.entries(manifest.parts)) {
        const file = (0,external_node_path_.join)(dir, name);
        if (!(0,external_node_fs_.existsSync)(file))
            throw new BundleError(file, '', 'missing: the bundle is incomplete');
        const actual = sha256((0,external_node_fs_.readFileSync)(file));
        if (actual !== expected)
            throw new BundleError((0,external_node_path_.join)(dir, MANIFEST), `/parts/${name}`, `${name} has sha256 ${actual}, the manifest says ${expected}: the bundle was changed ` +
                'after the agent job wrote it');
    }
}
function readOutcome(dir, manifest) {
    const file = (0,external_node_path_.join)(dir, 'outcome.json');
    const value = readJson(file);
    const bad = (pointer, expected) => new BundleError(file, pointer, `expected ${expected}`);
    if (!isObject(value))
        throw bad('', 'an object');
    if (value.kind !== 'pass' && value.kind !== 'fail')
        throw bad('/kind', "'pass' or 'fail'");
    if (value.story !== manifest.story)
        throw bad('/story', `'${manifest.story}' as in the manifest`);
    if (value.attempt !== manifest.attempt)
        throw bad('/attempt', `${manifest.attempt} as in the manifest`);
    if (!Array.isArray(value.writes) || !value.writes.every(w => typeof w === 'string'))
        throw bad('/writes', 'an array of paths');
    if (!isObject(value.agent) || !isObject(value.agent.identity))
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
    const file = (0,external_node_path_.join)(dir, 'story.json');
    const value = readJson(file);
    if (!isObject(value) || !isObject(value.before) || !isObject(value.after))
        throw new BundleError(file, '', 'expected {"before": {...}, "after": {...}}');
    return { before: value.before, after: value.after };
}
function readEvents(dir, story) {
    const file = (0,external_node_path_.join)(dir, 'events.jsonl');
    const text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    if (text !== '' && !text.endsWith('\n'))
        throw new BundleError(file, '', 'expected JSON lines, each ending in a newline');
    const lines = text.split('\n').slice(0, -1);
    lines.forEach((line, index) => {
        let event;
        try {
            event = JSON.parse(line);
        }
        catch (error) {
            throw new BundleError(file, `line ${index + 1}`, 'is not JSON', { cause: error });
        }
        const findings = (0,events/* eventFindings */.PP)(event);
        if (findings.length > 0)
            throw new BundleError(file, `line ${index + 1}${findings[0]?.pointer ?? ''}`, `not a valid event: ${findings[0]?.message ?? ''}`);
        const named = event.story;
        if (named !== undefined && named !== story)
            throw new BundleError(file, `line ${index + 1}/story`, `names '${String(named)}'; a bundle of ${story} carries only its own events`);
    });
    return text;
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
/* harmony import */ var _prd_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5760);
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
function storyIndex(text, storyId) {
    const data = JSON.parse(text);
    const stories = Array.isArray(data.stories) ? data.stories : [];
    const indexes = stories.flatMap((story, index) => (story?.id === storyId ? [index] : []));
    if (indexes.length !== 1 || indexes[0] === undefined)
        throw new Error(indexes.length === 0
            ? `No story with id '${storyId}' in the PRD. Expected one of: ${stories.map(s => String(s?.id)).join(', ')}.`
            : `Story id '${storyId}' occurs ${indexes.length} times in the PRD; ids must be unique.`);
    return indexes[0];
}
/**
 * Applies `patch` to the runner-owned fields of one story and returns the new text. Pure.
 * Only that story's entry changes: every other byte (key order, 2-space indentation, line
 * endings) stays as it was. `null` removes a field; new fields go at the end of the story.
 */
function applyStoryPatch(text, storyId, patch) {
    const foreign = Object.keys(patch).filter(key => !_types_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNNER_OWNED_FIELDS */ .b.includes(key));
    if (foreign.length > 0)
        throw new Error(`Cannot patch ${foreign.map(key => `'${key}'`).join(', ')} of story '${storyId}': ` +
            `only the runner-owned fields ${_types_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNNER_OWNED_FIELDS */ .b.join(', ')} may change.`);
    const index = storyIndex(text, storyId);
    const formattingOptions = formatting(text);
    const story = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.findNodeAtLocation)((0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text), ['stories', index]);
    const lineStart = text.lastIndexOf('\n', story.offset - 1) + 1;
    const indent = text.slice(lineStart, story.offset);
    // The story alone, behind its own line's indentation, formats as it does inside the file,
    // so each key's edit re-reads one story rather than the whole PRD.
    const alone = /^[ \t]*$/.test(indent);
    const start = alone ? lineStart : 0;
    const end = alone ? story.offset + story.length : text.length;
    const path = alone ? [] : ['stories', index];
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
/**
 * Reads the PRD, patches one story, checks the result is still a valid PRD, and replaces the
 * file atomically. Call it while holding the lock (see lock.ts). Returns the new PRD.
 */
async function updateStory(prdPath, storyId, patch) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(prdPath, 'utf8');
    const next = applyStoryPatch(text, storyId, patch);
    const checked = (0,_prd_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePrdText */ .fX)(next, prdPath);
    if (checked.kind !== 'ok') {
        const problems = checked.kind === 'invalid' ? checked.problems : [checked.problem];
        throw new Error(`Refusing to write ${prdPath}: the patch of story '${storyId}' would make it invalid: ` +
            problems.map(p => `${p.pointer}: ${p.message}`).join('; '));
    }
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
async function existingMode(path) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(path)).mode & 0o777;
    }
    catch {
        return undefined;
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
    const mode = (await existingMode(path)) ?? 0o644;
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
/* harmony export */   Ie: () => (/* binding */ reapplyStatus),
/* harmony export */   Th: () => (/* binding */ applyStatus),
/* harmony export */   ur: () => (/* binding */ commitStatuses),
/* harmony export */   yp: () => (/* binding */ commitStatus),
/* harmony export */   zu: () => (/* binding */ ownedFields)
/* harmony export */ });
/* unused harmony export changedFields */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5895);
/* harmony import */ var _prd_prd_writer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2793);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6539);
/**
 * The status commit of one transition on the base branch, and its rebuild on a fresh tip when
 * the branch moved meanwhile. The transition is kept as data (the story's runner-owned fields
 * before and after, the event lines, the report bytes), so it can be applied to a PRD someone
 * else changed, as long as they did not change this story.
 */





/**
 * The status commit's first line, the same from the single-job step and from publish:
 * `ralph: ID passing`, `ralph: ID failed (attempt 1 of 3)`, `ralph: ID skipped after 3 attempts (scope violation)`.
 */
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
    const fields = {};
    for (const key of _types_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNNER_OWNED_FIELDS */ .b)
        fields[key] = story[key] ?? null;
    return fields;
}
/** Commits the PRD, the events log and the record's files as they are on disk now. */
async function commitStatus(layout, record, env) {
    const paths = [layout.prdRel, layout.eventsRel, ...record.files.map(file => file.path)];
    return (0,_git_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .commitPaths */ .cH)(layout.top, unique(paths), record.message, env);
}
/**
 * Re-applies a transition on a fresh checkout of the branch (HEAD already moved there) and
 * commits it. Fails, changing nothing, when the story is no longer as the transition found it.
 */
async function reapplyStatus(layout, record, env) {
    await applyStatus(layout, record);
    return commitStatus(layout, record, env);
}
/**
 * Writes one transition into the work tree (story fields, event lines, files), not committed.
 * Fails, changing nothing, when the story is neither as the transition found nor as it left it.
 */
async function applyStatus(layout, record) {
    const prdFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(layout.top, layout.prdRel);
    const fresh = freshStory(prdFile, record.storyId);
    const now = JSON.stringify(ownedFields(fresh));
    if (now !== JSON.stringify(record.before) && now !== JSON.stringify(record.after))
        throw new Error(`Story '${record.storyId}' changed on the branch while this step ran (now ${now}). ` +
            'This step’s outcome was not recorded; run the step again.');
    await (0,_prd_prd_writer_js__WEBPACK_IMPORTED_MODULE_3__/* .updateStory */ .f)(prdFile, record.storyId, changedFields(record.before, record.after));
    appendEvents((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(layout.top, layout.eventsRel), record.events);
    for (const file of record.files) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(layout.top, file.path)), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(layout.top, file.path), file.bytes);
    }
}
/** Several transitions in one status commit (the publish of many bundles). */
async function commitStatuses(layout, records, message, env) {
    const paths = [
        layout.prdRel,
        layout.eventsRel,
        ...records.flatMap(record => record.files.map(file => file.path))
    ];
    return (0,_git_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .commitPaths */ .cH)(layout.top, unique(paths), message, env);
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
/** The fields whose value the transition changed (null removes a field). */
function changedFields(before, after) {
    const patch = {};
    for (const key of _types_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNNER_OWNED_FIELDS */ .b)
        if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
            patch[key] = after[key] ?? null;
    return patch;
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
function unique(paths) {
    return [...new Set(paths)];
}


/***/ }),

/***/ 6035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ cleanReason),
/* harmony export */   X: () => (/* binding */ attemptNumber),
/* harmony export */   kY: () => (/* binding */ transition)
/* harmony export */ });
const MAX_REASON = 600;
/**
 * Reasons quote paths the agent chose; the PRD refuses control and bidirectional
 * characters, so they are written as escapes, and long reasons are cut.
 */
function cleanReason(reason) {
    const escaped = reason.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return escaped.length <= MAX_REASON ? escaped : escaped.slice(0, MAX_REASON - 1) + '…';
}
/** The attempt number a step on `story` is: failed attempts so far, plus one. */
function attemptNumber(story) {
    return (story.attempts ?? 0) + 1;
}
function transition(story, verdict, maxAttempts, now) {
    const at = now.toISOString();
    const failed = story.attempts ?? 0;
    if (verdict.kind === 'pass') {
        return {
            patch: { passes: true, completed_at: at, report_path: verdict.reportPath },
            status: 'passing',
            attempts: failed
        };
    }
    const attempts = failed + 1;
    if (attempts < maxAttempts)
        return { patch: { attempts }, status: 'open', attempts };
    return {
        patch: {
            attempts,
            skipped: true,
            skip_reason: cleanReason(`failed ${attempts} of ${maxAttempts} attempts; last: ${verdict.reason}`),
            skipped_at: at
        },
        status: 'skipped',
        attempts
    };
}


/***/ }),

/***/ 5765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H3: () => (/* binding */ signalInside),
/* harmony export */   Xr: () => (/* binding */ exitInside),
/* harmony export */   _8: () => (/* binding */ confinedArgs),
/* harmony export */   jS: () => (/* binding */ HOME_INSIDE)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The agent's confinement: bubblewrap (`bwrap`) starts the program in namespaces made for this
 * one call. In its own PID namespace it sees only its own processes in /proc, and when the
 * program ends the kernel ends every process left there (`setsid`, double forks, `nohup`
 * included) before bwrap returns. The root filesystem is bound read-only; /tmp, /dev/shm and
 * /run are private, small tmpfs (hiding /run also hides the Docker and other daemons' sockets);
 * the checkout and a private home are the only host folders it can write. No capabilities,
 * `no_new_privs` (bwrap always sets it), and bwrap dies with its parent, so a killed ralph
 * leaves nothing running. Without `network`, a network namespace with loopback only.
 */



/** Where the private home is, inside: outside /tmp, because codex will not put its helper programs under the temporary folder. */
const HOME_INSIDE = '/run/agent-home';
const TMP_BYTES = 1024 ** 3;
const SHM_BYTES = 64 * 1024 ** 2;
const RUN_BYTES = 1024 ** 2;
/** Folders the confinement replaces with empty ones: what lies below them must be bound back. */
const HIDDEN = ['/tmp', '/run'];
/** The bwrap argv that runs `file args` confined; `uid` is this process's (root is mapped to 1000). */
function confinedArgs(file, args, cwd, c, uid = process.getuid?.() ?? -1) {
    return [
        '--unshare-all',
        '--unshare-user',
        ...(c.network ? ['--share-net'] : []),
        '--die-with-parent',
        '--cap-drop',
        'ALL',
        // Root without capabilities may not map uid 0 into the user namespace a nested sandbox
        // (codex's own) makes; any other uid may map itself.
        ...(uid === 0 ? ['--uid', '1000', '--gid', '1000'] : []),
        ...['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'],
        ...['--size', String(TMP_BYTES), '--tmpfs', '/tmp'],
        ...['--size', String(SHM_BYTES), '--tmpfs', '/dev/shm'],
        ...['--size', String(RUN_BYTES), '--tmpfs', '/run'],
        ...hiddenReadable(c).flatMap(([from, to]) => ['--ro-bind-try', from, to]),
        ...c.writable.flatMap(dir => ['--bind', dir, dir]),
        ...(c.home === undefined ? [] : ['--bind', c.home, HOME_INSIDE]),
        ...(cwd === undefined ? [] : ['--chdir', cwd]),
        '--',
        file,
        ...args
    ];
}
/**
 * The readable folders the private /tmp and /run would hide, and the resolver's (systemd keeps
 * resolv.conf under /run), as [host folder, path inside] pairs: a folder reached through a link
 * (a tool cache's `.bin`) is bound at the path as listed and at its real path.
 */
function hiddenReadable(c) {
    const resolver = c.network ? [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(real('/etc/resolv.conf'))] : [];
    const hidden = (dir) => HIDDEN.some(root => dir === root || dir.startsWith(`${root}/`));
    const pairs = new Map();
    for (const dir of [...c.readable, ...resolver]) {
        const host = real(dir);
        for (const inside of new Set([dir, host]))
            if (hidden(inside))
                pairs.set(inside, [host, inside]);
    }
    return [...pairs.values()];
}
function real(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return path;
    }
}
/**
 * Sends `signal` to every process inside the sandbox bwrap `pid` started, not to bwrap (it
 * would die of it and take the sandbox with it before the program could finish) nor to the
 * sandbox's init (which ignores it). False when the program has not started yet.
 */
function signalInside(pid, signal) {
    const children = new Map();
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc')) {
        if (!/^\d+$/.test(name))
            continue;
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${name}/stat`, 'utf8');
            const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
            children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
        }
        catch {
            // gone meanwhile
        }
    }
    const inside = (children.get(pid) ?? []).flatMap(init => children.get(init) ?? []);
    for (let i = 0; i < inside.length; i++)
        inside.push(...(children.get(inside[i]) ?? []));
    for (const each of inside) {
        try {
            process.kill(each, signal);
        }
        catch {
            // gone meanwhile
        }
    }
    return inside.length > 0;
}
// Reversed, so the first name of a number wins (SIGABRT, not SIGIOT).
const SIGNALS = new Map(Object.entries(node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals)
    .reverse()
    .map(([name, n]) => [n, name]));
/**
 * bwrap exits with 128 + n when a signal n ended the program (as a shell reports it): that
 * becomes the signal again. A program that itself exits with such a code reads as signalled.
 */
function exitInside(code, signal) {
    const name = code !== null && code > 128 ? SIGNALS.get(code - 128) : undefined;
    return name === undefined ? { code, signal } : { code: null, signal: name };
}


/***/ }),

/***/ 3036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact)
/* harmony export */ });
/** Redaction of stored agent output: known token shapes, secret assignments, known values. */
const MASK = '[REDACTED]';
const PATTERNS = [
    [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, MASK],
    [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${MASK}`],
    [/\bsk-[A-Za-z0-9_-]{8,}/g, MASK],
    [/\bgh[pousr]_[A-Za-z0-9]{16,}/g, MASK],
    [/\bgithub_pat_[A-Za-z0-9_]{16,}/g, MASK],
    [/\bAKIA[0-9A-Z]{16}\b/g, MASK],
    [
        /\b([A-Za-z_][A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL)[A-Za-z0-9_]*)(\s*[=:]\s*)("[^"\n]*"|'[^'\n]*'|[^\s"']+)/gi,
        `$1$2${MASK}`
    ]
];
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Replaces secrets in `text`; `known` are literal values (for example from the environment). */
function redact(text, known = []) {
    let out = text;
    const literals = [...new Set(known)].filter(value => value.length >= 6);
    literals.sort((a, b) => b.length - a.length);
    for (const value of literals)
        out = out.replace(new RegExp(escapeRegExp(value), 'g'), MASK);
    for (const [pattern, replacement] of PATTERNS)
        out = out.replace(pattern, replacement);
    return out;
}


/***/ }),

/***/ 7212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run),
/* harmony export */   n: () => (/* binding */ start)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _confine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5765);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3036);
/**
 * The one way this project starts a program: git, the agent and its preflight, the agent's
 * install, tesseract and the PyMuPDF reader all come through here. An argv array (never a
 * shell), the whole environment given by the caller (nothing is inherited), stdin from
 * `input` or /dev/null, and a process group of its own: a timeout or an abort ends the whole
 * group (SIGTERM, then SIGKILL after the grace period), and after any exit the group is swept
 * with SIGKILL so no child outlives the call. With `confine`, the program runs in the agent's
 * sandbox (confine.ts). What comes back names how it ended and keeps a redacted tail of the
 * output for error messages.
 */



const DEFAULT_TAIL = 8 * 1024;
const MAX_STDERR = 1024 * 1024;
/** A grandchild that left the group may hold the pipes open: how long `done` waits for it. */
const CLOSE_WAIT_MS = 2000;
/** Runs `file` with `args` to its end. Never throws for how the program behaved. */
async function run(file, args, options) {
    const running = launch(file, args, options, options.input !== undefined);
    if (options.input !== undefined)
        running.endInput(options.input);
    return running.done;
}
/** Starts `file` for a conversation: stdin stays open until `endInput()`. */
function start(file, args, options) {
    const { write, endInput, stop, hold, done } = launch(file, args, options, true);
    return { write, endInput: () => endInput(), stop, hold, done };
}
/** Kills a process group; one that is gone already is no error. */
function killGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // ESRCH: the group is gone.
    }
}
class Output {
    keepStdout;
    tailBytes;
    stdout = [];
    stderr = [];
    tail = [];
    tailSize = 0;
    stdoutBytes = 0;
    stderrBytes = 0;
    constructor(keepStdout, tailBytes) {
        this.keepStdout = keepStdout;
        this.tailBytes = tailBytes;
    }
    out(chunk) {
        if (this.stdoutBytes < this.keepStdout)
            this.stdout.push(chunk.subarray(0, this.keepStdout - this.stdoutBytes));
        this.stdoutBytes += chunk.length;
        this.toTail(chunk);
    }
    err(chunk) {
        if (this.stderrBytes < MAX_STDERR)
            this.stderr.push(chunk.subarray(0, MAX_STDERR - this.stderrBytes));
        this.stderrBytes += chunk.length;
        this.toTail(chunk);
    }
    toTail(chunk) {
        this.tail.push(chunk);
        this.tailSize += chunk.length;
        while (this.tailSize - this.tail[0].length >= this.tailBytes) {
            this.tailSize -= this.tail.shift().length;
        }
    }
    result(secrets) {
        const tail = Buffer.concat(this.tail);
        return {
            stdout: Buffer.concat(this.stdout).toString('utf8'),
            stdoutBytes: this.stdoutBytes,
            stderr: Buffer.concat(this.stderr).toString('utf8'),
            tail: (0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E)(tail.subarray(Math.max(0, tail.length - this.tailBytes)).toString('utf8'), secrets)
        };
    }
}
function launch(file, args, options, withStdin) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const { confine } = options;
    const [program, argv] = confine
        ? [confine.bwrap, (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .confinedArgs */ ._8)(file, args, options.cwd, confine)]
        : [file, args];
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, argv, {
        cwd: options.cwd,
        env: options.env,
        detached: true,
        stdio: [withStdin ? 'pipe' : 'ignore', 'pipe', 'pipe']
    });
    const output = new Output(options.keepStdout ?? Infinity, options.tailBytes ?? DEFAULT_TAIL);
    const timers = [];
    let timedOut = false;
    let interrupted = false;
    let exit;
    const stop = (signal = 'SIGKILL') => {
        if (exit || child.pid === undefined)
            return;
        // Confined, a stop signal goes to the processes inside, unless none runs there yet.
        const inside = confine !== undefined && signal !== 'SIGKILL' && (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .signalInside */ .H3)(child.pid, signal);
        if (!inside)
            killGroup(child.pid, signal);
        if (signal !== 'SIGKILL')
            timers.push(setTimeout(() => killGroup(child.pid, 'SIGKILL'), options.graceMs ?? 0));
    };
    const end = (why) => {
        if (exit)
            return;
        if (why === 'timeout')
            timedOut = true;
        else
            interrupted = true;
        stop(options.graceMs ? 'SIGTERM' : 'SIGKILL');
    };
    const onAbort = () => end('interrupt');
    if (options.timeoutMs !== undefined)
        timers.push(setTimeout(() => end('timeout'), options.timeoutMs));
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted)
        setImmediate(onAbort);
    const settle = () => {
        timers.forEach(clearTimeout);
        options.signal?.removeEventListener('abort', onAbort);
    };
    child.stdout?.on('data', (chunk) => {
        output.out(chunk);
        options.onStdout?.(chunk);
    });
    child.stderr?.on('data', (chunk) => {
        output.err(chunk);
        options.onStderr?.(chunk);
    });
    child.stdin?.on('error', () => undefined);
    const done = new Promise(resolve => {
        let finished = false;
        const finish = () => {
            if (finished)
                return;
            finished = true;
            settle();
            resolve({
                kind: 'exited',
                exitCode: exit?.code ?? null,
                signal: exit?.signal ?? null,
                timedOut,
                interrupted,
                durationMs: elapsed(),
                ...output.result(options.secrets ?? [])
            });
        };
        child.on('error', error => {
            if (child.pid !== undefined)
                return;
            settle();
            const code = error.code;
            resolve({ kind: 'not-started', code, error: error.message, durationMs: elapsed() });
        });
        child.on('exit', (code, signal) => {
            exit = confine ? (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .exitInside */ .Xr)(code, signal) : { code, signal };
            timers.forEach(clearTimeout);
            killGroup(child.pid, 'SIGKILL');
            timers.push(setTimeout(() => {
                child.stdout?.destroy();
                child.stderr?.destroy();
                finish();
            }, CLOSE_WAIT_MS));
        });
        child.on('close', () => {
            if (exit)
                finish();
        });
    });
    const streams = [child.stdin, child.stdout, child.stderr];
    return {
        write: (data) => {
            if (!exit && child.stdin?.writable)
                child.stdin.write(data);
        },
        endInput: (data) => {
            child.stdin?.end(data);
        },
        stop,
        hold: (held) => {
            if (held)
                child.ref();
            else
                child.unref();
            for (const stream of streams)
                (held ? stream?.ref : stream?.unref)?.call(stream);
        },
        done
    };
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
