/**
 * Secret-shaped values for the publish gate's tests, made at run time so that no key-shaped
 * text is ever committed: a GitHub token, an OpenAI key, a private key block (ASN.1 base64,
 * as secretlint checks), each with the rule the gate names and the random part that must
 * never appear in what the gate says.
 */
import { randomBytes } from 'node:crypto'

const alnum = (n: number): string =>
  randomBytes(n * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, n)

export interface SecretShape {
  kind: string
  value: string
  rule: string
  /** Text of the value no message may hold. */
  secret: string
}

export function secretShapes(): SecretShape[] {
  const github = alnum(36)
  const openai = [alnum(20), alnum(20)]
  const body = `MII${randomBytes(150).toString('base64')}`
  const pem = body.match(/.{1,64}/g)?.join('\n') ?? body
  return [
    {
      kind: 'a GitHub token',
      value: `ghp_${github}`,
      rule: 'github (GITHUB_TOKEN)',
      secret: github
    },
    {
      kind: 'an OpenAI key',
      value: `sk-${openai[0]}T3BlbkFJ${openai[1]}`,
      rule: 'openai (OPENAI_TOKEN)',
      secret: openai.join('')
    },
    {
      kind: 'a private key block',
      value: `-----BEGIN RSA PRIVATE KEY-----\n${pem}\n-----END RSA PRIVATE KEY-----`,
      rule: 'privatekey (PrivateKey)',
      secret: body
    }
  ]
}

/** A secret-env variable's value: nothing a scanner would know by its shape. */
export function namedSecret(): SecretShape {
  const value = `deploy-${alnum(24)}`
  return { kind: 'a secret-env value', value, rule: 'secret-env DEPLOY_KEY', secret: value }
}

/** Every 8-character piece of `secret`: none may appear in a message. */
export function piecesOf(secret: string): string[] {
  const pieces: string[] = []
  for (let i = 0; i + 8 <= secret.length; i += 4) pieces.push(secret.slice(i, i + 8))
  return pieces
}
