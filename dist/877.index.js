export const id = 877;
export const ids = [877];
export const modules = {

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 6877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  inboxSettings: () => (/* binding */ inboxSettings),
  inputWording: () => (/* binding */ inputWording),
  runRenamePdfs: () => (/* binding */ runRenamePdfs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/commit.ts
var commit = __webpack_require__(5895);
// EXTERNAL MODULE: ./src/git/repository.ts
var repository = __webpack_require__(5986);
// EXTERNAL MODULE: ./src/github/pdf-summary.ts
var pdf_summary = __webpack_require__(8744);
// EXTERNAL MODULE: ./src/pdf/decide/model/llm.ts
var llm = __webpack_require__(8902);
;// CONCATENATED MODULE: ./src/pdf/plan/filename.ts
const MAX_STEM_LENGTH = 100;
const NO_DATE = '00000000';
const TRANSLITERATIONS = {
    ä: 'ae',
    ö: 'oe',
    ü: 'ue',
    Ä: 'Ae',
    Ö: 'Oe',
    Ü: 'Ue',
    ß: 'ss',
    ẞ: 'SS',
    æ: 'ae',
    Æ: 'AE',
    œ: 'oe',
    Œ: 'OE',
    ø: 'o',
    Ø: 'O',
    ł: 'l',
    Ł: 'L',
    đ: 'd',
    Đ: 'D',
    ð: 'd',
    Ð: 'D',
    þ: 'th',
    Þ: 'TH',
    ı: 'i'
};
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
/** Lowercase ASCII words joined by single hyphens. */
function slugify(text) {
    return text
        .replace(/[äöüÄÖÜßẞæÆœŒøØłŁđĐðÐþÞı]/g, ch => TRANSLITERATIONS[ch] ?? ch)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
/** The name without suffix and extension, within `maxLength`. */
function buildStem(analysis, maxLength = MAX_STEM_LENGTH) {
    const head = [analysis.date ?? NO_DATE, slugify(analysis.category) || 'other'];
    const seen = new Set(head);
    const parts = [];
    for (const phrase of [...analysis.keywords, ...analysis.summary]) {
        const words = slugify(phrase)
            .split('-')
            .filter(word => word !== '' && !seen.has(word));
        words.forEach(word => seen.add(word));
        if (words.length > 0)
            parts.push(words.join('-'));
    }
    return safeStem(fit([...head, ...parts].join('-'), maxLength));
}
/** `stem.pdf`, or `stem_NN.pdf` for the n-th collision, cut so the stem part stays within 100. */
function fileName(stem, collision = 0) {
    const suffix = collision === 0 ? '' : `_${String(collision).padStart(2, '0')}`;
    return `${safeStem(fit(stem, MAX_STEM_LENGTH - suffix.length))}${suffix}.pdf`;
}
/** A name this tool could have produced (what --force re-processes). */
function isGeneratedName(name) {
    return /^\d{8}-[a-z0-9]+(?:-[a-z0-9]+)*(?:_\d{2,})?\.pdf$/.test(name);
}
/** Whether `name` is `stem.pdf` or one of its collision variants `stem_NN.pdf`. */
function isVariantOf(name, stem) {
    if (name === `${stem}.pdf`)
        return true;
    if (!name.startsWith(`${stem}_`) || !name.endsWith('.pdf'))
        return false;
    return /^_\d{2,}\.pdf$/.test(name.slice(stem.length));
}
/** Cut at a hyphen so no word is split; the date and category always stay. */
function fit(stem, maxLength) {
    if (stem.length <= maxLength)
        return stem;
    const cut = stem.slice(0, maxLength + 1);
    const hyphen = cut.lastIndexOf('-');
    const minimum = stem.indexOf('-', 9);
    return hyphen > minimum && minimum !== -1 ? cut.slice(0, hyphen) : stem.slice(0, maxLength);
}
function safeStem(stem) {
    const trimmed = stem.replace(/-+$/, '');
    return WINDOWS_RESERVED.test(trimmed) ? `${trimmed}-file` : trimmed;
}

// EXTERNAL MODULE: ./src/package-files.ts
var package_files = __webpack_require__(9217);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(6214);
;// CONCATENATED MODULE: ./src/schemas/validate-pdf-answer.ts
// Generated by scripts/build-validators.ts from schemas/pdf-answer.schema.json; do not edit.
// Regenerate with `npm run validators` (a test checks that this file matches the schema).
/* eslint-disable */
// @ts-nocheck

const commonJs = m => (m.default !== undefined && m.default.__esModule ? m.default : m);
"use strict";
const validate = (/* unused pure expression or super */ null && (validate20));
/* harmony default export */ const validate_pdf_answer = (validate20);
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://github.com/ralph-action/ralph-action/schemas/pdf-answer.schema.json", "title": "pdf-rename model answer", "description": "What the local model answers for one document. The client also sends this schema to the model (Ollama `format`, OpenAI `response_format`), with `category` narrowed to the allowed categories. Every field is distrusted after validation: dates must be real, not in the future, not before 1900 and present in the text; categories must be allowed; keywords must occur in the text.", "type": "object", "additionalProperties": false, "required": ["date", "category", "keywords", "summary"], "properties": { "date": { "description": "The document's own date as YYYYMMDD, or null when the text gives none.", "type": ["string", "null"], "pattern": "^[0-9]{8}$" }, "category": { "description": "One of the allowed categories (invoice, receipt, letter, ...).", "type": "string", "minLength": 1, "maxLength": 40 }, "keywords": { "description": "Up to three words or names that occur in the text, most specific first (issuer, subject).", "type": "array", "maxItems": 3, "items": { "type": "string", "minLength": 1, "maxLength": 60 } }, "summary": { "description": "At most five words about the document.", "type": "string", "maxLength": 120 } } };
const pattern4 = new RegExp("^[0-9]{8}$", "u");
const func1 = commonJs(ucs2length).default;
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://github.com/ralph-action/ralph-action/schemas/pdf-answer.schema.json" */ ;
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
        if (data.date === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "date" }, message: "must have required property '" + "date" + "'" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.category === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "category" }, message: "must have required property '" + "category" + "'" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.keywords === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "keywords" }, message: "must have required property '" + "keywords" + "'" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.summary === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property '" + "summary" + "'" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!((((key0 === "date") || (key0 === "category")) || (key0 === "keywords")) || (key0 === "summary"))) {
                const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.date !== undefined) {
            let data0 = data.date;
            if ((typeof data0 !== "string") && (data0 !== null)) {
                const err5 = { instancePath: instancePath + "/date", schemaPath: "#/properties/date/type", keyword: "type", params: { type: schema31.properties.date.type }, message: "must be string,null" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err6 = { instancePath: instancePath + "/date", schemaPath: "#/properties/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{8}$" }, message: "must match pattern \"" + "^[0-9]{8}$" + "\"" };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
        }
        if (data.category !== undefined) {
            let data1 = data.category;
            if (typeof data1 === "string") {
                if (func1(data1) > 40) {
                    const err7 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters" };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                if (func1(data1) < 1) {
                    const err8 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
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
                const err9 = { instancePath: instancePath + "/category", schemaPath: "#/properties/category/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.keywords !== undefined) {
            let data2 = data.keywords;
            if (Array.isArray(data2)) {
                if (data2.length > 3) {
                    const err10 = { instancePath: instancePath + "/keywords", schemaPath: "#/properties/keywords/maxItems", keyword: "maxItems", params: { limit: 3 }, message: "must NOT have more than 3 items" };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    if (typeof data3 === "string") {
                        if (func1(data3) > 60) {
                            const err11 = { instancePath: instancePath + "/keywords/" + i0, schemaPath: "#/properties/keywords/items/maxLength", keyword: "maxLength", params: { limit: 60 }, message: "must NOT have more than 60 characters" };
                            if (vErrors === null) {
                                vErrors = [err11];
                            }
                            else {
                                vErrors.push(err11);
                            }
                            errors++;
                        }
                        if (func1(data3) < 1) {
                            const err12 = { instancePath: instancePath + "/keywords/" + i0, schemaPath: "#/properties/keywords/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                            if (vErrors === null) {
                                vErrors = [err12];
                            }
                            else {
                                vErrors.push(err12);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err13 = { instancePath: instancePath + "/keywords/" + i0, schemaPath: "#/properties/keywords/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                const err14 = { instancePath: instancePath + "/keywords", schemaPath: "#/properties/keywords/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.summary !== undefined) {
            let data4 = data.summary;
            if (typeof data4 === "string") {
                if (func1(data4) > 120) {
                    const err15 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/maxLength", keyword: "maxLength", params: { limit: 120 }, message: "must NOT have more than 120 characters" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            else {
                const err16 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
    }
    else {
        const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
            vErrors = [err17];
        }
        else {
            vErrors.push(err17);
        }
        errors++;
    }
    validate20.errors = vErrors;
    return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

;// CONCATENATED MODULE: ./src/pdf/decide/model/answer.ts
/**
 * The model's answer, distrusted. Pure: the text, the allowed categories, the dates found in the
 * text and "today" come in; a parsed answer, or the list of what was rejected and why, comes out.
 *
 * parseAnswer: the JSON object out of whatever the model wrapped it in (prose, code fences,
 * `<think>` blocks), validated against schemas/pdf-answer.schema.json.
 * checkAnswer: each field on its own — a bad date does not throw away a good category.
 */




const MAX_KEYWORDS = 3;
const MAX_SUMMARY_WORDS = 5;
/** schemas/pdf-answer.schema.json, compiled at build time (scripts/build-validators.ts). */
const answer_validate = validate_pdf_answer;
/** The answer schema as shipped (schemas/pdf-answer.schema.json). */
function answerSchema() {
    return JSON.parse((0,external_node_fs_.readFileSync)((0,package_files/* packageFile */.n)('schemas/pdf-answer.schema.json'), 'utf8'));
}
function parseAnswer(raw) {
    const object = extractJsonObject(stripThinking(raw));
    if (object === undefined)
        return { kind: 'malformed', reason: `no JSON object in the answer: ${preview(raw)}` };
    if (!answer_validate(object))
        return {
            kind: 'malformed',
            reason: `answer does not match the schema: ${describe(answer_validate.errors)}`
        };
    return { kind: 'ok', answer: object };
}
/** Drops `<think>…</think>` blocks, and an unclosed one up to the end. */
function stripThinking(raw) {
    return raw.replace(/<think>[\s\S]*?(?:<\/think>|$)/gi, ' ');
}
/** The first balanced `{…}` that parses as a JSON object, strings and escapes respected. */
function extractJsonObject(text) {
    for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
        const end = matchingBrace(text, start);
        if (end === -1)
            continue;
        try {
            const value = JSON.parse(text.slice(start, end + 1));
            if (value !== null && typeof value === 'object' && !Array.isArray(value))
                return value;
        }
        catch {
            // not JSON from this brace; try the next one
        }
    }
    return undefined;
}
function matchingBrace(text, start) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
        const ch = text[i];
        if (inString) {
            if (ch === '\\')
                i++;
            else if (ch === '"')
                inString = false;
        }
        else if (ch === '"')
            inString = true;
        else if (ch === '{')
            depth++;
        else if (ch === '}' && --depth === 0)
            return i;
    }
    return -1;
}
function checkAnswer(answer, context) {
    const rejected = [];
    return {
        date: checkDate(answer.date, context, rejected),
        category: checkCategory(answer.category, context.categories, rejected),
        keywords: checkKeywords(answer.keywords, context.text, rejected),
        summary: checkSummary(answer.summary, rejected),
        rejected
    };
}
function checkDate(value, context, out) {
    if (value === null)
        return null;
    const reason = dateProblem(value, context);
    if (reason === undefined)
        return value;
    out.push({ field: 'date', value, reason });
    return null;
}
function dateProblem(value, { textDates, now }) {
    const year = Number(value.slice(0, 4));
    const month = Number(value.slice(4, 6));
    const day = Number(value.slice(6, 8));
    const monthOnly = day === 0 && textDates.includes(value);
    const date = new Date(Date.UTC(year, month - 1, monthOnly ? 1 : day));
    if (date.getUTCFullYear() !== year ||
        date.getUTCMonth() !== month - 1 ||
        date.getUTCDate() !== (monthOnly ? 1 : day))
        return 'not a valid date';
    if (year < 1900)
        return 'before 1900';
    const today = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
    if (Number(value) > today)
        return 'in the future';
    if (textDates.length === 0 || textDates.includes(value))
        return undefined;
    if (textDates.some(found => found.endsWith('00') && found.slice(0, 6) === value.slice(0, 6)))
        return undefined;
    return `not among the dates in the text (${[...new Set(textDates)].slice(0, 5).join(', ')})`;
}
function checkCategory(value, allowed, out) {
    const normalized = value
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-');
    if (allowed.includes(normalized))
        return normalized;
    out.push({
        field: 'category',
        value,
        reason: `not one of the allowed categories (${allowed.join(', ')})`
    });
    return null;
}
function checkKeywords(values, text, out) {
    const haystacks = textFolds(text);
    const kept = [];
    for (const value of values) {
        const cleaned = clean(value, 'keywords', out);
        if (cleaned === '')
            continue;
        const found = keywordFolds(cleaned).some((needle, i) => needle !== '' && haystacks[i].includes(needle));
        if (!found)
            out.push({ field: 'keywords', value, reason: 'not found in the text' });
        else if (!kept.some(k => k.toLowerCase() === cleaned.toLowerCase()))
            kept.push(cleaned);
    }
    return kept.slice(0, MAX_KEYWORDS);
}
function checkSummary(value, out) {
    const words = clean(value, 'summary', out).split(' ').filter(Boolean);
    if (words.length > MAX_SUMMARY_WORDS)
        out.push({ field: 'summary', value, reason: `longer than ${MAX_SUMMARY_WORDS} words; cut` });
    return words.slice(0, MAX_SUMMARY_WORDS);
}
/** Path separators, reserved file-name characters and control characters never reach a name. */
const UNSAFE = /[\p{Cc}\p{Cf}/\\:*?"<>|]|\.{2,}/gu;
function clean(value, field, out) {
    const cleaned = value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
    if (cleaned !== value.replace(/\s+/g, ' ').trim())
        out.push({ field, value, reason: 'path or control characters removed' });
    return cleaned;
}
/**
 * Two spellings of the text as `-word-word-` strings: umlauts transliterated (München ->
 * muenchen) and accents dropped (München -> munchen), so a keyword matches either way.
 */
function textFolds(text) {
    return [`-${slugify(text)}-`, `-${dropAccents(text)}-`];
}
function keywordFolds(keyword) {
    const a = slugify(keyword);
    const b = dropAccents(keyword);
    return [a === '' ? '' : `-${a}-`, b === '' ? '' : `-${b}-`];
}
function dropAccents(text) {
    return text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/ß/g, 'ss')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
function describe(errors) {
    return (errors ?? [])
        .slice(0, 3)
        .map(error => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
        .join('; ');
}
function preview(raw) {
    const flat = raw.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > 120 ? `${flat.slice(0, 120)}…` : flat);
}

;// CONCATENATED MODULE: ./src/pdf/decide/dates.ts
/**
 * Date candidates in document text. Pure: `now` is passed in so tests can pin it.
 * Recognised: ISO (2024-03-14, 2024/03/14), 14.03.2024 / 14.03.24 (always day first),
 * 14/03/2024 and 14-03-2024 (day or month first by `order`; when only the other order is a valid
 * date, that one is taken), 14. März 2024, 14 March 2024, 14th of March 2024, March 14, 2024,
 * abbreviated months (Mär., Sept, Jan), month and year only (März 2024 -> YYYYMM00), in German,
 * English, French and Dutch. Invalid dates, dates before 1900 and dates after `now` are rejected.
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
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}])';
const NOT_DIGIT_BEFORE = '(?<![\\p{N}.,/])';
const NOT_DIGIT_AFTER = '(?![\\p{N}]|[.,/][\\p{N}])';
const ORDINAL = '(?:st|nd|rd|th|er|e)?';
const PATTERNS = [
    {
        // 2024-03-14, 2024/03/14, 2024.03.14
        regex: new RegExp(`${NOT_DIGIT_BEFORE}(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})${NOT_DIGIT_AFTER}`, 'gu'),
        read: m => ({ year: num(m[1]), month: num(m[3]), day: num(m[4]) })
    },
    {
        // 14.03.2024, 14.03.24, 14. 03. 2024: a dot means day first everywhere it is used.
        regex: new RegExp(`${NOT_DIGIT_BEFORE}(\\d{1,2})\\.\\s?(\\d{1,2})\\.\\s?(\\d{4}|\\d{2})${NOT_DIGIT_AFTER}`, 'gu'),
        read: (m, o) => withYear(num(m[3]), m[3]?.length === 2, o, num(m[2]), num(m[1]))
    },
    {
        // 14/03/2024, 03/14/2024, 14/03/24, 14-03-2024
        regex: new RegExp(`${NOT_DIGIT_BEFORE}(\\d{1,2})(?:/(\\d{1,2})/(\\d{4}|\\d{2})|-(\\d{1,2})-(\\d{4}))${NOT_DIGIT_AFTER}`, 'gu'),
        read: (m, o) => {
            const first = num(m[1]);
            const second = num(m[2] ?? m[4]);
            const yearText = m[3] ?? m[5] ?? '';
            return ordered(first, second, num(yearText), yearText.length === 2, o);
        }
    },
    {
        // 14. März 2024, 14 March 2024, 14th of March, 2024, 02 Juillet 2015
        regex: new RegExp(`${NOT_DIGIT_BEFORE}(\\d{1,2})${ORDINAL}\\.?\\s*(?:of\\s+)?${NOT_LETTER_BEFORE}(${MONTH})\\.?${NOT_LETTER_AFTER},?\\s*(\\d{4})${NOT_DIGIT_AFTER}`, 'giu'),
        read: m => monthNamed(num(m[3]), m[2], num(m[1]))
    },
    {
        // March 14, 2024; August 3 , 2014; Jan 1 2022
        regex: new RegExp(`${NOT_LETTER_BEFORE}(${MONTH})\\.?\\s+(\\d{1,2})${ORDINAL}(?![\\p{N}])\\s*,?\\s*(\\d{4})${NOT_DIGIT_AFTER}`, 'giu'),
        read: m => monthNamed(num(m[3]), m[1], num(m[2]))
    },
    {
        // März 2024, March 2024 (month precision)
        regex: new RegExp(`${NOT_LETTER_BEFORE}(${MONTH})\\.?${NOT_LETTER_AFTER},?\\s*(\\d{4})${NOT_DIGIT_AFTER}`, 'giu'),
        read: m => {
            const parsed = monthNamed(num(m[2]), m[1], 0);
            return parsed === null ? null : { ...parsed, monthOnly: true };
        }
    }
];
/** All valid dates in `text`, in text order; overlapping weaker matches are dropped. */
function findDates(text, options) {
    const found = [];
    for (const pattern of PATTERNS) {
        for (const m of text.matchAll(pattern.regex)) {
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
                twoDigitYear: parsed.twoDigitYear ?? false
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
/** YYYYMMDD for a valid date on or before `now` and not before 1900, else null. */
function toValue(parsed, now) {
    const { year, month, day } = parsed;
    if (!Number.isInteger(year) || year < 1900 || month < 1 || month > 12)
        return null;
    if (parsed.monthOnly === true ? day !== 0 : day < 1)
        return null;
    if (day > 0) {
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
    if (preferred !== null && month <= 12 && validDay(preferred))
        return preferred;
    // The requested order gives no valid date (e.g. 03/20/2023 read day first): the other order is
    // the only reading, so it is not a guess.
    const other = withYear(year, twoDigit, options, day, month);
    if (other !== null && day <= 12 && validDay(other))
        return { ...other, swapped: true };
    return null;
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

;// CONCATENATED MODULE: ./src/pdf/decide/model/llm-merge.ts
function mergeAnswer(heuristic, checked) {
    const used = [];
    const merged = { ...heuristic, reasons: [...heuristic.reasons] };
    if (heuristic.dateSource !== 'text' && checked.date !== null) {
        merged.date = checked.date;
        merged.dateSource = 'model';
        used.push('date');
    }
    const categoryOpen = heuristic.categoryDecided !== true;
    if (categoryOpen && checked.category !== null && checked.category !== heuristic.category) {
        merged.category = checked.category;
        used.push('category');
    }
    if (heuristic.keywords.length === 0 && checked.keywords.length > 0) {
        merged.keywords = checked.keywords;
        used.push('keywords');
    }
    if (heuristic.summary.length === 0 && checked.summary.length > 0) {
        merged.summary = checked.summary;
        used.push('summary');
    }
    merged.reasons.push(used.length === 0
        ? 'model asked; its answer added nothing the heuristics lacked'
        : `model filled: ${used.map(field => `${field} ${JSON.stringify(merged[field])}`).join(', ')}`);
    return { analysis: merged, used };
}

;// CONCATENATED MODULE: ./src/pdf/decide/model/llm-prompt.ts
const SYSTEM_PROMPT = [
    'You name scanned and digital documents for a filing system.',
    'Answer with one JSON object and nothing else:',
    '{"date": "YYYYMMDD" or null, "category": "...", "keywords": ["...", ...], "summary": "..."}',
    'Rules:',
    '- date: the date of the document itself (invoice date, letter date, statement date), written',
    '  as YYYYMMDD; it must appear in the text; null if the text has no such date.',
    '- category: exactly one of the allowed categories given below.',
    '- keywords: at most 3 words or names copied from the text, most specific first',
    '  (the issuing company, the subject). No dates, no amounts.',
    '- summary: at most 5 words describing the document, in its language.',
    '- Never invent anything that is not in the text.'
].join('\n');
function buildPrompt(input) {
    return [
        `Allowed categories: ${input.categories.join(', ')}`,
        '',
        'Hints from a rule-based reader (may be wrong or missing):',
        ...hintLines(input.hints),
        '',
        `Document text (file "${input.fileName}"):`,
        '"""',
        input.text.replace(/"""/g, '"'),
        '"""',
        '',
        'The JSON object:'
    ].join('\n');
}
/** A second request after an answer that was not valid JSON for the schema. */
function buildRepairPrompt(prompt, problem) {
    return [
        prompt,
        '',
        `Your previous answer could not be used: ${problem}`,
        'Answer again with only the JSON object, exactly in the form given.'
    ].join('\n');
}
function hintLines(hints) {
    const date = hints.date === null
        ? 'none found'
        : `${hints.date}${hints.dateSource === 'info' ? ' (from file metadata, not the text)' : ''}`;
    const category = `${hints.category}${hints.categoryDecided === true ? '' : ' (unsure)'}`;
    const keywords = hints.keywords.length === 0 ? 'none found' : hints.keywords.join(', ');
    return [`- date: ${date}`, `- category: ${category}`, `- keywords: ${keywords}`];
}

;// CONCATENATED MODULE: ./src/pdf/decide/model/llm-refine.ts
/**
 * The pipeline's model step (an AnalysisRefiner): for one analysis the heuristics are not sure
 * of, ask the model, distrust the answer, merge what survives, and record the exchange in
 * `analysis.llm` for the report. Never throws for a failing model: the heuristic result stays,
 * with the reason.
 */





function createLlmRefiner(options) {
    const schema = schemaFor(options.categories);
    return async (analysis, doc) => {
        const record = {
            endpoint: options.client.endpoint.url,
            model: options.client.model,
            attempts: 0,
            outcome: 'failed',
            used: [],
            rejected: []
        };
        if (doc.text.trim() === '')
            return skipped(analysis, record);
        const prompt = buildPrompt({
            text: doc.text,
            categories: options.categories,
            hints: analysis,
            fileName: (0,external_node_path_.basename)(doc.path)
        });
        const answer = await ask(options.client, prompt, schema, record);
        if (answer === undefined)
            return failed(analysis, record);
        const now = options.now();
        const checked = checkAnswer(answer, {
            text: doc.text,
            categories: options.categories,
            textDates: findDates(doc.text, { order: options.dateOrder, now }).map(d => d.value),
            now
        });
        record.rejected = checked.rejected;
        const merged = mergeAnswer(analysis, checked);
        record.used = merged.used;
        record.outcome = 'answered';
        return {
            ...merged.analysis,
            llm: record,
            reasons: [...merged.analysis.reasons, ...rejections(record)]
        };
    };
}
/** One request, and one repair request when the answer is not the JSON the schema asks for. */
async function ask(client, prompt, schema, record) {
    let request = prompt;
    for (let round = 1; round <= 2; round++) {
        const completion = await client.complete({ system: SYSTEM_PROMPT, prompt: request, schema });
        record.attempts += completion.attempts;
        if (completion.kind === 'failed') {
            record.error = completion.reason;
            return undefined;
        }
        const parsed = parseAnswer(completion.text);
        if (parsed.kind === 'ok') {
            record.answer = parsed.answer;
            delete record.error;
            return parsed.answer;
        }
        record.error = round === 1 ? parsed.reason : `after one repair request: ${parsed.reason}`;
        request = buildRepairPrompt(prompt, parsed.reason);
    }
    return undefined;
}
/** The shipped schema with `category` narrowed to the allowed set, for constrained decoding. */
function schemaFor(categories) {
    const schema = answerSchema();
    const properties = schema.properties;
    const { $schema: _schema, $id: _id, title: _title, description: _description, ...rest } = schema;
    return {
        ...rest,
        properties: { ...properties, category: { type: 'string', enum: categories } }
    };
}
function skipped(analysis, record) {
    const error = 'no text to show the model (empty text never goes to it)';
    return {
        ...analysis,
        llm: { ...record, outcome: 'skipped', error },
        reasons: [...analysis.reasons, `model not asked: ${error}`]
    };
}
function failed(analysis, record) {
    return {
        ...analysis,
        llm: record,
        reasons: [
            ...analysis.reasons,
            `model failed, heuristic result kept: ${record.error ?? 'no answer'}`
        ]
    };
}
function rejections(record) {
    return record.rejected.map(r => `model ${r.field} ${JSON.stringify(r.value)} rejected: ${r.reason}`);
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/pdf/read/ocr/ocr-assets.ts
/**
 * Where the OCR worker script, the tesseract wasm core and the language data live.
 *
 * Two layouts, tried in this order:
 * - bundled: `dist/ocr/` next to `dist/index.js` (written by scripts/copy-ocr-assets.ts):
 *   `worker.mjs`, `tesseract-core-simd-lstm.{cjs,wasm}`, `lang/<code>.traineddata.gz`;
 * - installed: `ocr-worker.mjs` beside this module (src/ or lib/), the core from
 *   `tesseract.js-core`, the language data from `@tesseract.js-data/<code>/4.0.0_best_int`.
 */




/** The core every run uses: SIMD (Node 20 and 24 both have it), LSTM only, so results match. */
const CORE_FILE = 'tesseract-core-simd-lstm.js';
/** Its name in the bundle: `.cjs`, because dist/package.json makes `.js` files ES modules. */
const BUNDLE_CORE_FILE = 'tesseract-core-simd-lstm.cjs';
const LANG_DATA_VERSION = '4.0.0_best_int';
/** Folder next to the bundle's index.js that holds the OCR assets. */
const BUNDLE_OCR_DIR = 'ocr';
const BUNDLE_WORKER_FILE = 'worker.mjs';
/** Tesseract language codes: letters and underscores (deu, eng, chi_sim); never a path. */
const LANGUAGE_CODE = /^[a-z_]+$/i;
/** `moduleUrl` is this module's own URL by default; tests pass another to simulate a layout. */
function locateOcrAssets(moduleUrl = import.meta.url) {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(moduleUrl));
    const bundleDir = (0,external_node_path_.join)(here, BUNDLE_OCR_DIR);
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(bundleDir, BUNDLE_WORKER_FILE)))
        return bundledAssets(bundleDir);
    return installedAssets(here, moduleUrl);
}
function bundledAssets(dir) {
    return {
        layout: 'bundled',
        workerPath: (0,external_node_path_.join)(dir, BUNDLE_WORKER_FILE),
        corePath: (0,external_node_path_.join)(dir, BUNDLE_CORE_FILE),
        languageFile: code => LANGUAGE_CODE.test(code) ? existing((0,external_node_path_.join)(dir, 'lang', `${code}.traineddata.gz`)) : undefined
    };
}
function installedAssets(here, moduleUrl) {
    const require = (0,external_node_module_.createRequire)(moduleUrl);
    const resolve = (request) => {
        try {
            return require.resolve(request);
        }
        catch {
            return undefined;
        }
    };
    const corePath = resolve(`tesseract.js-core/${CORE_FILE}`);
    if (!corePath)
        throw new Error(`tesseract.js-core/${CORE_FILE} not found from ${here}; run \`npm ci\` (tesseract.js brings it)`);
    return {
        layout: 'installed',
        workerPath: (0,external_node_path_.join)(here, 'ocr-worker.mjs'),
        corePath,
        languageFile: code => {
            if (!LANGUAGE_CODE.test(code))
                return undefined;
            const pkg = resolve(`@tesseract.js-data/${code}/package.json`);
            return pkg && existing((0,external_node_path_.join)((0,external_node_path_.dirname)(pkg), LANG_DATA_VERSION, `${code}.traineddata.gz`));
        }
    };
}
function existing(path) {
    return (0,external_node_fs_.existsSync)(path) ? path : undefined;
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/pdf/read/ocr/ocr-client.ts
/**
 * Host side of one tesseract.js worker thread (the thread runs ocr-worker.mjs).
 *
 * tesseract.js's `createWorker` hides the thread until it has started and throws from its
 * message handler when a job fails, so a hung start could neither be stopped nor reported.
 * This client speaks the same small message protocol ({workerId, jobId, action, payload} ->
 * {jobId, action, status, data}) on a thread it owns, with a timeout on every job.
 */

/** LSTM only, the engine the `_best_int` language data carries. */
const OEM_LSTM_ONLY = 1;
async function startOcrWorker(options) {
    const thread = new external_node_worker_threads_.Worker(options.workerPath);
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
        async recognize(image, timeoutMs) {
            const job = channel.call('recognize', { image, options: {}, output: { text: true } });
            const data = (await withTimeout(job, timeoutMs, 'OCR of the page did not finish'));
            return { text: data?.text ?? '', confidence: data?.confidence ?? 0 };
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

;// CONCATENATED MODULE: ./src/pdf/read/pdfjs-globals.ts
/**
 * Lets pdfjs-dist load where `@napi-rs/canvas` is absent (the bundled action leaves out its
 * 33 MB native binary). pdfjs-dist's legacy build runs `new DOMMatrix()` while its module is
 * evaluated; without the canvas package that global is missing and the import throws.
 *
 * The stand-in only has to survive that constructor call: rendering is the one user of
 * DOMMatrix, and rendering is never attempted without the canvas (page-image.ts checks).
 * pdfjs also warns "Cannot load @napi-rs/canvas … rendering may be broken" on stderr while it
 * loads; that is expected here and would only mislead, so those lines are dropped meanwhile.
 */

function canvasAvailable() {
    try {
        // A computed name keeps ncc from packing the native binary into dist/.
        (0,external_node_module_.createRequire)(import.meta.url).resolve(['@napi-rs', 'canvas'].join('/'));
        return true;
    }
    catch {
        return false;
    }
}
class DOMMatrixStandIn {
    a = 1;
    b = 0;
    c = 0;
    d = 1;
    e = 0;
    f = 0;
}
/**
 * Built-ins that the legacy build's core-js replaces on Node 20 (V8 11) although pdfjs-dist needs
 * none of their new behaviour: its `Array.prototype.push` alone was a tenth of the time of
 * reading a batch, and every push, JSON.parse and JSON.stringify of the whole process went
 * through it. The built-ins it adds (Promise.withResolvers, Uint8Array.prototype.toHex, ...)
 * stay: pdfjs-dist uses those.
 */
const REPLACED_BUILTINS = [
    [Array.prototype, 'push'],
    [JSON, 'parse'],
    [JSON, 'stringify'],
    [Function.prototype, 'toString']
];
/**
 * Call before importing pdfjs-dist; returns the function to call after it, which puts the
 * replaced built-ins back and ends the warning filter.
 */
function installPdfjsGlobals() {
    const builtins = REPLACED_BUILTINS.map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)]);
    const restoreBuiltins = () => {
        for (const [owner, key, descriptor] of builtins)
            if (descriptor !== undefined &&
                Object.getOwnPropertyDescriptor(owner, key)?.value !== descriptor.value)
                Object.defineProperty(owner, key, descriptor);
    };
    if (canvasAvailable())
        return restoreBuiltins;
    const globals = globalThis;
    globals.DOMMatrix ??= DOMMatrixStandIn;
    const originalWarn = console.warn;
    console.warn = (...args) => {
        if (/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill)/.test(String(args[0])))
            return;
        originalWarn(...args);
    };
    return () => {
        restoreBuiltins();
        console.warn = originalWarn;
    };
}

;// CONCATENATED MODULE: ./src/pdf/read/pdfjs.ts
/**
 * The one place that loads pdfjs-dist (legacy build, the one meant for Node) and opens files.
 *
 * It also loads in the ncc bundle (dist/), which has neither `@napi-rs/canvas` nor
 * `pdf.worker.mjs` beside it: pdfjs-globals.ts stands in for the canvas globals pdfjs needs at
 * load time, and the worker module is imported here and handed to pdfjs as
 * `globalThis.pdfjsWorker`, the hook it checks before trying to load `pdf.worker.mjs`.
 */





let loaded;
/** The installed pdfjs-dist carries scripts/patch-pdfjs.mjs (npm ci applies it). */
function pdfjsPatched() {
    const root = pdfjsAssetRoot();
    if (root === undefined)
        return false;
    const head = Buffer.alloc(PATCH_MARKER.length);
    try {
        const fd = openSync(join(root, 'legacy', 'build', 'pdf.worker.mjs'), 'r');
        try {
            readSync(fd, head, 0, head.length, 0);
        }
        finally {
            closeSync(fd);
        }
    }
    catch {
        return false;
    }
    return head.toString('latin1') === PATCH_MARKER;
}
const PATCH_MARKER = '/* ralph-action: patched by scripts/patch-pdfjs.mjs';
/** Loaded on first use, so commands that never open a PDF do not pay for it. */
function loadPdfjs() {
    loaded ??= importPdfjs();
    return loaded;
}
async function importPdfjs() {
    const restore = installPdfjsGlobals();
    try {
        const global = globalThis;
        // @ts-expect-error pdfjs-dist ships no type declarations for its worker module
        global.pdfjsWorker ??= await __webpack_require__.e(/* import() */ 323).then(__webpack_require__.bind(__webpack_require__, 4323));
        return await __webpack_require__.e(/* import() */ 61).then(__webpack_require__.bind(__webpack_require__, 6061));
    }
    finally {
        restore();
    }
}
let assets;
/**
 * Local folders of the CMaps (needed to read text set in predefined CJK encodings) and the wasm
 * image decoders (JPEG 2000 and JBIG2 scans, for OCR). From the installed pdfjs-dist package, or
 * in the bundle from `dist/pdfjs/` (scripts/copy-ocr-assets.ts puts them there); without either,
 * text extraction still works for everything but those encodings. The standard font files are
 * left out on purpose: text extraction does not need glyph outlines, and pdfjs-dist would parse
 * those fonts for every document that uses Helvetica or Times.
 */
function assetOptions() {
    if (assets !== undefined)
        return assets;
    const root = pdfjsAssetRoot();
    assets =
        root === undefined
            ? {}
            : { cMapUrl: (0,external_node_path_.join)(root, 'cmaps') + '/', cMapPacked: true, wasmUrl: (0,external_node_path_.join)(root, 'wasm') + '/' };
    return assets;
}
/** Folder name of the pdfjs-dist assets next to the bundle's index.js. */
const BUNDLE_PDFJS_DIR = 'pdfjs';
function pdfjsAssetRoot() {
    try {
        return (0,external_node_path_.dirname)((0,external_node_module_.createRequire)(import.meta.url).resolve('pdfjs-dist/package.json'));
    }
    catch {
        const bundled = (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url)), BUNDLE_PDFJS_DIR);
        return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(bundled, 'wasm')) ? bundled : undefined;
    }
}
let sharedWorker;
/**
 * Starts loading a document on this thread's one pdf.js worker. Node has no real pdf.js worker:
 * each getDocument would set up a fresh in-thread "fake" worker, which costs about a third of
 * the time of reading a small file; a shared one is set up once. Destroying the loading task
 * leaves a worker it was given alone.
 */
async function openDocument(data, use = 'render') {
    const pdfjs = await loadPdfjs();
    sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 });
    return pdfjs.getDocument({ ...documentParameters(data, use), worker: sharedWorker });
}
/** Loads pdfjs-dist and sets up the shared worker (it imports the 2 MB worker module). */
async function preparePdfjs() {
    const pdfjs = await loadPdfjs();
    sharedWorker ??= new pdfjs.PDFWorker({ verbosity: 0 });
    await sharedWorker.promise;
}
function documentParameters(data, use = 'render') {
    return {
        data,
        textOnly: use === 'text',
        ...assetOptions(),
        verbosity: 0,
        isEvalSupported: false,
        disableFontFace: true,
        useSystemFonts: false,
        useWorkerFetch: false,
        stopAtErrors: false
    };
}

;// CONCATENATED MODULE: ./src/pdf/read/ocr/pnm.ts
/**
 * Netpbm encoders for page images handed to tesseract. Leptonica reads PBM/PGM/PPM directly,
 * and writing a header in front of raw pixels costs nothing next to PNG compression.
 */
/** pdfjs-dist's `ImageKind`: how the decoded pixels of an image object are laid out. */
const ImageKind = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 };
/** Encodes a decoded pdfjs image as PBM (1 bit) or PGM/PPM (8 bits). */
function encodePnm(image) {
    const { width, height } = image;
    if (!(width > 0 && height > 0))
        throw new Error(`image has no pixels (${width}x${height})`);
    switch (image.kind) {
        case ImageKind.GRAYSCALE_1BPP:
            return pbmFromBits(image.data, width, height);
        case ImageKind.RGB_24BPP:
            return withHeader(`P6\n${width} ${height}\n255\n`, exact(image.data, width * height * 3));
        case ImageKind.RGBA_32BPP:
            return pgmFromRgba(image.data, width, height);
        default:
            throw new Error(`unsupported image kind ${image.kind}; expected 1, 2 or 3 (pdfjs ImageKind)`);
    }
}
/** pdfjs packs 1-bit rows to whole bytes with a set bit meaning white; PBM means black. */
function pbmFromBits(data, width, height) {
    const rowBytes = Math.ceil(width / 8);
    const size = rowBytes * height;
    if (data.length < size)
        throw shortData(data.length, size);
    const body = Buffer.allocUnsafe(size);
    for (let i = 0; i < size; i++)
        body[i] = ~(data[i] ?? 0) & 0xff;
    return withHeader(`P4\n${width} ${height}\n`, body);
}
/** Grey from RGBA, composited over white so transparent areas do not turn black. */
function pgmFromRgba(data, width, height) {
    const pixels = width * height;
    if (data.length < pixels * 4)
        throw shortData(data.length, pixels * 4);
    const body = Buffer.allocUnsafe(pixels);
    for (let i = 0, j = 0; i < pixels; i++, j += 4) {
        const grey = ((data[j] ?? 0) * 77 + (data[j + 1] ?? 0) * 150 + (data[j + 2] ?? 0) * 29) >> 8;
        const alpha = data[j + 3] ?? 255;
        body[i] = ((grey * alpha + 255 * (255 - alpha) + 127) / 255) | 0;
    }
    return withHeader(`P5\n${width} ${height}\n255\n`, body);
}
function exact(data, size) {
    if (data.length < size)
        throw shortData(data.length, size);
    return new Uint8Array(data.buffer, data.byteOffset, size);
}
function withHeader(header, body) {
    return Buffer.concat([Buffer.from(header, 'ascii'), body]);
}
function shortData(actual, expected) {
    return new Error(`image data has ${actual} bytes; expected at least ${expected}`);
}

;// CONCATENATED MODULE: ./src/pdf/read/ocr/scan-image.ts
/**
 * Decides, from a page's operator list alone, whether the page is one scanned image that OCR
 * can read as decoded (no rendering needed). Pure: table-tested without pdfjs.
 */
/** Share of the page an image must cover to count as the whole page. */
const FULL_PAGE_COVERAGE = 0.8;
/** Largest shear/rotation (as |b|/|a| or |c|/|d|) still read unrotated; tesseract deskews this. */
const MAX_SKEW = 0.1;
/**
 * Finds a single upright image covering the page. Anything else (text drawn, several images,
 * masks, rotation by quarter turns, a flipped image, a /Rotate on the page) asks for rendering;
 * a page that paints nothing (no image, text, path or shading) is blank.
 */
function planScanImage(ops, codes, view, pageRotation) {
    if (pageRotation % 360 !== 0)
        return render(`page /Rotate is ${pageRotation}`);
    const found = findImages(ops, codes);
    if ('reason' in found)
        return render(found.reason);
    const [image, ...more] = found.images;
    if (!image)
        return found.paths ? render('page draws only vector graphics') : { kind: 'blank' };
    if (more.length > 0)
        return render(`page has ${found.images.length} images`);
    const upright = uprightReason(image.matrix);
    if (upright)
        return render(upright);
    const coverage = coveredShare(image.matrix, view);
    if (coverage < FULL_PAGE_COVERAGE)
        return render(`image covers ${Math.round(coverage * 100)}% of the page`);
    return image;
}
function findImages(ops, codes) {
    const images = [];
    let paths = false;
    const stack = [];
    let ctm = [1, 0, 0, 1, 0, 0];
    const textOps = new Set([
        codes.showText,
        codes.showSpacedText,
        codes.nextLineShowText,
        codes.nextLineSetSpacingShowText
    ]);
    const pathOps = new Set([codes.constructPath, codes.rawFillPath, codes.shadingFill]);
    const unsupported = new Set([
        codes.paintImageXObjectRepeat,
        codes.paintInlineImageXObjectGroup,
        codes.paintImageMaskXObject,
        codes.paintImageMaskXObjectGroup,
        codes.paintImageMaskXObjectRepeat,
        codes.paintSolidColorImageMask
    ]);
    for (let i = 0; i < ops.fnArray.length; i++) {
        const fn = ops.fnArray[i];
        const args = ops.argsArray[i];
        if (fn === codes.save)
            stack.push(ctm);
        else if (fn === codes.restore)
            ctm = stack.pop() ?? ctm;
        else if (fn === codes.transform)
            ctm = multiply(asMatrix(args), ctm);
        else if (fn === codes.paintFormXObjectBegin) {
            stack.push(ctm);
            if (Array.isArray(args?.[0]))
                ctm = multiply(asMatrix(args[0]), ctm);
        }
        else if (fn === codes.paintFormXObjectEnd)
            ctm = stack.pop() ?? ctm;
        else if (fn === codes.paintImageXObject && typeof args?.[0] === 'string')
            images.push({ kind: 'object', objId: args[0], matrix: ctm });
        else if (fn === codes.paintInlineImageXObject)
            images.push({ kind: 'inline', image: args?.[0], matrix: ctm });
        else if (textOps.has(fn ?? -1))
            return { reason: 'page draws text' };
        else if (unsupported.has(fn ?? -1))
            return { reason: 'page paints image masks or tiles' };
        else if (pathOps.has(fn ?? -1))
            paths = true;
    }
    return { images, paths };
}
function uprightReason([a, b, c, d]) {
    if (!(a > 0 && d > 0))
        return 'image is rotated or flipped';
    if (Math.abs(b) > MAX_SKEW * a || Math.abs(c) > MAX_SKEW * d)
        return 'image is rotated';
    return undefined;
}
/** Share of the page box covered by the bounding box of the image's unit square. */
function coveredShare([a, b, c, d, e, f], view) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
    const xs = [e, e + a, e + c, e + a + c];
    const ys = [f, f + b, f + d, f + b + d];
    const left = Math.max(Math.min(...xs), Math.min(x0, x1));
    const right = Math.min(Math.max(...xs), Math.max(x0, x1));
    const bottom = Math.max(Math.min(...ys), Math.min(y0, y1));
    const top = Math.min(Math.max(...ys), Math.max(y0, y1));
    const page = Math.abs((x1 - x0) * (y1 - y0));
    if (page === 0 || right <= left || top <= bottom)
        return 0;
    return ((right - left) * (top - bottom)) / page;
}
function asMatrix(args) {
    const m = (args ?? []).map(Number);
    if (m.length < 6 || m.some(n => !Number.isFinite(n)))
        return [1, 0, 0, 1, 0, 0];
    return m.slice(0, 6);
}
/** m then n, as PDF concatenates: the result maps through m first. */
function multiply(m, n) {
    const [a, b, c, d, e, f] = m;
    const [na, nb, nc, nd, ne, nf] = n;
    return [
        a * na + b * nc,
        a * nb + b * nd,
        c * na + d * nc,
        c * nb + d * nd,
        e * na + f * nc + ne,
        e * nb + f * nd + nf
    ];
}
function render(reason) {
    return { kind: 'render', reason };
}

;// CONCATENATED MODULE: ./src/pdf/read/ocr/page-image.ts
/**
 * The picture of one page that OCR reads: the decoded scan itself when the page is one upright
 * full-page image (the usual scanner PDF), otherwise the page rendered at 300 dpi.
 *
 * The decoded path needs no canvas and skips a render (about 0.25 s a page at 300 dpi), and the
 * scan keeps its own resolution. Rendering needs `@napi-rs/canvas`, which the bundled action
 * does not ship (its native binary alone is about 33 MB), so there a page that is not a plain
 * scan fails with a message that says so.
 */




const RENDER_DPI = 300;
/**
 * The page's picture for OCR, or `blank` when the page paints nothing. `makeCanvas`: the
 * installed `@napi-rs/canvas` by default; `null` forbids rendering.
 */
async function pageImage(page, makeCanvas) {
    const { OPS } = await loadPdfjs();
    const ops = await page.getOperatorList();
    const plan = planScanImage(ops, OPS, page.view, page.rotate);
    if (plan.kind === 'blank')
        return { method: 'blank' };
    if (plan.kind === 'render')
        return renderPage(page, plan.reason, makeCanvas === undefined ? loadCanvas() : makeCanvas);
    const raw = plan.kind === 'object' ? await resolveObject(page, plan.objId) : asRawImage(plan.image);
    return { bytes: encodePnm(raw), width: raw.width, height: raw.height, method: 'decoded' };
}
async function renderPage(page, reason, makeCanvas) {
    if (!makeCanvas)
        throw new Error(`the page is not a single scanned image (${reason}) and rendering it needs ` +
            `@napi-rs/canvas, which is not installed here (the bundled action leaves it out)`);
    const viewport = page.getViewport({ scale: RENDER_DPI / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = makeCanvas(width, height);
    const context = canvas.getContext('2d');
    const params = { canvas, canvasContext: context, viewport, background: 'white' };
    await page.render(params).promise;
    const { data } = context.getImageData(0, 0, width, height);
    return {
        bytes: pgmFromRgba(data, width, height),
        width,
        height,
        method: 'rendered',
        note: reason
    };
}
function resolveObject(page, objId) {
    const store = objId.startsWith('g_') ? page.commonObjs : page.objs;
    return new Promise((resolve, reject) => store.get(objId, (value) => {
        try {
            resolve(asRawImage(value));
        }
        catch (error) {
            reject(error);
        }
    }));
}
function asRawImage(value) {
    const image = value;
    // Not `instanceof`: the arrays may come from another realm (jest's vm, a worker).
    const data = image?.data;
    if (!image || !data || !ArrayBuffer.isView(data) || data.BYTES_PER_ELEMENT !== 1)
        throw new Error('the page image has no decoded pixel data');
    return { width: image.width ?? 0, height: image.height ?? 0, kind: image.kind ?? 0, data };
}
let canvasMaker;
/** `@napi-rs/canvas` when installed (pdfjs-dist brings it); undefined in the slim bundle. */
function loadCanvas() {
    if (canvasMaker === undefined) {
        // A computed name keeps ncc from packing the 33 MB native binary into dist/.
        const name = ['@napi-rs', 'canvas'].join('/');
        try {
            const canvas = (0,external_node_module_.createRequire)(import.meta.url)(name);
            canvasMaker = canvas.createCanvas;
        }
        catch {
            canvasMaker = null;
        }
    }
    return canvasMaker ?? undefined;
}

;// CONCATENATED MODULE: ./src/pdf/read/ocr/ocr.ts
/**
 * OCR for pages with almost no text: a `PageTextRecognizer` backed by tesseract.js.
 *
 * One worker thread serves the whole batch; it starts on the first page that needs it and
 * `close()` ends it. Everything is local: the wasm core and the language data come from the
 * installed packages or from `dist/ocr/`, the worker has no network and no cache, and nothing
 * is written anywhere. A page that fails or times out throws `OCR failed: …`; the worker is
 * then replaced, so the next file starts clean.
 */




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
        worker ??= startWorker(options.assets, codes, startTimeoutMs);
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
async function startWorker(assets, codes, startTimeoutMs) {
    const found = assets ?? locateOcrAssets();
    const languages = codes.map(code => readLanguage(found, code));
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
    return { code, data: (0,external_node_fs_.readFileSync)(file) };
}
/** Errors after which the worker may be stuck or gone, so it is replaced. */
function isWorkerFailure(error) {
    const message = error instanceof Error ? error.message : '';
    return /OCR worker|did not (start|finish)/.test(message);
}

;// CONCATENATED MODULE: ./src/schemas/validate-rules.ts
// Generated by scripts/build-validators.ts from schemas/rules.schema.json; do not edit.
// Regenerate with `npm run validators` (a test checks that this file matches the schema).
/* eslint-disable */
// @ts-nocheck

const validate_rules_commonJs = m => (m.default !== undefined && m.default.__esModule ? m.default : m);
"use strict";
const validate_rules_validate = (/* unused pure expression or super */ null && (validate_rules_validate20));
/* harmony default export */ const validate_rules = (validate_rules_validate20);
const validate_rules_schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://github.com/ralph-action/ralph-action/schemas/rules.schema.json", "title": "pdf-rename heuristic rules", "description": "Markers, date keywords, issuer hints and stop words for the PDF renamer. The built-in file is src/data/rules.json; --rules FILE merges a file of the same shape into it (every field optional). Patterns are JavaScript regular expression sources, matched case-insensitively in Unicode mode as whole words (letters and digits around a match end it); ä/ö/ü/ß in a pattern also match ae/oe/ue/ss.", "type": "object", "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "version": { "const": 1 }, "categories": { "description": "Category name -> markers that vote for it. A user file adds markers to a built-in category or defines a new one.", "type": "object", "propertyNames": { "pattern": "^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$", "maxLength": 30 }, "additionalProperties": { "$ref": "#/$defs/category" } }, "dateKeywords": { "description": "Words near a date that make it the document date (positive weight) or another date (negative weight: due, delivery, order, birth dates).", "type": "array", "items": { "$ref": "#/$defs/weighted" } }, "issuer": { "type": "object", "additionalProperties": false, "properties": { "legalForms": { "description": "Legal forms that mark a company name (matched case-sensitively): GmbH, AG, B.V., Ltd, Inc, ...", "type": "array", "items": { "$ref": "#/$defs/pattern" } }, "recipientMarkers": { "description": "Words that start the recipient's address block (Bill to, Rechnungsadresse, ...); companies there are not the issuer.", "type": "array", "items": { "$ref": "#/$defs/pattern" } } } }, "thresholds": { "type": "object", "additionalProperties": false, "properties": { "minCategoryScore": { "description": "Score the best category needs to count as decided.", "type": "number", "minimum": 0 }, "categoryMargin": { "description": "(best - second) / best the best category needs to count as decided.", "type": "number", "minimum": 0, "maximum": 1 } } }, "stopWords": { "description": "Language -> words never used as keywords.", "type": "object", "propertyNames": { "pattern": "^[a-z]{2,8}$" }, "additionalProperties": { "type": "array", "items": { "type": "string", "minLength": 1, "maxLength": 60 } } } }, "$defs": { "pattern": { "type": "string", "minLength": 1, "maxLength": 400 }, "weighted": { "type": "object", "additionalProperties": false, "required": ["pattern", "weight"], "properties": { "pattern": { "$ref": "#/$defs/pattern" }, "weight": { "type": "number", "minimum": -10, "maximum": 10 } } }, "category": { "type": "object", "additionalProperties": false, "properties": { "markers": { "type": "array", "items": { "$ref": "#/$defs/weighted" } }, "terms": { "description": "Patterns whose matched text is worth a place in the file name (Mietvertrag, Haftpflichtversicherung).", "type": "array", "items": { "$ref": "#/$defs/pattern" } } } } } };
const schema34 = { "type": "string", "minLength": 1, "maxLength": 400 };
const validate_rules_func1 = validate_rules_commonJs(ucs2length).default;
const validate_rules_pattern4 = new RegExp("^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$", "u");
const pattern5 = new RegExp("^[a-z]{2,8}$", "u");
const schema32 = { "type": "object", "additionalProperties": false, "properties": { "markers": { "type": "array", "items": { "$ref": "#/$defs/weighted" } }, "terms": { "description": "Patterns whose matched text is worth a place in the file name (Mietvertrag, Haftpflichtversicherung).", "type": "array", "items": { "$ref": "#/$defs/pattern" } } } };
const schema33 = { "type": "object", "additionalProperties": false, "required": ["pattern", "weight"], "properties": { "pattern": { "$ref": "#/$defs/pattern" }, "weight": { "type": "number", "minimum": -10, "maximum": 10 } } };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate22.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.pattern === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pattern" }, message: "must have required property '" + "pattern" + "'" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.weight === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "weight" }, message: "must have required property '" + "weight" + "'" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!((key0 === "pattern") || (key0 === "weight"))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.pattern !== undefined) {
            let data0 = data.pattern;
            if (typeof data0 === "string") {
                if (validate_rules_func1(data0) > 400) {
                    const err3 = { instancePath: instancePath + "/pattern", schemaPath: "#/$defs/pattern/maxLength", keyword: "maxLength", params: { limit: 400 }, message: "must NOT have more than 400 characters" };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (validate_rules_func1(data0) < 1) {
                    const err4 = { instancePath: instancePath + "/pattern", schemaPath: "#/$defs/pattern/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
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
                const err5 = { instancePath: instancePath + "/pattern", schemaPath: "#/$defs/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.weight !== undefined) {
            let data1 = data.weight;
            if ((typeof data1 == "number") && (isFinite(data1))) {
                if (data1 > 10 || isNaN(data1)) {
                    const err6 = { instancePath: instancePath + "/weight", schemaPath: "#/properties/weight/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10 }, message: "must be <= 10" };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
                if (data1 < -10 || isNaN(data1)) {
                    const err7 = { instancePath: instancePath + "/weight", schemaPath: "#/properties/weight/minimum", keyword: "minimum", params: { comparison: ">=", limit: -10 }, message: "must be >= -10" };
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
                const err8 = { instancePath: instancePath + "/weight", schemaPath: "#/properties/weight/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate22.errors = vErrors;
    return errors === 0;
}
validate22.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
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
            if (!((key0 === "markers") || (key0 === "terms"))) {
                const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.markers !== undefined) {
            let data0 = data.markers;
            if (Array.isArray(data0)) {
                const len0 = data0.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (!(validate22(data0[i0], { instancePath: instancePath + "/markers/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/markers", schemaPath: "#/properties/markers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.terms !== undefined) {
            let data2 = data.terms;
            if (Array.isArray(data2)) {
                const len1 = data2.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    let data3 = data2[i1];
                    if (typeof data3 === "string") {
                        if (validate_rules_func1(data3) > 400) {
                            const err2 = { instancePath: instancePath + "/terms/" + i1, schemaPath: "#/$defs/pattern/maxLength", keyword: "maxLength", params: { limit: 400 }, message: "must NOT have more than 400 characters" };
                            if (vErrors === null) {
                                vErrors = [err2];
                            }
                            else {
                                vErrors.push(err2);
                            }
                            errors++;
                        }
                        if (validate_rules_func1(data3) < 1) {
                            const err3 = { instancePath: instancePath + "/terms/" + i1, schemaPath: "#/$defs/pattern/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                            if (vErrors === null) {
                                vErrors = [err3];
                            }
                            else {
                                vErrors.push(err3);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/terms/" + i1, schemaPath: "#/$defs/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
            else {
                const err5 = { instancePath: instancePath + "/terms", schemaPath: "#/properties/terms/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate21.errors = vErrors;
    return errors === 0;
}
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate_rules_validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://github.com/ralph-action/ralph-action/schemas/rules.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate_rules_validate20.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            if (!(((((((key0 === "$schema") || (key0 === "version")) || (key0 === "categories")) || (key0 === "dateKeywords")) || (key0 === "issuer")) || (key0 === "thresholds")) || (key0 === "stopWords"))) {
                const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.$schema !== undefined) {
            if (typeof data.$schema !== "string") {
                const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.version !== undefined) {
            if (1 !== data.version) {
                const err2 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.categories !== undefined) {
            let data2 = data.categories;
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                for (const key1 in data2) {
                    const _errs7 = errors;
                    if (typeof key1 === "string") {
                        if (validate_rules_func1(key1) > 30) {
                            const err3 = { instancePath: instancePath + "/categories", schemaPath: "#/properties/categories/propertyNames/maxLength", keyword: "maxLength", params: { limit: 30 }, message: "must NOT have more than 30 characters", propertyName: key1 };
                            if (vErrors === null) {
                                vErrors = [err3];
                            }
                            else {
                                vErrors.push(err3);
                            }
                            errors++;
                        }
                        if (!validate_rules_pattern4.test(key1)) {
                            const err4 = { instancePath: instancePath + "/categories", schemaPath: "#/properties/categories/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$" }, message: "must match pattern \"" + "^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$" + "\"", propertyName: key1 };
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                    }
                    var valid1 = _errs7 === errors;
                    if (!valid1) {
                        const err5 = { instancePath: instancePath + "/categories", schemaPath: "#/properties/categories/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                }
                for (const key2 in data2) {
                    if (!(validate21(data2[key2], { instancePath: instancePath + "/categories/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key2, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/categories", schemaPath: "#/properties/categories/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.dateKeywords !== undefined) {
            let data4 = data.dateKeywords;
            if (Array.isArray(data4)) {
                const len0 = data4.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (!(validate22(data4[i0], { instancePath: instancePath + "/dateKeywords/" + i0, parentData: data4, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/dateKeywords", schemaPath: "#/properties/dateKeywords/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.issuer !== undefined) {
            let data6 = data.issuer;
            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                for (const key3 in data6) {
                    if (!((key3 === "legalForms") || (key3 === "recipientMarkers"))) {
                        const err8 = { instancePath: instancePath + "/issuer", schemaPath: "#/properties/issuer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data6.legalForms !== undefined) {
                    let data7 = data6.legalForms;
                    if (Array.isArray(data7)) {
                        const len1 = data7.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                            let data8 = data7[i1];
                            if (typeof data8 === "string") {
                                if (validate_rules_func1(data8) > 400) {
                                    const err9 = { instancePath: instancePath + "/issuer/legalForms/" + i1, schemaPath: "#/$defs/pattern/maxLength", keyword: "maxLength", params: { limit: 400 }, message: "must NOT have more than 400 characters" };
                                    if (vErrors === null) {
                                        vErrors = [err9];
                                    }
                                    else {
                                        vErrors.push(err9);
                                    }
                                    errors++;
                                }
                                if (validate_rules_func1(data8) < 1) {
                                    const err10 = { instancePath: instancePath + "/issuer/legalForms/" + i1, schemaPath: "#/$defs/pattern/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
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
                                const err11 = { instancePath: instancePath + "/issuer/legalForms/" + i1, schemaPath: "#/$defs/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                    else {
                        const err12 = { instancePath: instancePath + "/issuer/legalForms", schemaPath: "#/properties/issuer/properties/legalForms/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                }
                if (data6.recipientMarkers !== undefined) {
                    let data9 = data6.recipientMarkers;
                    if (Array.isArray(data9)) {
                        const len2 = data9.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                            let data10 = data9[i2];
                            if (typeof data10 === "string") {
                                if (validate_rules_func1(data10) > 400) {
                                    const err13 = { instancePath: instancePath + "/issuer/recipientMarkers/" + i2, schemaPath: "#/$defs/pattern/maxLength", keyword: "maxLength", params: { limit: 400 }, message: "must NOT have more than 400 characters" };
                                    if (vErrors === null) {
                                        vErrors = [err13];
                                    }
                                    else {
                                        vErrors.push(err13);
                                    }
                                    errors++;
                                }
                                if (validate_rules_func1(data10) < 1) {
                                    const err14 = { instancePath: instancePath + "/issuer/recipientMarkers/" + i2, schemaPath: "#/$defs/pattern/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                    if (vErrors === null) {
                                        vErrors = [err14];
                                    }
                                    else {
                                        vErrors.push(err14);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err15 = { instancePath: instancePath + "/issuer/recipientMarkers/" + i2, schemaPath: "#/$defs/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err15];
                                }
                                else {
                                    vErrors.push(err15);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err16 = { instancePath: instancePath + "/issuer/recipientMarkers", schemaPath: "#/properties/issuer/properties/recipientMarkers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err17 = { instancePath: instancePath + "/issuer", schemaPath: "#/properties/issuer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        if (data.thresholds !== undefined) {
            let data11 = data.thresholds;
            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                for (const key4 in data11) {
                    if (!((key4 === "minCategoryScore") || (key4 === "categoryMargin"))) {
                        const err18 = { instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                }
                if (data11.minCategoryScore !== undefined) {
                    let data12 = data11.minCategoryScore;
                    if ((typeof data12 == "number") && (isFinite(data12))) {
                        if (data12 < 0 || isNaN(data12)) {
                            const err19 = { instancePath: instancePath + "/thresholds/minCategoryScore", schemaPath: "#/properties/thresholds/properties/minCategoryScore/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                            if (vErrors === null) {
                                vErrors = [err19];
                            }
                            else {
                                vErrors.push(err19);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err20 = { instancePath: instancePath + "/thresholds/minCategoryScore", schemaPath: "#/properties/thresholds/properties/minCategoryScore/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                }
                if (data11.categoryMargin !== undefined) {
                    let data13 = data11.categoryMargin;
                    if ((typeof data13 == "number") && (isFinite(data13))) {
                        if (data13 > 1 || isNaN(data13)) {
                            const err21 = { instancePath: instancePath + "/thresholds/categoryMargin", schemaPath: "#/properties/thresholds/properties/categoryMargin/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                        if (data13 < 0 || isNaN(data13)) {
                            const err22 = { instancePath: instancePath + "/thresholds/categoryMargin", schemaPath: "#/properties/thresholds/properties/categoryMargin/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                            if (vErrors === null) {
                                vErrors = [err22];
                            }
                            else {
                                vErrors.push(err22);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err23 = { instancePath: instancePath + "/thresholds/categoryMargin", schemaPath: "#/properties/thresholds/properties/categoryMargin/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                        if (vErrors === null) {
                            vErrors = [err23];
                        }
                        else {
                            vErrors.push(err23);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err24 = { instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.stopWords !== undefined) {
            let data14 = data.stopWords;
            if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                for (const key5 in data14) {
                    const _errs35 = errors;
                    if (typeof key5 === "string") {
                        if (!pattern5.test(key5)) {
                            const err25 = { instancePath: instancePath + "/stopWords", schemaPath: "#/properties/stopWords/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z]{2,8}$" }, message: "must match pattern \"" + "^[a-z]{2,8}$" + "\"", propertyName: key5 };
                            if (vErrors === null) {
                                vErrors = [err25];
                            }
                            else {
                                vErrors.push(err25);
                            }
                            errors++;
                        }
                    }
                    var valid13 = _errs35 === errors;
                    if (!valid13) {
                        const err26 = { instancePath: instancePath + "/stopWords", schemaPath: "#/properties/stopWords/propertyNames", keyword: "propertyNames", params: { propertyName: key5 }, message: "property name must be valid" };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                }
                for (const key6 in data14) {
                    let data15 = data14[key6];
                    if (Array.isArray(data15)) {
                        const len3 = data15.length;
                        for (let i3 = 0; i3 < len3; i3++) {
                            let data16 = data15[i3];
                            if (typeof data16 === "string") {
                                if (validate_rules_func1(data16) > 60) {
                                    const err27 = { instancePath: instancePath + "/stopWords/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i3, schemaPath: "#/properties/stopWords/additionalProperties/items/maxLength", keyword: "maxLength", params: { limit: 60 }, message: "must NOT have more than 60 characters" };
                                    if (vErrors === null) {
                                        vErrors = [err27];
                                    }
                                    else {
                                        vErrors.push(err27);
                                    }
                                    errors++;
                                }
                                if (validate_rules_func1(data16) < 1) {
                                    const err28 = { instancePath: instancePath + "/stopWords/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i3, schemaPath: "#/properties/stopWords/additionalProperties/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                    if (vErrors === null) {
                                        vErrors = [err28];
                                    }
                                    else {
                                        vErrors.push(err28);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err29 = { instancePath: instancePath + "/stopWords/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i3, schemaPath: "#/properties/stopWords/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err30 = { instancePath: instancePath + "/stopWords/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/stopWords/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err31 = { instancePath: instancePath + "/stopWords", schemaPath: "#/properties/stopWords/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
        }
    }
    else {
        const err32 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
            vErrors = [err32];
        }
        else {
            vErrors.push(err32);
        }
        errors++;
    }
    validate_rules_validate20.errors = vErrors;
    return errors === 0;
}
validate_rules_validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

;// CONCATENATED MODULE: ./src/pdf/decide/words.ts
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
    return [...text.matchAll(WORD)].map(m => ({ word: m[0], start: m.index }));
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

;// CONCATENATED MODULE: ./src/pdf/decide/rules.ts
/**
 * The heuristic rules: src/data/rules.json, validated by schemas/rules.schema.json, with an
 * optional user file merged in (`--rules`). Compiling turns the patterns into whole-word regexes
 * once per batch.
 */




const FALLBACK_CATEGORY = 'other';
/** A rules file that fails validation; the message names the file, the JSON pointer and the fix. */
class RulesError extends Error {
    file;
    pointer;
    constructor(message, file, pointer, options) {
        super(message, options);
        this.file = file;
        this.pointer = pointer;
        this.name = 'RulesError';
    }
}
const BUILT_IN = 'src/data/rules.json';
/** schemas/rules.schema.json, compiled at build time (scripts/build-validators.ts). */
function validator() {
    return validate_rules;
}
/** The built-in rules merged with the user's file (when given), validated and compiled. */
function loadRules(userFile) {
    const builtIn = readRulesFile((0,package_files/* packageFile */.n)(BUILT_IN), BUILT_IN);
    if (userFile === undefined)
        return compileRules(builtIn, BUILT_IN);
    const user = readRulesFile(userFile, userFile);
    return compileRules(mergeRules(builtIn, user), userFile);
}
function readRulesFile(path, label) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        throw new RulesError(`Cannot read rules file ${label}: ${error.message}`, label, '', {
            cause: error
        });
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new RulesError(`Rules file ${label} is not valid JSON (${error.message}). Expected an object like {"categories": {...}}.`, label, '', { cause: error });
    }
    return validateRules(data, label);
}
function validateRules(data, label) {
    const validate = validator();
    if (validate(data)) {
        checkAll(data, label);
        return data;
    }
    const first = (validate.errors ?? [])[0];
    throw new RulesError(rules_describe(first, data, label), label, first?.instancePath ?? '');
}
function rules_describe(error, data, label) {
    if (error === undefined)
        return `Rules file ${label} is invalid.`;
    const pointer = error.instancePath === '' ? '/' : error.instancePath;
    const value = valueAt(data, error.instancePath);
    const extra = error.keyword === 'additionalProperties'
        ? ` ('${String(error.params.additionalProperty)}' is not allowed)`
        : '';
    return `Rules file ${label}: ${pointer} ${error.message ?? 'is invalid'}${extra}; got ${JSON.stringify(value)}. See schemas/rules.schema.json.`;
}
function valueAt(data, pointer) {
    let current = data;
    for (const raw of pointer.split('/').slice(1)) {
        const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        current = current?.[key];
    }
    return current;
}
/**
 * User rules add to the built-in ones: markers and terms are appended to a category (a marker
 * with the same pattern replaces the built-in weight), new categories are added, date keywords
 * and stop words are appended, thresholds override.
 */
function mergeRules(base, user) {
    const categories = { ...base.categories };
    for (const [name, category] of Object.entries(user.categories ?? {})) {
        const existing = categories[name] ?? {};
        categories[name] = {
            markers: mergeWeighted(existing.markers ?? [], category.markers ?? []),
            terms: [...(existing.terms ?? []), ...(category.terms ?? [])]
        };
    }
    const stopWords = { ...base.stopWords };
    for (const [language, list] of Object.entries(user.stopWords ?? {}))
        stopWords[language] = [...(stopWords[language] ?? []), ...list];
    return {
        version: 1,
        categories,
        dateKeywords: mergeWeighted(base.dateKeywords ?? [], user.dateKeywords ?? []),
        issuer: {
            legalForms: [...(base.issuer?.legalForms ?? []), ...(user.issuer?.legalForms ?? [])],
            recipientMarkers: [
                ...(base.issuer?.recipientMarkers ?? []),
                ...(user.issuer?.recipientMarkers ?? [])
            ]
        },
        thresholds: { ...base.thresholds, ...user.thresholds },
        stopWords
    };
}
function mergeWeighted(base, extra) {
    const replaced = new Set(extra.map(entry => entry.pattern));
    return [...base.filter(entry => !replaced.has(entry.pattern)), ...extra];
}
function compileRules(file, label) {
    checkAll(file, label);
    const categories = Object.entries(file.categories ?? {})
        .filter(([name]) => name !== FALLBACK_CATEGORY)
        .map(([name, category]) => {
        const markers = byLength(category.markers ?? []);
        const terms = category.terms ?? [];
        return {
            name,
            markers,
            markerRegex: markers.length > 0 ? alternativesRegex(markers.map(m => m.pattern)) : null,
            terms: terms.length > 0 ? alternativesRegex(terms) : null
        };
    });
    const dateKeywords = byLength(file.dateKeywords ?? []);
    const legalForms = byLengthText(file.issuer?.legalForms ?? []);
    const recipients = byLengthText(file.issuer?.recipientMarkers ?? []);
    return {
        categories,
        allowedCategories: [...categories.map(c => c.name), FALLBACK_CATEGORY],
        dateKeywords,
        dateKeywordRegex: dateKeywords.length > 0 ? alternativesRegex(dateKeywords.map(k => k.pattern)) : null,
        // Legal forms are case-sensitive: "AG" is a company, "ag" is not.
        legalForm: legalForms.length > 0 ? alternativesRegex(legalForms, 'gu') : null,
        recipientMarker: recipients.length > 0 ? alternativesRegex(recipients, 'iu') : null,
        stopWords: new Set(Object.values(file.stopWords ?? {})
            .flat()
            .map(word => word.toLowerCase())),
        minCategoryScore: file.thresholds?.minCategoryScore ?? 3,
        categoryMargin: file.thresholds?.categoryMargin ?? 0.3
    };
}
function checkAll(file, label) {
    for (const [name, category] of Object.entries(file.categories ?? {})) {
        ;
        (category.markers ?? []).forEach((marker, i) => checkPattern(marker.pattern, label, `/categories/${name}/markers/${i}/pattern`));
        (category.terms ?? []).forEach((term, i) => checkPattern(term, label, `/categories/${name}/terms/${i}`));
    }
    ;
    (file.dateKeywords ?? []).forEach((k, i) => checkPattern(k.pattern, label, `/dateKeywords/${i}/pattern`));
    (file.issuer?.legalForms ?? []).forEach((p, i) => checkPattern(p, label, `/issuer/legalForms/${i}`));
    (file.issuer?.recipientMarkers ?? []).forEach((p, i) => checkPattern(p, label, `/issuer/recipientMarkers/${i}`));
}
/**
 * Each top-level alternative on its own, longer ones first, so one alternation prefers
 * "factuur datum" over "factuur" wherever both match (a regex takes the first alternative that
 * matches, not the longest).
 */
function byLength(list) {
    return list
        .flatMap(entry => splitAlternatives(entry.pattern).map(pattern => ({ ...entry, pattern })))
        .sort((a, b) => b.pattern.length - a.pattern.length);
}
function byLengthText(list) {
    return list.flatMap(splitAlternatives).sort((a, b) => b.length - a.length);
}
function checkPattern(source, label, pointer) {
    let groups;
    try {
        groups = (new RegExp(`${source}|`, 'u').exec('')?.length ?? 1) - 1;
        wordRegex(source);
    }
    catch (error) {
        throw new RulesError(`Rules file ${label}: ${pointer} is not a valid regular expression: ${JSON.stringify(source)} (${error.message}). Escape special characters such as . ( ) with a backslash.`, label, pointer, { cause: error });
    }
    if (groups > 0)
        throw new RulesError(`Rules file ${label}: ${pointer} has a capturing group: ${JSON.stringify(source)}. Write (?:...) instead of (...).`, label, pointer);
}

;// CONCATENATED MODULE: ./src/pdf/assistants.ts
/**
 * OCR and the model for one batch, built from its settings: the recognizer (its worker starts
 * only when a page needs it) and the refiner, after a health check of the model server. The CLI
 * and the action call this, hand the result to renameBatch, and close it at the end.
 */





/** The model is unusable and --require-llm forbids going on without it. */
class LlmUnavailableError extends Error {
    name = 'LlmUnavailableError';
}
async function prepareAssistants(settings, deps) {
    const rules = loadRules(settings.rulesFile === undefined ? undefined : (0,external_node_path_.resolve)(deps.cwd, settings.rulesFile));
    const recognizer = settings.ocr === 'off'
        ? undefined
        : createOcrRecognizer({
            languages: settings.ocrLanguages,
            maxPagesPerFile: settings.ocrMaxPages
        });
    const assistants = {
        rules,
        ...(recognizer === undefined ? {} : { recognizer }),
        llm: 'off',
        warnings: [],
        close: async () => {
            await recognizer?.close();
        }
    };
    if (!settings.useLlm)
        return assistants;
    const client = (0,llm/* createLlmClient */.vC)({ url: settings.llmUrl, model: settings.llmModel, timeoutMs: settings.llmTimeoutMs }, deps.fetch);
    const health = await client.health();
    if (health.kind !== 'ready') {
        if (settings.requireLlm) {
            await assistants.close();
            throw new LlmUnavailableError(`${health.message} (--require-llm is set; nothing was renamed)`);
        }
        assistants.llm = 'unavailable';
        assistants.warnings.push(`${health.message} Continuing with heuristics only.`);
        return assistants;
    }
    assistants.llm = 'ready';
    assistants.refine = refiner(client, rules, settings, deps.now ?? (() => new Date()));
    return assistants;
}
function refiner(client, rules, settings, now) {
    return createLlmRefiner({
        client,
        categories: rules.allowedCategories,
        dateOrder: settings.dateOrder,
        now
    });
}

// EXTERNAL MODULE: ./src/git/inbox-files.ts
var inbox_files = __webpack_require__(8446);
// EXTERNAL MODULE: ./src/git/repo-paths.ts
var repo_paths = __webpack_require__(1251);
// EXTERNAL MODULE: ./src/pdf/inbox/inbox.ts + 1 modules
var inbox = __webpack_require__(8381);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/pdf/apply/file-ops.ts
var file_ops = __webpack_require__(7210);
// EXTERNAL MODULE: ./src/pdf/apply/metadata.ts
var metadata = __webpack_require__(2104);
// EXTERNAL MODULE: ./src/pdf/apply/undo-log.ts
var undo_log = __webpack_require__(6944);
;// CONCATENATED MODULE: ./src/pdf/inbox/inbox-apply.ts
/**
 * Carrying out an inbox plan through git: for each file, check it is still what was analysed
 * and the target still free, write (and fsync) the undo entry, then `git mv`; with metadata,
 * rewrite the moved file's bytes. One commit at the end holds the moves and the undo log.
 */







async function applyInbox(planned, options) {
    const { root } = options;
    // Original blobs come from HEAD, before anything is staged.
    const rewrites = new Map();
    if (options.writeMetadata)
        for (const item of planned)
            rewrites.set(item.rename.from, await prepareRewrite(root, item));
    await (0,inbox_files/* addPaths */.yS)(root, planned.map(item => item.rename.from));
    const log = await (0,undo_log/* openUndoLog */.P)((0,external_node_path_.join)(root, options.undoLog), options.now);
    const renamed = [];
    const failed = [];
    try {
        let seq = 0;
        for (const item of planned) {
            const outcome = await moveOne(item, ++seq, log, options, rewrites.get(item.rename.from));
            if (outcome.kind === 'moved')
                renamed.push(outcome.rename);
            else
                failed.push(outcome.skip);
        }
    }
    finally {
        await log.close();
    }
    if (renamed.length === 0)
        return { renamed, failed };
    return { renamed, failed, commit: await commitRun(renamed, options) };
}
async function prepareRewrite(root, item) {
    const { from } = item.rename;
    if (!(await (0,inbox_files/* unchangedSinceHead */.UW)(root, from)))
        return {
            outcome: {
                skipped: 'not committed as it is, so undo could not restore its original bytes from git'
            }
        };
    const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(root, from));
    const written = await (0,metadata/* writeMetadata */.f5)(bytes, {
        title: item.analysis.summary.join(' '),
        subject: item.analysis.category,
        keywords: item.analysis.keywords,
        originalName: (0,external_node_path_.basename)(from)
    }, from);
    if (written.kind === 'unchanged')
        return { outcome: 'unchanged' };
    if (written.kind !== 'written')
        return { outcome: { skipped: written.message } };
    return {
        outcome: 'written',
        bytes: written.bytes,
        undo: { originalBlob: await (0,inbox_files/* headBlob */.Uz)(root, from), writtenSha256: (0,file_ops/* sha256 */.sc)(written.bytes) }
    };
}
async function moveOne(item, seq, log, options, rewrite) {
    const { root, runId } = options;
    const { from, to, sha256: expected } = item.rename;
    const failed = (why) => ({
        kind: 'failed',
        skip: { path: from, reason: 'failed', message: `${from}: ${why}; left in place.` }
    });
    const current = await (0,file_ops/* hashFile */.DC)((0,external_node_path_.join)(root, from)).catch(() => null);
    if (current?.sha256 !== expected)
        return failed('changed or removed since it was analysed');
    if (await file_ops/* nodeFileOps */.JY.exists((0,external_node_path_.join)(root, to)))
        return failed(`target ${to} appeared after planning; not overwritten`);
    await log.append({
        op: 'rename',
        run: runId,
        seq,
        from: (0,undo_log/* toLogPath */.x)(log.path, (0,external_node_path_.join)(root, from)),
        to: (0,undo_log/* toLogPath */.x)(log.path, (0,external_node_path_.join)(root, to)),
        sha256: expected,
        size: current.size,
        ...(rewrite?.undo === undefined ? {} : { metadata: rewrite.undo })
    });
    await (0,promises_.mkdir)((0,external_node_path_.dirname)((0,external_node_path_.join)(root, to)), { recursive: true });
    const moved = await (0,inbox_files/* gitMove */.mx)(root, from, to);
    if (moved.kind === 'failed') {
        await log.append({ op: 'abort', run: runId, seq, reason: moved.reason });
        return failed(moved.reason);
    }
    if (rewrite?.bytes !== undefined) {
        await (0,promises_.writeFile)((0,external_node_path_.join)(root, to), rewrite.bytes);
        await (0,inbox_files/* addPaths */.yS)(root, [to]);
    }
    const rename = rewrite === undefined ? item.rename : { ...item.rename, metadata: rewrite.outcome };
    return { kind: 'moved', rename };
}
async function commitRun(renamed, options) {
    const { root } = options;
    await (0,inbox_files/* addPaths */.yS)(root, [options.undoLog], true);
    const gone = [];
    for (const { from } of renamed)
        if (await (0,inbox_files/* inHead */.KE)(root, from))
            gone.push(from);
    const paths = [...gone, ...renamed.map(r => r.to), options.undoLog];
    return (0,inbox_files/* commitPaths */.cH)(root, paths, (0,inbox/* renameCommitMessage */.lS)(renamed, options.runId), options.commitEnv);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/pdf/batch.ts
/**
 * The state one rename batch passes from step to step, and what it reports. The steps live in
 * steps-read.ts, steps-decide.ts and steps-apply.ts; pipeline.ts lists them in order.
 */

/** A failure of the whole batch (nothing was renamed). */
class BatchError extends Error {
    kind;
    constructor(message, kind, options) {
        super(message, options);
        this.kind = kind;
        this.name = 'BatchError';
    }
}
function newRunId(date) {
    const stamp = date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
    return `${stamp}-${(0,external_node_crypto_.randomBytes)(3).toString('hex')}`;
}
/** Files still on their way (discovered, not yet skipped, failed or unchanged). */
function pending(batch) {
    return batch.items.filter(item => item.report.status === 'planned');
}
function summarize(batch) {
    const totals = {
        renamed: 0,
        planned: 0,
        unchanged: 0,
        skipped: 0,
        failed: 0
    };
    for (const item of batch.items)
        totals[item.report.status]++;
    return {
        runId: batch.deps.runId,
        dryRun: batch.settings.dryRun,
        ...(batch.undoLogUsed ? { undoLog: batch.undoLog } : {}),
        files: batch.items.map(item => item.report),
        totals,
        threads: batch.threads,
        warnings: batch.warnings
    };
}

;// CONCATENATED MODULE: ./src/pdf/apply/move.ts
/**
 * Moving a file without ever replacing another: a hard link to the new name (atomic, fails when
 * the name exists) and then unlinking the old one. Where links cannot work — another device, a
 * file system without hard links — copy with COPYFILE_EXCL, check the copy's hash, then remove
 * the source. Node has no rename-without-replace (renameat2 RENAME_NOREPLACE).
 */

const COPY_INSTEAD = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK']);
async function moveNoReplace(from, to, expectedSha256, ops) {
    try {
        await ops.link(from, to);
    }
    catch (error) {
        const code = (0,file_ops/* errorCode */.CA)(error);
        if (code === 'EEXIST')
            return { kind: 'target-exists' };
        if (code === undefined || !COPY_INSTEAD.has(code))
            throw error;
        return copyVerifyRemove(from, to, expectedSha256, ops);
    }
    await removeSourceOrRollBack(from, to, ops);
    return { kind: 'moved', via: 'link' };
}
async function copyVerifyRemove(from, to, expectedSha256, ops) {
    try {
        await ops.copyExclusive(from, to);
    }
    catch (error) {
        if ((0,file_ops/* errorCode */.CA)(error) === 'EEXIST')
            return { kind: 'target-exists' };
        // COPYFILE_EXCL means a partial copy left behind is ours to remove.
        await ops.unlink(to).catch(() => undefined);
        throw error;
    }
    const copied = await ops.hash(to);
    if (copied.sha256 !== expectedSha256) {
        await ops.unlink(to);
        throw new Error(`The copy at ${to} has sha256 ${copied.sha256}, expected ${expectedSha256}; removed the copy and kept ${from}.`);
    }
    await removeSourceOrRollBack(from, to, ops);
    return { kind: 'moved', via: 'copy' };
}
/** When the old name cannot be removed, the new one goes, so the file has exactly one name. */
async function removeSourceOrRollBack(from, to, ops) {
    try {
        await ops.unlink(from);
    }
    catch (error) {
        await ops.unlink(to).catch(() => undefined);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/pdf/apply/apply.ts
/**
 * Carrying out a plan: for each rename, check the file is still what was analysed and the target
 * is still free, write the undo entry and fsync it, then move without replacing. A target that
 * appeared meanwhile fails that file only (its undo entry is marked aborted); nothing is ever
 * overwritten or deleted.
 */



async function applyPlan(files, context) {
    const results = [];
    let seq = 0;
    for (const file of files) {
        const result = file.action === 'unchanged'
            ? { path: file.path, target: file.target, status: 'unchanged' }
            : await applyOne(file, ++seq, context);
        results.push(result);
        context.onFile?.(result);
    }
    return results;
}
async function applyOne(file, seq, context) {
    const { ops, log, runId } = context;
    const failed = (reason) => ({
        path: file.path,
        target: file.target,
        status: 'failed',
        reason
    });
    let current;
    try {
        current = await ops.hash(file.path);
    }
    catch (error) {
        return failed(`cannot read it any more (${(0,file_ops/* errorCode */.CA)(error) ?? error.message})`);
    }
    if (current.sha256 !== file.sha256)
        return failed('changed since it was analysed (sha256 differs); run again to re-plan it');
    if (await ops.exists(file.target))
        return failed(`target ${file.target} appeared after planning; not overwritten`);
    await log.append({
        op: 'rename',
        run: runId,
        seq,
        from: (0,undo_log/* toLogPath */.x)(log.path, file.path),
        to: (0,undo_log/* toLogPath */.x)(log.path, file.target),
        sha256: file.sha256,
        size: current.size
    });
    try {
        const moved = await moveNoReplace(file.path, file.target, file.sha256, ops);
        if (moved.kind === 'moved')
            return { path: file.path, target: file.target, status: 'renamed', via: moved.via };
        await log.append({ op: 'abort', run: runId, seq, reason: 'target exists' });
        return failed(`target ${file.target} appeared after planning; not overwritten`);
    }
    catch (error) {
        const reason = `rename failed (${(0,file_ops/* errorCode */.CA)(error) ?? error.message}); the file keeps its name`;
        await log.append({ op: 'abort', run: runId, seq, reason });
        return failed(reason);
    }
}

;// CONCATENATED MODULE: ./src/pdf/steps-apply.ts
/** Batch steps that carry the plan out: check writable, apply. */





async function checkWritable(batch) {
    const renames = batch.plan.filter(file => file.action === 'rename');
    if (batch.settings.dryRun || renames.length === 0)
        return;
    const { ops } = batch.deps;
    const dirs = new Set(renames.flatMap(file => [(0,external_node_path_.dirname)(file.path), file.targetDir]));
    for (const dir of dirs) {
        try {
            await ops.mkdirp(dir);
            await ops.checkWritable(dir);
        }
        catch (error) {
            throw new BatchError(`Cannot rename in ${dir}: the folder is not writable for this user (${(0,file_ops/* errorCode */.CA)(error) ?? error.message}). Nothing was renamed; make the folder writable, or use --out DIR for a writable destination and --dry-run to preview.`, 'not-writable', { cause: error });
        }
    }
}
async function applyRenames(batch) {
    const renames = batch.plan.filter(file => file.action === 'rename');
    if (batch.settings.dryRun || renames.length === 0)
        return;
    await batch.deps.beforeApply?.(batch.plan);
    const log = await (0,undo_log/* openUndoLog */.P)(batch.undoLog, batch.deps.now).catch((error) => {
        if (error instanceof undo_log/* UndoLogError */.LC)
            throw new BatchError(error.message, 'not-writable', { cause: error });
        throw error;
    });
    batch.undoLogUsed = true;
    const byPath = new Map(batch.items.map(item => [item.report.path, item.report]));
    let done = 0;
    try {
        await applyPlan(renames, {
            log,
            runId: batch.deps.runId,
            ops: batch.deps.ops,
            onFile: result => {
                applied(byPath.get(result.path), result);
                batch.deps.onProgress?.({
                    phase: 'apply',
                    done: ++done,
                    total: renames.length,
                    path: result.path
                });
            }
        });
    }
    finally {
        await log.close();
    }
}
function applied(report, result) {
    if (report === undefined)
        return;
    if (result.status === 'failed') {
        report.status = 'failed';
        report.reason = result.reason;
        delete report.target;
        return;
    }
    report.status = result.status;
}

;// CONCATENATED MODULE: ./src/pdf/decide/category.ts
/**
 * Category by weighted markers. A marker counts once with its weight, times 2 when it appears in
 * the title or the heading zone (the first lines of page 1), plus a quarter for each further
 * occurrence (at most four). The best category is decided when it reaches the minimum score and
 * leads the second by the margin. Below the minimum the category is `other`; above it but without
 * the margin the best one is kept as a guess and `decided` is false (the model may do better).
 */


const ZONE_FACTOR = 2;
const REPEAT_BONUS = 0.25;
const MAX_REPEATS = 4;
function scoreCategories(input, rules) {
    const scores = rules.categories
        .map(category => {
        if (category.markerRegex === null)
            return { name: category.name, score: 0, found: [] };
        const perMarker = new Map();
        const tally = (text, inZone) => {
            for (const m of text.matchAll(category.markerRegex)) {
                const index = matchedAlternative(m);
                const entry = perMarker.get(index) ?? { count: 0, zone: false, text: m[0] };
                entry.count++;
                entry.zone ||= inZone(m.index);
                perMarker.set(index, entry);
            }
        };
        if (input.title !== undefined)
            tally(input.title, () => true);
        tally(input.text, offset => offset < input.headingEnd);
        let score = 0;
        const found = [];
        for (const [index, entry] of perMarker) {
            const weight = category.markers[index]?.weight ?? 0;
            const points = weight *
                (entry.zone ? ZONE_FACTOR : 1) *
                (1 + REPEAT_BONUS * Math.min(entry.count - 1, MAX_REPEATS));
            score += points;
            found.push({ text: entry.text.toLowerCase(), points });
        }
        found.sort((a, b) => b.points - a.points);
        return { name: category.name, score: round(score), found: found.map(f => f.text) };
    })
        .filter(entry => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    const best = scores[0];
    if (best === undefined)
        return { category: FALLBACK_CATEGORY, decided: false, margin: 0, scores };
    const second = scores[1]?.score ?? 0;
    const margin = round((best.score - second) / best.score);
    const strong = best.score >= rules.minCategoryScore;
    const decided = strong && margin >= rules.categoryMargin;
    return { category: strong ? best.name : FALLBACK_CATEGORY, decided, margin, scores };
}
function round(value) {
    return Math.round(value * 100) / 100;
}

;// CONCATENATED MODULE: ./src/pdf/decide/positions.ts
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
    return { page: pageNumber, line, column, ...(x === undefined ? {} : { x }) };
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

;// CONCATENATED MODULE: ./src/pdf/decide/date-pick.ts
/**
 * Which of the dates in the text is the document date. Each date is paired with its nearest
 * date keyword — on the same line (label before the value, or less strongly after it) or on one
 * of the three lines above when the keyword sits over the value (a table header) — and scores
 * that keyword's weight scaled by nearness: "Rechnungsdatum" pulls a date up, "fällig" or
 * "Lieferdatum" push it down. Earlier dates get a small bonus, as do dates that repeat. Without
 * any date in the text, the PDF info dates are the last fallback; nothing is ever made up.
 */



const REACH = 40;
const LINES_ABOVE = 3;
const POSITION_BONUS = 0.6;
const date_pick_REPEAT_BONUS = 0.2;
function pickDate(doc, rules, options, positions = indexPositions(doc)) {
    const candidates = findDates(doc.text, options);
    if (candidates.length === 0)
        return fromInfo(doc.infoDates);
    const keywords = findKeywords(doc.text, rules.dateKeywords, rules.dateKeywordRegex, positions);
    const byValue = new Map();
    candidates.forEach((candidate, index) => {
        const association = associate(candidate, keywords, positions);
        const score = (association?.points ?? 0) +
            POSITION_BONUS * (1 - index / candidates.length) +
            formatAdjustment(candidate);
        const entry = byValue.get(candidate.value);
        if (entry === undefined || score > entry.score)
            byValue.set(candidate.value, {
                score,
                count: (entry?.count ?? 0) + 1,
                ...(association !== undefined && association.points > 0
                    ? { keyword: association.text }
                    : {})
            });
        else
            entry.count++;
    });
    let best;
    for (const [value, entry] of byValue) {
        const score = entry.score + date_pick_REPEAT_BONUS * Math.min(entry.count - 1, 3);
        if (best === undefined || score > best.score)
            best = { value, score, ...(entry.keyword === undefined ? {} : { keyword: entry.keyword }) };
    }
    return {
        value: best.value,
        source: 'text',
        ...(best.keyword === undefined ? {} : { keyword: best.keyword }),
        distinct: byValue.size
    };
}
function fromInfo(info) {
    const iso = info.creation ?? info.modification;
    if (iso === undefined)
        return { value: null, source: 'none', distinct: 0 };
    return { value: iso.replace(/-/g, ''), source: 'info', distinct: 0 };
}
function findKeywords(text, list, regex, positions) {
    if (regex === null)
        return [];
    return [...text.matchAll(regex)].map(m => {
        const end = m.index + m[0].length;
        return {
            start: m.index,
            end,
            weight: list[matchedAlternative(m)]?.weight ?? 0,
            text: m[0],
            from: positions.locate(m.index),
            to: positions.locate(end)
        };
    });
}
function associate(candidate, keywords, positions) {
    const from = positions.locate(candidate.start);
    const to = positions.locate(candidate.end);
    let nearest;
    for (const keyword of keywords) {
        const d = distance(keyword, candidate, from, to);
        if (d === null || d > REACH)
            continue;
        if (nearest === undefined ||
            d < nearest.distance ||
            (d === nearest.distance && Math.abs(keyword.weight) > Math.abs(nearest.keyword.weight)))
            nearest = { distance: d, keyword };
    }
    if (nearest === undefined)
        return undefined;
    const closeness = 1 - nearest.distance / (REACH + 10);
    return { points: nearest.keyword.weight * closeness, text: nearest.keyword.text };
}
/** In characters (or their equivalent); null when the keyword cannot label this date. */
function distance(keyword, date, from, to) {
    if (keyword.from.page !== from.page)
        return null;
    const linesAbove = from.line - keyword.from.line;
    if (linesAbove === 0) {
        if (keyword.end <= date.start)
            return date.start - keyword.end;
        if (keyword.start >= date.end)
            return (keyword.start - date.end) * 1.5 + 4;
        return null;
    }
    if (linesAbove < 0 || linesAbove > LINES_ABOVE)
        return null;
    const { x: kx0 } = keyword.from;
    const { x: kx1 } = keyword.to;
    const { x: dx0 } = from;
    const { x: dx1 } = to;
    if (kx0 !== undefined && kx1 !== undefined && dx0 !== undefined && dx1 !== undefined) {
        const gap = Math.max(0, Math.max(kx0, dx0) - Math.min(kx1, dx1));
        const charWidth = Math.max(1, (dx1 - dx0) / Math.max(1, date.end - date.start));
        return linesAbove * 6 + gap / charWidth;
    }
    return linesAbove * 10 + Math.abs(from.column - keyword.from.column);
}
function formatAdjustment(candidate) {
    let adjustment = 0;
    if (candidate.precision === 'month')
        adjustment -= 1;
    if (candidate.swapped)
        adjustment -= 0.2;
    if (candidate.twoDigitYear)
        adjustment -= 0.2;
    return adjustment;
}

;// CONCATENATED MODULE: ./src/pdf/decide/issuer.ts

const TOP_LINES = 8;
const RECIPIENT_LINES = 3;
const MAX_NAME_WORDS = 5;
const CONNECTORS = new Set([
    '&',
    '+',
    '-',
    'und',
    'and',
    'de',
    'van',
    'von',
    'der',
    'den',
    'du',
    'la',
    'le'
]);
function findIssuer(text, rules, positions, isMarker) {
    const lines = splitLines(text, rules, positions);
    const legal = legalCandidates(lines, rules, text);
    if (legal !== null)
        return legal;
    return topLineCandidate(lines, rules, isMarker);
}
function splitLines(text, rules, positions) {
    const lines = [];
    let recipientUntil = -1;
    let offset = 0;
    let index = 0;
    for (const raw of text.split('\n')) {
        const place = positions.locate(offset);
        const isMarked = rules.recipientMarker !== null && testOnce(rules.recipientMarker, raw);
        if (isMarked)
            recipientUntil = index + RECIPIENT_LINES;
        lines.push({
            text: raw,
            page: place.page,
            line: place.line,
            recipient: index <= recipientUntil
        });
        offset += raw.length + 1;
        index++;
    }
    return lines;
}
function legalCandidates(lines, rules, text) {
    if (rules.legalForm === null)
        return null;
    const best = new Map();
    for (const line of lines) {
        if (line.recipient)
            continue;
        for (const m of line.text.matchAll(rules.legalForm)) {
            const name = nameBefore(line.text.slice(0, m.index));
            if (name === null)
                continue;
            const top = line.page === 0 && line.line < TOP_LINES ? 1 : 0;
            const score = 3 + top;
            const key = name.toLowerCase();
            const seen = best.get(key);
            if (seen === undefined || score > seen.score)
                best.set(key, { name, score });
        }
    }
    let winner = null;
    for (const { name, score } of best.values()) {
        const repeats = Math.min(3, countOccurrences(text, name));
        const total = score + 0.5 * repeats;
        if (total > 0 && (winner === null || total > winner.score))
            winner = { name, legalForm: true, score: total };
    }
    return winner;
}
/** The capitalised words right before a legal form: "... sold by Amazon Web Services, " -> that. */
function nameBefore(prefix) {
    const tokens = prefix.trimEnd().replace(/,$/, '').split(/\s+/).filter(Boolean);
    const name = [];
    while (tokens.length > 0 && name.length < MAX_NAME_WORDS) {
        const token = tokens.pop();
        if (/[:;|•·]$/.test(token) || (/^[–—-]$/.test(token) && name.length > 0))
            break;
        const qualifies = /\p{Lu}/u.test(token) || /^\p{N}/u.test(token) || CONNECTORS.has(token.toLowerCase());
        if (!qualifies)
            break;
        name.unshift(token);
    }
    while (name.length > 0 && CONNECTORS.has(name[0].toLowerCase()))
        name.shift();
    const joined = name.join(' ').replace(/[,.]+$/, '');
    return /\p{L}{2,}/u.test(joined) ? joined : null;
}
function countOccurrences(text, name) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [...text.matchAll(wordRegex(escaped))].length;
}
function topLineCandidate(lines, rules, isMarker) {
    for (const line of lines.slice(0, TOP_LINES)) {
        if (line.page !== 0 || line.recipient)
            continue;
        const first = line.text.split(/\s{2,}| [-–|] /)[0].trim();
        const tokens = first.split(/\s+/).filter(Boolean);
        if (tokens.length === 0 || tokens.length > 4 || first.length < 3 || first.length > 40)
            continue;
        if (/[\p{N}@/:]/u.test(first))
            continue;
        if (!tokens.every(t => /^\p{Lu}/u.test(t)))
            continue;
        const lower = tokens.map(t => t.toLowerCase().replace(/[^\p{L}]/gu, ''));
        if (lower.some(t => rules.stopWords.has(t) || isMarker(t)))
            continue;
        return { name: first.replace(/[,.]+$/, ''), legalForm: false, score: 1.5 };
    }
    return null;
}

;// CONCATENATED MODULE: ./src/pdf/decide/keywords.ts

const MIN_WORD = 3;
const MAX_WORD = 24;
/** The most frequent match of the category's term patterns (lower-case), if any. */
function categoryTerms(text, category, limit = 1) {
    if (category?.terms == null)
        return [];
    const counts = new Map();
    for (const m of text.matchAll(category.terms)) {
        const term = m[0].toLowerCase().replace(/\s+/g, ' ');
        const entry = counts.get(term) ?? { count: 0, first: m.index };
        entry.count++;
        counts.set(term, entry);
    }
    return [...counts]
        .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
        .slice(0, limit)
        .map(([term]) => term);
}
/**
 * Summary words from the PDF title, when the title says more than the category and the issuer
 * ("Tax Invoices - payment voucher" -> voucher). Words counted in the body were tried and gave
 * noise (city names, table headers), so the body is left to the model.
 */
function titleWords(title, rules, options) {
    if (title === undefined)
        return [];
    const picked = [];
    for (const { word } of words(title)) {
        const lower = word.toLowerCase();
        if (!isContentWord(lower, rules) || options.exclude.has(lower) || options.isMarker(lower))
            continue;
        if (TITLE_NOISE.has(lower) || picked.includes(lower))
            continue;
        picked.push(lower);
    }
    return picked.slice(0, options.limit ?? 3);
}
/** What producers put into titles that says nothing about the document. */
const TITLE_NOISE = new Set([
    'microsoft',
    'word',
    'excel',
    'powerpoint',
    'docx',
    'xlsx',
    'pptx',
    'untitled',
    'unbenannt',
    'document',
    'dokument',
    'scan',
    'scanned',
    'image',
    'print',
    'druck',
    'seite',
    'page',
    'copy'
]);
function isContentWord(lower, rules) {
    if (lower.length < MIN_WORD || lower.length > MAX_WORD)
        return false;
    if (/\p{N}/u.test(lower))
        return false;
    return !rules.stopWords.has(lower);
}

;// CONCATENATED MODULE: ./src/pdf/decide/heuristics.ts
/**
 * The heuristic analysis of one document: date, category, keywords, summary, a confidence in
 * [0, 1] and the decision whether a model could help. Pure: the rules, the date order and "now"
 * come in, nothing goes out but the Analysis.
 *
 * Confident (no LLM needed) = a date found in the text, the category decided with its margin,
 * and at least one keyword. confidence = 0.4 * date + 0.4 * category + 0.2 * keywords, where a
 * date found next to a date keyword scores 1 (without one 0.7, from the info dictionary 0.3), a
 * decided category 0.6 + 0.4 * margin (a guess 0.3), the issuer 1 (other keywords 0.6).
 */






/** Lines of page 1 that count as the heading zone (markers there count double). */
const HEADING_LINES = 5;
function analyze(doc, rules, options) {
    const positions = indexPositions(doc);
    const headingEnd = positions.endOfLine(HEADING_LINES);
    const date = pickDate(doc, rules, options, positions);
    const category = scoreCategories({ text: doc.text, headingEnd, ...(doc.title === undefined ? {} : { title: doc.title }) }, rules);
    const issuer = findIssuer(doc.text, rules, positions, word => isMarker(word, rules));
    const terms = categoryTerms(doc.text, rules.categories.find(c => c.name === category.category));
    const keywords = unique([...(issuer === null ? [] : [issuer.name]), ...terms]);
    const exclude = new Set([
        category.category,
        ...keywords.flatMap(k => words(k).map(w => w.word.toLowerCase()))
    ]);
    const summary = titleWords(doc.title, rules, { exclude, isMarker: w => isMarker(w, rules) });
    return decide(date, category, issuer, keywords, summary);
}
function decide(date, category, issuer, keywords, summary) {
    const dateScore = date.source === 'text'
        ? date.keyword === undefined
            ? 0.7
            : 1
        : date.source === 'info'
            ? 0.3
            : 0;
    const categoryScore = category.decided
        ? 0.6 + 0.4 * category.margin
        : category.scores.length > 0
            ? 0.3
            : 0;
    const keywordScore = issuer !== null ? 1 : keywords.length > 0 ? 0.6 : 0;
    const confidence = heuristics_round(0.4 * dateScore + 0.4 * categoryScore + 0.2 * keywordScore);
    const confident = date.source === 'text' && category.decided && keywords.length > 0;
    return {
        date: date.value,
        dateSource: date.source,
        category: category.category,
        categoryDecided: category.decided,
        keywords,
        summary,
        confidence,
        needsLlm: !confident,
        reasons: [
            dateReason(date),
            categoryReason(category),
            keywords.length > 0
                ? `keywords: ${keywords.map(k => JSON.stringify(k)).join(', ')}${issuer === null ? '' : ` (issuer${issuer.legalForm ? ' with legal form' : ', top line'})`}`
                : 'no keywords found',
            confident
                ? 'confident: date, category and keywords found; no model needed'
                : `not confident: ${missing(date, category, keywords).join(', ')}`
        ]
    };
}
function dateReason(date) {
    if (date.source === 'none')
        return 'no date in the text or the PDF info; name starts 00000000';
    if (date.source === 'info')
        return `no date in the text; ${date.value} from the PDF info dictionary`;
    const near = date.keyword === undefined ? 'by position' : `near "${date.keyword}"`;
    return `date ${date.value} from the text ${near} (${date.distinct} distinct date${date.distinct === 1 ? '' : 's'})`;
}
function categoryReason(category) {
    const [best, second] = category.scores;
    if (best === undefined)
        return 'no category markers found; category other';
    const against = second === undefined ? 'no other category' : `next ${second.name} ${second.score}`;
    const verdict = category.decided ? 'decided' : 'not decided';
    return `category ${best.name} ${verdict}: score ${best.score} (${best.found.slice(0, 3).join(', ')}), ${against}, margin ${category.margin}`;
}
function missing(date, category, keywords) {
    const gaps = [];
    if (date.source !== 'text')
        gaps.push('no date in the text');
    if (!category.decided)
        gaps.push('category not decided');
    if (keywords.length === 0)
        gaps.push('no keywords');
    return gaps;
}
function isMarker(word, rules) {
    return rules.categories.some(category => category.markerRegex !== null && testOnce(category.markerRegex, word));
}
function unique(list) {
    const seen = new Set();
    return list.filter(item => {
        const key = item.toLowerCase();
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
function heuristics_round(value) {
    return Math.round(value * 100) / 100;
}

;// CONCATENATED MODULE: ./src/pdf/plan/plan.ts
/**
 * The collision plan for a whole batch, computed before anything moves. Pure: the existing names
 * of each target folder come in as sets.
 *
 * - A file already in its target folder whose name is its planned name (or one of that name's
 *   collision variants `_NN`) is unchanged, so a second run renames nothing.
 * - The others take the planned name or the first free `_01`, `_02`, ... in content-hash order
 *   (path order for equal content), so the names do not depend on directory order. A name is
 *   free when no existing entry (any file or folder, compared case-insensitively) and no earlier
 *   planned file has it; names of files that are about to move count as taken, so the plan
 *   never depends on the order of the renames.
 * - Files with equal content are all kept; every one after the first is marked a duplicate.
 */


const MAX_COLLISIONS = 9999;
function planBatch(inputs, existingNames) {
    const ordered = [...inputs].sort(byHashThenPath);
    const taken = new Map();
    const takenIn = (dir) => {
        let names = taken.get(dir);
        if (names === undefined) {
            names = new Set([...existingNames(dir)].map(name => name.toLowerCase()));
            taken.set(dir, names);
        }
        return names;
    };
    const planned = new Map();
    for (const input of ordered) {
        if ((0,external_node_path_.dirname)(input.path) === input.targetDir && isVariantOf((0,external_node_path_.basename)(input.path), input.stem)) {
            takenIn(input.targetDir).add((0,external_node_path_.basename)(input.path).toLowerCase());
            planned.set(input, { ...input, action: 'unchanged', target: input.path });
        }
    }
    for (const input of ordered) {
        if (planned.has(input))
            continue;
        const names = takenIn(input.targetDir);
        const name = freeName(input.stem, names);
        names.add(name);
        planned.set(input, { ...input, action: 'rename', target: (0,external_node_path_.join)(input.targetDir, name) });
    }
    markDuplicates(ordered.map(input => planned.get(input)));
    return inputs.map(input => planned.get(input));
}
function freeName(stem, taken) {
    for (let collision = 0; collision <= MAX_COLLISIONS; collision++) {
        const name = fileName(stem, collision);
        if (!taken.has(name.toLowerCase()))
            return name;
    }
    throw new Error(`More than ${MAX_COLLISIONS} files would be named ${fileName(stem)}; split the batch or add keywords to the rules.`);
}
function markDuplicates(ordered) {
    const firstByHash = new Map();
    for (const file of ordered) {
        const first = firstByHash.get(file.sha256);
        if (first === undefined)
            firstByHash.set(file.sha256, file.path);
        else
            file.duplicateOf = first;
    }
}
function byHashThenPath(a, b) {
    return a.sha256 < b.sha256
        ? -1
        : a.sha256 > b.sha256
            ? 1
            : a.path < b.path
                ? -1
                : a.path > b.path
                    ? 1
                    : 0;
}

;// CONCATENATED MODULE: ./src/pdf/steps-decide.ts
/** Batch steps that decide the names: analyse, refine (the model seam), plan. */





async function analyseFiles(batch) {
    const options = { order: batch.settings.dateOrder, now: batch.deps.now() };
    for (const item of pending(batch)) {
        if (item.doc === undefined)
            continue;
        item.report.analysis = analyze(item.doc, batch.rules, options);
    }
}
async function refineWithModel(batch) {
    const refine = batch.deps.refine;
    if (batch.settings.useLlm && refine !== undefined)
        for (const item of pending(batch))
            await refineOne(item, refine, batch.settings.requireLlm);
    for (const item of batch.items)
        delete item.doc;
}
async function refineOne(item, refine, requireLlm) {
    const analysis = item.report.analysis;
    if (analysis === undefined || item.doc === undefined || !analysis.needsLlm)
        return;
    item.report.llmAsked = true;
    try {
        item.report.analysis = await refine(analysis, item.doc);
    }
    catch (error) {
        item.report.analysis = {
            ...analysis,
            reasons: [
                ...analysis.reasons,
                `model failed, heuristic result kept: ${error.message}`
            ]
        };
    }
    const llm = item.report.analysis.llm;
    if (requireLlm && llm?.outcome === 'failed') {
        item.report.status = 'failed';
        item.report.reason = `model failed and --require-llm is set: ${llm.error ?? 'no answer'}`;
    }
}
async function planNames(batch) {
    const { settings, deps } = batch;
    const items = pending(batch).filter(item => item.report.analysis !== undefined);
    const outDir = settings.outDir === undefined ? undefined : (0,external_node_path_.resolve)(deps.cwd, settings.outDir);
    const inputs = items.map(item => ({
        path: item.report.path,
        targetDir: outDir ?? (0,external_node_path_.dirname)(item.report.path),
        stem: buildStem(item.report.analysis),
        sha256: item.report.sha256
    }));
    const names = new Map();
    for (const dir of new Set(inputs.map(input => input.targetDir)))
        names.set(dir, await deps.ops.names(dir));
    batch.plan = planBatch(inputs, dir => names.get(dir) ?? []);
    batch.plan.forEach((planned, i) => {
        const report = items[i].report;
        report.target = planned.target;
        if (planned.duplicateOf !== undefined)
            report.duplicateOf = planned.duplicateOf;
        report.status = planned.action === 'unchanged' ? 'unchanged' : 'planned';
        if (planned.action === 'unchanged')
            report.reason = 'already carries its planned name';
    });
}

;// CONCATENATED MODULE: ./src/pdf/read/discover.ts



async function discoverPdfs(paths, options) {
    const found = { files: [], skipped: [], missing: [], folders: [] };
    for (const given of paths) {
        const path = (0,external_node_path_.resolve)(options.cwd, given);
        let stats;
        try {
            stats = await (0,promises_.lstat)(path);
        }
        catch (error) {
            found.missing.push({
                path,
                reason: `${(0,file_ops/* errorCode */.CA)(error) === 'ENOENT' ? 'no such file or folder' : error.message}`
            });
            continue;
        }
        if (stats.isSymbolicLink())
            found.skipped.push({ path, reason: 'symbolic link (not followed)' });
        else if (stats.isDirectory()) {
            found.folders.push(path);
            await walk(path, options.recursive, found);
        }
        else if (!stats.isFile())
            found.skipped.push({ path, reason: 'not a regular file' });
        else if (!isPdfName(path))
            found.skipped.push({ path, reason: 'not a .pdf file' });
        else
            found.files.push(path);
    }
    found.files = [...new Set(found.files)].sort();
    return found;
}
async function walk(dir, recursive, found) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch (error) {
        found.missing.push({
            path: dir,
            reason: `cannot list the folder (${(0,file_ops/* errorCode */.CA)(error) ?? error.message})`
        });
        return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory()) {
            if (recursive && !entry.name.startsWith('.'))
                await walk(path, recursive, found);
            continue;
        }
        if (!isPdfName(entry.name))
            continue;
        if (entry.isSymbolicLink())
            found.skipped.push({ path, reason: 'symbolic link (not followed)' });
        else if (!entry.isFile())
            found.skipped.push({ path, reason: 'not a regular file' });
        else
            found.files.push(path);
    }
}
function isPdfName(path) {
    return (0,external_node_path_.extname)(path).toLowerCase() === '.pdf';
}

// EXTERNAL MODULE: ./src/pdf/read/budget.ts
var budget = __webpack_require__(2070);
// EXTERNAL MODULE: ./src/pdf/read/decode-limit.ts
var decode_limit = __webpack_require__(3131);
;// CONCATENATED MODULE: ./src/pdf/read/layout.ts
function layoutPage(items) {
    const rows = groupRows(place(items));
    const lines = [];
    const spans = [];
    let offset = 0;
    rows.forEach((row, line) => {
        let text = '';
        let end = -Infinity;
        const first = spans.length;
        for (const item of row) {
            if (text !== '' && item.x - end > item.size * 0.2 && !/\s$/.test(text))
                text += ' ';
            const str = text === '' || /\s$/.test(text) ? item.str.trimStart() : item.str;
            const start = offset + text.length;
            text += str;
            spans.push({ line, start, end: offset + text.length, x0: item.x, x1: item.x + item.width });
            end = item.x + item.width;
        }
        text = text.trimEnd();
        for (const span of spans.slice(first))
            span.end = Math.min(span.end, offset + text.length);
        lines.push(text);
        offset += text.length + 1;
    });
    return { text: lines.join('\n'), spans };
}
function place(items) {
    const placed = [];
    items.forEach((item, order) => {
        const str = item.str.normalize('NFC').replace(/\s+/g, ' ');
        if (str.trim() === '')
            return;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
        const size = Math.hypot(c, d) || item.height || 1;
        placed.push({ str, x, y, width: item.width, size, order });
    });
    return placed;
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

;// CONCATENATED MODULE: ./src/pdf/read/sniff.ts
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
            message: `not a PDF: no %PDF- header (starts with ${JSON.stringify(sniff_preview(head))}); check what the file really is`
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
function sniff_preview(head) {
    return head.slice(0, 16).replace(/[^\x20-\x7e]/g, '.');
}

;// CONCATENATED MODULE: ./src/pdf/read/extract.ts








/** A page with fewer letters and digits than this counts as having almost no text. */
const MIN_PAGE_TEXT_CHARS = 16;
const DEFAULT_EXTRACT_TIMEOUT_MS = 30_000;
async function extractPdf(bytes, path, options = {}) {
    const sniffed = sniffPdf(bytes);
    if (sniffed.kind !== 'ok')
        return { kind: 'unreadable', reason: sniffed.kind, message: sniffed.message };
    const limitMb = options.maxDecompressedMb ?? decode_limit/* DEFAULT_MAX_DECOMPRESSED_MB */.W6;
    return await (0,decode_limit/* withDecodeLimit */.Gl)(limitMb, async (meter) => {
        const outcome = await readWithTimeout(bytes, path, options, meter);
        if (!meter.exceeded)
            return outcome;
        return { kind: 'unreadable', reason: 'too-large', message: (0,decode_limit/* tooLargeMessage */.pb)(limitMb) };
    });
}
async function readWithTimeout(bytes, path, options, meter) {
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
    const maxTokens = options.maxTokens ?? budget/* DEFAULT_MAX_CONTENT_TOKENS */._4;
    const maxPages = options.maxPages !== undefined && options.maxPages > 0 ? options.maxPages : Infinity;
    const pages = [];
    let tokensLeft = maxTokens;
    let truncated = false;
    for (let number = 1; number <= pdf.numPages; number++) {
        if (number > maxPages || tokensLeft <= 0) {
            truncated = true;
            break;
        }
        if (meter.exceeded)
            break;
        const page = await pdf.getPage(number);
        let text;
        let cutShort;
        try {
            ;
            ({ text, cutShort } = await readPage(page, path, options, tokensLeft));
        }
        catch (error) {
            return ocrFailure(error, number);
        }
        finally {
            page.cleanup();
        }
        const cut = (0,budget/* takeWithinBudget */.MF)(text.text, tokensLeft - (pages.length > 0 ? 1 : 0));
        if (cutShort)
            cut.truncated = true;
        pages.push(cut.truncated ? clip(text, cut.text) : text);
        tokensLeft -= cut.tokens + (pages.length > 1 ? 1 : 0);
        if (cut.truncated) {
            truncated = true;
            break;
        }
    }
    const doc = await documentOf(pdf, path, pages, truncated, options.now ?? new Date());
    if (countTextChars(doc.text) >= MIN_PAGE_TEXT_CHARS)
        return { kind: 'text', doc };
    const message = options.recognizer === undefined
        ? 'no text; OCR not enabled'
        : 'no text (OCR found none either)';
    return { kind: 'no-text', doc, message };
}
async function readPage(page, path, options, tokensLeft) {
    const { items, cutShort } = await readTextItems(page, tokensLeft * MAX_CHARS_PER_TOKEN);
    const { text, spans } = layoutPage(items);
    const number = page.pageNumber;
    const layer = {
        page: number,
        text,
        source: countTextChars(text) >= MIN_PAGE_TEXT_CHARS ? 'text-layer' : 'none',
        spans
    };
    const recognizer = options.recognizer;
    if (recognizer === undefined || (layer.source === 'text-layer' && options.forceOcr !== true))
        return { text: layer, cutShort };
    const recognized = (await recognizer.recognizePage(page, { path, pageNumber: number }))
        .normalize('NFC')
        .trim();
    if (countTextChars(recognized) === 0)
        return { text: layer, cutShort };
    return { text: { page: number, text: recognized, source: 'ocr' }, cutShort: false };
}
/** Latin text costs a quarter token a character (budget.ts); no script costs less. */
const MAX_CHARS_PER_TOKEN = 4;
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
function clip(page, text) {
    const spans = page.spans
        ?.filter(span => span.start < text.length)
        .map(span => ({ ...span, end: Math.min(span.end, text.length) }));
    return { ...page, text, ...(spans === undefined ? {} : { spans }) };
}
async function documentOf(pdf, path, pages, truncated, now) {
    const text = pages.map(page => page.text).join(PAGE_SEPARATOR);
    const info = await readInfo(pdf, now);
    return {
        path,
        pageCount: pdf.numPages,
        pages,
        text,
        tokens: (0,budget/* estimateTokens */.bP)(text),
        infoDates: info.dates,
        ...(info.title === undefined ? {} : { title: info.title }),
        truncated
    };
}
async function readInfo(pdf, now) {
    const metadata = await pdf.getMetadata().catch(() => undefined);
    const info = (metadata?.info ?? {});
    const creation = parsePdfDate(info.CreationDate, now);
    const modification = parsePdfDate(info.ModDate, now);
    const title = typeof info.Title === 'string' ? info.Title.replace(/\s+/g, ' ').trim() : '';
    return {
        dates: {
            ...(creation === undefined ? {} : { creation }),
            ...(modification === undefined ? {} : { modification })
        },
        ...(title === '' ? {} : { title })
    };
}
function countTextChars(text) {
    return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}
function failure(error) {
    const name = error instanceof Error ? error.name : '';
    const detail = error instanceof Error ? error.message : String(error);
    if (name === 'PasswordException')
        return {
            kind: 'encrypted',
            message: 'encrypted: needs a password to open (passwords are not guessed); decrypt it, e.g. `qpdf --decrypt --password=... in.pdf out.pdf`, and run again'
        };
    return {
        kind: 'unreadable',
        reason: 'damaged',
        message: `not a readable PDF (${detail}); open it in a viewer and save a repaired copy`
    };
}
function ocrFailure(error, page) {
    const detail = error instanceof OcrError
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

;// CONCATENATED MODULE: ./src/pdf/read/inspect.ts
/** Reading one file: its bytes, their sha256 (for the plan and the undo log) and its text. */



async function inspectFile(path, options) {
    let bytes;
    try {
        bytes = (0,external_node_fs_.readFileSync)(path);
    }
    catch (error) {
        const message = `cannot read the file (${(0,file_ops/* errorCode */.CA)(error) ?? error.message})`;
        return { sha256: '', size: 0, outcome: { kind: 'unreadable', reason: 'io', message } };
    }
    const digest = (0,file_ops/* sha256 */.sc)(bytes);
    // pdfjs-dist may take over (detach) the buffer it is given, so the hash comes first.
    const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { sha256: digest, size: bytes.byteLength, outcome: await extractPdf(data, path, options) };
}

;// CONCATENATED MODULE: ./src/pdf/read/extract-pool.ts
/**
 * Reading files on all cores: a small pool of worker threads, each with its own pdfjs-dist, fed
 * one file at a time. pdfjs-dist does its parsing on the thread that calls it (Node has no real
 * pdf.js worker), so threads are how a batch uses both cores. A worker that overruns the
 * per-file timeout is terminated and replaced — a hard limit, unlike the in-process timeout,
 * which cannot interrupt a long synchronous parse. Likewise a worker whose heap outgrows its
 * limit (a file built to exhaust memory) ends alone and its file is reported.
 *
 * The pool needs the compiled worker script next to this module (lib/pdf/read/extract-worker.js), or
 * the TypeScript source plus tsx (development, tests). Where neither is found — the ncc bundle —
 * and for small batches (under 16 files, or 64 with --jobs 1), files are read in-process instead.
 */







/** Below this many files per thread, starting threads costs more than it saves. */
const MIN_FILES_PER_THREAD = 8;
/** From this many files one reader thread pays for its start by keeping memory flat. */
const MIN_FILES_FOR_ONE_THREAD = 64;
/** Extra time a worker gets beyond the per-file timeout before it is terminated. */
const HARD_TIMEOUT_GRACE_MS = 2_000;
/**
 * Heap of one reader thread. Reading a document keeps a few MB alive; the limits keep V8 from
 * growing the heap with the garbage of hundreds of files (peak memory flat in the batch size)
 * and stop a file built to exhaust memory on its own.
 */
const WORKER_HEAP_MB = 128;
const WORKER_LIMITS = { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 };
/** From the TypeScript sources tsx compiles pdfjs-dist inside the worker, which takes more. */
const SOURCE_WORKER_LIMITS = { maxOldGenerationSizeMb: 4 * WORKER_HEAP_MB };
function defaultJobs() {
    return Math.max(1, Math.min((0,external_node_os_.availableParallelism)(), 4));
}
/** One file at a time on this thread: memory stays flat and each timeout starts with its file. */
function inProcessInspector(options) {
    let tail = Promise.resolve();
    return {
        inspect: path => {
            const result = tail.then(() => inspectFile(path, options));
            tail = result.catch(() => undefined);
            return result;
        },
        close: async () => undefined,
        threads: 0
    };
}
/**
 * A pool when it pays (enough files, worker script found), else in-process. One thread is a
 * pool too: pdfjs-dist then never loads on the main thread, and the reader's heap is bounded.
 */
function createInspector(options, jobs, fileCount, hardTimeoutGraceMs = HARD_TIMEOUT_GRACE_MS) {
    const threads = Math.min(jobs, Math.floor(fileCount / MIN_FILES_PER_THREAD));
    const pays = threads > 1 || (threads === 1 && fileCount >= MIN_FILES_FOR_ONE_THREAD);
    const entry = pays && options.recognizer === undefined ? workerEntry() : null;
    if (entry === null)
        return inProcessInspector(options);
    return new WorkerPool(entry, threads, hardTimeoutGraceMs, {
        maxTokens: options.maxTokens,
        ...(options.maxPages === undefined ? {} : { maxPages: options.maxPages }),
        timeoutMs: options.timeoutMs,
        ...(options.maxDecompressedMb === undefined
            ? {}
            : { maxDecompressedMb: options.maxDecompressedMb }),
        now: options.now.getTime()
    });
}
/** The compiled worker, or the .ts source started through tsx's register API. */
function workerEntry() {
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const js = (0,external_node_path_.join)((0,external_node_path_.dirname)(here), 'extract-worker.js');
    if ((0,external_node_fs_.existsSync)(js) && here.endsWith('.js'))
        return { script: (0,external_node_url_.pathToFileURL)(js), eval: false };
    const ts = (0,external_node_path_.join)((0,external_node_path_.dirname)(here), 'extract-worker.ts');
    if (!(0,external_node_fs_.existsSync)(ts))
        return null;
    try {
        const tsxRoot = (0,external_node_path_.dirname)((0,external_node_module_.createRequire)(import.meta.url).resolve('tsx/package.json'));
        const api = (0,external_node_url_.pathToFileURL)((0,external_node_path_.join)(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href;
        const source = (0,external_node_url_.pathToFileURL)(ts).href;
        // A worker's entry is loaded before any --import hook applies, so register tsx first.
        const script = `const { register } = await import(${JSON.stringify(api)}); register(); await import(${JSON.stringify(source)})`;
        return { script, eval: true };
    }
    catch {
        return null;
    }
}
class WorkerPool {
    entry;
    threads;
    graceMs;
    settings;
    slots = [];
    queue = [];
    nextId = 1;
    closed = false;
    constructor(entry, threads, graceMs, settings) {
        this.entry = entry;
        this.threads = threads;
        this.graceMs = graceMs;
        this.settings = settings;
        for (let i = 0; i < threads; i++) {
            const slot = {
                worker: this.start(() => slot),
                ready: false,
                task: null,
                timer: undefined
            };
            this.slots.push(slot);
        }
    }
    inspect(path) {
        return new Promise(resolve => {
            this.queue.push({ id: this.nextId++, path, resolve });
            this.dispatch();
        });
    }
    async close() {
        this.closed = true;
        await Promise.all(this.slots.map(slot => slot.worker.terminate()));
    }
    limits() {
        return this.entry.eval ? SOURCE_WORKER_LIMITS : WORKER_LIMITS;
    }
    /** A worker whose events go to the slot as long as the slot still holds that worker. */
    start(slotOf) {
        const worker = new external_node_worker_threads_.Worker(this.entry.script, {
            eval: this.entry.eval,
            execArgv: [],
            workerData: { settings: this.settings },
            resourceLimits: this.limits()
        });
        const current = () => (slotOf().worker === worker ? slotOf() : undefined);
        worker.on('message', (response) => {
            const slot = current();
            if (slot === undefined)
                return;
            if ('ready' in response) {
                slot.ready = true;
                this.dispatch();
            }
            else
                this.finish(slot, response.inspection);
        });
        worker.on('error', error => {
            const slot = current();
            if (slot === undefined)
                return;
            if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
                this.replace(slot, 'too-large', `too large to read (it needed more than ${this.limits().maxOldGenerationSizeMb} MB of memory)`);
            else
                this.replace(slot, 'damaged', `the reader crashed: ${error.message}`);
        });
        worker.on('exit', code => {
            const slot = current();
            if (slot !== undefined && !this.closed)
                this.replace(slot, 'damaged', `the reader stopped (exit code ${code})`);
        });
        worker.unref();
        return worker;
    }
    dispatch() {
        for (const slot of this.slots) {
            if (!slot.ready || slot.task !== null)
                continue;
            const task = this.queue.shift();
            if (task === undefined)
                break;
            slot.task = task;
            slot.timer = setTimeout(() => this.replace(slot, 'timeout', this.timeoutMessage()), this.settings.timeoutMs + this.graceMs);
            slot.worker.postMessage({ id: task.id, path: task.path });
        }
        this.holdProcessWhileBusy();
    }
    /** Workers keep the process alive only while files wait or are being read. */
    holdProcessWhileBusy() {
        const waiting = this.queue.length > 0;
        for (const slot of this.slots) {
            if (slot.task !== null || (waiting && !slot.ready))
                slot.worker.ref();
            else
                slot.worker.unref();
        }
    }
    finish(slot, inspection) {
        const task = slot.task;
        clearTimeout(slot.timer);
        slot.task = null;
        task?.resolve(inspection);
        this.dispatch();
    }
    /** Ends the slot's task with a failure and puts a fresh worker in its place. */
    replace(slot, reason, message) {
        const task = slot.task;
        clearTimeout(slot.timer);
        slot.task = null;
        const old = slot.worker;
        slot.ready = false;
        if (!this.closed)
            slot.worker = this.start(() => slot);
        void old.terminate();
        if (task !== null)
            this.failed(task, reason, message);
        this.dispatch();
    }
    failed(task, reason, message) {
        // No hash: the file may be what hung the reader (a pipe, a stalled network mount).
        task.resolve({ sha256: '', size: 0, outcome: { kind: 'unreadable', reason, message } });
    }
    timeoutMessage() {
        return `reading took longer than ${this.settings.timeoutMs / 1000} s; raise --timeout or check the file`;
    }
}

;// CONCATENATED MODULE: ./src/pdf/steps-read.ts
/** Batch steps that find and read the files: discover, skip already named, read. */







async function discover(batch) {
    const { settings, deps } = batch;
    const found = await discoverPdfs(settings.paths, { recursive: settings.recursive, cwd: deps.cwd });
    batch.folders = found.folders;
    batch.items = [
        ...found.files.map(path => ({ report: { path, status: 'planned' } })),
        ...found.skipped.map(s => ({
            report: { path: s.path, status: 'skipped', reason: s.reason }
        })),
        ...found.missing.map(m => ({
            report: { path: m.path, status: 'failed', reason: m.reason }
        }))
    ];
    const base = found.folders[0] ?? (found.files[0] === undefined ? deps.cwd : (0,external_node_path_.dirname)(found.files[0]));
    batch.undoLog = (0,external_node_path_.resolve)(deps.cwd, settings.undoLog ?? (0,external_node_path_.join)(base, undo_log/* DEFAULT_UNDO_LOG */.a2));
}
async function skipAlreadyNamed(batch) {
    // With --out every file moves, so a generated-looking name is no reason to leave it.
    if (batch.settings.force || batch.settings.outDir !== undefined)
        return;
    for (const item of pending(batch)) {
        if (!isGeneratedName((0,external_node_path_.basename)(item.report.path)))
            continue;
        item.report.status = 'unchanged';
        item.report.target = item.report.path;
        item.report.reason = 'already carries a generated name (--force re-processes it)';
    }
}
async function readFiles(batch) {
    const items = pending(batch);
    const { settings, deps } = batch;
    const options = {
        maxTokens: settings.maxContentTokens,
        ...(settings.maxPages === undefined ? {} : { maxPages: settings.maxPages }),
        timeoutMs: settings.timeoutMs,
        maxDecompressedMb: settings.maxDecompressedMb,
        now: deps.now()
    };
    const inspector = createInspector(options, settings.jobs, items.length);
    batch.threads = inspector.threads;
    const force = settings.ocr === 'force';
    const ocr = deps.recognizer === undefined || settings.ocr === 'off'
        ? undefined
        : inProcessInspector({
            ...options,
            recognizer: deps.recognizer,
            forceOcr: force,
            // OCR'd pages have their own time limit (ocr.ts); the file's limit makes room for them.
            timeoutMs: options.timeoutMs + settings.ocrMaxPages * DEFAULT_OCR_PAGE_TIMEOUT_MS
        });
    let done = 0;
    try {
        await Promise.all(items.map(async (item) => {
            const inspection = await readOne(item.report.path, inspector, ocr, force);
            record(item, inspection);
            deps.onProgress?.({
                phase: 'read',
                done: ++done,
                total: items.length,
                path: item.report.path
            });
        }));
    }
    finally {
        await inspector.close();
    }
}
/**
 * Text layers first (on the pool); a file with empty pages (or, with --ocr force, any readable
 * file) is read again with OCR in-process.
 */
async function readOne(path, inspector, ocr, force) {
    const first = await inspector.inspect(path);
    const outcome = first.outcome;
    const readable = outcome.kind === 'text' || outcome.kind === 'no-text';
    const emptyPages = readable && outcome.doc.pages.some(page => page.source === 'none');
    return ocr !== undefined && (emptyPages || (force && readable)) ? ocr.inspect(path) : first;
}
function record(item, inspection) {
    const report = item.report;
    report.sha256 = inspection.sha256;
    report.size = inspection.size;
    const outcome = inspection.outcome;
    report.readOutcome = outcome.kind;
    switch (outcome.kind) {
        case 'text':
            item.doc = outcome.doc;
            describeDoc(report, outcome.doc);
            return;
        case 'no-text':
            describeDoc(report, outcome.doc);
            report.status = 'skipped';
            report.reason = outcome.message;
            return;
        case 'encrypted':
            report.status = 'skipped';
            report.reason = outcome.message;
            return;
        case 'unreadable':
            report.status = 'failed';
            report.reason = outcome.message;
            return;
    }
}
function describeDoc(report, doc) {
    report.pages = { count: doc.pageCount, read: doc.pages.length, truncated: doc.truncated };
    const sources = new Set(doc.pages.map(p => p.source).filter(s => s !== 'none'));
    report.textSource = sources.size === 0 ? 'none' : sources.size === 1 ? [...sources][0] : 'mixed';
}

;// CONCATENATED MODULE: ./src/pdf/pipeline.ts
/**
 * One rename batch as a list of named steps over a shared batch state:
 * discover -> skip already named -> read -> analyse -> refine (the model seam) -> plan ->
 * check writable -> apply. Every file ends in exactly one status: renamed (planned in a dry
 * run), unchanged, skipped or failed, with a reason for the last two.
 */








const STEPS = [
    ['discover', discover],
    ['skip already named', skipAlreadyNamed],
    ['read', readFiles],
    ['analyse', analyseFiles],
    ['refine', refineWithModel],
    ['plan', planNames],
    ['check writable', checkWritable],
    ['apply', applyRenames]
];
async function renameBatch(settings, deps = {}) {
    const now = deps.now ?? (() => new Date());
    const cwd = deps.cwd ?? process.cwd();
    const rulesFile = settings.rulesFile === undefined ? undefined : (0,external_node_path_.resolve)(cwd, settings.rulesFile);
    const batch = {
        settings,
        deps: {
            ...deps,
            cwd,
            now,
            ops: deps.ops ?? file_ops/* nodeFileOps */.JY,
            runId: deps.runId ?? newRunId(now())
        },
        rules: deps.rules ?? loadRules(rulesFile),
        items: [],
        folders: [],
        plan: [],
        undoLog: '',
        undoLogUsed: false,
        threads: 0,
        warnings: []
    };
    for (const [, step] of STEPS)
        await step(batch);
    return summarize(batch);
}

;// CONCATENATED MODULE: ./src/pdf/settings.ts
/** The settings of one rename batch. The CLI builds them from argv, the action from its inputs. */






function defaultRenameSettings() {
    return {
        paths: ['.'],
        recursive: false,
        dryRun: false,
        useLlm: true,
        maxContentTokens: budget/* DEFAULT_MAX_CONTENT_TOKENS */._4,
        dateOrder: 'dmy',
        force: false,
        timeoutMs: DEFAULT_EXTRACT_TIMEOUT_MS,
        maxDecompressedMb: decode_limit/* DEFAULT_MAX_DECOMPRESSED_MB */.W6,
        jobs: defaultJobs(),
        ocr: 'auto',
        ocrLanguages: DEFAULT_OCR_LANGUAGES,
        ocrMaxPages: DEFAULT_OCR_MAX_PAGES,
        llmUrl: llm/* DEFAULT_LLM_URL */.yW,
        llmModel: llm/* DEFAULT_LLM_MODEL */.ys,
        llmTimeoutMs: llm/* DEFAULT_LLM_TIMEOUT_MS */.RV,
        requireLlm: false
    };
}

;// CONCATENATED MODULE: ./src/pdf/inbox/inbox-types.ts


function defaultInboxSettings() {
    return {
        inboxPath: 'inbox',
        archivePath: 'archive',
        recursive: false,
        undoLog: undo_log/* DEFAULT_UNDO_LOG */.a2,
        writeMetadata: false,
        dryRun: false,
        pdf: defaultRenameSettings()
    };
}

;// CONCATENATED MODULE: ./src/pdf/inbox/inbox-run.ts
/**
 * One run of the document inbox (the library behind `command: rename-pdfs`): list the inbox as
 * git sees it -> select (LFS pointers, non-PDFs and the like reported and left) -> read,
 * analyse and plan the whole batch against the archive (renameBatch in dry-run mode) -> move
 * with `git mv`, undo log first -> one commit. Pushing is the caller's business.
 */







function inboxLayout(settings) {
    return {
        inbox: (0,inbox/* normalizeFolder */.au)(settings.inboxPath, 'inbox-path'),
        archive: (0,inbox/* normalizeFolder */.au)(settings.archivePath, 'archive-path'),
        recursive: settings.recursive
    };
}
async function selectFromRepo(root, layout) {
    const listed = await (0,inbox_files/* listFolder */.bt)(root, layout.inbox);
    return (0,inbox/* selectInbox */.lv)(listed, await (0,inbox_files/* pathsUnder */.pR)(root, layout.archive), layout);
}
function inbox_run_planBatch(root, candidates, layout, settings, deps) {
    const inPlace = layout.archive === layout.inbox;
    const { outDir: _outDir, undoLog: _undoLog, ...pdf } = settings.pdf;
    return renameBatch({
        ...pdf,
        paths: candidates.map(path => (0,external_node_path_.join)(root, path)),
        recursive: false,
        dryRun: true,
        // In place, a file that already carries a generated name is left as it is.
        force: false,
        ...(inPlace ? {} : { outDir: (0,external_node_path_.join)(root, layout.archive) })
    }, {
        cwd: root,
        now: deps.now,
        runId: deps.runId,
        ...(deps.recognizer === undefined ? {} : { recognizer: deps.recognizer }),
        ...(deps.refine === undefined ? {} : { refine: deps.refine }),
        ...(deps.rules === undefined ? {} : { rules: deps.rules })
    });
}
function repoRelative(root, path) {
    return (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/');
}
function leftReason(report) {
    switch (report.readOutcome) {
        case 'encrypted':
            return 'encrypted';
        case 'no-text':
            return 'no-text';
        case 'unreadable':
            return 'unreadable';
        default:
            return 'failed';
    }
}
function sortOut(root, batch) {
    const sorted = { planned: [], unchanged: [], left: [] };
    for (const report of batch.files) {
        const from = repoRelative(root, report.path);
        if (report.status === 'unchanged')
            sorted.unchanged.push(from);
        else if (report.status === 'planned' && report.target !== undefined && report.analysis) {
            sorted.planned.push({
                analysis: report.analysis,
                rename: {
                    from,
                    to: repoRelative(root, report.target),
                    sha256: report.sha256 ?? '',
                    textSource: report.textSource ?? 'none',
                    confidence: report.analysis.confidence,
                    llmAsked: report.llmAsked === true,
                    ...(report.duplicateOf === undefined
                        ? {}
                        : { duplicateOf: repoRelative(root, report.duplicateOf) })
                }
            });
        }
        else {
            const why = report.reason ?? 'not renamed';
            sorted.left.push({
                path: from,
                reason: leftReason(report),
                message: `${from}: ${why}; left in place.`
            });
        }
    }
    return sorted;
}
function byPath(key) {
    return (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}
/** Renames the inbox's PDFs into the archive and commits; see the module comment. */
async function renameInbox(settings, deps) {
    const root = (await (0,repo_paths/* repoPaths */.T)(deps.cwd)).top;
    const now = deps.now ?? (() => new Date());
    const runId = deps.runId ?? newRunId(now());
    const layout = inboxLayout(settings);
    const undoLog = (0,inbox/* normalizeFolder */.au)(settings.undoLog, 'undo-log');
    const selection = await selectFromRepo(root, layout);
    const batch = await inbox_run_planBatch(root, selection.candidates, layout, settings, {
        ...deps,
        now,
        runId
    });
    const sorted = sortOut(root, batch);
    const result = {
        runId,
        dryRun: settings.dryRun,
        renamed: sorted.planned.map(item => item.rename),
        unchanged: sorted.unchanged,
        skipped: [...selection.skipped, ...sorted.left].sort(byPath(skip => skip.path)),
        warnings: [...batch.warnings],
        batch
    };
    if (settings.dryRun || sorted.planned.length === 0)
        return result;
    const applied = await applyInbox(sorted.planned, {
        root,
        runId,
        undoLog,
        writeMetadata: settings.writeMetadata,
        now,
        ...(deps.commitEnv === undefined ? {} : { commitEnv: deps.commitEnv })
    });
    return {
        ...result,
        renamed: applied.renamed.sort(byPath(rename => rename.from)),
        skipped: [...result.skipped, ...applied.failed].sort(byPath(skip => skip.path)),
        undoLog,
        ...(applied.commit === undefined ? {} : { commit: applied.commit })
    };
}

// EXTERNAL MODULE: ./src/action/pdf-push.ts
var pdf_push = __webpack_require__(4741);
// EXTERNAL MODULE: ./src/action/result.ts
var action_result = __webpack_require__(6013);
;// CONCATENATED MODULE: ./src/action/rename-pdfs.ts
/** `command: rename-pdfs`: the inbox renamed into the archive, committed, pushed, reported. */











function inboxSettings(settings) {
    const defaults = defaultInboxSettings();
    return {
        inboxPath: settings.inboxPath,
        archivePath: settings.archivePath,
        recursive: settings.recursive,
        undoLog: settings.undoLog,
        writeMetadata: settings.writeMetadata,
        dryRun: settings.dryRun,
        pdf: {
            ...defaults.pdf,
            llmUrl: settings.llmUrl,
            llmModel: settings.llmModel,
            llmTimeoutMs: settings.llmTimeoutSeconds * 1000,
            requireLlm: settings.requireLlm,
            ocr: settings.ocr,
            ocrLanguages: settings.ocrLang,
            maxContentTokens: settings.maxContentTokens,
            maxDecompressedMb: settings.maxDecompressedMb,
            ...(settings.rules === undefined ? {} : { rulesFile: settings.rules })
        }
    };
}
/** The model's messages speak of CLI flags; in a workflow they are inputs. */
function inputWording(message) {
    return message
        .replace(/\(--require-llm is set; nothing was renamed\)/, "(input 'require-llm' is true; nothing was renamed)")
        .replace(/, or pass --no-llm\./, ", or set 'require-llm: false' to go on with heuristics only.");
}
async function runRenamePdfs(settings, context) {
    const cwd = context.workspace;
    await (0,repository/* requireRepository */.Cc)(cwd);
    const publish = settings.push && !settings.dryRun;
    const branch = publish ? await (0,pdf_push/* branchToPush */.ai)(cwd) : undefined;
    const inbox = inboxSettings(settings);
    let assistants;
    try {
        assistants = await prepareAssistants(inbox.pdf, { cwd });
    }
    catch (error) {
        if (error instanceof LlmUnavailableError)
            return (0,action_result/* failed */.g)(inputWording(error.message));
        throw error;
    }
    for (const warning of assistants.warnings)
        core/* warning */.$e(inputWording(warning));
    const identity = await (0,commit/* identityEnv */.Wx)(cwd);
    let result;
    try {
        result = await core/* group */.Os(`Rename the PDFs of ${settings.inboxPath}`, () => renameInbox(inbox, {
            cwd,
            rules: assistants.rules,
            commitEnv: identity,
            ...(assistants.recognizer === undefined ? {} : { recognizer: assistants.recognizer }),
            ...(assistants.refine === undefined ? {} : { refine: assistants.refine })
        }));
    }
    finally {
        await assistants
            .close()
            .catch((error) => core/* warning */.$e(`Could not stop the OCR worker: ${String(error)}`));
    }
    logResult(result);
    let push = { kind: 'local', note: localNote(settings, result) };
    if (result.commit !== undefined && publish && branch !== undefined)
        push = await (0,pdf_push/* pushPdfCommit */.E1)({
            cwd,
            branch,
            commit: result.commit,
            auth: { token: settings.githubToken, serverUrl: context.serverUrl },
            identity
        });
    const reportPath = writeReport(result, push);
    core/* setOutput */.uH('renamed-count', String(result.renamed.length));
    core/* setOutput */.uH('skipped-count', String(result.skipped.length));
    core/* setOutput */.uH('report', reportPath);
    await (0,pdf_push/* writePdfSummary */.q3)((0,pdf_summary/* renameSummaryMarkdown */._u)({
        dryRun: result.dryRun,
        renamed: result.renamed.map(r => ({
            from: r.from,
            to: r.to,
            source: r.textSource,
            confidence: r.confidence,
            llmAsked: r.llmAsked
        })),
        skipped: result.skipped.map(s => ({ path: s.path, message: s.message })),
        note: push.note
    }));
    return push.kind === 'failed' ? (0,action_result/* failed */.g)(push.note) : action_result.OK;
}
function logResult(result) {
    for (const rename of result.renamed)
        core/* info */.pq(`${rename.from} -> ${rename.to} (${(0,pdf_summary/* sourceLabel */.en)(rename.textSource)}, confidence ${rename.confidence.toFixed(2)}, model ${rename.llmAsked ? 'asked' : 'not asked'})`);
    for (const path of result.unchanged)
        core/* info */.pq(`${path}: already carries its name`);
    for (const skip of result.skipped)
        core/* warning */.$e(skip.message, { title: 'PDF left in place', file: skip.path });
    for (const warning of result.warnings)
        core/* warning */.$e(warning);
}
function localNote(settings, result) {
    if (result.dryRun)
        return 'Dry run: nothing was moved, committed or pushed.';
    if (result.commit === undefined)
        return 'Nothing was renamed, so nothing was committed.';
    return `Commit ${result.commit.slice(0, 12)} stays local (push: ${String(settings.push)}).`;
}
function writeReport(result, push) {
    const dir = process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
    const path = (0,external_node_path_.join)(dir, `pdf-rename-${result.runId}.json`);
    const { batch, ...rest } = result;
    (0,external_node_fs_.writeFileSync)(path, JSON.stringify({ ...rest, push, files: batch.files }, null, 2) + '\n');
    return path;
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
