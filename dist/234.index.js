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
    const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const runId = env.GITHUB_RUN_ID;
    return {
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        /** '' when GITHUB_REPOSITORY is unset. */
        owner: match[1],
        repo: match[2],
        serverUrl,
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        eventName: env.GITHUB_EVENT_NAME ?? '',
        eventPath: env.GITHUB_EVENT_PATH || undefined,
        runUrl: runId && repository ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
        /** GitHub's advice (1 s between writes, 3 s between notifying ones) when unset. */
        writeSpacingMs: readSpacing(env.RALPH_GITHUB_WRITE_SPACING_MS)
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
/** For a GitHub Enterprise Server without secondary rate limits, and for the tests' double. */
function readSpacing(value) {
    if (value === undefined || value === '')
        return undefined;
    if (/^\d{1,6}$/.test(value))
        return Number(value);
    throw new Error(`Invalid RALPH_GITHUB_WRITE_SPACING_MS '${value}'. Expected milliseconds between GitHub ` +
        'writes (0 to 999999), or leave it unset for the spacing GitHub asks for.');
}


/***/ }),

/***/ 4234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: ./src/action/context.ts
var action_context = __webpack_require__(645);
// EXTERNAL MODULE: ./src/pdf/inbox/inbox.ts
var inbox_inbox = __webpack_require__(6925);
// EXTERNAL MODULE: ./src/pdf/settings.ts
var settings = __webpack_require__(1473);
// EXTERNAL MODULE: ./src/settings/errors.ts
var errors = __webpack_require__(6990);
// EXTERNAL MODULE: ./src/settings/parse.ts
var parse = __webpack_require__(6894);
// EXTERNAL MODULE: ./src/settings/step.ts
var step = __webpack_require__(9363);
;// CONCATENATED MODULE: ./src/action/inputs.ts
/**
 * The action's inputs, the only `core.getInput` calls: `command` picks the settings family, and
 * the family's reader parses them (the Ralph step's in settings/step.ts, shared with `ralph`;
 * the renamer's in pdf/settings.ts, shared with `pdf-rename`).
 */






const READERS = {
    step: step/* readStep */.jg,
    plan: step/* readPlan */.m3,
    publish: step/* readPublish */.WK,
    'check-scope': step/* readCheckScope */.fp,
    validate: step/* readValidate */.nU,
    'rename-pdfs': readRenamePdfs,
    'undo-pdfs': readUndoPdfs
};
const COMMANDS = Object.keys(READERS);
function readSettings(input = name => core/* getInput */.V4(name)) {
    const source = { surface: 'input', read: input };
    const command = (0,parse/* text */.Qq)(source, 'command');
    if (command === undefined)
        throw new errors/* UsageError */.eb(`Input 'command' is required. Expected ${(0,parse/* listChoices */.ZH)(COMMANDS)}.`);
    if (!Object.hasOwn(READERS, command))
        throw new errors/* SettingError */.L_('command', command, `${(0,parse/* listChoices */.ZH)(COMMANDS)}.`, 'input');
    return READERS[command](source);
}
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
    'python',
    'review-below'
];
function readRenamePdfs(source) {
    const defaults = (0,inbox_inbox/* defaultInboxSettings */.Hi)();
    const rules = (0,parse/* text */.Qq)(source, 'rules');
    const pdf = (0,settings/* readRenameSettings */.Q)({
        surface: 'input',
        read: name => (PDF_INPUTS.includes(name) ? source.read(name) : undefined)
    });
    const inbox = {
        inboxPath: repoPath(source, 'inbox-path', defaults.inboxPath),
        archivePath: repoPath(source, 'archive-path', defaults.archivePath),
        reviewPath: repoPath(source, 'review-path', defaults.reviewPath),
        recursive: (0,parse/* flag */.Jt)(source, 'recursive', defaults.recursive),
        pdf: rules === undefined ? pdf : { ...pdf, rulesFile: repoPath(source, 'rules', rules) },
        undoLog: repoPath(source, 'undo-log', defaults.undoLog),
        writeMetadata: (0,parse/* flag */.Jt)(source, 'write-metadata', defaults.writeMetadata),
        dryRun: (0,parse/* flag */.Jt)(source, 'dry-run', defaults.dryRun)
    };
    return { command: 'rename-pdfs', ...inbox, ...readPush(source) };
}
function readUndoPdfs(source) {
    return {
        command: 'undo-pdfs',
        /** Run id from the undo log; undefined means the last run with something left to undo. */
        run: (0,parse/* text */.Qq)(source, 'run'),
        undoLog: repoPath(source, 'undo-log', (0,inbox_inbox/* defaultInboxSettings */.Hi)().undoLog),
        ...readPush(source)
    };
}
function readPush(source) {
    return { push: (0,parse/* flag */.Jt)(source, 'push', true), githubToken: source.read('github-token') ?? '' };
}
/** A path inside the repository, relative to its root (normalized; `..` and absolute refused). */
function repoPath(source, name, fallback) {
    const value = (0,parse/* text */.Qq)(source, name) ?? fallback;
    const path = (0,inbox_inbox/* normalizeFolder */.au)(value, name);
    if (path === '' && name !== 'inbox-path' && name !== 'archive-path')
        throw new errors/* SettingError */.L_(name, value, 'a file path inside the repository.', 'input');
    return path;
}

// EXTERNAL MODULE: ./src/action/result.ts
var result = __webpack_require__(6013);
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
async function run(start) {
    warnUncleanStart(start);
    await dispatch().catch((error) => core/* setFailed */.C1((0,result/* describeError */.U)(error)));
}
/** A command that fails the job throws: run() calls core.setFailed once, with its message. */
async function dispatch() {
    const settings = readSettings();
    core/* info */.pq(`ralph-action: ${settings.command}`);
    // No core.setSecret: its ::add-mask:: line would itself print the token. The runner
    // already masks github.token and secrets, and our own messages never carry it.
    const context = (0,action_context/* readRunContext */.$)();
    // Each command loads its own modules, so a scope check never pays for Octokit.
    switch (settings.command) {
        case 'step':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(526), __webpack_require__.e(438), __webpack_require__.e(718), __webpack_require__.e(187), __webpack_require__.e(652), __webpack_require__.e(559)]).then(__webpack_require__.bind(__webpack_require__, 1559))).runStep(settings, context);
        case 'publish':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(526), __webpack_require__.e(570), __webpack_require__.e(438), __webpack_require__.e(718), __webpack_require__.e(187), __webpack_require__.e(652), __webpack_require__.e(892)]).then(__webpack_require__.bind(__webpack_require__, 6892))).runPublish(settings, context);
        case 'plan':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(438), __webpack_require__.e(718), __webpack_require__.e(187), __webpack_require__.e(134)]).then(__webpack_require__.bind(__webpack_require__, 6134))).runPlan(settings, context);
        case 'check-scope':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(438), __webpack_require__.e(718), __webpack_require__.e(507)]).then(__webpack_require__.bind(__webpack_require__, 507))).runCheckScope(settings, context);
        case 'validate':
            return (await Promise.all(/* import() */[__webpack_require__.e(749), __webpack_require__.e(438), __webpack_require__.e(554)]).then(__webpack_require__.bind(__webpack_require__, 554))).runValidate(settings, context);
        case 'rename-pdfs':
            return (await Promise.all(/* import() */[__webpack_require__.e(718), __webpack_require__.e(700)]).then(__webpack_require__.bind(__webpack_require__, 2700))).runRenamePdfs(settings, context);
        case 'undo-pdfs':
            return (await Promise.all(/* import() */[__webpack_require__.e(718), __webpack_require__.e(700)]).then(__webpack_require__.bind(__webpack_require__, 2700))).runUndoPdfs(settings, context);
    }
}


/***/ }),

/***/ 6013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ writeSummary),
/* harmony export */   U: () => (/* binding */ describeError)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1170);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(235);

/** The job summary; a runner without GITHUB_STEP_SUMMARY (a local run) gets a warning instead. */
async function writeSummary(markdown) {
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown).write();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`Could not write the job summary: ${describeError(error)}`);
    }
}
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

/***/ 236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ parseCommandTemplate),
/* harmony export */   b: () => (/* binding */ commandAdapter)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _agent_args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(699);


/**
 * Any program, from an argv template (`--agent-command '["my-agent","--in","{prompt_file}"]'`).
 * Placeholders are replaced inside each argument; no shell ever sees them. The prompt is
 * also on stdin. No last message: the agent writes its report itself.
 */
