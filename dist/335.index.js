export const id = 335;
export const ids = [335];
export const modules = {

/***/ 6856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XS: () => (/* binding */ GitError),
  $Y: () => (/* binding */ git),
  qM: () => (/* binding */ gitRun),
  fs: () => (/* binding */ splitZ),
  Ii: () => (/* binding */ tryGit)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/secrets/names.ts
var names = __webpack_require__(6533);
;// CONCATENATED MODULE: ./src/git/hardening.ts
/**
 * What keeps ralph's own git from running anyone else's code. The agent can write
 * `.git/config`, hooks, include targets and in-tree `.gitattributes`; ralph puts the git dir
 * back before its first git command after the call, and every command also gets settings
 * that turn off each way git starts a program of the repository's choosing:
 * fsmonitor, hooks, filter drivers (clean, smudge, process), merge drivers, external diff
 * and textconv, auto gc/maintenance and signing programs. The environment holds no secret: only a push
 * gets its token, per command (credentials.ts).
 */


/** Per-command config: command-line scope beats every config file, and child gits inherit it. */
const SAFE_CONFIG = [
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
    'gc.auto=0',
    'maintenance.auto=false',
    'commit.gpgSign=false',
    'tag.gpgSign=false'
];
/** Commands that may run a filter driver (they hash or check out worktree files). */
const FILTERING = new Set([
    'add',
    'am',
    'apply',
    'blame',
    'checkout',
    'checkout-index',
    'cherry-pick',
    'commit',
    'diff',
    'grep',
    'hash-object',
    'log',
    'merge',
    'mv',
    'pull',
    'read-tree',
    'rebase',
    'reset',
    'restore',
    'revert',
    'rm',
    'show',
    'stash',
    'status',
    'switch',
    'update-index'
]);
/**
 * Commands that may merge file contents, and so run a `merge=<name>` attribute's driver (the
 * pdf inbox's cherry-pick onto a moved branch does).
 */
const MERGING = new Set([
    'am',
    'apply',
    'checkout',
    'cherry-pick',
    'merge',
    'merge-tree',
    'pull',
    'rebase',
    'restore',
    'revert',
    'stash',
    'switch'
]);
/** Commands that may run an external diff or a textconv program. */
const DIFFING = new Set(['diff', 'log', 'show']);
/** Global options that take a separate value. */
const WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace']);
/** Index of the subcommand in `args` (after global options such as `-c k=v`). */
function subcommandIndex(args) {
    let i = 0;
    while (i < args.length && args[i].startsWith('-')) {
        i += WITH_VALUE.has(args[i]) ? 2 : 1;
    }
    return i;
}
/** The `kind` driver names in `config --name-only --get-regexp` output (`<kind>.<name>.<key>`). */
function driversOf(kind, names) {
    const drivers = new Set();
    const pattern = new RegExp(`^${kind}\\.(.+)\\.[^.]+$`);
    for (const key of names) {
        const match = pattern.exec(key);
        if (match?.[1])
            drivers.add(match[1]);
    }
    return [...drivers].sort();
}
/** The filter driver names in `config --name-only --get-regexp` output (`filter.<name>.<key>`). */
function filterDrivers(names) {
    return driversOf('filter', names);
}
/** The merge driver names in the same output (`merge.<name>.driver`; not `merge.renames`). */
function mergeDrivers(names) {
    return driversOf('merge', names);
}
/** Settings that make each named filter driver a no-op (an empty command is not run). */
function disableFilters(drivers) {
    return drivers.flatMap(name => ['clean=', 'smudge=', 'process=', 'required=false'].flatMap(key => [
        '-c',
        `filter.${name}.${key}`
    ]));
}
/**
 * Settings that keep each named merge driver from running: git then fails the merge of a
 * file with that attribute ("cannot run"), which the callers treat as a conflict.
 */
function disableMergeDrivers(drivers) {
    return drivers.flatMap(name => ['-c', `merge.${name}.driver=`]);
}
/** The environment of ralph's git: no secret, git's safety defaults. */
function gitEnv(base, extra = {}) {
    return {
        ...(0,names/* withoutSecrets */.cT)(base, name => name.startsWith('GIT_') || name === 'SSH_AUTH_SOCK'),
        ...extra,
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        LC_ALL: 'C'
    };
}
function configOf(cwd, env) {
    const args = [
        ...SAFE_CONFIG.flatMap(setting => ['-c', setting]),
        'config',
        '-z',
        '--name-only',
        '--get-regexp',
        '^(filter|merge)\\.'
    ];
    return new Promise(resolve => {
        const child = (0,external_node_child_process_.spawn)('git', args, { cwd, env, stdio: ['ignore', 'pipe', 'ignore'] });
        const out = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.on('error', () => resolve(''));
        child.on('close', () => resolve(Buffer.concat(out).toString('utf8')));
    });
}
/**
 * `args` with the safety settings in front (and the filter and merge drivers defined anywhere
 * in the config seen from `cwd` turned off, for commands that could run them).
 */
async function hardenArgs(args, cwd, env) {
    const at = subcommandIndex(args);
    const sub = args[at] ?? '';
    const safe = SAFE_CONFIG.flatMap(setting => ['-c', setting]);
    const names = FILTERING.has(sub) || MERGING.has(sub)
        ? (await configOf(cwd, env)).split('\0').filter(Boolean)
        : [];
    const filters = FILTERING.has(sub) ? disableFilters(filterDrivers(names)) : [];
    const merges = MERGING.has(sub) ? disableMergeDrivers(mergeDrivers(names)) : [];
    const noPrograms = DIFFING.has(sub) ? ['--no-ext-diff', '--no-textconv'] : [];
    return [
        ...safe,
        ...filters,
        ...merges,
        ...args.slice(0, at + 1),
        ...noPrograms,
        ...args.slice(at + 1)
    ];
}

;// CONCATENATED MODULE: ./src/git/git.ts


class GitError extends Error {
    args;
    result;
    constructor(args, result) {
        super(`git ${args.join(' ')} failed with exit code ${result.exitCode}: ${result.stderr.trim()}`);
        this.args = args;
        this.result = result;
        this.name = 'GitError';
    }
}
/**
 * The one door to git: every call goes through here, hardened (hardening.ts) so that no
 * program of the repository's choosing runs. Never throws for a non-zero exit.
 */
async function gitRun(args, options) {
    const env = gitEnv(options.baseEnv ?? process.env, options.env);
    const argv = await hardenArgs(args, options.cwd, env);
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', argv, { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
        const out = [];
        const err = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => err.push(chunk));
        child.on('error', error => reject(new Error(`could not start git: ${error.message}`, { cause: error })));
        child.on('close', code => resolve({
            exitCode: code ?? 1,
            stdout: Buffer.concat(out).toString('utf8'),
            stderr: Buffer.concat(err).toString('utf8')
        }));
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}
/** Runs git and throws a GitError on a non-zero exit; returns stdout. */
async function git(args, options) {
    const result = await gitRun(args, options);
    if (result.exitCode !== 0)
        throw new GitError(args, result);
    return result.stdout;
}
/** Runs git and reports success as a boolean (for checks that may fail). */
async function tryGit(args, options) {
    return (await gitRun(args, options)).exitCode === 0;
}
/** Splits NUL-terminated `-z` output into its fields, dropping the empty tail. */
function splitZ(output) {
    const fields = output.split('\0');
    if (fields.length > 0 && fields[fields.length - 1] === '')
        fields.pop();
    return fields;
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

// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(6856);
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

/***/ 5986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ requireRepository),
/* harmony export */   J7: () => (/* binding */ hasStoredAuthHeader),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   eR: () => (/* binding */ currentBranch),
/* harmony export */   fE: () => (/* binding */ isShallow)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6856);

