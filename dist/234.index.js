export const id = 234;
export const ids = [234];
export const modules = {

/***/ 645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readRunContext),
/* harmony export */   N: () => (/* binding */ readEventPayload)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

function readRunContext(env = process.env) {
    // Only pull requests need owner/repo; validate and check-scope run without it locally.
    const repository = env.GITHUB_REPOSITORY ?? '';
    const match = repository === '' ? ['', '', ''] : /^([^/\s]+)\/([^/\s]+)$/.exec(repository);
    if (!match)
        throw new Error(`Invalid GITHUB_REPOSITORY '${repository}'. Expected owner/repo, as the Actions runner sets it.`);
    const serverUrl = stripSlash(env.GITHUB_SERVER_URL || 'https://github.com');
    const runId = env.GITHUB_RUN_ID;
    return {
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        owner: match[1],
        repo: match[2],
        serverUrl,
        apiUrl: stripSlash(env.GITHUB_API_URL || 'https://api.github.com'),
        eventName: env.GITHUB_EVENT_NAME ?? '',
        eventPath: env.GITHUB_EVENT_PATH || undefined,
        runUrl: runId && repository ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined
    };
}
/** The parsed event payload, or {} when the runner gave none. */
function readEventPayload(context) {
    if (context.eventPath === undefined)
        return {};
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(context.eventPath, 'utf8');
    }
    catch (error) {
        throw new Error(`Cannot read the event payload GITHUB_EVENT_PATH='${context.eventPath}'.`, {
            cause: error
        });
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new Error(`The event payload ${context.eventPath} is not JSON.`, { cause: error });
    }
}
function stripSlash(url) {
    return url.replace(/\/+$/, '');
}


/***/ }),

/***/ 8055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ describeError)
/* harmony export */ });
/** The message and its causes, one a line (the cause often holds git's own words). */
function describeError(error) {
    const lines = [];
    let current = error;
    for (let depth = 0; current !== undefined && depth < 4; depth++) {
        const message = current instanceof Error ? current.message : String(current);
        if (!lines.some(line => line.includes(message)))
            lines.push(message);
        current = current instanceof Error ? current.cause : undefined;
    }
    return lines.join('\n  caused by: ');
}


/***/ }),

/***/ 4234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/github/pr-options.ts
var pr_options = __webpack_require__(5774);
// EXTERNAL MODULE: ./src/loop/agent/agent-args.ts
var agent_args = __webpack_require__(699);
// EXTERNAL MODULE: ./src/pdf/inbox/inbox.ts + 1 modules
var inbox = __webpack_require__(8381);
// EXTERNAL MODULE: ./src/pdf/decide/model/llm.ts
var llm = __webpack_require__(8902);
// EXTERNAL MODULE: ./src/pdf/decide/model/llm-request.ts
var llm_request = __webpack_require__(2354);
// EXTERNAL MODULE: ./src/pdf/read/decode-limit.ts
var decode_limit = __webpack_require__(3131);
;// CONCATENATED MODULE: ./src/action/inputs.ts







