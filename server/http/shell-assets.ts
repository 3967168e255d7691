// Serves the dashboard shell (dist/shell, built by `npm run build:shell`) at `/`: a file of the
// build when the path names one, else the shell's index.html for any page path (/stats/...,
// /admin/..., /login), so a copied dashboard URL opens where it points (the SPA fallback). /api,
// /dist and /examples are other sub-apps' business and never fall back; a missing file with an
// extension (/assets/gone.js) is a 404, not a page. Until the shell is built, `/` says how to
// build it. Hashed build files are immutable; index.html and sw.js revalidate so a rebuild shows
// at once. Text files go out compressed like /dist's: the build's brotli and gzip copies.
import { readFile, realpath, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { publicAccess } from './guards'
import type { AppEnv } from '../env'
import { codingFor, CompressedFileCache, compressedBytes } from './compressed-files'
import { contentTypeFor, safeSegments } from './static-assets'

/** Where the shell's build lives, relative to the project root. */
export const SHELL_BUILD_DIR = join('dist', 'shell')

/** Paths that belong to other parts of the server: never answered with the shell's page. */
const NOT_THE_SHELL = /^\/(api|dist|examples)(\/|$)/

/** Vite's content-hashed output (assets/index-DGr3v1Xa.js): its content never changes under that name. */
const HASHED_ASSET = /^assets\/.+-[A-Za-z0-9_-]{8,}\.\w+(\.map)?$/

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fireworks dashboard</title></head>
<body><main><h1>Fireworks dashboard</h1>
<p>The dashboard has not been built yet. Run <code>npm run build:shell</code> (or restart <code>npm start</code>, which builds it) and reload.</p>
</main></body></html>
`

/** Whether a path should get the shell's page when no file has its name. */
export function fallsBackToPage(pathname: string): boolean {
  if (NOT_THE_SHELL.test(pathname)) return false
  const last = pathname.split('/').pop() ?? ''
  // /stats/details/location/L1 has no extension; /assets/x.js and /favicon.ico do.
  return !/\.[a-z0-9]+$/i.test(last)
}

async function fileInside(folder: string, segments: readonly string[]): Promise<{ path: string; size: number; mtimeMs: number } | undefined> {
  const path = resolve(folder, ...segments)
  if (!path.startsWith(folder + sep)) return undefined
  try {
    const info = await stat(path)
    if (!info.isFile()) return undefined
    const [realFolder, realFile] = await Promise.all([realpath(folder), realpath(path)])
    if (!realFile.startsWith(realFolder + sep)) return undefined
    return { path, size: info.size, mtimeMs: info.mtimeMs }
  } catch {
    return undefined
  }
}

const compressed = new CompressedFileCache(16 * 1024 * 1024)

async function send(c: Context<AppEnv>, file: { path: string; size: number; mtimeMs: number }, relative: string): Promise<Response> {
  const coding = codingFor(file.path, file.size, c.req.header('accept-encoding'))
  const version = `${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}`
  const etag = `W/"${version}${coding ? `-${coding}` : ''}"`
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(file.path),
    'Cache-Control': HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
  }
  if (codingFor(file.path, file.size, 'br, gzip')) headers.Vary = 'Accept-Encoding'
  if (c.req.header('if-none-match')?.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers })
  const body = coding ? await compressedBytes(compressed, file, version, coding) : await readFile(file.path)
  if (coding) headers['Content-Encoding'] = coding
  const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>
  return new Response(c.req.method === 'HEAD' ? null : bytes, { status: 200, headers: { ...headers, 'Content-Length': String(body.byteLength) } })
}

/** A sub-app serving the shell's build with the SPA fallback; mount it at `/` after the others. */
export function shellAssets(projectRoot: string, buildDir: string = SHELL_BUILD_DIR) {
  const folder = resolve(projectRoot, buildDir)
  // The shell's files hold no data: anyone may load them; the API they call checks the caller.
  return new Hono<AppEnv>().get('/*', publicAccess(), async (c, next) => {
    const pathname = new URL(c.req.url).pathname
    // Not the shell's: a route mounted after this one (or the app's not-found answer) decides.
    if (NOT_THE_SHELL.test(pathname)) return next()
    const segments = safeSegments(pathname.slice(1))
    if (!segments) return c.text('Not Found', 404)
    // The page itself is only ever served as the fallback, so /index.html is not a second address.
    if (segments.length > 0 && segments.at(-1) !== 'index.html') {
      const file = await fileInside(folder, segments)
      if (file) return send(c, file, segments.join('/'))
    }
    if (!fallsBackToPage(pathname)) return c.text('Not Found', 404)
    const page = await fileInside(folder, ['index.html'])
    if (!page) return c.html(NOT_BUILT_PAGE, 503)
    return send(c, page, 'index.html')
  })
}
