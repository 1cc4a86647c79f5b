export const id = 187;
export const ids = [187,554];
export const modules = {

/***/ 8187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N2: () => (/* binding */ readPrd),
/* harmony export */   _Q: () => (/* binding */ withoutToken),
/* harmony export */   fA: () => (/* binding */ openSession),
/* harmony export */   y2: () => (/* binding */ checkOutBase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_repository_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4718);
/* harmony import */ var _loop_plan_select_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3494);
/* harmony import */ var _loop_step_repo_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6155);
/* harmony import */ var _loop_step_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7170);
/* harmony import */ var _settings_step_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9363);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(554);
/** Everything a `step` call sets up once before its transitions. */








async function openSession(settings, context) {
    const cwd = context.workspace;
    await new _git_repository_js__WEBPACK_IMPORTED_MODULE_2__.Repository(cwd).requireWorkTree();
    const baseBranch = await checkOutBase(cwd, settings.baseBranch);
    const repo = await (0,_loop_step_repo_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(settings.prd, cwd);
    if (repo.prdRel === undefined)
        throw new Error(`The PRD ${settings.prd} is outside the repository ${repo.top}; the step commits it, so it must be inside.`);
    const prd = await readPrd(repo, settings.prd);
    const mode = (0,_loop_plan_select_js__WEBPACK_IMPORTED_MODULE_7__/* .runMode */ .rt)(prd, settings.mode);
    return {
        settings,
        context,
        repo: { ...repo, prdRel: repo.prdRel },
        /** The PRD as the call found it: read once, before the first transition. */
        prd,
        engine: engineSettings(settings, repo.top, repo.prdFile, mode),
        mode,
        baseBranch,
        /** With the token, for the commands that talk to origin. */
        remote: new _git_repository_js__WEBPACK_IMPORTED_MODULE_2__.Repository(repo.top, {
            auth: { token: settings.githubToken, serverUrl: context.serverUrl }
        }),
        identity: await repo.git.identity(),
        agentEnv: withoutToken(process.env, settings.githubToken)
    };
}
async function readPrd(repo, name) {
    const loaded = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__.loadInputPrd)(name, repo.prdFile);
    if (loaded.kind === 'ok')
        return loaded.prd;
    throw (0,_loop_step_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .prdError */ .zT)(loaded);
}
/**
 * The branch that receives the status commits. With `base-branch`, a local branch of that
 * name is (re)made at HEAD (`git switch -C`; on that branch itself it only adds reflog
 * entries); a push that is not a fast-forward of the remote branch is then rebuilt on its tip
 * like any moved branch.
 */
async function checkOutBase(cwd, wanted) {
    const repo = new _git_repository_js__WEBPACK_IMPORTED_MODULE_2__.Repository(cwd);
    if (wanted === undefined)
        return repo.currentBranch();
    await repo.switchBranch(wanted);
    return wanted;
}
function engineSettings(settings, top, prdFile, mode) {
    const policy = settings.policy ?? 'CODEX.md';
    const policyFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(top, policy);
    if (policy !== 'CODEX.md' && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(policyFile))
        throw new Error(`Invalid value '${policy}' for input 'policy': no such file in the repository. ` +
            'Expected a path relative to the repository root, or leave it at CODEX.md.');
    return {
        ...settings.engine,
        prd: prdFile,
        mode,
        protect: (0,_settings_step_js__WEBPACK_IMPORTED_MODULE_5__/* .protectedGlobs */ .uo)(settings),
        ...((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(policyFile) ? { policy: policyFile } : {})
    };
}
/**
 * The engine already drops secret-looking names; this also drops the action's own inputs
 * (INPUT_GITHUB-TOKEN and friends) and any variable that holds the token under another name.
 */
function withoutToken(env, token) {
    const out = {};
    for (const [name, value] of Object.entries(env)) {
        if (name.startsWith('INPUT_'))
            continue;
        if (token !== '' && value !== undefined && value.includes(token))
            continue;
        out[name] = value;
    }
    return out;
}


/***/ }),

/***/ 554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadInputPrd: () => (/* binding */ loadInputPrd),
/* harmony export */   runValidate: () => (/* binding */ runValidate)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(235);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3438);
/* harmony import */ var _loop_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6539);




