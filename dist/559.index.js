export const id = 559;
export const ids = [559];
export const modules = {

/***/ 1559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStep: () => (/* binding */ step_runStep)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 3 modules
var core = __webpack_require__(235);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/loop/prd/prd-writer.ts
var prd_writer = __webpack_require__(2793);
// EXTERNAL MODULE: ./src/loop/plan/select.ts
var plan_select = __webpack_require__(3494);
// EXTERNAL MODULE: ./src/loop/bundle/bundle.ts
var bundle_bundle = __webpack_require__(447);
// EXTERNAL MODULE: ./src/git/repository.ts + 9 modules
var repository = __webpack_require__(4718);
// EXTERNAL MODULE: ./src/fs/run-id.ts
var run_id = __webpack_require__(5218);
// EXTERNAL MODULE: ./src/loop/record/events.ts + 1 modules
var record_events = __webpack_require__(6245);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/loop/record/atomic.ts
var atomic = __webpack_require__(1157);
;// CONCATENATED MODULE: ./src/loop/record/replay.ts
/** Replay: each story's status and attempts from the initial PRD and the events log. Pure. */

const OPEN = { status: 'open', attempts: 0 };
function stateOf(story) {
    return { status: storyStatus(story), attempts: story.attempts ?? 0 };
}
/** The events of the runs that worked on the PRD named `prdKey` (see run_start.prd). */
function eventsOfPrd(events, prdKey) {
    const runs = new Set(events.filter(e => e.event === 'run_start' && e.prd === prdKey).map(e => e.run));
    return events.filter(e => runs.has(e.run));
}
/** Outcomes carry absolute attempt numbers: a story's last one decides; unknown ones start open. */
function replayStates(initial, events) {
    const states = new Map();
    for (const story of initial?.stories ?? [])
        states.set(story.id, stateOf(story));
    const get = (id) => states.get(id) ?? OPEN;
    for (const event of events) {
        switch (event.event) {
            case 'story_pass':
                states.set(event.story, { ...get(event.story), status: 'passing' });
                break;
            case 'story_fail':
                states.set(event.story, { ...get(event.story), attempts: event.attempt });
                break;
            case 'story_skip':
                states.set(event.story, {
                    status: 'skipped',
                    attempts: event.attempt ?? get(event.story).attempts
                });
                break;
            default:
                break;
        }
    }
    return states;
}
/** The stories whose status or attempts differ from what the replay gives. */
function compareWithPrd(replayed, current) {
    return current.stories.flatMap(story => {
        const now = stateOf(story);
        const then = replayed.get(story.id) ?? OPEN;
        const same = then.status === now.status && then.attempts === now.attempts;
        return same ? [] : [{ story: story.id, replayed: then, current: now }];
    });
}
/** The transitions of the log's last run, in order; a violation wins over the skip it caused. */
function lastRunMoves(events) {
    const run = events.at(-1)?.run;
    const moves = [];
    const violated = new Set();
    for (const event of events.filter(e => e.run === run)) {
        if (event.event === 'scope_violation')
            violated.add(`${event.story} ${event.attempt}`);
        if (event.event === 'story_pass')
            moves.push({ storyId: event.story, result: 'passed', attempt: event.attempt });
        if (event.event === 'story_fail') {
            const result = violated.has(`${event.story} ${event.attempt}`) ? 'violation' : 'failed';
            moves.push({ storyId: event.story, result, attempt: event.attempt });
        }
        const last = moves.at(-1);
        if (event.event === 'story_skip' && last?.storyId === event.story && last.result === 'failed')
            last.result = 'skipped';
    }
    return moves;
}

;// CONCATENATED MODULE: ./src/loop/prd/initial-prd.ts
/**
 * The PRD as it was before its first step, kept for `ralph replay`: written once, under the
 * lock, by the first step that finds no outcome of this PRD in the events log.
 */





/** How events name a PRD: its repository-relative path, or its absolute path outside. */
function prdKey(repo) {
    return repo.prdRel ?? repo.prdFile;
}
function initialPrdFile(repo) {
    const name = prdKey(repo).replace(/^\/+/, '').replace(/[/\\]/g, '__');
    return (0,external_node_path_.join)(repo.top, '.runtime', 'prd-initial', name);
}
const OUTCOMES = new Set(['story_pass', 'story_fail', 'story_skip']);
/** True when some run of this PRD already recorded an outcome (parsed leniently). */
function hasOutcome(logText, key) {
    const events = logText.split('\n').flatMap(line => {
        try {
            return [JSON.parse(line)];
        }
        catch {
            return [];
        }
    });
    return eventsOfPrd(events, key).some(event => OUTCOMES.has(event.event));
}
async function saveInitialPrd(repo) {
    const file = initialPrdFile(repo);
    if ((0,external_node_fs_.existsSync)(file))
        return;
    const log = (0,external_node_fs_.existsSync)(repo.eventsLog) ? (0,external_node_fs_.readFileSync)(repo.eventsLog, 'utf8') : '';
    if (hasOutcome(log, prdKey(repo)))
        return;
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,atomic/* writeFileAtomic */.Z)(file, await (0,promises_.readFile)(repo.prdFile));
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/loop/step-settings.ts
var step_settings = __webpack_require__(7170);
;// CONCATENATED MODULE: ./src/loop/record/lock.ts





class LockHeldError extends step_settings/* StepError */.zg {
    path;
    owner;
    constructor(path, owner, waitedMs) {
        const who = owner
            ? `pid ${owner.pid} on host ${owner.host} (since ${owner.started ?? 'unknown'})`
            : 'an owner whose lock file cannot be read';
        super('lock-held', `The Ralph lock ${path} is held by ${who}; waited ${waitedMs} ms. ` +
            'Let that run finish, or, if that process no longer exists (for example on another ' +
            'host), delete the lock file.');
        this.path = path;
        this.owner = owner;
        this.name = 'LockHeldError';
    }
}
function lockPath(dir) {
    return (0,external_node_path_.join)(dir, '.runtime', 'ralph.lock');
}
/** True while a process with this pid exists (EPERM: it exists but belongs to someone else). */
function isProcessAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
function parseOwner(raw) {
    try {
        const value = JSON.parse(raw);
        return typeof value.pid === 'number' && typeof value.host === 'string' ? value : undefined;
    }
    catch {
        return undefined;
    }
}
async function readRaw(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/** Random hex from Web Crypto's global: `ralph`'s start, which imports this module, loads no node:crypto. */
const randomHex = (bytes) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');
/** Written aside, then hard-linked (fails like O_EXCL): no reader ever sees half a lock. */
async function createExclusive(path, content) {
    const temp = `${path}.${process.pid}.${randomHex(6)}.tmp`;
    await (0,promises_.writeFile)(temp, content, { flag: 'wx' });
    try {
        await (0,promises_.link)(temp, path);
        return true;
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    finally {
        await (0,promises_.unlink)(temp).catch(() => undefined);
    }
}
function isStale(owner, host) {
    return owner !== undefined && owner.host === host && !isProcessAlive(owner.pid);
}
/**
 * Removes a dead owner's lock. A second lock file serializes recoveries, so two waiters that
 * both saw the same dead owner cannot each delete the lock the other one has just taken.
 */
async function recoverStale(path, staleRaw, self) {
    const guard = `${path}.recover`;
    if (!(await createExclusive(guard, JSON.stringify(self)))) {
        const guardRaw = await readRaw(guard);
        if (guardRaw !== undefined && isStale(parseOwner(guardRaw), self.host))
            await (0,promises_.unlink)(guard).catch(() => undefined);
        return;
    }
    try {
        if ((await readRaw(path)) === staleRaw)
            await (0,promises_.unlink)(path);
    }
    finally {
        await (0,promises_.unlink)(guard).catch(() => undefined);
    }
}
/** A dead owner's lock on this host is taken over; a live or remote owner is waited for. */
async function acquireLock(dir, options) {
    const path = lockPath(dir);
    await (0,promises_.mkdir)((0,external_node_path_.join)(dir, '.runtime'), { recursive: true });
    const self = {
        pid: process.pid,
        host: (0,external_node_os_.hostname)(),
        started: new Date().toISOString(),
        token: randomHex(12)
    };
    const content = JSON.stringify(self) + '\n';
    const pollMs = options.pollMs ?? 100;
    const start = Date.now();
    for (;;) {
        // Leaves alone a lock that is no longer its own.
        if (await createExclusive(path, content))
            return async () => {
                const raw = await readRaw(path);
                if (raw !== undefined && parseOwner(raw)?.token === self.token)
                    await (0,promises_.unlink)(path);
            };
        const raw = await readRaw(path);
        if (raw === undefined)
            continue;
        const owner = parseOwner(raw);
        if (isStale(owner, self.host)) {
            await recoverStale(path, raw, self);
            continue;
        }
        const waited = Date.now() - start;
        if (waited >= options.timeoutMs)
            throw new LockHeldError(path, owner, waited);
        await (0,external_node_timers_promises_.setTimeout)(Math.min(pollMs, options.timeoutMs - waited));
    }
}

// EXTERNAL MODULE: ./src/loop/agent/adapters/index.ts + 3 modules
var adapters = __webpack_require__(2245);
// EXTERNAL MODULE: ./src/loop/agent/confinement.ts + 1 modules
var confinement = __webpack_require__(9574);
// EXTERNAL MODULE: ./src/secrets/names.ts
var names = __webpack_require__(6533);
;// CONCATENATED MODULE: ./src/loop/agent/env.ts
/**
 * The agent's environment, by allowlist: the process basics, the CI context, the adapter's
 * own names and `pass-env`. Everything else is dropped (its name is logged, never its value):
 * a denylist cannot know that DATABASE_URL or GOOGLE_APPLICATION_CREDENTIALS are secrets.
 */

/** Also returns the names dropped (for the log) and every secret-looking value (to redact). */
function agentEnv(source, allow, extra = {}) {
    const allowed = new Set(allow);
    const env = {};
    const dropped = [];
    const secrets = [];
    for (const [name, value] of Object.entries(source)) {
        if (value === undefined)
            continue;
        if ((0,names/* isSecretName */.eh)(name) && value.length >= 6)
            secrets.push(value);
        // Never passed, even named in pass-env: the workflow's credentials, git's per-command ones.
        const never = (0,names/* isWorkflowCredential */.Bi)(name) || name.startsWith('GIT_CONFIG_');
        const kept = !never && ((0,names/* isBasic */.$B)(name) || allowed.has(name));
        if (kept)
            env[name] = value;
        else
            dropped.push(name);
    }
    return {
        env: { ...env, ...extra, GIT_TERMINAL_PROMPT: '0' },
        dropped: dropped.sort(),
        secrets
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
;// CONCATENATED MODULE: ./src/loop/agent/forwarder.ts
/**
 * The model key stays in ralph: for one agent call a loopback HTTP forwarder takes the agent's
 * model requests (the agent holds only a placeholder), puts the real key on each, and sends it
 * to the one upstream origin and path prefix it was given, streaming both ways without
 * buffering (the CLIs read server-sent events). Everything else gets a 403 that says why.
 * Its base URL carries a random path segment, so only the agent it was handed to can use it.
 */



/** Headers of one hop, never forwarded; the key headers are ralph's to set. */
const DROPPED = new Set([
    'connection',
    'keep-alive',
    'proxy-authorization',
    'proxy-connection',
    'te',
    'trailer',
    'transfer-encoding',
    'upgrade',
    'host',
    'authorization',
    'x-api-key'
]);
/** The model API URL (`model-api-url`): http(s), no credentials, query or fragment. */
function parseUpstream(text) {
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (url === undefined ||
        !['http:', 'https:'].includes(url.protocol) ||
        url.username !== '' ||
        url.password !== '' ||
        url.search !== '' ||
        url.hash !== '')
        throw new Error(`Invalid model API URL '${text}'. Expected an http(s) URL of an API root without credentials or query, such as https://api.openai.com/v1.`);
    return url;
}
function headersFor(incoming, options) {
    const headers = {};
    for (const [name, value] of Object.entries(incoming))
        if (value !== undefined && !DROPPED.has(name))
            headers[name] = value;
    headers[options.header] =
        options.header === 'authorization' ? `Bearer ${options.key}` : options.key;
    return headers;
}
function refuse(res, why) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`ralph's model-key forwarder refused this request: ${why}\n`);
}
async function startForwarder(options) {
    const token = `/${(0,external_node_crypto_.randomBytes)(16).toString('hex')}`;
    const prefix = options.upstream.pathname.replace(/\/+$/, '');
    const client = options.upstream.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default());
    const allowed = `${options.upstream.origin}${prefix}/`;
    const forward = (req, res) => {
        const target = req.url ?? '';
        if (!target.startsWith('/'))
            return refuse(res, `it names another host (${target}); only ${allowed} is served`);
        // Resolved first, so `..` and `//host` cannot leave the prefix or the origin.
        const rest = target.startsWith(`${token}/`) ? target.slice(token.length) : undefined;
        const url = rest === undefined ? undefined : new URL(rest, options.upstream.origin);
        if (url?.origin !== options.upstream.origin || !`${url.pathname}/`.startsWith(`${prefix}/`))
            return refuse(res, `only paths under the base URL it was given reach ${allowed}`);
        const out = client.request(url, {
            method: req.method,
            headers: headersFor(req.headers, options)
        });
        out.on('response', answer => {
            const headers = Object.entries(answer.headers).filter(([name]) => !DROPPED.has(name));
            res.writeHead(answer.statusCode ?? 502, Object.fromEntries(headers));
            res.flushHeaders();
            answer.pipe(res);
        });
        out.on('error', error => {
            if (res.headersSent)
                return void res.destroy();
            res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
            res.end(`ralph's model-key forwarder could not reach ${allowed}: ${error.message}\n`);
        });
        res.on('close', () => out.destroy());
        req.pipe(out);
    };
    const server = external_node_http_default().createServer({ noDelay: true }, forward);
    // Tunnels and protocol switches (CONNECT, WebSocket) would carry requests it cannot see.
    const close = (_req, socket) => void socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n');
    server.on('upgrade', close);
    server.on('connect', close);
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address();
    return {
        /** What the agent gets as its API base URL: the upstream's path prefix on the forwarder. */
        baseUrl: `http://127.0.0.1:${port}${token}${prefix}`,
        close: () => {
            server.close();
            server.closeAllConnections();
        }
    };
}

// EXTERNAL MODULE: ./src/process/run.ts
var run = __webpack_require__(7212);
// EXTERNAL MODULE: ./src/process/which.ts
var which = __webpack_require__(4848);
;// CONCATENATED MODULE: ./src/loop/agent/preflight.ts
/** Before an attempt counts: the program answers `--version`, and a credential or login exists. */





const refused = (message) => new step_settings/* StepError */.zg('agent-not-ready', message);
const CHECK_MS = 10_000;
/** The version the program reports (null for a command template); throws when it cannot run. */
async function preflight(adapter, file, options) {
    if ((0,which/* findExecutable */.o)(file, options.env.PATH ?? '', options.cwd) === undefined)
        throw refused(notFound(adapter, file, options.cwd));
    if (adapter.name === 'command')
        return null;
    const version = await askVersion(adapter, file, options);
    await checkCredential(adapter, file, options);
    return version;
}
async function askVersion(adapter, file, options) {
    const checked = await check(file, ['--version'], options);
    if (checked.kind === 'not-started')
        throw refused(checked.code === 'ENOENT'
            ? notFound(adapter, file, options.cwd)
            : `could not start '${file}': ${checked.error}`);
    const said = checked.tail.trim();
    if (checked.exitCode !== 0 || checked.timedOut)
        throw refused(`'${file} --version' did not answer (${checked.timedOut ? 'timed out' : `exit ${checked.exitCode ?? checked.signal}`}): ${said || 'no output'}. Is this the ${adapter.name} CLI?`);
    const version = /\d+\.\d+\.\d+[0-9A-Za-z.+-]*/.exec(said)?.[0] ?? said.split('\n')[0] ?? '';
    if (options.expectedVersion !== undefined && version !== options.expectedVersion)
        throw refused(`'${file} --version' reports ${version || 'nothing'}, not the ${options.expectedVersion} asked for with agent-version; another ${file} comes first on PATH.`);
    return version;
}
/** Passes when a credential variable is set or the CLI holds a login (or needs none). */
async function checkCredential(adapter, file, options) {
    const { credentialEnv } = adapter;
    if (credentialEnv.length === 0 || credentialEnv.some(name => options.env[name]?.trim()))
        return;
    const names = adapter.credentialEnv.join(' or ');
    let said = '';
    if (adapter.loginCheck) {
        const checked = await check(file, adapter.loginCheck, options);
        if (checked.kind === 'exited' && checked.exitCode === 0 && !checked.timedOut)
            return;
        const answer = checked.kind === 'exited'
            ? withoutWarnings(checked.tail) || `exit ${checked.exitCode}`
            : checked.error;
        said = ` '${file} ${adapter.loginCheck.join(' ')}' says: ${oneLine(answer)}.`;
    }
    throw refused(`${adapter.name} has no credentials: ${noneSet(adapter.credentialEnv)} for the agent, and it holds no stored login.${said} ` +
        `Set ${names} in the step's environment (from a secret), or log in on the runner${adapter.loginHint ? ` (${adapter.loginHint})` : ''}. ` +
        'Nothing ran and no attempt was counted.');
}
function notFound(adapter, file, cwd) {
    const nothing = 'Nothing ran and no attempt was counted.';
    if (file.includes('/')) {
        let stat;
        try {
            stat = (0,external_node_fs_.statSync)((0,external_node_path_.resolve)(cwd, file));
        }
        catch {
            return `agent program '${file}' does not exist. ${nothing}`;
        }
        if (stat.isDirectory())
            return `agent program '${file}' is a folder, not a program. ${nothing}`;
        return `agent program '${file}' is not executable: run chmod +x ${file}. ${nothing}`;
    }
    const install = adapter.npmPackage !== undefined
        ? `install ${adapter.npmPackage} (the action's input agent-version does it), `
        : 'install it, ';
    return `agent program '${file}' not found on PATH: ${install}or choose another with --agent. ${nothing}`;
}
function check(file, args, options) {
    return (0,run/* run */.e)(file, args, {
        ...options,
        input: '',
        timeoutMs: CHECK_MS,
        graceMs: 1000,
        tailBytes: 4096
    });
}
/** Codex prefixes its answers with `WARNING:` lines about its home folder; the answer is the rest. */
function withoutWarnings(text) {
    return text
        .split('\n')
        .filter(line => !/^WARNING:/.test(line.trim()))
        .join('\n')
        .trim();
}
function oneLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}
function noneSet(names) {
    if (names.length === 1)
        return `${names[0]} is not set`;
    if (names.length === 2)
        return `neither ${names[0]} nor ${names[1]} is set`;
    return `none of ${names.join(', ')} is set`;
}

// EXTERNAL MODULE: ./src/process/redact.ts
var redact = __webpack_require__(3036);
// EXTERNAL MODULE: ./src/loop/agent/transcript.ts
var agent_transcript = __webpack_require__(3340);
// EXTERNAL MODULE: ./src/fs/hash.ts
var fs_hash = __webpack_require__(3299);
;// CONCATENATED MODULE: ./src/loop/agent/agent.ts
/** One agent call: `prepareAgent` (argv, environment, confinement, preflight), then `runAgent`. */












const TAIL_LINES = 50;
const TAIL_BYTES = 256 * 1024;
/** A transcript is cut here rather than filling the memory. */
const MAX_TRANSCRIPT = 16 * 1024 * 1024;
function tailLines(tail) {
    const lines = tail.split(/\r?\n/);
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines.slice(-TAIL_LINES);
}
/** Throws a StepError: bad input (an effort or argument the adapter refuses), or a refusal. */
async function prepareAgent(adapter, call, options) {
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-agent-'));
    let forwarder;
    const dispose = () => {
        forwarder?.close();
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    };
    try {
        // A key the adapter calls its model with stays here (even when pass-env names it): the
        // agent gets the key forwarder's URL and a placeholder instead (keyEnv).
        const api = adapter.modelApi;
        const credential = adapter.credentialEnv.find(name => (options.env[name] ?? '').trim() !== '');
        let keyEnv;
        if (api !== undefined && credential !== undefined) {
            forwarder = await startForwarder({
                upstream: parseUpstream(options.modelApiUrl ?? api.url),
                header: api.header(credential),
                key: options.env[credential] ?? ''
            });
            keyEnv = api.env(credential, forwarder.baseUrl);
        }
        const invocation = adapter.build({ ...call, modelBaseUrl: forwarder?.baseUrl }, scratch);
        const config = adapter.configDir ? [adapter.configDir.env] : [];
        const allow = [...options.passEnv, ...adapter.credentialEnv, ...config].filter(name => keyEnv === undefined || !adapter.credentialEnv.includes(name));
        const scrubbed = agentEnv(options.env, allow, {
            RALPH_STORY_ID: call.storyId,
            RALPH_REPORT_PATH: call.reportPath,
            RALPH_MODE: call.mode,
            ...keyEnv
        });
        const network = (options.network ?? step_settings/* STEP_DEFAULTS */.KN.network) === 'on';
        const plan = await (0,confinement/* planSandbox */.lk)(options.sandbox ?? step_settings/* STEP_DEFAULTS */.KN.sandbox, network, options.env);
        const inside = plan.kind === 'confined'
            ? (0,confinement/* confine */.Do)(adapter, plan, { env: scrubbed.env, repo: call.repo, invocation, scratch })
            : undefined;
        const env = inside?.env ?? scrubbed.env;
        const { dropped, secrets } = scrubbed;
        const version = await preflight(adapter, invocation.file, {
            env,
            cwd: call.repo,
            secrets,
            expectedVersion: options.agentVersion,
            confine: inside?.confine
        });
        if (plan.kind === 'unconfined' && plan.warning)
            options.warn?.(plan.warning);
        for (const file of invocation.files ?? [])
            (0,external_node_fs_.writeFileSync)(file.path, file.content);
        // The prompt is on stdin, never in the argv.
        const argv = [invocation.file, ...invocation.args].map(arg => (0,redact/* redact */.E)(arg, secrets));
        const identity = { name: adapter.name, version, model: call.model ?? null, argv };
        return {
            call,
            options,
            identity,
            invocation,
            transcript: adapter.transcript,
            env,
            dropped,
            secrets,
            sandbox: plan.use,
            confine: inside?.confine,
            dispose
        };
    }
    catch (error) {
        dispose();
        if (error instanceof step_settings/* StepError */.zg)
            throw error;
        throw new step_settings/* StepError */.zg('bad-input', error.message, { cause: error });
    }
}
/** Throws only when the program did not start, never for the agent's behaviour. */
async function runAgent(agent) {
    const { invocation, transcript: format, secrets, call, options } = agent;
    const hash = (0,fs_hash/* createSha256 */.Yg)();
    const { maxTokens, progress } = options;
    const follower = format &&
        (0,agent_transcript/* followTranscript */.W)(format, text => progress?.({ kind: 'message', text: (0,redact/* redact */.E)(text, secrets) }));
    // A spent budget stops the call as Ctrl-C would, but the attempt counts.
    const budget = new AbortController();
    let overBudget;
    let reported = 0;
    const onStdout = (chunk) => {
        hash.update(chunk);
        if (!follower)
            return;
        follower.push(chunk);
        const tokens = follower.tokens();
        if (tokens !== reported)
            progress?.({ kind: 'tokens', tokens: (reported = tokens) });
        if (maxTokens !== undefined && tokens > maxTokens && overBudget === undefined) {
            overBudget = tokens;
            budget.abort();
        }
    };
    const ran = await (0,run/* run */.e)(invocation.file, invocation.args, {
        cwd: call.repo,
        env: agent.env,
        input: call.prompt,
        timeoutMs: options.timeoutSeconds * 1000,
        graceMs: options.killGraceSeconds * 1000,
        signal: options.signal ? AbortSignal.any([options.signal, budget.signal]) : budget.signal,
        onStdout,
        keepStdout: format ? MAX_TRANSCRIPT : 0,
        tailBytes: TAIL_BYTES,
        secrets,
        confine: agent.confine
    });
    if (ran.kind === 'not-started') {
        const error = ran.code === 'ENOENT'
            ? `agent program '${invocation.file}' not found on PATH (install it, or choose another with --agent)`
            : `could not start '${invocation.file}': ${ran.error}`;
        throw new step_settings/* StepError */.zg('agent-not-started', error);
    }
    const transcript = format ? (0,redact/* redact */.E)(ran.stdout, secrets) : null;
    const read = follower?.summary();
    // The tokens reported once they passed max-tokens (the call stopped there, or had ended);
    // the final count (claude's result) may pass the limit the running count had not.
    const total = (read?.usage.tokens?.input ?? 0) + (read?.usage.tokens?.output ?? 0);
    if (maxTokens !== undefined && total > maxTokens)
        overBudget ??= total;
    // A transcript adapter that produced no message gives '' (a failure); the others null.
    const lastMessage = read ? read.lastMessage : null;
    return {
        lastMessage,
        transcript,
        record: {
            exitCode: ran.exitCode,
            signal: ran.signal,
            timedOut: ran.timedOut,
            interrupted: ran.interrupted && options.signal?.aborted === true,
            durationMs: ran.durationMs,
            stdoutSha256: hash.digest('hex'),
            lastMessageSha256: lastMessage === null ? null : (0,fs_hash/* sha256Hex */.fg)(lastMessage),
            tail: tailLines(ran.tail),
            usage: read?.usage ?? {},
            ...(overBudget !== undefined ? { overBudget } : {})
        }
    };
}

;// CONCATENATED MODULE: ./src/loop/record/attempt-log.ts
/** What a step records of its agent call: the agent_exit event and the redacted output tail. */


/**
 * Writes `<base>.log` (the argv, how the call ended, the last 50 redacted lines) and, when the
 * adapter has one, `<base>.jsonl` (the redacted transcript), whose path it returns.
 */
function saveAttemptLogs(base, p, agent, result) {
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(base), { recursive: true });
    const r = result.record;
    const header = [
        `# ${p.story.id} attempt ${p.attempt}: ${agent.identity.argv.join(' ')}`,
        `# exit ${r.exitCode ?? 'none'}, signal ${r.signal ?? 'none'}, timed out ${r.timedOut}, ${r.durationMs} ms`,
        `# environment without: ${agent.dropped.join(' ') || '(nothing dropped)'}`
    ];
    (0,external_node_fs_.writeFileSync)(`${base}.log`, [...header, ...r.tail].join('\n') + '\n');
    if (result.transcript === null)
        return null;
    (0,external_node_fs_.writeFileSync)(`${base}.jsonl`, result.transcript);
    return `${base}.jsonl`;
}
function agentExitEvent(p, result, writes) {
    const r = result.record;
    const usage = eventUsage(r.usage);
    return {
        event: 'agent_exit',
        story: p.story.id,
        attempt: p.attempt,
        exit_code: r.exitCode,
        signal: r.signal,
        timed_out: r.timedOut,
        duration_ms: r.durationMs,
        stdout_sha256: r.stdoutSha256,
        last_message_sha256: r.lastMessageSha256,
        writes,
        ...(Object.keys(usage).length > 0 ? { usage } : {})
    };
}
function eventUsage({ turns, tokens, costUsd }) {
    const usage = turns === undefined ? {} : { turns };
    if (tokens) {
        usage.input_tokens = tokens.input;
        usage.cached_input_tokens = tokens.cachedInput;
        usage.output_tokens = tokens.output;
    }
    if (costUsd !== undefined)
        usage.cost_usd = costUsd;
    return usage;
}

