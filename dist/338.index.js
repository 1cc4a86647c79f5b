export const id = 338;
export const ids = [338,142];
export const modules = {

/***/ 8142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PAGE_SEGMENTATION: () => (/* binding */ PAGE_SEGMENTATION),
/* harmony export */   startOcrWorker: () => (/* binding */ startOcrWorker),
/* harmony export */   withTimeout: () => (/* binding */ withTimeout)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Host side of one tesseract.js worker thread (ocr-worker.mjs). tesseract.js's `createWorker`
 * hides the thread until it has started and throws from its message handler when a job fails,
 * so a hung start could neither be stopped nor reported: this client speaks the same protocol
 * ({workerId, jobId, action, payload} -> {jobId, action, status, data}) on a thread it owns,
 * with a timeout on every job.
 */

/** tesseract's page segmentation modes: 6, tesseract.js's default; 11, sparse text. */
const PAGE_SEGMENTATION = { block: '6', sparse: '11' };
/** LSTM only, the engine the `_best_int` language data carries. */
const OEM_LSTM_ONLY = 1;
async function startOcrWorker(options) {
    const thread = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(options.workerPath);
    const channel = openChannel(thread);
    const langs = options.languages.map(language => language.code).join('+');
    const startSteps = async () => {
        await channel.call('load', { options: { lstmOnly: true, corePath: options.corePath } });
        await channel.call('loadLanguage', {
            langs: options.languages,
            options: { cacheMethod: 'none', gzip: true, lstmOnly: true }
        });
        await channel.call('initialize', { langs, oem: OEM_LSTM_ONLY, config: {} });
    };
    try {
        await withTimeout(startSteps(), options.startTimeoutMs, 'the OCR worker did not start');
    }
    catch (error) {
        await thread.terminate();
        throw error;
    }
    return {
        async recognize(image, timeoutMs, layout = 'block') {
            // A job's parameters hold for that job alone: the worker restores them after a job that
            // succeeds; after one that fails, ocr.ts replaces the worker.
            const options = layout === 'block' ? {} : { tessedit_pageseg_mode: PAGE_SEGMENTATION[layout] };
            const job = channel.call('recognize', { image, options, output: { text: true } });
            const data = await withTimeout(job, timeoutMs, 'OCR of the page did not finish');
            return data?.text ?? '';
        },
        async terminate() {
            channel.close();
            await thread.terminate();
        }
    };
}
function openChannel(thread) {
    const pending = new Map();
    let counter = 0;
    let broken;
    const failAll = (error) => {
        broken ??= error;
        for (const job of pending.values())
            job.reject(error);
        pending.clear();
    };
    thread.on('message', (reply) => {
        const key = `${reply.action}-${reply.jobId}`;
        const job = pending.get(key);
        if (!job || reply.status === 'progress')
            return;
        pending.delete(key);
        if (reply.status === 'resolve')
            job.resolve(reply.data);
        else
            job.reject(new Error(String(reply.data)));
    });
    thread.on('error', error => failAll(new Error(`the OCR worker crashed: ${error.message}`)));
    thread.on('exit', code => failAll(new Error(`the OCR worker exited with code ${code}`)));
    return {
        call(action, payload) {
            if (broken)
                return Promise.reject(broken);
            counter += 1;
            const jobId = `Job-${counter}`;
            return new Promise((resolve, reject) => {
                pending.set(`${action}-${jobId}`, { resolve, reject });
                thread.postMessage({ workerId: 'Worker-ralph', jobId, action, payload });
            });
        },
        close() {
            failAll(new Error('the OCR worker was closed'));
        }
    };
}
/** Rejects with `<what> within <ms> ms` when `work` takes longer. */
function withTimeout(work, ms, what) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}


/***/ }),

/***/ 9338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INSTALL_FIX: () => (/* binding */ INSTALL_FIX),
/* harmony export */   OcrProgramMissing: () => (/* binding */ OcrProgramMissing),
/* harmony export */   startNativeOcr: () => (/* binding */ startNativeOcr)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _process_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7212);
/* harmony import */ var _ocr_client_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8142);
/**
 * The `tesseract` program as an OCR engine, with tesseract.js's modes and language data
 * (unpacked once into a private folder). A hard scan may still read a little differently: the
 * program is the system's release, tesseract.js-core a 5.1-dev fork with its own SIMD code.
 * One process per page, the image on stdin, the text on stdout; its environment is PATH alone
 * (no token reaches it) and one OpenMP thread, like tesseract.js's single thread.
 */






