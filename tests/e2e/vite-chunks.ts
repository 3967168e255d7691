// What a page of a Vite build loads, from the build's manifest (`vite build --manifest`): an
// entry's JavaScript files and those of every module it imports, and the same for a module it
// imports dynamically (a custom element's chunk, loaded when the tag first appears); with their
// bytes after gzip, as a server sends them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

export function readViteManifest(outDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
}

/** The files loaded for the manifest entries `keys`, with everything they import statically. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build's manifest has no ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return files
}

/** The manifest key of the page's entry (its one `isEntry` chunk). */
export function entryKey(manifest: ViteManifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
  if (entries.length !== 1) throw new Error(`Expected one entry in the build, found ${entries.map(([key]) => key).join(', ')}`)
  return entries[0]![0]
}

/** The key of the dynamically imported chunk whose source path ends with `suffix`. */
export function dynamicEntryKey(manifest: ViteManifest, suffix: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isDynamicEntry && candidate.endsWith(suffix))
  if (!key) throw new Error(`The build has no dynamic chunk for ${suffix}`)
  return key
}

/** The JavaScript bytes of `files` (under outDir), each gzipped on its own at level 9. */
export function gzipBytes(outDir: string, files: Iterable<string>): number {
  let total = 0
  for (const file of files) if (file.endsWith('.js')) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).byteLength
  return total
}
