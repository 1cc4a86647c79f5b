/**
 * V8 runs a regex's first match in its bytecode interpreter and compiles it to machine code at
 * the second. The naming rules are about a hundred regexes, each run a few times over a file's
 * text, so the first file of a process pays for the bytecode, an interpreted pass and then the
 * machine code of each: the first analysis of a fresh process takes 48–49 ms on this machine's
 * bench documents, against 32–33 with machine code at the first match (bench/first-analysis.ts;
 * a real invoice, 60–95 against 35–45).
 *
 * The reading step switches (steps-read.ts): before the reads where PyMuPDF children read the
 * files, since the analysis runs beside them; after the reads where pdf.js reads in this
 * process, since pdf.js runs many regexes once each, where the interpreter is cheaper (a
 * one-file pdf.js run switched from its start took 20–25 ms longer). A file the children hand
 * back to pdf.js is read with the switch on, a few ms slower. The switch is process-wide and
 * changes how V8 runs a regex, never what it matches.
 */
import { setFlagsFromString } from 'node:v8'

export function compileRegexpsAtOnce(): void {
  setFlagsFromString('--no-regexp-tier-up')
}
