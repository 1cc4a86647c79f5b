/** The publish gate: size, secrets (a hit names rule and place, never the value), steering. */
import { lintSource } from '@secretlint/core'
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend'
import { readFileSync, statSync } from 'node:fs'
import { Repository } from '../../git/repository.js'
import { UsageError } from '../../settings/errors.js'
import { createdPath } from '../plan/paths.js'
import type { ProtectedFilesPolicy } from '../plan/policy.js'
import { steeringFiles, type SteeringFile } from '../scope.js'
import { pullRequestBody, pullRequestTitle } from './pr-body.js'
import type { Ready } from './verify.js'

export interface GateSettings {
  secretEnv: string[]
  maxPatchBytes: number
  maxPatchFiles: number
  protectedFiles: ProtectedFilesPolicy
}

/** Shorter values would match by chance: they are not searched for. */
const MIN_SECRET = 8

export function namedSecrets(names: readonly string[], env: NodeJS.ProcessEnv): NamedSecret[] {
  return names.map(name => {
    const value = env[name] ?? ''
    if (value.length >= MIN_SECRET) return { name, value }
    throw new UsageError(
      `secret-env names ${name}, which ${value === '' ? 'is not set' : `has fewer than ${MIN_SECRET} characters, too few to look for,`} in the publish's environment. ` +
        `Give the publish step the variable (env: ${name}: \${{ secrets.${name} }}), or take it out of secret-env.`
    )
  })
}

type GateReason = 'secret in output' | 'patch too large' | 'protected file'

export type GateVerdict =
  /** Publish; `review` lists the steering files its pull request must show (policy review). */
  | { kind: 'clear'; review: SteeringFile[] }
  | { kind: 'refused'; reason: GateReason; found: string[]; fix: string }

/** Size first (a huge patch is not read), then secrets, then the files that steer later runs. */
export async function gate(
  git: Repository,
  item: Ready,
  settings: GateSettings,
  secrets: NamedSecret[]
): Promise<GateVerdict> {
  const { bundle, story, paths } = item
  const sized = sizeVerdict(statSync(bundle.patchFile).size, paths.length, settings)
  if (sized) return sized
  const hits = await scanSecrets(await publicTexts(git, item), secrets)
  const fixBranch = bundle.outcome.kind === 'pass' && story.mode === 'fixing'
  return (
    secretVerdict(hits) ?? steeringVerdict(steeringFiles(paths), settings.protectedFiles, fixBranch)
  )
}

async function publicTexts(git: Repository, item: Ready): Promise<PublicText[]> {
  const { bundle, story, tree, paths } = item
  const { texts, binary } = patchAdditions(readFileSync(bundle.patchFile, 'utf8'))
  // Binary content is read whole from the tree git applied, by the paths git reports (not the
  // patch's headers, which a forger writes).
  const read = binary ? paths.filter(path => !texts.some(text => text.place === path)) : []
  for (const path of read) texts.push({ place: path, text: (await git.fileAt(tree, path)) ?? '' })
  const { outcome, manifest } = bundle
  if (outcome.agent.lastMessage)
    texts.push({ place: 'last message', text: outcome.agent.lastMessage })
  texts.push({ place: 'events.jsonl', text: bundle.events })
  const pr = pullRequestBody({
    story,
    outcome: asPublished(outcome, item),
    branch: '',
    base: { branch: '', sha: manifest.base },
    head: '',
    runUrl: undefined
  })
  texts.push({ place: 'pull request', text: `${pullRequestTitle(story)}\n${pr}` })
  return texts
}

/**
 * An outcome as its pull request shows it: the paths git applied and the story's own report
 * path, not the lists the bundle claims (a forger writes those). The gate scans this text.
 */
export function asPublished<T extends object>(
  outcome: T,
  { story, paths }: Pick<Ready, 'story' | 'paths'>
): T & { writes: string[]; reportPath: string } {
  return { ...outcome, writes: paths, reportPath: createdPath(story) ?? '' }
}