/** `command: validate`: every problem of the PRD as an annotation on the file. */
async function runValidate(settings, context) {
    const loaded = await loadInputPrd(settings.prd, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(context.workspace, settings.prd));
    if (loaded.kind === 'ok') {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${settings.prd}: valid, ${loaded.prd.stories.length} stories.`);
        return;
    }
    for (const problem of loaded.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .error */ .z3((0,_loop_types_js__WEBPACK_IMPORTED_MODULE_3__/* .problemText */ .fI)(problem), {
            title: 'Invalid PRD',
            file: settings.prd,
            startLine: problem.line,
            startColumn: problem.column
        });
    throw new Error(`${settings.prd}: ${loaded.problems.length} problem(s); see the annotations above.`);
}
/** The engine's loader; a missing PRD's fix names the input, not the CLI flag. */
async function loadInputPrd(name, path) {
    const loaded = await (0,_loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPrd */ .V)(name, path);
    if (loaded.kind !== 'missing')
        return loaded;
    const fix = "set the input 'prd' to the PRD's path, relative to the repository root";
    return { ...loaded, problems: [{ ...loaded.problems[0], fix }] };
}


/***/ }),

/***/ 3494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HH: () => (/* binding */ compareStories),
/* harmony export */   Qx: () => (/* binding */ storyStatus),
/* harmony export */   T7: () => (/* binding */ selectNextStory),
/* harmony export */   Yy: () => (/* binding */ openStories),
/* harmony export */   rt: () => (/* binding */ runMode)
/* harmony export */ });
function storyStatus(story) {
    if (story.passes)
        return 'passing';
    if (story.skipped === true)
        return 'skipped';
    return 'open';
}
/** The selection order: priority ascending, then id (ASCII by the schema, so code point order). */
function compareStories(a, b) {
    return a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
function runMode(prd, override) {
    return override ?? prd.defaults?.mode_default ?? 'audit';
}
/** The open stories of `mode` in selection order; a step runs the first. */
function openStories(prd, mode) {
    return prd.stories
        .filter(story => story.mode === mode && storyStatus(story) === 'open')
        .sort(compareStories);
}
function selectNextStory(prd, mode) {
    return openStories(prd, mode)[0];
}


/***/ }),

/***/ 6245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dU: () => (/* binding */ EVENTS_LOG),
  vu: () => (/* binding */ EventLog),
  PP: () => (/* binding */ eventFindings)
});

// UNUSED EXPORTS: EventLogError, parseEventLog, readEvents

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/loop/prd/schema-problems.ts
var schema_problems = __webpack_require__(6037);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(6214);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/formats.js
var formats = __webpack_require__(779);
;// CONCATENATED MODULE: ./src/schemas/validate-events.ts
// Generated by scripts/build-validators.ts from schemas/events.schema.json; do not edit.
// Regenerate with `npm run validators` (a test checks that this file matches the schema).
/* eslint-disable */
// @ts-nocheck


const commonJs = m => (m.default !== undefined && m.default.__esModule ? m.default : m);
"use strict";
const validate = (/* unused pure expression or super */ null && (validate20));
/* harmony default export */ const validate_events = (validate20);
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:ralph-action:schemas:events", "title": "One line of .runtime/events.log", "description": "an event object with v, ts, run, seq, event and the fields of that event", "type": "object", "required": ["v", "ts", "run", "seq", "event"], "additionalProperties": false, "properties": { "v": { "const": 1, "description": "the log format version 1" }, "ts": { "type": "string", "format": "date-time", "description": "an RFC 3339 date-time like \"2024-03-14T12:00:00.000Z\"" }, "run": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "description": "a run id of letters, digits, '.', '_', ':' and '-'" }, "seq": { "type": "integer", "minimum": 1, "description": "the event's position in its run, counting from 1" }, "event": { "enum": ["run_start", "story_start", "agent_exit", "scope_violation", "story_pass", "story_fail", "story_skip", "run_end"], "description": "one of run_start, story_start, agent_exit, scope_violation, story_pass, story_fail, story_skip, run_end" }, "story": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "a story id" }, "attempt": { "type": "integer", "minimum": 1, "description": "the attempt number, counting from 1" }, "mode": { "enum": ["audit", "linting", "fixing"], "description": "one of audit, linting, fixing" }, "max_steps": { "$ref": "#/$defs/count" }, "prd": { "$ref": "#/$defs/text" }, "head": { "type": "string", "pattern": "^[0-9a-f]{40}([0-9a-f]{24})?$", "description": "a git commit id (40 or 64 hex digits)" }, "prompt_sha256": { "$ref": "#/$defs/sha256" }, "agent": { "type": "object", "required": ["name", "version", "model", "argv"], "additionalProperties": false, "properties": { "name": { "type": "string", "minLength": 1, "description": "the adapter: codex, claude or command" }, "version": { "type": ["string", "null"], "description": "what the agent's --version reported, or null for a command template" }, "model": { "type": ["string", "null"], "description": "the model passed to the agent, or null for the agent's default" }, "argv": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "the agent's command line, redacted" } }, "description": "an object {name, version, model, argv} naming what ran" }, "sandbox": { "type": "object", "required": ["setting", "tool", "network"], "additionalProperties": false, "properties": { "setting": { "enum": ["auto", "required", "off"], "description": "the sandbox setting: auto, required or off" }, "tool": { "enum": ["bwrap", null], "description": "\"bwrap\" when the call ran confined, null when it ran unconfined" }, "network": { "enum": ["on", "off"], "description": "on, or off (loopback only)" } }, "description": "an object {setting, tool, network} naming how the agent was confined" }, "exit_code": { "type": ["integer", "null"], "description": "the agent's exit code, or null when a signal ended it" }, "signal": { "type": ["string", "null"], "description": "the signal that ended the agent, like \"SIGKILL\", or null" }, "timed_out": { "type": "boolean", "description": "true or false" }, "duration_ms": { "$ref": "#/$defs/count" }, "stdout_sha256": { "$ref": "#/$defs/sha256" }, "last_message_sha256": { "anyOf": [{ "$ref": "#/$defs/sha256" }, { "type": "null" }], "description": "a sha256 hex digest, or null when the adapter returns no last message" }, "writes": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "an array of repository paths" }, "usage": { "type": "object", "additionalProperties": false, "properties": { "turns": { "$ref": "#/$defs/count" }, "input_tokens": { "$ref": "#/$defs/count" }, "cached_input_tokens": { "$ref": "#/$defs/count" }, "output_tokens": { "$ref": "#/$defs/count" }, "cost_usd": { "type": "number", "minimum": 0, "description": "a cost in US dollars, >= 0" } }, "description": "an object of what the agent's CLI reported: turns, input_tokens, cached_input_tokens, output_tokens, cost_usd" }, "paths": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "a non-empty array of repository paths" }, "report_path": { "$ref": "#/$defs/text" }, "pr_url": { "$ref": "#/$defs/text" }, "reason": { "$ref": "#/$defs/text" }, "patch": { "$ref": "#/$defs/text" }, "steps": { "$ref": "#/$defs/count" } }, "allOf": [{ "if": { "properties": { "event": { "const": "run_start" } }, "required": ["event"] }, "then": { "required": ["mode"], "propertyNames": { "enum": ["v", "ts", "run", "seq", "event", "mode", "max_steps", "prd", "head"], "description": "one of the fields of a run_start event: v, ts, run, seq, event, mode, max_steps, prd, head" } } }, { "if": { "properties": { "event": { "const": "story_start" } }, "required": ["event"] }, "then": { "required": ["story", "attempt"], "propertyNames": { "enum": ["v", "ts", "run", "seq", "event", "story", "attempt", "prompt_sha256", "agent", "sandbox"], "description": "one of the fields of a story_start event: v, ts, run, seq, event, story, attempt, prompt_sha256, agent, sandbox" } } }, { "if": { "properties": { "event": { "const": "agent_exit" } }, "required": ["event"] }, "then": { "required": ["story", "attempt", "exit_code", "timed_out", "duration_ms", "stdout_sha256", "last_message_sha256", "writes"], "propertyNames": { "enum": ["v", "ts", "run", "seq", "event", "story", "attempt", "exit_code", "timed_out", "duration_ms", "stdout_sha256", "last_message_sha256", "writes", "signal", "usage"], "description": "one of the fields of a agent_exit event: v, ts, run, seq, event, story, attempt, exit_code, timed_out, duration_ms, stdout_sha256, last_message_sha256, writes, signal, usage" } } }, { "if": { "properties": { "event": { "const": "scope_violation" } }, "required": ["event"] }, "then": { "required": ["story", "attempt", "paths"], "propertyNames": { "enum": ["v", "ts", "run", "seq", "event", "story", "attempt", "paths"], "description": "one of the fields of a scope_violation event: v, ts, run, seq, event, story, attempt, paths" } } }, { "if": { "properties": { "event": { "const": "story_pass" } }, "required": ["event"] }, "then": { "required": ["story", "attempt"], "propertyNames": { "enum": ["v", "ts", "run", "seq", "event", "story", "attempt", "report_path", "pr_url"], "description": "one of the fields of a story_pass event: v, ts, run, seq, event, story, attempt, report_path, pr_url" } } }, { "if": { "properties": { "event": { "const": "story_fail" } }, "required": ["event"] }, "then": { "required": ["story", "attempt", "reason"], "propertyNames": { "enum": ["v", "ts", "run", "seq", "event", "story", "attempt", "reason", "patch"], "description": "one of the fields of a story_fail event: v, ts, run, seq, event, story, attempt, reason, patch" } } }, { "if": { "properties": { "event": { "const": "story_skip" } }, "required": ["event"] }, "then": { "required": ["story", "reason"], "propertyNames": { "enum": ["v", "ts", "run", "seq", "event", "story", "reason", "attempt"], "description": "one of the fields of a story_skip event: v, ts, run, seq, event, story, reason, attempt" } } }, { "if": { "properties": { "event": { "const": "run_end" } }, "required": ["event"] }, "then": { "required": ["steps"], "propertyNames": { "enum": ["v", "ts", "run", "seq", "event", "steps", "reason"], "description": "one of the fields of a run_end event: v, ts, run, seq, event, steps, reason" } } }], "$defs": { "count": { "type": "integer", "minimum": 0, "description": "an integer >= 0" }, "text": { "type": "string", "minLength": 1, "description": "a non-empty string" }, "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$", "description": "a sha256 hex digest (64 lowercase hex digits)" } } };
const schema32 = { "type": "integer", "minimum": 0, "description": "an integer >= 0" };
const schema33 = { "type": "string", "minLength": 1, "description": "a non-empty string" };
const schema34 = { "type": "string", "pattern": "^[0-9a-f]{64}$", "description": "a sha256 hex digest (64 lowercase hex digits)" };
const func1 = Object.prototype.hasOwnProperty;
const func2 = commonJs(ucs2length).default;
const formats0 = commonJs(formats).fullFormats["date-time"];
const pattern4 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "u");
const pattern6 = new RegExp("^[0-9a-f]{40}([0-9a-f]{24})?$", "u");
const pattern7 = new RegExp("^[0-9a-f]{64}$", "u");
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:ralph-action:schemas:events" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate20.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs2 = errors;
    let valid1 = true;
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if ((data.event === undefined) && (missing0 = "event")) {
            const err0 = {};
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        else {
            if (data.event !== undefined) {
                if ("run_start" !== data.event) {
                    const err1 = {};
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
    }
    var _valid0 = _errs3 === errors;
    errors = _errs2;
    if (vErrors !== null) {
        if (_errs2) {
            vErrors.length = _errs2;
        }
        else {
            vErrors = null;
        }
    }
    if (_valid0) {
        const _errs5 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.mode === undefined) {
                const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property '" + "mode" + "'", schema: schema31.allOf[0].then.required, parentSchema: schema31.allOf[0].then, data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            for (const key0 in data) {
                const _errs6 = errors;
                if (!(((((((((key0 === "v") || (key0 === "ts")) || (key0 === "run")) || (key0 === "seq")) || (key0 === "event")) || (key0 === "mode")) || (key0 === "max_steps")) || (key0 === "prd")) || (key0 === "head"))) {
                    const err3 = { instancePath, schemaPath: "#/allOf/0/then/propertyNames/enum", keyword: "enum", params: { allowedValues: schema31.allOf[0].then.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema31.allOf[0].then.propertyNames.enum, parentSchema: schema31.allOf[0].then.propertyNames, data: key0, propertyName: key0 };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                var valid3 = _errs6 === errors;
                if (!valid3) {
                    const err4 = { instancePath, schemaPath: "#/allOf/0/then/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid", schema: schema31.allOf[0].then.propertyNames, parentSchema: schema31.allOf[0].then, data };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
        }
        var _valid0 = _errs5 === errors;
        valid1 = _valid0;
    }
    if (!valid1) {
        const err5 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema31.allOf[0].if, parentSchema: schema31.allOf[0], data };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    const _errs8 = errors;
    let valid4 = true;
    const _errs9 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing1;
        if ((data.event === undefined) && (missing1 = "event")) {
            const err6 = {};
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        else {
            if (data.event !== undefined) {
                if ("story_start" !== data.event) {
                    const err7 = {};
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
        }
    }
    var _valid1 = _errs9 === errors;
    errors = _errs8;
    if (vErrors !== null) {
        if (_errs8) {
            vErrors.length = _errs8;
        }
        else {
            vErrors = null;
        }
    }
    if (_valid1) {
        const _errs11 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.story === undefined) {
                const err8 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "story" }, message: "must have required property '" + "story" + "'", schema: schema31.allOf[1].then.required, parentSchema: schema31.allOf[1].then, data };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
            if (data.attempt === undefined) {
                const err9 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property '" + "attempt" + "'", schema: schema31.allOf[1].then.required, parentSchema: schema31.allOf[1].then, data };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
            for (const key1 in data) {
                const _errs12 = errors;
                if (!((((((((((key1 === "v") || (key1 === "ts")) || (key1 === "run")) || (key1 === "seq")) || (key1 === "event")) || (key1 === "story")) || (key1 === "attempt")) || (key1 === "prompt_sha256")) || (key1 === "agent")) || (key1 === "sandbox"))) {
                    const err10 = { instancePath, schemaPath: "#/allOf/1/then/propertyNames/enum", keyword: "enum", params: { allowedValues: schema31.allOf[1].then.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema31.allOf[1].then.propertyNames.enum, parentSchema: schema31.allOf[1].then.propertyNames, data: key1, propertyName: key1 };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
                var valid6 = _errs12 === errors;
                if (!valid6) {
                    const err11 = { instancePath, schemaPath: "#/allOf/1/then/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid", schema: schema31.allOf[1].then.propertyNames, parentSchema: schema31.allOf[1].then, data };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
            }
        }
        var _valid1 = _errs11 === errors;
        valid4 = _valid1;
    }
    if (!valid4) {
        const err12 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema31.allOf[1].if, parentSchema: schema31.allOf[1], data };
        if (vErrors === null) {
            vErrors = [err12];
        }
        else {
            vErrors.push(err12);
        }
        errors++;
    }
    const _errs14 = errors;
    let valid7 = true;
    const _errs15 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if ((data.event === undefined) && (missing2 = "event")) {
            const err13 = {};
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
        else {
            if (data.event !== undefined) {
                if ("agent_exit" !== data.event) {
                    const err14 = {};
                    if (vErrors === null) {
                        vErrors = [err14];
                    }
                    else {
                        vErrors.push(err14);
                    }
                    errors++;
                }
            }
        }
    }
    var _valid2 = _errs15 === errors;
    errors = _errs14;
    if (vErrors !== null) {
        if (_errs14) {
            vErrors.length = _errs14;
        }
        else {
            vErrors = null;
        }
    }
    if (_valid2) {
        const _errs17 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.story === undefined) {
                const err15 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "story" }, message: "must have required property '" + "story" + "'", schema: schema31.allOf[2].then.required, parentSchema: schema31.allOf[2].then, data };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
            if (data.attempt === undefined) {
                const err16 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property '" + "attempt" + "'", schema: schema31.allOf[2].then.required, parentSchema: schema31.allOf[2].then, data };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
            if (data.exit_code === undefined) {
                const err17 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "exit_code" }, message: "must have required property '" + "exit_code" + "'", schema: schema31.allOf[2].then.required, parentSchema: schema31.allOf[2].then, data };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
            if (data.timed_out === undefined) {
                const err18 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "timed_out" }, message: "must have required property '" + "timed_out" + "'", schema: schema31.allOf[2].then.required, parentSchema: schema31.allOf[2].then, data };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            if (data.duration_ms === undefined) {
                const err19 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "duration_ms" }, message: "must have required property '" + "duration_ms" + "'", schema: schema31.allOf[2].then.required, parentSchema: schema31.allOf[2].then, data };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            if (data.stdout_sha256 === undefined) {
                const err20 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "stdout_sha256" }, message: "must have required property '" + "stdout_sha256" + "'", schema: schema31.allOf[2].then.required, parentSchema: schema31.allOf[2].then, data };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
            if (data.last_message_sha256 === undefined) {
                const err21 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "last_message_sha256" }, message: "must have required property '" + "last_message_sha256" + "'", schema: schema31.allOf[2].then.required, parentSchema: schema31.allOf[2].then, data };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
            if (data.writes === undefined) {
                const err22 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "writes" }, message: "must have required property '" + "writes" + "'", schema: schema31.allOf[2].then.required, parentSchema: schema31.allOf[2].then, data };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
            for (const key2 in data) {
                const _errs18 = errors;
                if (!(((((((((((((((key2 === "v") || (key2 === "ts")) || (key2 === "run")) || (key2 === "seq")) || (key2 === "event")) || (key2 === "story")) || (key2 === "attempt")) || (key2 === "exit_code")) || (key2 === "timed_out")) || (key2 === "duration_ms")) || (key2 === "stdout_sha256")) || (key2 === "last_message_sha256")) || (key2 === "writes")) || (key2 === "signal")) || (key2 === "usage"))) {
                    const err23 = { instancePath, schemaPath: "#/allOf/2/then/propertyNames/enum", keyword: "enum", params: { allowedValues: schema31.allOf[2].then.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema31.allOf[2].then.propertyNames.enum, parentSchema: schema31.allOf[2].then.propertyNames, data: key2, propertyName: key2 };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
                var valid9 = _errs18 === errors;
                if (!valid9) {
                    const err24 = { instancePath, schemaPath: "#/allOf/2/then/propertyNames", keyword: "propertyNames", params: { propertyName: key2 }, message: "property name must be valid", schema: schema31.allOf[2].then.propertyNames, parentSchema: schema31.allOf[2].then, data };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
            }
        }
        var _valid2 = _errs17 === errors;
        valid7 = _valid2;
    }
    if (!valid7) {
        const err25 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema31.allOf[2].if, parentSchema: schema31.allOf[2], data };
        if (vErrors === null) {
            vErrors = [err25];
        }
        else {
            vErrors.push(err25);
        }
        errors++;
    }
    const _errs20 = errors;
    let valid10 = true;
    const _errs21 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing3;
        if ((data.event === undefined) && (missing3 = "event")) {
            const err26 = {};
            if (vErrors === null) {
                vErrors = [err26];
            }
            else {
                vErrors.push(err26);
            }
            errors++;
        }
        else {
            if (data.event !== undefined) {
                if ("scope_violation" !== data.event) {
                    const err27 = {};
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
        }
    }
    var _valid3 = _errs21 === errors;
    errors = _errs20;
    if (vErrors !== null) {
        if (_errs20) {
            vErrors.length = _errs20;
        }
        else {
            vErrors = null;
        }
    }
    if (_valid3) {
        const _errs23 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.story === undefined) {
                const err28 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "story" }, message: "must have required property '" + "story" + "'", schema: schema31.allOf[3].then.required, parentSchema: schema31.allOf[3].then, data };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
            if (data.attempt === undefined) {
                const err29 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property '" + "attempt" + "'", schema: schema31.allOf[3].then.required, parentSchema: schema31.allOf[3].then, data };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
            if (data.paths === undefined) {
                const err30 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "paths" }, message: "must have required property '" + "paths" + "'", schema: schema31.allOf[3].then.required, parentSchema: schema31.allOf[3].then, data };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
            for (const key3 in data) {
                const _errs24 = errors;
                if (!((((((((key3 === "v") || (key3 === "ts")) || (key3 === "run")) || (key3 === "seq")) || (key3 === "event")) || (key3 === "story")) || (key3 === "attempt")) || (key3 === "paths"))) {
                    const err31 = { instancePath, schemaPath: "#/allOf/3/then/propertyNames/enum", keyword: "enum", params: { allowedValues: schema31.allOf[3].then.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema31.allOf[3].then.propertyNames.enum, parentSchema: schema31.allOf[3].then.propertyNames, data: key3, propertyName: key3 };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
                var valid12 = _errs24 === errors;
                if (!valid12) {
                    const err32 = { instancePath, schemaPath: "#/allOf/3/then/propertyNames", keyword: "propertyNames", params: { propertyName: key3 }, message: "property name must be valid", schema: schema31.allOf[3].then.propertyNames, parentSchema: schema31.allOf[3].then, data };
                    if (vErrors === null) {
                        vErrors = [err32];
                    }
                    else {
                        vErrors.push(err32);
                    }
                    errors++;
                }
            }
        }
        var _valid3 = _errs23 === errors;
        valid10 = _valid3;
    }
    if (!valid10) {
        const err33 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema31.allOf[3].if, parentSchema: schema31.allOf[3], data };
        if (vErrors === null) {
            vErrors = [err33];
        }
        else {
            vErrors.push(err33);
        }
        errors++;
    }
    const _errs26 = errors;
    let valid13 = true;
    const _errs27 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing4;
        if ((data.event === undefined) && (missing4 = "event")) {
            const err34 = {};
            if (vErrors === null) {
                vErrors = [err34];
            }
            else {
                vErrors.push(err34);
            }
            errors++;
        }
        else {
            if (data.event !== undefined) {
                if ("story_pass" !== data.event) {
                    const err35 = {};
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
            }
        }
    }
    var _valid4 = _errs27 === errors;
    errors = _errs26;
    if (vErrors !== null) {
        if (_errs26) {
            vErrors.length = _errs26;
        }
        else {
            vErrors = null;
        }
    }
    if (_valid4) {
        const _errs29 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.story === undefined) {
                const err36 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "story" }, message: "must have required property '" + "story" + "'", schema: schema31.allOf[4].then.required, parentSchema: schema31.allOf[4].then, data };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
            if (data.attempt === undefined) {
                const err37 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property '" + "attempt" + "'", schema: schema31.allOf[4].then.required, parentSchema: schema31.allOf[4].then, data };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
            for (const key4 in data) {
                const _errs30 = errors;
                if (!(((((((((key4 === "v") || (key4 === "ts")) || (key4 === "run")) || (key4 === "seq")) || (key4 === "event")) || (key4 === "story")) || (key4 === "attempt")) || (key4 === "report_path")) || (key4 === "pr_url"))) {
                    const err38 = { instancePath, schemaPath: "#/allOf/4/then/propertyNames/enum", keyword: "enum", params: { allowedValues: schema31.allOf[4].then.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema31.allOf[4].then.propertyNames.enum, parentSchema: schema31.allOf[4].then.propertyNames, data: key4, propertyName: key4 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                var valid15 = _errs30 === errors;
                if (!valid15) {
                    const err39 = { instancePath, schemaPath: "#/allOf/4/then/propertyNames", keyword: "propertyNames", params: { propertyName: key4 }, message: "property name must be valid", schema: schema31.allOf[4].then.propertyNames, parentSchema: schema31.allOf[4].then, data };
                    if (vErrors === null) {
                        vErrors = [err39];
                    }
                    else {
                        vErrors.push(err39);
                    }
                    errors++;
                }
            }
        }
        var _valid4 = _errs29 === errors;
        valid13 = _valid4;
    }
    if (!valid13) {
        const err40 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema31.allOf[4].if, parentSchema: schema31.allOf[4], data };
        if (vErrors === null) {
            vErrors = [err40];
        }
        else {
            vErrors.push(err40);
        }
        errors++;
    }
    const _errs32 = errors;
    let valid16 = true;
    const _errs33 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing5;
        if ((data.event === undefined) && (missing5 = "event")) {
            const err41 = {};
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        else {
            if (data.event !== undefined) {
                if ("story_fail" !== data.event) {
                    const err42 = {};
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
    }
    var _valid5 = _errs33 === errors;
    errors = _errs32;
    if (vErrors !== null) {
        if (_errs32) {
            vErrors.length = _errs32;
        }
        else {
            vErrors = null;
        }
    }
    if (_valid5) {
        const _errs35 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.story === undefined) {
                const err43 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "story" }, message: "must have required property '" + "story" + "'", schema: schema31.allOf[5].then.required, parentSchema: schema31.allOf[5].then, data };
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            if (data.attempt === undefined) {
                const err44 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property '" + "attempt" + "'", schema: schema31.allOf[5].then.required, parentSchema: schema31.allOf[5].then, data };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
            if (data.reason === undefined) {
                const err45 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property '" + "reason" + "'", schema: schema31.allOf[5].then.required, parentSchema: schema31.allOf[5].then, data };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
            for (const key5 in data) {
                const _errs36 = errors;
                if (!(((((((((key5 === "v") || (key5 === "ts")) || (key5 === "run")) || (key5 === "seq")) || (key5 === "event")) || (key5 === "story")) || (key5 === "attempt")) || (key5 === "reason")) || (key5 === "patch"))) {
                    const err46 = { instancePath, schemaPath: "#/allOf/5/then/propertyNames/enum", keyword: "enum", params: { allowedValues: schema31.allOf[5].then.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema31.allOf[5].then.propertyNames.enum, parentSchema: schema31.allOf[5].then.propertyNames, data: key5, propertyName: key5 };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
                var valid18 = _errs36 === errors;
                if (!valid18) {
                    const err47 = { instancePath, schemaPath: "#/allOf/5/then/propertyNames", keyword: "propertyNames", params: { propertyName: key5 }, message: "property name must be valid", schema: schema31.allOf[5].then.propertyNames, parentSchema: schema31.allOf[5].then, data };
                    if (vErrors === null) {
                        vErrors = [err47];
                    }
                    else {
                        vErrors.push(err47);
                    }
                    errors++;
                }
            }
        }
        var _valid5 = _errs35 === errors;
        valid16 = _valid5;
    }
    if (!valid16) {
        const err48 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema31.allOf[5].if, parentSchema: schema31.allOf[5], data };
        if (vErrors === null) {
            vErrors = [err48];
        }
        else {
            vErrors.push(err48);
        }
        errors++;
    }
    const _errs38 = errors;
    let valid19 = true;
    const _errs39 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing6;
        if ((data.event === undefined) && (missing6 = "event")) {
            const err49 = {};
            if (vErrors === null) {
                vErrors = [err49];
            }
            else {
                vErrors.push(err49);
            }
            errors++;
        }
        else {
            if (data.event !== undefined) {
                if ("story_skip" !== data.event) {
                    const err50 = {};
                    if (vErrors === null) {
                        vErrors = [err50];
                    }
                    else {
                        vErrors.push(err50);
                    }
                    errors++;
                }
            }
        }
    }
    var _valid6 = _errs39 === errors;
    errors = _errs38;
    if (vErrors !== null) {
        if (_errs38) {
            vErrors.length = _errs38;
        }
        else {
            vErrors = null;
        }
    }
    if (_valid6) {
        const _errs41 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.story === undefined) {
                const err51 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "story" }, message: "must have required property '" + "story" + "'", schema: schema31.allOf[6].then.required, parentSchema: schema31.allOf[6].then, data };
                if (vErrors === null) {
                    vErrors = [err51];
                }
                else {
                    vErrors.push(err51);
                }
                errors++;
            }
            if (data.reason === undefined) {
                const err52 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property '" + "reason" + "'", schema: schema31.allOf[6].then.required, parentSchema: schema31.allOf[6].then, data };
                if (vErrors === null) {
                    vErrors = [err52];
                }
                else {
                    vErrors.push(err52);
                }
                errors++;
            }
            for (const key6 in data) {
                const _errs42 = errors;
                if (!((((((((key6 === "v") || (key6 === "ts")) || (key6 === "run")) || (key6 === "seq")) || (key6 === "event")) || (key6 === "story")) || (key6 === "reason")) || (key6 === "attempt"))) {
                    const err53 = { instancePath, schemaPath: "#/allOf/6/then/propertyNames/enum", keyword: "enum", params: { allowedValues: schema31.allOf[6].then.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema31.allOf[6].then.propertyNames.enum, parentSchema: schema31.allOf[6].then.propertyNames, data: key6, propertyName: key6 };
                    if (vErrors === null) {
                        vErrors = [err53];
                    }
                    else {
                        vErrors.push(err53);
                    }
                    errors++;
                }
                var valid21 = _errs42 === errors;
                if (!valid21) {
                    const err54 = { instancePath, schemaPath: "#/allOf/6/then/propertyNames", keyword: "propertyNames", params: { propertyName: key6 }, message: "property name must be valid", schema: schema31.allOf[6].then.propertyNames, parentSchema: schema31.allOf[6].then, data };
                    if (vErrors === null) {
                        vErrors = [err54];
                    }
                    else {
                        vErrors.push(err54);
                    }
                    errors++;
                }
            }
        }
        var _valid6 = _errs41 === errors;
        valid19 = _valid6;
    }
    if (!valid19) {
        const err55 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema31.allOf[6].if, parentSchema: schema31.allOf[6], data };
        if (vErrors === null) {
            vErrors = [err55];
        }
        else {
            vErrors.push(err55);
        }
        errors++;
    }
    const _errs44 = errors;
    let valid22 = true;
    const _errs45 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing7;
        if ((data.event === undefined) && (missing7 = "event")) {
            const err56 = {};
            if (vErrors === null) {
                vErrors = [err56];
            }
            else {
                vErrors.push(err56);
            }
            errors++;
        }
        else {
            if (data.event !== undefined) {
                if ("run_end" !== data.event) {
                    const err57 = {};
                    if (vErrors === null) {
                        vErrors = [err57];
                    }
                    else {
                        vErrors.push(err57);
                    }
                    errors++;
                }
            }
        }
    }
    var _valid7 = _errs45 === errors;
    errors = _errs44;
    if (vErrors !== null) {
        if (_errs44) {
            vErrors.length = _errs44;
        }
        else {
            vErrors = null;
        }
    }
    if (_valid7) {
        const _errs47 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.steps === undefined) {
                const err58 = { instancePath, schemaPath: "#/allOf/7/then/required", keyword: "required", params: { missingProperty: "steps" }, message: "must have required property '" + "steps" + "'", schema: schema31.allOf[7].then.required, parentSchema: schema31.allOf[7].then, data };
                if (vErrors === null) {
                    vErrors = [err58];
                }
                else {
                    vErrors.push(err58);
                }
                errors++;
            }
            for (const key7 in data) {
                const _errs48 = errors;
                if (!(((((((key7 === "v") || (key7 === "ts")) || (key7 === "run")) || (key7 === "seq")) || (key7 === "event")) || (key7 === "steps")) || (key7 === "reason"))) {
                    const err59 = { instancePath, schemaPath: "#/allOf/7/then/propertyNames/enum", keyword: "enum", params: { allowedValues: schema31.allOf[7].then.propertyNames.enum }, message: "must be equal to one of the allowed values", schema: schema31.allOf[7].then.propertyNames.enum, parentSchema: schema31.allOf[7].then.propertyNames, data: key7, propertyName: key7 };
                    if (vErrors === null) {
                        vErrors = [err59];
                    }
                    else {
                        vErrors.push(err59);
                    }
                    errors++;
                }
                var valid24 = _errs48 === errors;
                if (!valid24) {
                    const err60 = { instancePath, schemaPath: "#/allOf/7/then/propertyNames", keyword: "propertyNames", params: { propertyName: key7 }, message: "property name must be valid", schema: schema31.allOf[7].then.propertyNames, parentSchema: schema31.allOf[7].then, data };
                    if (vErrors === null) {
                        vErrors = [err60];
                    }
                    else {
                        vErrors.push(err60);
                    }
                    errors++;
                }
            }
        }
        var _valid7 = _errs47 === errors;
        valid22 = _valid7;
    }
    if (!valid22) {
        const err61 = { instancePath, schemaPath: "#/allOf/7/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema31.allOf[7].if, parentSchema: schema31.allOf[7], data };
        if (vErrors === null) {
            vErrors = [err61];
        }
        else {
            vErrors.push(err61);
        }
        errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.v === undefined) {
            const err62 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "v" }, message: "must have required property '" + "v" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err62];
            }
            else {
                vErrors.push(err62);
            }
            errors++;
        }
        if (data.ts === undefined) {
            const err63 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ts" }, message: "must have required property '" + "ts" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err63];
            }
            else {
                vErrors.push(err63);
            }
            errors++;
        }
        if (data.run === undefined) {
            const err64 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run" }, message: "must have required property '" + "run" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err64];
            }
            else {
                vErrors.push(err64);
            }
            errors++;
        }
        if (data.seq === undefined) {
            const err65 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
        if (data.event === undefined) {
            const err66 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property '" + "event" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err66];
            }
            else {
                vErrors.push(err66);
            }
            errors++;
        }
        for (const key8 in data) {
            if (!(func1.call(schema31.properties, key8))) {
                const err67 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
                if (vErrors === null) {
                    vErrors = [err67];
                }
                else {
                    vErrors.push(err67);
                }
                errors++;
            }
        }
        if (data.v !== undefined) {
            let data8 = data.v;
            if (1 !== data8) {
                const err68 = { instancePath: instancePath + "/v", schemaPath: "#/properties/v/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema31.properties.v, data: data8 };
                if (vErrors === null) {
                    vErrors = [err68];
                }
                else {
                    vErrors.push(err68);
                }
                errors++;
            }
        }
        if (data.ts !== undefined) {
            let data9 = data.ts;
            if (typeof data9 === "string") {
                if (!(formats0.validate(data9))) {
                    const err69 = { instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"", schema: "date-time", parentSchema: schema31.properties.ts, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err69];
                    }
                    else {
                        vErrors.push(err69);
                    }
                    errors++;
                }
            }
            else {
                const err70 = { instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.ts.type, parentSchema: schema31.properties.ts, data: data9 };
                if (vErrors === null) {
                    vErrors = [err70];
                }
                else {
                    vErrors.push(err70);
                }
                errors++;
            }
        }
        if (data.run !== undefined) {
            let data10 = data.run;
            if (typeof data10 === "string") {
                if (!pattern4.test(data10)) {
                    const err71 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" }, message: "must match pattern \"" + "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$" + "\"", schema: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$", parentSchema: schema31.properties.run, data: data10 };
                    if (vErrors === null) {
                        vErrors = [err71];
                    }
                    else {
                        vErrors.push(err71);
                    }
                    errors++;
                }
            }
            else {
                const err72 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.run.type, parentSchema: schema31.properties.run, data: data10 };
                if (vErrors === null) {
                    vErrors = [err72];
                }
                else {
                    vErrors.push(err72);
                }
                errors++;
            }
        }
        if (data.seq !== undefined) {
            let data11 = data.seq;
            if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                const err73 = { instancePath: instancePath + "/seq", schemaPath: "#/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.seq.type, parentSchema: schema31.properties.seq, data: data11 };
                if (vErrors === null) {
                    vErrors = [err73];
                }
                else {
                    vErrors.push(err73);
                }
                errors++;
            }
            if ((typeof data11 == "number") && (isFinite(data11))) {
                if (data11 < 1 || isNaN(data11)) {
                    const err74 = { instancePath: instancePath + "/seq", schemaPath: "#/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.seq, data: data11 };
                    if (vErrors === null) {
                        vErrors = [err74];
                    }
                    else {
                        vErrors.push(err74);
                    }
                    errors++;
                }
            }
        }
        if (data.event !== undefined) {
            let data12 = data.event;
            if (!((((((((data12 === "run_start") || (data12 === "story_start")) || (data12 === "agent_exit")) || (data12 === "scope_violation")) || (data12 === "story_pass")) || (data12 === "story_fail")) || (data12 === "story_skip")) || (data12 === "run_end"))) {
                const err75 = { instancePath: instancePath + "/event", schemaPath: "#/properties/event/enum", keyword: "enum", params: { allowedValues: schema31.properties.event.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.event.enum, parentSchema: schema31.properties.event, data: data12 };
                if (vErrors === null) {
                    vErrors = [err75];
                }
                else {
                    vErrors.push(err75);
                }
                errors++;
            }
        }
        if (data.story !== undefined) {
            let data13 = data.story;
            if (typeof data13 === "string") {
                if (!pattern5.test(data13)) {
                    const err76 = { instancePath: instancePath + "/story", schemaPath: "#/properties/story/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + "\"", schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", parentSchema: schema31.properties.story, data: data13 };
                    if (vErrors === null) {
                        vErrors = [err76];
                    }
                    else {
                        vErrors.push(err76);
                    }
                    errors++;
                }
            }
            else {
                const err77 = { instancePath: instancePath + "/story", schemaPath: "#/properties/story/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.story.type, parentSchema: schema31.properties.story, data: data13 };
                if (vErrors === null) {
                    vErrors = [err77];
                }
                else {
                    vErrors.push(err77);
                }
                errors++;
            }
        }
        if (data.attempt !== undefined) {
            let data14 = data.attempt;
            if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                const err78 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.attempt.type, parentSchema: schema31.properties.attempt, data: data14 };
                if (vErrors === null) {
                    vErrors = [err78];
                }
                else {
                    vErrors.push(err78);
                }
                errors++;
            }
            if ((typeof data14 == "number") && (isFinite(data14))) {
                if (data14 < 1 || isNaN(data14)) {
                    const err79 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.attempt, data: data14 };
                    if (vErrors === null) {
                        vErrors = [err79];
                    }
                    else {
                        vErrors.push(err79);
                    }
                    errors++;
                }
            }
        }
        if (data.mode !== undefined) {
            let data15 = data.mode;
            if (!(((data15 === "audit") || (data15 === "linting")) || (data15 === "fixing"))) {
                const err80 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.mode.enum, parentSchema: schema31.properties.mode, data: data15 };
                if (vErrors === null) {
                    vErrors = [err80];
                }
                else {
                    vErrors.push(err80);
                }
                errors++;
            }
        }
        if (data.max_steps !== undefined) {
            let data16 = data.max_steps;
            if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                const err81 = { instancePath: instancePath + "/max_steps", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.type, parentSchema: schema32, data: data16 };
                if (vErrors === null) {
                    vErrors = [err81];
                }
                else {
                    vErrors.push(err81);
                }
                errors++;
            }
            if ((typeof data16 == "number") && (isFinite(data16))) {
                if (data16 < 0 || isNaN(data16)) {
                    const err82 = { instancePath: instancePath + "/max_steps", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32, data: data16 };
                    if (vErrors === null) {
                        vErrors = [err82];
                    }
                    else {
                        vErrors.push(err82);
                    }
                    errors++;
                }
            }
        }
        if (data.prd !== undefined) {
            let data17 = data.prd;
            if (typeof data17 === "string") {
                if (func2(data17) < 1) {
                    const err83 = { instancePath: instancePath + "/prd", schemaPath: "#/$defs/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err83];
                    }
                    else {
                        vErrors.push(err83);
                    }
                    errors++;
                }
            }
            else {
                const err84 = { instancePath: instancePath + "/prd", schemaPath: "#/$defs/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data17 };
                if (vErrors === null) {
                    vErrors = [err84];
                }
                else {
                    vErrors.push(err84);
                }
                errors++;
            }
        }
        if (data.head !== undefined) {
            let data18 = data.head;
            if (typeof data18 === "string") {
                if (!pattern6.test(data18)) {
                    const err85 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$" }, message: "must match pattern \"" + "^[0-9a-f]{40}([0-9a-f]{24})?$" + "\"", schema: "^[0-9a-f]{40}([0-9a-f]{24})?$", parentSchema: schema31.properties.head, data: data18 };
                    if (vErrors === null) {
                        vErrors = [err85];
                    }
                    else {
                        vErrors.push(err85);
                    }
                    errors++;
                }
            }
            else {
                const err86 = { instancePath: instancePath + "/head", schemaPath: "#/properties/head/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.head.type, parentSchema: schema31.properties.head, data: data18 };
                if (vErrors === null) {
                    vErrors = [err86];
                }
                else {
                    vErrors.push(err86);
                }
                errors++;
            }
        }
        if (data.prompt_sha256 !== undefined) {
            let data19 = data.prompt_sha256;
            if (typeof data19 === "string") {
                if (!pattern7.test(data19)) {
                    const err87 = { instancePath: instancePath + "/prompt_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: "must match pattern \"" + "^[0-9a-f]{64}$" + "\"", schema: "^[0-9a-f]{64}$", parentSchema: schema34, data: data19 };
                    if (vErrors === null) {
                        vErrors = [err87];
                    }
                    else {
                        vErrors.push(err87);
                    }
                    errors++;
                }
            }
            else {
                const err88 = { instancePath: instancePath + "/prompt_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data19 };
                if (vErrors === null) {
                    vErrors = [err88];
                }
                else {
                    vErrors.push(err88);
                }
                errors++;
            }
        }
        if (data.agent !== undefined) {
            let data20 = data.agent;
            if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                if (data20.name === undefined) {
                    const err89 = { instancePath: instancePath + "/agent", schemaPath: "#/properties/agent/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema31.properties.agent.required, parentSchema: schema31.properties.agent, data: data20 };
                    if (vErrors === null) {
                        vErrors = [err89];
                    }
                    else {
                        vErrors.push(err89);
                    }
                    errors++;
                }
                if (data20.version === undefined) {
                    const err90 = { instancePath: instancePath + "/agent", schemaPath: "#/properties/agent/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property '" + "version" + "'", schema: schema31.properties.agent.required, parentSchema: schema31.properties.agent, data: data20 };
                    if (vErrors === null) {
                        vErrors = [err90];
                    }
                    else {
                        vErrors.push(err90);
                    }
                    errors++;
                }
                if (data20.model === undefined) {
                    const err91 = { instancePath: instancePath + "/agent", schemaPath: "#/properties/agent/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property '" + "model" + "'", schema: schema31.properties.agent.required, parentSchema: schema31.properties.agent, data: data20 };
                    if (vErrors === null) {
                        vErrors = [err91];
                    }
                    else {
                        vErrors.push(err91);
                    }
                    errors++;
                }
                if (data20.argv === undefined) {
                    const err92 = { instancePath: instancePath + "/agent", schemaPath: "#/properties/agent/required", keyword: "required", params: { missingProperty: "argv" }, message: "must have required property '" + "argv" + "'", schema: schema31.properties.agent.required, parentSchema: schema31.properties.agent, data: data20 };
                    if (vErrors === null) {
                        vErrors = [err92];
                    }
                    else {
                        vErrors.push(err92);
                    }
                    errors++;
                }
                for (const key9 in data20) {
                    if (!((((key9 === "name") || (key9 === "version")) || (key9 === "model")) || (key9 === "argv"))) {
                        const err93 = { instancePath: instancePath + "/agent", schemaPath: "#/properties/agent/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.agent, data: data20 };
                        if (vErrors === null) {
                            vErrors = [err93];
                        }
                        else {
                            vErrors.push(err93);
                        }
                        errors++;
                    }
                }
                if (data20.name !== undefined) {
                    let data21 = data20.name;
                    if (typeof data21 === "string") {
                        if (func2(data21) < 1) {
                            const err94 = { instancePath: instancePath + "/agent/name", schemaPath: "#/properties/agent/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.agent.properties.name, data: data21 };
                            if (vErrors === null) {
                                vErrors = [err94];
                            }
                            else {
                                vErrors.push(err94);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err95 = { instancePath: instancePath + "/agent/name", schemaPath: "#/properties/agent/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.agent.properties.name.type, parentSchema: schema31.properties.agent.properties.name, data: data21 };
                        if (vErrors === null) {
                            vErrors = [err95];
                        }
                        else {
                            vErrors.push(err95);
                        }
                        errors++;
                    }
                }
                if (data20.version !== undefined) {
                    let data22 = data20.version;
                    if ((typeof data22 !== "string") && (data22 !== null)) {
                        const err96 = { instancePath: instancePath + "/agent/version", schemaPath: "#/properties/agent/properties/version/type", keyword: "type", params: { type: schema31.properties.agent.properties.version.type }, message: "must be string,null", schema: schema31.properties.agent.properties.version.type, parentSchema: schema31.properties.agent.properties.version, data: data22 };
                        if (vErrors === null) {
                            vErrors = [err96];
                        }
                        else {
                            vErrors.push(err96);
                        }
                        errors++;
                    }
                }
                if (data20.model !== undefined) {
                    let data23 = data20.model;
                    if ((typeof data23 !== "string") && (data23 !== null)) {
                        const err97 = { instancePath: instancePath + "/agent/model", schemaPath: "#/properties/agent/properties/model/type", keyword: "type", params: { type: schema31.properties.agent.properties.model.type }, message: "must be string,null", schema: schema31.properties.agent.properties.model.type, parentSchema: schema31.properties.agent.properties.model, data: data23 };
                        if (vErrors === null) {
                            vErrors = [err97];
                        }
                        else {
                            vErrors.push(err97);
                        }
                        errors++;
                    }
                }
                if (data20.argv !== undefined) {
                    let data24 = data20.argv;
                    if (Array.isArray(data24)) {
                        if (data24.length < 1) {
                            const err98 = { instancePath: instancePath + "/agent/argv", schemaPath: "#/properties/agent/properties/argv/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema31.properties.agent.properties.argv, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err98];
                            }
                            else {
                                vErrors.push(err98);
                            }
                            errors++;
                        }
                        const len0 = data24.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            let data25 = data24[i0];
                            if (typeof data25 !== "string") {
                                const err99 = { instancePath: instancePath + "/agent/argv/" + i0, schemaPath: "#/properties/agent/properties/argv/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.agent.properties.argv.items.type, parentSchema: schema31.properties.agent.properties.argv.items, data: data25 };
                                if (vErrors === null) {
                                    vErrors = [err99];
                                }
                                else {
                                    vErrors.push(err99);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err100 = { instancePath: instancePath + "/agent/argv", schemaPath: "#/properties/agent/properties/argv/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.agent.properties.argv.type, parentSchema: schema31.properties.agent.properties.argv, data: data24 };
                        if (vErrors === null) {
                            vErrors = [err100];
                        }
                        else {
                            vErrors.push(err100);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err101 = { instancePath: instancePath + "/agent", schemaPath: "#/properties/agent/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agent.type, parentSchema: schema31.properties.agent, data: data20 };
                if (vErrors === null) {
                    vErrors = [err101];
                }
                else {
                    vErrors.push(err101);
                }
                errors++;
            }
        }
        if (data.sandbox !== undefined) {
            let data26 = data.sandbox;
            if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                if (data26.setting === undefined) {
                    const err102 = { instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property '" + "setting" + "'", schema: schema31.properties.sandbox.required, parentSchema: schema31.properties.sandbox, data: data26 };
                    if (vErrors === null) {
                        vErrors = [err102];
                    }
                    else {
                        vErrors.push(err102);
                    }
                    errors++;
                }
                if (data26.tool === undefined) {
                    const err103 = { instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property '" + "tool" + "'", schema: schema31.properties.sandbox.required, parentSchema: schema31.properties.sandbox, data: data26 };
                    if (vErrors === null) {
                        vErrors = [err103];
                    }
                    else {
                        vErrors.push(err103);
                    }
                    errors++;
                }
                if (data26.network === undefined) {
                    const err104 = { instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/required", keyword: "required", params: { missingProperty: "network" }, message: "must have required property '" + "network" + "'", schema: schema31.properties.sandbox.required, parentSchema: schema31.properties.sandbox, data: data26 };
                    if (vErrors === null) {
                        vErrors = [err104];
                    }
                    else {
                        vErrors.push(err104);
                    }
                    errors++;
                }
                for (const key10 in data26) {
                    if (!(((key10 === "setting") || (key10 === "tool")) || (key10 === "network"))) {
                        const err105 = { instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.sandbox, data: data26 };
                        if (vErrors === null) {
                            vErrors = [err105];
                        }
                        else {
                            vErrors.push(err105);
                        }
                        errors++;
                    }
                }
                if (data26.setting !== undefined) {
                    let data27 = data26.setting;
                    if (!(((data27 === "auto") || (data27 === "required")) || (data27 === "off"))) {
                        const err106 = { instancePath: instancePath + "/sandbox/setting", schemaPath: "#/properties/sandbox/properties/setting/enum", keyword: "enum", params: { allowedValues: schema31.properties.sandbox.properties.setting.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.sandbox.properties.setting.enum, parentSchema: schema31.properties.sandbox.properties.setting, data: data27 };
                        if (vErrors === null) {
                            vErrors = [err106];
                        }
                        else {
                            vErrors.push(err106);
                        }
                        errors++;
                    }
                }
                if (data26.tool !== undefined) {
                    let data28 = data26.tool;
                    if (!((data28 === "bwrap") || (data28 === null))) {
                        const err107 = { instancePath: instancePath + "/sandbox/tool", schemaPath: "#/properties/sandbox/properties/tool/enum", keyword: "enum", params: { allowedValues: schema31.properties.sandbox.properties.tool.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.sandbox.properties.tool.enum, parentSchema: schema31.properties.sandbox.properties.tool, data: data28 };
                        if (vErrors === null) {
                            vErrors = [err107];
                        }
                        else {
                            vErrors.push(err107);
                        }
                        errors++;
                    }
                }
                if (data26.network !== undefined) {
                    let data29 = data26.network;
                    if (!((data29 === "on") || (data29 === "off"))) {
                        const err108 = { instancePath: instancePath + "/sandbox/network", schemaPath: "#/properties/sandbox/properties/network/enum", keyword: "enum", params: { allowedValues: schema31.properties.sandbox.properties.network.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.sandbox.properties.network.enum, parentSchema: schema31.properties.sandbox.properties.network, data: data29 };
                        if (vErrors === null) {
                            vErrors = [err108];
                        }
                        else {
                            vErrors.push(err108);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err109 = { instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.sandbox.type, parentSchema: schema31.properties.sandbox, data: data26 };
                if (vErrors === null) {
                    vErrors = [err109];
                }
                else {
                    vErrors.push(err109);
                }
                errors++;
            }
        }
        if (data.exit_code !== undefined) {
            let data30 = data.exit_code;
            if ((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)) {
                const err110 = { instancePath: instancePath + "/exit_code", schemaPath: "#/properties/exit_code/type", keyword: "type", params: { type: schema31.properties.exit_code.type }, message: "must be integer,null", schema: schema31.properties.exit_code.type, parentSchema: schema31.properties.exit_code, data: data30 };
                if (vErrors === null) {
                    vErrors = [err110];
                }
                else {
                    vErrors.push(err110);
                }
                errors++;
            }
        }
        if (data.signal !== undefined) {
            let data31 = data.signal;
            if ((typeof data31 !== "string") && (data31 !== null)) {
                const err111 = { instancePath: instancePath + "/signal", schemaPath: "#/properties/signal/type", keyword: "type", params: { type: schema31.properties.signal.type }, message: "must be string,null", schema: schema31.properties.signal.type, parentSchema: schema31.properties.signal, data: data31 };
                if (vErrors === null) {
                    vErrors = [err111];
                }
                else {
                    vErrors.push(err111);
                }
                errors++;
            }
        }
        if (data.timed_out !== undefined) {
            let data32 = data.timed_out;
            if (typeof data32 !== "boolean") {
                const err112 = { instancePath: instancePath + "/timed_out", schemaPath: "#/properties/timed_out/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.timed_out.type, parentSchema: schema31.properties.timed_out, data: data32 };
                if (vErrors === null) {
                    vErrors = [err112];
                }
                else {
                    vErrors.push(err112);
                }
                errors++;
            }
        }
        if (data.duration_ms !== undefined) {
            let data33 = data.duration_ms;
            if (!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))) {
                const err113 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.type, parentSchema: schema32, data: data33 };
                if (vErrors === null) {
                    vErrors = [err113];
                }
                else {
                    vErrors.push(err113);
                }
                errors++;
            }
            if ((typeof data33 == "number") && (isFinite(data33))) {
                if (data33 < 0 || isNaN(data33)) {
                    const err114 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32, data: data33 };
                    if (vErrors === null) {
                        vErrors = [err114];
                    }
                    else {
                        vErrors.push(err114);
                    }
                    errors++;
                }
            }
        }
        if (data.stdout_sha256 !== undefined) {
            let data34 = data.stdout_sha256;
            if (typeof data34 === "string") {
                if (!pattern7.test(data34)) {
                    const err115 = { instancePath: instancePath + "/stdout_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: "must match pattern \"" + "^[0-9a-f]{64}$" + "\"", schema: "^[0-9a-f]{64}$", parentSchema: schema34, data: data34 };
                    if (vErrors === null) {
                        vErrors = [err115];
                    }
                    else {
                        vErrors.push(err115);
                    }
                    errors++;
                }
            }
            else {
                const err116 = { instancePath: instancePath + "/stdout_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data34 };
                if (vErrors === null) {
                    vErrors = [err116];
                }
                else {
                    vErrors.push(err116);
                }
                errors++;
            }
        }
        if (data.last_message_sha256 !== undefined) {
            let data35 = data.last_message_sha256;
            const _errs106 = errors;
            let valid35 = false;
            const _errs107 = errors;
            if (typeof data35 === "string") {
                if (!pattern7.test(data35)) {
                    const err117 = { instancePath: instancePath + "/last_message_sha256", schemaPath: "#/$defs/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: "must match pattern \"" + "^[0-9a-f]{64}$" + "\"", schema: "^[0-9a-f]{64}$", parentSchema: schema34, data: data35 };
                    if (vErrors === null) {
                        vErrors = [err117];
                    }
                    else {
                        vErrors.push(err117);
                    }
                    errors++;
                }
            }
            else {
                const err118 = { instancePath: instancePath + "/last_message_sha256", schemaPath: "#/$defs/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data35 };
                if (vErrors === null) {
                    vErrors = [err118];
                }
                else {
                    vErrors.push(err118);
                }
                errors++;
            }
            var _valid8 = _errs107 === errors;
            valid35 = valid35 || _valid8;
            const _errs110 = errors;
            if (data35 !== null) {
                const err119 = { instancePath: instancePath + "/last_message_sha256", schemaPath: "#/properties/last_message_sha256/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema31.properties.last_message_sha256.anyOf[1].type, parentSchema: schema31.properties.last_message_sha256.anyOf[1], data: data35 };
                if (vErrors === null) {
                    vErrors = [err119];
                }
                else {
                    vErrors.push(err119);
                }
                errors++;
            }
            var _valid8 = _errs110 === errors;
            valid35 = valid35 || _valid8;
            if (!valid35) {
                const err120 = { instancePath: instancePath + "/last_message_sha256", schemaPath: "#/properties/last_message_sha256/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.last_message_sha256.anyOf, parentSchema: schema31.properties.last_message_sha256, data: data35 };
                if (vErrors === null) {
                    vErrors = [err120];
                }
                else {
                    vErrors.push(err120);
                }
                errors++;
            }
            else {
                errors = _errs106;
                if (vErrors !== null) {
                    if (_errs106) {
                        vErrors.length = _errs106;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.writes !== undefined) {
            let data36 = data.writes;
            if (Array.isArray(data36)) {
                const len1 = data36.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    let data37 = data36[i1];
                    if (typeof data37 === "string") {
                        if (func2(data37) < 1) {
                            const err121 = { instancePath: instancePath + "/writes/" + i1, schemaPath: "#/properties/writes/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.writes.items, data: data37 };
                            if (vErrors === null) {
                                vErrors = [err121];
                            }
                            else {
                                vErrors.push(err121);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err122 = { instancePath: instancePath + "/writes/" + i1, schemaPath: "#/properties/writes/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.writes.items.type, parentSchema: schema31.properties.writes.items, data: data37 };
                        if (vErrors === null) {
                            vErrors = [err122];
                        }
                        else {
                            vErrors.push(err122);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err123 = { instancePath: instancePath + "/writes", schemaPath: "#/properties/writes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.writes.type, parentSchema: schema31.properties.writes, data: data36 };
                if (vErrors === null) {
                    vErrors = [err123];
                }
                else {
                    vErrors.push(err123);
                }
                errors++;
            }
        }
        if (data.usage !== undefined) {
            let data38 = data.usage;
            if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                for (const key11 in data38) {
                    if (!(((((key11 === "turns") || (key11 === "input_tokens")) || (key11 === "cached_input_tokens")) || (key11 === "output_tokens")) || (key11 === "cost_usd"))) {
                        const err124 = { instancePath: instancePath + "/usage", schemaPath: "#/properties/usage/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.usage, data: data38 };
                        if (vErrors === null) {
                            vErrors = [err124];
                        }
                        else {
                            vErrors.push(err124);
                        }
                        errors++;
                    }
                }
                if (data38.turns !== undefined) {
                    let data39 = data38.turns;
                    if (!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))) {
                        const err125 = { instancePath: instancePath + "/usage/turns", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.type, parentSchema: schema32, data: data39 };
                        if (vErrors === null) {
                            vErrors = [err125];
                        }
                        else {
                            vErrors.push(err125);
                        }
                        errors++;
                    }
                    if ((typeof data39 == "number") && (isFinite(data39))) {
                        if (data39 < 0 || isNaN(data39)) {
                            const err126 = { instancePath: instancePath + "/usage/turns", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32, data: data39 };
                            if (vErrors === null) {
                                vErrors = [err126];
                            }
                            else {
                                vErrors.push(err126);
                            }
                            errors++;
                        }
                    }
                }
                if (data38.input_tokens !== undefined) {
                    let data40 = data38.input_tokens;
                    if (!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))) {
                        const err127 = { instancePath: instancePath + "/usage/input_tokens", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.type, parentSchema: schema32, data: data40 };
                        if (vErrors === null) {
                            vErrors = [err127];
                        }
                        else {
                            vErrors.push(err127);
                        }
                        errors++;
                    }
                    if ((typeof data40 == "number") && (isFinite(data40))) {
                        if (data40 < 0 || isNaN(data40)) {
                            const err128 = { instancePath: instancePath + "/usage/input_tokens", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32, data: data40 };
                            if (vErrors === null) {
                                vErrors = [err128];
                            }
                            else {
                                vErrors.push(err128);
                            }
                            errors++;
                        }
                    }
                }
                if (data38.cached_input_tokens !== undefined) {
                    let data41 = data38.cached_input_tokens;
                    if (!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))) {
                        const err129 = { instancePath: instancePath + "/usage/cached_input_tokens", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.type, parentSchema: schema32, data: data41 };
                        if (vErrors === null) {
                            vErrors = [err129];
                        }
                        else {
                            vErrors.push(err129);
                        }
                        errors++;
                    }
                    if ((typeof data41 == "number") && (isFinite(data41))) {
                        if (data41 < 0 || isNaN(data41)) {
                            const err130 = { instancePath: instancePath + "/usage/cached_input_tokens", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32, data: data41 };
                            if (vErrors === null) {
                                vErrors = [err130];
                            }
                            else {
                                vErrors.push(err130);
                            }
                            errors++;
                        }
                    }
                }
                if (data38.output_tokens !== undefined) {
                    let data42 = data38.output_tokens;
                    if (!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))) {
                        const err131 = { instancePath: instancePath + "/usage/output_tokens", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.type, parentSchema: schema32, data: data42 };
                        if (vErrors === null) {
                            vErrors = [err131];
                        }
                        else {
                            vErrors.push(err131);
                        }
                        errors++;
                    }
                    if ((typeof data42 == "number") && (isFinite(data42))) {
                        if (data42 < 0 || isNaN(data42)) {
                            const err132 = { instancePath: instancePath + "/usage/output_tokens", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32, data: data42 };
                            if (vErrors === null) {
                                vErrors = [err132];
                            }
                            else {
                                vErrors.push(err132);
                            }
                            errors++;
                        }
                    }
                }
                if (data38.cost_usd !== undefined) {
                    let data43 = data38.cost_usd;
                    if ((typeof data43 == "number") && (isFinite(data43))) {
                        if (data43 < 0 || isNaN(data43)) {
                            const err133 = { instancePath: instancePath + "/usage/cost_usd", schemaPath: "#/properties/usage/properties/cost_usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema31.properties.usage.properties.cost_usd, data: data43 };
                            if (vErrors === null) {
                                vErrors = [err133];
                            }
                            else {
                                vErrors.push(err133);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err134 = { instancePath: instancePath + "/usage/cost_usd", schemaPath: "#/properties/usage/properties/cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.usage.properties.cost_usd.type, parentSchema: schema31.properties.usage.properties.cost_usd, data: data43 };
                        if (vErrors === null) {
                            vErrors = [err134];
                        }
                        else {
                            vErrors.push(err134);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err135 = { instancePath: instancePath + "/usage", schemaPath: "#/properties/usage/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.usage.type, parentSchema: schema31.properties.usage, data: data38 };
                if (vErrors === null) {
                    vErrors = [err135];
                }
                else {
                    vErrors.push(err135);
                }
                errors++;
            }
        }
        if (data.paths !== undefined) {
            let data44 = data.paths;
            if (Array.isArray(data44)) {
                if (data44.length < 1) {
                    const err136 = { instancePath: instancePath + "/paths", schemaPath: "#/properties/paths/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema31.properties.paths, data: data44 };
                    if (vErrors === null) {
                        vErrors = [err136];
                    }
                    else {
                        vErrors.push(err136);
                    }
                    errors++;
                }
                const len2 = data44.length;
                for (let i2 = 0; i2 < len2; i2++) {
                    let data45 = data44[i2];
                    if (typeof data45 === "string") {
                        if (func2(data45) < 1) {
                            const err137 = { instancePath: instancePath + "/paths/" + i2, schemaPath: "#/properties/paths/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.paths.items, data: data45 };
                            if (vErrors === null) {
                                vErrors = [err137];
                            }
                            else {
                                vErrors.push(err137);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err138 = { instancePath: instancePath + "/paths/" + i2, schemaPath: "#/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.paths.items.type, parentSchema: schema31.properties.paths.items, data: data45 };
                        if (vErrors === null) {
                            vErrors = [err138];
                        }
                        else {
                            vErrors.push(err138);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err139 = { instancePath: instancePath + "/paths", schemaPath: "#/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.paths.type, parentSchema: schema31.properties.paths, data: data44 };
                if (vErrors === null) {
                    vErrors = [err139];
                }
                else {
                    vErrors.push(err139);
                }
                errors++;
            }
        }
        if (data.report_path !== undefined) {
            let data46 = data.report_path;
            if (typeof data46 === "string") {
                if (func2(data46) < 1) {
                    const err140 = { instancePath: instancePath + "/report_path", schemaPath: "#/$defs/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33, data: data46 };
                    if (vErrors === null) {
                        vErrors = [err140];
                    }
                    else {
                        vErrors.push(err140);
                    }
                    errors++;
                }
            }
            else {
                const err141 = { instancePath: instancePath + "/report_path", schemaPath: "#/$defs/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data46 };
                if (vErrors === null) {
                    vErrors = [err141];
                }
                else {
                    vErrors.push(err141);
                }
                errors++;
            }
        }
        if (data.pr_url !== undefined) {
            let data47 = data.pr_url;
            if (typeof data47 === "string") {
                if (func2(data47) < 1) {
                    const err142 = { instancePath: instancePath + "/pr_url", schemaPath: "#/$defs/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33, data: data47 };
                    if (vErrors === null) {
                        vErrors = [err142];
                    }
                    else {
                        vErrors.push(err142);
                    }
                    errors++;
                }
            }
            else {
                const err143 = { instancePath: instancePath + "/pr_url", schemaPath: "#/$defs/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data47 };
                if (vErrors === null) {
                    vErrors = [err143];
                }
                else {
                    vErrors.push(err143);
                }
                errors++;
            }
        }
        if (data.reason !== undefined) {
            let data48 = data.reason;
            if (typeof data48 === "string") {
                if (func2(data48) < 1) {
                    const err144 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33, data: data48 };
                    if (vErrors === null) {
                        vErrors = [err144];
                    }
                    else {
                        vErrors.push(err144);
                    }
                    errors++;
                }
            }
            else {
                const err145 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data48 };
                if (vErrors === null) {
                    vErrors = [err145];
                }
                else {
                    vErrors.push(err145);
                }
                errors++;
            }
        }
        if (data.patch !== undefined) {
            let data49 = data.patch;
            if (typeof data49 === "string") {
                if (func2(data49) < 1) {
                    const err146 = { instancePath: instancePath + "/patch", schemaPath: "#/$defs/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33, data: data49 };
                    if (vErrors === null) {
                        vErrors = [err146];
                    }
                    else {
                        vErrors.push(err146);
                    }
                    errors++;
                }
            }
            else {
                const err147 = { instancePath: instancePath + "/patch", schemaPath: "#/$defs/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data49 };
                if (vErrors === null) {
                    vErrors = [err147];
                }
                else {
                    vErrors.push(err147);
                }
                errors++;
            }
        }
        if (data.steps !== undefined) {
            let data50 = data.steps;
            if (!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))) {
                const err148 = { instancePath: instancePath + "/steps", schemaPath: "#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.type, parentSchema: schema32, data: data50 };
                if (vErrors === null) {
                    vErrors = [err148];
                }
                else {
                    vErrors.push(err148);
                }
                errors++;
            }
            if ((typeof data50 == "number") && (isFinite(data50))) {
                if (data50 < 0 || isNaN(data50)) {
                    const err149 = { instancePath: instancePath + "/steps", schemaPath: "#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32, data: data50 };
                    if (vErrors === null) {
                        vErrors = [err149];
                    }
                    else {
                        vErrors.push(err149);
                    }
                    errors++;
                }
            }
        }
    }
    else {
        const err150 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
            vErrors = [err150];
        }
        else {
            vErrors.push(err150);
        }
        errors++;
    }
    validate20.errors = vErrors;
    return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

;// CONCATENATED MODULE: ./src/loop/record/events.ts






const EVENTS_LOG = '.runtime/events.log';
function eventFindings(value) {
    return (0,schema_problems/* schemaFindings */.I$)('events', validate_events, value);
}
const describe = (findings) => findings.map(f => `${f.pointer || '/'}: ${f.message} (${f.fix})`).join('; ');
class EventLogError extends Error {
    file;
    line;
    constructor(file, line, detail, options) {
        super(`${file}: line ${line}: ${detail}`, options);
        this.file = file;
        this.line = line;
        this.name = 'EventLogError';
    }
}
const fsyncAsync = (0,external_node_util_.promisify)(external_node_fs_.fsync);
/**
 * Events that close a story or a run: each is fsync'd, and with it every line before it. The
 * lines of a step in flight (run_start, story_start, agent_exit, scope_violation) are not: a
 * power loss before the story's outcome loses the step's outcome too, and the PRD (written
 * with its own fsync) never counts that attempt. A process crash loses nothing written.
 */
const SYNCED = new Set(['story_pass', 'story_fail', 'story_skip', 'run_end']);
/**
 * Appends the events of one run, each validated and written as one line with one O_APPEND
 * write: a crash leaves at most a torn last line, moved to `<log>.torn` before the first append.
 */
class EventLog {
    path;
    run;
    options;
    seq = 0;
    ready;
    constructor(path, run, options = {}) {
        this.path = path;
        this.run = run;
        this.options = options;
    }
    async append(body) {
        const event = {
            v: 1,
            ts: (this.options.clock?.() ?? new Date()).toISOString(),
            run: this.run,
            seq: this.seq + 1,
            ...body
        };
        const findings = eventFindings(event);
        if (findings.length > 0)
            throw new Error(`Refusing to log an invalid ${body.event} event: ${describe(findings)}`);
        // Taken before the first await so concurrent appends get distinct numbers.
        this.seq = event.seq;
        this.ready ??= this.prepare();
        await this.ready;
        // One small write: synchronous calls cost less than a round trip through the thread pool
        // each; only the fsync, which waits for the disk, goes there.
        const fd = (0,external_node_fs_.openSync)(this.path, 'a');
        try {
            (0,external_node_fs_.writeFileSync)(fd, JSON.stringify(event) + '\n');
            if (SYNCED.has(body.event))
                await fsyncAsync(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        return event;
    }
    async prepare() {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(this.path), { recursive: true });
        const bytes = await (0,promises_.readFile)(this.path).catch(() => Buffer.alloc(0));
        if (bytes.length === 0 || bytes[bytes.length - 1] === 0x0a)
            return;
        const keep = bytes.lastIndexOf(0x0a) + 1;
        await (0,promises_.appendFile)(`${this.path}.torn`, bytes.subarray(keep));
        await (0,promises_.truncate)(this.path, keep);
        this.options.onWarning?.(`${this.path}: the last line was incomplete (a crash while writing?); ` +
            `moved its ${bytes.length - keep} bytes to ${this.path}.torn`);
    }
}
/** A last line without a newline is a torn write, ignored with a warning; other bad lines throw. */
function parseEventLog(text, file) {
    const lines = text.split('\n');
    const tail = lines.pop() ?? '';
    const warnings = tail === ''
        ? []
        : [
            `${file}: line ${lines.length + 1} is incomplete (a crash while writing?); ignored ` +
                `${Buffer.byteLength(tail)} bytes`
        ];
    const events = lines.map((line, index) => parseEventLine(line, file, index + 1));
    return { events, warnings };
}
function parseEventLine(line, file, number) {
    if (line.trim() === '')
        throw new EventLogError(file, number, 'is empty; expected one JSON event');
    let value;
    try {
        value = JSON.parse(line);
    }
    catch (error) {
        throw new EventLogError(file, number, `is not valid JSON (${error.message}); the log is damaged in the middle`, { cause: error });
    }
    const findings = eventFindings(value);
    if (findings.length > 0)
        throw new EventLogError(file, number, describe(findings));
    return value;
}
async function readEvents(path) {
    let text;
    try {
        text = await readFile(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { events: [], warnings: [] };
        throw new Error(`Could not read the events log ${path}: ${error.message}`, {
            cause: error
        });
    }
    return parseEventLog(text, path);
}


/***/ }),

/***/ 6155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   QQ: () => (/* binding */ isRunnerLockFile),
/* harmony export */   vM: () => (/* binding */ attemptBase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_repository_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4718);
/* harmony import */ var _record_events_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6245);
/* harmony import */ var _step_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7170);
/** Where a step works: the repository top, the PRD in it, the runner's files. */





/** The repository that holds the PRD (or the working directory's, when the PRD is outside). */
async function openRepo(prd, cwd) {
    const prdFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, prd);
    const base = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(prdFile)) ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(prdFile) : cwd;
    const git = await _git_repository_js__WEBPACK_IMPORTED_MODULE_2__.Repository.open(base).catch((error) => {
        throw new _step_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .StepError */ .zg('bad-input', `The PRD ${prd} is not inside a git repository: a step needs git to see the agent's writes (run 'git init' first).`, { cause: error });
    });
    const paths = await git.paths();
    const top = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(paths.top);
    const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(prdFile) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(prdFile) : prdFile;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(top, real);
    const inside = rel !== '' && !rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
    return {
        top,
        paths,
        git,
        prdFile,
        /** The PRD relative to the top (posix), or undefined when it lives outside the repository. */
        prdRel: inside ? rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') : undefined,
        eventsLog: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(top, _record_events_js__WEBPACK_IMPORTED_MODULE_3__/* .EVENTS_LOG */ .dU)
    };
}
/**
 * The temporary files another waiting step creates next to the lock while we hold it
 * (`ralph.lock.<pid>.<random>.tmp`, `ralph.lock.recover`). The lock itself is not among
 * them: nobody but the agent could change it during the call.
 */
function isRunnerLockFile(path) {
    return path.startsWith('.runtime/ralph.lock.');
}
/**
 * The base path of one attempt's `.patch`, `.log` and `.jsonl` under .runtime/attempts/:
 * `<id>-<n>`, or `<id>-<n>.2`, `.3`, … when a story reset by hand repeats an attempt number.
 */
function attemptBase(top, storyId, attempt) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(top, '.runtime', 'attempts');
    const taken = (base) => ['patch', 'log', 'jsonl'].some(ext => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`${base}.${ext}`));
    let base = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${storyId}-${attempt}`);
    for (let k = 2; taken(base); k++)
        base = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${storyId}-${attempt}.${k}`);
    return base;
}


/***/ })

};