const STDERR_TAIL = 400;
const INSTALL_FIX = ' (install tesseract-ocr, or use --ocr-engine tesseract.js)';
/** The program is not on PATH (or not at its path): `auto` then reads with tesseract.js. */
class OcrProgramMissing extends Error {
    name = 'OcrProgramMissing';
}
async function run(command, args, input, timeoutMs) {
    const ran = await (0,_process_run_js__WEBPACK_IMPORTED_MODULE_4__/* .run */ .e)(command, args, {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
        input,
        timeoutMs
    });
    if (ran.kind === 'not-started') {
        const message = `the OCR program '${command}' did not start: ${ran.error}${INSTALL_FIX}`;
        throw ran.code === 'ENOENT' ? new OcrProgramMissing(message) : new Error(message);
    }
    const what = args[0] === '--version' ? 'the OCR program did not start' : 'OCR of the page did not finish';
    if (ran.timedOut)
        throw new Error(`${what} within ${timeoutMs} ms`);
    return { code: ran.exitCode, stdout: ran.stdout, stderr: ran.stderr.trim().slice(-STDERR_TAIL) };
}
/** `command`: the program, a name on PATH or a path. */
async function startNativeOcr(options) {
    const probe = await run(options.command, ['--version'], new Uint8Array(), options.startTimeoutMs);
    if (probe.code !== 0)
        throw new Error(`the OCR program '${options.command}' did not start (exit code ${probe.code}) ${probe.stderr}${INSTALL_FIX}`.trim());
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-ocr-'));
    try {
        for (const { code, data } of options.languages) {
            const gzipped = data[0] === 0x1f && data[1] === 0x8b;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `${code}.traineddata`), gzipped ? (0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.gunzipSync)(data) : data);
        }
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        throw error;
    }
    const langs = options.languages.map(language => language.code).join('+');
    return {
        async recognize(image, timeoutMs, layout = 'block') {
            // tesseract.js's modes: LSTM only, its page segmentation (the program's default is 3).
            const modes = ['--oem', '1', '--psm', _ocr_client_js__WEBPACK_IMPORTED_MODULE_5__.PAGE_SEGMENTATION[layout]];
            const args = ['--tessdata-dir', dir, '-l', langs, ...modes, 'stdin', 'stdout'];
            const ran = await run(options.command, args, image, timeoutMs);
            if (ran.code !== 0)
                throw new Error(`the OCR program '${options.command}' failed (exit code ${ran.code}): ${ran.stderr}`);
            return ran.stdout;
        },
        async terminate() {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        }
    };
}


/***/ }),

/***/ 5765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H3: () => (/* binding */ signalInside),
/* harmony export */   Xr: () => (/* binding */ exitInside),
/* harmony export */   _8: () => (/* binding */ confinedArgs),
/* harmony export */   jS: () => (/* binding */ HOME_INSIDE)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _processes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8344);
/**
 * The agent's confinement: bubblewrap (`bwrap`) starts the program in namespaces made for this
 * one call. In its own PID namespace it sees only its own processes, and when the program ends
 * the kernel ends every process left there (`setsid`, double forks included). The root is bound
 * read-only; /tmp, /dev/shm and /run are private, small tmpfs (which also hides daemons'
 * sockets); the checkout and a private home are the only host folders it can write. No
 * capabilities, `no_new_privs`, and bwrap dies with its parent. Without `network`, loopback only.
 */