const commandAdapter = {
    name: 'command',
    credentialEnv: [],
    efforts: [],
    reserved: { flags: {} },
    // The settings reader requires the template with this agent (parseCommandTemplate).
    build(call, scratch) {
        const promptFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(scratch, 'prompt.md');
        const values = {
            prompt_file: promptFile,
            repo: call.repo,
            story_id: call.storyId,
            report_path: call.reportPath,
            mode: call.mode
        };
        const [file, ...args] = (call.agentCommand ?? []).map(arg => arg.replace(/\{([a-z_]+)\}/g, (whole, name) => {
            const value = values[name];
            if (value !== undefined)
                return value;
            const known = Object.keys(values).map(p => `{${p}}`);
            throw new Error(`Unknown placeholder '${whole}' in --agent-command. Expected one of ${known.join(', ')}.`);
        }));
        return {
            file: file,
            args: [...args, ...(0,_agent_args_js__WEBPACK_IMPORTED_MODULE_1__/* .extraArgs */ .e)(commandAdapter, call)],
            files: [{ path: promptFile, content: call.prompt }]
        };
    }
};
/** Parses `--agent-command`: a JSON array of strings, the program first. */
function parseCommandTemplate(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`Invalid --agent-command ${JSON.stringify(text)}: not JSON. Expected an array such as '["my-agent","{prompt_file}"]'.`, { cause: error });
    }
    if (!Array.isArray(value) ||
        value.length === 0 ||
        !value.every(item => typeof item === 'string') ||
        value[0] === '') {
        throw new Error(`Invalid --agent-command ${JSON.stringify(text)}: expected a non-empty JSON array of strings, the program first.`);
    }
    return value;
}


/***/ }),

/***/ 2245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ AGENT_NAMES),
  f: () => (/* binding */ adapterFor)
});

// EXTERNAL MODULE: ./src/loop/agent/agent-args.ts
var agent_args = __webpack_require__(699);
;// CONCATENATED MODULE: ./src/loop/agent/adapters/adapter.ts
/** What the agent holds instead of the model key: plainly not a key to a scanner or a reader. */
const PLACEHOLDER = 'ralph-forwarder-holds-the-key';
/** Model names reach flags: keep them plain. */
function checkPlain(value, what) {
    if (!/^[A-Za-z0-9._:/[\]-]+$/.test(value)) {
        throw new Error(`Invalid ${what} '${value}'. Expected letters, digits and . _ : / [ ] - only (for example 'gpt-5-codex' or 'sonnet').`);
    }
    return value;
}
function checkEffort(adapter, value) {
    if (!adapter.efforts.includes(value))
        throw new Error(`Invalid reasoning effort '${value}' for ${adapter.name} (the reasoning-effort input or flag, else the PRD's /defaults/reasoning_effort_default). Expected ${adapter.efforts.join(', ')}.`);
    return value;
}

;// CONCATENATED MODULE: ./src/loop/agent/adapters/claude.ts


/**
 * `claude -p --output-format stream-json --verbose`: print mode, the prompt on stdin, the
 * transcript as JSON lines on stdout (the CLI requires --verbose for it), the last message
 * from its `result` event. Only fixing stories get an edit permission mode; otherwise edits
 * stay denied and the runner writes the report from the last message.
 */
const claudeAdapter = {
    name: 'claude',
    transcript: 'claude-stream-json',
    npmPackage: '@anthropic-ai/claude-code',
    credentialEnv: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
    configDir: { env: 'CLAUDE_CONFIG_DIR', home: '.claude', files: ['.claude.json'] },
    // An API key goes in x-api-key, an OAuth token as a Bearer token; both to ANTHROPIC_BASE_URL.
    modelApi: {
        url: 'https://api.anthropic.com',
        header: credential => (credential === 'ANTHROPIC_API_KEY' ? 'x-api-key' : 'authorization'),
        env: (credential, baseUrl) => ({ [credential]: PLACEHOLDER, ANTHROPIC_BASE_URL: baseUrl })
    },
    loginCheck: ['auth', 'status'],
    loginHint: "'claude auth login'",
    takesAllowedTools: true,
    efforts: ['low', 'medium', 'high', 'xhigh', 'max'],
    reserved: {
        flags: {
            '--print': 'ralph runs print mode',
            '-p': 'ralph runs print mode',
            '--output-format': 'ralph reads the stream-json transcript',
            '--input-format': 'the prompt is text on stdin',
            '--permission-mode': 'ralph sets it from the story mode',
            '--dangerously-skip-permissions': 'permissions stay on',
            '--allow-dangerously-skip-permissions': 'permissions stay on',
            '--allowedTools': "use the input 'allowed-tools' (--allowed-tools)",
            '--allowed-tools': "use the input 'allowed-tools' (--allowed-tools)",
            '--settings': 'settings may change the permission mode',
            '--add-dir': 'the agent writes inside the repository only',
            '--model': "use the input 'model' (--model)",
            '--max-turns': "use the input 'max-turns' (--max-turns)",
            '--effort': "use the input 'reasoning-effort' (--reasoning-effort)",
            '--worktree': 'the agent works in the checkout',
            '-w': 'the agent works in the checkout',
            '--bg': 'the call must end with the agent',
            '--background': 'the call must end with the agent'
        }
    },
    build(call) {
        const args = ['-p', '--output-format', 'stream-json', '--verbose'];
        if (call.mode === 'fixing')
            args.push('--permission-mode', 'acceptEdits');
        if (call.allowedTools && call.allowedTools.length > 0)
            args.push('--allowedTools', ...call.allowedTools);
        if (call.model)
            args.push('--model', checkPlain(call.model, 'model'));
        if (call.maxTurns !== undefined)
            args.push('--max-turns', String(call.maxTurns));
        if (call.reasoningEffort)
            args.push('--effort', checkEffort(claudeAdapter, call.reasoningEffort));
        args.push(...(0,agent_args/* extraArgs */.e)(claudeAdapter, call));
        return { file: 'claude', args };
    }
};

;// CONCATENATED MODULE: ./src/loop/agent/adapters/codex.ts


const USE_INPUT = 'ralph sets it from the story mode';
/**
 * `codex exec --json`: non-interactive, the transcript as JSON lines on stdout (the last
 * message is read from it), read-only sandbox for audit and linting (the runner writes the
 * report from the last message), workspace-write for fixing; the prompt on stdin (`-`).
 */
const codexAdapter = {
    name: 'codex',
    transcript: 'codex-jsonl',
    npmPackage: '@openai/codex',
    credentialEnv: ['OPENAI_API_KEY', 'CODEX_API_KEY'],
    configDir: { env: 'CODEX_HOME', home: '.codex' },
    // codex 0.171.0 ignores OPENAI_BASE_URL and tries a WebSocket first on its built-in provider;
    // a provider of ralph's own (build) speaks HTTP with server-sent events only, its key in
    // CODEX_API_KEY as a Bearer token.
    modelApi: {
        url: 'https://api.openai.com/v1',
        header: () => 'authorization',
        env: () => ({ CODEX_API_KEY: PLACEHOLDER })
    },
    loginCheck: ['login', 'status'],
    loginHint: "'codex login', under CODEX_HOME",
    efforts: ['minimal', 'low', 'medium', 'high', 'xhigh'],
    reserved: {
        flags: {
            '--sandbox': USE_INPUT,
            '-s': USE_INPUT,
            '--dangerously-bypass-approvals-and-sandbox': 'the sandbox stays on',
            '--full-auto': USE_INPUT,
            '--add-dir': 'the agent writes inside the repository only',
            '--cd': 'ralph runs it at the repository top',
            '-C': 'ralph runs it at the repository top',
            '--json': 'ralph reads the transcript itself',
            '--output-last-message': 'ralph reads the last message from the transcript',
            '-o': 'ralph reads the last message from the transcript',
            '--model': "use the input 'model' (--model)",
            '-m': "use the input 'model' (--model)",
            '--profile': 'a profile may change the sandbox',
            '-p': 'a profile may change the sandbox',
            '--remote': 'the agent runs here'
        },
        configKeys: [
            'sandbox_mode',
            'sandbox_workspace_write',
            'approval_policy',
            'model_reasoning_effort',
            'default_permissions',
            'shell_environment_policy',
            'model_provider',
            'model_providers',
            'openai_base_url'
        ]
    },
    build(call) {
        const sandbox = call.mode === 'fixing' ? 'workspace-write' : 'read-only';
        const args = ['exec', '--json', '--cd', call.repo, '--sandbox', sandbox, '--color', 'never'];
        if (call.model)
            args.push('--model', checkPlain(call.model, 'model'));
        if (call.reasoningEffort)
            args.push('-c', `model_reasoning_effort="${checkEffort(codexAdapter, call.reasoningEffort)}"`);
        if (call.modelBaseUrl)
            args.push('-c', `model_providers.ralph={name="ralph",base_url=${JSON.stringify(call.modelBaseUrl)},env_key="CODEX_API_KEY",wire_api="responses",supports_websockets=false}`, '-c', 'model_provider="ralph"');
        args.push(...(0,agent_args/* extraArgs */.e)(codexAdapter, call), '-');
        return { file: 'codex', args };
    }
};

