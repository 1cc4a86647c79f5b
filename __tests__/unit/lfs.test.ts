import { classifyInboxFile, HEAD_BYTES, parseLfsPointer } from '../../src/pdf/inbox/inbox.js'

const OID = 'sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393'
const V1 = 'version https://git-lfs.github.com/spec/v1'
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text)

describe('parseLfsPointer', () => {
  it.each<[string, string, { oid: string; size: number } | null]>([
    ['a canonical v1 pointer', `${V1}\noid ${OID}\nsize 12345\n`, { oid: OID, size: 12345 }],
    ['no trailing newline', `${V1}\noid ${OID}\nsize 7`, { oid: OID, size: 7 }],
    ['CRLF line ends (autocrlf)', `${V1}\r\noid ${OID}\r\nsize 7\r\n`, { oid: OID, size: 7 }],
    [
      'an extension key kept by git-lfs',
      `${V1}\next-0-foo sha256:${'a'.repeat(64)}\noid ${OID}\nsize 0\n`,
      { oid: OID, size: 0 }
    ],
    [
      'the pre-release hawser version',
      `version https://hawser.github.com/spec/v1\noid ${OID}\nsize 3\n`,
      { oid: OID, size: 3 }
    ],
    ['a PDF header', '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n', null],
    ['empty', '', null],
    ['version not first', `oid ${OID}\n${V1}\nsize 1\n`, null],
    [
      'an unknown spec version',
      `version https://git-lfs.github.com/spec/v2\noid ${OID}\nsize 1\n`,
      null
    ],
    ['oid not sha256', `${V1}\noid md5:${'a'.repeat(32)}\nsize 1\n`, null],
    ['oid too short', `${V1}\noid sha256:abc\nsize 1\n`, null],
    [
      'oid in upper case',
      `${V1}\noid ${OID.toUpperCase().replace('SHA256', 'sha256')}\nsize 1\n`,
      null
    ],
    ['size missing', `${V1}\noid ${OID}\n`, null],
    ['size negative', `${V1}\noid ${OID}\nsize -1\n`, null],
    ['size with a leading zero', `${V1}\noid ${OID}\nsize 012\n`, null],
    ['a duplicate key', `${V1}\noid ${OID}\noid ${OID}\nsize 1\n`, null],
    ['two spaces after a key', `${V1}\noid  ${OID}\nsize 1\n`, null],
    ['prose that mentions the spec', `See ${V1}\noid ${OID}\nsize 1\n`, null]
  ])('%s', (_name, text, expected) => {
    expect(parseLfsPointer(bytes(text))).toEqual(expected)
  })

  it('does not read past the size git-lfs accepts for a pointer', () => {
    const padded = `${V1}\nextra ${'x'.repeat(HEAD_BYTES)}\noid ${OID}\nsize 1\n`
    expect(parseLfsPointer(bytes(padded))).toBeNull()
  })

  it('names the file and the checkout fix in the message', () => {
    const head = bytes(`${V1}\noid ${OID}\nsize 12345\n`)
    const file = { path: 'inbox/scan.pdf', kind: 'file' as const, size: head.length, head }
    const message = classifyInboxFile(file, {
      inbox: 'inbox',
      archive: 'archive',
      recursive: false
    })?.message
    expect(message).toBe(
      `inbox/scan.pdf is a Git LFS pointer (${OID}, 12345 bytes), not the PDF itself. ` +
        'Check out with LFS content: set `lfs: true` on actions/checkout in the workflow.'
    )
  })
})
