export const id = 35;
export const ids = [35];
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

/***/ 2035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/github/pr-options.ts
var pr_options = __webpack_require__(5774);
// EXTERNAL MODULE: ./src/loop/agent/agent-args.ts
var agent_args = __webpack_require__(699);
// EXTERNAL MODULE: ./src/loop/step-settings.ts
var step_settings = __webpack_require__(7170);
// EXTERNAL MODULE: ./src/pdf/inbox/inbox.ts + 1 modules
var inbox = __webpack_require__(8381);
// EXTERNAL MODULE: ./src/settings/errors.ts
var settings_errors = __webpack_require__(6990);
;// CONCATENATED MODULE: ./src/settings/parse.ts
/**
 * One parser per kind of setting, for the action's inputs and the CLIs' flags alike. A source
 * gives the raw text of a setting ('' and absent both mean "not given") and says how to word it.
 */

/** The trimmed value, or undefined when it is empty or absent. */
function parse_text(source, setting) {
    const value = source.read(setting)?.trim();
    return value === undefined || value === '' ? undefined : value;
}
function wholeNumber(source, setting, fallback, min) {
    const value = parse_text(source, setting);
    if (value === undefined)
        return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value)))
        throw new settings_errors/* SettingError */.L_(setting, value, `a whole number of at least ${min}.`, source.surface);
    return Number(value);
}
/** The YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them (a flag reads 'true'). */
function flag(source, setting, fallback) {
    const value = parse_text(source, setting);
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
            throw new settings_errors/* SettingError */.L_(setting, value, 'true or false.', source.surface);
    }
}
/** "a, b or c", as the messages list the accepted values. */
function listChoices(choices) {
    return choices.length < 2
        ? choices.join('')
        : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
}
function choice(source, setting, choices, fallback) {
    const value = parse_text(source, setting);
    if (value === undefined)
        return fallback;
    if (choices.includes(value))
        return value;
    throw new settings_errors/* SettingError */.L_(setting, value, `${listChoices(choices)}.`, source.surface);
}
/** A value checked by a domain parser; its failure becomes a SettingError saying `expected`. */
function parsed(source, setting, fallback, parse, expected) {
    const value = parse_text(source, setting) ?? fallback;
    try {
        return parse(value);
    }
    catch (error) {
        throw new settings_errors/* SettingError */.L_(setting, value, expected, source.surface, { cause: error });
    }
}

// EXTERNAL MODULE: ./src/pdf/decide/model/llm-request.ts
var llm_request = __webpack_require__(2354);
// EXTERNAL MODULE: ./src/pdf/read/ocr/ocr.ts
var ocr = __webpack_require__(6700);
// EXTERNAL MODULE: ./src/pdf/settings.ts + 1 modules
var pdf_settings = __webpack_require__(3235);
;// CONCATENATED MODULE: ./src/pdf/settings-read.ts
/**
 * The rename settings from action inputs or CLI flags: one parser per setting, the same names
 * on both surfaces (`llm-url` is input 'llm-url' and --llm-url), one error type.
 */




/** Reading, OCR and model settings; paths, outDir, undoLog and rulesFile are each shell's own. */
function readRenameSettings(source) {
    const d = (0,pdf_settings/* defaultRenameSettings */.x)();
    const settings = {
        ...d,
        surface: source.surface,
        maxContentTokens: wholeNumber(source, 'max-content-tokens', d.maxContentTokens, 1),
        timeoutMs: wholeNumber(source, 'timeout', d.timeoutMs / 1000, 1) * 1000,
        maxDecompressedMb: wholeNumber(source, 'max-decompressed-mb', d.maxDecompressedMb, 1),
        jobs: wholeNumber(source, 'jobs', d.jobs, 1),
        reader: choice(source, 'reader', ['pdfjs', 'pymupdf'], d.reader),
        python: parse_text(source, 'python') ?? d.python,
        dateOrder: choice(source, 'date-order', ['dmy', 'mdy'], d.dateOrder),
        ocr: choice(source, 'ocr', ['auto', 'off', 'force'], d.ocr),
        ocrLanguages: parsed(source, 'ocr-lang', d.ocrLanguages, value => (0,ocr/* parseOcrLanguages */.B$)(value).join('+'), "tesseract codes joined by '+', like deu+eng."),
        ocrEngine: choice(source, 'ocr-engine', ocr/* OCR_ENGINES */.v_, d.ocrEngine),
        ocrMaxPages: wholeNumber(source, 'ocr-max-pages', d.ocrMaxPages, 1),
        llmUrl: parsed(source, 'llm-url', d.llmUrl, value => (0,llm_request/* parseLlmUrl */.aw)(value).url, 'an http(s) URL ending in /v1/completions, /v1/chat/completions, /api/generate or ' +
            '/api/chat, e.g. http://127.0.0.1:11434/api/generate.'),
        llmModel: parse_text(source, 'llm-model') ?? d.llmModel,
        llmTimeoutMs: wholeNumber(source, 'llm-timeout', d.llmTimeoutMs / 1000, 1) * 1000,
        requireLlm: flag(source, 'require-llm', d.requireLlm)
    };
    const maxPages = parse_text(source, 'max-pages');
    if (maxPages !== undefined)
        settings.maxPages = wholeNumber(source, 'max-pages', 0, 1);
    return settings;
}

;// CONCATENATED MODULE: ./src/action/inputs.ts








const readCoreInput = name => core/* getInput */.V4(name);
/** Reads every input of the action into one settings object for the chosen command. */
function readSettings(input = readCoreInput) {
    const command = readCommand(input);
    switch (command) {
        case 'step':
            return readStepSettings(input);
        case 'publish':
            return readPublishSettings(input);
        case 'plan':
            return {
                command,
                prd: optional(input, 'prd') ?? 'prd.json',
                mode: readMode(input),
                maxStories: inputs_wholeNumber(input, 'max-stories', 5, 1),
                policy: optional(input, 'policy') ?? 'CODEX.md',
                protect: lines(input, 'protect')
            };
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
/** The engine settings the action has inputs for (action.yml); the others keep their defaults. */
const PDF_INPUTS = [
    'llm-url',
    'llm-model',
    'llm-timeout',
    'require-llm',
    'ocr',
    'ocr-lang',
    'ocr-engine',
    'max-content-tokens',
    'max-decompressed-mb',
    'reader',
    'python'
];
function readRenamePdfsSettings(input) {
    const rules = optional(input, 'rules');
    const pdf = readRenameSettings({
        surface: 'input',
        read: name => (PDF_INPUTS.includes(name) ? input(name) : undefined)
    });
    return {
        command: 'rename-pdfs',
        inboxPath: repoPath(input, 'inbox-path', 'inbox'),
        archivePath: repoPath(input, 'archive-path', 'archive'),
        recursive: inputs_boolean(input, 'recursive', false),
        pdf: rules === undefined ? pdf : { ...pdf, rulesFile: repoPath(input, 'rules', rules) },
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
        throw new settings_errors/* SettingError */.L_(name, value, 'a file path inside the repository.', 'input');
    return path;
}
function readStepSettings(input) {
    const agent = readAgent(input);
    const agentCommand = readAgentCommand(input);
    if (agent === 'command' && agentCommand === undefined)
        throw new settings_errors/* UsageError */.eb("Input 'agent-command' is required when 'agent' is 'command'. " +
            'Expected a JSON array of strings, for example ["my-agent","--prompt","{prompt_file}"].');
    return {
        command: 'step',
        prd: optional(input, 'prd') ?? 'prd.json',
        policy: optional(input, 'policy') ?? 'CODEX.md',
        mode: readMode(input),
        steps: inputs_wholeNumber(input, 'steps', 1, 1),
        engine: readAgentSettings(input, agent, agentCommand),
        protect: lines(input, 'protect'),
        githubToken: input('github-token'),
        baseBranch: optional(input, 'base-branch'),
        branchPrefix: optional(input, 'branch-prefix') ?? 'ralph/',
        push: inputs_boolean(input, 'push', true),
        openPr: inputs_boolean(input, 'open-pr', true),
        pullRequest: readPullRequestOptions(input),
        failOn: readFailOn(input),
        ...readBundleOutput(input)
    };
}
function readAgentSettings(input, agent, agentCommand) {
    const { prd: _prd, protect: _protect, ...engine } = (0,step_settings/* stepSettings */.Gr)({
        prd: '',
        agent,
        ...defined({
            agentCommand,
            model: optional(input, 'model'),
            agentVersion: readAgentVersion(input, agent),
            reasoningEffort: optional(input, 'reasoning-effort'),
            story: readStory(input)
        }),
        agentArgs: readAgentArgs(input),
        allowedTools: readAllowedTools(input, agent),
        timeoutSeconds: inputs_wholeNumber(input, 'timeout-seconds', step_settings/* STEP_DEFAULTS */.KN.timeoutSeconds, 1),
        maxAttempts: inputs_wholeNumber(input, 'max-attempts', step_settings/* STEP_DEFAULTS */.KN.maxAttempts, 1),
        passEnv: list(input, 'pass-env')
    });
    return engine;
}
/** The entries whose value is not undefined (the engine's optional fields stay absent). */
function defined(values) {
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
function readStory(input) {
    const story = optional(input, 'story');
    if (story !== undefined && /[\s,]/.test(story))
        throw new settings_errors/* SettingError */.L_('story', story, "one story id for 'step' (a matrix entry: ${{ matrix.story }}).", 'input');
    return story;
}
function readBundleOutput(input) {
    const publish = inputs_boolean(input, 'publish', true);
    if (!publish && inputs_wholeNumber(input, 'steps', 1, 1) !== 1)
        throw new settings_errors/* UsageError */.eb("Input 'steps' must be 1 with 'publish: false': one agent job writes one result bundle. " +
            'Run more stories as a matrix of agent jobs (docs/action.md).');
    return { publish, bundlePath: optional(input, 'bundle-path') };
}
function readPublishSettings(input) {
    const bundlePath = optional(input, 'bundle-path');
    if (bundlePath === undefined)
        throw new settings_errors/* UsageError */.eb("Input 'bundle-path' is required for 'command: publish'. Expected the folder " +
            'actions/download-artifact wrote the agent job’s bundle (or bundles) to.');
    return {
        command: 'publish',
        prd: optional(input, 'prd') ?? 'prd.json',
        policy: optional(input, 'policy') ?? 'CODEX.md',
        protect: lines(input, 'protect'),
        bundlePath,
        stories: list(input, 'story'),
        githubToken: input('github-token'),
        baseBranch: optional(input, 'base-branch'),
        branchPrefix: optional(input, 'branch-prefix') ?? 'ralph/',
        push: inputs_boolean(input, 'push', true),
        openPr: inputs_boolean(input, 'open-pr', true),
        pullRequest: readPullRequestOptions(input)
    };
}
function readAgentVersion(input, agent) {
    const value = optional(input, 'agent-version');
    if (value === undefined)
        return undefined;
    if (agent === 'command')
        throw new settings_errors/* UsageError */.eb("Input 'agent-version' installs the codex or claude CLI; with 'agent: command' install your program in a step of its own.");
    if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(value))
        throw new settings_errors/* SettingError */.L_('agent-version', value, 'an exact version such as 0.171.0 (no range, no tag).', 'input');
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
        throw new settings_errors/* UsageError */.eb(`Invalid value '${value}' for input 'agent-args'. ${error.message}`, { cause: error });
    }
}
function readAllowedTools(input, agent) {
    const tools = lines(input, 'allowed-tools').flatMap(line => line.includes('(') ? [line] : line.split(',').map(item => item.trim()));
    if (tools.length > 0 && agent !== 'claude')
        throw new settings_errors/* UsageError */.eb(`Input 'allowed-tools' applies to 'agent: claude' only (Claude Code's --allowedTools); the agent is '${agent}'.`);
    for (const tool of tools)
        if (!/^[A-Za-z][A-Za-z0-9_:.-]*(\([^()\n]*\))?$/.test(tool))
            throw new settings_errors/* SettingError */.L_('allowed-tools', tool, 'Claude Code tool names or patterns, one a line, such as Edit, Read or Bash(npm test:*).', 'input');
    return tools.filter(tool => tool !== '');
}
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
function readPullRequestOptions(input) {
    const labels = list(input, 'labels');
    for (const label of labels)
        if (label.length > 50)
            throw new settings_errors/* SettingError */.L_('labels', label, 'label names of at most 50 characters.', 'input');
    const reviewers = list(input, 'reviewers');
    for (const name of reviewers)
        if (!LOGIN.test(name) && !/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(name))
            throw new settings_errors/* SettingError */.L_('reviewers', name, 'GitHub user names, or teams as org/team-slug.', 'input');
    const assignees = list(input, 'assignees');
    for (const name of assignees)
        if (!LOGIN.test(name))
            throw new settings_errors/* SettingError */.L_('assignees', name, 'GitHub user names.', 'input');
    const prefix = optional(input, 'pr-title-prefix') ?? '';
    if (/[\r\n]/.test(prefix) || prefix.length > 100)
        throw new settings_errors/* SettingError */.L_('pr-title-prefix', prefix, 'one line of at most 100 characters.', 'input');
    return {
        draft: inputs_boolean(input, 'draft', pr_options/* DEFAULT_PR_OPTIONS */.e.draft),
        labels: labels.length > 0 ? labels : pr_options/* DEFAULT_PR_OPTIONS */.e.labels,
        reviewers,
        assignees,
        titlePrefix: prefix === '' ? pr_options/* DEFAULT_PR_OPTIONS */.e.titlePrefix : prefix
    };
}
const COMMANDS = 'step, plan, publish, check-scope, validate, rename-pdfs or undo-pdfs';
function readCommand(input) {
    const value = optional(input, 'command');
    switch (value) {
        case 'step':
        case 'plan':
        case 'publish':
        case 'check-scope':
        case 'validate':
        case 'rename-pdfs':
        case 'undo-pdfs':
            return value;
        case undefined:
            throw new settings_errors/* UsageError */.eb(`Input 'command' is required. Expected ${COMMANDS}.`);
        default:
            throw new settings_errors/* SettingError */.L_('command', value, `${COMMANDS}.`, 'input');
    }
}
function readAgentCommand(input) {
    const value = optional(input, 'agent-command');
    if (value === undefined)
        return undefined;
    const expected = 'a JSON array of strings, for example ["my-agent","{prompt_file}"].';
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch (error) {
        throw new settings_errors/* SettingError */.L_('agent-command', value, expected, 'input', { cause: error });
    }
    if (!Array.isArray(parsed) ||
        parsed.length === 0 ||
        !parsed.every(item => typeof item === 'string' && item !== ''))
        throw new settings_errors/* SettingError */.L_('agent-command', value, expected, 'input');
    return parsed;
}
/** The trimmed input, or undefined when it is empty. */
function optional(input, name) {
    const value = input(name).trim();
    return value === '' ? undefined : value;
}
/** The inputs as a setting source for the shared parsers (src/settings/parse.ts). */
function inputSource(input) {
    return { surface: 'input', read: input };
}
function inputs_wholeNumber(input, name, fallback, min) {
    return wholeNumber(inputSource(input), name, fallback, min);
}
function inputs_boolean(input, name, fallback) {
    return flag(inputSource(input), name, fallback);
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
function readChoice(input, name, choices, fallback) {
    return fallback === undefined
        ? choice(inputSource(input), name, choices)
        : choice(inputSource(input), name, choices, fallback);
}
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
    // Of the inputs, only the token is a secret (max-content-tokens is not); an empty one is none.
    const secrets = start.names.filter(name => (process.env[name] ?? '') !== '' &&
        (0,names/* isSecretName */.eh)(name) &&
        (!name.startsWith('INPUT_') || name === 'INPUT_GITHUB-TOKEN'));
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
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(867), __webpack_require__.e(370), __webpack_require__.e(554), __webpack_require__.e(187), __webpack_require__.e(374), __webpack_require__.e(335)]).then(__webpack_require__.bind(__webpack_require__, 5335))).runStep(settings, context);
        case 'publish':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(867), __webpack_require__.e(370), __webpack_require__.e(554), __webpack_require__.e(187), __webpack_require__.e(374), __webpack_require__.e(637)]).then(__webpack_require__.bind(__webpack_require__, 3637))).runPublish(settings, context);
        case 'plan':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(370), __webpack_require__.e(554), __webpack_require__.e(187), __webpack_require__.e(878)]).then(__webpack_require__.bind(__webpack_require__, 6878))).runPlan(settings, context);
        case 'check-scope':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(370), __webpack_require__.e(554), __webpack_require__.e(342)]).then(__webpack_require__.bind(__webpack_require__, 342))).runCheckScope(settings, context);
        case 'validate':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(554), __webpack_require__.e(133)]).then(__webpack_require__.bind(__webpack_require__, 554))).runValidate(settings, context);
        case 'rename-pdfs':
            return (await Promise.all(/* import() */[__webpack_require__.e(370), __webpack_require__.e(507), __webpack_require__.e(47)]).then(__webpack_require__.bind(__webpack_require__, 47))).runRenamePdfs(settings, context);
        case 'undo-pdfs':
            return (await Promise.all(/* import() */[__webpack_require__.e(370), __webpack_require__.e(507), __webpack_require__.e(949)]).then(__webpack_require__.bind(__webpack_require__, 2949))).runUndoPdfs(settings, context);
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

