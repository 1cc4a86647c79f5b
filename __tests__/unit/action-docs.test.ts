import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { renderActionDocs } from '../../scripts/action-docs.js'

const root = join(import.meta.dirname ?? process.cwd(), '..', '..')
const actionYml = readFileSync(join(root, 'action.yml'), 'utf8')
const docPath = join(root, 'docs', 'action.md')
const doc = readFileSync(docPath, 'utf8')

describe('docs/action.md', () => {
  it('has the inputs and outputs tables of action.yml (run npm run docs:action)', async () => {
    expect(await renderActionDocs(actionYml, doc, docPath)).toBe(doc)
  })

  it('would notice a new input', async () => {
    const changed = actionYml.replace(
      '\noutputs:',
      '  new-input:\n    description: Something new.\n    default: x\n\noutputs:'
    )
    const rendered = await renderActionDocs(changed, doc, docPath)
    expect(rendered).not.toBe(doc)
    expect(rendered).toMatch(/\| `new-input` +\| `x` +\| Something new\. +\|/)
  })

  it('documents every input the action reads, and nothing else', () => {
    const manifest = load(actionYml) as { inputs: Record<string, unknown> }
    const source = readFileSync(join(root, 'src', 'action', 'inputs.ts'), 'utf8')
    const read = new Set([...source.matchAll(/\(input, '([a-z-]+)'/g)].map(m => m[1]))
    // The engine's reading, OCR and model settings go through the shared parser, by this list.
    const pdfInputs = /const PDF_INPUTS = \[([^\]]*)\]/.exec(source)?.[1] ?? ''
    for (const match of pdfInputs.matchAll(/'([a-z-]+)'/g)) read.add(match[1])
    read.add('github-token')
    expect([...read].sort()).toEqual(Object.keys(manifest.inputs).sort())
  })
})