/** The private home, inside: outside /tmp, where codex will not put its helper programs. */
const HOME_INSIDE = '/run/agent-home';
const TMP_BYTES = 1024 ** 3;
const SHM_BYTES = 64 * 1024 ** 2;
const RUN_BYTES = 1024 ** 2;
/** Folders replaced with empty ones: what lies below them must be bound back. */
const HIDDEN = ['/tmp', '/run'];
/** The bwrap argv that runs `file args` confined; `uid` is this process's (root is mapped to 1000). */
function confinedArgs(file, args, cwd, c, uid = process.getuid?.() ?? -1) {
    return [
        '--unshare-all',
        '--unshare-user',
        ...(c.network ? ['--share-net'] : []),
        '--die-with-parent',
        '--cap-drop',
        'ALL',
        // Root without capabilities may not map uid 0 into the user namespace a nested sandbox
        // (codex's own) makes; any other uid may map itself.
        ...(uid === 0 ? ['--uid', '1000', '--gid', '1000'] : []),
        ...['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'],
        ...['--size', String(TMP_BYTES), '--tmpfs', '/tmp'],
        ...['--size', String(SHM_BYTES), '--tmpfs', '/dev/shm'],
        ...['--size', String(RUN_BYTES), '--tmpfs', '/run'],
        ...hiddenReadable(c).flatMap(([from, to]) => ['--ro-bind-try', from, to]),
        ...c.writable.flatMap(dir => ['--bind', dir, dir]),
        ...(c.home === undefined ? [] : ['--bind', c.home, HOME_INSIDE]),
        ...(cwd === undefined ? [] : ['--chdir', cwd]),
        '--',
        file,
        ...args
    ];
}
/**
 * The readable folders the private /tmp and /run would hide, and the resolver's (systemd keeps
 * resolv.conf under /run), as [host folder, path inside] pairs: a folder reached through a link
 * (a tool cache's `.bin`) is bound at the path as listed and at its real path.
 */
function hiddenReadable(c) {
    const resolver = c.network ? [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(real('/etc/resolv.conf'))] : [];
    const hidden = (dir) => HIDDEN.some(root => dir === root || dir.startsWith(`${root}/`));
    const pairs = new Map();
    for (const dir of [...c.readable, ...resolver]) {
        const host = real(dir);
        for (const inside of new Set([dir, host]))
            if (hidden(inside))
                pairs.set(inside, [host, inside]);
    }
    return [...pairs.values()];
}
function real(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return path;
    }
}
/**
 * Sends `signal` to every process inside the sandbox bwrap `pid` started, not to bwrap (it
 * would die of it and take the sandbox with it before the program could finish) nor to the
 * sandbox's init (which ignores it). False when the program has not started yet.
 */
function signalInside(pid, signal) {
    const children = new Map();
    for (const { pid: child, parent } of (0,_processes_js__WEBPACK_IMPORTED_MODULE_3__/* .processes */ .u)())
        children.set(parent, [...(children.get(parent) ?? []), child]);
    const inside = (children.get(pid) ?? []).flatMap(init => children.get(init) ?? []);
    for (let i = 0; i < inside.length; i++)
        inside.push(...(children.get(inside[i]) ?? []));
    for (const each of inside) {
        try {
            process.kill(each, signal);
        }
        catch {
            // gone meanwhile
        }
    }
    return inside.length > 0;
}
/**
 * bwrap exits with 128 + n when a signal n ended the program (as a shell reports it): that
 * becomes the signal again. A program that itself exits with such a code reads as signalled.
 */
function exitInside(code, signal) {
    const n = (code ?? 0) - 128;
    // The first name a number has wins (SIGABRT, not SIGIOT).
    const name = Object.entries(node_os__WEBPACK_IMPORTED_MODULE_1__.constants.signals).find(([, value]) => n > 0 && value === n)?.[0];
    return name === undefined ? { code, signal } : { code: null, signal: name };
}


/***/ }),

/***/ 8344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ processes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/** This host's process table from /proc: each process's state, parent and process group. */