// EXTERNAL MODULE: ./src/loop/agent/adapters/command.ts
var command = __webpack_require__(236);
;// CONCATENATED MODULE: ./src/loop/agent/adapters/index.ts



/**
 * Every agent adapter, in the order --help and the docs list them: the one list of agent
 * names. The `agent` input and flag, their usage text and the docs checks all derive from it.
 */
const ADAPTERS = [codexAdapter, claudeAdapter, command/* commandAdapter */.b];
const AGENT_NAMES = ADAPTERS.map(adapter => adapter.name);
function adapterFor(name) {
    return ADAPTERS.find(adapter => adapter.name === name);
}


/***/ }),

/***/ 699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ parseAgentArgs),
/* harmony export */   e: () => (/* binding */ extraArgs)
/* harmony export */ });
const EXPECTED = 'Expected a JSON array of strings, or one argument a line, starting with a flag (for example ["--max-turns","20"]).';
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
/** The call's extra argv; throws for one that sets what the adapter keeps for itself. */
function extraArgs(adapter, call) {
    const args = call.agentArgs ?? [];
    const { reserved, name: agent } = adapter;
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
                throw new Error(`agent-args may not set the ${agent} config key '${key}': ralph sets the sandbox, approvals, effort, environment policy and model provider itself.`);
        }
    }
    return [...args];
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

/***/ 2552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A8: () => (/* binding */ STEERING_FILES),
/* harmony export */   YX: () => (/* binding */ DEFAULT_PROTECTED_PATHS),
/* harmony export */   hU: () => (/* binding */ GATE_DEFAULTS)
/* harmony export */ });
/** Paths no agent write may touch, besides the PRD itself (picomatch globs, repo-relative). */
const DEFAULT_PROTECTED_PATHS = [
    'CODEX.md',
    '.runtime/**',
    '.git/**',
    '.github/**'
];
/**
 * Files that steer later agent runs and builds (`protected-files`), by what they are: the
 * agents' instructions and configuration, package manifests and lock files (install scripts,
 * dependencies), action metadata. At any depth; matched case-insensitively.
 */
const STEERING_FILES = [
    ['agent instructions', '**/{AGENTS.md,AGENTS.override.md,CLAUDE.md,CLAUDE.local.md}'],
    ['agent configuration', '**/{.codex/**,.claude/**,.mcp.json}'],
    [
        'package manifest',
        '**/{package.json,pyproject.toml,setup.py,setup.cfg,requirements*.txt,Pipfile,Cargo.toml,go.mod,Gemfile,composer.json,pom.xml,build.gradle,build.gradle.kts}'
    ],
    [
        'lock file',
        '**/{package-lock.json,npm-shrinkwrap.json,yarn.lock,pnpm-lock.yaml,bun.lock,bun.lockb,poetry.lock,Pipfile.lock,uv.lock,Cargo.lock,go.sum,Gemfile.lock,composer.lock}'
    ],
    ['action metadata', '**/action.{yml,yaml}']
];
/** The publish gate's limits and policy unless set (`max-patch-bytes`, `max-patch-files`, `protected-files`). */
const GATE_DEFAULTS = {
    maxPatchBytes: 4 * 1024 * 1024,
    maxPatchFiles: 200,
    protectedFiles: 'review'
};


/***/ }),

/***/ 7170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KN: () => (/* binding */ STEP_DEFAULTS),
/* harmony export */   sd: () => (/* binding */ SANDBOX_SETTINGS),
/* harmony export */   zT: () => (/* binding */ prdError),
/* harmony export */   zg: () => (/* binding */ StepError)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6539);

const SANDBOX_SETTINGS = ['auto', 'required', 'off'];
const STEP_DEFAULTS = {
    agent: 'codex',
    timeoutSeconds: 900,
    maxAttempts: 3,
    killGraceSeconds: 5,
    sandbox: 'auto',
    network: 'on'
};
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
    const text = loaded.problems.map(_types_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw).join('\n');
    return new StepError(loaded.kind === 'missing' ? 'missing' : 'bad-input', text);
}


/***/ }),

/***/ 6539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ MODES),
/* harmony export */   Vw: () => (/* binding */ formatProblem),
/* harmony export */   bS: () => (/* binding */ RUNNER_OWNED_FIELDS),
/* harmony export */   fI: () => (/* binding */ problemText)
/* harmony export */ });
const MODES = ['audit', 'linting', 'fixing'];
/** `FILE: /stories/3/scope/0: <what> (<fix>)`; the whole document is shown as `/`. */
function formatProblem(problem) {
    return `${problem.file}: ${problemText(problem)}`;
}
function problemText(problem) {
    return `${problem.pointer || '/'}: ${problem.message} (${problem.fix})`;
}
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
/* unused harmony export contextSize */
/* harmony import */ var _read_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2070);
/**
 * The four request styles of the model endpoint, chosen by the URL path. /v1/completions has no
 * schema (the answer is checked), /v1/chat/completions takes it as `response_format`, /api/* as
 * `format` with `num_ctx` sized to the prompt (Ollama otherwise cuts long prompts). Pure.
 */

const PATHS = [
    ['/v1/chat/completions', 'openai-chat'],
    ['/v1/completions', 'openai-completions'],
    ['/api/generate', 'ollama-generate'],
    ['/api/chat', 'ollama-chat']
];
/** The endpoint's style, its URL and the base before the endpoint path. */
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
/** A JSON object of four short fields is well under this. */
const ANSWER_TOKENS = 512;
const MIN_CONTEXT = 2048;
/** For /api/*: the prompt's estimate, a quarter more for the tokenizer, schema and answer. */
function contextSize(input) {
    const tokens = (0,_read_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .estimateTokens */ .bP)(input.system) + (0,_read_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .estimateTokens */ .bP)(input.prompt);
    const needed = Math.ceil(tokens * 1.25) + ANSWER_TOKENS;
    return Math.max(MIN_CONTEXT, Math.ceil(needed / 1024) * 1024);
}
function requestBody(style, input) {
    const { model, system, prompt, schema } = input;
    const messages = [
        { role: 'system', content: system },
        { role: 'user', content: prompt }
    ];
    const answer = { stream: false, temperature: 0, max_tokens: ANSWER_TOKENS };
    if (style === 'openai-completions')
        return { model, prompt: `${system}\n\n${prompt}`, ...answer };
    if (style === 'openai-chat') {
        const json_schema = { name: 'pdf_answer', strict: true, schema };
        return { model, messages, ...answer, response_format: { type: 'json_schema', json_schema } };
    }
    const options = { temperature: 0, num_ctx: contextSize(input), num_predict: ANSWER_TOKENS };
    const content = style === 'ollama-chat' ? { messages } : { system, prompt };
    return { model, ...content, stream: false, format: schema, think: false, options };
}
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
        // the raw text
    }
    const flat = body.replace(/\s+/g, ' ').trim();
    return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat || '(empty body)';
}


/***/ }),

/***/ 8710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GH: () => (/* binding */ expandUmlauts),
/* harmony export */   Gz: () => (/* binding */ matchedAlternative),
/* harmony export */   LI: () => (/* binding */ round),
/* harmony export */   aL: () => (/* binding */ words),
/* harmony export */   bE: () => (/* binding */ splitAlternatives),
/* harmony export */   fD: () => (/* binding */ allMatches),
/* harmony export */   iE: () => (/* binding */ alternativesRegex),
/* harmony export */   o4: () => (/* binding */ firstMatch)
/* harmony export */ });
/**
 * Whole-word matching that works for umlauts and accents: JavaScript's `\b` only knows ASCII
 * word characters, so `\bRechnung\b` misses nothing but `\bÄnderung\b` never matches and
 * `\bstr\b` matches inside "Straße". A letter or digit next to the match ends it instead.
 */