// EXTERNAL MODULE: ./src/fs/lstat.ts
var lstat = __webpack_require__(7509);
// EXTERNAL MODULE: ./src/loop/scope.ts
var loop_scope = __webpack_require__(9898);
;// CONCATENATED MODULE: ./src/loop/judge.ts
/**
 * The verdict on one attempt: scope first (a violating attempt is never accepted), then
 * acceptance: the agent ended well and the `Created` path is a non-empty regular file inside
 * the repository, reached without symlinks, and among the writes. For adapters with a last
 * message the runner writes that message there when the agent did not write the file itself
 * (the original loop's behaviour).
 */




function reportProblem(top, reportPath) {
    const abs = (0,external_node_path_.join)(top, reportPath);
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(abs);
    }
    catch {
        return `report '${reportPath}' does not exist after the call`;
    }
    const realTop = (0,external_node_fs_.realpathSync)(top);
    if (real !== (0,external_node_path_.join)(realTop, reportPath)) {
        const rel = (0,external_node_path_.relative)(realTop, real);
        return rel.startsWith('..') || rel.startsWith('/')
            ? `report '${reportPath}' escapes the repository through a symlink (resolves to '${real}')`
            : `report '${reportPath}' is reached through a symlink (resolves to '${rel}')`;
    }
    if (!(0,external_node_fs_.lstatSync)(abs).isFile())
        return `report '${reportPath}' is not a regular file`;
    if ((0,external_node_fs_.readFileSync)(abs, 'utf8').trim() === '')
        return `report '${reportPath}' is empty`;
    return undefined;
}
/** Writes the report through no symlink: each folder on the way real, the file O_NOFOLLOW. */
function writeReport(top, reportPath, text) {
    let dir = top;
    for (const part of reportPath.split('/').slice(0, -1)) {
        dir = (0,external_node_path_.join)(dir, part);
        const stat = (0,lstat/* lstatOrUndefined */.Y)(dir);
        if (!stat)
            (0,external_node_fs_.mkdirSync)(dir);
        else if (!stat.isDirectory()) {
            return `cannot write report '${reportPath}': '${(0,external_node_path_.relative)(top, dir)}' is not a real folder`;
        }
    }
    const abs = (0,external_node_path_.join)(top, reportPath);
    const existing = (0,lstat/* lstatOrUndefined */.Y)(abs);
    if (existing && !existing.isFile()) {
        return `cannot write report '${reportPath}': it exists and is not a regular file`;
    }
    const flags = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | external_node_fs_.constants.O_NOFOLLOW;
    const fd = (0,external_node_fs_.openSync)(abs, flags, 0o644);
    try {
        (0,external_node_fs_.writeSync)(fd, text);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return undefined;
}
function agentFailure(agent) {
    if (agent.overBudget !== undefined)
        return `budget exceeded: ${agent.overBudget} tokens`;
    if (agent.timedOut)
        return `agent timed out after ${Math.round(agent.timeoutMs / 1000)} s`;
    if (agent.exitCode === null)
        return `agent was killed by ${agent.signal ?? 'a signal'}`;
    if (agent.exitCode !== 0)
        return `agent exited with code ${agent.exitCode}`;
    return undefined;
}
function accept(input) {
    const failure = agentFailure(input.agent);
    if (failure)
        return { kind: 'rejected', reason: failure };
    const written = input.writes.some(write => write.path === input.reportPath && write.change !== 'deleted');
    if (written) {
        const problem = reportProblem(input.top, input.reportPath);
        return problem ? { kind: 'rejected', reason: problem } : { kind: 'accepted', by: 'agent' };
    }
    if (input.lastMessage === null) {
        return { kind: 'rejected', reason: `agent did not write the report '${input.reportPath}'` };
    }
    if (input.lastMessage.trim() === '') {
        return { kind: 'rejected', reason: 'agent printed nothing: the last message is empty' };
    }
    const problem = writeReport(input.top, input.reportPath, input.lastMessage);
    return problem ? { kind: 'rejected', reason: problem } : { kind: 'accepted', by: 'runner' };
}
function describeViolations(violations, writes) {
    const source = new Map(writes.map(write => [write.path, write.source]));
    const shown = violations.slice(0, 5).map(v => {
        const detail = source.get(v.path) === 'ref'
            ? 'the agent moved a git ref (a commit, branch or tag)'
            : v.detail;
        return `${v.path} (${detail})`;
    });
    const more = violations.length > 5 ? `, and ${violations.length - 5} more` : '';
    return `scope violation: ${shown.join(', ')}${more}`;
}
function judge(top, timeoutMs, p, end, result, tampered) {
    const violations = (0,loop_scope/* classifyWrites */.Lo)(end.writes, p.scope);
    const runner = tampered.length > 0 ? `runner files changed by the agent, put back: ${tampered.join(', ')}` : '';
    if (violations.length > 0) {
        const reason = [describeViolations(violations, end.writes), runner].filter(Boolean).join('; ');
        return { kind: 'fail', reason, violations };
    }
    // The PRD outside the repository, for one: no write the scope saw, still never the agent's.
    if (runner !== '')
        return { kind: 'fail', reason: runner, violations: [] };
    const accepted = accept({
        top,
        reportPath: p.reportPath,
        writes: end.writes,
        agent: { ...result.record, timeoutMs },
        lastMessage: result.lastMessage
    });
    return accepted.kind === 'rejected'
        ? { kind: 'fail', reason: accepted.reason, violations: [] }
        : { kind: 'pass', writtenBy: accepted.by };
}

;// CONCATENATED MODULE: ./src/loop/record/runner-files.ts
/**
 * The runner's own files (.runtime/ and the PRD) are copied aside before the agent call and put
 * back after it when the agent changed them: git cannot, when they are ignored or outside.
 * The copies stay between steps with a manifest of each file's lstat signature (ctime and
 * inode, which no agent can set back) and hash, so only what changed is copied or hashed again.
 */





const MAX_KEPT = 256 * 1024 * 1024;
const MANIFEST = 'manifest.json';
/** Slack for the file system's coarse clock, which lags the wall clock by up to a tick. */
const CLOCK_TICK_MS = 20;
function sha256Of(abs) {
    try {
        return (0,fs_hash/* sha256Hex */.fg)((0,external_node_fs_.readFileSync)(abs));
    }
    catch {
        return undefined;
    }
}
const ctimeMs = (sig) => Number(BigInt(sig.split(':')[3] ?? '0') / 1000000n);
/** Regular files under `dir`, not through links. */
function filesUnder(dir, skip) {
    const found = [];
    const walk = (abs) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(abs, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(abs, entry.name);
            if (entry.isDirectory())
                walk(path);
            else if (entry.isFile() && !skip(path))
                found.push(path);
        }
    };
    if ((0,external_node_fs_.lstatSync)(dir, { throwIfNoEntry: false })?.isDirectory())
        walk(dir);
    return found;
}
/** Makes `dir` a real folder: a file or symlink the agent put on its way is removed. */
function realDirs(top, dir) {
    const rel = (0,external_node_path_.relative)(top, dir);
    const parts = rel.startsWith('..') || rel === '' ? [] : rel.split(external_node_path_.sep);
    let at = top;
    for (const part of parts) {
        at = (0,external_node_path_.join)(at, part);
        try {
            if (!(0,external_node_fs_.lstatSync)(at).isDirectory())
                (0,external_node_fs_.rmSync)(at, { force: true });
        }
        catch {
            // missing: made below
        }
    }
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
}
function readManifest(keep) {
    try {
        const parsed = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(keep, MANIFEST), 'utf8'));
        return typeof parsed === 'object' && parsed !== null ? parsed : {};
    }
    catch {
        return {};
    }
}
/**
 * Writes `bytes` to a new file at `path`. The old file is removed first: ext4 flushes a file
 * truncated and rewritten in place at its close (a few ms each), but not a new one; and a
 * link put in its place is removed, not followed.
 */