/***/ 7170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gr: () => (/* binding */ stepSettings),
/* harmony export */   KN: () => (/* binding */ STEP_DEFAULTS),
/* harmony export */   zT: () => (/* binding */ prdError),
/* harmony export */   zg: () => (/* binding */ StepError)
/* harmony export */ });
const STEP_DEFAULTS = {
    agent: 'codex',
    timeoutSeconds: 900,
    maxAttempts: 3,
    killGraceSeconds: 5
};
function stepSettings(over) {
    return { ...STEP_DEFAULTS, passEnv: [], protect: [], ...over };
}
/** Why a step could not run; the CLI maps `code` to an exit code. */
class StepError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'StepError';
    }
}
/** The error for a PRD that did not load: each problem as `FILE: /pointer: what (fix)`. */
function prdError(loaded) {
    const problems = loaded.kind === 'missing' ? [loaded.problem] : loaded.problems;
    const lines = problems.map(p => `${p.file}: ${p.pointer || '/'}: ${p.message} (${p.fix})`);
    return new StepError(loaded.kind === 'missing' ? 'missing' : 'bad-input', lines.join('\n'));
}


/***/ }),

/***/ 9902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jz: () => (/* binding */ alphabetRegex)
});

// UNUSED EXPORTS: alphabetRegexes, inAlphabet, narrowSource

;// CONCATENATED MODULE: ./src/pdf/decide/alphabet-ranges.ts
/**
 * The common alphabet of the documents the heuristics read: the Latin scripts, their combining
 * accents, punctuation, currency and other signs of business letters, ligatures, private-use
 * glyphs. A text written only in it is matched with narrowed regexes (alphabet.ts).
 */
const ALPHABET = [
    [0x0000, 0x024f], // Basic Latin, Latin-1, Latin Extended-A and -B
    [0x0300, 0x036f], // combining diacritical marks (decomposed accents)
    [0x1e00, 0x1eff], // Latin Extended Additional
    [0x2000, 0x20cf], // general punctuation, super- and subscripts, currency signs
    [0x2100, 0x23ff], // letterlike signs (№, ™), number forms, arrows, maths (−), technical
    [0x2500, 0x27bf], // box drawing, blocks, geometric shapes, symbols, dingbats
    [0xe000, 0xf8ff], // private use (symbol fonts without a Unicode map)
    [0xfb00, 0xfb06], // Latin ligatures (ﬁ, ﬂ)
    [0xfeff, 0xfeff], // byte order mark
    [0xfffd, 0xfffd] // replacement character
];
/** The property escapes narrowed to the alphabet (alphabet-classes.ts has their members). */
const PROPERTY_ESCAPES = (/* unused pure expression or super */ null && (['\\p{L}', '\\p{Lu}', '\\p{Ll}', '\\p{N}', '\\P{L}', '\\p{M}']));

