/**
 * Generates the inputs and outputs tables of docs/action.md from action.yml, between the
 * markers `<!-- action-docs:inputs -->` … `<!-- /action-docs:inputs -->` (and `outputs`).
 * `npm run docs:action` rewrites the file; `-- --check` only reports drift (exit 1).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load } from 'js-yaml'
import { format, resolveConfig } from 'prettier'

interface ActionInput {
  description?: string
  required?: boolean
  default?: string
}

interface ActionManifest {
  inputs?: Record<string, ActionInput>
  outputs?: Record<string, { description?: string }>
}

function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim()
}

export function inputsTable(manifest: ActionManifest): string {
  const rows = Object.entries(manifest.inputs ?? {}).map(([name, input]) => {
    const fallback = input.required
      ? '_required_'
      : input.default
        ? `\`${cell(input.default)}\``
        : "''"
    return `| \`${name}\` | ${fallback} | ${cell(input.description ?? '')} |`
  })
  return ['| Input | Default | Description |', '| --- | --- | --- |', ...rows].join('\n')
}

export function outputsTable(manifest: ActionManifest): string {
  const rows = Object.entries(manifest.outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description ?? '')} |`
  )
  return ['| Output | Description |', '| --- | --- |', ...rows].join('\n')
}

function replaceBetween(doc: string, marker: string, content: string): string {
  const open = `<!-- action-docs:${marker} -->`
  const close = `<!-- /action-docs:${marker} -->`
  const start = doc.indexOf(open)
  const end = doc.indexOf(close)
  if (start < 0 || end < start)
    throw new Error(
      `docs/action.md lacks the markers ${open} … ${close}. Add them where the table goes.`
    )
  return doc.slice(0, start + open.length) + '\n\n' + content + '\n\n' + doc.slice(end)
}

/**
 * The document with both tables regenerated from the manifest's text, formatted by prettier
 * (which aligns the columns) so `npm run lint` and the drift check agree.
 */
export async function renderActionDocs(
  actionYml: string,
  doc: string,
  docPath: string
): Promise<string> {
  const manifest = load(actionYml) as ActionManifest
  const withInputs = replaceBetween(doc, 'inputs', inputsTable(manifest))
  const next = replaceBetween(withInputs, 'outputs', outputsTable(manifest))
  const options = (await resolveConfig(docPath)) ?? {}
  return format(next, { ...options, filepath: docPath })
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.cwd()
  const docPath = join(root, 'docs', 'action.md')
  const current = readFileSync(docPath, 'utf8')
  const next = await renderActionDocs(
    readFileSync(join(root, 'action.yml'), 'utf8'),
    current,
    docPath
  )
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('docs/action.md differs from action.yml: run npm run docs:action')
      process.exitCode = 1
    }
  } else if (next !== current) {
    writeFileSync(docPath, next)
    console.log('docs/action.md updated')
  }
}
