/**
 * The `path` values of `[include]` and `[includeIf "…"]` sections of one git config file, read
 * as git reads them. An agent that can write the config picks the syntax, so every form git
 * accepts counts: a key on the header's own line (`[include] path = x`), a value continued with
 * a trailing backslash, quotes, escapes, and `#` or `;` inside quotes.
 */
export function includePaths(configText: string): string[] {
  const found: string[] = []
  let including = false
  for (const logical of logicalLines(configText)) {
    let line = logical
    const header = /^\s*\[([^\]]*)\](.*)$/s.exec(line)
    if (header) {
      including = isIncludeSection(header[1] ?? '')
      line = header[2] ?? ''
    }
    const entry = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=(.*)$/s.exec(line)
    if (!including || !entry || entry[1]?.toLowerCase() !== 'path') continue
    const value = configValue(entry[2] ?? '')
    if (value !== '') found.push(value)
  }
  return found
}

/** `[include]` (no subsection) or `[includeIf "condition"]` (old syntax `[includeIf.condition]`). */
function isIncludeSection(header: string): boolean {
  const parts = /^\s*([A-Za-z0-9-]+)(?:\s+"(.*)"|\.(\S+))?\s*$/.exec(header)
  if (!parts) return false
  const name = (parts[1] ?? '').toLowerCase()
  const subsection = parts[2] ?? parts[3]
  return name === 'include'
    ? subsection === undefined
    : name === 'includeif' && subsection !== undefined
}

/** Physical lines joined where one ends in an unescaped backslash (git's continuation). */
function logicalLines(text: string): string[] {
  const lines: string[] = []
  let pending = ''
  for (const raw of text.split(/\r?\n/)) {
    const trailing = /\\*$/.exec(raw)?.[0].length ?? 0
    if (trailing % 2 === 1) {
      pending += raw.slice(0, -1)
      continue
    }
    lines.push(pending + raw)
    pending = ''
  }
  if (pending !== '') lines.push(pending)
  return lines
}

/** A value as git reads it: quotes removed, escapes applied, a comment outside quotes dropped,
 * whitespace outside quotes trimmed at both ends and kept inside. */
function configValue(text: string): string {
  let value = ''
  let spaces = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (!quoted && (c === '#' || c === ';')) break
    if (!quoted && (c === ' ' || c === '\t')) {
      if (value !== '') spaces += c
      continue
    }
    value += spaces
    spaces = ''
    if (c === '"') quoted = !quoted
    else if (c === '\\' && i + 1 < text.length) value += unescape(text[++i] as string)
    else value += c
  }
  return value
}

function unescape(c: string): string {
  return c === 'n' ? '\n' : c === 't' ? '\t' : c === 'b' ? '\b' : c
}