;// CONCATENATED MODULE: ./src/pdf/decide/alphabet-classes.ts
// Generated by scripts/build-alphabet.ts (`npm run alphabet`) from V8 and ICU; do not edit.
/** Each property class's members within the common alphabet, with the flags `u` and `iu`. */
const CLASSES_IN_ALPHABET = {
    "\\p{L}": {
        u: "\\u0041-\\u005A\\u0061-\\u007A\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF\\u2071\\u207F\\u2090-\\u209C\\u2102\\u2107\\u210A-\\u2113\\u2115\\u2119-\\u211D\\u2124\\u2126\\u2128\\u212A-\\u212D\\u212F-\\u2139\\u213C-\\u213F\\u2145-\\u2149\\u214E\\u2183-\\u2184\\uFB00-\\uFB06",
        iu: "\\u0041-\\u005A\\u0061-\\u007A\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0345\\u1E00-\\u1EFF\\u2071\\u207F\\u2090-\\u209C\\u2102\\u2107\\u210A-\\u2113\\u2115\\u2119-\\u211D\\u2124\\u2126\\u2128\\u212A-\\u212D\\u212F-\\u2139\\u213C-\\u213F\\u2145-\\u2149\\u214E\\u2183-\\u2184\\uFB00-\\uFB06"
    },
    "\\p{Lu}": {
        u: "\\u0041-\\u005A\\u00C0-\\u00D6\\u00D8-\\u00DE\\u0100\\u0102\\u0104\\u0106\\u0108\\u010A\\u010C\\u010E\\u0110\\u0112\\u0114\\u0116\\u0118\\u011A\\u011C\\u011E\\u0120\\u0122\\u0124\\u0126\\u0128\\u012A\\u012C\\u012E\\u0130\\u0132\\u0134\\u0136\\u0139\\u013B\\u013D\\u013F\\u0141\\u0143\\u0145\\u0147\\u014A\\u014C\\u014E\\u0150\\u0152\\u0154\\u0156\\u0158\\u015A\\u015C\\u015E\\u0160\\u0162\\u0164\\u0166\\u0168\\u016A\\u016C\\u016E\\u0170\\u0172\\u0174\\u0176\\u0178-\\u0179\\u017B\\u017D\\u0181-\\u0182\\u0184\\u0186-\\u0187\\u0189-\\u018B\\u018E-\\u0191\\u0193-\\u0194\\u0196-\\u0198\\u019C-\\u019D\\u019F-\\u01A0\\u01A2\\u01A4\\u01A6-\\u01A7\\u01A9\\u01AC\\u01AE-\\u01AF\\u01B1-\\u01B3\\u01B5\\u01B7-\\u01B8\\u01BC\\u01C4\\u01C7\\u01CA\\u01CD\\u01CF\\u01D1\\u01D3\\u01D5\\u01D7\\u01D9\\u01DB\\u01DE\\u01E0\\u01E2\\u01E4\\u01E6\\u01E8\\u01EA\\u01EC\\u01EE\\u01F1\\u01F4\\u01F6-\\u01F8\\u01FA\\u01FC\\u01FE\\u0200\\u0202\\u0204\\u0206\\u0208\\u020A\\u020C\\u020E\\u0210\\u0212\\u0214\\u0216\\u0218\\u021A\\u021C\\u021E\\u0220\\u0222\\u0224\\u0226\\u0228\\u022A\\u022C\\u022E\\u0230\\u0232\\u023A-\\u023B\\u023D-\\u023E\\u0241\\u0243-\\u0246\\u0248\\u024A\\u024C\\u024E\\u1E00\\u1E02\\u1E04\\u1E06\\u1E08\\u1E0A\\u1E0C\\u1E0E\\u1E10\\u1E12\\u1E14\\u1E16\\u1E18\\u1E1A\\u1E1C\\u1E1E\\u1E20\\u1E22\\u1E24\\u1E26\\u1E28\\u1E2A\\u1E2C\\u1E2E\\u1E30\\u1E32\\u1E34\\u1E36\\u1E38\\u1E3A\\u1E3C\\u1E3E\\u1E40\\u1E42\\u1E44\\u1E46\\u1E48\\u1E4A\\u1E4C\\u1E4E\\u1E50\\u1E52\\u1E54\\u1E56\\u1E58\\u1E5A\\u1E5C\\u1E5E\\u1E60\\u1E62\\u1E64\\u1E66\\u1E68\\u1E6A\\u1E6C\\u1E6E\\u1E70\\u1E72\\u1E74\\u1E76\\u1E78\\u1E7A\\u1E7C\\u1E7E\\u1E80\\u1E82\\u1E84\\u1E86\\u1E88\\u1E8A\\u1E8C\\u1E8E\\u1E90\\u1E92\\u1E94\\u1E9E\\u1EA0\\u1EA2\\u1EA4\\u1EA6\\u1EA8\\u1EAA\\u1EAC\\u1EAE\\u1EB0\\u1EB2\\u1EB4\\u1EB6\\u1EB8\\u1EBA\\u1EBC\\u1EBE\\u1EC0\\u1EC2\\u1EC4\\u1EC6\\u1EC8\\u1ECA\\u1ECC\\u1ECE\\u1ED0\\u1ED2\\u1ED4\\u1ED6\\u1ED8\\u1EDA\\u1EDC\\u1EDE\\u1EE0\\u1EE2\\u1EE4\\u1EE6\\u1EE8\\u1EEA\\u1EEC\\u1EEE\\u1EF0\\u1EF2\\u1EF4\\u1EF6\\u1EF8\\u1EFA\\u1EFC\\u1EFE\\u2102\\u2107\\u210B-\\u210D\\u2110-\\u2112\\u2115\\u2119-\\u211D\\u2124\\u2126\\u2128\\u212A-\\u212D\\u2130-\\u2133\\u213E-\\u213F\\u2145\\u2183",
        iu: "\\u0041-\\u005A\\u0061-\\u007A\\u00B5\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u0130\\u0132-\\u0137\\u0139-\\u0148\\u014A-\\u018C\\u018E-\\u01A9\\u01AC-\\u01B9\\u01BC-\\u01BD\\u01BF\\u01C4-\\u01EF\\u01F1-\\u0220\\u0222-\\u0233\\u023A-\\u024F\\u0345\\u1E00-\\u1E95\\u1E9B\\u1E9E\\u1EA0-\\u1EFF\\u2102\\u2107\\u210B-\\u210D\\u2110-\\u2112\\u2115\\u2119-\\u211D\\u2124\\u2126\\u2128\\u212A-\\u212D\\u2130-\\u2133\\u213E-\\u213F\\u2145\\u214E\\u2183-\\u2184"
    },
    "\\p{Ll}": {
        u: "\\u0061-\\u007A\\u00B5\\u00DF-\\u00F6\\u00F8-\\u00FF\\u0101\\u0103\\u0105\\u0107\\u0109\\u010B\\u010D\\u010F\\u0111\\u0113\\u0115\\u0117\\u0119\\u011B\\u011D\\u011F\\u0121\\u0123\\u0125\\u0127\\u0129\\u012B\\u012D\\u012F\\u0131\\u0133\\u0135\\u0137-\\u0138\\u013A\\u013C\\u013E\\u0140\\u0142\\u0144\\u0146\\u0148-\\u0149\\u014B\\u014D\\u014F\\u0151\\u0153\\u0155\\u0157\\u0159\\u015B\\u015D\\u015F\\u0161\\u0163\\u0165\\u0167\\u0169\\u016B\\u016D\\u016F\\u0171\\u0173\\u0175\\u0177\\u017A\\u017C\\u017E-\\u0180\\u0183\\u0185\\u0188\\u018C-\\u018D\\u0192\\u0195\\u0199-\\u019B\\u019E\\u01A1\\u01A3\\u01A5\\u01A8\\u01AA-\\u01AB\\u01AD\\u01B0\\u01B4\\u01B6\\u01B9-\\u01BA\\u01BD-\\u01BF\\u01C6\\u01C9\\u01CC\\u01CE\\u01D0\\u01D2\\u01D4\\u01D6\\u01D8\\u01DA\\u01DC-\\u01DD\\u01DF\\u01E1\\u01E3\\u01E5\\u01E7\\u01E9\\u01EB\\u01ED\\u01EF-\\u01F0\\u01F3\\u01F5\\u01F9\\u01FB\\u01FD\\u01FF\\u0201\\u0203\\u0205\\u0207\\u0209\\u020B\\u020D\\u020F\\u0211\\u0213\\u0215\\u0217\\u0219\\u021B\\u021D\\u021F\\u0221\\u0223\\u0225\\u0227\\u0229\\u022B\\u022D\\u022F\\u0231\\u0233-\\u0239\\u023C\\u023F-\\u0240\\u0242\\u0247\\u0249\\u024B\\u024D\\u024F\\u1E01\\u1E03\\u1E05\\u1E07\\u1E09\\u1E0B\\u1E0D\\u1E0F\\u1E11\\u1E13\\u1E15\\u1E17\\u1E19\\u1E1B\\u1E1D\\u1E1F\\u1E21\\u1E23\\u1E25\\u1E27\\u1E29\\u1E2B\\u1E2D\\u1E2F\\u1E31\\u1E33\\u1E35\\u1E37\\u1E39\\u1E3B\\u1E3D\\u1E3F\\u1E41\\u1E43\\u1E45\\u1E47\\u1E49\\u1E4B\\u1E4D\\u1E4F\\u1E51\\u1E53\\u1E55\\u1E57\\u1E59\\u1E5B\\u1E5D\\u1E5F\\u1E61\\u1E63\\u1E65\\u1E67\\u1E69\\u1E6B\\u1E6D\\u1E6F\\u1E71\\u1E73\\u1E75\\u1E77\\u1E79\\u1E7B\\u1E7D\\u1E7F\\u1E81\\u1E83\\u1E85\\u1E87\\u1E89\\u1E8B\\u1E8D\\u1E8F\\u1E91\\u1E93\\u1E95-\\u1E9D\\u1E9F\\u1EA1\\u1EA3\\u1EA5\\u1EA7\\u1EA9\\u1EAB\\u1EAD\\u1EAF\\u1EB1\\u1EB3\\u1EB5\\u1EB7\\u1EB9\\u1EBB\\u1EBD\\u1EBF\\u1EC1\\u1EC3\\u1EC5\\u1EC7\\u1EC9\\u1ECB\\u1ECD\\u1ECF\\u1ED1\\u1ED3\\u1ED5\\u1ED7\\u1ED9\\u1EDB\\u1EDD\\u1EDF\\u1EE1\\u1EE3\\u1EE5\\u1EE7\\u1EE9\\u1EEB\\u1EED\\u1EEF\\u1EF1\\u1EF3\\u1EF5\\u1EF7\\u1EF9\\u1EFB\\u1EFD\\u1EFF\\u210A\\u210E-\\u210F\\u2113\\u212F\\u2134\\u2139\\u213C-\\u213D\\u2146-\\u2149\\u214E\\u2184\\uFB00-\\uFB06",
        iu: "\\u0041-\\u005A\\u0061-\\u007A\\u00B5\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u012F\\u0131-\\u01BA\\u01BC-\\u01BF\\u01C4-\\u024F\\u0345\\u1E00-\\u1EFF\\u210A\\u210E-\\u210F\\u2113\\u2126\\u212A-\\u212B\\u212F\\u2132\\u2134\\u2139\\u213C-\\u213D\\u2146-\\u2149\\u214E\\u2183-\\u2184\\uFB00-\\uFB06"
    },
    "\\p{N}": {
        u: "\\u0030-\\u0039\\u00B2-\\u00B3\\u00B9\\u00BC-\\u00BE\\u2070\\u2074-\\u2079\\u2080-\\u2089\\u2150-\\u2182\\u2185-\\u2189\\u2776-\\u2793",
        iu: "\\u0030-\\u0039\\u00B2-\\u00B3\\u00B9\\u00BC-\\u00BE\\u2070\\u2074-\\u2079\\u2080-\\u2089\\u2150-\\u2182\\u2185-\\u2189\\u2776-\\u2793"
    },
    "\\P{L}": {
        u: "\\u0000-\\u0040\\u005B-\\u0060\\u007B-\\u00A9\\u00AB-\\u00B4\\u00B6-\\u00B9\\u00BB-\\u00BF\\u00D7\\u00F7\\u0300-\\u036F\\u2000-\\u2070\\u2072-\\u207E\\u2080-\\u208F\\u209D-\\u20CF\\u2100-\\u2101\\u2103-\\u2106\\u2108-\\u2109\\u2114\\u2116-\\u2118\\u211E-\\u2123\\u2125\\u2127\\u2129\\u212E\\u213A-\\u213B\\u2140-\\u2144\\u214A-\\u214D\\u214F-\\u2182\\u2185-\\u23FF\\u2500-\\u27BF\\uE000-\\uF8FF\\uFEFF\\uFFFD",
        iu: "\\u0000-\\u0040\\u005B-\\u0060\\u007B-\\u00A9\\u00AB-\\u00B4\\u00B6-\\u00B9\\u00BB-\\u00BF\\u00D7\\u00F7\\u0300-\\u036F\\u2000-\\u2070\\u2072-\\u207E\\u2080-\\u208F\\u209D-\\u20CF\\u2100-\\u2101\\u2103-\\u2106\\u2108-\\u2109\\u2114\\u2116-\\u2118\\u211E-\\u2123\\u2125\\u2127\\u2129\\u212E\\u213A-\\u213B\\u2140-\\u2144\\u214A-\\u214D\\u214F-\\u2182\\u2185-\\u23FF\\u2500-\\u27BF\\uE000-\\uF8FF\\uFEFF\\uFFFD"
    },
    "\\p{M}": {
        u: "\\u0300-\\u036F",
        iu: "\\u0300-\\u036F"
    }
};

;// CONCATENATED MODULE: ./src/pdf/decide/alphabet.ts
/**
 * Regexes with Unicode property classes (`\p{L}`, `[^\p{L}\p{N}]`), and the same regexes with
 * those classes narrowed to the common alphabet (alphabet-ranges.ts), used for text written in it.
 *
 * V8 builds a property class into each regex that has it, astral ranges and case closure
 * included, at its first match and again when it compiles the regex to machine code: 1–6 ms a
 * regex, some 30 ms in the first analysis of a process, which a one-file run waits for
 * (BENCHMARKS.md, "Property classes narrowed to the common alphabet"). The narrowed class lists
 * the class's members within the alphabet (alphabet-classes.ts, computed from V8 itself).
 *
 * Why a narrowed regex answers as the original on a text whose characters are all in the
 * alphabet: a class is tried only against characters of the text, and for those the narrowed
 * class says what the original says. Without `i` that is the table's construction. With `i` (and
 * `u`), whether a character matches a class depends only on its simple case folding; the table's
 * `iu` members are the alphabet's characters the class matches with `iu`, so they hold, with any
 * member, every character of the alphabet that folds as it does, and the narrowed class, case
 * closed by V8 in turn, matches exactly them within the alphabet. A class mixing escapes, ranges
 * and single characters is the union of its parts, so narrowing each escape keeps the union's
 * answer, and a negated class negates the same answer. pdf-alphabet.test.ts checks it.
 */


const IN_ALPHABET = new RegExp(`^[${ALPHABET.map(([a, b]) => `${unit(a)}-${unit(b)}`).join('')}]*$`);
function unit(code) {
    return `\\u${code.toString(16).padStart(4, '0')}`;
}
let lastText;
let lastAnswer = false;
/** Whether every character of `text` is in the common alphabet. */
function inAlphabet(text) {
    if (text !== lastText) {
        lastText = text;
        lastAnswer = IN_ALPHABET.test(text);
    }
    return lastAnswer;
}
const made = [];
/** Every AlphabetRegex made so far, for the tests that compare each with its original. */
function alphabetRegexes() {
    return made;
}
/**
 * A regex (`source`, with `flags`, which must have `u`) whose property classes are narrowed for
 * text in the alphabet. Both forms are compiled on first use; pass the source as a string, since
 * a regex literal has its full classes built when it is created.
 */
