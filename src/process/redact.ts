/** Redaction of stored agent output: known token shapes, secret assignments, known values. */

const MASK = '[REDACTED]'

const PATTERNS: Array<[RegExp, string]> = [
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, MASK],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${MASK}`],
  [/\bsk-[A-Za-z0-9_-]{8,}/g, MASK],
  [/\bgh[pousr]_[A-Za-z0-9]{16,}/g, MASK],
  [/\bgithub_pat_[A-Za-z0-9_]{16,}/g, MASK],
  [/\bAKIA[0-9A-Z]{16}\b/g, MASK],
  [
    /\b([A-Za-z_][A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL)[A-Za-z0-9_]*)(\s*[=:]\s*)("[^"\n]*"|'[^'\n]*'|[^\s"']+)/gi,
    `$1$2${MASK}`
  ]
]

/** Replaces secrets in `text`; `known` are literal values (for example from the environment). */
export function redact(text: string, known: readonly string[] = []): string {
  let out = text
  const literals = [...new Set(known)].filter(value => value.length >= 6)
  literals.sort((a, b) => b.length - a.length)
  for (const value of literals) out = out.split(value).join(MASK)
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement)
  return out
}
