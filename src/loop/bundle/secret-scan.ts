/**
 * Secrets in what a publish would make public: secretlint's recommended rules (token shapes of
 * GitHub, OpenAI, Anthropic, AWS, private key blocks, …) plus the exact values of variables
 * the publish job names. A hit names the rule and the place, never the value.
 */
import { lintSource } from '@secretlint/core'
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend'

/** One text that would become public, and where it is. */
export interface PublicText {
  /** A file path, or what the text is ('last message', 'pull request'). */
  place: string
  text: string
  /** The line number of each line of `text` where it is not the count from 1 (added lines of a patch). */
  lines?: readonly number[]
}

export interface SecretHit {
  /** The secretlint rule and message id, or `secret-env NAME`. */
  rule: string
  place: string
  line: number
}

/** A named secret's value, from `secret-env`. */
export interface NamedSecret {
  name: string
  value: string
}

const CONFIG = {
  rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }]
}

export async function scanSecrets(
  texts: readonly PublicText[],
  named: readonly NamedSecret[]
): Promise<SecretHit[]> {
  const hits: SecretHit[] = []
  for (const { place, text, lines } of texts) {
    const lineOf = (index: number): number => lines?.[index - 1] ?? index
    const linted = await lintSource({
      // A last line without its newline escapes secretlint-disable-line (secretlint 12.0.0).
      source: { filePath: place, content: `${text}\n`, contentType: 'text' },
      options: { config: CONFIG, maskSecrets: true, noPhysicFilePath: true }
    })
    for (const message of linted.messages) {
      const rule = message.ruleId.replace('@secretlint/secretlint-rule-', '')
      hits.push({
        rule: `${rule} (${message.messageId})`,
        place,
        line: lineOf(message.loc.start.line)
      })
    }
    for (const { name, value } of named)
      for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1))
        hits.push({
          rule: `secret-env ${name}`,
          place,
          line: lineOf(text.slice(0, at).split('\n').length)
        })
  }
  return hits
}