const readCoreInput = name => core/* getInput */.V4(name);
/** Reads every input of the action into one settings object for the chosen command. */
function readSettings(input = readCoreInput) {
    const command = readCommand(input);
    switch (command) {
        case 'step':
            return readStepSettings(input);
        case 'check-scope':
            return {
                command,
                prd: optional(input, 'prd') ?? 'prd.json',
                policy: optional(input, 'policy') ?? 'CODEX.md',
                protect: lines(input, 'protect'),
                githubToken: input('github-token'),
                branchPrefix: optional(input, 'branch-prefix') ?? 'ralph/',
                requireStory: inputs_boolean(input, 'require-story', false)
            };
        case 'validate':
            return { command, prd: optional(input, 'prd') ?? 'prd.json' };
        case 'rename-pdfs':
            return readRenamePdfsSettings(input);
        case 'undo-pdfs':
            return {
                command,
                run: optional(input, 'run'),
                undoLog: repoPath(input, 'undo-log', DEFAULT_UNDO_LOG),
                push: inputs_boolean(input, 'push', true),
                githubToken: input('github-token')
            };
    }
}
const DEFAULT_UNDO_LOG = '.pdf-renamer/undo.jsonl';
function readRenamePdfsSettings(input) {
    const rules = optional(input, 'rules');
    return {
        command: 'rename-pdfs',
        inboxPath: repoPath(input, 'inbox-path', 'inbox'),
        archivePath: repoPath(input, 'archive-path', 'archive'),
        recursive: inputs_boolean(input, 'recursive', false),
        llmUrl: readLlmUrl(input),
        llmModel: optional(input, 'llm-model') ?? llm/* DEFAULT_LLM_MODEL */.ys,
        llmTimeoutSeconds: wholeNumber(input, 'llm-timeout', 60, 1),
        requireLlm: inputs_boolean(input, 'require-llm', false),
        ocr: readOcr(input),
        ocrLang: readOcrLang(input),
        maxContentTokens: wholeNumber(input, 'max-content-tokens', 28000, 1),
        maxDecompressedMb: wholeNumber(input, 'max-decompressed-mb', decode_limit/* DEFAULT_MAX_DECOMPRESSED_MB */.W6, 1),
        rules: rules === undefined ? undefined : repoPath(input, 'rules', rules),
        undoLog: repoPath(input, 'undo-log', DEFAULT_UNDO_LOG),
        writeMetadata: inputs_boolean(input, 'write-metadata', false),
        dryRun: inputs_boolean(input, 'dry-run', false),
        push: inputs_boolean(input, 'push', true),
        githubToken: input('github-token')
    };
}
/** A path inside the repository, relative to its root (normalized; `..` and absolute refused). */
function repoPath(input, name, fallback) {
    const value = optional(input, name) ?? fallback;
    const path = (0,inbox/* normalizeFolder */.au)(value, name);
    if (path === '' && name !== 'inbox-path' && name !== 'archive-path')
        throw new Error(`Invalid value '${value}' for input '${name}'. Expected a file path inside the repository.`);
    return path;
}
function readLlmUrl(input) {
    const value = optional(input, 'llm-url') ?? llm/* DEFAULT_LLM_URL */.yW;
    try {
        return (0,llm_request/* parseLlmUrl */.aw)(value).url;
    }
    catch (error) {
        throw new Error(`Invalid value '${value}' for input 'llm-url'. Expected an http(s) URL ending in ` +
            '/v1/completions, /v1/chat/completions, /api/generate or /api/chat, ' +
            'e.g. http://127.0.0.1:11434/api/generate', { cause: error });
    }
}
function readOcrLang(input) {
    const value = optional(input, 'ocr-lang') ?? 'deu+eng';
    if (!value.split('+').every(code => /^[a-z]{3}(_[a-z]+)*$/i.test(code)))
        throw new Error(`Invalid value '${value}' for input 'ocr-lang'. Expected tesseract codes joined by '+', like deu+eng.`);
    return value;
}
function readStepSettings(input) {
    const agent = readAgent(input);
    const agentCommand = readAgentCommand(input);
    if (agent === 'command' && agentCommand === undefined)
        throw new Error("Input 'agent-command' is required when 'agent' is 'command'. " +
            'Expected a JSON array of strings, for example ["my-agent","--prompt","{prompt_file}"].');
    return {
        command: 'step',
        prd: optional(input, 'prd') ?? 'prd.json',
        policy: optional(input, 'policy') ?? 'CODEX.md',
        mode: readMode(input),
        steps: wholeNumber(input, 'steps', 1, 1),
        agent,
        agentCommand,
        model: optional(input, 'model'),
        agentVersion: readAgentVersion(input, agent),
        reasoningEffort: optional(input, 'reasoning-effort'),
        agentArgs: readAgentArgs(input),
        allowedTools: readAllowedTools(input, agent),
        timeoutSeconds: wholeNumber(input, 'timeout-seconds', 900, 1),
        maxAttempts: wholeNumber(input, 'max-attempts', 3, 1),
        passEnv: list(input, 'pass-env'),
        protect: lines(input, 'protect'),
        githubToken: input('github-token'),
        baseBranch: optional(input, 'base-branch'),
        branchPrefix: optional(input, 'branch-prefix') ?? 'ralph/',
        push: inputs_boolean(input, 'push', true),
        openPr: inputs_boolean(input, 'open-pr', true),
        pullRequest: readPullRequestOptions(input),
        failOn: readFailOn(input)
    };
}
function readAgentVersion(input, agent) {
    const value = optional(input, 'agent-version');
    if (value === undefined)
        return undefined;
    if (agent === 'command')
        throw new Error("Input 'agent-version' installs the codex or claude CLI; with 'agent: command' install your program in a step of its own.");
    if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(value))
        throw new Error(`Invalid value '${value}' for input 'agent-version'. Expected an exact version such as 0.171.0 (no range, no tag).`);
    return value;
}
function readAgentArgs(input) {
    const value = optional(input, 'agent-args');
    if (value === undefined)
        return [];
    try {
        return (0,agent_args/* parseAgentArgs */.K)(value);
    }
    catch (error) {
        throw new Error(`Invalid value '${value}' for input 'agent-args'. ${error.message}`, { cause: error });
    }
}
function readAllowedTools(input, agent) {
    const tools = lines(input, 'allowed-tools').flatMap(line => line.includes('(') ? [line] : line.split(',').map(item => item.trim()));
    if (tools.length > 0 && agent !== 'claude')
        throw new Error(`Input 'allowed-tools' applies to 'agent: claude' only (Claude Code's --allowedTools); the agent is '${agent}'.`);
    for (const tool of tools)
        if (!/^[A-Za-z][A-Za-z0-9_:.-]*(\([^()\n]*\))?$/.test(tool))
            throw new Error(`Invalid value '${tool}' for input 'allowed-tools'. Expected Claude Code tool names or patterns, one a line, such as Edit, Read or Bash(npm test:*).`);
    return tools.filter(tool => tool !== '');
}
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
function readPullRequestOptions(input) {
    const labels = list(input, 'labels');
    for (const label of labels)
        if (label.length > 50)
            throw new Error(`Invalid value '${label}' for input 'labels'. Expected label names of at most 50 characters.`);
    const reviewers = list(input, 'reviewers');
    for (const name of reviewers)
        if (!LOGIN.test(name) && !/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(name))
            throw new Error(`Invalid value '${name}' for input 'reviewers'. Expected GitHub user names, or teams as org/team-slug.`);
    const assignees = list(input, 'assignees');
    for (const name of assignees)
        if (!LOGIN.test(name))
            throw new Error(`Invalid value '${name}' for input 'assignees'. Expected GitHub user names.`);
    const prefix = optional(input, 'pr-title-prefix') ?? '';
    if (/[\r\n]/.test(prefix) || prefix.length > 100)
        throw new Error(`Invalid value '${prefix}' for input 'pr-title-prefix'. Expected one line of at most 100 characters.`);
    return {
        draft: inputs_boolean(input, 'draft', pr_options/* DEFAULT_PR_OPTIONS */.e.draft),
        labels: labels.length > 0 ? labels : pr_options/* DEFAULT_PR_OPTIONS */.e.labels,
        reviewers,
        assignees,
        titlePrefix: prefix === '' ? pr_options/* DEFAULT_PR_OPTIONS */.e.titlePrefix : prefix
    };
}
const COMMANDS = 'step, check-scope, validate, rename-pdfs or undo-pdfs';
function readCommand(input) {
    const value = optional(input, 'command');
    switch (value) {
        case 'step':
        case 'check-scope':
        case 'validate':
        case 'rename-pdfs':
        case 'undo-pdfs':
            return value;
        case undefined:
            throw new Error(`Input 'command' is required. Expected ${COMMANDS}.`);
        default:
            throw new Error(`Invalid value '${value}' for input 'command'. Expected ${COMMANDS}.`);
    }
}
function readAgentCommand(input) {
    const value = optional(input, 'agent-command');
    if (value === undefined)
        return undefined;
    const expected = 'Expected a JSON array of strings, for example ["my-agent","{prompt_file}"].';
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch (error) {
        throw new Error(`Invalid value '${value}' for input 'agent-command'. ${expected}`, {
            cause: error
        });
    }
    if (!Array.isArray(parsed) ||
        parsed.length === 0 ||
        !parsed.every(item => typeof item === 'string' && item !== ''))
        throw new Error(`Invalid value '${value}' for input 'agent-command'. ${expected}`);
    return parsed;
}
/** The trimmed input, or undefined when it is empty. */
function optional(input, name) {
    const value = input(name).trim();
    return value === '' ? undefined : value;
}
function wholeNumber(input, name, fallback, min) {
    const value = optional(input, name);
    if (value === undefined)
        return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value)))
        throw new Error(`Invalid value '${value}' for input '${name}'. Expected a whole number of at least ${min}.`);
    return Number(value);
}
/** The YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them. */
function inputs_boolean(input, name, fallback) {
    const value = optional(input, name);
    switch (value) {
        case undefined:
            return fallback;
        case 'true':
        case 'True':
        case 'TRUE':
            return true;
        case 'false':
        case 'False':
        case 'FALSE':
            return false;
        default:
            throw new Error(`Invalid value '${value}' for input '${name}'. Expected true or false.`);
    }
}
/** Items separated by newlines or commas, trimmed, empty ones dropped. */
function list(input, name) {
    return split(input(name), /[\n,]/);
}
/** One item a line (globs may contain commas in braces). */
function lines(input, name) {
    return split(input(name), /\n/);
}
function split(value, separator) {
    return value
        .split(separator)
        .map(item => item.trim())
        .filter(item => item !== '');
}
/** "a, b or c", as the error messages list the accepted values. */
function listChoices(choices) {
    return choices.length < 2
        ? choices.join('')
        : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
}
function readChoice(input, name, choices, fallback) {
    const value = optional(input, name);
    if (value === undefined)
        return fallback;
    if (choices.includes(value))
        return value;
    throw new Error(`Invalid value '${value}' for input '${name}'. Expected ${listChoices(choices)}.`);
}
const readOcr = (input) => readChoice(input, 'ocr', ['auto', 'off', 'force'], 'auto');
const readMode = (input) => readChoice(input, 'mode', ['audit', 'linting', 'fixing']);
const readAgent = (input) => readChoice(input, 'agent', ['codex', 'claude', 'command'], 'codex');
const readFailOn = (input) => readChoice(input, 'fail-on', ['violation', 'failure', 'never'], 'violation');

