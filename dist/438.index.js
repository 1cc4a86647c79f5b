export const id = 438;
export const ids = [438];
export const modules = {

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
  V: () => (/* binding */ loadPrd),
  f: () => (/* binding */ parsePrdText)
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
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:ralph-action:schemas:prd", "title": "Ralph Loop PRD", "description": "A superset of the original Bash Ralph loop's prd.json. Checks that JSON Schema cannot express (unique ids, one Created criterion, safe paths, hidden characters, runner-owned consistency) live in src/loop/validate.ts.", "type": "object", "additionalProperties": false, "required": ["stories"], "properties": { "$schema": { "type": "string", "minLength": 1, "description": "a schema URL or path" }, "schema_version": { "type": "string", "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$", "description": "a version like \"1.0.0\"" }, "project": { "type": "string", "minLength": 1, "description": "a non-empty project name" }, "branch_name": { "type": "string", "minLength": 1, "description": "a non-empty branch name" }, "branchName": { "type": "string", "minLength": 1, "description": "a non-empty branch name" }, "defaults": { "$ref": "#/$defs/defaults" }, "stories": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/story" }, "description": "a non-empty array of stories" } }, "$defs": { "mode": { "type": "string", "enum": ["audit", "linting", "fixing"], "description": "one of audit, linting, fixing" }, "nonEmptyString": { "type": "string", "minLength": 1, "description": "a non-empty string" }, "stringList": { "type": "array", "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "an array of non-empty strings" }, "textOrList": { "anyOf": [{ "$ref": "#/$defs/nonEmptyString" }, { "$ref": "#/$defs/stringList" }], "description": "a non-empty string or an array of non-empty strings" }, "relativePath": { "type": "string", "minLength": 1, "pattern": "^(?!/)(?!.*(?:^|/)\\.\\.(?:/|$)).+$", "description": "a relative path without '..' segments" }, "dateTime": { "type": "string", "format": "date-time", "description": "an RFC 3339 date-time like \"2024-03-14T12:00:00Z\"" }, "defaults": { "type": "object", "additionalProperties": false, "description": "run defaults; every key is optional", "properties": { "mode_default": { "$ref": "#/$defs/mode" }, "max_stories_default": { "oneOf": [{ "type": "integer", "minimum": 0 }, { "type": "string", "const": "all_open" }], "description": "an integer >= 0 or \"all_open\"" }, "model_default": { "$ref": "#/$defs/nonEmptyString" }, "reasoning_effort_default": { "type": "string", "enum": ["minimal", "low", "medium", "high", "xhigh", "max"], "description": "one of minimal, low, medium, high, xhigh, max (each agent takes its own: see docs/step.md)" }, "report_dir": { "$ref": "#/$defs/relativePath" }, "sandbox_by_mode": { "type": "object", "additionalProperties": false, "description": "an object mapping audit, linting and fixing to a sandbox name", "properties": { "audit": { "$ref": "#/$defs/sandbox" }, "linting": { "$ref": "#/$defs/sandbox" }, "fixing": { "$ref": "#/$defs/sandbox" } } }, "lint_detection_order": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of non-empty strings" } } }, "sandbox": { "type": "string", "enum": ["read-only", "workspace-write", "danger-full-access"], "description": "one of read-only, workspace-write, danger-full-access" }, "story": { "type": "object", "additionalProperties": false, "description": "a story object", "required": ["id", "title", "priority", "mode", "scope", "acceptance_criteria", "passes"], "properties": { "id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "description": "an id of letters, digits, '-' and '_', at most 64 long and starting with a letter or digit, like \"AUDIT-001\"" }, "title": { "$ref": "#/$defs/nonEmptyString" }, "priority": { "type": "integer", "minimum": 1, "description": "an integer >= 1, where 1 runs first" }, "mode": { "$ref": "#/$defs/mode" }, "scope": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of glob patterns, '!' in front to exclude" }, "acceptance_criteria": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of strings, exactly one of the form \"Created <path>\"" }, "passes": { "type": "boolean", "description": "true or false" }, "objective": { "$ref": "#/$defs/nonEmptyString" }, "steps": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/step" }, "description": "a non-empty array of steps" }, "verification": { "$ref": "#/$defs/textOrList" }, "out_of_scope": { "$ref": "#/$defs/textOrList" }, "notes": { "anyOf": [{ "type": "string" }, { "$ref": "#/$defs/stringList" }], "description": "a string or an array of non-empty strings" }, "completed_at": { "$ref": "#/$defs/dateTime" }, "report_path": { "$ref": "#/$defs/relativePath" }, "skipped": { "type": "boolean", "description": "true or false" }, "skip_reason": { "$ref": "#/$defs/nonEmptyString" }, "skipped_at": { "$ref": "#/$defs/dateTime" }, "attempts": { "type": "integer", "minimum": 0, "description": "an integer >= 0" }, "pr_url": { "type": "string", "pattern": "^https?://\\S+$", "description": "an http(s) URL" } } }, "step": { "type": "object", "additionalProperties": false, "description": "a step object with title, actions, expected_evidence and done_when", "required": ["title", "actions", "expected_evidence", "done_when"], "properties": { "id": { "$ref": "#/$defs/nonEmptyString" }, "title": { "$ref": "#/$defs/nonEmptyString" }, "actions": { "$ref": "#/$defs/nonEmptyList" }, "expected_evidence": { "$ref": "#/$defs/nonEmptyList" }, "done_when": { "$ref": "#/$defs/nonEmptyList" } } }, "nonEmptyList": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of non-empty strings" } } };
const func1 = commonJs(ucs2length).default;
const pattern4 = new RegExp("^[0-9]+\\.[0-9]+\\.[0-9]+$", "u");
const schema32 = { "type": "object", "additionalProperties": false, "description": "run defaults; every key is optional", "properties": { "mode_default": { "$ref": "#/$defs/mode" }, "max_stories_default": { "oneOf": [{ "type": "integer", "minimum": 0 }, { "type": "string", "const": "all_open" }], "description": "an integer >= 0 or \"all_open\"" }, "model_default": { "$ref": "#/$defs/nonEmptyString" }, "reasoning_effort_default": { "type": "string", "enum": ["minimal", "low", "medium", "high", "xhigh", "max"], "description": "one of minimal, low, medium, high, xhigh, max (each agent takes its own: see docs/step.md)" }, "report_dir": { "$ref": "#/$defs/relativePath" }, "sandbox_by_mode": { "type": "object", "additionalProperties": false, "description": "an object mapping audit, linting and fixing to a sandbox name", "properties": { "audit": { "$ref": "#/$defs/sandbox" }, "linting": { "$ref": "#/$defs/sandbox" }, "fixing": { "$ref": "#/$defs/sandbox" } } }, "lint_detection_order": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/nonEmptyString" }, "description": "a non-empty array of non-empty strings" } } };
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
            if (!((((((data3 === "minimal") || (data3 === "low")) || (data3 === "medium")) || (data3 === "high")) || (data3 === "xhigh")) || (data3 === "max"))) {
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
// EXTERNAL MODULE: ./src/loop/transition.ts
var transition = __webpack_require__(6035);
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
const HIDDEN_CHARACTER = new RegExp(`[${transition/* HIDDEN */.RG}]`);
function codePointLabel(char) {
    return 'U+' + (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}
function hiddenCharacterFindings(value, path) {
    if (typeof value === 'string') {
        const hit = HIDDEN_CHARACTER.exec(value);
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
        const hit = HIDDEN_CHARACTER.exec(key);
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
    const seen = new Set();
    return findings.filter(f => {
        const key = `${f.pointer}\0${f.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
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

/***/ 6035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ cleanReason),
/* harmony export */   RG: () => (/* binding */ HIDDEN),
/* harmony export */   X: () => (/* binding */ attemptNumber),
/* harmony export */   kY: () => (/* binding */ transition)
/* harmony export */ });
const MAX_REASON = 600;
/**
 * What the PRD refuses (prd-checks.ts): controls but tab and newline, DEL, the bidi embeddings,
 * overrides, isolates and marks, and invisible characters that hide text from a reviewer.
 */
const HIDDEN = '\\u0000-\\u0008\\u000b-\\u001f\\u007f\\u061c\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff';
/** Those, tab and newline, and the C1 controls (U+009B starts a terminal sequence). */
const ESCAPED = new RegExp(`[${HIDDEN}\\t\\n\\u0080-\\u009f]`, 'g');
/** Text the agent chose (a reason, a path), with those characters as escapes, cut at `max`. */
function cleanReason(reason, max = MAX_REASON) {
    const escaped = reason.replace(ESCAPED, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return escaped.length <= max ? escaped : escaped.slice(0, max - 1) + '…';
}
/** The attempt number a step on `story` is: failed attempts so far, plus one. */
function attemptNumber(story) {
    return (story.attempts ?? 0) + 1;
}
function transition(story, verdict, maxAttempts, now) {
    const at = now.toISOString();
    if (verdict.kind === 'pass') {
        return {
            patch: { passes: true, completed_at: at, report_path: verdict.reportPath },
            status: 'passing'
        };
    }
    const attempts = attemptNumber(story);
    if (attempts < maxAttempts)
        return { patch: { attempts }, status: 'open' };
    return {
        patch: {
            attempts,
            skipped: true,
            skip_reason: cleanReason(`failed ${attempts} of ${maxAttempts} attempts; last: ${verdict.reason}`),
            skipped_at: at
        },
        status: 'skipped'
    };
}


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


/***/ })

};
