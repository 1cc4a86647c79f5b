import {
  type InboxLayout,
  type ListedFile,
  displayPath,
  normalizeFolder,
  commitMessage,
  selectInbox
} from '../../src/pdf/inbox/inbox.js'

const encode = (text: string): Uint8Array => new TextEncoder().encode(text)
const PDF = encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')
const POINTER = encode(
  'version https://git-lfs.github.com/spec/v1\n' +
    'oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n'
)

const pdf = (path: string): ListedFile => ({ path, kind: 'file', size: 4000, head: PDF })
const file = (path: string, head: Uint8Array, kind: ListedFile['kind'] = 'file'): ListedFile => ({
  path,
  kind,
  size: head.length,
  head
})
const flat: InboxLayout = { inbox: 'inbox', archive: 'archive', recursive: false }

describe('selectInbox: one file at a time', () => {
  it.each<[string, ListedFile, string | null]>([
    ['a PDF', pdf('inbox/scan0023.pdf'), null],
    ['upper-case extension', pdf('inbox/SCAN.PDF'), null],
    ['mixed-case extension', pdf('inbox/Brief.Pdf'), null],
    ['unicode and spaces in the name', pdf('inbox/Rechnung März 2024.pdf'), null],
    ['a leading dash', pdf('inbox/-rf.pdf'), null],
    [
      'header after leading junk (allowed in the first 1024 bytes)',
      file('inbox/junk.pdf', encode(`\n\n   %PDF-1.4\n`)),
      null
    ],
    ['a text file', file('inbox/notes.txt', encode('hello')), 'not-pdf'],
    ['a .pdf.txt name', file('inbox/scan.pdf.txt', PDF), 'not-pdf'],
    ['no extension', file('inbox/scan', PDF), 'not-pdf'],
    ['a JPEG scan', file('inbox/scan.jpg', encode('\u00ff\u00d8\u00ff')), 'not-pdf'],
    ['an LFS pointer', file('inbox/big.pdf', POINTER), 'lfs-pointer'],
    ['zero bytes', file('inbox/empty.pdf', new Uint8Array()), 'empty'],
    [
      'HTML saved as .pdf',
      file('inbox/download.pdf', encode('<!doctype html><html>')),
      'not-pdf-content'
    ],
    [
      'a symbolic link',
      { path: 'inbox/link.pdf', kind: 'symlink', size: 0, head: new Uint8Array() },
      'symlink'
    ],
    [
      'a submodule',
      { path: 'inbox/sub.pdf', kind: 'submodule', size: 0, head: new Uint8Array() },
      'submodule'
    ],
    ['a subfolder without recursive', pdf('inbox/2024/scan.pdf'), 'in-subfolder']
  ])('%s', (_name, entry, reason) => {
    const selection = selectInbox([entry], flat)
    if (reason === null) {
      expect(selection.candidates).toEqual([entry.path])
      expect(selection.skipped).toEqual([])
    } else {
      expect(selection.candidates).toEqual([])
      expect(selection.skipped).toHaveLength(1)
      expect(selection.skipped[0]?.reason).toBe(reason)
      expect(selection.skipped[0]?.message.startsWith(`${entry.path}: `)).toBe(
        reason !== 'lfs-pointer'
      )
      expect(selection.skipped[0]?.message).toContain(entry.path)
    }
  })

  it('gives the LFS fix in the skip message', () => {
    const [skipped] = selectInbox([file('inbox/big.pdf', POINTER)], flat).skipped
    expect(skipped?.message).toContain('lfs: true')
  })

  it('tells how to include subfolders', () => {
    const [skipped] = selectInbox([pdf('inbox/2024/scan.pdf')], flat).skipped
    expect(skipped?.message).toContain('recursive: true')
  })

  it('finds a PDF header that only starts near the 1024-byte limit', () => {
    const late = new Uint8Array(1100)
    late.set(encode('%PDF-'), 1024 - 5)
    expect(selectInbox([file('inbox/late.pdf', late)], flat).candidates).toEqual(['inbox/late.pdf'])
    const tooLate = new Uint8Array(1100)
    tooLate.set(encode('%PDF-'), 1024 - 4)
    expect(selectInbox([file('inbox/late.pdf', tooLate)], flat).skipped[0]?.reason).toBe(
      'not-pdf-content'
    )
  })
})