// EXTERNAL MODULE: ./src/secrets/names.ts
var names = __webpack_require__(6533);
;// CONCATENATED MODULE: ./src/action/main.ts





/** The secrets an agent could still read in this process's /proc/<pid>/environ, named once. */
function warnUncleanStart(start) {
    if (start?.kind !== 'unsupported')
        return;
    // Of the inputs, only the token is a secret (max-content-tokens is not).
    const secrets = start.names.filter(name => (0,names/* isSecretName */.eh)(name) && (!name.startsWith('INPUT_') || name === 'INPUT_GITHUB-TOKEN'));
    if (secrets.length === 0)
        return;
    core/* warning */.$e(`ralph-action could not take ${secrets.join(', ')} out of its own environment (${start.reason}): an agent can read them in /proc/<pid>/environ. Run the action on node24, or use the two-job flow (docs/security.md).`);
}
/** The action's body; src/index.ts is the only caller. */
async function run(start) {
    let failure;
    warnUncleanStart(start);
    try {
        const result = await dispatch();
        if (result.kind === 'failed')
            failure = result.message;
    }
    catch (error) {
        failure = (0,errors/* describeError */.U)(error);
    }
    if (failure !== undefined)
        core/* setFailed */.C1(failure);
}
async function dispatch() {
    const settings = readSettings();
    core/* info */.pq(`ralph-action: ${settings.command}`);
    // No core.setSecret: its ::add-mask:: line would itself print the token. The runner
    // already masks github.token and secrets, and our own messages never carry it.
    const context = (0,action_context/* readRunContext */.$)();
    // Each command loads its own modules, so a scope check never pays for Octokit.
    switch (settings.command) {
        case 'step':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(416), __webpack_require__.e(554), __webpack_require__.e(761), __webpack_require__.e(810)]).then(__webpack_require__.bind(__webpack_require__, 3810))).runStep(settings, context);
        case 'check-scope':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(554), __webpack_require__.e(609)]).then(__webpack_require__.bind(__webpack_require__, 609))).runCheckScope(settings, context);
        case 'validate':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(554)]).then(__webpack_require__.bind(__webpack_require__, 554))).runValidate(settings, context);
        case 'rename-pdfs':
            return (await Promise.all(/* import() */[__webpack_require__.e(13), __webpack_require__.e(761), __webpack_require__.e(570), __webpack_require__.e(877)]).then(__webpack_require__.bind(__webpack_require__, 6877))).runRenamePdfs(settings, context);
        case 'undo-pdfs':
            return (await Promise.all(/* import() */[__webpack_require__.e(13), __webpack_require__.e(761), __webpack_require__.e(570), __webpack_require__.e(546)]).then(__webpack_require__.bind(__webpack_require__, 4546))).runUndoPdfs(settings, context);
    }
}


