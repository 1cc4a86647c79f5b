export const id = 54;
export const ids = [54];
export const modules = {

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
    return `${withModel}: ${(0,_loop_agent_transcript_js__WEBPACK_IMPORTED_MODULE_0__/* .describeUsage */ .P_)(agent.usage, agent.durationMs)}`;
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}


/***/ }),

/***/ 2935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   QZ: () => (/* binding */ usageCell),
/* harmony export */   WK: () => (/* binding */ stepSummaryMarkdown),
/* harmony export */   c7: () => (/* binding */ scopeSummaryMarkdown),
/* harmony export */   z_: () => (/* binding */ prdChart)
/* harmony export */ });
const STATUS_STYLE = {
    passing: 'fill:#dafbe1,stroke:#1a7f37,color:#000',
    open: 'fill:#fff8c5,stroke:#9a6700,color:#000',
    skipped: 'fill:#ffebe9,stroke:#cf222e,color:#000'
};
/**
 * The PRD's state as a Mermaid flowchart, which GitHub draws: a box per mode with its counts,
 * a node per story colored by status with the failed attempts it used, and the stories this
 * run moved drawn bold with what happened. Story ids and modes need no escaping (the PRD
 * schema allows letters, digits, `-` and `_`).
 */
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
        const mode = summary.mode ? `${summary.mode} ` : '';
        lines.push(`No open ${mode}story: nothing ran.`, '');
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
    return `| ${cell(row.storyId)} | ${row.result} | ${cell(row.detail)} | ${usageCell(row.usage)} | ${pr} |`;
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
/* harmony export */   P_: () => (/* binding */ describeUsage),
/* harmony export */   Wr: () => (/* binding */ followTranscript)
/* harmony export */ });
/* unused harmony export readTranscript */
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading an agent's JSON-lines transcript: `codex exec --json` (thread/turn/item events) and
 * `claude -p --output-format stream-json --verbose` (system, assistant, user, result). Pure:
 * the text in, the last message and what the CLI reported about the run out. Lines that are
 * not JSON objects are skipped (a CLI may print a warning on stdout). The same reader follows a
 * transcript as it streams (the running token count, each message) and reads it whole.
 */

const num = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const obj = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
const add = (a, b) => ({
    input: (a?.input ?? 0) + b.input,
    output: (a?.output ?? 0) + b.output,
    cachedInput: (a?.cachedInput ?? 0) + b.cachedInput
});
/** The object on one line; {} for anything else (a warning the CLI printed, a line cut by a kill). */
function parseLine(line) {
    try {
        return obj(JSON.parse(line));
    }
    catch {
        return {};
    }
}
/**
 * Follows a transcript as it streams, one whole line at a time; `onMessage` gets each message
 * of the agent as it arrives. The summary counts a last line without its newline too.
 */
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
        tokens: () => reader.tokens(),
        summary: () => {
            take(decoder.end() + '\n');
            return reader.summary();
        }
    };
}
function readTranscript(format, text) {
    const follower = followTranscript(format);
    follower.push(text);
    return follower.summary();
}
function codexReader(onMessage) {
    let lastMessage = '';
    let turns = 0;
    let tokens;
    const errors = [];
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
                    input: num(usage.input_tokens) ?? 0,
                    output: num(usage.output_tokens) ?? 0,
                    cachedInput: num(usage.cached_input_tokens) ?? 0
                });
            }
            if (event.type === 'turn.failed')
                errors.push(String(obj(event.error).message ?? 'turn failed'));
            if (event.type === 'error' && typeof event.message === 'string')
                errors.push(event.message);
        },
        tokens: () => (tokens ? tokens.input + tokens.output : 0),
        summary() {
            const usage = turns > 0 ? { turns } : {};
            if (tokens)
                usage.tokens = tokens;
            return { lastMessage, usage, errors };
        }
    };
}
/** Input tokens as claude counts them: new, written to the cache, and read from it. */
function claudeTokens(reported) {
    if (num(reported.input_tokens) === undefined && num(reported.output_tokens) === undefined)
        return undefined;
    const read = num(reported.cache_read_input_tokens) ?? 0;
    return {
        input: (num(reported.input_tokens) ?? 0) + (num(reported.cache_creation_input_tokens) ?? 0) + read,
        output: num(reported.output_tokens) ?? 0,
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
        tokens() {
            const tokens = counted();
            return tokens ? tokens.input + tokens.output : 0;
        },
        summary() {
            const tokens = counted();
            if (result === undefined)
                return { lastMessage, usage: tokens ? { tokens } : {}, errors: [] };
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
            if (tokens)
                usage.tokens = tokens;
            const errors = result.is_error === true ? [String(result.result ?? result.subtype ?? 'error')] : [];
            return { lastMessage, usage, errors };
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


/***/ })

};