function alphabetRegex(source, flags) {
    if (!flags.includes('u') || flags.includes('v'))
        throw new Error(`alphabetRegex needs the u flag (and not v), not "${flags}"`);
    let narrowed;
    let full;
    const regex = {
        source,
        flags,
        for(text) {
            if (inAlphabet(text))
                return (narrowed ??= new RegExp(narrowSource(source, flags.includes('i')), flags));
            return (full ??= new RegExp(source, flags));
        },
        test(text) {
            const chosen = regex.for(text);
            chosen.lastIndex = 0;
            return chosen.test(text);
        }
    };
    made.push(regex);
    return regex;
}
const PROPERTY = /\\[pP]\{[A-Za-z_=]+\}/y;
/**
 * `source` with each property escape that the table has replaced by its members in the
 * alphabet: inside a class as ranges, outside as a class of them. `\p{…}` is the only escape
 * with braces that names a class; `\u{…}` and `\x..` are copied as they are.
 */
function narrowSource(source, fold) {
    let out = '';
    let inClass = false;
    for (let i = 0; i < source.length; i++) {
        const char = source[i];
        if (char === '\\') {
            PROPERTY.lastIndex = i;
            const escape = PROPERTY.exec(source)?.[0];
            const members = escape === undefined ? undefined : CLASSES_IN_ALPHABET[escape];
            if (escape !== undefined && members !== undefined) {
                const ranges = fold ? members.iu : members.u;
                out += inClass ? ranges : `[${ranges}]`;
                i += escape.length - 1;
            }
            else {
                out += source.slice(i, i + 2);
                i++;
            }
            continue;
        }
        if (char === '[' && !inClass)
            inClass = true;
        else if (char === ']' && inClass)
            inClass = false;
        out += char;
    }
    return out;
}


/***/ }),

/***/ 4230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ findDates),
/* harmony export */   U_: () => (/* binding */ parsePdfDate)
/* harmony export */ });
/* unused harmony export toValue */
/* harmony import */ var _lower_case_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3427);
/* harmony import */ var _alphabet_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9902);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8710);
/**
 * Date candidates in document text. Pure: `now` is passed in so tests can pin it.
 * Recognised: ISO (2024-03-14, 2024/03/14), 14.03.2024 / 14.03.24 (always day first),
 * 14/03/2024 and 14-03-2024 (day or month first by `order`; when only the other order is a valid
 * date, that one is taken), 14. März 2024, 14 March 2024, 14th of March 2024, March 14, 2024,
 * abbreviated months (Mär., Sept, Jan), 05-JAN-17, month and year only (März 2024, 01/2022 -> the
 * first of the month with month precision), in German, English, French and Dutch. Invalid dates,
 * dates before 1900 and dates after `now` are rejected. A slash or dash date that reads as a valid
 * date both ways (03/04/2024) is marked ambiguous: the order then came from the caller.
 */



const MONTH_NAMES = {
    1: ['januar', 'jänner', 'jaenner', 'january', 'janvier', 'januari', 'jan', 'jän', 'janv'],
    2: ['februar', 'feber', 'february', 'février', 'fevrier', 'februari', 'feb', 'febr', 'févr'],
    3: ['märz', 'maerz', 'march', 'mars', 'maart', 'mär', 'mrz', 'mar', 'mrt'],
    4: ['april', 'avril', 'apr', 'avr'],
    5: ['mai', 'may', 'mei'],
    6: ['juni', 'june', 'juin', 'jun'],
    7: ['juli', 'july', 'juillet', 'jul', 'juil'],
    8: ['august', 'août', 'aout', 'augustus', 'aug'],
    9: ['september', 'septembre', 'sep', 'sept'],
    10: ['oktober', 'october', 'octobre', 'okt', 'oct'],
    11: ['november', 'novembre', 'nov'],
    12: ['dezember', 'december', 'décembre', 'decembre', 'dez', 'dec', 'déc']
};
const MONTH_BY_NAME = new Map(Object.entries(MONTH_NAMES).flatMap(([month, names]) => names.map(name => [name, Number(month)])));
// Longest names first so "september" wins over "sep".
const MONTH = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');
/**
 * "No letter or digit before the month" where a day, an ordinal, a dot or spaces stand before it:
 * the character there is one of those (ASCII digits; t, d, h, r, e in either case, as nothing
 * beyond ASCII folds to them; ".", white space), so the ASCII class says what `[\p{L}\p{N}]`
 * would, without its compile cost (word-bounds.ts).
 */
const NOT_ALNUM_BEFORE_MONTH = '(?<![a-zA-Z0-9])';
/** What may not stand right before a date, checked outside the regex (see `wordStartMatches`). */
const DIGITISH = /[\p{N}.,/]/u;
const LETTERISH = /[\p{L}\p{N}]/u;
const NOT_LETTER_AFTER = '(?![\\p{L}])';
const NOT_DIGIT_AFTER = '(?![\\p{N}]|[.,/][\\p{N}])';
const MONTH_WORD_SOURCE = `(?<![a-z0-9])(?:${MONTH})(?![\\p{L}])`;
const MONTH_WORD = (0,_alphabet_js__WEBPACK_IMPORTED_MODULE_0__/* .alphabetRegex */ .jz)(MONTH_WORD_SOURCE, 'giu');
/** The same for the lower-case text, without the `i` flag (lower-case.ts). */
const MONTH_WORD_LOWER = (0,_alphabet_js__WEBPACK_IMPORTED_MODULE_0__/* .alphabetRegex */ .jz)((0,_lower_case_js__WEBPACK_IMPORTED_MODULE_2__/* .caseSensitiveSource */ .kO)(MONTH_WORD_SOURCE), 'gu');
const ORDINAL = '(?:st|nd|rd|th|er|e)?';
const DATE_PATTERNS = [
    {
        // 2024-03-14, 2024/03/14, 2024.03.14
        before: DIGITISH,
        source: `(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})${NOT_DIGIT_AFTER}`,
        flags: 'gu',
        read: m => ({ year: num(m[1]), month: num(m[3]), day: num(m[4]) })
    },
    {
        // 14.03.2024, 14.03.24, 14. 03. 2024: a dot means day first everywhere it is used.
        before: DIGITISH,
        source: `(\\d{1,2})\\.\\s?(\\d{1,2})\\.\\s?(\\d{4}|\\d{2})${NOT_DIGIT_AFTER}`,
        flags: 'gu',
        read: (m, o) => withYear(num(m[3]), m[3]?.length === 2, o, num(m[2]), num(m[1]))
    },
    {
        // 14/03/2024, 03/14/2024, 14/03/24, 14-03-2024
        before: DIGITISH,
        source: `(\\d{1,2})(?:/(\\d{1,2})/(\\d{4}|\\d{2})|-(\\d{1,2})-(\\d{4}))${NOT_DIGIT_AFTER}`,
        flags: 'gu',
        read: (m, o) => {
            const first = num(m[1]);
            const second = num(m[2] ?? m[4]);
            const yearText = m[3] ?? m[5] ?? '';
            return ordered(first, second, num(yearText), yearText.length === 2, o);
        }
    },
    {
        // 22-05-16 12:18: a till stamp, date with a two-digit year and the time after it
        before: DIGITISH,
        source: `(\\d{1,2})-(\\d{1,2})-(\\d{2})(?=\\s+\\d{1,2}:\\d{2})`,
        flags: 'gu',
        read: (m, o) => ordered(num(m[1]), num(m[2]), num(m[3]), true, o)
    },
    {
        // 05-JAN-17, 05-Jan-2017, 05.Jan.17: day, month name and year joined by dashes or dots
        monthName: true,
        before: DIGITISH,
        source: `(\\d{1,2})([-.])(${MONTH})\\2(\\d{4}|\\d{2})${NOT_DIGIT_AFTER}`,
        flags: 'giu',
        read: (m, o) => {
            const month = MONTH_BY_NAME.get((m[3] ?? '').toLowerCase());
            if (month === undefined)
                return null;
            return withYear(num(m[4]), m[4]?.length === 2, o, month, num(m[1]));
        }
    },
    {
        // 14. März 2024, 14 March 2024, 14th of March, 2024, 02 Juillet 2015
        monthName: true,
        before: DIGITISH,
        source: `(\\d{1,2})${ORDINAL}\\.?\\s*(?:of\\s+)?${NOT_ALNUM_BEFORE_MONTH}(${MONTH})\\.?${NOT_LETTER_AFTER},?\\s*(\\d{4})${NOT_DIGIT_AFTER}`,
        flags: 'giu',
        read: m => monthNamed(num(m[3]), m[2], num(m[1]))
    },
    {
        // March 14, 2024; August 3 , 2014; Jan 1 2022
        monthName: true,
        before: LETTERISH,
        source: `(${MONTH})\\.?\\s+(\\d{1,2})${ORDINAL}(?![\\p{N}])\\s*,?\\s*(\\d{4})${NOT_DIGIT_AFTER}`,
        flags: 'giu',
        read: m => monthNamed(num(m[3]), m[1], num(m[2]))
    },
    {
        // März 2024, March 2024 (month precision)
        monthName: true,
        before: LETTERISH,
        source: `(${MONTH})\\.?${NOT_LETTER_AFTER},?\\s*(\\d{4})${NOT_DIGIT_AFTER}`,
        flags: 'giu',
        read: m => {
            const parsed = monthNamed(num(m[2]), m[1], 0);
            if (parsed !== null)
                parsed.monthOnly = true;
            return parsed;
        }
    },
    {
        // Stand: 01/2022, 03.2024 (month precision); not part of a longer number or date
        before: DIGITISH,
        source: `(0?[1-9]|1[0-2])[/.](\\d{4})${NOT_DIGIT_AFTER}`,
        flags: 'gu',
        read: m => ({ year: num(m[2]), month: num(m[1]), day: 0, monthOnly: true })
    }
];
/**
 * The same, each opening with the ASCII part of its `before` class as a lookbehind: answered
 * inside the regex code, it keeps the pattern from being tried in the middle of a number or a
 * word; the full (Unicode) check stays outside. Same matches.
 */