/***/ }),

/***/ 5774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ splitReviewers),
/* harmony export */   e: () => (/* binding */ DEFAULT_PR_OPTIONS)
/* harmony export */ });
const DEFAULT_PR_OPTIONS = {
    draft: false,
    labels: ['ralph'],
    reviewers: [],
    assignees: [],
    titlePrefix: 'ralph:'
};
/** Users and team slugs apart, as the review-request endpoint wants them. */
function splitReviewers(reviewers) {
    const users = reviewers.filter(name => !name.includes('/'));
    const teams = reviewers.filter(name => name.includes('/')).map(name => name.split('/')[1] ?? '');
    return { users, teams };
}


/***/ }),

/***/ 699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ parseAgentArgs),
/* harmony export */   N: () => (/* binding */ checkAgentArgs)
/* harmony export */ });
/**
 * Extra argv for the agent (`agent-args`, `--agent-arg`): parsed without a shell and checked
 * against the flags the adapter sets itself, so they cannot loosen the sandbox, the
 * permission mode or the transcript the runner reads.
 */
const EXPECTED = 'Expected a JSON array of strings, or one argument a line, starting with a flag (for example ["--max-turns","20"]).';
/** A JSON array of strings, or one argument a line (no quoting, no shell). */
function parseAgentArgs(text) {
    const trimmed = text.trim();
    let args;
    if (trimmed.startsWith('[')) {
        let value;
        try {
            value = JSON.parse(trimmed);
        }
        catch (error) {
            throw new Error(`Not JSON. ${EXPECTED}`, { cause: error });
        }
        if (!Array.isArray(value) || !value.every(item => typeof item === 'string'))
            throw new Error(`Not an array of strings. ${EXPECTED}`);
        args = value;
    }
    else {
        args = trimmed
            .split('\n')
            .map(line => line.trim())
            .filter(line => line !== '');
    }
    for (const arg of args) {
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        if (/[\u0000-\u001f\u007f]/.test(arg))
            throw new Error(`Argument ${JSON.stringify(arg)} holds a control character. ${EXPECTED}`);
        if (/^-\S*\s/.test(arg) && !arg.includes('='))
            throw new Error(`Argument '${arg}' looks like several arguments in one (a shell would split it; ralph does not). ${EXPECTED}`);
    }
    if (args.length > 0 && !args[0].startsWith('-'))
        throw new Error(`The first argument '${args[0]}' is not a flag. ${EXPECTED}`);
    return args;
}
/** Throws when an extra argument takes a flag or config key the adapter reserves. */
function checkAgentArgs(agent, args, reserved) {
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const flag = reservedFlag(arg, reserved.flags);
        if (flag !== undefined)
            throw new Error(`agent-args may not set ${flag} for ${agent}: ${reserved.flags[flag]}.`);
        const config = configValue(arg, args[i + 1]);
        if (config !== undefined && reserved.configKeys) {
            const key = config.split('=')[0]?.trim() ?? '';
            const hit = reserved.configKeys.find(k => key === k || key.startsWith(`${k}.`));
            if (hit !== undefined)
                throw new Error(`agent-args may not set the ${agent} config key '${key}': ralph sets the sandbox, approvals, effort and environment policy itself.`);
        }
    }
}
function reservedFlag(arg, flags) {
    for (const flag of Object.keys(flags)) {
        if (arg === flag || arg.startsWith(`${flag}=`))
            return flag;
        // clap and commander take `-sVALUE` for a short flag too
        if (/^-[A-Za-z]$/.test(flag) && arg.startsWith(flag) && !arg.startsWith('--'))
            return flag;
    }
    return undefined;
}
function configValue(arg, next) {
    if (arg === '-c' || arg === '--config')
        return next;
    if (arg.startsWith('--config='))
        return arg.slice('--config='.length);
    if (arg.startsWith('-c') && !arg.startsWith('--'))
        return arg.slice(2);
    return undefined;
}


/***/ }),

/***/ 2354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IO: () => (/* binding */ requestBody),
/* harmony export */   MD: () => (/* binding */ modelsUrl),
/* harmony export */   aw: () => (/* binding */ parseLlmUrl),
/* harmony export */   ci: () => (/* binding */ modelNames),
/* harmony export */   ec: () => (/* binding */ hasModel),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   yy: () => (/* binding */ answerText)
/* harmony export */ });
/* unused harmony exports ANSWER_TOKENS, contextSize */
/* harmony import */ var _read_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2070);
/**
 * The four request styles the model endpoint may speak, chosen by the URL path. Pure: request
 * bodies, answer extraction and error messages, table-tested against Ollama's wire format.
 *
 * - /v1/completions (OpenAI completions; Ollama's default here): prompt only, no schema, no
 *   context size — the prompt asks for JSON and the answer is checked afterwards;
 * - /v1/chat/completions: `response_format` carries the JSON schema;
 * - /api/generate and /api/chat (Ollama native): `format` = the JSON schema (constrained
 *   decoding), `options.num_ctx` sized to the prompt (Ollama otherwise cuts long prompts at its
 *   default context), `options.temperature` 0 and `think: false`.
 */