const MIB = 1024 * 1024
const figure = (n: number): string => n.toLocaleString('en-US')
const size = (bytes: number): string =>
  bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`

export function sizeVerdict(
  patchBytes: number,
  files: number,
  settings: Pick<GateSettings, 'maxPatchBytes' | 'maxPatchFiles'>
): GateVerdict | undefined {
  if (patchBytes <= settings.maxPatchBytes && files <= settings.maxPatchFiles) return undefined
  return {
    kind: 'refused',
    reason: 'patch too large',
    found: [
      `the patch has ${size(patchBytes)} (${figure(patchBytes)} bytes); max-patch-bytes is ${figure(settings.maxPatchBytes)}`,
      `it changes ${figure(files)} files; max-patch-files is ${figure(settings.maxPatchFiles)}`
    ],
    fix: 'Split the story into smaller ones, or raise max-patch-bytes / max-patch-files if a change this large is expected.'
  }
}

export function secretVerdict(hits: readonly SecretHit[]): GateVerdict | undefined {
  if (hits.length === 0) return undefined
  return {
    kind: 'refused',
    reason: 'secret in output',
    found: hits.map(hit => `${hit.rule} in ${hit.place} line ${hit.line}`),
    fix:
      'Treat each secret found as exposed to the agent job and rotate it; the bundle artifact shows where it came from. ' +
      'A key-shaped test fixture in scope can carry a `secretlint-disable-line` comment.'
  }
}

/** `fixBranch`: the change goes to a branch of its own (a fixing story), where it can be reviewed. */
export function steeringVerdict(
  steering: SteeringFile[],
  policy: ProtectedFilesPolicy,
  fixBranch: boolean
): GateVerdict {
  if (steering.length === 0 || policy === 'allow') return { kind: 'clear', review: [] }
  if (policy === 'review' && fixBranch) return { kind: 'clear', review: steering }
  return {
    kind: 'refused',
    reason: 'protected file',
    found: steering.map(file => `${file.path} (${file.what}) steers later runs`),
    fix:
      policy === 'refuse'
        ? "protected-files is 'refuse': make this change by hand, or set protected-files: review to get it as a draft pull request."
        : 'protected-files is review, but this story writes no fix branch to review it on (only fixing stories do): make the change by hand, or set protected-files: allow.'
  }
}

export function refusalText(verdict: Extract<GateVerdict, { kind: 'refused' }>): string {
  return `${verdict.reason}: ${verdict.found.join('; ')}. ${verdict.fix}`
}

/** A patch that git applied adds text only in `@@` hunks under `diff --git`. */
export function patchAdditions(patch: string): { texts: PublicText[]; binary: boolean } {
  const files: Array<{ place: string; added: string[]; lines: number[] }> = []
  let binary = false
  let file: (typeof files)[number] | undefined
  let inHunk = false
  let next = 0
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      file = { place: headerPath(line.slice(11)), added: [], lines: [] }
      files.push(file)
      inHunk = false
      continue
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
    if (file === undefined) continue
    if (hunk) {
      inHunk = true
      next = Number(hunk[1])
    } else if (!inHunk && line === 'GIT binary patch') binary = true
    else if (inHunk && line.startsWith('+')) {
      file.added.push(line.slice(1))
      file.lines.push(next++)
    } else if (inHunk && line.startsWith(' ')) next++
  }
  const texts = files
    .filter(f => f.added.length > 0)
    .map(f => ({ place: f.place, text: f.added.join('\n'), lines: f.lines }))
  return { texts, binary }
}

/** `a/P b/P` (no renames: the same path twice), or git's C-quoted form `"a/P" "b/P"`. */
function headerPath(rest: string): string {
  if (!rest.startsWith('"')) return rest.slice(2, 2 + (rest.length - 5) / 2)
  const bytes: number[] = []
  const escapes: Record<string, string> = {
    n: '\n',
    t: '\t',
    '"': '"',
    '\\': '\\',
    a: '\x07',
    b: '\b',
    f: '\f',
    r: '\r',
    v: '\v'
  }
  for (let i = 1; i < rest.length && rest[i] !== '"'; i++) {
    const char = rest[i] as string
    if (char !== '\\') bytes.push(...Buffer.from(char))
    else if (/[0-7]/.test(rest[i + 1] ?? '')) {
      bytes.push(parseInt(rest.slice(i + 1, i + 4), 8))
      i += 3
    } else bytes.push(...Buffer.from(escapes[rest[++i] ?? ''] ?? ''))
  }
  return Buffer.from(bytes).toString('utf8').slice(2)
}

export interface PublicText {
  /** A file path, or what the text is ('last message', 'pull request'). */
  place: string
  text: string
  /** Each line's number, where not counted from 1 (added lines of a patch). */
  lines?: readonly number[]
}

interface SecretHit {
  rule: string
  place: string
  line: number
}

export interface NamedSecret {
  name: string
  value: string
}

const CONFIG = {
  rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }]
}

/**
 * One secretlint pass over all the texts joined (each pass builds every rule anew: per file,
 * 200 files cost a second), a blank line between texts; each joined line maps back to its place.
 */
export async function scanSecrets(
  texts: readonly PublicText[],
  named: readonly NamedSecret[]
): Promise<SecretHit[]> {
  const where: Array<{ place: string; line: number }> = []
  const joined: string[] = []
  for (const { place, text, lines } of texts) {
    text.split('\n').forEach((content, index) => {
      joined.push(content)
      where.push({ place, line: lines?.[index] ?? index + 1 })
    })
    joined.push('')
    where.push({ place, line: 0 })
  }
  // Ends in a newline: a last line without one escapes secretlint-disable-line (12.0.0).
  const content = joined.join('\n')
  const at = (line: number): { place: string; line: number } =>
    where[line - 1] ?? { place: '?', line }
  const linted = await lintSource({
    source: { filePath: 'published text', content, contentType: 'text' },
    options: { config: CONFIG, maskSecrets: true, noPhysicFilePath: true }
  })
  const hits: SecretHit[] = linted.messages.map(message => ({
    rule: `${message.ruleId.replace('@secretlint/secretlint-rule-', '')} (${message.messageId})`,
    ...at(message.loc.start.line)
  }))
  for (const { name, value } of named) {
    let line = 1
    let counted = 0
    for (let i = content.indexOf(value); i !== -1; i = content.indexOf(value, i + 1)) {
      for (; counted < i; counted++) if (content[counted] === '\n') line++
      hits.push({ rule: `secret-env ${name}`, ...at(line) })
    }
  }
  return hits
}