const ASCII_PART = new Map([
    [DIGITISH, '[0-9.,/]'],
    [LETTERISH, '[a-zA-Z0-9]']
]);
const PATTERNS = DATE_PATTERNS.map(pattern => {
    const ascii = ASCII_PART.get(pattern.before);
    if (ascii === undefined)
        throw new Error(`No ASCII part known for ${String(pattern.before)}`);
    return { ...pattern, regex: (0,_alphabet_js__WEBPACK_IMPORTED_MODULE_0__/* .alphabetRegex */ .jz)(`(?<!${ascii})${pattern.source}`, pattern.flags) };
});
/** All valid dates in `text`, in text order; overlapping weaker matches are dropped. */
function findDates(text, options) {
    const found = [];
    const lower = (0,_lower_case_js__WEBPACK_IMPORTED_MODULE_2__/* .lowerCased */ .wY)(text);
    const months = lower === null
        ? (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .firstWordStart */ .fU)(MONTH_WORD.for(text), text, LETTERISH) !== null
        : (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .firstWordStart */ .fU)(MONTH_WORD_LOWER.for(lower), lower, LETTERISH) !== null;
    for (const pattern of PATTERNS) {
        if (pattern.monthName === true && !months)
            continue;
        for (const m of (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .wordStartMatches */ .wz)(pattern.regex.for(text), text, pattern.before)) {
            const start = m.index;
            const end = start + m[0].length;
            if (found.some(c => c.start < end && start < c.end))
                continue;
            const parsed = pattern.read(m, options);
            if (parsed === null)
                continue;
            const value = toValue(parsed, options.now);
            if (value === null)
                continue;
            found.push({
                value,
                start,
                end,
                raw: m[0],
                precision: parsed.monthOnly === true ? 'month' : 'day',
                swapped: parsed.swapped ?? false,
                twoDigitYear: parsed.twoDigitYear ?? false,
                ambiguous: parsed.ambiguous ?? false
            });
        }
    }
    return found.sort((a, b) => a.start - b.start);
}
/** `D:20140803211437Z`, `D:20180312160010+05'30'` -> `2014-08-03` (the date as written). */
function parsePdfDate(value, now) {
    if (typeof value !== 'string')
        return undefined;
    const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?/.exec(value.trim());
    if (m === null)
        return undefined;
    const parsed = { year: num(m[1]), month: num(m[2] ?? '01'), day: num(m[3] ?? '01') };
    const compact = toValue(parsed, now);
    return compact === null
        ? undefined
        : `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
}
/**
 * YYYYMMDD for a valid date on or before `now` and not before 1900, else null; month precision
 * gives the first of the month.
 */
function toValue(parsed, now) {
    const { year, month } = parsed;
    if (!Number.isInteger(year) || year < 1900 || month < 1 || month > 12)
        return null;
    if (parsed.monthOnly === true ? parsed.day !== 0 : parsed.day < 1)
        return null;
    const day = parsed.monthOnly === true ? 1 : parsed.day;
    if (parsed.monthOnly !== true) {
        const date = new Date(Date.UTC(year, month - 1, day));
        if (date.getUTCMonth() !== month - 1)
            return null;
    }
    const today = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
    const compact = year * 10000 + month * 100 + day;
    if (compact > today)
        return null;
    return String(compact);
}
function ordered(first, second, year, twoDigit, options) {
    const [day, month] = options.order === 'dmy' ? [first, second] : [second, first];
    const preferred = withYear(year, twoDigit, options, month, day);
    if (preferred !== null && month <= 12 && validDay(preferred)) {
        // The readings are fresh objects, marked in place: a spread copy ({ ...p, x }) makes V8
        // build new hidden classes each time.
        if (first !== second && day <= 12 && month <= 12)
            preferred.ambiguous = true;
        return preferred;
    }
    // The requested order gives no valid date (e.g. 03/20/2023 read day first): the other order is
    // the only reading, so it is not a guess.
    const other = withYear(year, twoDigit, options, day, month);
    if (other === null || day > 12 || !validDay(other))
        return null;
    other.swapped = true;
    return other;
}
function validDay(p) {
    const date = new Date(Date.UTC(p.year, p.month - 1, p.day));
    return p.day >= 1 && date.getUTCMonth() === p.month - 1;
}
function withYear(year, twoDigit, options, month, day) {
    if (!twoDigit)
        return { year, month, day };
    // Two-digit years: the most recent year with those digits that is not in the future.
    const current = options.now.getFullYear();
    let full = Math.floor(current / 100) * 100 + year;
    if (full > current)
        full -= 100;
    return { year: full, month, day, twoDigitYear: true };
}
function monthNamed(year, name, day) {
    const month = MONTH_BY_NAME.get((name ?? '').toLowerCase());
    if (month === undefined)
        return null;
    return { year, month, day };
}
function num(text) {
    return text === undefined ? NaN : Number.parseInt(text, 10);
}


/***/ }),

/***/ 3427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ hasCapitals),
/* harmony export */   NZ: () => (/* binding */ lowerCasedOnce),
/* harmony export */   kO: () => (/* binding */ caseSensitiveSource),
/* harmony export */   no: () => (/* binding */ caseSensitive),
/* harmony export */   wY: () => (/* binding */ lowerCased)
/* harmony export */ });
/**
 * The text in lower case, for scanning with case-sensitive copies of the case-insensitive
 * regexes: a Unicode regex with the `i` flag tries every case variant of each letter at every
 * position and runs several times slower than the same regex without it on lower-case text.
 *
 * Both find the same matches at the same offsets for every character but two (checked over all
 * of Unicode against the letters, digits and signs the patterns use): "ſ" (long s) matches "s"
 * with the `i` flag but stays "ſ" in lower case, and "İ" lower-cases to two characters, which
 * would shift every offset after it. A text with either gets null: its scans keep the `i` flag.
 */
const UNSAFE = /[ſİ]/u;
/** The last two texts asked for and their answers: a document and a stretch of it. */
const recent = [];
/** `text.toLowerCase()`, or null when a case-sensitive scan of it could differ (see above). */
function lowerCased(text) {
    // The scans of one document ask one after another; the answers are kept for them.
    for (const entry of recent)
        if (entry.text === text)
            return entry.lower;
    const lower = lowerCasedOnce(text);
    if (recent.unshift({ text, lower }) > 2)
        recent.pop();
    return lower;
}
/** `lowerCased`'s answer without keeping it: for the many short lines, which would push out the document. */
function lowerCasedOnce(text) {
    return UNSAFE.test(text) ? null : text.toLowerCase();
}
/** The same regex without the `i` flag, for lower-case text (its source must have no capitals). */
function caseSensitive(regex) {
    return new RegExp(caseSensitiveSource(regex.source), regex.flags.replace('i', ''));
}
/** `source` itself, checked to have no capitals (for a copy without the `i` flag). */
function caseSensitiveSource(source) {
    if (hasCapitals(source))
        throw new Error(`Regex /${source}/ has capitals; a lower-case copy would miss them.`);
    return source;
}
/**
 * Whether a regex source may match differently on lower-case text without the `i` flag: it has
 * a capital, an escape other than those that mean the same in either case (\p{L}, \p{N}, \s,
 * \d, \w, \b, \t, \n and escaped signs; \p{Lu}, \x41, \u00C4 count), or a class with a
 * range other than within a-z or 0-9 (`[#-z]` spans both cases).
 */
function hasCapitals(source) {
    const literal = source.replace(/\\[pP]\{[LN]\}|\\[sSdDwWbBtnrfv]|\\[^a-zA-Z]/g, '');
    if (/\p{Lu}|\\/u.test(literal))
        return true;
    // A range within the small letters or within the digits (a-z, 0-9) is the same either way.
    const ranges = (literal.match(/\[[^\]]*\]/g) ?? []).map(c => c.slice(1, -1).replace(/[a-z]-[a-z]|[0-9]-[0-9]/g, ''));
    return ranges.some(inner => /.-./.test(inner));
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

/***/ 1315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ indexPositions),
/* harmony export */   y: () => (/* binding */ PAGE_SEPARATOR)
/* harmony export */ });
const PAGE_SEPARATOR = '\n\n';
function indexPositions(doc) {
    const pages = [];
    let start = 0;
    for (const page of doc.pages) {
        const lineStarts = [0];
        for (let i = page.text.indexOf('\n'); i !== -1; i = page.text.indexOf('\n', i + 1))
            lineStarts.push(i + 1);
        pages.push({ start, lineStarts, spans: page.spans ?? [] });
        start += page.text.length + PAGE_SEPARATOR.length;
    }
    return {
        locate: offset => locate(pages, offset),
        endOfLine: n => {
            const first = pages[0];
            if (first === undefined)
                return 0;
            const next = first.lineStarts[n];
            return next === undefined ? (pages[1]?.start ?? start) : next - 1;
        }
    };
}
function locate(pages, offset) {
    let pageNumber = 0;
    while (pageNumber + 1 < pages.length && pages[pageNumber + 1].start <= offset)
        pageNumber++;
    const page = pages[pageNumber];
    if (page === undefined)
        return { page: 0, line: 0, column: offset };
    const local = offset - page.start;
    const line = upperBound(page.lineStarts, local) - 1;
    const column = local - (page.lineStarts[line] ?? 0);
    const x = xAt(page.spans, local);
    const place = { page: pageNumber, line, column };
    // Set in place: an object spread makes V8 build new hidden classes on every call.
    if (x !== undefined)
        place.x = x;
    return place;
}
function upperBound(sorted, value) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] <= value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** x of the character boundary at `local`, interpolated inside the span that holds it. */
function xAt(spans, local) {
    let lo = 0;
    let hi = spans.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (spans[mid].start <= local)
            lo = mid + 1;
        else
            hi = mid;
    }
    const span = spans[lo - 1];
    if (span === undefined || local > span.end)
        return undefined;
    const length = Math.max(1, span.end - span.start);
    return span.x0 + ((span.x1 - span.x0) * (local - span.start)) / length;
}


/***/ }),

/***/ 773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ wordBounded)
/* harmony export */ });
/**
 * Whole-word regexes that are cheap to compile and match exactly as their Unicode originals.
 *
 * A `[\p{L}\p{N}]` class is some 780 ranges, and V8 builds it into each regex that has it at its
 * first match: 0.3–0.8 ms per regex (more with the `i` flag), tens of milliseconds in the first
 * analysis of a process, on a one-file run's critical path (BENCHMARKS.md, "The cold regex cost").
 * Here the regex gets the ASCII part of the check, `[a-zA-Z0-9]`, and the rest is asked of two
 * shared regexes compiled once, only where the character is not ASCII.
 *
 * Why the result is the original's, `LB? body (?![\p{L}\p{N}])` with the same flags (LB being
 * `(?<![\p{L}\p{N}])`): the ASCII class is a part of the Unicode one under either flag set
 * (with `i`, both are closed under case folding; "ſ" and the Kelvin sign, the non-ASCII
 * characters that fold into a-z, are letters), so the cheap regex rejects fewer positions and
 * paths, and finds every match the original finds or an earlier one. Its match is then checked:
 * - the character before (LB) depends on the position alone: a letter or digit there means the
 *   original has no match at that position on any path, and the search goes on one character on;
 * - after the match, a character that is not a letter or digit means the original, trying the
 *   same paths in the same order and rejecting only ones the cheap regex rejected too, takes the
 *   same path: the same match with the same groups. Otherwise (a word running on into a
 *   non-ASCII letter, rare) the original itself, compiled then, answers from that position: no
 *   position before it can match, since the cheap regex found none there.
 * pdf-word-bounds.test.ts checks this against the originals on text in many scripts.
 */
const EDGE = {
    'letter or digit': {
        unicode: '[\\p{L}\\p{N}]',
        ascii: '[a-zA-Z0-9]',
        asciiTest: /[a-zA-Z0-9]/
    },
    letter: { unicode: '[\\p{L}]', ascii: '[a-zA-Z]', asciiTest: /[a-zA-Z]/ }
};
/**
 * Sticky look-arounds, compiled on first use: `test` at lastIndex = i tells what the original's
 * check says at i (`at`: the character at i; `before`: the one before it).
 */
const lookArounds = new Map();
function lookAround(kind, edge, fold) {
    const key = `${kind} ${edge} ${fold}`;
    let regex = lookArounds.get(key);
    if (regex === undefined) {
        const source = kind === 'at' ? `(?=${EDGE[edge].unicode})` : `(?<=${EDGE[edge].unicode})`;
        regex = new RegExp(source, fold === 'i' ? 'iuy' : 'uy');
        lookArounds.set(key, regex);
    }
    return regex;
}
/**
 * `body` followed by no letter or digit (`(?![\p{L}\p{N}])`; `edge` 'letter': no letter), and
 * preceded by none when `before` is set, as one regex with `flags` (which must have `u` and `g`
 * or `y`).
 */
function wordBounded(body, flags, before = false, edge = 'letter or digit') {
    if (!flags.includes('u') || !(flags.includes('g') || flags.includes('y')))
        throw new Error(`wordBounded needs the u flag and g or y, not "${flags}"`);
    const { unicode, ascii } = EDGE[edge];
    const source = `${before ? `(?<!${unicode})` : ''}${body}(?!${unicode})`;
    const cheap = new RegExp(`${body}(?!${ascii})`, flags);
    const sticky = flags.includes('y');
    const fold = flags.includes('i') ? 'i' : 'plain';
    let original;
    return {
        source,
        flags,
        exec(text, from) {
            for (let at = from;;) {
                cheap.lastIndex = at;
                const m = cheap.exec(text);
                cheap.lastIndex = 0;
                if (m === null)
                    return null;
                if (before && edgeBefore(text, m.index, edge, fold)) {
                    if (sticky)
                        return null;
                    at = m.index + codeUnits(text, m.index);
                    continue;
                }
                if (!nonAsciiEdgeAt(text, m.index + m[0].length, edge, fold))
                    return m;
                original ??= new RegExp(source, flags);
                original.lastIndex = m.index;
                const found = original.exec(text);
                original.lastIndex = 0;
                return found;
            }
        }
    };
}
function edgeBefore(text, index, edge, fold) {
    if (index === 0)
        return false;
    const code = text.charCodeAt(index - 1);
    if (code < 0x80)
        return EDGE[edge].asciiTest.test(text[index - 1]);
    const regex = lookAround('before', edge, fold);
    regex.lastIndex = index;
    return regex.test(text);
}
/** Whether an edge character beyond ASCII is at `index` (ASCII ones the cheap regex ruled out). */
function nonAsciiEdgeAt(text, index, edge, fold) {
    if (index >= text.length || text.charCodeAt(index) < 0x80)
        return false;
    const regex = lookAround('at', edge, fold);
    regex.lastIndex = index;
    return regex.test(text);
}
/** 2 at a whole surrogate pair, else 1: a step of one character. */
function codeUnits(text, index) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}