function writeFresh(path, bytes) {
    (0,external_node_fs_.rmSync)(path, { force: true });
    (0,external_node_fs_.writeFileSync)(path, bytes, { flag: 'wx' });
}
/** Copy and hash come from the same bytes; a write after the lstat changes the signature. */
function keepFile(abs, keep, old) {
    const sig = (0,lstat/* lstatSignature */.l)(abs);
    if (sig === undefined)
        return undefined;
    if (old?.sig === sig && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(keep, old.copy)))
        return old;
    if ((0,external_node_fs_.lstatSync)(abs).size > MAX_KEPT)
        return undefined;
    let bytes;
    try {
        bytes = (0,external_node_fs_.readFileSync)(abs);
    }
    catch {
        return undefined;
    }
    const copy = (0,fs_hash/* sha256Hex */.fg)(abs).slice(0, 32);
    writeFresh((0,external_node_path_.join)(keep, copy), bytes);
    return { sig, sha256: (0,fs_hash/* sha256Hex */.fg)(bytes), copy };
}
function guardRunnerFiles(options) {
    const { keep } = options;
    const skip = options.skip ?? (() => false);
    (0,external_node_fs_.mkdirSync)(keep, { recursive: true });
    const all = [
        ...options.files.filter(file => (0,external_node_fs_.existsSync)(file) && (0,external_node_fs_.lstatSync)(file).isFile()),
        ...options.dirs.flatMap(dir => filesUnder(dir, skip))
    ];
    const old = readManifest(keep);
    const kept = {};
    for (const abs of all) {
        const entry = keepFile(abs, keep, old[abs]);
        if (entry)
            kept[abs] = entry;
    }
    const copies = new Set(Object.values(kept).map(entry => entry.copy));
    for (const name of (0,external_node_fs_.readdirSync)(keep)) {
        if (name !== MANIFEST && !copies.has(name))
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(keep, name), { force: true });
    }
    // Not fsync'd: a manifest lost in a crash only costs fresh copies at the next step.
    writeFresh((0,external_node_path_.join)(keep, MANIFEST), JSON.stringify(kept));
    const newest = Math.max(0, ...Object.values(kept).map(entry => ctimeMs(entry.sig)));
    const shown = (abs) => {
        const rel = (0,external_node_path_.relative)(options.top, abs);
        return rel.startsWith('..') ? abs : rel.split(external_node_path_.sep).join('/');
    };
    return {
        /** Resolves once a later write gets a later ctime than the kept ones: await before the agent. */
        settled: () => (0,external_node_timers_promises_.setTimeout)(Math.max(0, newest + CLOCK_TICK_MS - Date.now())),
        /** Puts back the kept files the agent changed or deleted; returns them (repository-relative). */
        restore() {
            const changed = [];
            for (const [abs, entry] of Object.entries(kept)) {
                if ((0,lstat/* lstatSignature */.l)(abs) === entry.sig)
                    continue;
                const isFile = (0,external_node_fs_.existsSync)(abs) && (0,external_node_fs_.lstatSync)(abs).isFile();
                if (isFile && sha256Of(abs) === entry.sha256)
                    continue;
                changed.push(shown(abs));
                const copy = (0,external_node_path_.join)(keep, entry.copy);
                // A copy the agent changed too cannot give the file back: it stays reported.
                if (sha256Of(copy) !== entry.sha256)
                    continue;
                (0,external_node_fs_.rmSync)(abs, { recursive: true, force: true });
                realDirs(options.top, (0,external_node_path_.dirname)(abs));
                (0,external_node_fs_.copyFileSync)(copy, abs);
            }
            return changed.sort();
        }
    };
}

// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var paths = __webpack_require__(8472);
// EXTERNAL MODULE: ./src/package-files.ts
var package_files = __webpack_require__(9217);
// EXTERNAL MODULE: ./src/loop/prd/prd.ts + 2 modules
var prd = __webpack_require__(3438);
// EXTERNAL MODULE: ./src/loop/plan/policy.ts
var plan_policy = __webpack_require__(2552);
;// CONCATENATED MODULE: ./src/loop/plan/prompt.ts


/** Markdown inline code that survives backticks inside the text. */
function code(text) {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** A list item; continuation lines are indented under it. */
function bullet(text) {
    return '- ' + text.replaceAll('\n', '\n  ');
}
function list(value) {
    return typeof value === 'string' ? [value] : value.map(bullet);
}
function section(title, body) {
    return [`## ${title}`, '', ...body, ''];
}
function stepLines(step, index) {
    const label = step.id === undefined ? `${index + 1}.` : `${step.id}:`;
    return [
        `### ${label} ${step.title}`,
        '',
        'Actions:',
        ...step.actions.map(bullet),
        '',
        'Expected evidence:',
        ...step.expected_evidence.map(bullet),
        '',
        'Done when:',
        ...step.done_when.map(bullet),
        ''
    ];
}
const GLOB_NOTE = '(globs relative to the repository root; a pattern starting with `!` excludes; the last matching pattern wins)';
/** Fixing writes inside the scope; audit and linting only read it and write the report alone. */
function scopeLines(story, report) {
    const patterns = ['', ...story.scope.map(pattern => bullet(code(pattern))), ''];
    if (story.mode === 'fixing')
        return [
            `You may write only paths that match these patterns ${GLOB_NOTE}:`,
            ...patterns,
            `The report path ${code(report)} is always allowed.`
        ];
    return [
        `This story is about the paths that match these patterns ${GLOB_NOTE}; read them:`,
        ...patterns,
        `In ${story.mode} mode the only file you write is the report, ${code(report)}.`
    ];
}
const MODE_RULES = {
    audit: [
        'Read and analyse only. Write nothing except the report.',
        'Do not run commands that change files (formatters in write mode, code generators, package installs).'
    ],
    linting: [
        "Run the project's existing checks (linters, type checkers, tests) without changing anything, and record each command with its result in the report.",
        'Do not fix what you find, even where a tool offers to. Write nothing except the report.'
    ],
    fixing: [
        'You may change, add and delete files that match the scope, and nothing else.',
        'Keep every change tied to this story. In the report, list each changed file and how you verified the change.'
    ]
};
function modeRules(mode, options) {
    const order = mode === 'linting' ? (options.lintDetectionOrder ?? []) : [];
    const checks = order.length > 0 ? ['', 'Look for checks in this order:', ...order.map(bullet)] : [];
    return [...MODE_RULES[mode].map(bullet), ...checks];
}
/** Pure: the same story, policy text (CODEX.md) and options give the same bytes. */
function buildPrompt(story, policyText, options = {}) {
    const report = (0,paths/* createdPath */.gL)(story);
    if (report === undefined)
        throw new Error(`Story '${story.id}' has no single valid "Created <path>" criterion; run 'ralph validate'.`);
    const protectedPaths = options.protectedPaths ?? plan_policy/* DEFAULT_PROTECTED_PATHS */.YX;
    const lines = [
        `# Story ${story.id}: ${story.title}`,
        '',
        'You are one step of a Ralph Loop: one agent call for one story. Do this story only, then stop.',
        '',
        bullet(`Mode: ${story.mode}`),
        bullet(`Priority: ${story.priority}`),
        bullet(`Report: ${code(report)}`),
        ''
    ];
    if (story.objective !== undefined)
        lines.push(...section('Objective', [story.objective]));
    if (story.steps !== undefined)
        lines.push('## Steps', '', ...story.steps.flatMap(stepLines));
    lines.push(...section('Acceptance criteria', story.acceptance_criteria.map(bullet)));
    if (story.verification !== undefined)
        lines.push(...section('Verification', list(story.verification)));
    if (story.out_of_scope !== undefined)
        lines.push(...section('Out of scope', list(story.out_of_scope)));
    if (story.notes !== undefined && story.notes.length > 0)
        lines.push(...section('Notes', list(story.notes)));
    lines.push(...section('Scope', scopeLines(story, report)), ...section(`Mode rules: ${story.mode}`, modeRules(story.mode, options)), ...section('Never touch', [
        ...protectedPaths.map(path => bullet(code(path))),
        '',
        'The runner owns these paths. Writing to them fails the step.'
    ]), ...section('The report', [
        `Write the report to ${code(report)} (relative to the repository root). The step passes only when this file exists after your call.`
    ]));
    const policy = policyText.endsWith('\n') || policyText === '' ? policyText : policyText + '\n';
    return lines.join('\n') + (policy === '' ? '' : '\n---\n\n' + policy);
}

// EXTERNAL MODULE: ./src/loop/transition.ts
var transition = __webpack_require__(6035);
;// CONCATENATED MODULE: ./src/loop/plan/step-plan.ts
/** What a step will do, decided before the agent runs: the story, its prompt and its scope. */











async function loadValidPrd(repo, name) {
    const loaded = await (0,prd/* loadPrd */.V)(name, repo.prdFile);
    if (loaded.kind === 'ok')
        return loaded.prd;
    throw (0,step_settings/* prdError */.zT)(loaded);
}
/** The policy file the flag names, else CODEX.md at the top, else the one shipped with ralph. */
async function policyText(top, flag) {
    const own = (0,external_node_path_.join)(top, 'CODEX.md');
    const path = flag ?? ((0,external_node_fs_.existsSync)(own) ? own : (0,package_files/* packageFile */.n)('CODEX.md'));
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new Error(`Cannot read the agent policy ${path}: ${error.message}`, {
            cause: error
        });
    }
}
/** The prompt of `ralph step`, so `ralph next --prompt` prints its exact bytes. */
async function storyPrompt(story, prd, repo, settings) {
    const protect = (0,loop_scope/* protection */.sc)(repo.prdRel, settings.protect);
    return buildPrompt(story, await policyText(repo.top, settings.policy), {
        protectedPaths: [...protect.protectedPaths, ...protect.protectedGlobs],
        lintDetectionOrder: prd.defaults?.lint_detection_order
    });
}
/** The story `--story` names: it must exist and be open. */
function namedStory(prd, id) {
    const story = prd.stories.find(s => s.id === id);
    if (story === undefined)
        throw new step_settings/* StepError */.zg('bad-input', `Story '${id}' is not in the PRD. Expected one of: ${prd.stories.map(s => s.id).join(', ')}.`);
    const status = (0,plan_select/* storyStatus */.Qx)(story);
    if (status !== 'open')
        throw new step_settings/* StepError */.zg('bad-input', `Story '${id}' is ${status}, not open: only an open story runs (reset it in the PRD to run it again).`);
    return story;
}
async function plan(settings, repo) {
    const prd = await loadValidPrd(repo, settings.prd);
    const mode = (0,plan_select/* runMode */.rt)(prd, settings.mode);
    const story = settings.story === undefined ? (0,plan_select/* selectNextStory */.T7)(prd, mode) : namedStory(prd, settings.story);
    if (!story)
        return mode;
    // A valid PRD gives every story one safe Created path (prd-checks.ts).
    const reportPath = (0,paths/* createdPath */.gL)(story);
    const protect = (0,loop_scope/* protection */.sc)(repo.prdRel, settings.protect);
    const prompt = await storyPrompt(story, prd, repo, settings);
    const scope = { mode: story.mode, scope: story.scope, reportPath, ...protect };
    if ((0,loop_scope/* compileScope */.o4)(scope)({ path: reportPath }).kind === 'violation') {
        throw new step_settings/* StepError */.zg('bad-input', `Story '${story.id}': its report path '${reportPath}' is protected (the PRD, CODEX.md, .runtime/, .git/, .github/workflows/ or --protect); choose a report path outside them, for example under .ralph/reports/.`);
    }
    return { prd, story, attempt: (0,transition/* attemptNumber */.X)(story), reportPath, prompt, scope };
}