/** Fails with a fix when `cwd` is not inside a git work tree. */
async function requireRepository(cwd) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['rev-parse', '--is-inside-work-tree'], { cwd });
    if (result.exitCode !== 0 || result.stdout.trim() !== 'true')
        throw new Error(`${cwd} is not a git repository (git said: ${result.stderr.trim() || result.stdout.trim()}). ` +
            'Run actions/checkout before this action, in the same job.');
}
/** The checked-out branch; fails with a fix on a detached HEAD. */
async function currentBranch(cwd) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['symbolic-ref', '--quiet', '--short', 'HEAD'], { cwd });
    if (result.exitCode !== 0)
        throw new Error('HEAD is detached, so there is no branch to commit the PRD status to. ' +
            "Check out a branch (actions/checkout with 'ref: main') or set the input 'base-branch'.");
    return result.stdout.trim();
}
/** The full sha of a revision, or undefined when it does not name a commit here. */
async function resolveCommit(cwd, rev) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
}
/** True when the clone was made with a depth (actions/checkout's default of 1). */
async function isShallow(cwd) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['rev-parse', '--is-shallow-repository'], { cwd });
    return result.stdout.trim() === 'true';
}
/**
 * True when git's configuration (the checkout's, its includes, or the user's) carries an
 * `http.*.extraheader`: actions/checkout leaves one unless `persist-credentials: false`, and
 * the agent, running in this checkout, could read that token.
 */
async function hasStoredAuthHeader(cwd) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitRun */ .qM)(['config', '--get-regexp', '^http\\..*\\.extraheader$'], { cwd });
    return result.exitCode === 0 && result.stdout.trim() !== '';
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
