// What the built package weighs where it is used, measured from dist/ after `npm run build`: the
// files a plain page loads from the dashboard server (`/dist/autoloader.js`, `/dist/standalone.js`)
// as they are, and what an app with a bundler adds for an entry beside React: the entry bundled
// and minified by esbuild as an app's build would, React left out (a peer the app has anyway),
// counting what loads at once (the entry's chunk and the chunks it imports statically, not the
// chunks it imports on demand). Every figure is gzip bytes (level 9, as the server sends them).
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** The tag whose own entry the README weighs: the one its examples use. */
export const SAMPLE_TAG = 'fw-location-stats'

export interface PackageSizes {
  /** `/dist/autoloader.js`: the script tag's autoloader. */
  autoloader: number
  /** `/dist/standalone.js`: every tag with React, for a page without a bundler. */
  standalone: number
  /** `@…/autoloader` in a bundled app: what loads before any tag appears. */
  bundledAutoloader: number
  /** `@…/elements` in a bundled app: every tag at once. */
  bundledElements: number
  /** `@…/elements/<SAMPLE_TAG>` in a bundled app: that tag alone. */
  bundledTag: number
}

export function gzipBytes(contents: Uint8Array | string): number {
  return gzipSync(contents, { level: 9 }).length
}

/** Bare imports an app provides itself: React and its DOM renderer are the package's peers. */
const PEERS = ['react', 'react-dom', 'react/*', 'react-dom/*']

/** What loading `entry` (a file of dist/) costs an app that bundles it: its chunk and those it imports statically. */
export async function bundledBytes(entry: string, nodePaths: readonly string[] = []): Promise<number> {
  const absolute = resolve(entry)
  const result = await build({
    entryPoints: [absolute],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    // Paths in the metafile are relative to the working directory: from / they match the output files'.
    absWorkingDir: '/',
    outdir: '/bundle',
    metafile: true,
    platform: 'browser',
    external: PEERS,
    nodePaths: [...nodePaths],
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  // Each chunk imported on demand is an entry too: the one wanted is the output of `entry` itself.
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === absolute.replace(/^\//, ''))
  if (!entryOutput) throw new Error(`esbuild wrote no entry for ${entry}`)
  const loaded = new Set<string>()
  const visit = (path: string) => {
    if (loaded.has(path)) return
    loaded.add(path)
    for (const imported of outputs[path]!.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(entryOutput)
  const files = new Map(result.outputFiles.map((file) => [file.path.replace(/^\//, ''), file.contents]))
  return [...loaded].reduce((sum, path) => sum + gzipBytes(files.get(path.replace(/^\//, ''))!), 0)
}

/** Every figure of the package built into `root`/dist. */
export async function measureSizes(root: string): Promise<PackageSizes> {
  const dist = join(root, 'dist')
  const nodePaths = [join(root, 'node_modules')]
  return {
    autoloader: gzipBytes(readFileSync(join(dist, 'autoloader.js'))),
    standalone: gzipBytes(readFileSync(join(dist, 'standalone.js'))),
    bundledAutoloader: await bundledBytes(join(dist, 'lazy-elements.js'), nodePaths),
    bundledElements: await bundledBytes(join(dist, 'elements.js'), nodePaths),
    bundledTag: await bundledBytes(join(dist, 'elements', `${SAMPLE_TAG}.js`), nodePaths),
  }
}
