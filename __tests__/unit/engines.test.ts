/**
 * package.json's `engines.node` is a promise: every package installed for production (from
 * package-lock.json, dev tools aside) must accept the lowest Node it names. `npm ci` warns
 * EBADENGINE otherwise (content-type 3 wanted Node 22 through @octokit/request; an `overrides`
 * entry keeps the Node 20 one).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../helpers/pdfs.js'

type Version = [number, number, number]

function version(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number)
  return [major, minor, patch]
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
}

/** The range forms the lock holds: `*`, `A.x`, `>=A`, `<=A`, `<A`, `>A`, joined by spaces and `||`. */
export function satisfies(v: Version, range: string): boolean {
  return range.split('||').some(alternative =>
    alternative
      .trim()
      .replace(/([<>]=?)\s+/g, '$1')
      .split(/\s+/)
      .every(term => {
        if (term === '*' || term === '') return true
        const match = /^(>=|<=|>|<)?v?(\d+(?:\.\d+){0,2})(\.x)?$/.exec(term)
        if (match === null) throw new Error(`Unknown engines range term '${term}' in '${range}'`)
        const [, op, bound, wildcard] = match
        const c = compare(v, version(bound!))
        if (wildcard !== undefined) return v[0] === version(bound!)[0]
        switch (op) {
          case '>=':
            return c >= 0
          case '<=':
            return c <= 0
          case '>':
            return c > 0
          case '<':
            return c < 0
          default:
            return c === 0
        }
      })
  )
}

describe('engines', () => {
  const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string }
  }
  const lock = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; version?: string; engines?: { node?: string } }>
  }
  const lowest = version(/^>=\s*(\S+)$/.exec(manifest.engines.node)![1]!)

  it('reads the ranges it checks', () => {
    expect(satisfies([20, 19, 0], '>=22')).toBe(false)
    expect(satisfies([20, 19, 0], '>=20.19.0 || >=22.13.0 || >=24')).toBe(true)
    expect(satisfies([20, 19, 0], '>=0.6.11 <=0.7.0 || >=0.7.3')).toBe(true)
    expect(satisfies([20, 19, 0], '4.x || >=6.0.0')).toBe(true)
    expect(satisfies([20, 19, 0], '>= 22')).toBe(false)
  })

  it.each([
    ['the lowest Node package.json names', lowest],
    ['Node 24 (the action runtime)', [24, 0, 0] as Version]
  ])('every production package accepts %s', (_label, node) => {
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.dev !== true && entry.engines?.node)
      .filter(([, entry]) => !satisfies(node, entry.engines!.node!))
      .map(([path, entry]) => `${path}@${entry.version}: node ${entry.engines!.node}`)
    expect(refused).toEqual([])
  })
})

/**
 * npm runs no dependency's install script unless package.json's `allowScripts` allows it, and
 * `npm ci` ends with a warning for each one undecided: every one in the lock is decided there.
 */
it('package.json decides the install script of every package in the lock', () => {
  const read = (file: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, file), 'utf8'))
  const lock = read('package-lock.json') as {
    packages: Record<string, { hasInstallScript?: boolean }>
  }
  const decided = (read('package.json') as { allowScripts?: Record<string, boolean> }).allowScripts
  const withScripts = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
  expect(withScripts.length).toBeGreaterThan(0)
  expect(withScripts.filter(name => typeof decided?.[name] !== 'boolean')).toEqual([])
})
