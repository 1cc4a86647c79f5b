export const id = 604;
export const ids = [604];
export const modules = {

/***/ 8734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ shipFix)
});

// EXTERNAL MODULE: ./src/git/branch.ts
var git_branch = __webpack_require__(8030);
// EXTERNAL MODULE: ./src/git/commit.ts
var commit = __webpack_require__(5895);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 11 modules
var dist_src = __webpack_require__(2012);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(9210);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(4475);
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

// EXTERNAL MODULE: ./src/github/pr-options.ts
var pr_options = __webpack_require__(5774);
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
    const wanted = (0,pr_options/* splitReviewers */.B)(spec.options.reviewers);
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
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
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
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
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

/***/ 8868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseRawDiff)
/* harmony export */ });
/* unused harmony export entryKind */
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6856);

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
// EXTERNAL MODULE: ./src/loop/record/events.ts
var events = __webpack_require__(2937);
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
/* harmony import */ var _prd_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7440);
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
    let next = text;
    for (const [key, value] of Object.entries(patch)) {
        if (value === undefined)
            continue;
        const edits = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.modify)(next, ['stories', index, key], value === null ? undefined : value, {
            formattingOptions
        });
        next = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.applyEdits)(next, edits);
    }
    return next;
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

/***/ 2222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
function appendEvents(file, lines) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
    const current = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8') : '';
    const separator = current === '' || current.endsWith('\n') ? '' : '\n';
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, current + separator + lines);
}
function unique(paths) {
    return [...new Set(paths)];
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

/***/ 6539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ RUNNER_OWNED_FIELDS)
/* harmony export */ });
/* unused harmony export MODES */
/** Shared PRD types. The JSON Schema in schemas/prd.schema.json is the authority. */
const MODES = (/* unused pure expression or super */ null && (['audit', 'linting', 'fixing']));
/** The fields only the runner may change. */
const RUNNER_OWNED_FIELDS = [
    'passes',
    'completed_at',
    'report_path',
    'skipped',
    'skip_reason',
    'skipped_at',
    'attempts',
    'pr_url'
];


/***/ })

};
