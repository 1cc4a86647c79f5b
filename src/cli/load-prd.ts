import { loadPrd } from '../loop/prd/prd.js'
import type { Prd } from '../loop/types.js'
import { EXIT } from './exit-codes.js'
import { formatProblem } from './format.js'
import type { CliIo } from './io.js'

/**
 * Loads the PRD for a command that needs a valid one. Problems go to stderr, one per line;
 * the result says which exit code to return (2 invalid, 4 missing).
 */
export async function loadPrdForCommand(
  settings: { prdFile: string; prdPath: string },
  io: CliIo
): Promise<{ kind: 'ok'; prd: Prd } | { kind: 'exit'; code: number }> {
  const result = await loadPrd(settings.prdFile, settings.prdPath)
  switch (result.kind) {
    case 'ok':
      return result
    case 'missing':
      io.stderr.write(formatProblem(result.problem) + '\n')
      return { kind: 'exit', code: EXIT.missing }
    case 'invalid':
      for (const problem of result.problems) io.stderr.write(formatProblem(problem) + '\n')
      io.stderr.write(`${settings.prdFile}: ${result.problems.length} problem(s)\n`)
      return { kind: 'exit', code: EXIT.invalid }
  }
}
