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
            return (await Promise.all(/* import() */[__webpack_require__.e(526), __webpack_require__.e(718), __webpack_require__.e(187), __webpack_require__.e(966), __webpack_require__.e(559)]).then(__webpack_require__.bind(__webpack_require__, 1559))).runStep(settings, context);
        case 'publish':
            return (await Promise.all(/* import() */[__webpack_require__.e(526), __webpack_require__.e(570), __webpack_require__.e(718), __webpack_require__.e(187), __webpack_require__.e(966), __webpack_require__.e(892)]).then(__webpack_require__.bind(__webpack_require__, 6892))).runPublish(settings, context);
        case 'plan':
            return (await Promise.all(/* import() */[__webpack_require__.e(718), __webpack_require__.e(187), __webpack_require__.e(134)]).then(__webpack_require__.bind(__webpack_require__, 6134))).runPlan(settings, context);
        case 'check-scope':
            return (await Promise.all(/* import() */[__webpack_require__.e(718), __webpack_require__.e(507)]).then(__webpack_require__.bind(__webpack_require__, 507))).runCheckScope(settings, context);
        case 'validate':
            return (await __webpack_require__.e(/* import() */ 554).then(__webpack_require__.bind(__webpack_require__, 554))).runValidate(settings, context);
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
        throw new Error(`Invalid reasoning effort '${value}' for ${adapter.name}. Expected ${adapter.efforts.join(', ')}.`);
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

/***/ 8472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FV: () => (/* binding */ parseCreatedCriterion),
/* harmony export */   Gz: () => (/* binding */ scopePatternProblem),
/* harmony export */   Y: () => (/* binding */ isCreatedCriterion),
/* harmony export */   gL: () => (/* binding */ createdPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

const CREATED_START = /^Created[ \t]/;
// `Created <path>` or `Created \`<path>\``, then optional free text after whitespace.
const CREATED = /^Created[ \t]+(?:`([^`\n]+)`|([^\s`]+))(?:[ \t]+[\s\S]*)?$/;
function isCreatedCriterion(criterion) {
    return CREATED_START.test(criterion);
}
/** The path written in a `Created <path>` criterion, as written; undefined when malformed. */
function parseCreatedCriterion(criterion) {
    const match = CREATED.exec(criterion);
    return match ? (match[1] ?? match[2]) : undefined;
}
/** The story's one `Created` path in git's form (no './'); undefined unless single and safe. */
function createdPath(story) {
    const lines = story.acceptance_criteria.filter(isCreatedCriterion);
    if (lines.length !== 1 || lines[0] === undefined)
        return undefined;
    const raw = parseCreatedCriterion(lines[0]);
    if (raw === undefined || relativePathProblem(raw) !== undefined)
        return undefined;
    return normalizeRelativePath(raw);
}
/** `./a//b/./c` -> `a/b/c`. Only for paths that passed relativePathProblem. */
function normalizeRelativePath(path) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(path).replace(/^(\.\/)+/, '');
}
function isAbsolute(path) {
    return path.startsWith('/') || path.startsWith('~') || /^[A-Za-z]:/.test(path);
}
function hasDotDot(path) {
    return path.split('/').includes('..');
}
/** Why a report path is unsafe or not a file path; undefined when it is fine. */
function relativePathProblem(path) {
    if (isAbsolute(path))
        return 'is absolute';
    if (path.includes('\\'))
        return 'contains a backslash';
    if (hasDotDot(path))
        return "contains a '..' segment";
    const normalized = normalizeRelativePath(path);
    if (normalized === '' || normalized === '.' || path.endsWith('/'))
        return 'names a folder';
    if (normalized === '.git' || normalized.startsWith('.git/'))
        return 'is inside .git';
    return undefined;
}
/** Why a scope pattern is unsafe; undefined when it is fine. */
function scopePatternProblem(pattern) {
    const body = pattern.startsWith('!') ? pattern.slice(1) : pattern;
    if (body === '')
        return "has nothing after '!'";
    if (isAbsolute(body))
        return 'is absolute';
    if (hasDotDot(body))
        return "contains a '..' segment";
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

/***/ 6125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   rq: () => (/* binding */ pointerOf),
/* harmony export */   ss: () => (/* binding */ duplicateKeys),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);

