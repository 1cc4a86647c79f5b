import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree,
  type FormattingOptions,
  type Node
} from 'jsonc-parser'
import { readFile } from 'node:fs/promises'
import { writeFileAtomic } from '../record/atomic.js'
import { parsePrdText } from './prd.js'
import { RUNNER_OWNED_FIELDS, type Prd, type StoryPatch } from '../types.js'

/** Matches the file's own indentation and line endings (2 spaces and LF for ours). */
function formatting(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  '
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n'
  }
}

/** Pure: every other byte stays; `null` removes a field; new fields go at the story's end. */
export function applyStoryPatch(text: string, storyId: string, patch: StoryPatch): string {
  const foreign = Object.keys(patch).filter(
    key => !(RUNNER_OWNED_FIELDS as readonly string[]).includes(key)
  )
  if (foreign.length > 0)
    throw new Error(
      `Cannot patch ${foreign.map(key => `'${key}'`).join(', ')} of story '${storyId}': ` +
        `only the runner-owned fields ${RUNNER_OWNED_FIELDS.join(', ')} may change.`
    )
  const list = findNodeAtLocation(parseTree(text) as Node, ['stories'])
  const stories = list?.type === 'array' ? (list.children ?? []) : []
  const ids = stories.map(node => findNodeAtLocation(node, ['id'])?.value as unknown)
  const matching = stories.filter((_, index) => ids[index] === storyId)
  const story = matching[0]
  if (story === undefined || matching.length > 1)
    throw new Error(
      story === undefined
        ? `No story with id '${storyId}' in the PRD. Expected one of: ${ids.map(String).join(', ')}.`
        : `Story id '${storyId}' occurs ${matching.length} times in the PRD; ids must be unique.`
    )
  const formattingOptions = formatting(text)
  const lineStart = text.lastIndexOf('\n', story.offset - 1) + 1
  const indent = text.slice(lineStart, story.offset)
  // The story alone, behind its own line's indentation, formats as it does inside the file,
  // so each key's edit re-reads one story rather than the whole PRD.
  const alone = /^[ \t]*$/.test(indent)
  const start = alone ? lineStart : 0
  const end = alone ? story.offset + story.length : text.length
  const path = alone ? [] : ['stories', stories.indexOf(story)]
  let part = text.slice(start, end)
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const edits = modify(part, [...path, key], value === null ? undefined : value, {
      formattingOptions
    })
    part = applyEdits(part, edits)
  }
  return text.slice(0, start) + part + text.slice(end)
}

/** Patches one story of the PRD file, atomically and only into a valid PRD; under the lock. */
export async function updateStory(
  prdPath: string,
  storyId: string,
  patch: StoryPatch
): Promise<Prd> {
  const text = await readFile(prdPath, 'utf8')
  const next = applyStoryPatch(text, storyId, patch)
  const checked = parsePrdText(next, prdPath)
  if (checked.kind !== 'ok')
    throw new Error(
      `Refusing to write ${prdPath}: the patch of story '${storyId}' would make it invalid: ` +
        checked.problems.map(p => `${p.pointer}: ${p.message}`).join('; ')
    )
  if (next !== text) await writeFileAtomic(prdPath, next)
  return checked.prd
}
