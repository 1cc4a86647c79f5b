"""The PyMuPDF reader (src/pdf/read/pymupdf-child.ts starts it: python3 -I -c THIS LIMIT_MB).

Protocol, one JSON object a line:
- out first: {"ready": true, "version": ...}, or {"ready": false, "error": ...} when fitz does
  not import (then it exits);
- in: {"id", "path", "maxPages", "maxChars"} (maxPages 0: no limit), possibly several ahead of
  the answers (read one at a time, answered in order);
- out: {"id", "ok": true, "sha256", "size", "pageCount", "pages": [PAGE, ...], "info":
  {"CreationDate", "Title"}, "files": [{"name", "b64"}, ...]}: "files" the attached
  files (EmbeddedFiles) in base64, absent when there are none, or instead "filesError" when they
  could not be read (one over FILE_MB decompressed: all together count against the limit); PAGE
  either {"cut", "texts": [str, ...], "height", "f32": base64}, f32 the little-endian float32s
  ox, oy, x0, x1, size of each text in turn (MuPDF's numbers are float32: this is exact, and a
  third of the JSON and its number printing and parsing), or, when one of them is not a float32 (another PyMuPDF), {"cut", "runs":
  [[str, x, y, width, size], ...]}; x, y the baseline origin in PDF space (y up, as pdf.js
  reports it: y = height - oy), width = x1 - x0; or {"id", "ok": false, "reason": "too-large" |
  "encrypted" | "error", "message"} (with "sha256" and "size" when the bytes were read whole), or
  reason "check" when the file cannot be read or does not look like a whole PDF (no %PDF- in its
  first 1,024 bytes or no %%EOF in its last 2,048, as sniffPdf in extract.ts): the caller reads it itself for
  the exact message.

The file is read once, here: sha256 and size are of the very bytes whose text is returned.

The decompression limit: MuPDF streams content streams through its filters, so a bomb costs
time, not memory; the script inflates each page's Flate content and form streams itself,
counting, and stops past the limit (only once their raw size times deflate's largest ratio no
longer fits in it: below that no stream can reach the limit, and counting would decompress every
stream a second time). What MuPDF holds whole (fonts, object streams, attached files) is capped
by an address-space limit of what is mapped at start plus the limit plus room for Python.

Start-up: `import fitz` pulls in standard modules a read never uses (zip and tar archives, paths,
temporary files, random, gzip, OpenSSL's hashes): the Deferred finder below loads those at their
first use instead (importlib's LazyLoader), which takes a fifth off the child's start. A PyMuPDF
that does use one just loads it then (so does a second `import` of one: Python 3.11's lazy module
loads at any attribute, the `__spec__` an import checks included). The first file is hashed with
the interpreter's built-in SHA-256 (no OpenSSL to load first); the next ones with hashlib's,
several times faster on big files, loaded when the second request is read.
"""

import sys
from importlib.util import LazyLoader


class Deferred:
    NAMES = frozenset(("base64", "gzip", "hashlib", "pathlib", "random", "shutil", "tarfile",
                       "tempfile", "zipfile"))

    def find_spec(self, name, path=None, target=None):
        if name not in self.NAMES:
            return None
        for finder in sys.meta_path:
            find = None if finder is self else getattr(finder, "find_spec", None)
            spec = find and find(name, path, target)
            if spec is not None:
                if hasattr(spec.loader, "exec_module"):
                    spec.loader = LazyLoader(spec.loader)
                return spec
        return None


sys.meta_path.insert(0, Deferred())


# The reader (pdf-pymupdf-deferred-imports.test.ts runs the part above on its own).
import json, sys, zlib
from array import array
from binascii import b2a_base64

# hashlib is imported where it is used: a second import of a deferred module loads it.
try:
    from _sha256 import sha256  # CPython up to 3.11
except ImportError:
    try:
        from _sha2 import sha256  # 3.12 and later
    except ImportError:
        from hashlib import sha256

out = sys.stdout.buffer


def send(answer):
    out.write(json.dumps(answer, separators=(",", ":")).encode("ascii") + b"\n")
    out.flush()


try:
    import fitz
except BaseException as error:
    send({"ready": False, "error": "%s: %s" % (type(error).__name__, error)})
    sys.exit(0)

MB = 1 << 20
LIMIT = int(sys.argv[1]) * MB
ROOM = 96 * MB
FLAGS = fitz.TEXT_PRESERVE_WHITESPACE | fitz.TEXT_PRESERVE_LIGATURES | fitz.TEXT_MEDIABOX_CLIP


def cap_memory():
    try:
        import resource
        with open("/proc/self/status") as status:
            mapped = next(int(l.split()[1]) * 1024 for l in status if l.startswith("VmSize:"))
        cap = mapped + LIMIT + ROOM
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except Exception:
        pass


class TooLarge(Exception):
    pass


# Deflate cannot expand past about 1,032:1 (a 258-byte match in two bits), so while the raw
# bytes seen so far, times that, fit in the limit, no inflating is needed to know they do.
MOST_PER_BYTE = 1032
INF = float("inf")