describe('selectInbox: the batch', () => {
  it('sorts candidates and skips by code point, whatever the listing order', () => {
    const listing = [
      pdf('inbox/b.pdf'),
      file('inbox/z.txt', encode('z')),
      pdf('inbox/B.pdf'),
      pdf('inbox/a.pdf'),
      file('inbox/c.txt', encode('c'))
    ]
    const forward = selectInbox(listing, flat)
    const backward = selectInbox([...listing].reverse(), flat)
    expect(forward).toEqual(backward)
    expect(forward.candidates).toEqual(['inbox/B.pdf', 'inbox/a.pdf', 'inbox/b.pdf'])
    expect(forward.skipped.map(s => s.path)).toEqual(['inbox/c.txt', 'inbox/z.txt'])
  })

  it('ignores placeholders silently', () => {
    const selection = selectInbox(
      [file('inbox/.gitkeep', new Uint8Array()), pdf('inbox/a.pdf')],
      flat
    )
    expect(selection).toEqual({ candidates: ['inbox/a.pdf'], skipped: [] })
  })

  it('takes subfolders when recursive', () => {
    const layout = { ...flat, recursive: true }
    expect(selectInbox([pdf('inbox/2024/03/scan.pdf')], layout).candidates).toEqual([
      'inbox/2024/03/scan.pdf'
    ])
  })

  it('renames in place: inbox files are candidates', () => {
    const layout = { inbox: 'docs', archive: 'docs', recursive: false }
    const selection = selectInbox(
      [pdf('docs/scan.pdf'), pdf('docs/20240314-invoice-acme.pdf')],
      layout
    )
    expect(selection.candidates).toEqual(['docs/20240314-invoice-acme.pdf', 'docs/scan.pdf'])
  })

  it('leaves an archive nested in the inbox alone, even when recursive', () => {
    const layout = { inbox: 'inbox', archive: 'inbox/done', recursive: true }
    const selection = selectInbox(
      [pdf('inbox/new.pdf'), pdf('inbox/done/20240101-letter-x.pdf'), pdf('inbox/donelike/x.pdf')],
      layout
    )
    expect(selection.candidates).toEqual(['inbox/donelike/x.pdf', 'inbox/new.pdf'])
    expect(selection.skipped).toEqual([])
  })

  it('takes the whole repository as the inbox when the folder is the root', () => {
    const layout = { inbox: '', archive: 'archive', recursive: false }
    const selection = selectInbox([pdf('a.pdf'), pdf('sub/b.pdf')], layout)
    expect(selection.candidates).toEqual(['a.pdf'])
    expect(selection.skipped.map(s => s.reason)).toEqual(['in-subfolder'])
  })

  it('refuses a listing with a file outside the inbox (a caller bug)', () => {
    expect(() => selectInbox([pdf('inboxes/a.pdf')], flat)).toThrow(
      "Listed file 'inboxes/a.pdf' is not inside the inbox 'inbox'."
    )
  })
})

describe('normalizeFolder', () => {
  it.each([
    ['inbox', 'inbox'],
    ['./inbox/', 'inbox'],
    ['docs//archive/', 'docs/archive'],
    ['docs\\archive', 'docs/archive'],
    ['.', ''],
    [' inbox ', 'inbox']
  ])('%j -> %j', (value, expected) => {
    expect(normalizeFolder(value, 'inbox-path')).toBe(expected)
  })

  it.each(['/etc', '../elsewhere', 'inbox/../../x', 'C:\\docs'])(
    'rejects %j naming the input',
    value => {
      expect(() => normalizeFolder(value, 'archive-path')).toThrow(
        `Invalid value '${value}' for input 'archive-path'. Expected a folder inside the repository`
      )
    }
  )
})

describe('commit messages', () => {
  it('lists the renames in path order under the count, with the run trailer', () => {
    const message = commitMessage(
      [
        { from: 'inbox/scan0023.pdf', to: 'archive/20240314-invoice-acme-cloud-hosting.pdf' },
        { from: 'inbox/Brief Müller.pdf', to: 'archive/20240301-letter-mueller-kuendigung.pdf' }
      ],
      'run-42'
    )
    expect(message).toBe(
      'pdf-rename: 2 files\n\n' +
        'inbox/Brief Müller.pdf -> archive/20240301-letter-mueller-kuendigung.pdf\n' +
        'inbox/scan0023.pdf -> archive/20240314-invoice-acme-cloud-hosting.pdf\n\n' +
        'Pdf-Rename-Run: run-42\n'
    )
  })

  it('says 1 file, and quotes a name with a newline so the list stays one line each', () => {
    const message = commitMessage([{ from: 'inbox/a\nb.pdf', to: 'archive/x.pdf' }], 'r1')
    expect(message).toBe(
      'pdf-rename: 1 file\n\n"inbox/a\\nb.pdf" -> archive/x.pdf\n\nPdf-Rename-Run: r1\n'
    )
  })

  it('words the undo commit', () => {
    expect(commitMessage([{ from: 'archive/x.pdf', to: 'inbox/a.pdf' }], 'r1', true)).toBe(
      'pdf-rename: undo 1 file\n\narchive/x.pdf -> inbox/a.pdf\n\nPdf-Rename-Run: r1\n'
    )
  })

  it.each([
    ['inbox/plain.pdf', 'inbox/plain.pdf'],
    ['inbox/tab\there.pdf', '"inbox/tab\\there.pdf"'],
    [' leading.pdf', '" leading.pdf"'],
    ['inbox/ümlaut.pdf', 'inbox/ümlaut.pdf']
  ])('displayPath(%j) = %s', (path, shown) => {
    expect(displayPath(path)).toBe(shown)
  })
})
