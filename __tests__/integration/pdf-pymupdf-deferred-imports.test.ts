/**
 * The PyMuPDF child defers standard modules PyMuPDF imports but a read never uses (the Deferred
 * finder opening src/pdf/read/pymupdf-reader.py): each still works in full when touched
 * (any python3: the finder needs no fitz), and, where this machine has fitz, a read through the
 * real child script leaves them unloaded (the start-up they cost is what the deferral saves) while
 * fitz's own uses of them (a pathlib.Path to open, a zip archive) work. The hashes the child
 * returns, the first file's from the built-in SHA-256 and the later ones' from hashlib, are
 * compared with this process's in the last test and in pdf-pymupdf.test.ts (whole plans).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PYMUPDF_SCRIPT } from '../../src/pdf/read/pymupdf-child.js'
import { copyInvoices } from '../helpers/pdf-inbox.js'
import { tempDir, type TempDir } from '../helpers/pdfs.js'
import { FITZ, PYTHON } from '../helpers/fitz.js'

/** The script's part before the reader: the finder, which needs no fitz. */
const DEFERRED_IMPORTS = PYMUPDF_SCRIPT.slice(0, PYMUPDF_SCRIPT.indexOf('\n# The reader'))

function runPython(python: string, code: string, input = '', args: string[] = []): string {
  const run = spawnSync(python, ['-I', '-c', code, '64', ...args], { input, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`python failed (${run.status}): ${run.stderr}`)
  return run.stdout
}

let tmp: TempDir
beforeEach(() => {
  tmp = tempDir('pymupdf-deferred-')
})
afterEach(() => tmp.cleanup())

it('loads a deferred module in full at its first use, and not before', () => {
  expect(DEFERRED_IMPORTS).toContain('sys.meta_path.insert(0, Deferred())')
  expect(DEFERRED_IMPORTS).not.toContain('def read(')
  const out = runPython(
    'python3',
    DEFERRED_IMPORTS +
      String.raw`
import io, json
import base64, gzip, hashlib, pathlib, random, shutil, tarfile, tempfile, zipfile
from zipfile import ZipFile  # a from-import touches the module: loaded here
def loaded(names):
    return sorted(n for n in names if type(sys.modules.get(n)).__name__ == "module")
before = loaded(("zipfile", "tarfile", "_hashlib"))
buffer = io.BytesIO()
with ZipFile(buffer, "w") as archive:
    archive.writestr("a.txt", "zipped")
tarred = io.BytesIO()
with tarfile.open(fileobj=tarred, mode="w") as archive:
    info = tarfile.TarInfo("b.txt")
    info.size = 3
    archive.addfile(info, io.BytesIO(b"tar"))
tarred.seek(0)
print(json.dumps({
    "before": before,
    "zip": ZipFile(io.BytesIO(buffer.getvalue())).read("a.txt").decode(),
    "tar": tarfile.open(fileobj=tarred).extractfile("b.txt").read().decode(),
    "sha256": hashlib.sha256(b"abc").hexdigest(),
    "path": pathlib.PurePosixPath("/a/b.pdf").stem,
    "gzip": gzip.decompress(gzip.compress(b"gz")).decode(),
    "base64": base64.b64encode(b"hi").decode(),
    "random": random.Random(1).randrange(1000),
    "tempdir": isinstance(tempfile.gettempdir(), str),
    "shutil": shutil.which("sh") is not None,
    "after": loaded(("zipfile", "tarfile", "_hashlib")),
}))
`
  )
  expect(JSON.parse(out)).toEqual({
    // zipfile was touched by the from-import; tarfile and OpenSSL's hashes (hashlib's) not yet.
    before: ['zipfile'],
    zip: 'zipped',
    tar: 'tar',
    sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    path: 'b',
    gzip: 'gz',
    base64: 'aGk=',
    random: 137,
    tempdir: true,
    shutil: true,
    after: ['_hashlib', 'tarfile', 'zipfile']
  })
})

/** The lines the child script (with `extra` after its loop) prints for these requests. */
function childLines(python: string, extra: string, paths: string[], args: string[] = []): Line[] {
  const input = paths
    .map((path, i) => JSON.stringify({ id: i + 1, path, maxPages: 0, maxChars: 10_000 }) + '\n')
    .join('')
  return runPython(python, PYMUPDF_SCRIPT + extra, input, args)
    .trim()
    .split('\n')
    .map(line => JSON.parse(line) as Line)
}

type Line = Record<string, unknown>

// Without fitz the child says so and ends (the reader then falls back to pdf.js): nothing to read.
const NOT_READY = { ready: false, error: expect.stringContaining('fitz') }

it('leaves them unloaded through a read, and fitz still uses them when asked', () => {
  const pdf = join(tmp.dir, copyInvoices(tmp.dir)[0]!)
  // After the script's loop ends (its input closed): what is still deferred, then fitz's own
  // uses of pathlib (opening a Path) and zipfile (an Archive made from a ZipFile).
  const lines = childLines(
    PYTHON,
    String.raw`
deferred = sorted(n for n, m in sys.modules.items() if type(m).__name__ == "_LazyModule")
import io, pathlib, zipfile
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w") as archive:
    archive.writestr("a.txt", "x")
send({"deferred": deferred, "pages": fitz.open(pathlib.Path(sys.argv[2])).page_count,
      "archive": fitz.Archive(zipfile.ZipFile(buffer)).entry_list[0]["entries"]})
`,
    [pdf],
    [pdf]
  )
  if (!FITZ) return expect(lines).toEqual([NOT_READY])
  expect(lines[1]).toMatchObject({ id: 1, ok: true })
  expect(lines[2]).toEqual({
    // hashlib too: with one file, OpenSSL's hashes are never loaded.
    deferred: expect.arrayContaining([
      'hashlib',
      'pathlib',
      'random',
      'tarfile',
      'tempfile',
      'zipfile'
    ]),
    pages: 1,
    archive: ['a.txt']
  })
})

it('hashes the first file with the built-in SHA-256 and the next ones with hashlib, alike', () => {
  const pdfs = copyInvoices(tmp.dir)
    .slice(0, 3)
    .map(name => join(tmp.dir, name))
  const lines = childLines(PYTHON, '', pdfs)
  if (!FITZ) return expect(lines).toEqual([NOT_READY])
  expect(lines.slice(1).map(line => line.sha256)).toEqual(
    pdfs.map(pdf => createHash('sha256').update(readFileSync(pdf)).digest('hex'))
  )
})
