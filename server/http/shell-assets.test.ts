import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { fallsBackToPage, shellAssets } from './shell-assets'

let root: string
let app: ReturnType<typeof shellAssets>
const PAGE = '<!doctype html><title>Fireworks Dashboard</title><div id="root"></div>'
const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => ({ id: index, name: `Stand ${index}` })))}`

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'fw-shell-'))
  mkdirSync(join(root, 'dist/shell/assets'), { recursive: true })
  writeFileSync(join(root, 'dist/shell/index.html'), PAGE)
  writeFileSync(join(root, 'dist/shell/sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(root, 'dist/shell/assets/index-DGr3v1Xa.js'), 'export{}')
  writeFileSync(join(root, 'dist/shell/.env'), 'SECRET=1')
  // A chunk the build compressed (its .br and .gz beside it), and one it did not.
  writeFileSync(join(root, 'dist/shell/assets/map-Ab12Cd34.js'), BIG_SCRIPT)
  writeFileSync(join(root, 'dist/shell/assets/map-Ab12Cd34.js.br'), brotliCompressSync(BIG_SCRIPT))
  writeFileSync(join(root, 'dist/shell/assets/map-Ab12Cd34.js.gz'), gzipSync(BIG_SCRIPT))
  writeFileSync(join(root, 'dist/shell/assets/list-Ef56Gh78.js'), BIG_SCRIPT)
  writeFileSync(join(root, 'secret.txt'), 'outside')
  symlinkSync(join(root, 'secret.txt'), join(root, 'dist/shell/assets/leak-ABCDEFGH.js'))
  app = shellAssets(root)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the shell at /', () => {
  it.each(['/', '/login', '/stats/locations/map', '/stats/details/location/L1/orders/2025/ORDER1', '/admin/users/'])(
    'answers %s with the shell page (SPA fallback), revalidated',
    async (path) => {
      const res = await app.request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(PAGE)
    },
  )

  it('serves hashed build files as immutable and the service worker revalidated', async () => {
    const asset = await app.request('/assets/index-DGr3v1Xa.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const worker = await app.request('/sw.js')
    expect(worker.status).toBe(200)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
  })

  it('sends the build\'s brotli or gzip copy to a browser that takes it, and the plain file to one that does not', async () => {
    const brotli = await app.request('/assets/map-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding')
    const brotliBytes = Buffer.from(await brotli.arrayBuffer())
    expect(brotliBytes.byteLength).toBeLessThan(BIG_SCRIPT.length / 3)
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(BIG_SCRIPT)
    const gzip = await app.request('/assets/map-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(BIG_SCRIPT)
    const plain = await app.request('/assets/map-Ab12Cd34.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(BIG_SCRIPT)
  })

  it('compresses a file the build left plain, once, and gives each coding its own ETag', async () => {
    const first = await app.request('/assets/list-Ef56Gh78.js', { headers: { 'Accept-Encoding': 'br' } })
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(BIG_SCRIPT)
    const plain = await app.request('/assets/list-Ef56Gh78.js')
    expect(plain.headers.get('etag')).not.toBe(first.headers.get('etag'))
    const again = await app.request('/assets/list-Ef56Gh78.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('answers a missing file with 404, not the page', async () => {
    expect((await app.request('/assets/gone-ABCDEFGH.js')).status).toBe(404)
    expect((await app.request('/favicon.ico')).status).toBe(404)
  })

  it('never falls back for the API, the widget bundle or the examples', async () => {
    for (const path of ['/api/unknown', '/api', '/dist/x', '/examples/y']) {
      expect((await app.request(path)).status, path).toBe(404)
    }
    expect(fallsBackToPage('/api/health')).toBe(false)
    expect(fallsBackToPage('/stats')).toBe(true)
  })

  it('hides dotfiles and files reached through a link out of the build', async () => {
    expect((await app.request('/.env')).status).toBe(404)
    expect((await app.request('/assets/leak-ABCDEFGH.js')).status).toBe(404)
    expect((await app.request('/%2e%2e/secret.txt')).status).toBe(404)
  })

  it('answers 304 to a matching ETag', async () => {
    const first = await app.request('/stats')
    const etag = first.headers.get('etag') ?? ''
    const again = await app.request('/stats', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('says how to build the shell when it is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'fw-shell-empty-'))
    try {
      const res = await shellAssets(empty).request('/stats')
      expect(res.status).toBe(503)
      expect(await res.text()).toContain('npm run build:shell')
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
