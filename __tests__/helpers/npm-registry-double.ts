/**
 * An npm registry double on 127.0.0.1: serves the packument and the tarball of packages
 * packed here with `npm pack` (offline), so `npm install name@version` runs for real without
 * the network. Records every request.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { closeServer } from './github-double.js'
import { tempDir } from './tmp.js'

export interface PackageSpec {
  name: string
  version: string
  bin: Record<string, string>
  /** Files of the package by relative path; those under bin/ are made executable. */
  files: Record<string, string>
}

export interface NpmRegistryDouble {
  /** The registry URL for npm_config_registry. */
  url: string
  /** Request paths, in order. */
  requests: string[]
  close(): Promise<void>
}

interface Packed {
  spec: PackageSpec
  tarball: Buffer
  file: string
  integrity: string
  shasum: string
}

function pack(spec: PackageSpec, folder: string): Packed {
  const dir = join(folder, 'src', spec.name.replace('/', '__'))
  const manifest = { name: spec.name, version: spec.version, type: 'module', bin: spec.bin }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n')
  for (const [path, content] of Object.entries(spec.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
    if (path.startsWith('bin/')) chmodSync(join(dir, path), 0o755)
  }
  const out = join(folder, 'packed')
  mkdirSync(out, { recursive: true })
  const [info] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, npm_config_update_notifier: 'false' }
    })
  ) as Array<{ filename: string; integrity: string; shasum: string }>
  if (!info) throw new Error(`npm pack gave no tarball for ${spec.name}`)
  return {
    spec,
    tarball: readFileSync(join(out, info.filename)),
    file: info.filename,
    integrity: info.integrity,
    shasum: info.shasum
  }
}

export async function startNpmRegistry(specs: PackageSpec[]): Promise<NpmRegistryDouble> {
  const folder = tempDir('ralph-npm-registry-')
  const packed = specs.map(spec => pack(spec, folder.dir))
  const requests: string[] = []
  let url = ''
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    requests.push(path)
    const tarball = packed.find(p => path === `/${p.spec.name}/-/${p.file}`)
    if (tarball) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      return res.end(tarball.tarball)
    }
    const versions = packed.filter(p => path === `/${p.spec.name}`)
    if (versions.length === 0) {
      res.writeHead(404, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ error: 'Not found' }))
    }
    const name = versions[0]?.spec.name as string
    const packument = {
      name,
      'dist-tags': { latest: versions[versions.length - 1]?.spec.version },
      versions: Object.fromEntries(
        versions.map(p => [
          p.spec.version,
          {
            name,
            version: p.spec.version,
            type: 'module',
            bin: p.spec.bin,
            dist: {
              tarball: `${url}/${name}/-/${p.file}`,
              integrity: p.integrity,
              shasum: p.shasum
            }
          }
        ])
      )
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(packument))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    async close() {
      await closeServer(server)
      folder.cleanup()
    }
  }
}
