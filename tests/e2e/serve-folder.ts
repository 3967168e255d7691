// A static file server for a built folder (Ladle's build/), on a free loopback port, for browser
// tests that open a build the API server does not serve. GET and HEAD only; `/` is index.html.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
}

export interface ServedFolder {
  url: string
  close(): Promise<void>
}

/** Serves `folder` on `port` (a free one by default; an origin the test server allows, for an app calling its API). */
export function serveFolder(folder: string, port = 0): Promise<ServedFolder> {
  const root = normalize(folder)
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    const inside = file === root || file.startsWith(root + sep)
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !inside) {
      response.writeHead(405).end()
      return
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' })
    if (request.method === 'HEAD') response.end()
    else createReadStream(file).pipe(response)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      if (!address || typeof address === 'string') return reject(new Error('The folder server has no port'))
      resolve({ url: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