// EXTERNAL MODULE: ./src/loop/step-repo.ts
var step_repo = __webpack_require__(6155);
;// CONCATENATED MODULE: ./src/loop/step.ts
/** One transition of the Ralph Loop: plan, snapshot, one agent call, judge, revert, record. */













/** Before anything is recorded: a refusal leaves the story's attempts as they were. */
function prepare(settings, deps, p) {
    const defaults = p.prd.defaults ?? {};
    const call = {
        ...settings,
        repo: deps.repo.top,
        storyId: p.story.id,
        mode: p.story.mode,
        prompt: p.prompt,
        reportPath: p.reportPath,
        model: settings.model ?? defaults.model_default,
        reasoningEffort: settings.reasoningEffort ?? defaults.reasoning_effort_default
    };
    return prepareAgent((0,adapters/* adapterFor */.f)(settings.agent), call, { ...settings, ...deps });
}
const repoPath = (deps, abs) => (0,external_node_path_.relative)(deps.repo.top, abs).split(external_node_path_.sep).join('/');
/**
 * The runner writes nothing under .runtime/ between the snapshots and the revert, so the
 * revert's own check sees only what the agent left; the events follow afterwards.
 */
async function callAndJudge(settings, deps, p, agent, tracker, guard) {
    const { maxAttempts, timeoutSeconds } = settings;
    const story = p.story.id;
    deps.progress?.({
        kind: 'start',
        story,
        attempt: p.attempt,
        maxAttempts,
        agent: agent.identity,
        timeoutSeconds
    });
    let result;
    try {
        result = await runAgent(agent);
    }
    finally {
        deps.progress?.({ kind: 'end' });
    }
    const end = await tracker.end();
    const tampered = guard.restore();
    const writes = end.writes.map(write => write.path);
    const base = (0,step_repo/* attemptBase */.vM)(deps.repo.top, story, p.attempt);
    const judged = result.record.interrupted
        ? undefined
        : judge(deps.repo.top, timeoutSeconds * 1000, p, end, result, tampered);
    const reverted = judged?.kind === 'pass' ? undefined : await tracker.revert(`${base}.patch`);
    await deps.events.append(agentExitEvent(p, result, writes));
    if (judged === undefined)
        throw new step_settings/* StepError */.zg('interrupted', `Interrupted during the agent call of ${story}; its writes were reverted.`);
    if (judged.kind === 'fail' && judged.violations.length > 0) {
        await deps.events.append({
            event: 'scope_violation',
            story,
            attempt: p.attempt,
            paths: judged.violations.map(v => v.path)
        });
    }
    const transcript = saveAttemptLogs(base, p, agent, result);
    const ran = {
        story,
        attempt: p.attempt,
        agent: {
            identity: agent.identity,
            sandbox: agent.sandbox,
            usage: result.record.usage,
            durationMs: result.record.durationMs,
            lastMessage: result.lastMessage,
            transcript: transcript === null ? null : repoPath(deps, transcript)
        }
    };
    if (judged.kind === 'pass') {
        return record(settings, deps, p, {
            ...ran,
            kind: 'pass',
            reportPath: p.reportPath,
            writtenBy: judged.writtenBy,
            writes: judged.writtenBy === 'runner' ? [...writes, p.reportPath].sort() : writes
        });
    }
    const notPutBack = (paths = []) => paths.filter(path => !tampered.includes(path));
    const unrestorable = notPutBack(reverted?.unrestorable);
    const left = notPutBack(reverted?.remaining).filter(path => !unrestorable.includes(path));
    if (left.length > 0)
        deps.warn(`after reverting ${story}: still changed: ${left.join(', ')}`);
    const forged = notPutBack(reverted?.forged);
    if (forged.length > 0)
        deps.warn(forgedMessage(story, forged));
    return record(settings, deps, p, {
        ...ran,
        kind: 'fail',
        reason: (0,transition/* cleanReason */.Me)(judged.reason),
        violations: judged.violations,
        writes,
        patch: reverted?.patch ? repoPath(deps, reverted.patch) : null,
        skipped: false,
        maxAttempts,
        unrestorable,
        forged
    });
}
function forgedMessage(story, paths) {
    const list = paths.join(', ');
    return (`after reverting ${story}: could not restore ${list}: the bytes checked out of .git/objects ` +
        `do not hash to the ids the snapshot recorded: the object store was altered (git does not ` +
        `check an object's hash when it reads it), or a program the agent left running rewrote ` +
        `them since; ${list} now hold(s) bytes the agent chose. ` +
        `Fix: take ${list} from a fresh clone of your remote, and replace this clone's altered ` +
        `objects (\`git fsck --full\` names them; re-cloning is simplest) before the next step.`);
}
async function record(settings, deps, p, judged) {
    const change = (0,transition/* transition */.kY)(p.story, judged, settings.maxAttempts, new Date());
    const prd = await (0,prd_writer/* updateStory */.f)(deps.repo.prdFile, p.story.id, change.patch);
    const after = prd.stories.find(story => story.id === p.story.id);
    const result = { ...judged, before: p.story, after };
    const base = { story: p.story.id, attempt: p.attempt };
    if (result.kind === 'pass') {
        await deps.events.append({ event: 'story_pass', ...base, report_path: result.reportPath });
        return result;
    }
    const patch = result.patch ? { patch: result.patch } : {};
    await deps.events.append({ event: 'story_fail', ...base, reason: result.reason, ...patch });
    if (change.status === 'skipped') {
        const reason = change.patch.skip_reason ?? result.reason;
        await deps.events.append({ event: 'story_skip', ...base, reason });
    }
    return { ...result, skipped: change.status === 'skipped' };
}
/** The caller holds the lock (acquireLock). Throws StepError when the step could not run. */
async function runStep(settings, deps) {
    const planned = await plan(settings, deps.repo);
    if (typeof planned === 'string')
        return { kind: 'none', mode: planned };
    const agent = await prepare(settings, deps, planned);
    try {
        await deps.beforeStory?.();
        await saveInitialPrd(deps.repo);
        await deps.events.append({
            event: 'story_start',
            story: planned.story.id,
            attempt: planned.attempt,
            prompt_sha256: (0,fs_hash/* sha256Hex */.fg)(planned.prompt),
            agent: agent.identity,
            sandbox: agent.sandbox
        });
        // The runner's files are kept first: the snapshot's git work then covers the tick their
        // signatures need before the agent may write (settled), instead of waiting for it.
        const guard = guardRunnerFiles({
            top: deps.repo.top,
            files: [deps.repo.prdFile],
            dirs: [(0,external_node_path_.join)(deps.repo.top, '.runtime')],
            keep: (0,external_node_path_.join)(deps.repo.paths.gitDir, 'ralph', 'runner-files'),
            skip: abs => (0,step_repo/* isRunnerLockFile */.QQ)(repoPath(deps, abs))
        });
        const tracker = await deps.repo.git.beginAttempt(step_repo/* isRunnerLockFile */.QQ);
        try {
            await guard.settled();
            return await callAndJudge(settings, deps, planned, agent, tracker, guard);
        }
        finally {
            tracker.dispose();
        }
    }
    finally {
        agent.dispose();
    }
}