const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';
const FOLDS = { ä: '(?:ä|ae)', ö: '(?:ö|oe)', ü: '(?:ü|ue)', ß: '(?:ß|ss)' };
/** `ä` also matches `ae` (and so on) outside character classes, for text typed without umlauts. */
function expandUmlauts(source) {
    return units(source)
        .map(({ unit, inClass }) => (inClass ? unit : (FOLDS[unit.toLowerCase()] ?? unit)))
        .join('');
}
/** A regex source in units (an escape with what it escapes), each marked when inside a class. */
function units(source) {
    const list = [];
    let inClass = false;
    for (let i = 0; i < source.length; i++) {
        const unit = source[i] === '\\' ? source.slice(i, i + 2) : source[i];
        i += unit.length - 1;
        if (unit === '[')
            inClass = true;
        else if (unit === ']')
            inClass = false;
        list.push({ unit, inClass });
    }
    return list;
}
/**
 * A case-insensitive Unicode regex for many alternatives, each a whole word (or phrase); group
 * i + 1 tells which alternative matched. Where several match at one place, the first in the list wins.
 */
function alternativesRegex(sources, flags = 'giu') {
    const groups = sources.map(source => `(${expandUmlauts(source)})`).join('|');
    return new RegExp(`${BEFORE}(?:${groups})${AFTER}`, flags);
}
/** Index of the alternative that matched (see alternativesRegex). */
function matchedAlternative(match) {
    for (let i = 1; i < match.length; i++)
        if (match[i] !== undefined)
            return i - 1;
    return -1;
}
const WORD = /[\p{L}][\p{L}\p{N}]*(?:['’-][\p{L}\p{N}]+)*/gu;
/** Words (letters first, then letters/digits; inner hyphens and apostrophes kept) with offsets. */
function words(text) {
    return allMatches(WORD, text).map(m => ({ word: m[0], start: m.index }));
}
/**
 * Every match of a global regex, run on the regex itself. `String.prototype.matchAll` copies the
 * regex for each call, and V8 drops compiled copies at garbage collection: the big alternations
 * of the rules were then compiled again and again.
 */
function allMatches(regex, text) {
    const found = [];
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
        found.push(m);
        // An empty match moves on by one character, as matchAll does.
        if (m[0] === '')
            regex.lastIndex = m.index + (text.codePointAt(m.index) > 0xffff ? 2 : 1);
    }
    regex.lastIndex = 0;
    return found;
}
/** The first match of a global regex, or null. */
function firstMatch(regex, text) {
    regex.lastIndex = 0;
    const m = regex.exec(text);
    regex.lastIndex = 0;
    return m;
}
/** `a|b(?:c|d)` -> [`a`, `b(?:c|d)`]: the top-level alternatives of a regex source. */
function splitAlternatives(source) {
    const parts = [''];
    let depth = 0;
    for (const { unit, inClass } of units(source)) {
        if (!inClass && unit === '(')
            depth++;
        else if (!inClass && unit === ')')
            depth--;
        else if (!inClass && unit === '|' && depth === 0) {
            parts.push('');
            continue;
        }
        parts[parts.length - 1] += unit;
    }
    return parts;
}
/** A score to two decimals, as explanations print it. */
function round(value) {
    return Math.round(value * 100) / 100;
}


/***/ }),

/***/ 6925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hi: () => (/* binding */ defaultInboxSettings),
/* harmony export */   Lq: () => (/* binding */ HEAD_BYTES),
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   au: () => (/* binding */ normalizeFolder),
/* harmony export */   commitMessage: () => (/* binding */ commitMessage),
/* harmony export */   lv: () => (/* binding */ selectInbox)
/* harmony export */ });
/* unused harmony exports classifyInboxFile, parseLfsPointer, displayPath */
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1473);

function defaultInboxSettings() {
    return {
        inboxPath: 'inbox',
        archivePath: 'archive',
        reviewPath: 'review',
        recursive: false,
        undoLog: _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_UNDO_LOG */ .a2,
        writeMetadata: false,
        dryRun: false,
        /** Reading, OCR and model settings (paths, outDir, dryRun, force and undoLog unused). */
        pdf: (0,_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultRenameSettings */ .xe)()
    };
}
/** git-lfs never reads more than this as a pointer. */
const HEAD_BYTES = 1024;
const PLACEHOLDERS = new Set(['.gitkeep', '.keep', '.gitignore', '.gitattributes']);
const PDF_NAME = /\.pdf$/i;
/** A folder input as a repository-relative path; throws for one outside the repository. */
function normalizeFolder(value, input) {
    const trimmed = value.trim().replace(/\\/g, '/');
    const parts = trimmed.split('/').filter(part => part !== '' && part !== '.');
    if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed) || parts.includes('..'))
        throw new Error(`Invalid value '${value}' for input '${input}'. ` +
            'Expected a folder inside the repository, relative to its root, like inbox or docs/archive.');
    return parts.join('/');
}
function isInside(path, folder) {
    return folder === '' || path.startsWith(`${folder}/`);
}
function relativeTo(path, folder) {
    return folder === '' ? path : path.slice(folder.length + 1);
}
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function skip(path, reason, message) {
    return { path, reason, message };
}
/** Why a listed inbox file is not a candidate, or null when it is one. */
function classifyInboxFile(file, layout) {
    const { path } = file;
    if (!layout.recursive && relativeTo(path, layout.inbox).includes('/'))
        return skip(path, 'in-subfolder', `${path}: in a subfolder of the inbox; left in place (set recursive: true to include subfolders).`);
    if (!PDF_NAME.test(path))
        return skip(path, 'not-pdf', `${path}: not a PDF (the name does not end in .pdf); left in place.`);
    if (file.kind === 'symlink')
        return skip(path, 'symlink', `${path}: a symbolic link; only regular files are renamed.`);
    if (file.kind === 'submodule')
        return skip(path, 'submodule', `${path}: a submodule, not a file; left in place.`);
    if (file.size === 0)
        return skip(path, 'empty', `${path}: empty file (0 bytes); left in place.`);
    const pointer = parseLfsPointer(file.head);
    if (pointer)
        return skip(path, 'lfs-pointer', `${path} is a Git LFS pointer (${pointer.oid}, ${pointer.size} bytes), not the PDF itself. ` +
            'Check out with LFS content: set `lfs: true` on actions/checkout in the workflow.');
    if (!Buffer.from(file.head.subarray(0, HEAD_BYTES)).includes('%PDF-'))
        return skip(path, 'not-pdf-content', `${path}: named .pdf but has no PDF header (%PDF-) in its first ${HEAD_BYTES} bytes; left in place.`);
    return null;
}
/** A Git LFS pointer (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md), else null. */
function parseLfsPointer(bytes) {
    if (bytes.length === 0 || bytes.length > HEAD_BYTES)
        return null;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    const lines = text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
    const fields = new Map();
    for (const line of lines) {
        const match = /^([a-z0-9.-]+) (.*)$/.exec(line);
        if (!match || fields.has(match[1] ?? ''))
            return null;
        fields.set(match[1] ?? '', match[2] ?? '');
    }
    if (lines[0]?.startsWith('version ') !== true)
        return null;
    const version = fields.get('version');
    const oid = fields.get('oid');
    const size = fields.get('size');
    if (version === undefined || !LFS_VERSIONS.includes(version))
        return null;
    if (oid === undefined || !/^sha256:[0-9a-f]{64}$/.test(oid))
        return null;
    if (size === undefined || !/^(0|[1-9][0-9]*)$/.test(size))
        return null;
    return { oid, size: Number(size) };
}
const LFS_VERSIONS = ['https://git-lfs.github.com/spec/v1', 'https://hawser.github.com/spec/v1'];
/** Candidates and reported skips, sorted; placeholders and results are passed over silently. */
function selectInbox(inbox, layout) {
    const results = [layout.archive, layout.review ?? layout.inbox].filter(folder => folder !== layout.inbox && isInside(folder, layout.inbox));
    const candidates = [];
    const skipped = [];
    for (const file of inbox) {
        if (!isInside(file.path, layout.inbox))
            throw new Error(`Listed file '${file.path}' is not inside the inbox '${layout.inbox}'.`);
        if (PLACEHOLDERS.has(baseName(file.path)) ||
            results.some(folder => isInside(file.path, folder)))
            continue;
        const reason = classifyInboxFile(file, layout);
        if (reason)
            skipped.push(reason);
        else
            candidates.push(file.path);
    }
    return {
        candidates: candidates.sort(compareCodePoints),
        skipped: skipped.sort((a, b) => compareCodePoints(a.path, b.path))
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
/** The commit of a rename run, or (`undo`) of its undo: the moves in path order, the run id. */
function commitMessage(moves, runId, undo = false) {
    const lines = [...moves]
        .sort((a, b) => compareCodePoints(a.from, b.from))
        .map(({ from, to }) => `${displayPath(from)} -> ${displayPath(to)}`);
    const count = `${moves.length} ${moves.length === 1 ? 'file' : 'files'}`;
    return `pdf-rename: ${undo ? 'undo ' : ''}${count}\n\n${lines.join('\n')}\n\nPdf-Rename-Run: ${runId}\n`;
}


/***/ }),

