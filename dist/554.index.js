export const id = 554;
export const ids = [554];
export const modules = {

/***/ 6013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OK: () => (/* binding */ OK),
/* harmony export */   g: () => (/* binding */ failed)
/* harmony export */ });
const OK = { kind: 'ok' };
function failed(message) {
    return { kind: 'failed', message };
}


/***/ }),

/***/ 554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   missingPrd: () => (/* binding */ missingPrd),
/* harmony export */   problemText: () => (/* binding */ problemText),
/* harmony export */   runValidate: () => (/* binding */ runValidate)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3218);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7440);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6013);




/** `command: validate`: every problem of the PRD as an annotation on the file. */
async function runValidate(settings, context) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(settings.prd) ? settings.prd : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(context.workspace, settings.prd);
    const loaded = await (0,_loop_prd_prd_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPrd */ .V8)(settings.prd, path);
    if (loaded.kind === 'ok') {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${settings.prd}: valid, ${loaded.prd.stories.length} stories.`);
        return _result_js__WEBPACK_IMPORTED_MODULE_3__.OK;
    }
    const problems = loaded.kind === 'missing' ? [missingPrd(loaded.problem)] : loaded.problems;
    for (const problem of problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(problemText(problem), annotation(settings.prd, problem));
    return (0,_result_js__WEBPACK_IMPORTED_MODULE_3__/* .failed */ .g)(`${settings.prd}: ${problems.length} problem(s); see the annotations above.`);
}
/** The engine's fix names the CLI flag; in a workflow it is the input. */
function missingPrd(problem) {
    return {
        ...problem,
        fix: "set the input 'prd' to the PRD's path, relative to the repository root"
    };
}
/** `/stories/3/scope/0: <what> (<fix>)`, the CLI's wording. */
function problemText(problem) {
    return `${problem.pointer || '/'}: ${problem.message} (${problem.fix})`;
}
function annotation(file, problem) {
    return {
        title: 'Invalid PRD',
        file,
        ...(problem.line !== undefined ? { startLine: problem.line } : {}),
        ...(problem.column !== undefined ? { startColumn: problem.column } : {})
    };
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
/* unused harmony export normalizeRelativePath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

const CREATED_START = /^Created[ \t]/;
// `Created <path>` or `Created \`<path>\``, then optional free text after whitespace.
const CREATED = /^Created[ \t]+(?:`([^`\n]+)`|([^\s`]+))(?:[ \t]+[\s\S]*)?$/;
/** True for an acceptance criterion that starts with "Created" and whitespace. */
function isCreatedCriterion(criterion) {
    return CREATED_START.test(criterion);
}
/** The path written in a `Created <path>` criterion, as written; undefined when malformed. */
function parseCreatedCriterion(criterion) {
    const match = CREATED.exec(criterion);
    return match ? (match[1] ?? match[2]) : undefined;
}
/**
 * The report path of a story: the path of its one `Created` criterion, normalized to the form
 * git prints (no leading './'). Undefined when the story has no single well-formed, safe one
 * (validation reports why).
 */
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
/* harmony export */   LQ: () => (/* binding */ pointerSegment),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   rq: () => (/* binding */ pointerOf),
/* harmony export */   ss: () => (/* binding */ duplicateKeys)
/* harmony export */ });
/* unused harmony export positionAt */
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
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < text.length; i++) {
        if (text.charCodeAt(i) === 10) {
            line++;
            lineStart = i + 1;
        }
    }
    return { line, column: offset - lineStart + 1 };
}
function syntax(text, offset, message) {
    return { kind: 'syntax', message, offset, position: positionAt(text, offset) };
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
/** Escapes one JSON Pointer segment (RFC 6901). */
function pointerSegment(segment) {
    return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}
function pointerOf(segments) {
    return segments.map(segment => '/' + pointerSegment(segment)).join('');
}
/** Keys that occur twice in one object; JSON.parse silently keeps only the last. */
function duplicateKeys(text) {
    const root = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text, [], { disallowComments: true });
    const found = [];
    const walk = (node, path) => {
        if (node.type === 'array') {
            node.children?.forEach((child, index) => walk(child, [...path, index]));
            return;
        }
        if (node.type !== 'object')
            return;
        const seen = new Set();
        for (const property of node.children ?? []) {
            const [keyNode, valueNode] = property.children ?? [];
            if (!keyNode || typeof keyNode.value !== 'string')
                continue;
            const key = keyNode.value;
            if (seen.has(key))
                found.push({
                    pointer: pointerOf([...path, key]),
                    key,
                    position: positionAt(text, keyNode.offset)
                });
            seen.add(key);
            if (valueNode)
                walk(valueNode, [...path, key]);
        }
    };
    if (root)
        walk(root, []);
    return found;
}


