/**
 * Where the time goes: `node --cpu-prof` on three runs of the compiled CLIs, each sample put in
 * one category by its stack (first match wins), plus for the step the wall time of each git
 * command (GIT_TRACE2_EVENT), since git runs in child processes the profile shows as idle.
 *
 * 1. a batch: `pdf-rename --no-llm --dry-run --jobs 1` on the corpus invoices 5 times (or the
 *    generated TrueType set when the corpus is absent);
 * 2. one file, whole process;
 * 3. one `ralph step` (fixing, an agent that exits at once) in a repository of 100,000 files
 *    (RALPH_PROFILE_FILES to change the size).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT, tempDir } from '../__tests__/helpers/pdfs.js'
import { benchCorpusDir } from './corpus.js'
import { liberationSans, makeEmbeddedFontPdf } from '../__tests__/helpers/font-pdfs.js'
import { benchPrd, makeStepRepo } from './step-repo.js'

const log = (message: string): void => void process.stderr.write(`profile.bench: ${message}\n`)
const STEP_FILES = Number(process.env.RALPH_PROFILE_FILES ?? 100_000)

interface CallFrame {
  functionName: string
  url: string
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

type Rule = [string, (frames: CallFrame[]) => boolean]

const inPdfjs = (f: CallFrame[], name: RegExp): boolean =>
  f.some(c => name.test(c.functionName) && /pdfjs-dist/.test(c.url))

/** Reading a file with pdf.js, split by what the work is for (text needs ToUnicode, not glyphs). */
const PDFJS_RULES: Rule[] = [
  [
    'pdf.js fonts: Font objects built without their program (fallbackToSystemFont: glyph maps for drawing)',
    f => inPdfjs(f, /^fallbackToSystemFont$/)
  ],
  [
    'pdf.js fonts: program conversion (fonts text still needs it for)',
    f => inPdfjs(f, /^(checkAndRepair|convert|wrap)$|CFF|Type1/)
  ],
  ['pdf.js fonts: CIDToGIDMap (drawing only)', f => inPdfjs(f, /^readCidToGidMap$/)],
  [
    'pdf.js fonts: ToUnicode CMaps (the text)',
    f => inPdfjs(f, /^(readToUnicode|mapBfRange|mapBfChar|parseCMap|buildToUnicode)$|CMap/)
  ],
  [
    'pdf.js fonts: other font loading',
    f =>
      inPdfjs(f, /^(loadFont|translateFont|extractDataStructures|preEvaluateFont|extractWidths)$/)
  ],
  [
    'decompressing streams (zlib, pdf.js decoders)',
    f =>
      /zlib|webstreams/.test(f[0]!.url) ||
      inPdfjs(f, /^(asyncGetBytes|asyncGetBytesFromDecompressionStream|readBlock)$/)
  ],
  [
    'pdf.js: content streams to text items (getTextContent)',
    f => inPdfjs(f, /^(getTextContent|buildTextContentItem|handleSetFont)$/)
  ],
  ['pdf.js: other (parsing, messages between its halves)', f => /pdfjs-dist/.test(f[0]!.url)]
]

