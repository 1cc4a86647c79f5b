// Patches the installed pdfjs-dist (legacy build) for reading text, run by `npm ci` (postinstall):
//
// 1. `textOnly` (a getDocument parameter) skips converting a font's program when text extraction
//    cannot need it. pdf.js takes a character's Unicode from the font program in three places
//    only: a Type 1/CFF built-in encoding, and a symbolic TrueType font's (name) tables, both
//    only for fonts with neither a ToUnicode CMap nor a named base encoding
//    (adjustType1ToUnicode, adjustTrueTypeToUnicode), and a composite font's CFF encoding
//    unless it has a ToUnicode CMap. Fonts outside those cases, that are not vertical and not a
//    Type 1 font whose encoding leaves a mapped code unnamed, keep their program unconverted.
//    Converting font programs is what pdf.js does for rendering, and it was 40 % of reading an
//    invoice (BENCHMARKS.md, "Where the time goes").
// 2. A hook that sees every decompressed byte (the JavaScript decoders grow one buffer;
//    DecompressionStream hands out chunks), so a file that inflates beyond a limit is stopped
//    before it takes the process's memory (src/pdf/read/decode-limit.ts).
//
// pdfjs-dist is pinned (package.json); each patch names the text it replaces, and a version whose
// text differs fails here, loudly, rather than running unpatched. Patched files carry a marker,
// so running this again changes nothing. Without the patch pdfjs-dist still reads every file,
// only slower and without the limit (pdf-read-limits.test.ts checks the patch is there).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export const MARKER = '/* ralph-action: patched by scripts/patch-pdfjs.mjs (v2) */'

const WORKER_PATCHES = [
  {
    name: 'font programs skipped for text-only reading',
    find: 'class Font {\n  #charsCache = new Map();',
    replace: `function ralphTextNeedsNoFontProgram(properties, options) {
  if (!options.textOnly || properties.vertical || properties.toUnicode instanceof IdentityToUnicodeMap) {
    return false;
  }
  if (properties.composite) {
    return !!properties.hasIncludedToUnicodeMap;
  }
  if (!properties.hasIncludedToUnicodeMap && !(properties.hasEncoding && properties.baseEncodingName)) {
    return false;
  }
  if (properties.type !== "Type1" && properties.type !== "MMType1") {
    return true;
  }
  let named = true;
  properties.toUnicode.forEach(charCode => {
    if ((properties.differences?.[charCode] || properties.defaultEncoding?.[charCode]) === "") {
      named = false;
    }
  });
  return named;
}
class Font {
  #charsCache = new Map();`
  },
  {
    name: 'font programs skipped for text-only reading (use)',
    find: "    if (!file || file.isEmpty) {\n      if (file) {\n        warn('Font file is empty",
    replace:
      "    if (!file || file.isEmpty || ralphTextNeedsNoFontProgram(properties, evaluatorOptions)) {\n      if (file?.isEmpty) {\n        warn('Font file is empty"
  },
  {
    name: 'decoded bytes counted (JavaScript decoders)',
    find: '    let size = this.minBufferLength;\n    while (size < requested) {\n      size *= 2;\n    }\n    const buffer2 = new Uint8Array(size);',
    replace:
      '    let size = this.minBufferLength;\n    while (size < requested) {\n      size *= 2;\n    }\n    globalThis[Symbol.for("ralph-action.pdfjs.decoded")]?.(size - buffer.byteLength);\n    const buffer2 = new Uint8Array(size);'
  },
  {
    name: 'decoded bytes counted (DecompressionStream)',
    find: '        chunks.push(chunk);\n        totalLength += chunk.byteLength;',
    replace:
      '        globalThis[Symbol.for("ralph-action.pdfjs.decoded")]?.(chunk.byteLength);\n        chunks.push(chunk);\n        totalLength += chunk.byteLength;'
  }
]

const API_PATCHES = [
  {
    name: 'textOnly passed to the worker',
    find: '    evaluatorOptions: {\n      maxImageSize,',
    replace: '    evaluatorOptions: {\n      textOnly: src.textOnly === true,\n      maxImageSize,'
  }
]

function patchFile(path, patches) {
  const text = readFileSync(path, 'utf8')
  if (text.startsWith(MARKER)) return 'already patched'
  if (text.startsWith(MARKER.slice(0, MARKER.indexOf('(v'))))
    throw new Error(
      `patch-pdfjs: ${path} carries an older patch; reinstall it (rm -rf node_modules/pdfjs-dist && npm ci)`
    )
  let patched = text
  for (const patch of patches) {
    const at = patched.indexOf(patch.find)
    if (at === -1 || patched.indexOf(patch.find, at + 1) !== -1)
      throw new Error(
        `patch-pdfjs: "${patch.name}" does not apply to ${path} (its text is not there exactly once); ` +
          'pdfjs-dist must be the version pinned in package.json'
      )
    patched = patched.slice(0, at) + patch.replace + patched.slice(at + patch.find.length)
  }
  writeFileSync(path, MARKER + '\n' + patched)
  return 'patched'
}

function main() {
  let root
  try {
    root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  } catch {
    console.log('patch-pdfjs: pdfjs-dist is not installed; nothing to patch')
    return
  }
  const build = join(root, 'legacy', 'build')
  for (const [file, patches] of [
    ['pdf.worker.mjs', WORKER_PATCHES],
    ['pdf.mjs', API_PATCHES]
  ]) {
    const path = join(build, file)
    if (!existsSync(path)) throw new Error(`patch-pdfjs: ${path} is missing`)
    console.log(`patch-pdfjs: ${file} ${patchFile(path, patches)}`)
  }
}

main()