/***/ }),

/***/ 8710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GH: () => (/* binding */ expandUmlauts),
/* harmony export */   Gz: () => (/* binding */ matchedAlternative),
/* harmony export */   Uy: () => (/* binding */ precededBy),
/* harmony export */   Xu: () => (/* binding */ wordStartAlternatives),
/* harmony export */   aL: () => (/* binding */ words),
/* harmony export */   bE: () => (/* binding */ splitAlternatives),
/* harmony export */   fD: () => (/* binding */ allMatches),
/* harmony export */   fU: () => (/* binding */ firstWordStart),
/* harmony export */   iE: () => (/* binding */ alternativesRegex),
/* harmony export */   wz: () => (/* binding */ wordStartMatches),
/* harmony export */   zb: () => (/* binding */ matchesWhere)
/* harmony export */ });
/* unused harmony exports wordRegex, testOnce */
/* harmony import */ var _word_bounds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(773);
/* harmony import */ var _alphabet_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9902);
/**
 * Whole-word matching that works for umlauts and accents: JavaScript's `\b` only knows ASCII
 * word characters, so `\bRechnung\b` misses nothing but `\bÄnderung\b` never matches and
 * `\bstr\b` matches inside "Straße". A letter or digit next to the match ends it instead.
 */


const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';
const FOLDS = { ä: '(?:ä|ae)', ö: '(?:ö|oe)', ü: '(?:ü|ue)', ß: '(?:ß|ss)' };
/** The characters `FOLDS` applies to (their lower case is one of its keys), capitals included. */
const FOLDABLE = ['ä', 'ö', 'ü', 'ß', 'Ä', 'Ö', 'Ü', 'ẞ'];
/** `ä` also matches `ae` (and so on) outside character classes, for text typed without umlauts. */
function expandUmlauts(source) {
    // Most sources have none: returned as they are without a pass that lower-cases each character
    // (a cold process builds the scans of its lists from thousands of characters of sources).
    if (!FOLDABLE.some(ch => source.includes(ch)))
        return source;
    let out = '';
    let inClass = false;
    for (let i = 0; i < source.length; i++) {
        const ch = source[i];
        if (ch === '\\') {
            out += ch + (source[i + 1] ?? '');
            i++;
            continue;
        }
        if (ch === '[')
            inClass = true;
        else if (ch === ']')
            inClass = false;
        const fold = FOLDS[ch.toLowerCase()];
        out += !inClass && fold !== undefined ? fold : ch;
    }
    return out;
}
/** A case-insensitive Unicode regex matching `source` only as a whole word (or phrase). */
function wordRegex(source, flags = 'giu') {
    return new RegExp(`${BEFORE}(?:${expandUmlauts(source)})${AFTER}`, flags);
}
/** One regex for many alternatives; group i + 1 tells which alternative matched. */
function alternativesRegex(sources, flags = 'giu') {
    return new RegExp(`${BEFORE}${alternatives(sources)}${AFTER}`, flags);
}
/**
 * `alternativesRegex` without the check before (scan it with `wordStartMatches`) and without
 * groups, for lists where it does not matter which alternative matched: a group per
 * alternative costs bookkeeping at every position tried.
 */
function wordStartAlternatives(sources, flags = 'giu') {
    const words = sources.map(source => `(?:${expandUmlauts(source)})`).join('|');
    // An ASCII letter or digit before is ruled out inside the regex, where it costs little, so the
    // alternatives are not tried in the middle of words; the rest of the check stays outside.
    return (0,_word_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .wordBounded */ .u)(`(?<![a-zA-Z0-9])(?:${words})`, flags);
}
function alternatives(sources) {
    return `(?:${sources.map(source => `(${expandUmlauts(source)})`).join('|')})`;
}
/** Index of the alternative that matched (see alternativesRegex). */
function matchedAlternative(match) {
    for (let i = 1; i < match.length; i++)
        if (match[i] !== undefined)
            return i - 1;
    return -1;
}
const WORD = (0,_alphabet_js__WEBPACK_IMPORTED_MODULE_1__/* .alphabetRegex */ .jz)(String.raw `[\p{L}][\p{L}\p{N}]*(?:['’-][\p{L}\p{N}]+)*`, 'gu');
/** Words (letters first, then letters/digits; inner hyphens and apostrophes kept) with offsets. */
function words(text) {
    return allMatches(WORD.for(text), text).map(m => ({ word: m[0], start: m.index }));
}
/**
 * Every match of a global regex, run on the regex itself. `String.prototype.matchAll` copies the
 * regex for each call, and V8 drops compiled copies at garbage collection: the big alternations
 * of the rules were then compiled again and again.
 */
function allMatches(regex, text) {
    return matchesWhere(regex, text, () => true);
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/**
 * The matches of `regex` (global, compiled without a leading boundary) where no character of
 * `before` comes right before: the whole-word check made here instead of as a lookbehind opening
 * the regex. Irregexp cannot skip ahead to a pattern's possible first characters past a leading
 * lookbehind, so it tries the whole pattern at every position; checked here, the scans of the
 * label and legal-form alternations run several times faster.
 */
function wordStartMatches(regex, text, before = LETTER_OR_DIGIT) {
    return matchesWhere(regex, text, index => !precededBy(text, index, before));
}
/** The first of `wordStartMatches`, or null. */
function firstWordStart(regex, text, before = LETTER_OR_DIGIT) {
    return matchesWhere(regex, text, index => !precededBy(text, index, before), 1)[0] ?? null;
}
/** Whether the character before `index` is one of `chars` (a one-character class). */
function precededBy(text, index, chars) {
    if (index === 0)
        return false;
    const code = text.charCodeAt(index - 1);
    const low = code >= 0xdc00 && code <= 0xdfff && index >= 2;
    return chars.test(low ? text.slice(index - 2, index) : text[index - 1]);
}
/** Matches of a global regex whose start `accept`s; a rejected start is retried one on. */
function matchesWhere(regex, text, accept, limit = Infinity) {
    const found = [];
    for (let from = 0; found.length < limit;) {
        const m = execFrom(regex, text, from);
        if (m === null)
            break;
        from = m.index + m[0].length;
        if (!accept(m.index))
            from = m.index + codeUnits(text, m.index);
        else {
            found.push(m);
            if (m[0] === '')
                from = m.index + codeUnits(text, m.index);
        }
    }
    return found;
}
/** `exec` with lastIndex = `from` (a RegExp's lastIndex is left at 0). */
function execFrom(regex, text, from) {
    if (!(regex instanceof RegExp))
        return regex.exec(text, from);
    regex.lastIndex = from;
    const m = regex.exec(text);
    regex.lastIndex = 0;
    return m;
}
/** 2 for the first half of a surrogate pair, else 1: a step of one character. */
function codeUnits(text, index) {
    const code = text.charCodeAt(index);
    return code >= 0xd800 && code <= 0xdbff ? 2 : 1;
}
/** `a|b(?:c|d)` -> [`a`, `b(?:c|d)`]: the top-level alternatives of a regex source. */
function splitAlternatives(source) {
    const parts = [];
    let depth = 0;
    let inClass = false;
    let current = '';
    for (let i = 0; i < source.length; i++) {
        const ch = source[i];
        if (ch === '\\') {
            current += ch + (source[i + 1] ?? '');
            i++;
            continue;
        }
        if (inClass)
            inClass = ch !== ']';
        else if (ch === '[')
            inClass = true;
        else if (ch === '(')
            depth++;
        else if (ch === ')')
            depth--;
        else if (ch === '|' && depth === 0) {
            parts.push(current);
            current = '';
            continue;
        }
        current += ch;
    }
    parts.push(current);
    return parts;
}
/**
 * `regex.test` for the shared global regexes: `test` moves `lastIndex`, and `matchAll` starts
 * from the original's `lastIndex`, so a stray test would make a later scan skip text.
 */
function testOnce(regex, text) {
    regex.lastIndex = 0;
    const found = regex.test(text);
    regex.lastIndex = 0;
    return found;
}


/***/ }),

/***/ 8381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lq: () => (/* binding */ HEAD_BYTES),
  au: () => (/* binding */ normalizeFolder),
  renameCommitMessage: () => (/* binding */ renameCommitMessage),
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
    let index = 0;
    for (let other = nextOther(text, 0); other !== -1; other = nextOther(text, index)) {
        cost += (other - index) * QUARTER + costAt(text, other);
        index = other + codePointLength(text, other);
    }
    return Math.ceil(cost + (text.length - index) * QUARTER);
}
const QUARTER = 0.25;
/**
 * A character that does not cost a quarter token on its own: outside the ranges `charCost` gives
 * 0.25 (surrogates included). Runs between them are counted by their length, not a character at
 * a time; the sums are the same, every cost being a multiple of 0.25 (exact in binary).
 */
const OTHER = /[\u0250-\u1dff\u2e00-\uffff]/g;
function nextOther(text, from) {
    OTHER.lastIndex = from;
    const index = OTHER.test(text) ? OTHER.lastIndex - 1 : -1;
    OTHER.lastIndex = 0;
    return index;
}
function costAt(text, i) {
    const unit = text.charCodeAt(i);
    return unit < 0x0250 ? 0.25 : charCost(text.codePointAt(i));
}
/** 2 for a surrogate pair, else 1 (a lone surrogate counts on its own, as `for...of` does). */
function codePointLength(text, i) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdbff)
        return 1;
    const next = text.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}
/** How many quarter tokens fit in `room` (at least 0). */
function quartersWithin(room) {
    return room < 0 ? 0 : Math.floor(room / QUARTER);
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
    while (index < text.length) {
        // A run of quarter-token characters at once: as many as fit.
        const other = nextOther(text, index);
        const run = (other === -1 ? text.length : other) - index;
        let fit = Math.min(run, quartersWithin(tokens - cost));
        while (fit > 0 && cost + fit * QUARTER > tokens)
            fit--;
        cost += fit * QUARTER;
        index += fit;
        if (fit < run || other === -1)
            break;
        const next = cost + costAt(text, index);
        if (next > tokens)
            break;
        cost = next;
        index += codePointLength(text, index);
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


/***/ }),

/***/ 1826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ ENCRYPTED_MESSAGE),
/* harmony export */   EG: () => (/* binding */ textOutcome),
/* harmony export */   U3: () => (/* binding */ countTextChars),
/* harmony export */   XV: () => (/* binding */ MIN_PAGE_TEXT_CHARS),
/* harmony export */   cx: () => (/* binding */ extractPdf),
/* harmony export */   lM: () => (/* binding */ documentOf),
/* harmony export */   zt: () => (/* binding */ DEFAULT_EXTRACT_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2070);
/* harmony import */ var _page_budget_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5384);
/* harmony import */ var _decode_limit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3131);
/* harmony import */ var _decide_dates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4230);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9313);
/* harmony import */ var _ocr_ocr_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6700);
/* harmony import */ var _decide_positions_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1315);
/* harmony import */ var _sniff_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4867);