/***/ 7554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ NAME_ROLE),
/* harmony export */   EW: () => (/* binding */ reviewReasons),
/* harmony export */   Pd: () => (/* binding */ DEFAULT_REVIEW_BELOW),
/* harmony export */   uK: () => (/* binding */ weighName)
/* harmony export */ });
/* harmony import */ var _decide_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8710);

const DEFAULT_REVIEW_BELOW = 0.5;
function weighName(analysis) {
    const parts = [datePart(analysis), categoryPart(analysis), issuerPart(analysis)];
    return { confidence: Math.min(...parts.map(p => p.score)), parts };
}
/** The parts below `below`, as the summary lists them: "date: the PDF creation date (0.30)". */
function reviewReasons(parts, below) {
    return parts.filter(p => p.score < below).map(p => `${p.part}: ${p.from} (${p.score.toFixed(2)})`);
}
function datePart(analysis) {
    const part = (from, score) => ({ part: 'date', from, score });
    const dates = analysis.explanation?.dates ?? [];
    const inName = dates.find(d => d.role === NAME_ROLE);
    switch (analysis.dateSource) {
        case 'einvoice':
            return part('the e-invoice XML', 1);
        case 'info':
            return part('the PDF creation date', 0.5);
        case 'name':
            return part('the date in the file name', 0.5);
        case 'none':
        case 'model':
        case 'text': {
            // A refiner that gave a date without saying where from speaks for the model.
            if (analysis.date === null)
                return part('none found', 0);
            const winner = dates.find(d => d.eligible && d.value === analysis.date && d !== inName);
            let [from, score] = analysis.dateSource === 'text' ? textDate(winner) : ['the model', 0.7];
            if (winner?.ambiguous === true)
                [from, score] = [`${from}, day/month order open`, score - 0.2];
            if (analysis.datePrecision === 'month')
                [from, score] = [`${from}, month only`, score - 0.1];
            if (inName?.value === analysis.date)
                [from, score] = [`${from}, as in the file name`, Math.min(1, score + 0.2)];
            return part(from, (0,_decide_words_js__WEBPACK_IMPORTED_MODULE_0__/* .round */ .LI)(score));
        }
    }
}
function textDate(winner) {
    if (winner?.role === 'document' && winner.label !== undefined)
        return [`the document date by "${winner.label}"`, 0.9];
    return [`a date without a document-date label (${winner?.role ?? 'other'})`, 0.6];
}
function categoryPart(analysis) {
    const part = (from, score) => ({ part: 'category', from, score });
    const code = analysis.einvoice?.kind === 'used' ? analysis.einvoice.typeCode : undefined;
    if (analysis.einvoice?.kind === 'used')
        return part(code === undefined ? 'the e-invoice XML' : `the XML type code ${code}`, 1);
    if (analysis.llm?.used.includes('category') === true)
        return part('the model', 0.6);
    if (analysis.categoryDecided === true)
        return part('marker words, a clear margin', 0.9);
    const evidence = analysis.explanation?.categories.some(c => c.evidence.length > 0) === true;
    return evidence
        ? part('marker words of kinds too close to tell', 0.4)
        : part('no marker words', 0.6);
}
function issuerPart(analysis) {
    const part = (from, score) => ({ part: 'issuer', from, score });
    const xml = analysis.einvoice?.kind === 'used' && analysis.einvoice.fields.includes('issuer');
    if (xml)
        return part('the XML seller', 1);
    if (analysis.issuer !== undefined)
        return part('found in the text', 0.8);
    return part('none found', 0.6);
}
/** The role of the date candidate taken from the file's own name (name-date.ts). */
const NAME_ROLE = 'file name';


/***/ }),

