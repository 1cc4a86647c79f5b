import { parse, printParseErrorCode, visit, type ParseError } from 'jsonc-parser'
import type { Finding } from './schema-problems.js'

type Located = Finding & ReturnType<typeof positionAt>

export type JsonParse = { kind: 'ok'; value: unknown } | { kind: 'syntax'; problem: Located }

const CODE_WORDS: Record<string, string> = {
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
}

/** 1-based line and column of a character offset. */
function positionAt(text: string, offset: number) {
  const before = text.slice(0, offset)
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') }
}

function syntax(text: string, offset: number, detail: string): JsonParse {
  const position = positionAt(text, offset)
  const message = `invalid JSON at line ${position.line}, column ${position.column}: ${detail}`
  const fix =
    'fix the JSON there; usual causes are a missing or trailing comma, a missing quote or a comment'
  return { kind: 'syntax', problem: { pointer: '', message, fix, ...position } }
}

/**
 * Strict JSON parse that says where it failed. JSON.parse decides what is valid; jsonc-parser
 * (in strict settings) supplies the position, because V8's messages do not always carry one.
 */
export function parseJson(text: string): JsonParse {
  try {
    return { kind: 'ok', value: JSON.parse(text) }
  } catch (error) {
    const errors: ParseError[] = []
    parse(text, errors, { disallowComments: true, allowTrailingComma: false })
    const first = errors[0]
    if (first) {
      const code = printParseErrorCode(first.error)
      return syntax(text, first.offset, CODE_WORDS[code] ?? code)
    }
    const detail = error instanceof Error ? error.message : String(error)
    const at = /position (\d+)/.exec(detail)
    return syntax(text, at?.[1] ? Number(at[1]) : text.length, detail)
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A JSON Pointer (RFC 6901). */
export function pointerOf(segments: readonly (string | number)[]): string {
  return segments
    .map(segment => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1'))
    .join('')
}

/** JSON.parse silently keeps only the last of two equal keys. */
export function duplicateKeys(text: string): Located[] {
  const found: Located[] = []
  const objects: Set<string>[] = []
  visit(
    text,
    {
      onObjectBegin: () => void objects.push(new Set()),
      onObjectEnd: () => void objects.pop(),
      onObjectProperty: (key, offset, _length, _line, _column, parentPath) => {
        const seen = objects[objects.length - 1]
        if (seen?.has(key)) {
          const position = positionAt(text, offset)
          found.push({
            pointer: pointerOf([...parentPath(), key]),
            message: `key "${key}" appears twice in the same object (line ${position.line}); JSON keeps only the last`,
            fix: 'remove one of the two',
            ...position
          })
        }
        seen?.add(key)
      }
    },
    { disallowComments: true }
  )
  return found
}
