/**
 * The program a PyMuPDF reader child runs: pymupdf-reader.py (its protocol is in its docstring),
 * shipped with the package (package.json "files") and found by `packageFile` from src/ (tsx,
 * jest), lib/ (the CLIs) and dist/ (the action, which runs from a whole checkout).
 */
import { readFileSync } from 'node:fs'
import { packageFile } from '../../package-files.js'

export const PYMUPDF_SCRIPT_FILE = 'src/pdf/read/pymupdf-reader.py'

export const PYMUPDF_SCRIPT = readFileSync(packageFile(PYMUPDF_SCRIPT_FILE), 'utf8')