/***/ 2070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ PageBudget),
/* harmony export */   _4: () => (/* binding */ DEFAULT_MAX_CONTENT_TOKENS),
/* harmony export */   b5: () => (/* binding */ MAX_CHARS_PER_TOKEN),
/* harmony export */   bP: () => (/* binding */ estimateTokens)
/* harmony export */ });
/* unused harmony exports charCost, takeWithinBudget */
const DEFAULT_MAX_CONTENT_TOKENS = 28_000;
function charCost(codePoint) {
    if (codePoint < 0x0250)
        return 0.25; // Basic Latin, Latin-1, Latin Extended-A/B
    // Latin Extended Additional, Greek Extended, punctuation, symbols, arrows
    if (codePoint >= 0x1e00 && codePoint < 0x2e00)
        return 0.25;
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
// Every cost is a multiple of 0.25, so the sums below are exact. `for...of` takes a surrogate
// pair as one character and a lone surrogate on its own.
function estimateTokens(text) {
    let cost = 0;
    for (const char of text)
        cost += charCost(char.codePointAt(0));
    return Math.ceil(cost);
}
/** The longest prefix of `text` within `tokens`, cut at a line break or space when there is one. */
function takeWithinBudget(text, tokens) {
    if (tokens <= 0)
        return { text: '', tokens: 0, truncated: text.length > 0 };
    let cost = 0;
    let index = 0;
    for (const char of text) {
        const next = cost + charCost(char.codePointAt(0));
        if (next > tokens)
            break;
        cost = next;
        index += char.length;
    }
    if (index >= text.length)
        return { text, tokens: Math.ceil(cost), truncated: false };
    const head = text.slice(0, index);
    const cut = Math.max(head.lastIndexOf('\n'), head.lastIndexOf(' '));
    const kept = cut > 0 ? head.slice(0, cut) : head;
    return { text: kept, tokens: estimateTokens(kept), truncated: true };
}
/** No script costs less than a quarter token a character. */
const MAX_CHARS_PER_TOKEN = 4;
class PageBudget {
    pages = [];
    truncated = false;
    tokensLeft;
    maxPages;
    constructor(maxTokens = DEFAULT_MAX_CONTENT_TOKENS, maxPages) {
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
    get charsLeft() {
        return this.tokensLeft * MAX_CHARS_PER_TOKEN;
    }
    /** Adds the page, cut to what is left; false when that spent the budget (stop reading). */
    add(text, cutShort) {
        const cut = takeWithinBudget(text.text, this.tokensLeft - (this.pages.length > 0 ? 1 : 0));
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

/***/ 3131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ withDecodeLimit),
/* harmony export */   Pb: () => (/* binding */ withinDecodeBudget),
/* harmony export */   W6: () => (/* binding */ DEFAULT_MAX_DECOMPRESSED_MB),
/* harmony export */   pb: () => (/* binding */ tooLargeMessage)
/* harmony export */ });
/**
 * A cap on the bytes pdfjs-dist decompresses for one file: it reports every decompressed byte to
 * this hook (scripts/patch-pdfjs.mjs), which throws past the limit. The hook is one per thread,
 * so reads take turns on their thread.
 */
const HOOK = Symbol.for('ralph-action.pdfjs.decoded');
const DEFAULT_MAX_DECOMPRESSED_MB = 128;
const MB = 1024 * 1024;
function tooLargeMessage(limitMb) {
    return `too large when decompressed (limit ${limitMb} MB); if the file is trusted, raise max-decompressed-mb`;
}
let turn = Promise.resolve();
/** After the reads before it on this thread; pdfjs-dist may catch the error: see `meter`. */
function withDecodeLimit(limitMb, read) {
    const meter = { exceeded: false };
    const tooLarge = () => {
        meter.exceeded = true;
        return new Error(tooLargeMessage(limitMb));
    };
    const result = turn.then(() => capped(limitMb, tooLarge, () => read(meter)));
    turn = result.catch(() => undefined);
    return result;
}
/** Runs `read` under a tighter cap inside the file's own (the attachments). */
function withinDecodeBudget(limitMb, read) {
    return capped(limitMb, () => new Error(`more than ${limitMb} MB decompressed`), read);
}
async function capped(limitMb, error, read) {
    const hooks = globalThis;
    const outer = hooks[HOOK];
    let used = 0;
    hooks[HOOK] = bytes => {
        used += bytes;
        if (used > limitMb * MB)
            throw error();
        outer?.(bytes);
    };
    try {
        return await read();
    }
    finally {
        hooks[HOOK] = outer;
    }
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * OCR for pages with almost no text, by the installed `tesseract` or by tesseract.js, both given
 * the shipped language data, so they read alike. One worker serves the batch, started at the
 * first page that needs it (when `auto` picks the engine); after a page that fails or times out
 * it is replaced. No network, no cache, nothing written beside the PDFs.
 */

const OCR_ENGINES = ['auto', 'tesseract', 'tesseract.js'];
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
    const warnings = [];
    // `auto` decides at the first start and keeps to it: one batch, one engine.
    let engine = options.engine === 'auto' ? undefined : options.engine;
    let readBy;
    let worker;
    let queue = Promise.resolve();
    const ensureWorker = () => {
        worker ??= startEngine(options, codes, startTimeoutMs, engine, warnings).then(started => {
            engine = started.engine;
            return started.worker;
        });
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
        const layout = context.layout ?? 'block';
        const count = pagesRead.get(context.path) ?? 0;
        if (layout === 'block') {
            if (count >= maxPages)
                return { text: '', image: 'capped' };
            pagesRead.set(context.path, count + 1);
        }
        const [{ withTimeout }, { pageImage }] = await Promise.all([
            __webpack_require__.e(/* import() */ 142).then(__webpack_require__.bind(__webpack_require__, 8142)),
            __webpack_require__.e(/* import() */ 568).then(__webpack_require__.bind(__webpack_require__, 2187))
        ]);
        const read = async () => {
            const image = await pageImage(page, options.makeCanvas);
            if (image.method === 'blank')
                return { text: '', image: 'blank' };
            const text = await (await ensureWorker()).recognize(image.bytes, pageTimeoutMs, layout);
            readBy = engine;
            return { text: text.trim(), image: image.method };
        };
        try {
            // The worker's own start and job timeouts apply inside; this one also bounds the image.
            return await withTimeout(read(), startTimeoutMs + pageTimeoutMs, 'the page did not finish');
        }
        catch (error) {
            // A failed sparse job may leave tesseract.js in that mode: the next page gets a new worker.
            if (isWorkerFailure(error) || layout === 'sparse')
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
        get engine() {
            return readBy;
        },
        warnings,
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
/**
 * Starts `wanted`, or for `auto` (undefined) the program when it is on PATH, else tesseract.js.
 * A program on PATH that does not start falls back with a warning: tesseract.js reads the same
 * model, and a user who chose nothing would not want a broken install to leave scans unnamed.
 */
async function startEngine(options, codes, startTimeoutMs, wanted, warnings) {
    const { locateOcrAssets } = await __webpack_require__.e(/* import() */ 432).then(__webpack_require__.bind(__webpack_require__, 1432));
    const assets = options.assets ?? locateOcrAssets();
    const languages = codes.map(code => readLanguage(assets, code));
    if (wanted !== 'tesseract.js') {
        const native = await __webpack_require__.e(/* import() */ 338).then(__webpack_require__.bind(__webpack_require__, 9338));
        const command = options.command ?? 'tesseract';
        try {
            const worker = await native.startNativeOcr({ command, languages, startTimeoutMs });
            return { engine: 'tesseract', worker };
        }
        catch (error) {
            if (wanted === 'tesseract')
                throw error;
            const reason = error.message.replace(native.INSTALL_FIX, '');
            const warning = `OCR fell back to tesseract.js (slower): ${reason}. Repair that program, or set the OCR engine to tesseract.js.`;
            if (!(error instanceof native.OcrProgramMissing) && !warnings.includes(warning))
                warnings.push(warning);
        }
    }
    const { startOcrWorker } = await __webpack_require__.e(/* import() */ 142).then(__webpack_require__.bind(__webpack_require__, 8142));
    const worker = await startOcrWorker({ ...assets, languages, startTimeoutMs });
    return { engine: 'tesseract.js', worker };
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

/***/ 1473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ readRenameSettings),
/* harmony export */   a2: () => (/* binding */ DEFAULT_UNDO_LOG),
/* harmony export */   xe: () => (/* binding */ defaultRenameSettings),
/* harmony export */   zt: () => (/* binding */ DEFAULT_EXTRACT_TIMEOUT_MS)
/* harmony export */ });
/* unused harmony export DEFAULT_LLM_URL */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _read_budget_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2070);
/* harmony import */ var _read_decode_limit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3131);
/* harmony import */ var _settings_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6894);
/* harmony import */ var _decide_model_llm_request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2354);
/* harmony import */ var _plan_confidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7554);
/* harmony import */ var _read_ocr_ocr_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6700);
/**
 * The settings of one rename batch and their one reader, over argv (the CLI) or the inputs (the
 * action) with the same names: `llm-url` is input 'llm-url' and --llm-url.
 */







const DEFAULT_UNDO_LOG = '.pdf-renamer/undo.jsonl';
const DEFAULT_EXTRACT_TIMEOUT_MS = 30_000;
const DEFAULT_LLM_URL = 'http://127.0.0.1:11434/api/generate';
const NOTHING_GIVEN = { surface: 'flag', read: () => undefined };
function defaultRenameSettings() {
    return readRenameSettings(NOTHING_GIVEN);
}
/** Reading, OCR and model settings; paths, outDir, undoLog and rulesFile are each shell's own. */
function readRenameSettings(source) {
    return {
        /** Where the settings came from, so messages name them as the user wrote them. */
        surface: source.surface,
        paths: ['.'],
        recursive: false,
        dryRun: false,
        outDir: undefined,
        useLlm: true,
        rulesFile: undefined,
        /** Absent: DEFAULT_UNDO_LOG in the first folder given (or the first file's folder). */
        undoLog: undefined,
        maxContentTokens: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)(source, 'max-content-tokens', _read_budget_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_MAX_CONTENT_TOKENS */ ._4, 1),
        dateOrder: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .choice */ .Yq)(source, 'date-order', ['dmy', 'mdy'], 'dmy'),
        force: false,
        /** For reading one file. */
        timeoutMs: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)(source, 'timeout', DEFAULT_EXTRACT_TIMEOUT_MS / 1000, 1) * 1000,
        maxDecompressedMb: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)(source, 'max-decompressed-mb', _read_decode_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_DECOMPRESSED_MB */ .W6, 1),
        /** Reader threads (with the pymupdf reader: PyMuPDF processes). */
        jobs: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)(source, 'jobs', Math.max(1, Math.min((0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)(), 4)), 1),
        reader: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .choice */ .Yq)(source, 'reader', ['pdfjs', 'pymupdf'], 'pdfjs'),
        python: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(source, 'python') ?? 'python3',
        ocr: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .choice */ .Yq)(source, 'ocr', ['auto', 'off', 'force'], 'auto'),
        ocrLanguages: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parsed */ .Yz)(source, 'ocr-lang', _read_ocr_ocr_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_OCR_LANGUAGES */ .ZU, value => (0,_read_ocr_ocr_js__WEBPACK_IMPORTED_MODULE_4__/* .parseOcrLanguages */ .B$)(value).join('+'), "tesseract codes joined by '+', like deu+eng."),
        ocrEngine: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .choice */ .Yq)(source, 'ocr-engine', _read_ocr_ocr_js__WEBPACK_IMPORTED_MODULE_4__/* .OCR_ENGINES */ .v_, 'auto'),
        ocrMaxPages: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)(source, 'ocr-max-pages', _read_ocr_ocr_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_OCR_MAX_PAGES */ .pP, 1),
        llmUrl: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parsed */ .Yz)(source, 'llm-url', DEFAULT_LLM_URL, value => (0,_decide_model_llm_request_js__WEBPACK_IMPORTED_MODULE_6__/* .parseLlmUrl */ .aw)(value).url, 'an http(s) URL ending in /v1/completions, /v1/chat/completions, /api/generate or ' +
            '/api/chat, e.g. http://127.0.0.1:11434/api/generate.'),
        llmModel: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(source, 'llm-model') ?? 'qwen2.5:3b',
        llmTimeoutMs: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)(source, 'llm-timeout', 60, 1) * 1000,
        requireLlm: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .flag */ .Jt)(source, 'require-llm', false),
        /** Title, Subject, Keywords and the original name into each renamed PDF (the git mover only). */
        writeMetadata: false,
        /** Names less sure than this (plan/confidence.ts) go to reviewDir, or stay without one. */
        reviewBelow: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parsed */ .Yz)(source, 'review-below', String(_plan_confidence_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_REVIEW_BELOW */ .Pd), parseShare, 'a number from 0 to 1, like 0.5 (0 sends nothing to review).'),
        maxPages: (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(source, 'max-pages') === undefined ? undefined : (0,_settings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)(source, 'max-pages', 0, 1),
        reviewDir: undefined
    };
}
function parseShare(value) {
    if (!/^(?:0?\.\d+|[01](?:\.\d*)?)$/.test(value) || Number(value) > 1)
        throw new Error(`not a number from 0 to 1: ${value}`);
    return Number(value);
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
 * The one vocabulary for bad settings, shared by the action (inputs) and both CLIs (flags): the
 * same setting is worded "input 'x'" in a workflow and "--x" on a command line.
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
function settingName(setting, surface) {
    return surface === 'input' ? `input '${setting}'` : `--${setting}`;
}


/***/ }),