const PATHS = [
    ['/v1/chat/completions', 'openai-chat'],
    ['/v1/completions', 'openai-completions'],
    ['/api/generate', 'ollama-generate'],
    ['/api/chat', 'ollama-chat']
];
function parseLlmUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch (error) {
        throw new Error(`${invalidUrl(value)} (${error.message})`, { cause: error });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(invalidUrl(value));
    const path = url.pathname.replace(/\/+$/, '');
    const match = PATHS.find(([suffix]) => path.endsWith(suffix));
    if (!match)
        throw new Error(invalidUrl(value));
    const [suffix, style] = match;
    const base = `${url.origin}${path.slice(0, path.length - suffix.length)}`;
    return { style, url: `${base}${suffix}`, base };
}
function invalidUrl(value) {
    return (`Invalid value '${value}' for --llm-url. Expected an http(s) URL ending in ` +
        '/v1/completions, /v1/chat/completions, /api/generate or /api/chat, ' +
        'e.g. http://127.0.0.1:11434/api/generate');
}
/** Where the health check looks for the installed models. */
function modelsUrl(endpoint) {
    return endpoint.style.startsWith('openai')
        ? `${endpoint.base}/v1/models`
        : `${endpoint.base}/api/tags`;
}
/** Model names from /api/tags (`models[].name`) or /v1/models (`data[].id`). */
function modelNames(endpoint, body) {
    const record = body;
    const names = endpoint.style.startsWith('openai')
        ? (record?.data ?? []).map(entry => entry?.id)
        : (record?.models ?? []).flatMap(entry => [entry?.name, entry?.model]);
    return [...new Set(names.filter((name) => typeof name === 'string'))];
}
/** `qwen2.5` means `qwen2.5:latest` to Ollama. */
function hasModel(names, model) {
    const full = model.includes(':') ? model : `${model}:latest`;
    return names.includes(model) || names.includes(full);
}
/** Room for the answer; a JSON object of four short fields is well under this. */
const ANSWER_TOKENS = 512;
const MIN_CONTEXT = 2048;
/**
 * Context for /api/*: the prompt's estimate (budget.ts, about 4 characters a token) plus a
 * quarter for the tokenizer's disagreement, the schema's grammar and the answer, rounded up to
 * a multiple of 1024, at least 2048.
 */
function contextSize(input) {
    const tokens = (0,_read_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .estimateTokens */ .bP)(input.system) + (0,_read_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .estimateTokens */ .bP)(input.prompt);
    const needed = Math.ceil(tokens * 1.25) + ANSWER_TOKENS;
    return Math.max(MIN_CONTEXT, Math.ceil(needed / 1024) * 1024);
}
function requestBody(style, input) {
    const messages = [
        { role: 'system', content: input.system },
        { role: 'user', content: input.prompt }
    ];
    const options = { temperature: 0, num_ctx: contextSize(input), num_predict: ANSWER_TOKENS };
    switch (style) {
        case 'openai-completions':
            return {
                model: input.model,
                prompt: `${input.system}\n\n${input.prompt}`,
                stream: false,
                temperature: 0,
                max_tokens: ANSWER_TOKENS
            };
        case 'openai-chat':
            return {
                model: input.model,
                messages,
                stream: false,
                temperature: 0,
                max_tokens: ANSWER_TOKENS,
                response_format: {
                    type: 'json_schema',
                    json_schema: { name: 'pdf_answer', strict: true, schema: input.schema }
                }
            };
        case 'ollama-generate':
            return {
                model: input.model,
                system: input.system,
                prompt: input.prompt,
                stream: false,
                format: input.schema,
                think: false,
                options
            };
        case 'ollama-chat':
            return {
                model: input.model,
                messages,
                stream: false,
                format: input.schema,
                think: false,
                options
            };
    }
}
/** The model's text out of a successful response body; undefined when the shape is wrong. */
function answerText(style, body) {
    const record = body;
    const choice = record?.choices?.[0];
    const message = (style === 'ollama-chat' ? record?.message : choice?.message);
    const text = style === 'openai-completions'
        ? choice?.text
        : style === 'ollama-generate'
            ? record?.response
            : message?.content;
    return typeof text === 'string' ? text : undefined;
}
/** The server's own words from an error body: `{error: {message}}` (/v1) or `{error}` (/api). */
function errorMessage(body) {
    try {
        const parsed = JSON.parse(body);
        const error = parsed.error;
        if (typeof error === 'string')
            return error;
        if (error && typeof error.message === 'string')
            return error.message;
    }
    catch {
        // not JSON; fall through to the raw text
    }
    const flat = body.replace(/\s+/g, ' ').trim();
    return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat || '(empty body)';
}


/***/ }),

/***/ 8902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RV: () => (/* binding */ DEFAULT_LLM_TIMEOUT_MS),
/* harmony export */   vC: () => (/* binding */ createLlmClient),
/* harmony export */   yW: () => (/* binding */ DEFAULT_LLM_URL),
/* harmony export */   ys: () => (/* binding */ DEFAULT_LLM_MODEL)
/* harmony export */ });
/* unused harmony exports DEFAULT_LLM_RETRIES, DEFAULT_LLM_BACKOFF_MS */
/* harmony import */ var _llm_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2354);
/**
 * The one client for the local model (Ollama or any server speaking one of the four styles of
 * llm-request.ts). Effects only: HTTP with a timeout per request, bounded retries with backoff
 * where the failure is transient (timeouts, 5xx, 429), a health check before a batch.
 */

