#!/usr/bin/env node
/**
 * DEMO AGENT — NOT A CODING AGENT.
 *
 * A stand-in used by `npm run demo` (examples/demo.ts) through `ralph --agent command`, so the
 * demo runs without network or API keys. It reads the prompt on stdin like a real agent,
 * then follows a fixed script per story to show what the runner does with each outcome:
 *
 *   DEMO-001  writes its report                               -> pass
 *   DEMO-002  first edits src/ and README.md (out of scope)   -> scope violation, reverted
 *             then, on its second attempt, stays in scope     -> pass
 *   DEMO-003  never writes its report                         -> fail, fail, skipped
 *
 * Arguments (from the --agent-command template): {story_id} {report_path}. It counts its
 * attempts from the story's `attempts` in prd.json (it runs confined: the checkout is all it
 * may write, so it keeps no state of its own).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

const [story, report] = process.argv.slice(2)
const prompt = readFileSync(0, 'utf8')
if (!story || !report || prompt.trim() === '') {
  process.stderr.write('demo agent: expected {story_id} {report_path} and a prompt\n')
  process.exit(2)
}

const prd = JSON.parse(readFileSync('prd.json', 'utf8'))
const attempt = (prd.stories.find(entry => entry.id === story)?.attempts ?? 0) + 1

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

process.stdout.write(`demo agent: ${story}, attempt ${attempt}, prompt of ${prompt.length} bytes\n`)
switch (story) {
  case 'DEMO-001':
    write(report, '# Inventory\n\n- src/greet.js: the greeting\n- README.md: the readme\n')
    break
  case 'DEMO-002':
    write('src/greet.js', 'export const greet = name => `Hello, ${name}!`\n')
    if (attempt === 1) write('README.md', '# Rewritten by an overeager agent\n')
    write(report, `# Fix\n\nsrc/greet.js now greets by name (attempt ${attempt}).\n`)
    break
  default:
    process.stdout.write('demo agent: (forgets to write the report)\n')
}
