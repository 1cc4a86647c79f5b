export const id = 507;
export const ids = [507];
export const modules = {

/***/ 507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCheckScope: () => (/* binding */ runCheckScope),
/* harmony export */   storyOf: () => (/* binding */ storyOf)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(235);
/* harmony import */ var _git_repository_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4718);
/* harmony import */ var _loop_bundle_pr_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22);
/* harmony import */ var _github_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2935);
/* harmony import */ var _loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3438);
/* harmony import */ var _loop_types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6539);
/* harmony import */ var _loop_scope_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9898);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(645);
/* harmony import */ var _settings_step_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9363);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6013);










/** `command: check-scope`: the story's scope, read from the base commit, against the PR's diff. */
async function runCheckScope(settings, context) {
    const pr = pullRequestOf(context);
    const storyId = storyOf(pr, settings.branchPrefix);
    if (storyId === undefined)
        return noStory(settings, pr);
    const auth = { token: settings.githubToken, serverUrl: context.serverUrl };
    const repo = new _git_repository_js__WEBPACK_IMPORTED_MODULE_0__.Repository(context.workspace, settings.githubToken ? { auth } : {});
    await repo.requireWorkTree();
    const mergeBase = await repo.ensureMergeBase(pr.base.sha, pr.head.sha);
    const story = await storyAtBase(repo, settings.prd, pr.base.sha, storyId);
    const changes = await repo.changedPaths(mergeBase, pr.head.sha);
    const scoped = (0,_loop_scope_js__WEBPACK_IMPORTED_MODULE_4__/* .changeViolations */ .Zm)(story, changes, (0,_loop_scope_js__WEBPACK_IMPORTED_MODULE_4__/* .protection */ .sc)(settings.prd, (0,_settings_step_js__WEBPACK_IMPORTED_MODULE_6__/* .protectedGlobs */ .uo)(settings)));
    const { violations, review } = applySteering(settings, scoped, changes);
    for (const v of violations)
        _actions_core__WEBPACK_IMPORTED_MODULE_7__/* .error */ .z3(`${v.path}: ${v.detail}`, {
            file: v.path,
            title: `Outside the scope of ${story.id}`
        });
    for (const file of review)
        _actions_core__WEBPACK_IMPORTED_MODULE_7__/* .warning */ .$e(`${file.path}: ${file.what}, steers later agent runs and builds`, {
            file: file.path,
            title: 'Review before merging (protected-files: review)'
        });
    _actions_core__WEBPACK_IMPORTED_MODULE_7__/* .setOutput */ .uH('story-id', story.id);
    _actions_core__WEBPACK_IMPORTED_MODULE_7__/* .setOutput */ .uH('result', violations.length > 0 ? 'violation' : 'passed');
    const summary = {
        prdPath: settings.prd,
        base: pr.base.sha,
        head: pr.head.sha,
        storyId: story.id,
        changed: changes.length,
        violations: violations.map(v => ({ path: v.path, reason: v.detail })),
        review
    };
    await (0,_result_js__WEBPACK_IMPORTED_MODULE_8__/* .writeSummary */ .S)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .scopeSummaryMarkdown */ .c7)(summary));
    if (violations.length > 0)
        throw new Error(`${violations.length} path(s) outside the scope of ${story.id}: ` +
            violations.map(v => v.path).join(', '));
    _actions_core__WEBPACK_IMPORTED_MODULE_7__/* .info */ .pq(`${changes.length} changed path(s), all inside the scope of ${story.id}.`);
}
function pullRequestOf(context) {
    const pr = (0,_context_js__WEBPACK_IMPORTED_MODULE_5__/* .readEventPayload */ .N)(context).pull_request;
    if (typeof pr?.head?.sha !== 'string' ||
        typeof pr.base?.sha !== 'string' ||
        typeof pr.head.ref !== 'string')
        throw new Error(`check-scope needs a pull_request event; this run's event is '${context.eventName || 'unknown'}' ` +
            "without a pull request in its payload. Run it under 'on: pull_request'.");
    const body = typeof pr.body === 'string' ? pr.body : '';
    return { number: Number(pr.number), body, head: pr.head, base: pr.base };
}
/** `ralph/<id>` as the head branch first, then the body's marker. */
function storyOf(pr, prefix) {
    if (pr.head.ref.startsWith(prefix) && pr.head.ref.length > prefix.length)
        return pr.head.ref.slice(prefix.length);
    return (0,_loop_bundle_pr_body_js__WEBPACK_IMPORTED_MODULE_1__/* .markedStory */ .GJ)(pr.body);
}
async function noStory(settings, pr) {
    const note = `Pull request #${pr.number} names no story: its head branch '${pr.head.ref}' does not start ` +
        `with '${settings.branchPrefix}' and its body has no <!-- ralph-story: ID --> marker.`;
    _actions_core__WEBPACK_IMPORTED_MODULE_7__/* .setOutput */ .uH('result', 'none');
    await (0,_result_js__WEBPACK_IMPORTED_MODULE_8__/* .writeSummary */ .S)((0,_github_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .scopeSummaryMarkdown */ .c7)({ note }));
    if (settings.requireStory)
        throw new Error(`${note} (require-story: true)`);
    _actions_core__WEBPACK_IMPORTED_MODULE_7__/* .notice */ .lm(`${note} Nothing to check.`);
}
/** The story as the base commit's PRD has it: the pull request's own copy never counts. */
async function storyAtBase(repo, prdPath, base, id) {
    const label = `${prdPath} at ${base.slice(0, 12)}`;
    const text = await repo.fileAt(base, prdPath);
    if (text === undefined)
        throw new Error(`The base commit has no ${prdPath}. Set the input 'prd' to the PRD's path.`);
    const loaded = (0,_loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePrdText */ .f)(text, label);
    if (loaded.kind !== 'ok')
        throw new Error(`${label} is not a valid PRD: ${loaded.problems.map(_loop_types_js__WEBPACK_IMPORTED_MODULE_9__/* .problemText */ .fI).join('; ')}`);
    const story = loaded.prd.stories.find(s => s.id === id);
    if (!story)
        throw new Error(`Story '${id}' is not in ${label}. Expected one of: ${loaded.prd.stories.map(s => s.id).join(', ')}.`);
    return story;
}
/** protected-files: refuse makes the files that steer later runs violations; review lists them. */
function applySteering(settings, violations, changes) {
    if (settings.protectedFiles === 'allow')
        return { violations, review: [] };
    const flagged = new Set(violations.map(v => v.path));
    const steering = (0,_loop_scope_js__WEBPACK_IMPORTED_MODULE_4__/* .steeringFiles */ .nF)(changes.map(c => c.path)).filter(f => !flagged.has(f.path));
    if (settings.protectedFiles === 'review')
        return { violations, review: steering };
    const refused = steering.map(file => ({
        path: file.path,
        reason: 'protected',
        detail: `${file.what}: steers later runs (protected-files: refuse)`
    }));
    return { violations: [...violations, ...refused], review: [] };
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


/***/ })

};
