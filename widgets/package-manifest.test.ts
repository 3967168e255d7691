// The published package is the browser library alone (docs/release-and-embedding.md#the-package): publishable, and depending on
// exactly what the code it ships imports, so installing it never brings the server's packages.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'

const root = join(__dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown> & {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
  scripts: Record<string, string>
  files: string[]
  workspaces: string[]
}

/** Source files the package is built from: src and widgets, without tests, stories and test helpers. */
function shippedSources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') shippedSources(path, found)
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(entry.name)) {
      found.push(path)
    }
  }
  return found
}

/** The packages a file imports (`@scope/name` or `name`), node's own modules left out. */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)].map((match) => match[1] ?? '')
  return specifiers
    .filter((specifier) => !specifier.startsWith('node:') && !specifier.startsWith('/') && !builtinModules.includes(specifier))
    .map((specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '')))
}

describe('the published package', () => {
  it('can be published: not private, a semver version, a licence, a repository, built before packing, its version checked against the changelog before publishing', () => {
    expect(pkg.private).toBeUndefined()
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/)
    expect(pkg.license).toEqual(expect.any(String))
    expect(pkg.repository).toEqual(expect.objectContaining({ type: 'git', url: expect.any(String) }))
    expect(pkg.scripts.prepack).toBe('npm run build')
    expect(pkg.scripts.prepublishOnly).toBe('tsx scripts/release/check-version.ts')
    expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toContain(`## ${String(pkg.version)}`)
  })

  it('is scoped to the company and published only to the company registry, never to the public one', () => {
    // An unscoped name is anyone's to claim on the public registry; a scope whose registry the
    // consumer's .npmrc names (`@fireworks:registry=…`) is resolved only there.
    expect(pkg.name).toBe('@fireworks/dashboard')
    expect(pkg.publishConfig).toEqual({ registry: 'https://npm.intranet.example/', access: 'restricted' })
  })

  it('ships the reference pages its README links to', () => {
    expect(pkg.files).toContain('docs/elements')
  })

  it('depends on exactly what the shipped code imports; react and react-dom are peers', () => {
    const sources = [...shippedSources(join(root, 'src')), ...shippedSources(join(root, 'widgets'))]
    const imported = new Set(sources.flatMap(importedPackages))
    // src/ also holds code only the server runs (the demo generator imports nothing outside src).
    const peers = Object.keys(pkg.peerDependencies)
    expect(peers.sort()).toEqual(['react', 'react-dom'])
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...imported].filter((name) => !peers.includes(name)).sort())
  })

  it('keeps the server, emulator and tools in a private workspace with their own dependencies', () => {
    expect(pkg.workspaces).toEqual(['server'])
    const server = JSON.parse(readFileSync(join(root, 'server/package.json'), 'utf8')) as { private: boolean; dependencies: Record<string, string> }
    expect(server.private).toBe(true)
    for (const name of ['better-sqlite3', 'hono', 'kysely', 'pg', 'square']) {
      expect(server.dependencies[name], name).toBeDefined()
      expect(pkg.dependencies[name], name).toBeUndefined()
    }
  })
})