/** A page with fewer letters and digits than this counts as having almost no text. */
const MIN_PAGE_TEXT_CHARS = 16;
const DEFAULT_EXTRACT_TIMEOUT_MS = 30_000;
async function extractPdf(bytes, path, options = {}) {
    const sniffed = (0,_sniff_js__WEBPACK_IMPORTED_MODULE_3__/* .sniffPdf */ .r)(bytes);
    if (sniffed.kind !== 'ok')
        return { kind: 'unreadable', reason: sniffed.kind, message: sniffed.message };
    const limitMb = options.maxDecompressedMb ?? _decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_DECOMPRESSED_MB */ .W6;
    return await (0,_decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .withDecodeLimit */ .Gl)(limitMb, async (meter) => {
        const outcome = await readWithTimeout(bytes, path, options, meter);
        if (!meter.exceeded)
            return outcome;
        return { kind: 'unreadable', reason: 'too-large', message: (0,_decode_limit_js__WEBPACK_IMPORTED_MODULE_0__/* .tooLargeMessage */ .pb)(limitMb) };
    });
}
async function readWithTimeout(bytes, path, options, meter) {
    // Imported here, not at the top: the pymupdf reader uses this module's helpers, not pdf.js.
    const { openDocument } = await __webpack_require__.e(/* import() */ 740).then(__webpack_require__.bind(__webpack_require__, 3740));
    // Fonts are converted only where pages may be drawn (the OCR pass).
    const task = await openDocument(bytes, options.recognizer === undefined ? 'text' : 'render');
    const timeoutMs = options.timeoutMs ?? DEFAULT_EXTRACT_TIMEOUT_MS;
    let timer;
    const timeout = new Promise(resolve => {
        timer = setTimeout(() => {
            resolve({
                kind: 'unreadable',
                reason: 'timeout',
                message: `reading took longer than ${timeoutMs / 1000} s; raise --timeout or check the file`
            });
        }, timeoutMs);
    });
    const work = (async () => {
        const pdf = await task.promise;
        return await readDocument(pdf, path, options, meter);
    })().catch(error => failure(error));
    try {
        return await Promise.race([work, timeout]);
    }
    finally {
        clearTimeout(timer);
        await task.destroy().catch(() => undefined);
    }
}
async function readDocument(pdf, path, options, meter) {
    const budget = new _page_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .PageBudget */ .$(options.maxTokens, options.maxPages);
    for (let number = 1; number <= pdf.numPages; number++) {
        if (!budget.wants(number) || meter.exceeded)
            break;
        const page = await pdf.getPage(number);
        let text;
        let cutShort;
        try {
            ;
            ({ text, cutShort } = await readPage(page, path, options, budget.charsLeft));
        }
        catch (error) {
            return ocrFailure(error, number);
        }
        finally {
            page.cleanup();
        }
        if (!budget.add(text, cutShort))
            break;
    }
    const metadata = await pdf.getMetadata().catch(() => undefined);
    const info = (metadata?.info ?? {});
    const doc = documentOf(path, pdf.numPages, budget.pages, budget.truncated, info, options.now ?? new Date());
    return textOutcome(doc, options.recognizer !== undefined);
}
/** `text` when the document has enough letters and digits, else `no-text` with the reason. */
function textOutcome(doc, ocrTried) {
    if (countTextChars(doc.text, MIN_PAGE_TEXT_CHARS) >= MIN_PAGE_TEXT_CHARS)
        return { kind: 'text', doc };
    const message = ocrTried ? 'no text (OCR found none either)' : 'no text; OCR not enabled';
    return { kind: 'no-text', doc, message };
}
async function readPage(page, path, options, maxChars) {
    const { items, cutShort } = await readTextItems(page, maxChars);
    const { text, spans } = (0,_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .layoutPage */ .uS)(items);
    const number = page.pageNumber;
    const layer = {
        page: number,
        text,
        source: countTextChars(text, MIN_PAGE_TEXT_CHARS) >= MIN_PAGE_TEXT_CHARS ? 'text-layer' : 'none',
        spans
    };
    const recognizer = options.recognizer;
    if (recognizer === undefined || (layer.source === 'text-layer' && options.forceOcr !== true))
        return { text: layer, cutShort };
    const recognized = (await recognizer.recognizePage(page, { path, pageNumber: number }))
        .normalize('NFC')
        .trim();
    if (countTextChars(recognized, 1) === 0)
        return { text: layer, cutShort };
    return { text: { page: number, text: recognized, source: 'ocr' }, cutShort: false };
}
/**
 * The page's text items in content order, streamed, keeping no more of them than the budget can
 * take: a page with megabytes of text (or a content stream made to look like it) is not held
 * whole only to be cut afterwards. The rest is drained, not cancelled: cancelling pdf.js's
 * in-thread stream races with chunks already sent ("Controller is already closed").
 */
async function readTextItems(page, maxChars) {
    const reader = page.streamTextContent().getReader();
    const items = [];
    let chars = 0;
    let cutShort = false;
    for (;;) {
        const { value, done } = await reader.read();
        if (done)
            return { items, cutShort };
        if (cutShort)
            continue;
        for (const item of value.items) {
            if (typeof item !== 'object' || item === null || !('str' in item))
                continue;
            items.push(item);
            chars += item.str.length;
        }
        cutShort = chars > maxChars;
    }
}
/** The document from its pages read and its info dictionary (pdf.js names: CreationDate, …). */
function documentOf(path, pageCount, pages, truncated, info, now) {
    const text = pages.map(page => page.text).join(_decide_positions_js__WEBPACK_IMPORTED_MODULE_6__/* .PAGE_SEPARATOR */ .y);
    const creation = (0,_decide_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePdfDate */ .U_)(info.CreationDate, now);
    const modification = (0,_decide_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePdfDate */ .U_)(info.ModDate, now);
    const title = typeof info.Title === 'string' ? info.Title.replace(/\s+/g, ' ').trim() : '';
    return {
        path,
        pageCount,
        pages,
        text,
        tokens: (0,_budget_js__WEBPACK_IMPORTED_MODULE_7__/* .estimateTokens */ .bP)(text),
        infoDates: {
            ...(creation === undefined ? {} : { creation }),
            ...(modification === undefined ? {} : { modification })
        },
        ...(title === '' ? {} : { title }),
        truncated
    };
}
const TEXT_CHAR = /[\p{L}\p{N}]/gu;
/** Letters and digits in `text`, counted up to `atLeast` (a page's test needs no more). */
function countTextChars(text, atLeast = Infinity) {
    TEXT_CHAR.lastIndex = 0;
    let count = 0;
    while (count < atLeast && TEXT_CHAR.test(text))
        count++;
    return count;
}
const ENCRYPTED_MESSAGE = 'encrypted: needs a password to open (passwords are not guessed); decrypt it, e.g. `qpdf --decrypt --password=... in.pdf out.pdf`, and run again';
function failure(error) {
    const name = error instanceof Error ? error.name : '';
    const detail = error instanceof Error ? error.message : String(error);
    if (name === 'PasswordException')
        return { kind: 'encrypted', message: ENCRYPTED_MESSAGE };
    return {
        kind: 'unreadable',
        reason: 'damaged',
        message: `not a readable PDF (${detail}); open it in a viewer and save a repaired copy`
    };
}
function ocrFailure(error, page) {
    const detail = error instanceof _ocr_ocr_js__WEBPACK_IMPORTED_MODULE_2__/* .OcrError */ .f0
        ? error.reason
        : error instanceof Error
            ? error.message
            : String(error);
    return {
        kind: 'unreadable',
        reason: 'ocr-failed',
        message: `OCR failed on page ${page}: ${detail}`
    };
}


/***/ }),

/***/ 9313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rs: () => (/* binding */ placedRun),
/* harmony export */   mT: () => (/* binding */ layoutPlaced),
/* harmony export */   uS: () => (/* binding */ layoutPage)
/* harmony export */ });
/* unused harmony export plain */
function layoutPage(items) {
    return layoutPlaced(place(items));
}
/** `layoutPage` of runs already placed (`placedRun`), as a reader that reports them so gives them. */
function layoutPlaced(placed) {
    const rows = groupRows(placed);
    const lines = [];
    const spans = [];
    let offset = 0;
    rows.forEach((row, line) => {
        let text = '';
        let end = -Infinity;
        const first = spans.length;
        for (const item of row) {
            if (text !== '' && item.x - end > item.size * 0.2 && !endsInSpace(text))
                text += ' ';
            const str = text === '' || endsInSpace(text) ? item.str.trimStart() : item.str;
            const start = offset + text.length;
            text += str;
            spans.push({ line, start, end: offset + text.length, x0: item.x, x1: item.x + item.width });
            end = item.x + item.width;
        }
        text = text.trimEnd();
        for (let i = first; i < spans.length; i++)
            spans[i].end = Math.min(spans[i].end, offset + text.length);
        lines.push(text);
        offset += text.length + 1;
    });
    return { text: lines.join('\n'), spans };
}
const SPACE = /\s/;
/** Whether the last character is white space (`/\s$/` tries the whole string). */
function endsInSpace(text) {
    return text !== '' && SPACE.test(text[text.length - 1]);
}
/**
 * Printable ASCII and Latin-1 letters and signs (not its no-break space), the euro sign, dashes,
 * quotes, bullet and ellipsis, without two spaces in a row: what NFC and folding white space
 * leave alone (none of these is white space, changes under NFC or composes with its neighbour).
 */
function plain(str) {
    return !NOT_PLAIN.test(str);
}
const NOT_PLAIN = /[^\x20-\x7e\xa1-\xff\u20ac\u2013\u2014\u2018-\u201e\u2022\u2026]| {2}/;
function place(items) {
    const placed = [];
    for (let order = 0; order < items.length; order++) {
        const item = items[order];
        // Indexed, not destructured: this runs for every text run of every page.
        const t = item.transform;
        const size = Math.hypot(t[2] ?? 0, t[3] ?? 0) || item.height || 1;
        const run = placedRun(item.str, t[4] ?? 0, t[5] ?? 0, item.width, size, order);
        if (run !== undefined)
            placed.push(run);
    }
    return placed;
}
/** A run with its text in the form layout joins (NFC, white space folded); none when blank. */
function placedRun(text, x, y, width, size, order) {
    const str = plain(text) ? text : text.normalize('NFC').replace(/\s+/g, ' ');
    return str.trim() === '' ? undefined : { str, x, y, width, size, order };
}
function groupRows(items) {
    const byY = [...items].sort((p, q) => q.y - p.y || p.order - q.order);
    const rows = [];
    let current = [];
    let rowY = Infinity;
    let rowSize = 0;
    for (const item of byY) {
        if (current.length > 0 && rowY - item.y > Math.min(rowSize, item.size) * 0.5) {
            rows.push(current);
            current = [];
        }
        if (current.length === 0) {
            rowY = item.y;
            rowSize = item.size;
        }
        current.push(item);
    }
    if (current.length > 0)
        rows.push(current);
    return rows.map(row => row.sort((p, q) => p.x - q.x || p.order - q.order));
}


/***/ }),

/***/ 6700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ parseOcrLanguages),
/* harmony export */   ZU: () => (/* binding */ DEFAULT_OCR_LANGUAGES),
/* harmony export */   cc: () => (/* binding */ DEFAULT_OCR_PAGE_TIMEOUT_MS),
/* harmony export */   f0: () => (/* binding */ OcrError),
/* harmony export */   pP: () => (/* binding */ DEFAULT_OCR_MAX_PAGES),
/* harmony export */   t8: () => (/* binding */ createOcrRecognizer),
/* harmony export */   v_: () => (/* binding */ OCR_ENGINES)
/* harmony export */ });
/* unused harmony export DEFAULT_OCR_START_TIMEOUT_MS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * OCR for pages with almost no text: a `PageTextRecognizer` backed by tesseract.js.
 *
 * One worker thread serves the whole batch; it starts on the first page that needs it and
 * `close()` ends it. Everything is local: the wasm core and the language data come from the
 * installed packages or from `dist/ocr/`, the worker has no network and no cache, and nothing
 * is written anywhere. A page that fails or times out throws `OCR failed: …`; the worker is
 * then replaced, so the next file starts clean.
 */

