// The official `square` SDK as one CommonJS file, for the server bundle `npm start` runs. From
// node_modules Node loads the SDK's ~3,600 files one by one — about 2 s of CPU on every start,
// before the port opens (server/square/services.ts loads it then on purpose) — while the same code
// in one file loads in under half that. Bundled into the server at every build it would add
// seconds to each rebuild, so it is made once for the versions installed (the SDK's and those of
// the packages it uses), kept in .server-build/vendor-…/ and linked into each build.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { BUNDLE_DIR } from './bundle-state.mjs'

const VENDOR_PREFIX = 'vendor-'
/** The file's name, in its vendor folder and in each build (the server bundle requires it beside itself). */
export const SQUARE_VENDOR_FILE = 'square.cjs'
/** The packages the file was made from: their folders under the root, each with its version then. */
const MADE_FROM = 'packages.json'

/** The package folders among esbuild's inputs (`node_modules/a`, `node_modules/a/node_modules/@b/c`), each with its version. */
function packagesOf(root: string, inputs: readonly string[]): Record<string, string | undefined> {
  const folders = new Set(inputs.map((input) => /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]).filter((folder) => folder !== undefined))
  return Object.fromEntries([...folders].sort().map((folder) => [folder, installedVersion(root, folder)]))
}

function installedVersion(root: string, folder: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { version?: string }).version
  } catch {
    return undefined
  }
}

/** Whether the vendor folder is complete and every package it was made from is installed at the same version. */
function matchesInstalled(root: string, folder: string): boolean {
  try {
    const madeFrom = JSON.parse(readFileSync(join(folder, MADE_FROM), 'utf8')) as Record<string, string | undefined>
    return existsSync(join(folder, SQUARE_VENDOR_FILE)) && Object.entries(madeFrom).every(([pkg, version]) => installedVersion(root, pkg) === version)
  } catch {
    return false
  }
}

/**
 * The path of the SDK's one-file copy made from what is installed now: an existing one, or a new
 * one (then any other copy is removed: each build keeps its own link to the file it uses).
 */
export async function squareVendorFile(root: string): Promise<string> {
  const base = join(root, BUNDLE_DIR)
  mkdirSync(base, { recursive: true })
  const vendors = readdirSync(base).filter((name) => name.startsWith(VENDOR_PREFIX))
  const current = vendors.find((name) => matchesInstalled(root, join(base, name)))
  if (current !== undefined) return join(base, current, SQUARE_VENDOR_FILE)

  const name = `${VENDOR_PREFIX}${Date.now().toString(36)}-${process.pid}`
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['square'],
    outfile: join(base, name, SQUARE_VENDOR_FILE),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    metafile: true,
    // The SDK's own code is not ours to warn about.
    logLevel: 'error',
  })
  // Written last: a folder without it (a build cut short) is never taken for complete.
  writeFileSync(join(base, name, MADE_FROM), JSON.stringify(packagesOf(root, Object.keys(result.metafile.inputs)), null, 1))
  for (const other of vendors) rmSync(join(base, other), { recursive: true, force: true })
  return join(base, name, SQUARE_VENDOR_FILE)
}
