/**
 * The listing `git for-each-ref --format=%(refname)%00%(objectname)` prints, read from the ref
 * files' bytes instead of by a process, in the plain case only: loose refs holding a lower-case
 * SHA-1 and a newline or a `ref: refs/...` line, a `packed-refs` of ref and peel lines, names
 * of plain characters. Anything else (a name git would refuse, a broken or dangling ref, a
 * half-written file, a loop, a SHA-256 id) answers undefined and git lists: where the two
 * could disagree, git decides. Loose refs hide packed ones of the same name, as in git.
 */

/** A loose ref: its name (`refs/heads/main`) and its file's bytes. */
export type LooseRef = [name: string, bytes: Buffer]

const OID = /^[0-9a-f]{40}$/
const LOOSE_OID = /^([0-9a-f]{40})\n$/
const LOOSE_SYMREF = /^ref: (refs\/[^\n]+)\n$/
/** One component of a name check_refname_format takes, narrowed to plain characters. */
const COMPONENT = /^[A-Za-z0-9_+=,%@-](?:[A-Za-z0-9_.+=,%@-]*[A-Za-z0-9_+=,%@-])?$/
/** git follows at most this many symbolic refs (SYMREF_MAXDEPTH). */
const MAX_DEPTH = 5

export function plainRefName(name: string): boolean {
  const parts = name.split('/')
  return (
    parts.length >= 2 &&
    parts[0] === 'refs' &&
    !name.includes('..') &&
    parts.every(part => COMPONENT.test(part) && !part.endsWith('.lock'))
  )
}

/** `packed-refs` as name → id; undefined for any line of another shape. */
function packedRefs(bytes: Buffer): Map<string, string> | undefined {
  const refs = new Map<string, string>()
  const text = bytes.toString('latin1')
  if (text !== '' && !text.endsWith('\n')) return undefined
  // A peel line (`^<id>`, the object an annotated tag points at) follows its ref line.
  let peelable = false
  for (const [at, line] of text.split('\n').slice(0, -1).entries()) {
    if (at === 0 && line.startsWith('# pack-refs with:')) continue
    if (peelable && line.startsWith('^') && OID.test(line.slice(1))) {
      peelable = false
      continue
    }
    const space = line.indexOf(' ')
    const [id, name] = [line.slice(0, space), line.slice(space + 1)]
    if (space < 0 || !OID.test(id) || !plainRefName(name) || refs.has(name)) return undefined
    refs.set(name, id)
    peelable = true
  }
  return refs
}

/** The object a ref resolves to through at most MAX_DEPTH symbolic refs, or undefined. */
function resolve(
  name: string,
  direct: ReadonlyMap<string, string>,
  symbolic: ReadonlyMap<string, string>
): string | undefined {
  let at: string | undefined = name
  for (let depth = 0; at !== undefined && depth <= MAX_DEPTH; depth++) {
    const id = direct.get(at)
    if (id !== undefined) return id
    at = symbolic.get(at)
  }
  return undefined
}

/** True when one name is a folder of the other (a conflict git settles its own way). */
function nested(names: string[]): boolean {
  const all = new Set(names)
  return names.some(name => {
    for (let at = name.indexOf('/'); at >= 0; at = name.indexOf('/', at + 1)) {
      if (all.has(name.slice(0, at))) return true
    }
    return false
  })
}

/** The listing, sorted by name as git sorts it; undefined where git must be asked. */
export function listRefs(
  loose: readonly LooseRef[],
  packed: Buffer | undefined
): Map<string, string> | undefined {
  const direct = packed && packed.length > 0 ? packedRefs(packed) : new Map<string, string>()
  if (!direct) return undefined
  const symbolic = new Map<string, string>()
  for (const [name, bytes] of loose) {
    if (!plainRefName(name)) return undefined
    const text = bytes.toString('latin1')
    const id = LOOSE_OID.exec(text)?.[1]
    const target = LOOSE_SYMREF.exec(text)?.[1]
    if (id !== undefined) direct.set(name, id)
    else if (target !== undefined && plainRefName(target)) {
      direct.delete(name)
      symbolic.set(name, target)
    } else return undefined
  }
  const names = [...direct.keys(), ...symbolic.keys()].sort()
  if (nested(names)) return undefined
  const refs = new Map<string, string>()
  for (const name of names) {
    const id = resolve(name, direct, symbolic)
    if (id === undefined) return undefined
    refs.set(name, id)
  }
  return refs
}