const DEFAULT_LLM_URL = 'http://127.0.0.1:11434/v1/completions';
const DEFAULT_LLM_MODEL = 'qwen2.5:3b';
const DEFAULT_LLM_TIMEOUT_MS = 60_000;
const DEFAULT_LLM_RETRIES = 2;
const DEFAULT_LLM_BACKOFF_MS = 1_000;
const HEALTH_TIMEOUT_MS = 10_000;
function createLlmClient(settings, fetchImpl = fetch) {
    const endpoint = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLlmUrl */ .aw)(settings.url);
    const retries = settings.retries ?? DEFAULT_LLM_RETRIES;
    const backoffMs = settings.backoffMs ?? DEFAULT_LLM_BACKOFF_MS;
    const attempt = async (body) => {
        let response;
        try {
            response = await fetchImpl(endpoint.url, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
                signal: AbortSignal.timeout(settings.timeoutMs)
            });
        }
        catch (error) {
            return transportFailure(error, endpoint, settings.timeoutMs);
        }
        const raw = await response.text().catch(() => '');
        if (!response.ok) {
            const reason = `${endpoint.url} answered ${response.status}: ${(0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(raw)}${notFoundHint(response.status, settings.model)}`;
            return { kind: response.status >= 500 || response.status === 429 ? 'retry' : 'fatal', reason };
        }
        let parsed;
        try {
            parsed = JSON.parse(raw);
        }
        catch {
            return { kind: 'fatal', reason: `${endpoint.url} did not answer JSON: ${(0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(raw)}` };
        }
        const text = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .answerText */ .yy)(endpoint.style, parsed);
        if (text === undefined)
            return {
                kind: 'fatal',
                reason: `${endpoint.url} answered in an unexpected shape for ${endpoint.style}`
            };
        return { kind: 'text', text };
    };
    return {
        endpoint,
        model: settings.model,
        async complete(input) {
            const body = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .requestBody */ .IO)(endpoint.style, { ...input, model: settings.model });
            let last = '';
            for (let n = 1; n <= retries + 1; n++) {
                if (n > 1)
                    await sleep(backoffMs * 2 ** (n - 2));
                const result = await attempt(body);
                if (result.kind === 'text')
                    return { kind: 'text', text: result.text, attempts: n };
                last = result.reason;
                if (result.kind === 'fatal')
                    return { kind: 'failed', reason: last, attempts: n };
            }
            return {
                kind: 'failed',
                reason: `${last} (gave up after ${retries + 1} attempts)`,
                attempts: retries + 1
            };
        },
        health: () => checkHealth(endpoint, settings.model, fetchImpl)
    };
}
async function checkHealth(endpoint, model, fetchImpl) {
    const url = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .modelsUrl */ .MD)(endpoint);
    const unreachable = (why) => ({
        kind: 'unreachable',
        message: `The model server at ${endpoint.base} is not usable (${why}). Start it with \`ollama serve\` ` +
            `and run \`ollama pull ${model}\`, or pass --no-llm.`
    });
    let response;
    try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    }
    catch (error) {
        return unreachable(describeTransport(error, HEALTH_TIMEOUT_MS));
    }
    const raw = await response.text().catch(() => '');
    if (!response.ok)
        return unreachable(`GET ${url} answered ${response.status}: ${(0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(raw)}`);
    let models;
    try {
        models = (0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .modelNames */ .ci)(endpoint, JSON.parse(raw));
    }
    catch {
        return unreachable(`GET ${url} did not answer JSON`);
    }
    if ((0,_llm_request_js__WEBPACK_IMPORTED_MODULE_0__/* .hasModel */ .ec)(models, model))
        return { kind: 'ready', models };
    return {
        kind: 'model-missing',
        models,
        message: `Model ${model} is not installed at ${endpoint.base}; run \`ollama pull ${model}\` ` +
            `(installed: ${models.length === 0 ? 'none' : models.join(', ')}).`
    };
}
function transportFailure(error, endpoint, timeoutMs) {
    const reason = `${endpoint.url}: ${describeTransport(error, timeoutMs)}`;
    return { kind: isTimeout(error) ? 'retry' : 'fatal', reason };
}
function describeTransport(error, timeoutMs) {
    if (isTimeout(error))
        return `no answer within ${timeoutMs / 1000} s`;
    const cause = error.cause;
    if (cause?.code === 'ECONNREFUSED')
        return 'connection refused: nothing listens there';
    return cause?.message ?? (error instanceof Error ? error.message : String(error));
}
function isTimeout(error) {
    const name = error?.name;
    return name === 'TimeoutError' || name === 'AbortError';
}
function notFoundHint(status, model) {
    return status === 404 ? ` (run \`ollama pull ${model}\`)` : '';
}
function sleep(ms) {
    return new Promise(resolve => setTimeout(resolve, ms));
}


/***/ }),

/***/ 8381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lq: () => (/* binding */ HEAD_BYTES),
  au: () => (/* binding */ normalizeFolder),
  lS: () => (/* binding */ renameCommitMessage),
  lv: () => (/* binding */ selectInbox),
  Pz: () => (/* binding */ undoCommitMessage)
});

// UNUSED EXPORTS: RUN_TRAILER, classifyInboxFile, displayPath, isInside

;// CONCATENATED MODULE: ./src/pdf/read/lfs.ts
/**
 * Git LFS pointer detection. A checkout without `lfs: true` leaves a small text file in
 * place of each LFS-tracked PDF; renaming or parsing it would be wrong, so it is reported.
 * Format: https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md ("The Pointer").
 */