/***/ }),

/***/ 7440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V8: () => (/* binding */ loadPrd),
  fX: () => (/* binding */ parsePrdText)
});

// UNUSED EXPORTS: decodePrdBytes

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/loop/prd/json-text.ts
var json_text = __webpack_require__(6125);
// EXTERNAL MODULE: ./src/loop/prd/schema-problems.ts
var schema_problems = __webpack_require__(6037);
// EXTERNAL MODULE: ./src/loop/plan/paths.ts
var paths = __webpack_require__(8472);
;// CONCATENATED MODULE: ./src/loop/prd/prd-checks.ts



/** Checks beyond JSON Schema. Works on unvalidated data: anything of the wrong shape is skipped. */
function semanticFindings(data) {
    if (!isRecord(data))
        return [];
    const stories = Array.isArray(data.stories) ? data.stories : [];
    return [
        ...versionFindings(data.schema_version),
        ...duplicateIdFindings(stories),
        ...stories.flatMap((story, index) => (isRecord(story) ? storyFindings(story, index) : [])),
        ...hiddenCharacterFindings(data, [])
    ];
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
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
        if (!isRecord(story) || typeof story.id !== 'string')
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
function storyFindings(story, index) {
    return [
        ...createdFindings(story, index),
        ...scopeFindings(story, index),
        ...runnerFieldFindings(story, index)
    ];
}
function createdFindings(story, index) {
    const criteria = story.acceptance_criteria;
    if (!Array.isArray(criteria))
        return [];
    const base = ['stories', index, 'acceptance_criteria'];
    const created = criteria
        .map((criterion, position) => ({ criterion, position }))
        .filter((entry) => typeof entry.criterion === 'string' && (0,paths/* isCreatedCriterion */.Y)(entry.criterion));
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
    if (firstCreated)
        findings.push(...createdPathFindings(firstCreated.criterion, [...base, firstCreated.position]));
    for (const entry of extra)
        findings.push(...createdPathFindings(entry.criterion, [...base, entry.position]));
    return findings;
}
function createdPathFindings(criterion, at) {
    const path = (0,paths/* parseCreatedCriterion */.FV)(criterion);
    if (path === undefined)
        return [
            {
                pointer: (0,json_text/* pointerOf */.rq)(at),
                message: `${(0,schema_problems/* preview */.VH)(criterion)} does not name a path`,
                fix: 'write "Created <path>" or "Created `<path>`", then any description after a space'
            }
        ];
    const problem = (0,paths/* relativePathProblem */.BE)(path);
    if (problem === undefined)
        return [];
    return [
        {
            pointer: (0,json_text/* pointerOf */.rq)(at),
            message: `report path ${(0,schema_problems/* preview */.VH)(path)} ${problem}`,
            fix: 'use a relative path inside the repository with forward slashes and no "..", like .ralph/reports/ID.md'
        }
    ];
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
function hiddenIn(text) {
    const match = HIDDEN.exec(text);
    return match ? { char: match[0], index: match.index } : undefined;
}
function hiddenCharacterFindings(value, path) {
    if (typeof value === 'string') {
        const hit = hiddenIn(value);
        if (!hit)
            return [];
        return [
            {
                pointer: (0,json_text/* pointerOf */.rq)(path),
                message: `contains the hidden or bidirectional character ${codePointLabel(hit.char)} at index ${hit.index}`,
                fix: 'delete it; hidden characters can make text read differently than it runs'
            }
        ];
    }
    if (Array.isArray(value))
        return value.flatMap((item, index) => hiddenCharacterFindings(item, [...path, index]));
    if (!isRecord(value))
        return [];
    return Object.entries(value).flatMap(([key, item]) => {
        const hit = hiddenIn(key);
        const keyFinding = hit
            ? [
                {
                    pointer: (0,json_text/* pointerOf */.rq)([...path, key]),
                    message: `key contains the hidden or bidirectional character ${codePointLabel(hit.char)}`,
                    fix: 'delete it from the key'
                }
            ]
            : [];
        return [...keyFinding, ...hiddenCharacterFindings(item, [...path, key])];
    });
}

// EXTERNAL MODULE: ./src/loop/prd/schemas.ts
var schemas = __webpack_require__(9131);
;// CONCATENATED MODULE: ./src/loop/prd/validate.ts



function comparePointers(a, b) {
    const left = a.split('/');
    const right = b.split('/');
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
/** Problems sorted by where they are in the document (story 2 before story 10). */
function sortProblems(problems) {
    return [...problems].sort((a, b) => comparePointers(a.pointer, b.pointer));
}
/** Every problem of a parsed PRD: the JSON Schema first-hand, then the checks beyond it. */
function validatePrd(data, file) {
    const root = (0,schemas/* schemaDocument */.D)('prd');
    const findings = [
        ...(0,schema_problems/* schemaFindings */.I$)(root, (0,schemas/* schemaErrors */.d)('prd', data)),
        ...semanticFindings(data)
    ];
    if (findings.length === 0)
        return { kind: 'valid', prd: data };
    return { kind: 'invalid', problems: sortProblems(findings).map(f => ({ file, ...f })) };
}

;// CONCATENATED MODULE: ./src/loop/prd/prd.ts




const SYNTAX_FIX = 'fix the JSON there; usual causes are a missing or trailing comma, a missing quote or a comment';
function invalid(file, problems) {
    return { kind: 'invalid', file, problems };
}
/** Decodes the file's bytes as UTF-8 without BOM; anything else is a problem. */
function decodePrdBytes(bytes, file) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return {
            kind: 'invalid',
            problem: {
                file,
                pointer: '',
                message: 'starts with a UTF-8 byte order mark (U+FEFF), which JSON does not allow',
                fix: 'save the file as UTF-8 without BOM',
                line: 1,
                column: 1
            }
        };
    try {
        return { kind: 'ok', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    }
    catch (error) {
        return {
            kind: 'invalid',
            problem: {
                file,
                pointer: '',
                message: `is not valid UTF-8 (${error instanceof Error ? error.message : String(error)})`,
                fix: 'save the file as UTF-8'
            }
        };
    }
}
/** Parses and validates PRD text; pure. */
function parsePrdText(text, file) {
    if (text.trim() === '')
        return invalid(file, [
            {
                file,
                pointer: '',
                message: 'is empty',
                fix: 'write a PRD object such as {"stories": [...]}; docs/prd.md describes it'
            }
        ]);
    const parsed = (0,json_text/* parseJson */.qF)(text);
    if (parsed.kind === 'syntax') {
        const { line, column } = parsed.position;
        return invalid(file, [
            {
                file,
                pointer: '',
                message: `invalid JSON at line ${line}, column ${column}: ${parsed.message}`,
                fix: SYNTAX_FIX,
                line,
                column
            }
        ]);
    }
    const value = parsed.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return invalid(file, [
            {
                file,
                pointer: '',
                message: `the top level is ${(0,schema_problems/* typeName */.go)(value)}, not an object`,
                fix: 'make the whole file one JSON object: {"stories": [...]}'
            }
        ]);
    const duplicates = (0,json_text/* duplicateKeys */.ss)(text).map(duplicate => ({
        file,
        pointer: duplicate.pointer,
        message: `key "${duplicate.key}" appears twice in the same object (line ${duplicate.position.line}); JSON keeps only the last`,
        fix: 'remove one of the two',
        ...duplicate.position
    }));
    const validation = validatePrd(value, file);
    const problems = [...duplicates, ...(validation.kind === 'invalid' ? validation.problems : [])];
    if (problems.length > 0)
        return invalid(file, problems);
    return { kind: 'ok', file, prd: value, text };
}
/**
 * Reads, parses and validates a PRD file. `file` is kept as given so messages name the file
 * the way the user wrote it. Never throws for a bad or missing file.
 */
async function loadPrd(file, path = file) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(path);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return {
                kind: 'missing',
                file,
                problem: {
                    file,
                    pointer: '',
                    message: 'does not exist',
                    fix: 'name the PRD with --prd FILE, or create it; examples/prd.json shows the format'
                }
            };
        return invalid(file, [
            {
                file,
                pointer: '',
                message: `cannot be read (${code ?? String(error)})`,
                fix: code === 'EISDIR'
                    ? 'name the PRD file, not a folder'
                    : 'check the path and its permissions'
            }
        ]);
    }
    const decoded = decodePrdBytes(bytes, file);
    if (decoded.kind === 'invalid')
        return invalid(file, [decoded.problem]);
    return parsePrdText(decoded.text, file);
}


/***/ }),

