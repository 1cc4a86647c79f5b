/**
 * `${{ }}` as GitHub evaluates it. @actions/expressions lexes, parses and evaluates (operators,
 * coercion, `fromJSON`, `format`, `join`, object filters); what it leaves to the runner is here:
 * the contexts, and the status functions, which exist only in `if:` conditions.
 */
import { data, Evaluator, Lexer, Parser } from '@actions/expressions'
import { TokenType } from '@actions/expressions/lexer'
import type { FunctionDefinition } from '@actions/expressions/funcs/info'
import { truthy } from '@actions/expressions/result'
import {
  isBasicExpression,
  isBoolean,
  isMapping,
  isNumber,
  isSequence,
  isString
} from '@actions/workflow-parser'
import type { MappingToken, TemplateToken } from '@actions/workflow-parser/templates/tokens/index'

/** What `success()`, `failure()` and `cancelled()` answer where the condition is evaluated. */
export interface Status {
  success: boolean
  failure: boolean
  cancelled: boolean
}

export interface Scope {
  /** The contexts by name (`github`, `env`, `steps`, …) as plain JSON values. */
  contexts: Record<string, unknown>
  /** Given only for `if:` conditions, the one place GitHub allows the status functions. */
  status?: Status
}

export function evaluate(expression: string, scope: Scope): data.ExpressionData {
  const functions = statusFunctions(scope.status)
  const tokens = new Lexer(expression).lex().tokens
  // The lexer of @actions/expressions 0.3.61 unescapes only the first '' of a string literal
  // (`value.replace("''", "'")`); GitHub unescapes each. Taken again from the literal's source.
  for (const token of tokens)
    if (token.type === TokenType.STRING)
      token.value = token.lexeme.slice(1, -1).replaceAll("''", "'")
  const tree = new Parser(tokens, Object.keys(scope.contexts), [...functions.values()]).parse()
  const contexts = JSON.parse(JSON.stringify(scope.contexts), data.reviver) as data.Dictionary
  return new Evaluator(tree, contexts, functions).evaluate()
}

/** An `if:` condition (already carrying its status function, see workflow.ts). */
export function isTrue(condition: string, scope: Scope): boolean {
  return truthy(evaluate(condition, scope))
}

/** Any value of the workflow file: literals as they are, expressions evaluated, deeply. */
export function evaluateToken(token: TemplateToken, scope: Scope): data.ExpressionData {
  if (isBasicExpression(token)) return evaluate(token.expression, scope)
  if (isString(token)) return new data.StringData(token.value)
  if (isBoolean(token)) return new data.BooleanData(token.value)
  if (isNumber(token)) return new data.NumberData(token.value)
  if (isMapping(token)) {
    const result = new data.Dictionary()
    for (const pair of token) result.add(pair.key.toString(), evaluateToken(pair.value, scope))
    return result
  }
  if (isSequence(token)) return new data.Array(...[...token].map(t => evaluateToken(t, scope)))
  return new data.Null()
}

/** A value where GitHub wants a string (`with:`, `env:`, `run:`, outputs): null is ''. */
export function evaluateText(token: TemplateToken, scope: Scope): string {
  const value = evaluateToken(token, scope)
  if (!value.primitive) throw new Error(`expected a string, got an object from '${token}'`)
  return value.kind === data.Kind.Null ? '' : value.coerceString()
}

/** `continue-on-error`: a boolean, or an expression. */
export function evaluateFlag(value: boolean | TemplateToken, scope: Scope): boolean {
  return typeof value === 'boolean' ? value : truthy(evaluateToken(value, scope))
}

export function evaluateMapping(
  token: MappingToken | undefined,
  scope: Scope
): Record<string, string> {
  const result: Record<string, string> = {}
  for (const pair of token ?? []) result[pair.key.toString()] = evaluateText(pair.value, scope)
  return result
}

/** As plain JSON (for a matrix, or to keep an evaluated value in a context). */
export function toJson(value: data.ExpressionData): unknown {
  return JSON.parse(JSON.stringify(value, data.replacer)) as unknown
}

/** `${{ }}` inside a longer string, as in action.yml's defaults (`${{ github.token }}`). */
export function interpolate(text: string, scope: Scope): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => {
    const value = evaluate(expression, scope)
    return value.kind === data.Kind.Null ? '' : value.coerceString()
  })
}

function statusFunctions(status: Status | undefined): Map<string, FunctionDefinition> {
  if (status === undefined) return new Map()
  const answer = (name: string, value: () => boolean): [string, FunctionDefinition] => [
    name,
    { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(value()) }
  ]
  return new Map([
    answer('success', () => status.success),
    answer('failure', () => status.failure),
    answer('cancelled', () => status.cancelled),
    answer('always', () => true)
  ])
}