class Meter:
    """The inflated bytes of a document's Flate content and form streams, against LIMIT."""

    def __init__(self):
        self.used = 0
        self.unsure = []
        self.most = 0

    def add(self, doc, xref):
        if doc.xref_get_key(xref, "Filter") != ("name", "/FlateDecode"):
            return
        data = doc.xref_stream_raw(xref)
        most = len(data) * MOST_PER_BYTE
        if self.used + self.most + most <= LIMIT:
            self.unsure.append(data)
            self.most += most
            return
        # No longer provably within the limit: count what was let through, then this.
        for earlier in self.unsure:
            self.count(earlier)
        self.unsure, self.most = [], 0
        self.count(data)

    def count(self, data):
        inflater = zlib.decompressobj()
        try:
            while data:
                self.used += len(inflater.decompress(data, MB))
                if self.used > LIMIT:
                    raise TooLarge()
                data = inflater.unconsumed_tail
        except zlib.error:
            pass


def spans_into(page, max_chars, texts, numbers):
    """Appends the page's spans until past max_chars characters; whether it stopped there."""
    chars = 0
    for block in page.get_text("dict", flags=FLAGS)["blocks"]:
        for line in block.get("lines", ()):
            for span in line["spans"]:
                if chars > max_chars:
                    return True
                x0, _, x1, _ = span["bbox"]
                ox, oy = span["origin"]
                text = span["text"]
                texts.append(text)
                numbers += (ox, oy, x0, x1, span["size"])
                chars += len(text)
    return False


def page_of(page, max_chars):
    """The page as the protocol above sends it."""
    height = page.rect.height
    texts, numbers = [], []
    cut = spans_into(page, max_chars, texts, numbers)
    packed = array("f", numbers)
    # Infinities would pass as float32s; as JSON numbers they never did (not JSON): kept so.
    if packed.tolist() == numbers and INF not in numbers and -INF not in numbers:
        if sys.byteorder == "big":
            packed.byteswap()
        f32 = b2a_base64(packed.tobytes(), newline=False).decode("ascii")
        return {"cut": cut, "texts": texts, "height": height, "f32": f32}
    runs = [[text, numbers[k], height - numbers[k + 1], numbers[k + 3] - numbers[k + 2], numbers[k + 4]]
            for text, k in zip(texts, range(0, len(numbers), 5))]
    return {"cut": cut, "runs": runs}


def looks_whole(data):
    return data[:1024].find(b"%PDF-") >= 0 and data[-2048:].find(b"%%EOF") >= 0


def read(request):
    try:
        with open(request["path"], "rb") as file:
            data = file.read()
    except OSError:
        return {"ok": False, "reason": "check", "message": "cannot read"}
    if not looks_whole(data):
        return {"ok": False, "reason": "check", "message": "not a whole PDF"}
    base = {"sha256": sha256(data).hexdigest(), "size": len(data)}
    result = answer(data, request)
    result.update(base)
    return result


def pages_of(data, request):
    doc = fitz.open(stream=data, filetype="pdf")
    try:
        if doc.needs_pass:
            return {"ok": False, "reason": "encrypted", "message": "needs a password"}
        max_pages, max_chars = request["maxPages"], request["maxChars"]
        pages, chars, meter = [], 0, Meter()
        for number in range(doc.page_count):
            if (max_pages and number >= max_pages) or chars > max_chars:
                break
            page = doc[number]
            for xref in page.get_contents() + [x[0] for x in page.get_xobjects()]:
                meter.add(doc, xref)
            sent = page_of(page, max_chars - chars)
            texts = sent["texts"] if "texts" in sent else [run[0] for run in sent["runs"]]
            chars += sum(map(len, texts))
            pages.append(sent)
        meta = doc.metadata or {}
        info = {"CreationDate": meta.get("creationDate") or "", "Title": meta.get("title") or ""}
        answer = {"ok": True, "pageCount": doc.page_count, "pages": pages, "info": info}
        answer.update(attached(doc))
        return answer
    finally:
        doc.close()


# An attached file may be at most what an e-invoice may be (einvoice/attachments.ts, MAX_XML_MB).
FILE_MB = 16


def attached(doc):
    """The attached files, named as pdf.js names them (/UF, else /F, else the name tree's key).
    One over FILE_MB is refused, as pdf.js refuses it; past the limit together the file is too large."""
    files, left = [], LIMIT
    for number in range(doc.embfile_count()):
        try:
            data = doc.embfile_get(number)
        except Exception as error:
            message = "%s: %s" % (type(error).__name__, error)
            if isinstance(error, MemoryError) or "malloc" in message or "out of memory" in message:
                raise TooLarge()
            return {"filesError": message}
        left -= len(data)
        if left < 0:
            raise TooLarge()
        if len(data) > FILE_MB * MB:
            return {"filesError": "more than %d MB decompressed" % FILE_MB}
        info = doc.embfile_info(number)
        name = info.get("ufilename") or info.get("filename") or info["name"]
        files.append({"name": name, "b64": b2a_base64(data, newline=False).decode("ascii")})
    return {"files": files} if files else {}


def answer(data, request):
    try:
        return pages_of(data, request)
    except (TooLarge, MemoryError):
        return {"ok": False, "reason": "too-large", "message": "too large"}
    except Exception as error:
        message = "%s: %s" % (type(error).__name__, error)
        reason = "too-large" if "malloc" in message or "out of memory" in message else "error"
        return {"ok": False, "reason": reason, "message": message}


def safely(request):
    try:
        return read(request)
    except MemoryError:
        return {"ok": False, "reason": "too-large", "message": "too large"}


fitz.TOOLS.mupdf_display_errors(False)
cap_memory()
send({"ready": True, "version": fitz.VersionBind})
for number, line in enumerate(sys.stdin.buffer):
    if number == 1:
        from hashlib import sha256
    request = json.loads(line)
    result = safely(request)
    result["id"] = request["id"]
    send(result)