/** Every process readable now; one that ends during the walk is left out. Empty without /proc. */
function processes() {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return [];
    }
    return names.flatMap(name => {
        if (!/^\d+$/.test(name))
            return [];
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${name}/stat`, 'utf8');
            // After the command name in parentheses (which may hold anything): state, ppid, pgrp.
            const [state = '', parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            return [{ pid: Number(name), state, parent: Number(parent), group: Number(group) }];
        }
        catch {
            return [];
        }
    });
}


/***/ }),

/***/ 3036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact)
/* harmony export */ });
/** Redaction of stored agent output: known token shapes, secret assignments, known values. */
const MASK = '[REDACTED]';
const PATTERNS = [
    [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, MASK],
    [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${MASK}`],
    [/\bsk-[A-Za-z0-9_-]{8,}/g, MASK],
    [/\bgh[pousr]_[A-Za-z0-9]{16,}/g, MASK],
    [/\bgithub_pat_[A-Za-z0-9_]{16,}/g, MASK],
    [/\bAKIA[0-9A-Z]{16}\b/g, MASK],
    [
        /\b([A-Za-z_][A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL)[A-Za-z0-9_]*)(\s*[=:]\s*)("[^"\n]*"|'[^'\n]*'|[^\s"']+)/gi,
        `$1$2${MASK}`
    ]
];
/** Replaces secrets in `text`; `known` are literal values (for example from the environment). */
function redact(text, known = []) {
    let out = text;
    const literals = [...new Set(known)].filter(value => value.length >= 6);
    literals.sort((a, b) => b.length - a.length);
    for (const value of literals)
        out = out.split(value).join(MASK);
    for (const [pattern, replacement] of PATTERNS)
        out = out.replace(pattern, replacement);
    return out;
}


/***/ }),

/***/ 7212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run),
/* harmony export */   n: () => (/* binding */ start)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _confine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5765);
/* harmony import */ var _processes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8344);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3036);
/**
 * The one way this project starts a program. An argv array (never a shell), the whole
 * environment given by the caller, stdin from `input` or /dev/null, and a process group of its
 * own: a timeout or an abort ends the whole group (SIGTERM, then SIGKILL after the grace
 * period), and after any exit the group is swept with SIGKILL so no child outlives the call.
 * With `confine`, the program runs in the agent's sandbox (confine.ts). What comes back names
 * how it ended and keeps a redacted tail of the output for error messages.
 */




const DEFAULT_TAIL = 8 * 1024;
const MAX_STDERR = 1024 * 1024;
/** A grandchild that left the group may hold the pipes open: how long `done` waits for it. */
const CLOSE_WAIT_MS = 2000;
/** How long `done` waits for SIGKILLed group members to finish dying. */
const SWEEP_WAIT_MS = 2000;
/** Runs `file` with `args` to its end. Never throws for how the program behaved. */
async function run(file, args, options) {
    const running = launch(file, args, options, options.input !== undefined);
    if (options.input !== undefined)
        running.endInput(options.input);
    return running.done;
}
/** Starts `file` for a conversation: stdin stays open until `endInput()`. */
function start(file, args, options) {
    return launch(file, args, options, true);
}
function killGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // ESRCH: the group is gone.
    }
}
/**
 * A SIGKILLed process may still be on its way out when kill() returns, above all on a loaded
 * machine: wait until no member of the group runs. Zombies do not count, since a parent that
 * never reaps (pid 1 in some containers) would keep them forever.
 */
