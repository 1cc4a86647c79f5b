/**
 * The `tesseract` program as an OCR engine, with tesseract.js's modes and language data
 * (unpacked once into a private folder). A hard scan may still read a little differently: the
 * program is the system's release, tesseract.js-core a 5.1-dev fork with its own SIMD code.
 * One process per page, the image on stdin, the text on stdout; its environment is PATH alone
 * (no token reaches it) and one OpenMP thread, like tesseract.js's single thread.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { run as runProgram } from '../../../process/run.js'
import { PAGE_SEGMENTATION, type LanguageData, type OcrWorker } from './ocr-client.js'

const STDERR_TAIL = 400
export const INSTALL_FIX = ' (install tesseract-ocr, or use --ocr-engine tesseract.js)'

/** The program is not on PATH (or not at its path): `auto` then reads with tesseract.js. */
export class OcrProgramMissing extends Error {
  override name = 'OcrProgramMissing'
}

async function run(command: string, args: string[], input: Uint8Array, timeoutMs: number) {
  const ran = await runProgram(command, args, {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
    input,
    timeoutMs
  })
  if (ran.kind === 'not-started') {
    const message = `the OCR program '${command}' did not start: ${ran.error}${INSTALL_FIX}`
    throw ran.code === 'ENOENT' ? new OcrProgramMissing(message) : new Error(message)
  }
  const what =
    args[0] === '--version' ? 'the OCR program did not start' : 'OCR of the page did not finish'
  if (ran.timedOut) throw new Error(`${what} within ${timeoutMs} ms`)
  return { code: ran.exitCode, stdout: ran.stdout, stderr: ran.stderr.trim().slice(-STDERR_TAIL) }
}

/** `command`: the program, a name on PATH or a path. */
export async function startNativeOcr(options: {
  command: string
  languages: LanguageData[]
  startTimeoutMs: number
}): Promise<OcrWorker> {
  const probe = await run(options.command, ['--version'], new Uint8Array(), options.startTimeoutMs)
  if (probe.code !== 0)
    throw new Error(
      `the OCR program '${options.command}' did not start (exit code ${probe.code}) ${probe.stderr}${INSTALL_FIX}`.trim()
    )
  const dir = mkdtempSync(join(tmpdir(), 'ralph-ocr-'))
  try {
    for (const { code, data } of options.languages) {
      const gzipped = data[0] === 0x1f && data[1] === 0x8b
      writeFileSync(join(dir, `${code}.traineddata`), gzipped ? gunzipSync(data) : data)
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const langs = options.languages.map(language => language.code).join('+')
  return {
    async recognize(image, timeoutMs, layout = 'block'): Promise<string> {
      // tesseract.js's modes: LSTM only, its page segmentation (the program's default is 3).
      const modes = ['--oem', '1', '--psm', PAGE_SEGMENTATION[layout]]
      const args = ['--tessdata-dir', dir, '-l', langs, ...modes, 'stdin', 'stdout']
      const ran = await run(options.command, args, image, timeoutMs)
      if (ran.code !== 0)
        throw new Error(
          `the OCR program '${options.command}' failed (exit code ${ran.code}): ${ran.stderr}`
        )
      return ran.stdout
    },
    async terminate() {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
