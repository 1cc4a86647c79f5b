/**
 * A stand-in for the `tesseract` program with its command line: `--version`, and
 * `tesseract --tessdata-dir D -l L ... stdin stdout` reading the image on stdin and writing the
 * text to stdout (tesseract's default output); a sparse read (`--psm 11`) may get another. What it answers comes from
 * behaviour.json beside it; every call is logged to calls.jsonl (argv, environment names, the
 * image's size, first bytes and sha256, the data folder's files and whether they are unpacked),
 * so a test sees what the engine handed over.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface FakeTesseractBehaviour {
  text?: string
  /** The answer to a sparse read (`--psm 11`), when it differs from `text`. */
  sparseText?: string
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
  stdinSha256: string
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
const crypto = require('node:crypto')
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
    stdinHead: stdin.subarray(0, 2).toString('latin1'),
    stdinSha256: crypto.createHash('sha256').update(stdin).digest('hex'), dataFiles, dataUnpacked
  }
  fs.appendFileSync(path.join(here, 'calls.jsonl'), JSON.stringify(call) + '\n')
  setTimeout(() => {
    if (behaviour.stderr) process.stderr.write(behaviour.stderr)
    if (behaviour.exitCode) process.exit(behaviour.exitCode)
    const sparse = argv[argv.indexOf('--psm') + 1] === '11' && behaviour.sparseText !== undefined
    if (argv.at(-1) === 'stdout')
      process.stdout.write((sparse ? behaviour.sparseText : behaviour.text) ?? '')
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
