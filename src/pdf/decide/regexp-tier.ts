/**
 * V8 runs a regex's first match in its bytecode interpreter and compiles it to machine code at
 * the second. The naming rules are about a hundred regexes, each run a few times over a file's
 * text, so the first file of a process pays for the bytecode, an interpreted pass and then the
 * machine code of each: on this machine its analysis takes 60–95 ms, against 35–45 with the
 * machine code compiled at the first match, and 5 ms for a later file either way (BENCHMARKS.md,
 * "The first analysis of a process").
 *
 * Only where the files are read in another process (the PyMuPDF children): pdf.js, run in this
 * one, has many regexes that match once, where the interpreter is cheaper, and a one-file pdf.js
 * run took 20–25 ms longer with the switch. The switch is process-wide and changes how V8 runs a
 * regex, never what it matches.
 */
import { setFlagsFromString } from 'node:v8'

export function compileRegexpsAtOnce(): void {
  setFlagsFromString('--no-regexp-tier-up')
}
