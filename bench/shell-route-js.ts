// Which of the shell's built files a route downloads before it can show anything: the entry, the
// layouts and screen the route table names, and everything they import statically, read from
// Vite's build manifest (dist/shell/.vite/manifest.json). Pure, so it is tested without a build.

/** One manifest entry, as Vite writes it. */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/**
 * The files (e.g. assets/index-X.js) of the entry and of the chunks whose source is one of
 * `sources` (paths relative to shell/, e.g. 'stats/stats-layout.tsx'), with their static imports.
 */
export function initialFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const roots = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || sources.includes(chunk.src ?? key))
    .map(([key]) => key)
  const missing = sources.filter((source) => !Object.values(manifest).some((chunk) => chunk.src === source))
  if (missing.length > 0) throw new Error(`The shell's build has no chunk for ${missing.join(', ')}`)
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  return [...seen].map((key) => manifest[key]?.file).filter((file): file is string => file !== undefined && file.endsWith('.js')).sort()
}