/** Category of a sample from its stack, leaf first; the first rule that matches wins. */
const RULES: Rule[] = [
  ['garbage collection', f => f[0]!.functionName === '(garbage collector)'],
  ['idle (waiting for git, zlib threads, workers, I/O)', f => f[0]!.functionName === '(idle)'],
  ['loading and compiling modules', f => f.some(c => /node:internal\/modules\//.test(c.url))],
  ...PDFJS_RULES,
  [
    'heuristics (src/pdf/decide: rules, dates, category)',
    f => f.some(c => /\/pdf\/decide\//.test(c.url))
  ],
  [
    'PRD: parse, validate, check (loop/prd, schemas, jsonc)',
    f => f.some(c => /\/loop\/prd\/|\/schemas\/|jsonc-parser/.test(c.url))
  ],
  ['ajv (compiling or validating schemas)', f => f.some(c => /node_modules\/ajv/.test(c.url))],
  [
    '@napi-rs/canvas (loaded by pdf.js)',
    f => f.some(c => /@napi-rs\/canvas|dlopen/.test(`${c.url} ${c.functionName}`))
  ],
  ['git plumbing in node (src/git)', f => f.some(c => /\/git\//.test(c.url))],
  [
    'node start-up and bootstrap',
    f => f.some(c => /node:internal\/(bootstrap|main|process\/pre_execution)/.test(c.url))
  ],
  ['project code (lib/)', f => f.some(c => /\/lib\//.test(c.url))],
  ['other', () => true]
]

function categorize(profile: Profile): { total: number; rows: [string, number][] } {
  const nodes = new Map(profile.nodes.map(node => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const totals = new Map<string, number>()
  let total = 0
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0
    const frames: CallFrame[] = []
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      frames.push(nodes.get(at)!.callFrame)
    const [name] = RULES.find(([, test]) => test(frames))!
    totals.set(name, (totals.get(name) ?? 0) + dt)
    total += dt
  })
  const rows = [...totals].sort((a, b) => b[1] - a[1])
  return { total: total / 1000, rows: rows.map(([name, us]) => [name, us / 1000]) }
}

function profiled(
  label: string,
  argv: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {}
): string[] {
  const dir = tempDir('cpu-prof-').dir
  const started = performance.now()
  spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...argv], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, ...env }
  })
  const wall = performance.now() - started
  const file = readdirSync(dir).find(name => name.endsWith('.cpuprofile'))!
  const { total, rows } = categorize(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile)
  return [
    `#### ${label}`,
    '',
    `Wall ${wall.toFixed(0)} ms; main thread profiled ${total.toFixed(0)} ms.`,
    '',
    '| where | ms | share |',
    '|---|---:|---:|',
    ...rows
      .filter(([, ms]) => ms >= 0.01 * total)
      .map(([name, ms]) => `| ${name} | ${ms.toFixed(0)} | ${((100 * ms) / total).toFixed(0)} % |`),
    ''
  ]
}

/** argv without its `-c key=value` pairs: every command has the same safety settings. */
function withoutSettings(argv: string[]): string[] {
  const kept: string[] = []
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '-c') i++
    else kept.push(argv[i] as string)
  }
  return kept
}

/** Wall time per git command of one run, from a GIT_TRACE2_EVENT file (top-level processes). */
function gitTimes(trace: string): string[] {
  const events = readFileSync(trace, 'utf8')
    .trim()
    .split('\n')
    .map(
      line => JSON.parse(line) as { event: string; sid: string; argv?: string[]; t_abs?: number }
    )
  const argv = new Map<string, string>()
  const rows: [string, number][] = []
  for (const event of events) {
    if (event.sid.includes('/')) continue
    if (event.event === 'start')
      argv.set(
        event.sid,
        withoutSettings((event.argv ?? []).slice(1))
          .filter(a => !/^[0-9a-f]{40}$/.test(a))
          .join(' ')
      )
    if (event.event === 'exit') rows.push([argv.get(event.sid) ?? '?', event.t_abs ?? 0])
  }
  const sum = rows.reduce((s, [, t]) => s + t, 0)
  return [
    `Git commands (${rows.length}, ${sum.toFixed(2)} s in all, some in parallel):`,
    '',
    '| git command | s |',
    '|---|---:|',
    ...rows
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(
        ([command, t]) =>
          `| \`git ${command.slice(0, 90).replace(/\|/g, '\\|')}\` | ${t.toFixed(3)} |`
      ),
    ''
  ]
}

function stepRepository(parent: string, files: number): string {
  return makeStepRepo(files, { 'prd.json': benchPrd('fixing', 5, 'FIX') }, join(parent, 'repo'))
}

const work = tempDir('profile-bench-')
try {
  log('compiling lib/')
  execFileSync(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    { cwd: PROJECT_ROOT, stdio: 'inherit' }
  )
  const rename = join(PROJECT_ROOT, 'bin', 'pdf-rename.js')
  const batch = tempDir('batch-', work.dir).dir
  const invoices = join(benchCorpusDir(), 'invoices')
  let what: string
  if (existsSync(invoices)) {
    const names = readdirSync(invoices).filter(name => name.endsWith('.pdf'))
    for (let t = 0; t < 5; t++)
      for (const name of names) copyFileSync(join(invoices, name), join(batch, `${t}-${name}`))
    what = `the ${names.length} corpus invoices, each 5 times (under 64 files: read on the main thread, so the profile sees it)`
  } else {
    const font = liberationSans()
    for (let i = 0; i < 55; i++)
      writeFileSync(
        join(batch, `doc-${i}.pdf`),
        await makeEmbeddedFontPdf(
          [[`Rechnung Nr. ${i}`, `Rechnungsdatum: ${(i % 28) + 1}.03.2024`]],
          font
        )
      )
    what = '55 generated invoices (the corpus invoices are absent)'
  }
  const one = join(batch, readdirSync(batch).sort()[0]!)
  log('batch')
  const sections = [
    '## Where the time goes (bench/profile.bench.ts)',
    '',
    '`npm run bench -- profile`: `node --cpu-prof` on the compiled CLIs; each sample is put in',
    'the first category its stack matches. Absolute figures depend on the load of the machine;',
    'the shares are what to read.',
    '',
    ...profiled(
      `A batch: \`pdf-rename --no-llm --dry-run --jobs 1\` on ${what}`,
      [rename, '--no-llm', '--dry-run', '--jobs', '1', batch],
      PROJECT_ROOT
    )
  ]
  log('one file')
  sections.push(
    ...profiled(
      `One file, whole process: \`pdf-rename --no-llm --dry-run ${one.split('/').pop()}\``,
      [rename, '--no-llm', '--dry-run', one],
      PROJECT_ROOT
    )
  )
  log(`step at ${STEP_FILES} files: creating the repository`)
  const repo = stepRepository(work.dir, STEP_FILES)
  // tsc's lib/, not bin/ralph.js's bundle: the breakdown below sorts frames by source file.
  const ralph = join(PROJECT_ROOT, 'lib', 'cli', 'ralph-entry.js')
  const step = [
    ralph,
    'step',
    '--prd',
    'prd.json',
    '--mode',
    'fixing',
    '--agent',
    'command',
    '--agent-command',
    JSON.stringify(['install', '-D', '{prompt_file}', '{report_path}'])
  ]
  // The first step after a fresh commit builds caches (stat data, untracked cache); profile the second.
  spawnSync(process.execPath, step, { cwd: repo, stdio: 'ignore' })
  const trace = join(work.dir, 'trace2.json')
  log('step')
  sections.push(
    ...profiled(
      `One \`ralph step\` (fixing) in a repository of ${STEP_FILES.toLocaleString('en')} files`,
      step,
      repo,
      { GIT_TRACE2_EVENT: trace }
    )
  )
  sections.push(...gitTimes(trace))
  process.stdout.write(sections.join('\n') + '\n')
} finally {
  work.cleanup()
}
