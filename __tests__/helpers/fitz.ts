/** Whether this machine's Python has PyMuPDF (Debian's python3-fitz): the tests of the reader ask. */
import { spawnSync } from 'node:child_process'

export function hasFitz(python: string): boolean {
  return spawnSync(python, ['-I', '-c', 'import fitz'], { stdio: 'ignore' }).status === 0
}

/** The Python with fitz if there is one, else python3 (the reader's fallback is then tested). */
export const PYTHON = ['/usr/bin/python3', 'python3'].find(hasFitz) ?? 'python3'
export const FITZ = hasFitz(PYTHON)