/***/ 6894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   KT: () => (/* binding */ named),
/* harmony export */   Mn: () => (/* binding */ lines),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   TR: () => (/* binding */ refuse),
/* harmony export */   Yq: () => (/* binding */ choice),
/* harmony export */   Yz: () => (/* binding */ parsed),
/* harmony export */   ZH: () => (/* binding */ listChoices),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   rD: () => (/* binding */ wholeNumber)
/* harmony export */ });
/* unused harmony export flagSource */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6990);
/**
 * One parser per kind of setting, for the action's inputs and the CLIs' flags alike. A source
 * gives the raw text of a setting ('' and absent both mean "not given") and says how to word it.
 */

const nameOn = (source, setting) => source.aliases?.[setting] ?? setting;
function named(source, setting) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .settingName */ .QX)(nameOn(source, setting), source.surface);
}
function refuse(source, setting, value, expected, cause) {
    const options = cause === undefined ? undefined : { cause };
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SettingError */ .L_(nameOn(source, setting), value, expected, source.surface, options);
}
/**
 * parseArgs values as a source: a boolean flag given reads 'true'; a flag given more than once
 * reads its values one a line, as an input lists them (so one value may not hold a line break).
 */
function flagSource(values, aliases = {}) {
    const source = {
        surface: 'flag',
        aliases,
        read: setting => {
            const value = values[aliases[setting] ?? setting];
            if (value === true)
                return 'true';
            if (typeof value === 'string')
                return value;
            if (!Array.isArray(value))
                return undefined;
            const texts = value.map(String);
            const broken = texts.find(text => text.includes('\n'));
            if (broken !== undefined)
                throw refuse(source, setting, broken, 'one line; give the flag again for each value.');
            return texts.join('\n');
        }
    };
    return source;
}
/** The trimmed value, or undefined when it is empty or absent. */
function text(source, setting) {
    const value = source.read(setting)?.trim();
    return value === '' ? undefined : value;
}
function list(source, setting) {
    return split(source.read(setting), /[\n,]/);
}
/** One item a line (globs may hold commas in braces). */
function lines(source, setting) {
    return split(source.read(setting), /\n/);
}
function split(value, separator) {
    return (value ?? '')
        .split(separator)
        .map(item => item.trim())
        .filter(item => item !== '');
}
function wholeNumber(source, setting, fallback, min) {
    const value = text(source, setting);
    if (value === undefined)
        return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value)))
        throw refuse(source, setting, value, `a whole number of at least ${min}.`);
    return Number(value);
}
/** The YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them (a flag reads 'true'). */
function flag(source, setting, fallback) {
    const value = text(source, setting);
    if (value === undefined)
        return fallback;
    if (['true', 'True', 'TRUE'].includes(value))
        return true;
    if (['false', 'False', 'FALSE'].includes(value))
        return false;
    throw refuse(source, setting, value, 'true or false.');
}
/** "a, b or c", as the messages list the accepted values. */
function listChoices(choices) {
    return choices.length < 2
        ? choices.join('')
        : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
}
/** An enum: not given gives the fallback, anything outside `choices` is refused. */
function choice(source, setting, choices, fallback) {
    const value = text(source, setting);
    if (value === undefined)
        return fallback;
    if (choices.includes(value))
        return value;
    throw refuse(source, setting, value, `${listChoices(choices)}.`);
}
/** A value checked by a domain parser; its failure becomes a SettingError saying `expected`. */
function parsed(source, setting, fallback, parse, expected) {
    const value = text(source, setting) ?? fallback;
    try {
        return parse(value);
    }
    catch (error) {
        throw refuse(source, setting, value, expected, error);
    }
}


/***/ }),

/***/ 9363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WK: () => (/* binding */ readPublish),
/* harmony export */   fp: () => (/* binding */ readCheckScope),
/* harmony export */   jg: () => (/* binding */ readStep),
/* harmony export */   m3: () => (/* binding */ readPlan),
/* harmony export */   nU: () => (/* binding */ readValidate),
/* harmony export */   uo: () => (/* binding */ protectedGlobs)
/* harmony export */ });
/* unused harmony exports readPrd, DEFAULT_PRD, readProtection */
/* harmony import */ var _loop_plan_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2552);
/* harmony import */ var _loop_agent_adapters_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(236);
/* harmony import */ var _loop_agent_adapters_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2245);
/* harmony import */ var _loop_agent_agent_args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(699);
/* harmony import */ var _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7170);
/* harmony import */ var _loop_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6539);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6990);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6894);








