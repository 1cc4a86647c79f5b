export const id = 374;
export const ids = [374];
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
