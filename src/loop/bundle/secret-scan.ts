/**
 * Secrets in what a publish would make public: secretlint's recommended rules (token shapes of
 * GitHub, OpenAI, Anthropic, AWS, private key blocks, …) plus the exact values of variables
 * the publish job names. A hit names the rule and the place, never the value.
 */
import { lintSource } from '@secretlint/core'
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend'

export interface PublicText {
  /** A file path, or what the text is ('last message', 'pull request'). */
  place: string
  text: string
  /** Each line's number, where not counted from 1 (added lines of a patch). */
  lines?: readonly number[]
}

export interface SecretHit {
  /** The secretlint rule and message id, or `secret-env NAME`. */
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