;// CONCATENATED MODULE: ./src/loop/run.ts
/** The loop: repeat the step until no open story of the mode remains or N steps ran. */










/**
 * run_start and run_end are written under a step's lock too: no other run's events land
 * between a step's snapshots.
 */
async function runLoop(settings, maxSteps, deps) {
    const repo = await (0,step_repo/* openRepo */.B8)(settings.prd, deps.cwd);
    const first = await loadValidPrd(repo, settings.prd);
    // Before .runtime/ exists and before any agent call (the agent's changes to .git/info are
    // reverted, so this line must already be there).
    await repo.git.excludeRuntime();
    const mode = settings.story === undefined
        ? (0,plan_select/* runMode */.rt)(first, settings.mode)
        : namedStory(first, settings.story).mode;
    // Every step passes its story or adds a failed attempt: at most stories x max-attempts steps,
    // what the Bash loop's "all_open" (until none is open) comes to; as there, 0 runs no step.
    const limit = first.defaults?.max_stories_default;
    const bound = maxSteps ?? (typeof limit === 'number' ? limit : first.stories.length * settings.maxAttempts);
    const noStep = { kind: 'none' };
    const events = new record_events/* EventLog */.vu(repo.eventsLog, (0,run_id/* newRunId */.F)(new Date()), { onWarning: deps.warn });
    let started = false;
    const begin = async () => {
        if (started)
            return;
        const head = await repo.git.resolveCommit('HEAD');
        await events.append({
            event: 'run_start',
            mode,
            prd: prdKey(repo),
            ...(maxSteps !== undefined ? { max_steps: maxSteps } : {}),
            ...(head ? { head } : {})
        });
        started = true;
    };
    const stepDeps = { ...deps, repo, events, beforeStory: begin };
    const steps = [];
    let ended = false;
    const end = async (reason) => {
        if (ended || !started)
            return;
        await events.append({ event: 'run_end', steps: steps.length, reason });
        ended = true;
    };
    const waitSeconds = settings.lockTimeoutSeconds ?? settings.timeoutSeconds + settings.killGraceSeconds + 120;
    for (;;) {
        // The runner writes under .runtime/ only while holding the lock, so no other run can write
        // there between a step's snapshots and be taken for the agent.
        const release = await acquireLock(repo.top, { timeoutMs: waitSeconds * 1000 });
        let done;
        let stopped;
        let skipped = [];
        try {
            if (deps.signal?.aborted)
                throw new step_settings/* StepError */.zg('interrupted', 'Interrupted between steps.');
            const result = steps.length < bound ? await runStep({ ...settings, mode }, stepDeps) : noStep;
            if (result.kind !== 'none')
                steps.push(result);
            const prd = await loadValidPrd(repo, settings.prd);
            const open = (0,plan_select/* selectNextStory */.T7)(prd, mode) !== undefined;
            skipped = prd.stories
                .filter(s => s.mode === mode && s.passes !== true && s.skipped === true)
                .map(s => s.id);
            if (!open)
                done = skipped.length === 0 ? 'complete' : 'skipped';
            else if (steps.length >= bound)
                done = 'max-steps';
            if (done) {
                await begin();
                await end(done);
            }
            if (result.kind !== 'none')
                stopped = await deps.afterStep?.(result, { ending: done, end });
            stopped ??= alteredStop(result);
            if (stopped !== undefined)
                await end('error');
        }
        catch (error) {
            const thrown = error instanceof repository/* RepositoryAltered */.W
                ? new step_settings/* StepError */.zg('repository-altered', error.message, { cause: error })
                : error;
            // A run that never started (the first preflight refused) leaves no trace in the log.
            await end(thrown instanceof step_settings/* StepError */.zg ? thrown.code : 'error');
            throw thrown;
        }
        finally {
            await release();
        }
        if (done || stopped !== undefined)
            return {
                run: events.run,
                mode,
                steps,
                /** No open story of the mode remains and none was skipped. */
                complete: done === 'complete',
                /** When no open story is left: the mode's stories skipped after their attempts ran out. */
                skipped: done === 'skipped' ? skipped : [],
                /** Why afterStep stopped the run. */
                ...(stopped !== undefined ? { stopped } : {})
            };
    }
}
/** Forged bytes checked out of the object store end the run: a next step would start from them. */
function alteredStop(result) {
    if (result.kind !== 'fail' || result.forged.length === 0)
        return undefined;
    return (`The object store was altered: the revert of ${result.story} could not restore ` +
        `${result.forged.join(', ')}. The run stopped; take those paths and the objects from a fresh clone.`);
}