/***/ 6037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I$: () => (/* binding */ schemaFindings),
/* harmony export */   VH: () => (/* binding */ preview),
/* harmony export */   go: () => (/* binding */ typeName)
/* harmony export */ });
/* unused harmony export describeSchema */
/* harmony import */ var _json_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6125);

/** Short JSON rendering of a bad value for messages. */
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
function resolveRef(root, node) {
    let current = node;
    for (let hops = 0; hops < 10; hops++) {
        if (typeof current !== 'object' || current === null)
            return undefined;
        const ref = current.$ref;
        if (typeof ref !== 'string' || !ref.startsWith('#/'))
            return current;
        current = ref
            .slice(2)
            .split('/')
            .reduce((at, key) => at?.[key], root);
    }
    return undefined;
}
/** "a non-empty string", "one of audit, linting, fixing", ... from the schema's descriptions. */
function describeSchema(root, node) {
    const schema = resolveRef(root, node);
    if (!schema)
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
function toFinding(root, error) {
    const at = error.instancePath;
    const expected = describeSchema(root, error.parentSchema);
    const bad = preview(error.data);
    const params = error.params;
    switch (error.keyword) {
        case 'required': {
            const name = String(params.missingProperty);
            const properties = error.parentSchema?.properties;
            return {
                pointer: `${at}/${(0,_json_text_js__WEBPACK_IMPORTED_MODULE_0__/* .pointerSegment */ .LQ)(name)}`,
                message: `missing required field "${name}"`,
                fix: `add "${name}": ${describeSchema(root, properties?.[name])}`
            };
        }
        case 'additionalProperties': {
            const name = String(params.additionalProperty);
            const properties = error.parentSchema?.properties ?? {};
            return {
                pointer: `${at}/${(0,_json_text_js__WEBPACK_IMPORTED_MODULE_0__/* .pointerSegment */ .LQ)(name)}`,
                message: `unknown field "${name}"`,
                fix: unknownFieldFix(name, Object.keys(properties))
            };
        }
        case 'propertyNames': {
            const name = String(params.propertyName);
            const names = error.parentSchema?.propertyNames;
            return {
                pointer: `${at}/${(0,_json_text_js__WEBPACK_IMPORTED_MODULE_0__/* .pointerSegment */ .LQ)(name)}`,
                message: `field "${name}" is not allowed here`,
                fix: `remove it; allowed are ${describeSchema(root, names)}`
            };
        }
        case 'type':
            return {
                pointer: at,
                message: `must be ${expected}, got ${typeName(error.data)} ${bad}`,
                fix: `use ${expected}`
            };
        case 'minItems':
        case 'minLength':
            return { pointer: at, message: `must not be empty, got ${bad}`, fix: `use ${expected}` };
        case 'enum':
        case 'const':
            return { pointer: at, message: `${bad} is not allowed`, fix: `use ${expected}` };
        case 'minimum':
            return { pointer: at, message: `${bad} is too small`, fix: `use ${expected}` };
        case 'pattern':
            return { pointer: at, message: `${bad} is not of the expected form`, fix: `use ${expected}` };
        case 'format':
            return {
                pointer: at,
                message: `${bad} is not a valid ${String(params.format)}`,
                fix: `use ${expected}`
            };
        default:
            return { pointer: at, message: `${bad} is not valid`, fix: `use ${expected}` };
    }
}
function isAtOrBelow(pointer, base) {
    return pointer === base || pointer.startsWith(base + '/');
}
/**
 * Turns ajv's errors into one finding per real problem. A failed anyOf/oneOf reports once at
 * its own location (with the schema's description of the alternatives) instead of once per
 * alternative.
 */
function schemaFindings(root, errors) {
    const alternatives = errors
        .filter(error => error.keyword === 'anyOf' || error.keyword === 'oneOf')
        .map(error => error.instancePath);
    const kept = errors.filter(error => {
        if (error.keyword === 'anyOf' || error.keyword === 'oneOf')
            return true;
        // `if` only repeats its `then`; errors carrying propertyName repeat their propertyNames.
        if (error.keyword === 'if' || error.propertyName !== undefined)
            return false;
        return !alternatives.some(base => isAtOrBelow(error.instancePath, base));
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
    const seen = new Set();
    return findings.filter(finding => {
        const key = `${finding.pointer}\0${finding.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}


/***/ }),

/***/ 9131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ schemaDocument),
/* harmony export */   d: () => (/* binding */ schemaErrors)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _package_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9217);




// ajv and ajv-formats are CommonJS; their classes hang off `.default` under NodeNext ESM.
const Ajv2020 = (ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3___default()["default"]);
const addFormats = (ajv_formats__WEBPACK_IMPORTED_MODULE_1___default()["default"]);
const loaded = new Map();
function load(name) {
    const cached = loaded.get(name);
    if (cached)
        return cached;
    const file = (0,_package_files_js__WEBPACK_IMPORTED_MODULE_2__/* .packageFile */ .n)(`schemas/${name}.schema.json`);
    const schema = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false });
    addFormats(ajv);
    const entry = { schema, validate: ajv.compile(schema) };
    loaded.set(name, entry);
    return entry;
}
/** The parsed JSON Schema document (for describing expected values in messages). */
function schemaDocument(name) {
    return load(name).schema;
}
/** Validates `data` against one of the shipped schemas; returns ajv's errors (empty when valid). */
function schemaErrors(name, data) {
    const { validate } = load(name);
    return validate(data) ? [] : [...(validate.errors ?? [])];
}


/***/ }),

/***/ 9217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ packageFile)
/* harmony export */ });
/* unused harmony export packageRoot */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



const PACKAGE_NAME = 'ralph-action';
function isPackageRoot(dir) {
    const manifest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(manifest))
        return false;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(manifest, 'utf8')).name === PACKAGE_NAME;
    }
    catch {
        return false;
    }
}
/**
 * Finds a file shipped with ralph-action (schemas/, CODEX.md) by walking up from this module.
 * Works from src/ (tsx, jest), lib/ (the CLIs) and dist/ (the ncc bundle), because each
 * sits below the package root; the walk stops at that root so it never picks up a stranger's file.
 */
function packageFile(relative, from = import.meta.url) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from));
    for (;;) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, relative);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (isPackageRoot(dir) || parent === dir)
            break;
        dir = parent;
    }
    throw new Error(`Cannot find '${relative}' in the ralph-action package above ${(0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(from)}. ` +
        'Expected it at the package root; reinstall the package or check out the whole action.');
}
/** The folder of ralph-action's own package.json (not dist/package.json, which has no name). */
function packageRoot(from = import.meta.url) {
    let dir = dirname(fileURLToPath(from));
    for (;;) {
        if (isPackageRoot(dir))
            return dir;
        const parent = dirname(dir);
        if (parent === dir)
            throw new Error(`Cannot find the ralph-action package root above ${fileURLToPath(from)}.`);
        dir = parent;
    }
}


/***/ })

};
