import { spawnSync } from 'node:child_process'
import { tsArgs } from '../helpers/child.js'
import { PROJECT_ROOT } from '../helpers/fixtures.js'

it('npm run demo shows the Ralph loop, then the PDF inbox renamed and undone', () => {
  const env = { ...process.env }
  for (const name of Object.keys(env)) if (/KEY|TOKEN|SECRET/i.test(name)) delete env[name]
  const result = spawnSync(process.execPath, tsArgs('examples/demo.ts'), {
    cwd: PROJECT_ROOT,
    env,
    encoding: 'utf8'
  })
  // stderr holds the start of each attempt (not a terminal: no line redrawn), no warning.
  expect(result.stderr.split('\n').filter(line => line !== '' && !line.startsWith('RUN '))).toEqual(
    []
  )
  expect(result.stderr).toContain('RUN DEMO-002 (attempt 2 of 2) with command, timeout 60 s\n')
  expect(result.status).toBe(0)
  const out = result.stdout
  expect(out).toContain('PASS DEMO-001 (attempt 1): report .ralph/reports/DEMO-001.md\n')
  expect(out).toContain(
    'FAIL DEMO-002 (attempt 1 of 2): scope violation: README.md (outside the story\'s scope ["src/**"])\n  reverted 3 write(s); patch: .runtime/attempts/DEMO-002-1.patch\n'
  )
  expect(out).toContain('PASS DEMO-002 (attempt 2)')
  expect(out).toContain('SKIP DEMO-003 after 2 failed attempts')
  expect(out).toContain('<promise>COMPLETE</promise>')
  expect(out).toContain('# Demo project\n')
  expect(out).toMatch(/story_skip {7}DEMO-003/)
  expect(out).toContain("prd.json: the events reproduce every story's status")

  // The inbox: each document's date and category, the scan read by OCR, the commit, the undo.
  const inbox = out.slice(out.indexOf('=== The document inbox ==='))
  expect(inbox).toMatch(/\n {2}inbox\/scan0023\.pdf -> archive\/20240314-invoice-[a-z0-9-]+\.pdf\n/)
  expect(inbox).toMatch(
    /\n {2}inbox\/Brief Stadtwerke\.pdf -> archive\/20240304-letter-[a-z0-9-]+\.pdf\n/
  )
  expect(inbox).toMatch(
    /\n {2}inbox\/IMG_0042\.PDF -> archive\/20240205-invoice-[a-z0-9-]+\.pdf\n {6}OCR, /
  )
  expect(inbox).toContain('left: inbox/notes.txt: not a PDF')
  expect(inbox).toContain('\npdf-rename: 3 files\n')
  expect(inbox).toMatch(
    /\n {2}restored archive\/20240205-invoice-[a-z0-9-]+\.pdf -> inbox\/IMG_0042\.PDF\n/
  )
  expect(inbox).toContain(
    '$ ls inbox   (the names restored)\ninbox/Brief Stadtwerke.pdf\ninbox/IMG_0042.PDF\ninbox/notes.txt\ninbox/scan0023.pdf\n'
  )
})