// EXTERNAL MODULE: ./src/action/fix.ts + 2 modules
var fix = __webpack_require__(7379);
// EXTERNAL MODULE: ./src/action/result.ts
var result = __webpack_require__(6013);
// EXTERNAL MODULE: ./src/loop/record/status-commit.ts
var status_commit = __webpack_require__(2222);
// EXTERNAL MODULE: ./src/action/step-report.ts
var step_report = __webpack_require__(365);
// EXTERNAL MODULE: ./src/action/step-session.ts
var step_session = __webpack_require__(8187);
;// CONCATENATED MODULE: ./src/action/agent-install.ts
/**
 * `agent-version`: the agent's CLI installed with npm into the runner's tool cache
 * (`RUNNER_TOOL_CACHE/ralph-<agent>/<version>/<arch>`, finished by a `.complete` marker as
 * @actions/tool-cache lays it out), then put first on PATH. A later step or job on the same
 * runner finds it there and installs nothing.
 */







const INSTALL_MS = 10 * 60_000;
/** npm runs with the runner's environment (its registry and cache settings), less the token. */
async function installAgent(settings, version) {
    const adapter = (0,adapters/* adapterFor */.f)(settings.engine.agent);
    // settings/step.ts refuses agent-version for an agent without an npm package.
    const pkg = adapter.npmPackage;
    const root = process.env.RUNNER_TOOL_CACHE || (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-tool-cache');
    const dir = (0,external_node_path_.join)(root, `ralph-${adapter.name}`, version, process.arch);
    const bin = (0,external_node_path_.join)(dir, 'node_modules', '.bin');
    if ((0,external_node_fs_.existsSync)(`${dir}.complete`) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(bin, adapter.name))) {
        core/* info */.pq(`${pkg}@${version}: found in the tool cache (${dir})`);
        core/* addPath */.fM(bin);
        return;
    }
    (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'package.json'), '{ "private": true }\n');
    core/* info */.pq(`${pkg}@${version}: installing with npm into ${dir}`);
    const args = ['install', '--no-audit', '--no-fund', '--no-save', `${pkg}@${version}`];
    const env = (0,step_session/* withoutToken */._Q)(process.env, settings.githubToken);
    const ran = await (0,run/* run */.e)('npm', args, { cwd: dir, env, timeoutMs: INSTALL_MS });
    const tail = ran.kind === 'not-started' ? '' : ran.stderr.trim().split('\n').slice(-5).join(' | ');
    const failed = ran.kind === 'not-started'
        ? ran.code === 'ENOENT'
            ? 'npm is not on PATH (add actions/setup-node before this step)'
            : `npm did not start: ${ran.error}`
        : ran.exitCode !== 0
            ? `npm ${args.join(' ')} failed (${ran.timedOut ? 'timed out' : `exit ${ran.exitCode ?? ran.signal}`}): ${tail}`
            : undefined;
    if (failed !== undefined)
        throw new Error(`Could not install ${pkg}@${version} (input 'agent-version'): ${failed}. ` +
            'Check that this exact version exists on the registry.');
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(bin, adapter.name)))
        throw new Error(`${pkg}@${version} installed no '${adapter.name}' program in ${bin}.`);
    (0,external_node_fs_.writeFileSync)(`${dir}.complete`, '');
    core/* addPath */.fM(bin);
}

;// CONCATENATED MODULE: ./src/cli/step-progress.ts