const CODE_WORDS = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: "expected ':'",
    CommaExpected: "expected ','",
    CloseBraceExpected: "expected '}'",
    CloseBracketExpected: "expected ']'",
    EndOfFileExpected: 'unexpected text after the end of the JSON value',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid \\u escape',
    InvalidEscapeCharacter: 'invalid escape sequence',
    InvalidCharacter: 'control character inside a string (escape it, e.g. \\n)'
};
/** 1-based line and column of a character offset. */
function positionAt(text, offset) {
    const before = text.slice(0, offset);
    return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
function syntax(text, offset, detail) {
    const position = positionAt(text, offset);
    const message = `invalid JSON at line ${position.line}, column ${position.column}: ${detail}`;
    const fix = 'fix the JSON there; usual causes are a missing or trailing comma, a missing quote or a comment';
    return { kind: 'syntax', problem: { pointer: '', message, fix, ...position } };
}
/**
 * Strict JSON parse that says where it failed. JSON.parse decides what is valid; jsonc-parser
 * (in strict settings) supplies the position, because V8's messages do not always carry one.
 */
function parseJson(text) {
    try {
        return { kind: 'ok', value: JSON.parse(text) };
    }
    catch (error) {
        const errors = [];
        (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parse)(text, errors, { disallowComments: true, allowTrailingComma: false });
        const first = errors[0];
        if (first) {
            const code = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(first.error);
            return syntax(text, first.offset, CODE_WORDS[code] ?? code);
        }
        const detail = error instanceof Error ? error.message : String(error);
        const at = /position (\d+)/.exec(detail);
        return syntax(text, at?.[1] ? Number(at[1]) : text.length, detail);
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A JSON Pointer (RFC 6901). */
function pointerOf(segments) {
    return segments
        .map(segment => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1'))
        .join('');
}
/** JSON.parse silently keeps only the last of two equal keys. */
function duplicateKeys(text) {
    const found = [];
    const objects = [];
    (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.visit)(text, {
        onObjectBegin: () => void objects.push(new Set()),
        onObjectEnd: () => void objects.pop(),
        onObjectProperty: (key, offset, _length, _line, _column, parentPath) => {
            const seen = objects[objects.length - 1];
            if (seen?.has(key)) {
                const position = positionAt(text, offset);
                found.push({
                    pointer: pointerOf([...parentPath(), key]),
                    message: `key "${key}" appears twice in the same object (line ${position.line}); JSON keeps only the last`,
                    fix: 'remove one of the two',
                    ...position
                });
            }
            seen?.add(key);
        }
    }, { disallowComments: true });
    return found;
}


/***/ }),

/***/ 3438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Vw: () => (/* binding */ formatProblem),
  V8: () => (/* binding */ loadPrd),
  fX: () => (/* binding */ parsePrdText),
  fI: () => (/* binding */ problemText)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(6214);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/formats.js
var formats = __webpack_require__(779);
;// CONCATENATED MODULE: ./src/schemas/validate-prd.ts
// Generated by scripts/build-validators.ts from schemas/prd.schema.json; do not edit.
// Regenerate with `npm run validators` (a test checks that this file matches the schema).
/* eslint-disable */
// @ts-nocheck


const commonJs = m => (m.default !== undefined && m.default.__esModule ? m.default : m);
"use strict";
const validate = (/* unused pure expression or super */ null && (validate20));
/* harmony default export */ const validate_prd = (validate20);
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:ralph-action:schemas:prd", "title": "Ralph Loop PRD", "description": "A superset of the original Bash Ralph loop's prd.json. Checks that JSON Schema cannot express (unique ids, one Created criterion, safe paths, hidden characters, runner-owned consistency) live in src/loop/validate.ts.", "type": "object", "additionalProperties": false, "required": ["stories"], "properties": { "$schema": { "type": "string", "minLength": 1, "description": "a schema URL or path" }, "schema_version": { "type": "string", "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$", "description": "a version like \"1.0.0\"" }, "project": { "type": "string", "minLength": 1, "description": "a non-empty project name" }, "branch_name": { "type": "string", "minLength": 1, "description": "a non-empty branch name" }, "branchName": { "type": "string", "minLength": 1, "description": "a non-empty branch name" }, "defaults": { "$ref": "#/$defs/defaults" }, "stories": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/story" }, "description": "a non-empty array of stories" } }, "$defs": { "mode": { "type": "string", "enum": ["audit", "linting", "fixing"], "description": "one of audit, linting, fixing" }, "nonEmptyString": { "type": "string", "minLength": 1, "description": "a non-empty string" }, "stringList": { "type": "array", "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "an array of non-empty strings" }, "textOrList": { "anyOf": [{ "$ref": "#/$defs/nonEmptyString" }, { "$ref": "#/$defs/stringList" }], "description": "a non-empty string or an array of non-empty strings" }, "relativePath": { "type": "string", "minLength": 1, "pattern": "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$", "description": "a relative path without '..' segments" }, "dateTime": { "type": "string", "format": "date-time", "description": "an RFC 3339 date-time like \"2024-03-14T12:00:00Z\"" }, "defaults": { "type": "object", "additionalProperties": false, "description": "run defaults; every key is optional", "properties": { "mode_default": { "$ref": "#/$defs/mode" }, "max_stories_default": { "oneOf": [{ "type": "integer", "minimum": 0 }, { "type": "string", "const": "all_open" }], "description": "an integer >= 0 or \"all_open\"" }, "model_default": { "$ref": "#/$defs/nonEmptyString" }, "reasoning_effort_default": { "type": "string", "enum": ["minimal", "low", "medium", "high", "xhigh"], "description": "one of minimal, low, medium, high, xhigh" }, "report_dir": { "$ref": "#/$defs/relativePath" }, "sandbox_by_mode": { "type": "object", "additionalProperties": false, "description": "an object mapping audit, linting and fixing to a sandbox name", "properties": { "audit": { "$ref": "#/$defs/sandbox" }, "linting": { "$ref": "#/$defs/sandbox" }, "fixing": { "$ref": "#/$defs/sandbox" } } }, "lint_detection_order": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of non-empty strings" } } }, "sandbox": { "type": "string", "enum": ["read-only", "workspace-write", "danger-full-access"], "description": "one of read-only, workspace-write, danger-full-access" }, "story": { "type": "object", "additionalProperties": false, "description": "a story object", "required": ["id", "title", "priority", "mode", "scope", "acceptance_criteria", "passes"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "an id of letters, digits, '-' and '_', at most 64 long and starting with a letter or digit, like \"AUDIT-001\"" }, "title": { "$ref": "#/$defs/nonEmptyString" }, "priority": { "type": "integer", "minimum": 1, "description": "an integer >= 1, where 1 runs first" }, "mode": { "$ref": "#/$defs/mode" }, "scope": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of glob patterns, '!' in front to exclude" }, "acceptance_criteria": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of strings, exactly one of the form \"Created <path>\"" }, "passes": { "type": "boolean", "description": "true or false" }, "objective": { "$ref": "#/$defs/nonEmptyString" }, "steps": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/step" }, "description": "a non-empty array of steps" }, "verification": { "$ref": "#/$defs/textOrList" }, "out_of_scope": { "$ref": "#/$defs/textOrList" }, "notes": { "anyOf": [{ "type": "string" }, { "$ref": "#/$defs/stringList" }], "description": "a string or an array of non-empty strings" }, "completed_at": { "$ref": "#/$defs/dateTime" }, "report_path": { "$ref": "#/$defs/relativePath" }, "skipped": { "type": "boolean", "description": "true or false" }, "skip_reason": { "$ref": "#/$defs/nonEmptyString" }, "skipped_at": { "$ref": "#/$defs/dateTime" }, "attempts": { "type": "integer", "minimum": 0, "description": "an integer >= 0" }, "pr_url": { "type": "string", "pattern": "^https?://\\S+$", "description": "an http(s) URL" } } }, "step": { "type": "object", "additionalProperties": false, "description": "a step object with title, actions, expected_evidence and done_when", "required": ["title", "actions", "expected_evidence", "done_when"], "properties": { "id": { "$ref": "#/$defs/nonEmptyString" }, "title": { "$ref": "#/$defs/nonEmptyString" }, "actions": { "$ref": "#/$defs/nonEmptyList" }, "expected_evidence": { "$ref": "#/$defs/nonEmptyList" }, "done_when": { "$ref": "#/$defs/nonEmptyList" } } }, "nonEmptyList": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of non-empty strings" } } };
const func1 = commonJs(ucs2length).default;
const pattern4 = new RegExp("^[0-9]+\\.[0-9]+\\.[0-9]+$", "u");
const schema32 = { "type": "object", "additionalProperties": false, "description": "run defaults; every key is optional", "properties": { "mode_default": { "$ref": "#/$defs/mode" }, "max_stories_default": { "oneOf": [{ "type": "integer", "minimum": 0 }, { "type": "string", "const": "all_open" }], "description": "an integer >= 0 or \"all_open\"" }, "model_default": { "$ref": "#/$defs/nonEmptyString" }, "reasoning_effort_default": { "type": "string", "enum": ["minimal", "low", "medium", "high", "xhigh"], "description": "one of minimal, low, medium, high, xhigh" }, "report_dir": { "$ref": "#/$defs/relativePath" }, "sandbox_by_mode": { "type": "object", "additionalProperties": false, "description": "an object mapping audit, linting and fixing to a sandbox name", "properties": { "audit": { "$ref": "#/$defs/sandbox" }, "linting": { "$ref": "#/$defs/sandbox" }, "fixing": { "$ref": "#/$defs/sandbox" } } }, "lint_detection_order": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of non-empty strings" } } };
const schema33 = { "type": "string", "enum": ["audit", "linting", "fixing"], "description": "one of audit, linting, fixing" };
const schema34 = { "type": "string", "minLength": 1, "description": "a non-empty string" };
const schema35 = { "type": "string", "minLength": 1, "pattern": "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$", "description": "a relative path without '..' segments" };
const schema36 = { "type": "string", "enum": ["read-only", "workspace-write", "danger-full-access"], "description": "one of read-only, workspace-write, danger-full-access" };
const pattern5 = new RegExp("^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$", "u");
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate21.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            if (!(((((((key0 === "mode_default") || (key0 === "max_stories_default")) || (key0 === "model_default")) || (key0 === "reasoning_effort_default")) || (key0 === "report_dir")) || (key0 === "sandbox_by_mode")) || (key0 === "lint_detection_order"))) {
                const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32, data };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.mode_default !== undefined) {
            let data0 = data.mode_default;
            if (typeof data0 !== "string") {
                const err1 = { instancePath: instancePath + "/mode_default", schemaPath: "#/$defs/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            if (!(((data0 === "audit") || (data0 === "linting")) || (data0 === "fixing"))) {
                const err2 = { instancePath: instancePath + "/mode_default", schemaPath: "#/$defs/mode/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.max_stories_default !== undefined) {
            let data1 = data.max_stories_default;
            const _errs6 = errors;
            let valid2 = false;
            let passing0 = null;
            const _errs7 = errors;
            if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                const err3 = { instancePath: instancePath + "/max_stories_default", schemaPath: "#/properties/max_stories_default/oneOf/0/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.max_stories_default.oneOf[0].type, parentSchema: schema32.properties.max_stories_default.oneOf[0], data: data1 };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            if ((typeof data1 == "number") && (isFinite(data1))) {
                if (data1 < 0 || isNaN(data1)) {
                    const err4 = { instancePath: instancePath + "/max_stories_default", schemaPath: "#/properties/max_stories_default/oneOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32.properties.max_stories_default.oneOf[0], data: data1 };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
            var _valid0 = _errs7 === errors;
            if (_valid0) {
                valid2 = true;
                passing0 = 0;
            }
            const _errs9 = errors;
            if (typeof data1 !== "string") {
                const err5 = { instancePath: instancePath + "/max_stories_default", schemaPath: "#/properties/max_stories_default/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.max_stories_default.oneOf[1].type, parentSchema: schema32.properties.max_stories_default.oneOf[1], data: data1 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
            if ("all_open" !== data1) {
                const err6 = { instancePath: instancePath + "/max_stories_default", schemaPath: "#/properties/max_stories_default/oneOf/1/const", keyword: "const", params: { allowedValue: "all_open" }, message: "must be equal to constant", schema: "all_open", parentSchema: schema32.properties.max_stories_default.oneOf[1], data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            var _valid0 = _errs9 === errors;
            if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 1];
            }
            else {
                if (_valid0) {
                    valid2 = true;
                    passing0 = 1;
                }
            }
            if (!valid2) {
                const err7 = { instancePath: instancePath + "/max_stories_default", schemaPath: "#/properties/max_stories_default/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema32.properties.max_stories_default.oneOf, parentSchema: schema32.properties.max_stories_default, data: data1 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            else {
                errors = _errs6;
                if (vErrors !== null) {
                    if (_errs6) {
                        vErrors.length = _errs6;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.model_default !== undefined) {
            let data2 = data.model_default;
            if (typeof data2 === "string") {
                if (func1(data2) < 1) {
                    const err8 = { instancePath: instancePath + "/model_default", schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            else {
                const err9 = { instancePath: instancePath + "/model_default", schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data2 };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.reasoning_effort_default !== undefined) {
            let data3 = data.reasoning_effort_default;
            if (typeof data3 !== "string") {
                const err10 = { instancePath: instancePath + "/reasoning_effort_default", schemaPath: "#/properties/reasoning_effort_default/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.reasoning_effort_default.type, parentSchema: schema32.properties.reasoning_effort_default, data: data3 };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
            if (!(((((data3 === "minimal") || (data3 === "low")) || (data3 === "medium")) || (data3 === "high")) || (data3 === "xhigh"))) {
                const err11 = { instancePath: instancePath + "/reasoning_effort_default", schemaPath: "#/properties/reasoning_effort_default/enum", keyword: "enum", params: { allowedValues: schema32.properties.reasoning_effort_default.enum }, message: "must be equal to one of the allowed values", schema: schema32.properties.reasoning_effort_default.enum, parentSchema: schema32.properties.reasoning_effort_default, data: data3 };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.report_dir !== undefined) {
            let data4 = data.report_dir;
            if (typeof data4 === "string") {
                if (func1(data4) < 1) {
                    const err12 = { instancePath: instancePath + "/report_dir", schemaPath: "#/$defs/relativePath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
                if (!pattern5.test(data4)) {
                    const err13 = { instancePath: instancePath + "/report_dir", schemaPath: "#/$defs/relativePath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$" }, message: "must match pattern \"" + "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$" + "\"", schema: "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$", parentSchema: schema35, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
            else {
                const err14 = { instancePath: instancePath + "/report_dir", schemaPath: "#/$defs/relativePath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.type, parentSchema: schema35, data: data4 };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.sandbox_by_mode !== undefined) {
            let data5 = data.sandbox_by_mode;
            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                for (const key1 in data5) {
                    if (!(((key1 === "audit") || (key1 === "linting")) || (key1 === "fixing"))) {
                        const err15 = { instancePath: instancePath + "/sandbox_by_mode", schemaPath: "#/properties/sandbox_by_mode/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.properties.sandbox_by_mode, data: data5 };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                }
                if (data5.audit !== undefined) {
                    let data6 = data5.audit;
                    if (typeof data6 !== "string") {
                        const err16 = { instancePath: instancePath + "/sandbox_by_mode/audit", schemaPath: "#/$defs/sandbox/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.type, parentSchema: schema36, data: data6 };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    if (!(((data6 === "read-only") || (data6 === "workspace-write")) || (data6 === "danger-full-access"))) {
                        const err17 = { instancePath: instancePath + "/sandbox_by_mode/audit", schemaPath: "#/$defs/sandbox/enum", keyword: "enum", params: { allowedValues: schema36.enum }, message: "must be equal to one of the allowed values", schema: schema36.enum, parentSchema: schema36, data: data6 };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                }
                if (data5.linting !== undefined) {
                    let data7 = data5.linting;
                    if (typeof data7 !== "string") {
                        const err18 = { instancePath: instancePath + "/sandbox_by_mode/linting", schemaPath: "#/$defs/sandbox/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.type, parentSchema: schema36, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                    if (!(((data7 === "read-only") || (data7 === "workspace-write")) || (data7 === "danger-full-access"))) {
                        const err19 = { instancePath: instancePath + "/sandbox_by_mode/linting", schemaPath: "#/$defs/sandbox/enum", keyword: "enum", params: { allowedValues: schema36.enum }, message: "must be equal to one of the allowed values", schema: schema36.enum, parentSchema: schema36, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err19];
                        }
                        else {
                            vErrors.push(err19);
                        }
                        errors++;
                    }
                }
                if (data5.fixing !== undefined) {
                    let data8 = data5.fixing;
                    if (typeof data8 !== "string") {
                        const err20 = { instancePath: instancePath + "/sandbox_by_mode/fixing", schemaPath: "#/$defs/sandbox/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.type, parentSchema: schema36, data: data8 };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                    if (!(((data8 === "read-only") || (data8 === "workspace-write")) || (data8 === "danger-full-access"))) {
                        const err21 = { instancePath: instancePath + "/sandbox_by_mode/fixing", schemaPath: "#/$defs/sandbox/enum", keyword: "enum", params: { allowedValues: schema36.enum }, message: "must be equal to one of the allowed values", schema: schema36.enum, parentSchema: schema36, data: data8 };
                        if (vErrors === null) {
                            vErrors = [err21];
                        }
                        else {
                            vErrors.push(err21);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err22 = { instancePath: instancePath + "/sandbox_by_mode", schemaPath: "#/properties/sandbox_by_mode/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.sandbox_by_mode.type, parentSchema: schema32.properties.sandbox_by_mode, data: data5 };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
        if (data.lint_detection_order !== undefined) {
            let data9 = data.lint_detection_order;
            if (Array.isArray(data9)) {
                if (data9.length < 1) {
                    const err23 = { instancePath: instancePath + "/lint_detection_order", schemaPath: "#/properties/lint_detection_order/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema32.properties.lint_detection_order, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
                const len0 = data9.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data10 = data9[i0];
                    if (typeof data10 === "string") {
                        if (func1(data10) < 1) {
                            const err24 = { instancePath: instancePath + "/lint_detection_order/" + i0, schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data10 };
                            if (vErrors === null) {
                                vErrors = [err24];
                            }
                            else {
                                vErrors.push(err24);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err25 = { instancePath: instancePath + "/lint_detection_order/" + i0, schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data10 };
                        if (vErrors === null) {
                            vErrors = [err25];
                        }
                        else {
                            vErrors.push(err25);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err26 = { instancePath: instancePath + "/lint_detection_order", schemaPath: "#/properties/lint_detection_order/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.properties.lint_detection_order.type, parentSchema: schema32.properties.lint_detection_order, data: data9 };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
    }
    else {
        const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.type, parentSchema: schema32, data };
        if (vErrors === null) {
            vErrors = [err27];
        }
        else {
            vErrors.push(err27);
        }
        errors++;
    }
    validate21.errors = vErrors;
    return errors === 0;
}
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema40 = { "type": "object", "additionalProperties": false, "description": "a story object", "required": ["id", "title", "priority", "mode", "scope", "acceptance_criteria", "passes"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "an id of letters, digits, '-' and '_', at most 64 long and starting with a letter or digit, like \"AUDIT-001\"" }, "title": { "$ref": "#/$defs/nonEmptyString" }, "priority": { "type": "integer", "minimum": 1, "description": "an integer >= 1, where 1 runs first" }, "mode": { "$ref": "#/$defs/mode" }, "scope": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of glob patterns, '!' in front to exclude" }, "acceptance_criteria": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of strings, exactly one of the form \"Created <path>\"" }, "passes": { "type": "boolean", "description": "true or false" }, "objective": { "$ref": "#/$defs/nonEmptyString" }, "steps": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/step" }, "description": "a non-empty array of steps" }, "verification": { "$ref": "#/$defs/textOrList" }, "out_of_scope": { "$ref": "#/$defs/textOrList" }, "notes": { "anyOf": [{ "type": "string" }, { "$ref": "#/$defs/stringList" }], "description": "a string or an array of non-empty strings" }, "completed_at": { "$ref": "#/$defs/dateTime" }, "report_path": { "$ref": "#/$defs/relativePath" }, "skipped": { "type": "boolean", "description": "true or false" }, "skip_reason": { "$ref": "#/$defs/nonEmptyString" }, "skipped_at": { "$ref": "#/$defs/dateTime" }, "attempts": { "type": "integer", "minimum": 0, "description": "an integer >= 0" }, "pr_url": { "type": "string", "pattern": "^https?://\\S+$", "description": "an http(s) URL" } } };
const schema55 = { "type": "string", "format": "date-time", "description": "an RFC 3339 date-time like \"2024-03-14T12:00:00Z\"" };
const func8 = Object.prototype.hasOwnProperty;
const pattern6 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "u");
const pattern8 = new RegExp("^https?://\\S+$", "u");
const schema46 = { "type": "object", "additionalProperties": false, "description": "a step object with title, actions, expected_evidence and done_when", "required": ["title", "actions", "expected_evidence", "done_when"], "properties": { "id": { "$ref": "#/$defs/nonEmptyString" }, "title": { "$ref": "#/$defs/nonEmptyString" }, "actions": { "$ref": "#/$defs/nonEmptyList" }, "expected_evidence": { "$ref": "#/$defs/nonEmptyList" }, "done_when": { "$ref": "#/$defs/nonEmptyList" } } };
const schema49 = { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of non-empty strings" };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate25.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (Array.isArray(data)) {
        if (data.length < 1) {
            const err0 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema49, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
            let data0 = data[i0];
            if (typeof data0 === "string") {
                if (func1(data0) < 1) {
                    const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema49.type, parentSchema: schema49, data };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate25.errors = vErrors;
    return errors === 0;
}
validate25.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate24.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.title === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "title" }, message: "must have required property '" + "title" + "'", schema: schema46.required, parentSchema: schema46, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.actions === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actions" }, message: "must have required property '" + "actions" + "'", schema: schema46.required, parentSchema: schema46, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.expected_evidence === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expected_evidence" }, message: "must have required property '" + "expected_evidence" + "'", schema: schema46.required, parentSchema: schema46, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.done_when === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "done_when" }, message: "must have required property '" + "done_when" + "'", schema: schema46.required, parentSchema: schema46, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(((((key0 === "id") || (key0 === "title")) || (key0 === "actions")) || (key0 === "expected_evidence")) || (key0 === "done_when"))) {
                const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema46, data };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (typeof data0 === "string") {
                if (func1(data0) < 1) {
                    const err5 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.title !== undefined) {
            let data1 = data.title;
            if (typeof data1 === "string") {
                if (func1(data1) < 1) {
                    const err7 = { instancePath: instancePath + "/title", schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            else {
                const err8 = { instancePath: instancePath + "/title", schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data1 };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.actions !== undefined) {
            if (!(validate25(data.actions, { instancePath: instancePath + "/actions", parentData: data, parentDataProperty: "actions", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
                errors = vErrors.length;
            }
        }
        if (data.expected_evidence !== undefined) {
            if (!(validate25(data.expected_evidence, { instancePath: instancePath + "/expected_evidence", parentData: data, parentDataProperty: "expected_evidence", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
                errors = vErrors.length;
            }
        }
        if (data.done_when !== undefined) {
            if (!(validate25(data.done_when, { instancePath: instancePath + "/done_when", parentData: data, parentDataProperty: "done_when", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema46.type, parentSchema: schema46, data };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate24.errors = vErrors;
    return errors === 0;
}
validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema51 = { "anyOf": [{ "$ref": "#/$defs/nonEmptyString" }, { "$ref": "#/$defs/stringList" }], "description": "a non-empty string or an array of non-empty strings" };
const schema53 = { "type": "array", "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "an array of non-empty strings" };
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate31.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (Array.isArray(data)) {
        const len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
            let data0 = data[i0];
            if (typeof data0 === "string") {
                if (func1(data0) < 1) {
                    const err0 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data0 };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema53.type, parentSchema: schema53, data };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    validate31.errors = vErrors;
    return errors === 0;
}
validate31.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate30.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs0 = errors;
    let valid0 = false;
    const _errs1 = errors;
    if (typeof data === "string") {
        if (func1(data) < 1) {
            const err0 = { instancePath, schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    var _valid0 = _errs1 === errors;
    valid0 = valid0 || _valid0;
    const _errs4 = errors;
    if (!(validate31(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }))) {
        vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
        errors = vErrors.length;
    }
    var _valid0 = _errs4 === errors;
    valid0 = valid0 || _valid0;
    if (_valid0) {
        var items0 = true;
    }
    if (!valid0) {
        const err2 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema51.anyOf, parentSchema: schema51, data };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    else {
        errors = _errs0;
        if (vErrors !== null) {
            if (_errs0) {
                vErrors.length = _errs0;
            }
            else {
                vErrors = null;
            }
        }
    }
    validate30.errors = vErrors;
    evaluated0.items = items0;
    return errors === 0;
}
validate30.evaluated = { "dynamicProps": false, "dynamicItems": true };
const formats0 = commonJs(formats).fullFormats["date-time"];
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate23.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'", schema: schema40.required, parentSchema: schema40, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.title === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "title" }, message: "must have required property '" + "title" + "'", schema: schema40.required, parentSchema: schema40, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.priority === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property '" + "priority" + "'", schema: schema40.required, parentSchema: schema40, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.mode === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property '" + "mode" + "'", schema: schema40.required, parentSchema: schema40, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.scope === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scope" }, message: "must have required property '" + "scope" + "'", schema: schema40.required, parentSchema: schema40, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.acceptance_criteria === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "acceptance_criteria" }, message: "must have required property '" + "acceptance_criteria" + "'", schema: schema40.required, parentSchema: schema40, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.passes === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "passes" }, message: "must have required property '" + "passes" + "'", schema: schema40.required, parentSchema: schema40, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func8.call(schema40.properties, key0))) {
                const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema40, data };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (typeof data0 === "string") {
                if (!pattern6.test(data0)) {
                    const err8 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + "\"", schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema40.properties.id, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            else {
                const err9 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.properties.id.type, parentSchema: schema40.properties.id, data: data0 };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.title !== undefined) {
            let data1 = data.title;
            if (typeof data1 === "string") {
                if (func1(data1) < 1) {
                    const err10 = { instancePath: instancePath + "/title", schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
            else {
                const err11 = { instancePath: instancePath + "/title", schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data1 };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.priority !== undefined) {
            let data2 = data.priority;
            if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                const err12 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.properties.priority.type, parentSchema: schema40.properties.priority, data: data2 };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
            if ((typeof data2 == "number") && (isFinite(data2))) {
                if (data2 < 1 || isNaN(data2)) {
                    const err13 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema40.properties.priority, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
        }
        if (data.mode !== undefined) {
            let data3 = data.mode;
            if (typeof data3 !== "string") {
                const err14 = { instancePath: instancePath + "/mode", schemaPath: "#/$defs/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data3 };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            if (!(((data3 === "audit") || (data3 === "linting")) || (data3 === "fixing"))) {
                const err15 = { instancePath: instancePath + "/mode", schemaPath: "#/$defs/mode/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data3 };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data.scope !== undefined) {
            let data4 = data.scope;
            if (Array.isArray(data4)) {
                if (data4.length < 1) {
                    const err16 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema40.properties.scope, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err16];
                    }
                    else {
                        vErrors.push(err16);
                    }
                    errors++;
                }
                const len0 = data4.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data5 = data4[i0];
                    if (typeof data5 === "string") {
                        if (func1(data5) < 1) {
                            const err17 = { instancePath: instancePath + "/scope/" + i0, schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data5 };
                            if (vErrors === null) {
                                vErrors = [err17];
                            }
                            else {
                                vErrors.push(err17);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err18 = { instancePath: instancePath + "/scope/" + i0, schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data5 };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err19 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema40.properties.scope.type, parentSchema: schema40.properties.scope, data: data4 };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
        }
        if (data.acceptance_criteria !== undefined) {
            let data6 = data.acceptance_criteria;
            if (Array.isArray(data6)) {
                if (data6.length < 1) {
                    const err20 = { instancePath: instancePath + "/acceptance_criteria", schemaPath: "#/properties/acceptance_criteria/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema40.properties.acceptance_criteria, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
                const len1 = data6.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    let data7 = data6[i1];
                    if (typeof data7 === "string") {
                        if (func1(data7) < 1) {
                            const err21 = { instancePath: instancePath + "/acceptance_criteria/" + i1, schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data7 };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err22 = { instancePath: instancePath + "/acceptance_criteria/" + i1, schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err23 = { instancePath: instancePath + "/acceptance_criteria", schemaPath: "#/properties/acceptance_criteria/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema40.properties.acceptance_criteria.type, parentSchema: schema40.properties.acceptance_criteria, data: data6 };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.passes !== undefined) {
            let data8 = data.passes;
            if (typeof data8 !== "boolean") {
                const err24 = { instancePath: instancePath + "/passes", schemaPath: "#/properties/passes/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema40.properties.passes.type, parentSchema: schema40.properties.passes, data: data8 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.objective !== undefined) {
            let data9 = data.objective;
            if (typeof data9 === "string") {
                if (func1(data9) < 1) {
                    const err25 = { instancePath: instancePath + "/objective", schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
            else {
                const err26 = { instancePath: instancePath + "/objective", schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data9 };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.steps !== undefined) {
            let data10 = data.steps;
            if (Array.isArray(data10)) {
                if (data10.length < 1) {
                    const err27 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema40.properties.steps, data: data10 };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
                const len2 = data10.length;
                for (let i2 = 0; i2 < len2; i2++) {
                    if (!(validate24(data10[i2], { instancePath: instancePath + "/steps/" + i2, parentData: data10, parentDataProperty: i2, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err28 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema40.properties.steps.type, parentSchema: schema40.properties.steps, data: data10 };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        if (data.verification !== undefined) {
            if (!(validate30(data.verification, { instancePath: instancePath + "/verification", parentData: data, parentDataProperty: "verification", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                errors = vErrors.length;
            }
        }
        if (data.out_of_scope !== undefined) {
            if (!(validate30(data.out_of_scope, { instancePath: instancePath + "/out_of_scope", parentData: data, parentDataProperty: "out_of_scope", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                errors = vErrors.length;
            }
        }
        if (data.notes !== undefined) {
            let data14 = data.notes;
            const _errs33 = errors;
            let valid12 = false;
            const _errs34 = errors;
            if (typeof data14 !== "string") {
                const err29 = { instancePath: instancePath + "/notes", schemaPath: "#/properties/notes/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.properties.notes.anyOf[0].type, parentSchema: schema40.properties.notes.anyOf[0], data: data14 };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
            var _valid0 = _errs34 === errors;
            valid12 = valid12 || _valid0;
            const _errs36 = errors;
            if (!(validate31(data14, { instancePath: instancePath + "/notes", parentData: data, parentDataProperty: "notes", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
                errors = vErrors.length;
            }
            var _valid0 = _errs36 === errors;
            valid12 = valid12 || _valid0;
            if (!valid12) {
                const err30 = { instancePath: instancePath + "/notes", schemaPath: "#/properties/notes/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema40.properties.notes.anyOf, parentSchema: schema40.properties.notes, data: data14 };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
            else {
                errors = _errs33;
                if (vErrors !== null) {
                    if (_errs33) {
                        vErrors.length = _errs33;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.completed_at !== undefined) {
            let data15 = data.completed_at;
            if (typeof data15 === "string") {
                if (!(formats0.validate(data15))) {
                    const err31 = { instancePath: instancePath + "/completed_at", schemaPath: "#/$defs/dateTime/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"", schema: "date-time", parentSchema: schema55, data: data15 };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
            }
            else {
                const err32 = { instancePath: instancePath + "/completed_at", schemaPath: "#/$defs/dateTime/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema55.type, parentSchema: schema55, data: data15 };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
        }
        if (data.report_path !== undefined) {
            let data16 = data.report_path;
            if (typeof data16 === "string") {
                if (func1(data16) < 1) {
                    const err33 = { instancePath: instancePath + "/report_path", schemaPath: "#/$defs/relativePath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35, data: data16 };
                    if (vErrors === null) {
                        vErrors = [err33];
                    }
                    else {
                        vErrors.push(err33);
                    }
                    errors++;
                }
                if (!pattern5.test(data16)) {
                    const err34 = { instancePath: instancePath + "/report_path", schemaPath: "#/$defs/relativePath/pattern", keyword: "pattern", params: { pattern: "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$" }, message: "must match pattern \"" + "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$" + "\"", schema: "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$", parentSchema: schema35, data: data16 };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
            }
            else {
                const err35 = { instancePath: instancePath + "/report_path", schemaPath: "#/$defs/relativePath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.type, parentSchema: schema35, data: data16 };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
        }
        if (data.skipped !== undefined) {
            let data17 = data.skipped;
            if (typeof data17 !== "boolean") {
                const err36 = { instancePath: instancePath + "/skipped", schemaPath: "#/properties/skipped/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema40.properties.skipped.type, parentSchema: schema40.properties.skipped, data: data17 };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
        if (data.skip_reason !== undefined) {
            let data18 = data.skip_reason;
            if (typeof data18 === "string") {
                if (func1(data18) < 1) {
                    const err37 = { instancePath: instancePath + "/skip_reason", schemaPath: "#/$defs/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34, data: data18 };
                    if (vErrors === null) {
                        vErrors = [err37];
                    }
                    else {
                        vErrors.push(err37);
                    }
                    errors++;
                }
            }
            else {
                const err38 = { instancePath: instancePath + "/skip_reason", schemaPath: "#/$defs/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data18 };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
        }
        if (data.skipped_at !== undefined) {
            let data19 = data.skipped_at;
            if (typeof data19 === "string") {
                if (!(formats0.validate(data19))) {
                    const err39 = { instancePath: instancePath + "/skipped_at", schemaPath: "#/$defs/dateTime/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"", schema: "date-time", parentSchema: schema55, data: data19 };
                    if (vErrors === null) {
                        vErrors = [err39];
                    }
                    else {
                        vErrors.push(err39);
                    }
                    errors++;
                }
            }
            else {
                const err40 = { instancePath: instancePath + "/skipped_at", schemaPath: "#/$defs/dateTime/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema55.type, parentSchema: schema55, data: data19 };
                if (vErrors === null) {
                    vErrors = [err40];
                }
                else {
                    vErrors.push(err40);
                }
                errors++;
            }
        }
        if (data.attempts !== undefined) {
            let data20 = data.attempts;
            if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                const err41 = { instancePath: instancePath + "/attempts", schemaPath: "#/properties/attempts/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema40.properties.attempts.type, parentSchema: schema40.properties.attempts, data: data20 };
                if (vErrors === null) {
                    vErrors = [err41];
                }
                else {
                    vErrors.push(err41);
                }
                errors++;
            }
            if ((typeof data20 == "number") && (isFinite(data20))) {
                if (data20 < 0 || isNaN(data20)) {
                    const err42 = { instancePath: instancePath + "/attempts", schemaPath: "#/properties/attempts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema40.properties.attempts, data: data20 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
        }
        if (data.pr_url !== undefined) {
            let data21 = data.pr_url;
            if (typeof data21 === "string") {
                if (!pattern8.test(data21)) {
                    const err43 = { instancePath: instancePath + "/pr_url", schemaPath: "#/properties/pr_url/pattern", keyword: "pattern", params: { pattern: "^https?://\\S+$" }, message: "must match pattern \"" + "^https?://\\S+$" + "\"", schema: "^https?://\\S+$", parentSchema: schema40.properties.pr_url, data: data21 };
                    if (vErrors === null) {
                        vErrors = [err43];
                    }
                    else {
                        vErrors.push(err43);
                    }
                    errors++;
                }
            }
            else {
                const err44 = { instancePath: instancePath + "/pr_url", schemaPath: "#/properties/pr_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.properties.pr_url.type, parentSchema: schema40.properties.pr_url, data: data21 };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
        }
    }
    else {
        const err45 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema40.type, parentSchema: schema40, data };
        if (vErrors === null) {
            vErrors = [err45];
        }
        else {
            vErrors.push(err45);
        }
        errors++;
    }
    validate23.errors = vErrors;
    return errors === 0;
}
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:ralph-action:schemas:prd" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate20.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.stories === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "stories" }, message: "must have required property '" + "stories" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(((((((key0 === "$schema") || (key0 === "schema_version")) || (key0 === "project")) || (key0 === "branch_name")) || (key0 === "branchName")) || (key0 === "defaults")) || (key0 === "stories"))) {
                const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.$schema !== undefined) {
            let data0 = data.$schema;
            if (typeof data0 === "string") {
                if (func1(data0) < 1) {
                    const err2 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.$schema, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
            else {
                const err3 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.$schema.type, parentSchema: schema31.properties.$schema, data: data0 };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data1 = data.schema_version;
            if (typeof data1 === "string") {
                if (!pattern4.test(data1)) {
                    const err4 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/pattern", keyword: "pattern", params: { pattern: "^[0-9]+\\.[0-9]+\\.[0-9]+$" }, message: "must match pattern \"" + "^[0-9]+\\.[0-9]+\\.[0-9]+$" + "\"", schema: "^[0-9]+\\.[0-9]+\\.[0-9]+$", parentSchema: schema31.properties.schema_version, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
            else {
                const err5 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.schema_version.type, parentSchema: schema31.properties.schema_version, data: data1 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.project !== undefined) {
            let data2 = data.project;
            if (typeof data2 === "string") {
                if (func1(data2) < 1) {
                    const err6 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.project, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.project.type, parentSchema: schema31.properties.project, data: data2 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.branch_name !== undefined) {
            let data3 = data.branch_name;
            if (typeof data3 === "string") {
                if (func1(data3) < 1) {
                    const err8 = { instancePath: instancePath + "/branch_name", schemaPath: "#/properties/branch_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.branch_name, data: data3 };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            else {
                const err9 = { instancePath: instancePath + "/branch_name", schemaPath: "#/properties/branch_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.branch_name.type, parentSchema: schema31.properties.branch_name, data: data3 };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.branchName !== undefined) {
            let data4 = data.branchName;
            if (typeof data4 === "string") {
                if (func1(data4) < 1) {
                    const err10 = { instancePath: instancePath + "/branchName", schemaPath: "#/properties/branchName/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.branchName, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
            else {
                const err11 = { instancePath: instancePath + "/branchName", schemaPath: "#/properties/branchName/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.branchName.type, parentSchema: schema31.properties.branchName, data: data4 };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.defaults !== undefined) {
            if (!(validate21(data.defaults, { instancePath: instancePath + "/defaults", parentData: data, parentDataProperty: "defaults", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                errors = vErrors.length;
            }
        }
        if (data.stories !== undefined) {
            let data6 = data.stories;
            if (Array.isArray(data6)) {
                if (data6.length < 1) {
                    const err12 = { instancePath: instancePath + "/stories", schemaPath: "#/properties/stories/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema31.properties.stories, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
                const len0 = data6.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (!(validate23(data6[i0], { instancePath: instancePath + "/stories/" + i0, parentData: data6, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/stories", schemaPath: "#/properties/stories/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.stories.type, parentSchema: schema31.properties.stories, data: data6 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
    }
    else {
        const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
            vErrors = [err14];
        }
        else {
            vErrors.push(err14);
        }
        errors++;
    }
    validate20.errors = vErrors;
    return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// EXTERNAL MODULE: ./src/loop/prd/json-text.ts
var json_text = __webpack_require__(6125);
// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var paths = __webpack_require__(8472);
// EXTERNAL MODULE: ./src/loop/prd/schema-problems.ts
var schema_problems = __webpack_require__(6037);
// EXTERNAL MODULE: ./src/loop/scope.ts
var scope = __webpack_require__(9898);
;// CONCATENATED MODULE: ./src/loop/prd/prd-checks.ts




/** Checks beyond JSON Schema. Works on unvalidated data: anything of the wrong shape is skipped. */
function semanticFindings(data) {
    const stories = Array.isArray(data.stories) ? data.stories : [];
    // What `step` refuses as a report path, compiled once per PRD (per story: 2/3 of `ralph
    // list`). The protected verdict comes before the report-path one: no report path is needed.
    const verdictOf = (0,scope/* compileScope */.o4)({
        mode: 'fixing',
        scope: [],
        reportPath: '',
        ...(0,scope/* protection */.sc)(undefined)
    });
    const isProtected = (path) => {
        const verdict = verdictOf({ path });
        return verdict.kind === 'violation' && verdict.reason === 'protected';
    };
    return [
        ...versionFindings(data.schema_version),
        ...duplicateIdFindings(stories),
        ...stories.flatMap((story, index) => (0,json_text/* isRecord */.u4)(story)
            ? [
                ...createdFindings(story, index, isProtected),
                ...scopeFindings(story, index),
                ...runnerFieldFindings(story, index)
            ]
            : []),
        ...hiddenCharacterFindings(data, [])
    ];
}
function versionFindings(version) {
    if (typeof version !== 'string' || !/^[0-9]+\./.test(version) || version.startsWith('1.'))
        return [];
    return [
        {
            pointer: '/schema_version',
            message: `${(0,schema_problems/* preview */.VH)(version)} is not supported; this ralph reads PRD schema 1.x`,
            fix: 'use "1.0.0", or upgrade ralph-action'
        }
    ];
}
function duplicateIdFindings(stories) {
    const first = new Map();
    const findings = [];
    stories.forEach((story, index) => {
        if (!(0,json_text/* isRecord */.u4)(story) || typeof story.id !== 'string')
            return;
        const earlier = first.get(story.id);
        if (earlier === undefined)
            first.set(story.id, index);
        else
            findings.push({
                pointer: (0,json_text/* pointerOf */.rq)(['stories', index, 'id']),
                message: `duplicate id ${(0,schema_problems/* preview */.VH)(story.id)} (also at /stories/${earlier}/id)`,
                fix: 'give every story a unique id'
            });
    });
    return findings;
}
function createdFindings(story, index, isProtected) {
    const criteria = story.acceptance_criteria;
    if (!Array.isArray(criteria))
        return [];
    const base = ['stories', index, 'acceptance_criteria'];
    const created = criteria.flatMap((criterion, position) => typeof criterion === 'string' && (0,paths/* isCreatedCriterion */.Y)(criterion) ? [{ criterion, position }] : []);
    const example = `"Created .ralph/reports/${typeof story.id === 'string' ? story.id : 'ID'}.md with ..."`;
    if (created.length === 0)
        return [
            {
                pointer: (0,json_text/* pointerOf */.rq)(base),
                message: 'has no "Created <path>" criterion',
                fix: `add exactly one criterion like ${example}`
            }
        ];
    const [firstCreated, ...extra] = created;
    const findings = extra.map(entry => ({
        pointer: (0,json_text/* pointerOf */.rq)([...base, entry.position]),
        message: `is a second "Created" criterion (the first is /${base.join('/')}/${firstCreated?.position})`,
        fix: 'keep exactly one criterion starting with "Created"; reword the others'
    }));
    for (const entry of created)
        findings.push(...createdPathFindings(entry.criterion, [...base, entry.position], isProtected));
    return findings;
}
function createdPathFindings(criterion, at, isProtected) {
    const found = (message, fix) => [
        { pointer: (0,json_text/* pointerOf */.rq)(at), message, fix }
    ];
    const path = (0,paths/* parseCreatedCriterion */.FV)(criterion);
    if (path === undefined)
        return found(`${(0,schema_problems/* preview */.VH)(criterion)} does not name a path`, 'write "Created <path>" or "Created `<path>`", then any description after a space');
    const problem = (0,paths/* relativePathProblem */.BE)(path);
    if (problem !== undefined)
        return found(`report path ${(0,schema_problems/* preview */.VH)(path)} ${problem}`, 'use a relative path inside the repository with forward slashes and no "..", like .ralph/reports/ID.md');
    if (isProtected(path))
        return found(`report path ${(0,schema_problems/* preview */.VH)(path)} is protected (the PRD, CODEX.md, .runtime/, .git/ or .github/workflows/): step would refuse it`, 'choose a report path outside them, like .ralph/reports/ID.md');
    return [];
}
function scopeFindings(story, index) {
    if (!Array.isArray(story.scope))
        return [];
    return story.scope.flatMap((pattern, position) => {
        if (typeof pattern !== 'string')
            return [];
        const problem = (0,paths/* scopePatternProblem */.Gz)(pattern);
        if (problem === undefined)
            return [];
        return [
            {
                pointer: (0,json_text/* pointerOf */.rq)(['stories', index, 'scope', position]),
                message: `scope pattern ${(0,schema_problems/* preview */.VH)(pattern)} ${problem}`,
                fix: 'use a glob relative to the repository root without "..", like "src/**" or "!src/generated/**"'
            }
        ];
    });
}
function runnerFieldFindings(story, index) {
    const at = (field) => (0,json_text/* pointerOf */.rq)(['stories', index, field]);
    const findings = [];
    if (story.passes === true) {
        for (const field of ['completed_at', 'report_path'])
            if (story[field] === undefined)
                findings.push({
                    pointer: at(field),
                    message: `is missing although "passes" is true`,
                    fix: `add "${field}" or set "passes" to false; the runner writes both together`
                });
        if (story.skipped === true)
            findings.push({
                pointer: at('skipped'),
                message: 'is true although "passes" is true',
                fix: 'a story is either passing or skipped: set one of them to false'
            });
    }
    if (story.skipped === true && story.skip_reason === undefined)
        findings.push({
            pointer: at('skip_reason'),
            message: 'is missing although "skipped" is true',
            fix: 'add "skip_reason" saying why, or set "skipped" to false to retry the story'
        });
    return findings;
}
// U+0000-U+001F except tab and newline, DEL, the bidi embeddings/overrides/isolates and marks,
// and invisible characters that hide text from a reviewer.
const HIDDEN = 
// eslint-disable-next-line no-control-regex -- finding control characters is the point
/[\u0000-\u0008\u000B-\u001F\u007F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
function codePointLabel(char) {
    return 'U+' + (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}
function hiddenCharacterFindings(value, path) {
    if (typeof value === 'string') {
        const hit = HIDDEN.exec(value);
        if (!hit)
            return [];
        return [
            {
                pointer: (0,json_text/* pointerOf */.rq)(path),
                message: `contains the hidden or bidirectional character ${codePointLabel(hit[0])} at index ${hit.index}`,
                fix: 'delete it; hidden characters can make text read differently than it runs'
            }
        ];
    }
    if (Array.isArray(value))
        return value.flatMap((item, index) => hiddenCharacterFindings(item, [...path, index]));
    if (!(0,json_text/* isRecord */.u4)(value))
        return [];
    return Object.entries(value).flatMap(([key, item]) => {
        const hit = HIDDEN.exec(key);
        const keyFinding = hit
            ? [
                {
                    pointer: (0,json_text/* pointerOf */.rq)([...path, key]),
                    message: `key contains the hidden or bidirectional character ${codePointLabel(hit[0])}`,
                    fix: 'delete it from the key'
                }
            ]
            : [];
        return [...keyFinding, ...hiddenCharacterFindings(item, [...path, key])];
    });
}

;// CONCATENATED MODULE: ./src/loop/prd/prd.ts





function invalid(file, problems) {
    return { kind: 'invalid', file, problems };
}
function fileProblem(file, message, fix, at) {
    return { file, pointer: '', message, fix, ...at };
}
/** `FILE: /stories/3/scope/0: <what> (<fix>)`; the whole document is shown as `/`. */
function formatProblem(problem) {
    return `${problem.file}: ${problemText(problem)}`;
}
function problemText(problem) {
    return `${problem.pointer || '/'}: ${problem.message} (${problem.fix})`;
}
/** Parses and validates PRD text; pure. */
function parsePrdText(text, file) {
    if (text.trim() === '') {
        const fix = 'write a PRD object such as {"stories": [...]}; docs/prd.md describes it';
        return invalid(file, [fileProblem(file, 'is empty', fix)]);
    }
    const parsed = (0,json_text/* parseJson */.qF)(text);
    if (parsed.kind === 'syntax')
        return invalid(file, [{ file, ...parsed.problem }]);
    const value = parsed.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        const message = `the top level is ${(0,schema_problems/* typeName */.go)(value)}, not an object`;
        const fix = 'make the whole file one JSON object: {"stories": [...]}';
        return invalid(file, [fileProblem(file, message, fix)]);
    }
    const duplicates = (0,json_text/* duplicateKeys */.ss)(text).map(duplicate => ({ file, ...duplicate }));
    const findings = [
        ...(0,schema_problems/* schemaFindings */.I$)('prd', validate_prd, value),
        ...semanticFindings(value)
    ];
    const problems = [...duplicates, ...findings.sort(byPointer).map(f => ({ file, ...f }))];
    if (problems.length > 0)
        return invalid(file, problems);
    return { kind: 'ok', file, prd: value, text };
}
/** Reads a PRD file; messages name `file` as given. Never throws for a bad or missing file. */
async function loadPrd(file, path = file) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(path);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT') {
            const fix = 'name the PRD with --prd FILE, or create it; examples/prd.json shows the format';
            return { kind: 'missing', file, problems: [fileProblem(file, 'does not exist', fix)] };
        }
        const fix = code === 'EISDIR' ? 'name the PRD file, not a folder' : 'check the path and its permissions';
        return invalid(file, [fileProblem(file, `cannot be read (${code ?? String(error)})`, fix)]);
    }
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        const message = 'starts with a UTF-8 byte order mark (U+FEFF), which JSON does not allow';
        const at = { line: 1, column: 1 };
        return invalid(file, [fileProblem(file, message, 'save the file as UTF-8 without BOM', at)]);
    }
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch (error) {
        const message = `is not valid UTF-8 (${error instanceof Error ? error.message : String(error)})`;
        return invalid(file, [fileProblem(file, message, 'save the file as UTF-8')]);
    }
    return parsePrdText(text, file);
}
/** Where problems are in the document (story 2 before story 10). */
function byPointer(a, b) {
    const left = a.pointer.split('/');
    const right = b.pointer.split('/');
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
        const x = left[i] ?? '';
        const y = right[i] ?? '';
        if (x === y)
            continue;
        const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
        if (numeric)
            return Number(x) - Number(y);
        return x < y ? -1 : 1;
    }
    return left.length - right.length;
}


/***/ }),

/***/ 6037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I$: () => (/* binding */ schemaFindings),
/* harmony export */   VH: () => (/* binding */ preview),
/* harmony export */   go: () => (/* binding */ typeName)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _package_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9217);
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6125);



const documents = {};
/** Validators are compiled at build time; the schema document, read once, names expected values. */
function schemaFindings(name, validate, data) {
    if (validate(data))
        return [];
    const file = (0,_package_files_js__WEBPACK_IMPORTED_MODULE_1__/* .packageFile */ .n)(`schemas/${name}.schema.json`);
    const root = (documents[name] ??= JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8')));
    return findingsOf(root, validate.errors ?? []);
}
function preview(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 60 ? text.slice(0, 57) + '...' : text;
}
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (Number.isInteger(value))
        return 'an integer';
    const type = typeof value;
    return type === 'object' ? 'an object' : `a ${type}`;
}
/** "a non-empty string", "one of audit, linting, fixing", ... from the schema's descriptions. */
function describeSchema(root, node) {
    const ref = node?.$ref;
    // Every $ref of our schemas names a $defs entry that is no $ref itself.
    const schema = (typeof ref === 'string' ? root.$defs[ref.replace('#/$defs/', '')] : node);
    if (typeof schema !== 'object' || schema === null)
        return 'a valid value';
    if (typeof schema.description === 'string')
        return schema.description;
    if (Array.isArray(schema.enum))
        return `one of ${schema.enum.join(', ')}`;
    if (typeof schema.type === 'string')
        return `a value of type ${schema.type}`;
    return 'a valid value';
}
function editDistance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let diagonal = row[0] ?? 0;
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const above = row[j] ?? 0;
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost);
            diagonal = above;
        }
    }
    return row[b.length] ?? 0;
}
function unknownFieldFix(name, known) {
    const closest = known
        .map(candidate => ({ candidate, distance: editDistance(name, candidate) }))
        .sort((x, y) => x.distance - y.distance)[0];
    const list = `known fields are ${known.join(', ')}`;
    if (closest && closest.distance <= 2)
        return `did you mean "${closest.candidate}"? ${list}`;
    return `remove it; ${list}`;
}
/** The message of a bad value, by the ajv keyword that failed. */
const MESSAGES = {
    minItems: bad => `must not be empty, got ${bad}`,
    minLength: bad => `must not be empty, got ${bad}`,
    enum: bad => `${bad} is not allowed`,
    const: bad => `${bad} is not allowed`,
    minimum: bad => `${bad} is too small`,
    pattern: bad => `${bad} is not of the expected form`,
    format: (bad, params) => `${bad} is not a valid ${String(params.format)}`
};
function toFinding(root, error) {
    const at = error.instancePath;
    const expected = describeSchema(root, error.parentSchema);
    const bad = preview(error.data);
    const params = error.params;
    const parent = error.parentSchema;
    const properties = (parent?.properties ?? {});
    // The keywords about a field by name: the finding points at the field.
    const name = String(params.missingProperty ?? params.additionalProperty ?? params.propertyName);
    const field = (message, fix) => ({
        pointer: at + (0,_json_text_js__WEBPACK_IMPORTED_MODULE_2__/* .pointerOf */ .rq)([name]),
        message,
        fix
    });
    switch (error.keyword) {
        case 'required':
            return field(`missing required field "${name}"`, `add "${name}": ${describeSchema(root, properties[name])}`);
        case 'additionalProperties':
            return field(`unknown field "${name}"`, unknownFieldFix(name, Object.keys(properties)));
        case 'propertyNames':
            return field(`field "${name}" is not allowed here`, `remove it; allowed are ${describeSchema(root, parent?.propertyNames)}`);
        case 'type':
            return {
                pointer: at,
                message: `must be ${expected}, got ${typeName(error.data)} ${bad}`,
                fix: `use ${expected}`
            };
    }
    const message = MESSAGES[error.keyword]?.(bad, params) ?? `${bad} is not valid`;
    return { pointer: at, message, fix: `use ${expected}` };
}
/**
 * One finding per real problem: a failed anyOf/oneOf reports once at its own location (with
 * the schema's description of the alternatives), not once per alternative.
 */
function findingsOf(root, errors) {
    const alternatives = errors
        .filter(error => error.keyword === 'anyOf' || error.keyword === 'oneOf')
        .map(error => error.instancePath);
    const kept = errors.filter(error => {
        if (error.keyword === 'anyOf' || error.keyword === 'oneOf')
            return true;
        // `if` only repeats its `then`; errors carrying propertyName repeat their propertyNames.
        if (error.keyword === 'if' || error.propertyName !== undefined)
            return false;
        const at = error.instancePath;
        return !alternatives.some(base => at === base || at.startsWith(base + '/'));
    });
    // A field both unknown and outside an event's allowed names is reported once, with the
    // narrower list.
    const narrowed = new Set(kept
        .filter(error => error.keyword === 'propertyNames')
        .map(error => `${error.instancePath}/${String(error.params.propertyName)}`));
    const findings = kept
        .filter(error => error.keyword !== 'additionalProperties' ||
        !narrowed.has(`${error.instancePath}/${String(error.params.additionalProperty)}`))
        .map(error => toFinding(root, error));
    // The first of equal findings (same place, same message) stays.
    return findings.filter((f, index) => findings.findIndex(g => g.pointer === f.pointer && g.message === f.message) === index);
}


/***/ }),

/***/ 9898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ classifyWrites),
/* harmony export */   Zm: () => (/* binding */ changeViolations),
/* harmony export */   df: () => (/* binding */ scopeMatcher),
/* harmony export */   gu: () => (/* binding */ GLOB_OPTIONS),
/* harmony export */   nF: () => (/* binding */ steeringFiles),
/* harmony export */   o4: () => (/* binding */ compileScope),
/* harmony export */   sc: () => (/* binding */ protection)
/* harmony export */ });
/* unused harmony export linkEscapes */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _plan_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8472);
/* harmony import */ var _plan_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2552);
/** The pure scope classifier: whether a story may make each write (git collects them). */




const GLOB_OPTIONS = { dot: true };
/**
 * Whether a path is in a scope: the last matching pattern wins (`!pattern` excludes), and a
 * path no pattern matches is out. Git paths are posix and relative: plain RegExps suffice.
 */
function scopeMatcher(patterns) {
    const rules = patterns.map(pattern => {
        const negated = pattern.startsWith('!');
        return { negated, re: picomatch__WEBPACK_IMPORTED_MODULE_3___default().makeRe(negated ? pattern.slice(1) : pattern, GLOB_OPTIONS) };
    });
    return path => {
        for (let i = rules.length - 1; i >= 0; i--) {
            const rule = rules[i];
            if (rule?.re.test(path))
                return !rule.negated;
        }
        return false;
    };
}
/**
 * A symlink escapes when its target is absolute or climbs out of the repository lexically,
 * or when the effectful check (which follows links already in the tree) found it outside.
 */
function linkEscapes(path, link) {
    if (!link.inside || link.target.startsWith('/') || /^[A-Za-z]:[\\/]/.test(link.target)) {
        return true;
    }
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path), link.target));
    return resolved === '..' || resolved.startsWith('../');
}
function compileScope(policy) {
    const inScope = scopeMatcher(policy.scope);
    // Case-insensitive so that `codex.md` cannot overwrite CODEX.md on a case-folding disk.
    const protectedRes = policy.protectedGlobs.map(glob => picomatch__WEBPACK_IMPORTED_MODULE_3___default().makeRe(glob, { ...GLOB_OPTIONS, nocase: true }));
    const protectedGlob = (path) => protectedRes.some(re => re.test(path));
    const protectedExact = new Set(policy.protectedPaths.map(path => path.toLowerCase()));
    const reportOnly = policy.mode !== 'fixing';
    return write => {
        if (protectedExact.has(write.path.toLowerCase()) || protectedGlob(write.path)) {
            return { kind: 'violation', reason: 'protected' };
        }
        if (write.link && linkEscapes(write.path, write.link)) {
            return { kind: 'violation', reason: 'symlink-escape' };
        }
        if (write.path === policy.reportPath)
            return { kind: 'allowed', why: 'report' };
        if (reportOnly)
            return { kind: 'violation', reason: 'report-only' };
        return inScope(write.path)
            ? { kind: 'allowed', why: 'scope' }
            : { kind: 'violation', reason: 'out-of-scope' };
    };
}
/** The writes the policy refuses, each with why; none when the attempt stayed in scope. */
function classifyWrites(writes, policy) {
    const verdictOf = compileScope(policy);
    const details = {
        protected: 'protected path: the agent may never write it',
        'report-only': `${policy.mode} stories may write only their report '${policy.reportPath}'`,
        'out-of-scope': `outside the story's scope ${JSON.stringify(policy.scope)}`
    };
    const violations = [];
    for (const write of writes) {
        const verdict = verdictOf(write);
        if (verdict.kind === 'allowed')
            continue;
        const detail = verdict.reason === 'symlink-escape'
            ? `symlink to '${write.link?.target ?? ''}' points outside the repository`
            : details[verdict.reason];
        violations.push({ path: write.path, reason: verdict.reason, detail });
    }
    return violations;
}
/** A diff's changes against a story: a diff shows a link's target text only, judged lexically. */
function changeViolations(story, changes, protect) {
    const writes = changes.map(({ path, linkTarget }) => linkTarget === undefined ? { path } : { path, link: { target: linkTarget, inside: true } });
    return classifyWrites(writes, {
        mode: story.mode,
        scope: story.scope,
        reportPath: (0,_plan_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .createdPath */ .gL)(story) ?? '',
        ...protect
    });
}
/** The protection lists for a run: the PRD (when inside the repository) plus extra globs. */
function protection(prdPath, extra = []) {
    return {
        protectedPaths: prdPath === undefined ? [] : [prdPath],
        protectedGlobs: [..._plan_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...extra]
    };
}
const steeringRes = _plan_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .STEERING_FILES */ .A8.map(([what, glob]) => [what, picomatch__WEBPACK_IMPORTED_MODULE_3___default().makeRe(glob, { ...GLOB_OPTIONS, nocase: true })]);
function steeringFiles(paths) {
    return paths.flatMap(path => {
        const hit = steeringRes.find(([, re]) => re.test(path));
        return hit ? [{ path, what: hit[0] }] : [];
    });
}


/***/ }),

/***/ 7170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KN: () => (/* binding */ STEP_DEFAULTS),
/* harmony export */   sd: () => (/* binding */ SANDBOX_SETTINGS),
/* harmony export */   zT: () => (/* binding */ prdError),
/* harmony export */   zg: () => (/* binding */ StepError)
/* harmony export */ });
/* harmony import */ var _prd_prd_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3438);

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
    const text = loaded.problems.map(_prd_prd_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw).join('\n');
    return new StepError(loaded.kind === 'missing' ? 'missing' : 'bad-input', text);
}


/***/ }),

/***/ 6539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ MODES),
/* harmony export */   b: () => (/* binding */ RUNNER_OWNED_FIELDS)
/* harmony export */ });
const MODES = ['audit', 'linting', 'fixing'];
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

/***/ 9217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ packageFile)
/* harmony export */ });
/* unused harmony export packageVersion */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



/** ralph-action's own package.json in `dir` (not dist/package.json, which has no name). */
function manifestIn(dir) {
    try {
        const manifest = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json'), 'utf8'));
        return manifest.name === 'ralph-action' ? manifest : undefined;
    }
    catch {
        return undefined;
    }
}
/** The folder of `from` and each above it, up to and including ralph-action's package root. */
function* foldersUp(from) {
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from));; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        yield dir;
        if (manifestIn(dir) !== undefined || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return;
    }
}
/**
 * Finds a file shipped with ralph-action (schemas/, CODEX.md) by walking up from this module.
 * Works from src/ (tsx, jest), lib/ (the CLIs) and dist/ (the ncc bundle), because each
 * sits below the package root; the walk stops at that root so it never picks up a stranger's file.
 */
function packageFile(relative, from = import.meta.url) {
    for (const dir of foldersUp(from))
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, relative)))
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, relative);
    throw new Error(`Cannot find '${relative}' in the ralph-action package above ${(0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from)}. ` +
        'Expected it at the package root; reinstall the package or check out the whole action.');
}
/** The version in ralph-action's package.json, as both CLIs' --version print it. */
function packageVersion() {
    for (const dir of foldersUp(import.meta.url)) {
        const manifest = manifestIn(dir);
        if (manifest !== undefined)
            return manifest.version ?? 'unknown';
    }
    throw new Error(`Cannot find the ralph-action package root above ${fileURLToPath(import.meta.url)}.`);
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
        const count = pagesRead.get(context.path) ?? 0;
        if (count >= maxPages)
            return { text: '', image: 'capped' };
        pagesRead.set(context.path, count + 1);
        const [{ withTimeout }, { pageImage }] = await Promise.all([
            __webpack_require__.e(/* import() */ 142).then(__webpack_require__.bind(__webpack_require__, 8142)),
            __webpack_require__.e(/* import() */ 568).then(__webpack_require__.bind(__webpack_require__, 2187))
        ]);
        const read = async () => {
            const image = await pageImage(page, options.makeCanvas);
            if (image.method === 'blank')
                return { text: '', image: 'blank' };
            const text = await (await ensureWorker()).recognize(image.bytes, pageTimeoutMs);
            readBy = engine;
            return { text: text.trim(), image: image.method };
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
        mode: (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .choice */ .Yq)(source, 'mode', _loop_types_js__WEBPACK_IMPORTED_MODULE_6__/* .MODES */ .F)
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