/** git-lfs itself never reads more than this many bytes as a pointer. */
const MAX_POINTER_BYTES = 1024;
const VERSIONS = ['https://git-lfs.github.com/spec/v1', 'https://hawser.github.com/spec/v1'];
const KEY_VALUE = /^([a-z0-9.-]+) (.*)$/;
const OID = /^sha256:[0-9a-f]{64}$/;
const SIZE = /^(0|[1-9][0-9]*)$/;
/** Parses the bytes as an LFS pointer; null when they are anything else (a PDF, say). */
function parseLfsPointer(bytes) {
    if (bytes.length === 0 || bytes.length > MAX_POINTER_BYTES)
        return null;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    const lines = text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
    const fields = new Map();
    for (const line of lines) {
        const match = KEY_VALUE.exec(line);
        if (!match || fields.has(match[1] ?? ''))
            return null;
        fields.set(match[1] ?? '', match[2] ?? '');
    }
    if (lines[0]?.startsWith('version ') !== true)
        return null;
    const version = fields.get('version');
    const oid = fields.get('oid');
    const size = fields.get('size');
    if (version === undefined || !VERSIONS.includes(version))
        return null;
    if (oid === undefined || !OID.test(oid))
        return null;
    if (size === undefined || !SIZE.test(size))
        return null;
    return { oid, size: Number(size) };
}
/** The report line for a pointer found where a PDF was expected, with the fix. */
function lfsPointerMessage(path, pointer) {
    return (`${path} is a Git LFS pointer (${pointer.oid}, ${pointer.size} bytes), not the PDF itself. ` +
        'Check out with LFS content: set `lfs: true` on actions/checkout in the workflow.');
}

;// CONCATENATED MODULE: ./src/pdf/inbox/inbox.ts
/**
 * Which files of a document inbox the renamer takes, which it leaves alone and why, and the
 * commit message of a batch. Pure: the action lists the files (git and fs) and passes them in.
 */

/** How many leading bytes selectInbox needs to tell a PDF from an LFS pointer. */
const HEAD_BYTES = MAX_POINTER_BYTES;
const PLACEHOLDERS = new Set(['.gitkeep', '.keep', '.gitignore', '.gitattributes']);
const PDF_NAME = /\.pdf$/i;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/**
 * Normalizes a folder input to a repository-relative path without `./` or a trailing slash.
 * Throws for absolute paths and paths that leave the repository.
 */
function normalizeFolder(value, input) {
    const trimmed = value.trim().replace(/\\/g, '/');
    const parts = trimmed.split('/').filter(part => part !== '' && part !== '.');
    if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed) || parts.includes('..')) {
        throw new Error(`Invalid value '${value}' for input '${input}'. ` +
            'Expected a folder inside the repository, relative to its root, like inbox or docs/archive.');
    }
    return parts.join('/');
}
/** True when `path` lies inside `folder` ('' is the repository root). */
function isInside(path, folder) {
    return folder === '' || path.startsWith(`${folder}/`);
}
function relativeTo(path, folder) {
    return folder === '' ? path : path.slice(folder.length + 1);
}
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function hasPdfHeader(head) {
    const limit = Math.min(head.length, HEAD_BYTES) - PDF_HEADER.length;
    for (let start = 0; start <= limit; start++) {
        if (PDF_HEADER.every((byte, i) => head[start + i] === byte))
            return true;
    }
    return false;
}
function skip(path, reason, message) {
    return { path, reason, message };
}
/** Why a listed inbox file is not a candidate, or null when it is one. */
function classifyInboxFile(file, layout) {
    const { path } = file;
    if (!layout.recursive && relativeTo(path, layout.inbox).includes('/')) {
        return skip(path, 'in-subfolder', `${path}: in a subfolder of the inbox; left in place (set recursive: true to include subfolders).`);
    }
    if (!PDF_NAME.test(path)) {
        return skip(path, 'not-pdf', `${path}: not a PDF (the name does not end in .pdf); left in place.`);
    }
    if (file.kind === 'symlink') {
        return skip(path, 'symlink', `${path}: a symbolic link; only regular files are renamed.`);
    }
    if (file.kind === 'submodule') {
        return skip(path, 'submodule', `${path}: a submodule, not a file; left in place.`);
    }
    if (file.size === 0)
        return skip(path, 'empty', `${path}: empty file (0 bytes); left in place.`);
    const pointer = parseLfsPointer(file.head);
    if (pointer)
        return skip(path, 'lfs-pointer', lfsPointerMessage(path, pointer));
    if (!hasPdfHeader(file.head)) {
        return skip(path, 'not-pdf-content', `${path}: named .pdf but has no PDF header (%PDF-) in its first ${HEAD_BYTES} bytes; left in place.`);
    }
    return null;
}
/** Splits the inbox listing into candidates, reported skips and silently ignored files. */
function selectInbox(inbox, archive, layout) {
    const archiveNested = layout.archive !== layout.inbox && isInside(layout.archive, layout.inbox);
    const candidates = [];
    const skipped = [];
    const ignored = [];
    for (const file of inbox) {
        if (!isInside(file.path, layout.inbox)) {
            throw new Error(`Listed file '${file.path}' is not inside the inbox '${layout.inbox}'.`);
        }
        if (PLACEHOLDERS.has(baseName(file.path)) ||
            (archiveNested && isInside(file.path, layout.archive))) {
            ignored.push(file.path);
            continue;
        }
        const reason = classifyInboxFile(file, layout);
        if (reason)
            skipped.push(reason);
        else
            candidates.push(file.path);
    }
    const taken = new Set(candidates);
    return {
        candidates: candidates.sort(compareCodePoints),
        skipped: skipped.sort((a, b) => compareCodePoints(a.path, b.path)),
        ignored: ignored.sort(compareCodePoints),
        occupied: archive.filter(path => !taken.has(path)).sort(compareCodePoints)
    };
}
function compareCodePoints(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** A path as one line of a commit body: quoted when it holds control characters. */
function displayPath(path) {
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\u007f]|^\s|\s$/.test(path) ? JSON.stringify(path) : path;
}
function plural(count) {
    return `${count} ${count === 1 ? 'file' : 'files'}`;
}
/** Trailer that ties a commit to its undo-log run. */
const RUN_TRAILER = 'Pdf-Rename-Run';
function batchMessage(subject, moves, runId) {
    const lines = [...moves]
        .sort((a, b) => compareCodePoints(a.from, b.from))
        .map(({ from, to }) => `${displayPath(from)} -> ${displayPath(to)}`);
    return `${subject}\n\n${lines.join('\n')}\n\n${RUN_TRAILER}: ${runId}\n`;
}
/** `pdf-rename: N files`, the renames one a line in path order, and the run trailer. */
function renameCommitMessage(renames, runId) {
    return batchMessage(`pdf-rename: ${plural(renames.length)}`, renames, runId);
}
/** `pdf-rename: undo N files`, each restore (archive -> original) one a line, and the run. */
function undoCommitMessage(restores, runId) {
    return batchMessage(`pdf-rename: undo ${plural(restores.length)}`, restores, runId);
}


