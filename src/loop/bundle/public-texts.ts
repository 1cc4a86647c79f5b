/**
 * Everything a publish would make public from one bundle, as text to scan: what its patch
 * adds (file and line; the report is among them, and verify checked the report part is the
 * same bytes), the new content of files it changes as binary, the agent's last message, the
 * event lines of the status commit, and the pull request's title and body.
 */
import { readFileSync } from 'node:fs'
import { Repository } from '../../git/repository.js'
import { pullRequestBody, pullRequestTitle } from './pr-body.js'
import { createdPath } from '../plan/paths.js'
import { patchAdditions } from './gate.js'
import type { Ready } from './publish.js'
import type { PublicText } from './secret-scan.js'

export async function publicTexts(top: string, item: Ready): Promise<PublicText[]> {
  const { bundle, story, tree, paths } = item
  const { texts, binary } = patchAdditions(readFileSync(bundle.patchFile, 'utf8'))
  // With binary content, every changed path without added text lines is read whole from the
  // tree git applied, by the paths git reports (not the patch's headers, which a forger writes).
  const read = binary ? paths.filter(path => !texts.some(text => text.place === path)) : []
  const repo = new Repository(top)
  for (const path of read) texts.push({ place: path, text: (await repo.fileAt(tree, path)) ?? '' })
  const { outcome, manifest } = bundle
  if (outcome.agent.lastMessage)
    texts.push({ place: 'last message', text: outcome.agent.lastMessage })
  texts.push({ place: 'events.jsonl', text: bundle.events })
  const pr = pullRequestBody({
    story,
    writes: paths,
    reportPath: createdPath(story) ?? '',
    attempt: manifest.attempt,
    branch: '',
    base: { branch: '', sha: manifest.base },
    head: '',
    runUrl: undefined,
    agent: outcome.agent
  })
  texts.push({ place: 'pull request', text: `${pullRequestTitle(story)}\n${pr}` })
  return texts
}