async function groupEnded(pgid) {
    for (let waited = 0; waited < SWEEP_WAIT_MS && groupRuns(pgid); waited += 10) {
        await new Promise(resolve => setTimeout(resolve, 10));
    }
}
function groupRuns(pgid) {
    if (pgid === undefined)
        return false;
    try {
        process.kill(-pgid, 0);
    }
    catch {
        return false;
    }
    return (0,_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .processes */ .u)().some(p => p.group === pgid && p.state !== 'Z' && p.state !== 'X');
}
class Output {
    limits;
    tailBytes;
    kept = { stdout: [], stderr: [] };
    bytes = { stdout: 0, stderr: 0 };
    tail = Buffer.alloc(0);
    constructor(limits, tailBytes) {
        this.limits = limits;
        this.tailBytes = tailBytes;
    }
    add(stream, chunk) {
        const room = this.limits[stream] - this.bytes[stream];
        if (room > 0)
            this.kept[stream].push(chunk.subarray(0, room));
        this.bytes[stream] += chunk.length;
        const tail = Buffer.concat([this.tail, chunk.subarray(-this.tailBytes)]);
        this.tail = tail.subarray(Math.max(0, tail.length - this.tailBytes));
    }
    result(secrets) {
        return {
            stdout: Buffer.concat(this.kept.stdout).toString('utf8'),
            stdoutBytes: this.bytes.stdout,
            stderr: Buffer.concat(this.kept.stderr).toString('utf8'),
            tail: (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E)(this.tail.toString('utf8'), secrets)
        };
    }
}
function launch(file, args, options, withStdin) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const { confine } = options;
    const [program, argv] = confine
        ? [confine.bwrap, (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .confinedArgs */ ._8)(file, args, options.cwd, confine)]
        : [file, args];
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, argv, {
        cwd: options.cwd,
        env: options.env,
        detached: true,
        stdio: [withStdin ? 'pipe' : 'ignore', 'pipe', 'pipe']
    });
    const output = new Output({ stdout: options.keepStdout ?? Infinity, stderr: MAX_STDERR }, options.tailBytes ?? DEFAULT_TAIL);
    const timers = [];
    let timedOut = false;
    let interrupted = false;
    let exit;
    const stop = (signal = 'SIGKILL') => {
        if (exit || child.pid === undefined)
            return;
        // Confined, a stop signal goes to the processes inside, unless none runs there yet.
        const inside = confine !== undefined && signal !== 'SIGKILL' && (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .signalInside */ .H3)(child.pid, signal);
        if (!inside)
            killGroup(child.pid, signal);
        if (signal !== 'SIGKILL')
            timers.push(setTimeout(() => killGroup(child.pid, 'SIGKILL'), options.graceMs ?? 0));
    };
    const end = (why) => {
        if (exit)
            return;
        if (why === 'timeout')
            timedOut = true;
        else
            interrupted = true;
        stop(options.graceMs ? 'SIGTERM' : 'SIGKILL');
    };
    const onAbort = () => end('interrupt');
    if (options.timeoutMs !== undefined)
        timers.push(setTimeout(() => end('timeout'), options.timeoutMs));
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted)
        setImmediate(onAbort);
    const settle = () => {
        timers.forEach(clearTimeout);
        options.signal?.removeEventListener('abort', onAbort);
    };
    child.stdout?.on('data', (chunk) => {
        output.add('stdout', chunk);
        options.onStdout?.(chunk);
    });
    child.stderr?.on('data', (chunk) => {
        output.add('stderr', chunk);
        options.onStderr?.(chunk);
    });
    child.stdin?.on('error', () => undefined);
    let swept = Promise.resolve();
    const done = new Promise(resolve => {
        let finished = false;
        const finish = async () => {
            if (finished)
                return;
            finished = true;
            settle();
            await swept;
            resolve({
                kind: 'exited',
                exitCode: exit?.code ?? null,
                signal: exit?.signal ?? null,
                timedOut,
                interrupted,
                durationMs: elapsed(),
                ...output.result(options.secrets ?? [])
            });
        };
        child.on('error', error => {
            if (child.pid !== undefined)
                return;
            settle();
            const code = error.code;
            resolve({ kind: 'not-started', code, error: error.message, durationMs: elapsed() });
        });
        child.on('exit', (code, signal) => {
            exit = confine ? (0,_confine_js__WEBPACK_IMPORTED_MODULE_1__/* .exitInside */ .Xr)(code, signal) : { code, signal };
            timers.forEach(clearTimeout);
            killGroup(child.pid, 'SIGKILL');
            swept = groupEnded(child.pid);
            timers.push(setTimeout(() => {
                child.stdout?.destroy();
                child.stderr?.destroy();
                void finish();
            }, CLOSE_WAIT_MS));
        });
        child.on('close', () => {
            if (exit)
                void finish();
        });
    });
    const streams = [child.stdin, child.stdout, child.stderr];
    return {
        /** Writes to its stdin; a program that is gone takes nothing, silently. */
        write: (data) => {
            if (!exit && child.stdin?.writable)
                child.stdin.write(data);
        },
        /** Closes its stdin (after `data`), which asks a reader loop to finish. */
        endInput: (data) => {
            child.stdin?.end(data);
        },
        /** Ends the process group now: `signal` first, SIGKILL after the grace period. */
        stop,
        /** Whether it keeps this process's event loop alive (true at the start). */
        hold: (held) => {
            if (held)
                child.ref();
            else
                child.unref();
            for (const stream of streams)
                (held ? stream?.ref : stream?.unref)?.call(stream);
        },
        done
    };
}


/***/ })

};
