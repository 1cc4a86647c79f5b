/**
 * Starting the first PyMuPDF child while the CLI still loads its modules: the interpreter and
 * `import fitz` take about as long as loading the renamer, so a one-file run pays once, not
 * twice. The entry (bin/pdf-rename.js) calls `prestartFromArgv` before it imports the CLI; the
 * argv is only glanced at here. The real parse decides: the reader takes the early child only
 * when it asks for the same interpreter and limit, and an unclaimed child is killed when the
 * process exits. Once the command is parsed, a one-file run sends its file ahead
 * (`readAheadPrestarted`, src/cli/pdf/read-ahead.ts): the child reads it as soon as `import fitz`
 * is done, while this process is still loading.
 */
import { DEFAULT_MAX_DECOMPRESSED_MB } from './decode-limit.js'
import { PymupdfChild, type ChildRequest } from './pymupdf-child.js'

let early: { child: PymupdfChild; python: string; limitMb: number } | undefined

/** Starts the early child where argv asks for the pymupdf reader; whether it did. */
export function prestartFromArgv(argv: string[]): boolean {
  if (argv[0] === 'undo' || argv[0] === 'explain' || optionValue(argv, 'reader') !== 'pymupdf')
    return false
  const python = optionValue(argv, 'python') ?? 'python3'
  const limit = Number(optionValue(argv, 'max-decompressed-mb') ?? DEFAULT_MAX_DECOMPRESSED_MB)
  if (python === '' || !Number.isInteger(limit) || limit < 1) return false
  early = { child: new PymupdfChild(python, limit), python, limitMb: limit }
  process.once('exit', () => early?.child.kill('SIGTERM'))
  return true
}

/** Sends `request` to the early child when it was started for this interpreter and limit. */
export function readAheadPrestarted(
  python: string,
  limitMb: number,
  request: ChildRequest,
  timeoutMs: number
): boolean {
  if (early === undefined || early.python !== python || early.limitMb !== limitMb) return false
  early.child.readAhead(request, timeoutMs)
  return true
}

/** The early child when it was started for this interpreter and limit (once). */
export function claimPrestarted(python: string, limitMb: number): PymupdfChild | undefined {
  const found = early
  if (found === undefined || found.python !== python || found.limitMb !== limitMb) return undefined
  early = undefined
  return found.child
}

/** `--name value` or `--name=value`, the last one given, before a `--`. */
function optionValue(argv: string[], name: string): string | undefined {
  let value: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--') break
    if (arg === `--${name}`) value = argv[++i]
    else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3)
  }
  return value
}