const CLEAR = '\r\x1b[2K';
const EVERY_MS = 30_000;
function progressPrinter(options) {
    const now = options.now ?? (() => performance.now());
    let call;
    let drawn = '';
    let timer;
    const status = ({ story, started, tokens }) => {
        const seconds = Math.floor((now() - started) / 1000);
        const count = tokens === undefined ? '' : `, ${tokens.toLocaleString('en-US')} tokens`;
        return `  ${story}: ${seconds} s${count}`;
    };
    const tick = () => {
        if (!call)
            return;
        if (options.tty) {
            const line = status(call);
            if (line !== drawn)
                options.write(CLEAR + line);
            drawn = line;
        }
        else if (now() >= call.due) {
            call.due += EVERY_MS * Math.floor((now() - call.due) / EVERY_MS + 1);
            options.write(status(call) + '\n');
        }
    };
    const clear = () => {
        if (drawn !== '')
            options.write(CLEAR);
        drawn = '';
    };
    return {
        /** Prints what is due now; a timer calls it every second while an agent runs. */
        tick,
        event(event) {
            switch (event.kind) {
                case 'start': {
                    const { name, version } = event.agent;
                    options.write(`RUN ${event.story} (attempt ${event.attempt} of ${event.maxAttempts}) with ` +
                        `${[name, version].filter(Boolean).join(' ')}, timeout ${event.timeoutSeconds} s\n`);
                    call = { story: event.story, started: now(), tokens: undefined, due: now() + EVERY_MS };
                    timer = setInterval(tick, 1000).unref();
                    break;
                }
                case 'tokens':
                    if (call)
                        call.tokens = event.tokens;
                    break;
                case 'message':
                    if (!options.verbose)
                        return;
                    clear();
                    // The agent's own text: its control characters (tabs aside) are escaped, line by line.
                    for (const line of event.text.trimEnd().replace(/\t/g, '    ').split('\n'))
                        options.write(`  | ${(0,transition/* cleanReason */.Me)(line, Infinity)}\n`);
                    if (options.tty)
                        tick();
                    return;
                case 'end':
                    clearInterval(timer);
                    clear();
                    call = undefined;
                    return;
            }
            tick();
        }
    };
}

;// CONCATENATED MODULE: ./src/action/step.ts















/** `command: step`: the engine's loop, with each transition recorded (or bundled) after it. */
async function step_runStep(settings, context) {
    if (settings.engine.agentVersion !== undefined)
        await installAgent(settings, settings.engine.agentVersion);
    const session = await (0,step_session/* openSession */.fA)(settings, context);
    await warnAboutTokens(session);
    if (settings.engine.story === undefined &&
        (0,plan_select/* selectNextStory */.T7)(session.prd, session.mode) === undefined) {
        core/* info */.pq(`No open ${session.mode} story in ${settings.prd}.`);
        if (!settings.publish)
            core/* setOutput */.uH('bundle-path', '');
        await (0,step_report/* report */.z8)(session, [], 'Nothing ran, so nothing was committed.');
        return;
    }
    const shell = settings.publish ? publishing(session) : await bundling(session);
    const reports = [];
    const stop = await runLoop(session.engine, settings.steps, {
        cwd: session.repo.top,
        env: session.agentEnv,
        warn: core/* warning */.$e,
        // The log is no terminal: the start of each attempt, then a line every 30 s.
        progress: progressPrinter({
            write: text => core/* info */.pq(text.trimEnd()),
            tty: false,
            verbose: false
        }).event,
        afterStep: (outcome, run) => core/* group */.Os(`Transition ${reports.length + 1} of ${settings.steps}: ${outcome.story}`, async () => {
            core/* info */.pq((0,step_report/* describeOutcome */.SS)(outcome));
            const done = await shell(outcome, run);
            reports.push(done);
            return done.stop;
        })
    }).then(result => result.stopped, (error) => (0,result/* describeError */.U)(error));
    await (0,step_report/* report */.z8)(session, reports, reports.findLast(r => r.note !== undefined)?.note ?? '');
    (0,step_report/* decide */.LD)(settings, reports, stop);
}
async function warnAboutTokens({ settings, repo }) {
    if (await repo.git.hasStoredAuthHeader())
        core/* warning */.$e('The checkout keeps a token in its git configuration (http.*.extraheader), where the agent ' +
            "can read it. Set 'persist-credentials: false' on actions/checkout; this action brings " +
            'its own token to each git command.');
    if (settings.githubToken === '')
        return;
    core/* warning */.$e(settings.publish
        ? 'The agent runs in the job that holds github-token: a hostile agent may still get it ' +
            "(with sudo on the runner; on Node 20 from its parent processes' environment; through " +
            'files or programs it leaves for later steps of this job) and push or call the API ' +
            "with it. Use the two-job flow: 'publish: false' in a job with " +
            "'contents: read' and github-token: '', then 'command: publish' in a job of its own " +
            '(docs/security.md).'
        : "publish: false needs no token, yet github-token is set (its default is github.token): set github-token: '' so this job holds none the agent could read.");
}
/** `publish: false`: the one transition becomes a result bundle; nothing is committed or pushed. */
async function bundling({ settings, repo, context }) {
    const dir = (0,external_node_path_.resolve)(context.workspace, settings.bundlePath ?? (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'ralph-bundle'));
    const bundle = await (0,bundle_bundle/* startBundle */.BN)(repo, dir);
    return async (outcome) => {
        await bundle.write(outcome);
        core/* setOutput */.uH('bundle-path', dir);
        const note = `Result bundle written to \`${dir}\`; the publish job records it.`;
        return { outcome, after: outcome.after, note };
    };
}
/** Each transition: its fix branch and pull request, then its status commit and push. */
function publishing(session) {
    /** Bytes of the events log already in a commit; what follows is this transition's. */
    let committed = fileSize(session.repo.eventsLog);
    return async (outcome, run) => {
        const done = { outcome, after: outcome.after };
        const fixing = outcome.kind === 'pass' && outcome.before.mode === 'fixing';
        if (fixing && !(await publishFix(session, done, outcome))) {
            await run.end('error');
            return done;
        }
        // run_end goes into the last status commit; after a stop it stays in the work tree.
        if (done.stop !== undefined)
            await run.end('error');
        const record = statusRecord(session, outcome, done.after, committed);
        await (0,status_commit/* commitStatuses */.ur)(session.repo, [record], record.message, session.identity);
        const push = await pushStatus(session, record).catch((error) => ({
            note: `The status commit was not pushed to \`${session.baseBranch}\`.`,
            stop: (0,result/* describeError */.U)(error)
        }));
        // A push rebuilt on a moved branch committed the events again.
        committed = fileSize(session.repo.eventsLog);
        return { ...done, note: push.note, stop: done.stop ?? push.stop };
    };
}
/**
 * The fix branch and its pull request, with the story as recorded in `done`; false when the
 * branch could not be published (then the outcome is not recorded either: the story stays open
 * on the remote). A refused pull request is recorded as a stop after the status commit.
 */
async function publishFix(session, done, outcome) {
    try {
        done.fix = await (0,fix/* shipFix */.q)({ ...session, story: outcome.before, outcome });
    }
    catch (error) {
        done.stop =
            `The fix of ${outcome.story} could not be published, so its outcome was not recorded ` +
                `(it stays open on the remote): ${(0,result/* describeError */.U)(error)}`;
        return false;
    }
    if (done.fix.pr) {
        const prd = await (0,prd_writer/* updateStory */.f)(session.repo.prdFile, outcome.story, {
            pr_url: done.fix.pr.url
        });
        done.after = prd.stories.find(story => story.id === outcome.story) ?? done.after;
    }
    if (done.fix.error)
        done.stop = (0,result/* describeError */.U)(done.fix.error);
    return true;
}
function statusRecord(session, outcome, after, committedEvents) {
    const { before } = outcome;
    const report = outcome.kind === 'pass' && before.mode !== 'fixing'
        ? [
            {
                path: outcome.reportPath,
                bytes: (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(session.repo.top, outcome.reportPath))
            }
        ]
        : [];
    return {
        storyId: before.id,
        before: (0,status_commit/* ownedFields */.zu)(before),
        after: (0,status_commit/* ownedFields */.zu)(after),
        events: (0,external_node_fs_.readFileSync)(session.repo.eventsLog).subarray(committedEvents).toString('utf8'),
        files: report,
        message: (0,step_report/* commitMessage */.df)(outcome)
    };
}
async function pushStatus({ settings, remote, baseBranch: branch, repo, identity }, record) {
    if (!settings.push)
        return { note: `Status commits stay on the local branch \`${branch}\` (push: false).` };
    const pushed = await remote.pushWithRetry({
        branch,
        rebuild: async (fresh) => {
            core/* info */.pq(`${branch} moved to ${fresh}; recording ${record.storyId} again on it`);
            await (0,status_commit/* recordAgain */.K6)(repo, [record], record.message, identity);
        }
    });
    if (pushed.kind === 'pushed') {
        const retried = pushed.attempts > 1 ? ` (rebuilt on the moved branch, ${pushed.attempts} attempts)` : '';
        return { note: `Status commit ${pushed.head.slice(0, 12)} pushed to \`${branch}\`${retried}.` };
    }
    return {
        note: `The push to \`${branch}\` was rejected: ${pushed.detail}.`,
        stop: pushed.reason === 'protected'
            ? `A branch rule rejected the status commit on ${branch} (${pushed.detail}). ` +
                'Allow the workflow to push there (exempt github-actions[bot] from the rule) or pass a token that may.'
            : `The push of the status commit to ${branch} was rejected: ${pushed.detail}.`
    };
}
function fileSize(path) {
    return (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false })?.size ?? 0;
}


/***/ })

};
