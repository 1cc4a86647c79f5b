import { lstatSync, type Stats } from 'node:fs'

/**
 * lstat, or undefined when there is nothing to stat (gone, a file where a folder was expected,
 * unreadable): the callers treat all of these as "not there". A missing path throws no
 * exception, the common case in the probes that use this.
 */
export function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
}