function readStep(source) {
    const publish = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .flag */ .Jt)(source, 'publish', true);
    const steps = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(source, 'steps', 1, 1);
    if (!publish && steps !== 1)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${sentence((0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .KT)(source, 'steps'))} must be 1 with ${assigned(source, 'publish', 'false')}: ` +
            'one agent job writes one result bundle. Run more stories as a matrix of agent jobs (docs/action.md).');
    return {
        command: 'step',
        ...readPrd(source),
        ...readProtection(source),
        engine: readAgent(source),
        /** `ralph run` takes its N instead. */
        steps,
        failOn: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .choice */ .Yq)(source, 'fail-on', ['violation', 'failure', 'never'], 'violation'),
        /** False writes a result bundle instead (two-job flow). */
        publish,
        /** Where `publish: false` writes the bundle; undefined means `$RUNNER_TEMP/ralph-bundle`. */
        bundlePath: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'bundle-path'),
        ...readPublishing(source)
    };
}
function readPublish(source) {
    const bundlePath = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'bundle-path');
    // ralph publish takes its folders as arguments; the action has this one input for them.
    if (bundlePath === undefined && source.surface === 'input')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb("Input 'bundle-path' is required for 'command: publish'. Expected the folder " +
            'actions/download-artifact wrote the agent job’s bundle (or bundles) to.');
    return {
        command: 'publish',
        prd: prdFile(source),
        ...readProtection(source),
        /** A bundle folder, or a folder of bundle folders. */
        bundlePath: bundlePath ?? '',
        /** Stories the workflow chose (a plan's matrix); empty: each bundle's must be the one selected. */
        stories: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(source, 'story'),
        ...readPublishing(source),
        gate: {
            secretEnv: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(source, 'secret-env'),
            maxPatchBytes: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(source, 'max-patch-bytes', _loop_plan_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_DEFAULTS */ .hU.maxPatchBytes, 1),
            maxPatchFiles: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(source, 'max-patch-files', _loop_plan_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_DEFAULTS */ .hU.maxPatchFiles, 1),
            protectedFiles: protectedFiles(source)
        },
        maxAttempts: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(source, 'max-attempts', _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_DEFAULTS */ .KN.maxAttempts, 1)
    };
}
function protectedFiles(source) {
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .choice */ .Yq)(source, 'protected-files', ['refuse', 'review', 'allow'], _loop_plan_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_DEFAULTS */ .hU.protectedFiles);
}
function readPlan(source) {
    return {
        command: 'plan',
        ...readPrd(source),
        ...readProtection(source),
        maxStories: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(source, 'max-stories', source.surface === 'input' ? 5 : 256, 1)
    };
}
function readCheckScope(source) {
    return {
        command: 'check-scope',
        prd: prdFile(source),
        ...readProtection(source),
        githubToken: source.read('github-token') ?? '',
        branchPrefix: branchPrefix(source),
        requireStory: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .flag */ .Jt)(source, 'require-story', false),
        protectedFiles: protectedFiles(source)
    };
}
function readValidate(source) {
    return { command: 'validate', prd: prdFile(source) };
}
function readPrd(source) {
    return {
        /** Relative to the repository root (action) or the working folder (CLI). */
        prd: prdFile(source),
        /** Undefined means the PRD's `defaults.mode_default`, else audit. */
        mode: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .choice */ .Yq)(source, 'mode', _loop_types_js__WEBPACK_IMPORTED_MODULE_6__/* .MODES */ .FN)
    };
}
const DEFAULT_PRD = 'prd.json';
function prdFile(source) {
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'prd') ?? DEFAULT_PRD;
}
function readProtection(source) {
    return {
        /** The policy appended to every prompt; undefined: CODEX.md at the top, else the shipped one. */
        policy: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'policy'),
        protect: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .lines */ .Mn)(source, 'protect')
    };
}
/** The extra protected globs with the policy file, when one other than CODEX.md is named. */
function protectedGlobs({ policy, protect }) {
    return policy === undefined || policy === 'CODEX.md' ? protect : [...protect, policy];
}
/** The engine's settings that come from inputs or flags (paths and mode are each shell's). */
function readAgent(source) {
    const agent = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .choice */ .Yq)(source, 'agent', _loop_agent_adapters_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_NAMES */ .R, _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_DEFAULTS */ .KN.agent);
    const adapter = (0,_loop_agent_adapters_index_js__WEBPACK_IMPORTED_MODULE_2__/* .adapterFor */ .f)(agent);
    // The settings the action has no input for: read on the command line only.
    const cli = source.surface === 'flag' ? source : { surface: 'input', read: () => undefined };
    return {
        agent,
        agentCommand: agentCommand(source, agent),
        model: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'model'),
        agentVersion: agentVersion(source, adapter),
        reasoningEffort: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'reasoning-effort'),
        allowedTools: allowedTools(source, adapter),
        agentArgs: agentArgs(source),
        timeoutSeconds: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(source, 'timeout-seconds', _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_DEFAULTS */ .KN.timeoutSeconds, 1),
        maxTokens: optionalNumber(source, 'max-tokens'),
        maxTurns: maxTurns(source, adapter),
        killGraceSeconds: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(cli, 'kill-grace-seconds', _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_DEFAULTS */ .KN.killGraceSeconds, 0),
        maxAttempts: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(source, 'max-attempts', _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_DEFAULTS */ .KN.maxAttempts, 1),
        lockTimeoutSeconds: optionalNumber(cli, 'lock-timeout-seconds', 0),
        passEnv: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(source, 'pass-env'),
        sandbox: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .choice */ .Yq)(source, 'sandbox', _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SANDBOX_SETTINGS */ .sd, _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_DEFAULTS */ .KN.sandbox),
        network: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .choice */ .Yq)(source, 'network', ['on', 'off'], _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_DEFAULTS */ .KN.network),
        story: oneStory(source),
        modelApiUrl: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'model-api-url')
    };
}
function optionalNumber(source, name, min = 1) {
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, name) === undefined ? undefined : (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .wholeNumber */ .rD)(source, name, 0, min);
}
function maxTurns(source, adapter) {
    const turns = optionalNumber(source, 'max-turns');
    if (turns !== undefined && adapter.takesAllowedTools !== true)
        throw claudeOnly(source, 'max-turns', adapter, '--max-turns', ' Use max-tokens for a budget.');
    return turns;
}
/** A setting only the agents that take allowed-tools read, given to another agent. */
function claudeOnly(source, setting, adapter, option, hint = '') {
    const takers = _loop_agent_adapters_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_NAMES */ .R.filter(name => (0,_loop_agent_adapters_index_js__WEBPACK_IMPORTED_MODULE_2__/* .adapterFor */ .f)(name).takesAllowedTools === true)
        .map(name => assigned(source, 'agent', name))
        .join(' or ');
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${sentence((0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .KT)(source, setting))} applies to ${takers} only ` +
        `(Claude Code's ${option}); the agent is '${adapter.name}'.${hint}`);
}
const COMMAND_EXAMPLE = '["my-agent","--prompt","{prompt_file}"]';
function agentCommand(source, agent) {
    const value = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'agent-command');
    const expected = `a JSON array of strings, the program first, for example ${COMMAND_EXAMPLE}.`;
    if (value === undefined) {
        if (agent !== 'command')
            return undefined;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${sentence((0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .KT)(source, 'agent-command'))} is required with ` +
            `${assigned(source, 'agent', 'command')}. Expected ${expected}`);
    }
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .parsed */ .Yz)(source, 'agent-command', value, _loop_agent_adapters_command_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandTemplate */ .N, expected);
}
function agentVersion(source, adapter) {
    const value = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'agent-version');
    if (value === undefined)
        return undefined;
    if (adapter.npmPackage === undefined) {
        const installable = _loop_agent_adapters_index_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_NAMES */ .R.filter(name => (0,_loop_agent_adapters_index_js__WEBPACK_IMPORTED_MODULE_2__/* .adapterFor */ .f)(name).npmPackage !== undefined);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${sentence((0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .KT)(source, 'agent-version'))} installs the ${(0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .listChoices */ .ZH)(installable)} CLI; ` +
            `with ${assigned(source, 'agent', adapter.name)} install your program in a step of its own.`);
    }
    if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(value))
        throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .refuse */ .TR)(source, 'agent-version', value, 'an exact version such as 0.171.0 (no range, no tag).');
    return value;
}
function agentArgs(source) {
    const value = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'agent-args');
    if (value === undefined)
        return [];
    try {
        return (0,_loop_agent_agent_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseAgentArgs */ .K)(value);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`Invalid value '${value}' for ${(0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .named */ .KT)(source, 'agent-args')}. ${error.message}`, { cause: error });
    }
}
/** One a line, or several on a line separated by commas (a pattern in parentheses stays whole). */
function allowedTools(source, adapter) {
    const tools = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .lines */ .Mn)(source, 'allowed-tools')
        .flatMap(line => (line.includes('(') ? [line] : line.split(',').map(item => item.trim())))
        .filter(tool => tool !== '');
    if (tools.length > 0 && adapter.takesAllowedTools !== true)
        throw claudeOnly(source, 'allowed-tools', adapter, '--allowedTools');
    for (const tool of tools)
        if (!/^[A-Za-z][A-Za-z0-9_:.-]*(\([^()\n]*\))?$/.test(tool))
            throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .refuse */ .TR)(source, 'allowed-tools', tool, 'Claude Code tool names or patterns, one a line, such as Edit, Read or Bash(npm test:*).');
    return tools;
}
/** `story` of a step: one id (a plan's matrix entry), never a list. */
function oneStory(source) {
    const story = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'story');
    if (story !== undefined && /[\s,]/.test(story))
        throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .refuse */ .TR)(source, 'story', story, 'one story id (a plan matrix entry: ${{ matrix.story }}).');
    return story;
}
function readPublishing(source) {
    return {
        /** Never given to the agent. */
        githubToken: source.read('github-token') ?? '',
        /** Branch for status commits; undefined means the checked-out branch. */
        baseBranch: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'base-branch'),
        branchPrefix: branchPrefix(source),
        push: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .flag */ .Jt)(source, 'push', source.surface === 'input'),
        openPr: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .flag */ .Jt)(source, 'open-pr', true),
        pullRequest: readPullRequest(source)
    };
}
function branchPrefix(source) {
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'branch-prefix') ?? 'ralph/';
}
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
function readPullRequest(source) {
    const labels = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(source, 'labels');
    for (const label of labels)
        if (label.length > 50)
            throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .refuse */ .TR)(source, 'labels', label, 'label names of at most 50 characters.');
    const reviewers = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(source, 'reviewers');
    for (const name of reviewers)
        if (!LOGIN.test(name) && !/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(name))
            throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .refuse */ .TR)(source, 'reviewers', name, 'GitHub user names, or teams as org/team-slug.');
    const assignees = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .list */ .p_)(source, 'assignees');
    for (const name of assignees)
        if (!LOGIN.test(name))
            throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .refuse */ .TR)(source, 'assignees', name, 'GitHub user names.');
    const prefix = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .text */ .Qq)(source, 'pr-title-prefix') ?? '';
    if (/[\r\n]/.test(prefix) || prefix.length > 100)
        throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .refuse */ .TR)(source, 'pr-title-prefix', prefix, 'one line of at most 100 characters.');
    return {
        draft: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .flag */ .Jt)(source, 'draft', false),
        labels: labels.length > 0 ? labels : ['ralph'],
        reviewers,
        assignees,
        titlePrefix: prefix === '' ? 'ralph:' : prefix
    };
}
function sentence(name) {
    return name.charAt(0).toUpperCase() + name.slice(1);
}
/** "'agent: claude'" or "--agent claude": a setting with its value, as the user writes it. */
function assigned(source, setting, value) {
    return source.surface === 'input' ? `'${setting}: ${value}'` : `--${setting} ${value}`;
}


/***/ })

};
