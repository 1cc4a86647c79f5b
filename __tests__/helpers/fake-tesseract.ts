/**
 * A stand-in for the `tesseract` program with its command line: `--version`, and
 * `tesseract --tessdata-dir D -l L ... stdin OUTBASE` reading the image on stdin and writing
 * OUTBASE.txt and OUTBASE.tsv when `-c tessedit_create_txt=1` / `tessedit_create_tsv=1` ask
 * for them. What it answers comes from behaviour.json beside it; every call is logged to
 * calls.jsonl (argv, environment names, the image's size and first bytes, the data folder's
 * files and whether they are unpacked), so a test sees what the engine handed over.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface FakeTesseractBehaviour {
  text?: string
  /** Word confidences written as level-5 TSV rows. */
  confidences?: number[]
  sleepMs?: number
  exitCode?: number
  stderr?: string
  /** A broken install: every call, `--version` too, prints this and exits with 127. */
  broken?: string
}

export interface FakeTesseractCall {
  argv: string[]
  envNames: string[]
  pid: number
  stdinBytes: number
  stdinHead: string
  dataFiles: string[]
  dataUnpacked: boolean
}

export interface FakeTesseract {
  /** Folder holding the program as `tesseract` (put it first on PATH) and its files. */
  dir: string
  command: string
  behave(behaviour: FakeTesseractBehaviour): void
  calls(): FakeTesseractCall[]
}

const SCRIPT = String.raw`#!/usr/bin/env node
const fs = require('node:fs')
const path = require('node:path')
const here = __dirname
const argv = process.argv.slice(2)
const behaviour = JSON.parse(fs.readFileSync(path.join(here, 'behaviour.json'), 'utf8'))
if (behaviour.broken) {
  process.stderr.write(behaviour.broken + '\n')
  process.exit(127)
}
if (argv[0] === '--version') {
  process.stdout.write('tesseract 5.3.0\n leptonica-1.82.0\n')
  process.exit(0)
}
const chunks = []
process.stdin.on('data', chunk => chunks.push(chunk))
process.stdin.on('end', () => {
  const stdin = Buffer.concat(chunks)
  const dataDir = argv[argv.indexOf('--tessdata-dir') + 1]
  const dataFiles = fs.readdirSync(dataDir).filter(name => name.endsWith('.traineddata')).sort()
  const dataUnpacked = dataFiles.every(name => {
    const head = fs.readFileSync(path.join(dataDir, name)).subarray(0, 2)
    return !(head[0] === 0x1f && head[1] === 0x8b)
  })
  const call = {
    argv, envNames: Object.keys(process.env).sort(), pid: process.pid, stdinBytes: stdin.length,
    stdinHead: stdin.subarray(0, 2).toString('latin1'), dataFiles, dataUnpacked
  }
  fs.appendFileSync(path.join(here, 'calls.jsonl'), JSON.stringify(call) + '\n')
  setTimeout(() => {
    if (behaviour.stderr) process.stderr.write(behaviour.stderr)
    if (behaviour.exitCode) process.exit(behaviour.exitCode)
    const base = argv[argv.length - 1]
    if (argv.includes('tessedit_create_txt=1')) fs.writeFileSync(base + '.txt', behaviour.text ?? '')
    if (argv.includes('tessedit_create_tsv=1')) {
      const rows = ['level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
        '1\t1\t0\t0\t0\t0\t0\t0\t100\t100\t-1\t']
      ;(behaviour.confidences ?? []).forEach((conf, i) => rows.push('5\t1\t1\t1\t1\t' + (i + 1) + '\t0\t0\t9\t9\t' + conf + '\tw' + i))
      fs.writeFileSync(base + '.tsv', rows.join('\n') + '\n')
    }
  }, behaviour.sleepMs ?? 0)
})
`

export function fakeTesseract(dir: string): FakeTesseract {
  const command = join(dir, 'tesseract')
  writeFileSync(command, SCRIPT)
  chmodSync(command, 0o755)
  const behave = (behaviour: FakeTesseractBehaviour): void =>
    writeFileSync(join(dir, 'behaviour.json'), JSON.stringify(behaviour))
  behave({})
  return {
    dir,
    command,
    behave,
    calls: () => {
      const log = join(dir, 'calls.jsonl')
      if (!existsSync(log)) return []
      const lines = readFileSync(log, 'utf8').trim().split('\n')
      return lines.map(line => JSON.parse(line) as FakeTesseractCall)
    }
  }
}
