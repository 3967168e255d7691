// What installing a package brought into an app's node_modules: the package and every package it
// depends on, found as Node finds them (the nearest node_modules up from the one that asks), with
// their size on disk; the peers the app provides itself are named apart.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

interface Manifest {
  name: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

export interface InstalledPackage {
  name: string
  path: string
}

function readManifest(path: string): Manifest {
  return JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as Manifest
}

/** The folder `name` resolves to from a package at `from`, as Node's resolution walks up. */
function resolveFolder(name: string, from: string, appRoot: string): string | undefined {
  for (let dir = from; dir.startsWith(appRoot); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dir === appRoot) break
  }
  return undefined
}

/** `name` as installed in `appRoot` and every package it depends on, each once, the `peers` left out. */
export function dependencyClosure(appRoot: string, name: string, peers: readonly string[]): InstalledPackage[] {
  const found = new Map<string, InstalledPackage>()
  const visit = (path: string) => {
    if (found.has(path)) return
    const manifest = readManifest(path)
    found.set(path, { name: manifest.name, path })
    const wanted = { ...manifest.dependencies, ...manifest.optionalDependencies }
    for (const dependency of Object.keys(wanted)) {
      if (peers.includes(dependency)) continue
      const folder = resolveFolder(dependency, path, appRoot)
      if (folder) visit(folder)
      else if (!manifest.optionalDependencies?.[dependency]) throw new Error(`${manifest.name} depends on ${dependency}, which is not installed`)
    }
  }
  const top = resolveFolder(name, appRoot, appRoot)
  if (!top) throw new Error(`${name} is not installed in ${appRoot}`)
  visit(top)
  return [...found.values()]
}

export function folderBytes(path: string): number {
  let total = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    // A nested node_modules holds packages of their own, counted as packages of the closure.
    if (entry.isDirectory() && entry.name === 'node_modules') continue
    total += entry.isDirectory() ? folderBytes(child) : statSync(child).size
  }
  return total
}