/***/ }),

/***/ 2070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MF: () => (/* binding */ takeWithinBudget),
/* harmony export */   _4: () => (/* binding */ DEFAULT_MAX_CONTENT_TOKENS),
/* harmony export */   bP: () => (/* binding */ estimateTokens)
/* harmony export */ });
/* unused harmony export charCost */
/**
 * Token estimate for the content budget. Without the model's tokenizer we count characters:
 * Latin script (and whitespace, digits, punctuation) at about 4 characters a token, other
 * alphabets (Greek, Cyrillic, Hebrew, Arabic, ...) at 2, and CJK/kana/hangul at 1 character a
 * token — conservative, because subword tokenizers split non-Latin text much finer.
 */
const DEFAULT_MAX_CONTENT_TOKENS = 28_000;
/** Cost of one character in tokens. */
function charCost(codePoint) {
    if (codePoint < 0x0250)
        return 0.25; // Basic Latin, Latin-1, Latin Extended-A/B
    if (codePoint >= 0x1e00 && codePoint < 0x2000)
        return 0.25; // Latin Extended Additional, Greek Ext.
    if (codePoint >= 0x2000 && codePoint < 0x2e00)
        return 0.25; // punctuation, symbols, arrows
    if (isCjk(codePoint))
        return 1;
    return 0.5;
}
function isCjk(cp) {
    return ((cp >= 0x2e80 && cp < 0xa000) || // CJK radicals, kana, CJK unified ideographs
        (cp >= 0xac00 && cp < 0xd7b0) || // Hangul syllables
        (cp >= 0xf900 && cp < 0xfb00) || // CJK compatibility ideographs
        cp >= 0x20000 // supplementary ideographs
    );
}
function estimateTokens(text) {
    let cost = 0;
    for (const ch of text)
        cost += charCost(ch.codePointAt(0) ?? 0);
    return Math.ceil(cost);
}
/**
 * The longest prefix of `text` whose estimate fits in `tokens`, cut at the last line break (or
 * space) inside it when there is one, so a word or a date is not split.
 */
function takeWithinBudget(text, tokens) {
    if (tokens <= 0)
        return { text: '', tokens: 0, truncated: text.length > 0 };
    let cost = 0;
    let index = 0;
    for (const ch of text) {
        const next = cost + charCost(ch.codePointAt(0) ?? 0);
        if (next > tokens)
            break;
        cost = next;
        index += ch.length;
    }
    if (index >= text.length)
        return { text, tokens: Math.ceil(cost), truncated: false };
    const head = text.slice(0, index);
    const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
    const kept = cut > 0 ? head.slice(0, cut) : head;
    return { text: kept, tokens: estimateTokens(kept), truncated: true };
}


/***/ }),

/***/ 3131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ withDecodeLimit),
/* harmony export */   W6: () => (/* binding */ DEFAULT_MAX_DECOMPRESSED_MB),
/* harmony export */   pb: () => (/* binding */ tooLargeMessage)
/* harmony export */ });
/* unused harmony export DecodeLimitError */
/**
 * A cap on the bytes pdfjs-dist decompresses for one file, so a decompression bomb (a 1 MB
 * stream that inflates to gigabytes) is stopped on its own instead of taking the whole batch
 * down. pdfjs-dist reports every decompressed byte to the hook installed here (the patch in
 * scripts/patch-pdfjs.mjs); past the limit the hook throws, which stops that stream, and the
 * file is reported "too large when decompressed (limit N MB)".
 *
 * The hook is one per thread, so reads under a limit take turns on their thread (the OCR pass
 * and the text pass of a batch read in-process would otherwise overlap); each pool worker is a
 * thread of its own.
 */
const HOOK = Symbol.for('ralph-action.pdfjs.decoded');
const DEFAULT_MAX_DECOMPRESSED_MB = 128;
const MB = 1024 * 1024;
class DecodeLimitError extends Error {
    name = 'DecodeLimitError';
}
function tooLargeMessage(limitMb) {
    return `too large when decompressed (limit ${limitMb} MB); if the file is trusted, raise max-decompressed-mb`;
}
let turn = Promise.resolve();
/**
 * Runs `read` with the cap in place, after the reads before it on this thread; `meter` says
 * whether the cap was reached. `read` must settle (extract.ts races it with its timeout).
 */
function withDecodeLimit(limitMb, read) {
    const result = turn.then(() => metered(limitMb, read));
    turn = result.catch(() => undefined);
    return result;
}
async function metered(limitMb, read) {
    const limit = limitMb * MB;
    let used = 0;
    const meter = { exceeded: false };
    const hooks = globalThis;
    const previous = hooks[HOOK];
    hooks[HOOK] = (bytes) => {
        used += bytes;
        if (meter.exceeded || used > limit) {
            meter.exceeded = true;
            throw new DecodeLimitError(tooLargeMessage(limitMb));
        }
    };
    try {
        return await read(meter);
    }
    finally {
        hooks[HOOK] = previous;
    }
}


/***/ })

};