const OCR_ENGINES = ['tesseract.js', 'tesseract'];
/** `OCR failed: <file> page <n>: <reason>`; `reason` alone for callers that name file and page. */
class OcrError extends Error {
    path;
    pageNumber;
    reason;
    name = 'OcrError';
    constructor(path, pageNumber, reason, options) {
        super(`OCR failed: ${path} page ${pageNumber}: ${reason}`, options);
        this.path = path;
        this.pageNumber = pageNumber;
        this.reason = reason;
    }
}
const DEFAULT_OCR_LANGUAGES = 'deu+eng';
const DEFAULT_OCR_MAX_PAGES = 3;
const DEFAULT_OCR_START_TIMEOUT_MS = 60_000;
const DEFAULT_OCR_PAGE_TIMEOUT_MS = 120_000;
/** Checks `deu+eng`-style language lists; throws with the expected form. */
function parseOcrLanguages(value) {
    const codes = value.split('+');
    if (!codes.every(code => /^[a-z]{3}(_[a-z]+)*$/i.test(code)))
        throw new Error(`Invalid value '${value}' for --ocr-lang. Expected tesseract codes joined by '+', e.g. deu+eng`);
    return codes;
}
function createOcrRecognizer(options = {}) {
    const codes = parseOcrLanguages(options.languages ?? DEFAULT_OCR_LANGUAGES);
    const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_OCR_START_TIMEOUT_MS;
    const pageTimeoutMs = options.pageTimeoutMs ?? DEFAULT_OCR_PAGE_TIMEOUT_MS;
    const maxPages = options.maxPagesPerFile ?? DEFAULT_OCR_MAX_PAGES;
    const pagesRead = new Map();
    let worker;
    let queue = Promise.resolve();
    const ensureWorker = () => {
        worker ??= startWorker(options, codes, startTimeoutMs);
        // A failed start is not cached: the next file tries again with a fresh thread.
        worker.catch(() => (worker = undefined));
        return worker;
    };
    const dropWorker = async () => {
        const current = worker;
        worker = undefined;
        await current?.then(w => w.terminate()).catch(() => undefined);
    };
    const readPage = async (page, context) => {
        const started = performance.now();
        const count = pagesRead.get(context.path) ?? 0;
        if (count >= maxPages)
            return { text: '', confidence: 0, image: 'capped', seconds: 0 };
        pagesRead.set(context.path, count + 1);
        // Loaded at the first page to read: most runs meet no page without text.
        const [{ withTimeout }, { pageImage }] = await Promise.all([
            __webpack_require__.e(/* import() */ 142).then(__webpack_require__.bind(__webpack_require__, 8142)),
            __webpack_require__.e(/* import() */ 952).then(__webpack_require__.bind(__webpack_require__, 3952))
        ]);
        const read = async () => {
            const image = await pageImage(page, options.makeCanvas);
            if (image.method === 'blank')
                return { text: '', confidence: 0, image: 'blank', seconds: 0 };
            const result = await (await ensureWorker()).recognize(image.bytes, pageTimeoutMs);
            const seconds = (performance.now() - started) / 1000;
            return { ...result, text: result.text.trim(), image: image.method, seconds };
        };
        try {
            // The worker's own start and job timeouts apply inside; this one also bounds the image.
            return await withTimeout(read(), startTimeoutMs + pageTimeoutMs, 'the page did not finish');
        }
        catch (error) {
            if (isWorkerFailure(error))
                await dropWorker();
            const reason = error instanceof Error ? error.message : String(error);
            throw new OcrError(context.path, context.pageNumber, reason, { cause: error });
        }
    };
    const recognizePageDetailed = (page, context) => {
        // One page at a time, so a page's timeout measures that page and not the queue before it.
        const turn = queue.then(() => readPage(page, context));
        queue = turn.catch(() => undefined);
        return turn;
    };
    return {
        recognizePageDetailed,
        async recognizePage(page, context) {
            return (await recognizePageDetailed(page, context)).text;
        },
        async close() {
            await queue;
            await dropWorker();
        }
    };
}
async function startWorker(options, codes, startTimeoutMs) {
    const { locateOcrAssets } = await __webpack_require__.e(/* import() */ 432).then(__webpack_require__.bind(__webpack_require__, 1432));
    const found = options.assets ?? locateOcrAssets();
    const languages = codes.map(code => readLanguage(found, code));
    if (options.engine === 'tesseract') {
        const { startNativeOcr } = await __webpack_require__.e(/* import() */ 338).then(__webpack_require__.bind(__webpack_require__, 9338));
        return startNativeOcr({ command: options.command ?? 'tesseract', languages, startTimeoutMs });
    }
    const { startOcrWorker } = await __webpack_require__.e(/* import() */ 142).then(__webpack_require__.bind(__webpack_require__, 8142));
    return startOcrWorker({
        workerPath: found.workerPath,
        corePath: found.corePath,
        languages,
        startTimeoutMs
    });
}
function readLanguage(assets, code) {
    const file = assets.languageFile(code);
    if (!file) {
        const fix = assets.layout === 'bundled'
            ? 'the bundled action ships deu and eng only'
            : `install it with \`npm install @tesseract.js-data/${code}\``;
        throw new Error(`no language data for '${code}' (${fix})`);
    }
    return { code, data: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file) };
}
/** Errors after which the worker may be stuck or gone, so it is replaced. */
function isWorkerFailure(error) {
    const message = error instanceof Error ? error.message : '';
    return /OCR worker|OCR program|did not (start|finish)/.test(message);
}


/***/ }),

/***/ 5384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PageBudget),
/* harmony export */   b: () => (/* binding */ MAX_CHARS_PER_TOKEN)
/* harmony export */ });
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2070);
/**
 * Pages in order until the token budget or the page limit is spent: the loop both readers
 * (pdf.js in extract.ts, PyMuPDF in pymupdf-doc.ts) run over a document's pages.
 */

/** Latin text costs a quarter token a character (budget.ts); no script costs less. */
const MAX_CHARS_PER_TOKEN = 4;
class PageBudget {
    pages = [];
    truncated = false;
    tokensLeft;
    maxPages;
    constructor(maxTokens = _budget_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_CONTENT_TOKENS */ ._4, maxPages) {
        this.tokensLeft = maxTokens;
        this.maxPages = maxPages !== undefined && maxPages > 0 ? maxPages : Infinity;
    }
    /** Whether page `number` (from 1) is still read; when not, the document counts as truncated. */
    wants(number) {
        if (number <= this.maxPages && this.tokensLeft > 0)
            return true;
        this.truncated = true;
        return false;
    }
    /** Characters a page may still contribute (the reader need not keep more). */
    get charsLeft() {
        return this.tokensLeft * MAX_CHARS_PER_TOKEN;
    }
    /** Adds the page, cut to what is left; false when that spent the budget (stop reading). */
    add(text, cutShort) {
        const cut = (0,_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .takeWithinBudget */ .MF)(text.text, this.tokensLeft - (this.pages.length > 0 ? 1 : 0));
        if (cutShort)
            cut.truncated = true;
        this.pages.push(cut.truncated ? clip(text, cut.text) : text);
        this.tokensLeft -= cut.tokens + (this.pages.length > 1 ? 1 : 0);
        if (cut.truncated)
            this.truncated = true;
        return !cut.truncated;
    }
}
function clip(page, text) {
    const spans = page.spans
        ?.filter(span => span.start < text.length)
        .map(span => ({ ...span, end: Math.min(span.end, text.length) }));
    return { ...page, text, ...(spans === undefined ? {} : { spans }) };
}


/***/ }),

/***/ 4867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ sniffPdf)
/* harmony export */ });
/**
 * Cheap checks before pdfjs-dist sees the bytes: pdfjs-dist repairs a great deal silently, so a
 * half-copied file would otherwise be renamed and archived as if it were complete.
 */
const HEADER_WINDOW = 1024;
const TRAILER_WINDOW = 2048;
function sniffPdf(bytes) {
    if (bytes.length === 0)
        return { kind: 'empty', message: 'empty file (0 bytes)' };
    const head = latin1(bytes.subarray(0, HEADER_WINDOW));
    if (!head.includes('%PDF-'))
        return {
            kind: 'not-pdf',
            message: `not a PDF: no %PDF- header (starts with ${JSON.stringify(preview(head))}); check what the file really is`
        };
    const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)));
    if (!tail.includes('%%EOF'))
        return {
            kind: 'truncated',
            message: `truncated PDF: no %%EOF marker in the last ${TRAILER_WINDOW} bytes (${bytes.length} bytes in all); the download or copy was cut off — fetch it again`
        };
    return { kind: 'ok' };
}
function latin1(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
function preview(head) {
    return head.slice(0, 16).replace(/[^\x20-\x7e]/g, '.');
}


/***/ }),

/***/ 3235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ defaultRenameSettings)
});

// UNUSED EXPORTS: defaultJobs

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/pdf/read/budget.ts
var budget = __webpack_require__(2070);
// EXTERNAL MODULE: ./src/pdf/read/decode-limit.ts
var decode_limit = __webpack_require__(3131);
// EXTERNAL MODULE: ./src/pdf/read/extract.ts
var extract = __webpack_require__(1826);
;// CONCATENATED MODULE: ./src/pdf/decide/model/llm-defaults.ts
/** The model's defaults, apart from its client: the settings read them on every run, the client loads only with the model. */
const DEFAULT_LLM_URL = 'http://127.0.0.1:11434/api/generate';
const DEFAULT_LLM_MODEL = 'qwen2.5:3b';
const DEFAULT_LLM_TIMEOUT_MS = 60_000;

// EXTERNAL MODULE: ./src/pdf/read/ocr/ocr.ts
var ocr = __webpack_require__(6700);
;// CONCATENATED MODULE: ./src/pdf/settings.ts
/** The settings of one rename batch. The CLI builds them from argv, the action from its inputs. */






function defaultRenameSettings() {
    return {
        surface: 'flag',
        paths: ['.'],
        recursive: false,
        dryRun: false,
        useLlm: true,
        maxContentTokens: budget/* DEFAULT_MAX_CONTENT_TOKENS */._4,
        dateOrder: 'dmy',
        force: false,
        timeoutMs: extract/* DEFAULT_EXTRACT_TIMEOUT_MS */.zt,
        maxDecompressedMb: decode_limit/* DEFAULT_MAX_DECOMPRESSED_MB */.W6,
        jobs: defaultJobs(),
        reader: 'pdfjs',
        python: 'python3',
        ocr: 'auto',
        ocrLanguages: ocr/* DEFAULT_OCR_LANGUAGES */.ZU,
        ocrEngine: 'tesseract.js',
        ocrMaxPages: ocr/* DEFAULT_OCR_MAX_PAGES */.pP,
        llmUrl: DEFAULT_LLM_URL,
        llmModel: DEFAULT_LLM_MODEL,
        llmTimeoutMs: DEFAULT_LLM_TIMEOUT_MS,
        requireLlm: false,
        writeMetadata: false
    };
}
/** Reader threads (or PyMuPDF children) a batch uses unless --jobs says otherwise. */
function defaultJobs() {
    return Math.max(1, Math.min((0,external_node_os_.availableParallelism)(), 4));
}


/***/ }),

/***/ 6990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L_: () => (/* binding */ SettingError),
/* harmony export */   QX: () => (/* binding */ settingName),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/**
 * The one vocabulary for bad settings, shared by the action (inputs) and both CLIs (flags): a
 * usage mistake, and its most common form, one setting with a value outside what it accepts.
 * The same setting is worded "input 'x'" in a workflow and "--x" on a command line.
 */
/** A mistake in how the action or a CLI was called; the message says what to change. */
class UsageError extends Error {
    name = 'UsageError';
}
/** One setting with a bad value: `Invalid value 'v' for input 'x'. Expected …` (or `for --x`). */
class SettingError extends UsageError {
    setting;
    value;
    expected;
    surface;
    name = 'SettingError';
    constructor(setting, value, 
    /** What would be accepted, as a sentence ending in a full stop. */
    expected, surface, options) {
        super(`Invalid value '${value}' for ${settingName(setting, surface)}. Expected ${expected}`, options);
        this.setting = setting;
        this.value = value;
        this.expected = expected;
        this.surface = surface;
    }
}
/** "input 'x'" or "--x". */
function settingName(setting, surface) {
    return surface === 'input' ? `input '${setting}'` : `--${setting}`;
}


/***/ }),

/***/ 235:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fM: () => (/* binding */ addPath),
  z3: () => (/* binding */ error),
  V4: () => (/* binding */ getInput),
  Os: () => (/* binding */ group),
  pq: () => (/* binding */ info),
  lm: () => (/* binding */ notice),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, debug, endGroup, exportVariable, getBooleanInput, getIDToken, getMultilineInput, getState, isDebug, markdownSummary, platform, saveState, setCommandEcho, setSecret, startGroup, summary, toPlatformPath, toPosixPath, toWin32Path

// EXTERNAL MODULE: external "os"
var external_os_ = __webpack_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __webpack_require__(6982);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __webpack_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
// EXTERNAL MODULE: external "path"
var external_path_ = __webpack_require__(6928);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function setSecret(secret) {
    issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        file_command_issueFileCommand('PATH', inputPath);
    }
    else {
        command_issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${external_path_.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function debug(message) {
    issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return __awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return __awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map

/***/ })

};
