// Serves built and static browser files: the widget package (dist/ at /dist/, where the example
// page loads standalone.js), the plain-HTML example (examples/html at /examples/), the fireworks
// samples (public/sounds at /sounds/) and the favicon (public/favicon.svg at /favicon.svg). Only
// files under those folders are reachable: every path segment is decoded once and checked, dotfiles are
// hidden, and the resolved real path (symlinks followed) must stay inside the folder.
import { readFile, realpath, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { publicAccess } from './guards'
import type { AppEnv } from '../env'
import { codingFor, CompressedFileCache, compressedBytes } from './compressed-files'

/** A URL prefix served from a folder. */
export interface StaticMount {
  /** URL prefix without a trailing slash, e.g. `/examples`. */
  prefix: string
  /** Folder relative to the project root. */
  dir: string
  /**
   * Any page may load these files (`Access-Control-Allow-Origin: *`): static code and samples
   * that hold no data and need no credentials, loaded by intranet pages on other origins.
   */
  embeddable?: boolean
  /** Subfolders never served under this prefix (the release's server code, the shell served at `/`). */
  hidden?: readonly string[]
}

export const DEFAULT_MOUNTS: readonly StaticMount[] = [
  { prefix: '/examples', dir: 'examples/html' },
  { prefix: '/dist', dir: 'dist', embeddable: true, hidden: ['server', 'shell', 'types'] },
  { prefix: '/sounds', dir: 'public/sounds', embeddable: true },
]

/** A single file served at the site's root, e.g. `/favicon.svg` from `public/`. */
export interface RootFile {
  /** The file's name, also its URL path below `/`. */
  name: string
  /** Folder relative to the project root. */
  dir: string
}

export const DEFAULT_ROOT_FILES: readonly RootFile[] = [{ name: 'favicon.svg', dir: 'public' }]

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.wav': 'audio/wav',
  '.ts': 'text/plain; charset=utf-8',
}

/**
 * Files whose name carries a hash of their content never change under that name: tsup's shared
 * chunks (`chunk-<HASH>.js`) and every chunk the autoloader loads (`autoload/<name>-<HASH>.js`).
 */
const HASHED_NAME = /(^|\/)(chunk-[A-Z0-9]{6,}|autoload\/[\w.-]+-[\w-]{8})\.js(\.map)?$/i
/** The autoloader names the current chunks: pages pick up a new build within minutes. */
const AUTOLOADER = /(^|\/)autoloader\.js$/

/** The content type of a file name; unknown kinds are plain bytes. */
export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * The safe relative segments of a URL path below a prefix, or undefined when any segment is
 * malformed, empty, `.`/`..`, a dotfile, or hides a separator or NUL after decoding.
 */
export function safeSegments(rest: string): string[] | undefined {
  const raw = rest.split('/')
  if (raw[raw.length - 1] === '') raw.pop() // a trailing slash names the folder
  const segments: string[] = []
  for (const part of raw) {
    let decoded: string
    try {
      decoded = decodeURIComponent(part)
    } catch {
      return undefined
    }
    if (decoded === '' || decoded.startsWith('.') || /[/\\\0]/.test(decoded)) return undefined
    segments.push(decoded)
  }
  return segments
}

async function isInside(folder: string, file: string): Promise<boolean> {
  try {
    const [realFolder, realFile] = await Promise.all([realpath(folder), realpath(file)])
    return realFile.startsWith(realFolder + sep)
  } catch {
    return false
  }
}

/** Finds the file a request names under a mount, or undefined (answered 404). */
async function locate(folder: string, segments: string[]): Promise<{ path: string; size: number; mtimeMs: number } | undefined> {
  let path = resolve(folder, ...segments)
  if (path !== folder && !path.startsWith(folder + sep)) return undefined
  try {
    let info = await stat(path)
    if (info.isDirectory()) {
      path = join(path, 'index.html')
      info = await stat(path)
    }
    if (!info.isFile() || !(await isInside(folder, path))) return undefined
    return { path, size: info.size, mtimeMs: info.mtimeMs }
  } catch {
    return undefined
  }
}

export function cacheControl(path: string): string {
  // Everything else (standalone.js, pages) revalidates by ETag so a rebuild shows at once.
  const normal = path.split(sep).join('/')
  if (HASHED_NAME.test(normal)) return 'public, max-age=31536000, immutable'
  if (AUTOLOADER.test(normal)) return 'public, max-age=300'
  return 'no-cache'
}

const compressed = new CompressedFileCache()

async function serve(c: Context<AppEnv>, folder: string, rest: string, embeddable = false, hidden: readonly string[] = []): Promise<Response> {
  const segments = safeSegments(rest)
  const found = segments && !hidden.includes(segments[0] ?? '') && (await locate(folder, segments))
  if (!found) return c.text('Not Found', 404)
  const coding = codingFor(found.path, found.size, c.req.header('accept-encoding'))
  const version = `${found.size.toString(16)}-${Math.trunc(found.mtimeMs).toString(16)}`
  const etag = `W/"${version}${coding ? `-${coding}` : ''}"`
  const headers: Record<string, string> = { 'Content-Type': contentTypeFor(found.path), 'Cache-Control': cacheControl(found.path), ETag: etag }
  if (codingFor(found.path, found.size, 'br, gzip')) headers.Vary = 'Accept-Encoding'
  if (embeddable) {
    headers['Access-Control-Allow-Origin'] = '*'
    headers['Cross-Origin-Resource-Policy'] = 'cross-origin'
  }
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers })
  const body = coding ? await compressedBytes(compressed, found, version, coding) : await readFile(found.path)
  if (coding) headers['Content-Encoding'] = coding
  return new Response(c.req.method === 'HEAD' ? null : (new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>), { status: 200, headers: { ...headers, 'Content-Length': String(body.byteLength) } })
}

/** A sub-app serving each mount's folder under its prefix and each root file; mount it at `/`. */
export function staticAssets(projectRoot: string, mounts: readonly StaticMount[] = DEFAULT_MOUNTS, rootFiles: readonly RootFile[] = DEFAULT_ROOT_FILES) {
  const app = new Hono<AppEnv>()
  for (const file of rootFiles) {
    app.get(`/${file.name}`, publicAccess(), (c) => serve(c, resolve(projectRoot, file.dir), file.name))
  }
  for (const mount of mounts) {
    const folder = resolve(projectRoot, mount.dir)
    // Relative links in a folder's index.html need the trailing slash.
    // Built browser files hold no data: anyone may load them; the API they call checks the caller.
    app.get(mount.prefix, publicAccess(), (c) => c.redirect(`${mount.prefix}/${new URL(c.req.url).search}`, 301))
    app.get(`${mount.prefix}/*`, publicAccess(), (c) => serve(c, folder, new URL(c.req.url).pathname.slice(mount.prefix.length + 1), mount.embeddable, mount.hidden))
  }
  return app
}
