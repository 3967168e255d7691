// The server `npm start` runs in a clone, bundled: server/start.ts and the hydration worker it
// starts, compiled by esbuild into .server-build/build-…/ (see bundle-state.mjs), then made current
// with the stamps of every file it was made from. launch.mjs runs this (through tsx) only when the
// current build is missing or one of those files changed; it takes about a second here.
//
// Like the release's (scripts/build-server.ts), with three differences: the code knows it is a
// clone's (__FW_CLONE_BUNDLE__, server/project-root.ts: it builds what is stale and names
// `npm run admin`); the pure-ESM packages of many small files are bundled in, so Node does not
// resolve and read their ~400 files one by one at each start; and the Square SDK comes from its
// one-file copy beside the bundle (square-vendor.ts), through square-loader.cjs. Every other
// package stays an import Node resolves from node_modules, native ones (better-sqlite3, argon2)
// included.
import { copyFileSync, cpSync, linkSync, mkdirSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { SERVER_ENTRIES } from '../build-server'
import { BUNDLE_DIR, claimBuild, makeCurrent, newBuildName, removeUnusedBuilds, stampInputs, type Stamps } from './bundle-state.mjs'
import { SQUARE_VENDOR_FILE, squareVendorFile } from './square-vendor'

const here = dirname(fileURLToPath(import.meta.url))

/** Bundled in: each is ESM only and loads as dozens to hundreds of files (kysely alone ~260). */
const BUNDLED_PACKAGES = new Set(['kysely', 'zod', 'hono', '@hono/node-server'])

/** What the server bundle requires for 'square', copied beside it. */
const SQUARE_LOADER = 'square-loader.cjs'

/** The migrations the database opens with, read from beside the bundle (server/db/migrate.ts). */
const MIGRATIONS = join('server', 'db', 'migrations')

/** What `npm start` runs: the server and the worker it loads from beside itself. */
const ENTRIES = { start: SERVER_ENTRIES.start, 'hydration-worker': SERVER_ENTRIES['hydration-worker'] }

/**
 * In ESM output, esbuild turns a bundled CommonJS `require` into one of this name; an ES module
 * has none of its own.
 */
const REQUIRE_BANNER = "import { createRequire as __fwCreateRequire } from 'node:module'; const require = __fwCreateRequire(import.meta.url);"

function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

/** Which imports of packages are bundled, which the SDK's copy answers, and which Node resolves at run time. */
const packagesPlugin: Plugin = {
  name: 'clone-server-packages',
  setup(builder) {
    // A CommonJS stand-in: importers read its exports as they would the SDK's own.
    builder.onResolve({ filter: /^square$/ }, () => ({ path: 'square', namespace: 'square-vendor' }))
    builder.onLoad({ filter: /.*/, namespace: 'square-vendor' }, () => ({
      contents: `module.exports = require(${JSON.stringify(`./${SQUARE_LOADER}`)})`,
      loader: 'js',
    }))
    builder.onResolve({ filter: /.*/, namespace: 'square-vendor' }, (args) => ({ path: args.path, external: true }))
    builder.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED_PACKAGES.has(packageName(args.path)) ? undefined : { path: args.path, external: true }))
  },
}

/** A root-relative path, for files of this builder that may sit outside `root` (tests). */
function fromRoot(root: string, path: string): string {
  return relative(root, path)
}

/** Besides the sources esbuild read: what else decides what a build holds. */
function otherInputs(root: string): string[] {
  const tsconfigs = ['.', 'server', 'src'].flatMap((folder) => {
    try {
      return readdirSync(join(root, folder))
        .filter((name) => /^tsconfig.*\.json$/.test(name))
        .map((name) => join(folder, name))
    } catch {
      return []
    }
  })
  const migrations = readdirSync(join(root, MIGRATIONS)).map((name) => join(MIGRATIONS, name))
  return [
    // Packages: any `npm install` rewrites one of these.
    'package.json',
    'package-lock.json',
    join('node_modules', '.package-lock.json'),
    join('server', 'package.json'),
    ...tsconfigs,
    // The folder too: a migration added or removed changes it.
    MIGRATIONS,
    ...migrations,
    // How a build is made.
    ...['build-bundle.ts', 'square-vendor.ts', SQUARE_LOADER, 'bundle-state.mjs', '../build-server.ts'].map((file) => fromRoot(root, join(here, file))),
  ]
}

/**
 * The stamps of `inputs` as built. A file changed while the build ran may hold either version:
 * its stamp is recorded as one no file has, so the next start builds again.
 */
function stampsAsBuilt(root: string, inputs: readonly string[], startedAt: number): Stamps {
  const stamps = stampInputs(root, inputs)
  for (const [input, stamp] of Object.entries(stamps)) if (stamp !== null && stamp[0] >= startedAt) stamps[input] = [-1, -1]
  return stamps
}

/** The SDK's copy in the build's folder: a link to the vendor folder's file (a copy where links fail). */
function placeSquareCopy(vendored: string, dir: string): void {
  const target = join(dir, SQUARE_VENDOR_FILE)
  try {
    linkSync(vendored, target)
  } catch {
    copyFileSync(vendored, target)
  }
}

/** Builds the server into a new folder under .server-build, makes it current and removes unused builds; its name. */
export async function buildCloneServer(root: string): Promise<string> {
  const startedAt = Date.now()
  const name = newBuildName()
  const dir = join(root, BUNDLE_DIR, name)
  mkdirSync(dir, { recursive: true })
  // Until this process exits, another builder's clean-up leaves the half-made folder alone.
  claimBuild(dir)
  placeSquareCopy(await squareVendorFile(root), dir)
  copyFileSync(join(here, SQUARE_LOADER), join(dir, SQUARE_LOADER))
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    minify: false,
    banner: { js: REQUIRE_BANNER },
    define: { __FW_CLONE_BUNDLE__: 'true' },
    plugins: [packagesPlugin],
    metafile: true,
    logLevel: 'warning',
  })
  cpSync(join(root, MIGRATIONS), join(dir, 'migrations'), { recursive: true })
  // esbuild names its inputs relative to absWorkingDir; the SDK's stand-in is `square-vendor:square`.
  const sources = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/') && !input.includes(':'))
  makeCurrent(root, name, stampsAsBuilt(root, [...sources, ...otherInputs(root)], startedAt))
  removeUnusedBuilds(root, name)
  return name
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCloneServer(fileURLToPath(new URL('../..', import.meta.url)))
