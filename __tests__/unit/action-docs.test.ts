import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { renderActionDocs } from '../../scripts/action-docs.js'
import { COMMANDS, readSettings } from '../../src/action/inputs.js'
import { usage as runUsage } from '../../src/cli/commands/run.js'
import { usage as stepUsage } from '../../src/cli/commands/step.js'
import { AGENT_NAMES } from '../../src/loop/agent/adapters/index.js'

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
    const read = new Set<string>()
    for (const command of COMMANDS)
      readSettings(name => {
        read.add(name)
        return { command, 'bundle-path': 'bundles' }[name] ?? ''
      })
    expect([...read].sort()).toEqual(Object.keys(manifest.inputs).sort())
  })

  it('names the agents of the adapters, and no other, in action.yml and docs/step.md', () => {
    const manifest = load(actionYml) as { inputs: Record<string, { description: string }> }
    const quoted = (text: string) => [...text.matchAll(/`([a-z]+)`/g)].map(m => m[1])
    expect(quoted(manifest.inputs.agent!.description)).toEqual(AGENT_NAMES)
    const step = readFileSync(join(root, 'docs', 'step.md'), 'utf8')
    const adapters = step.slice(
      step.indexOf('| Adapter'),
      step.indexOf('\n\n', step.indexOf('| Adapter'))
    )
    const rows = adapters
      .split('\n')
      .slice(2)
      .map(row => /^\| `([a-z]+)`/.exec(row)?.[1])
    expect(rows).toEqual(AGENT_NAMES)
  })

  it("lists every flag of 'ralph step' and 'ralph run' in docs/step.md's table, and nothing else", () => {
    const step = readFileSync(join(root, 'docs', 'step.md'), 'utf8')
    const table = step.slice(step.indexOf('| Flag '), step.indexOf('\n\n', step.indexOf('| Flag ')))
    const documented = [...table.matchAll(/^\| `(--[a-z-]+)/gm)].map(m => m[1]).sort()
    const usage = stepUsage + runUsage
    const offered = [...new Set(usage.match(/^ {2}--[a-z-]+/gm)!.map(flag => flag.trim()))].sort()
    expect(documented).toEqual(offered)
  })
})
