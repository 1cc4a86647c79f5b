/** This host's process table from /proc: each process's state, parent and process group. */
import { readdirSync, readFileSync } from 'node:fs'

export interface ProcessEntry {
  pid: number
  /** `R`, `S`, `D`, … `Z` for a zombie (dead, not yet reaped). */
  state: string
  parent: number
  group: number
}

/** Every process readable now; one that ends during the walk is left out. Empty without /proc. */
export function processes(): ProcessEntry[] {
  let names: string[]
  try {
    names = readdirSync('/proc')
  } catch {
    return []
  }
  return names.flatMap(name => {
    if (!/^\d+$/.test(name)) return []
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // After the command name in parentheses (which may hold anything): state, ppid, pgrp.
      const [state = '', parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return [{ pid: Number(name), state, parent: Number(parent), group: Number(group) }]
    } catch {
      return []
    }
  })
}
