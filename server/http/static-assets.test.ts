import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { cacheControl, contentTypeFor, safeSegments, staticAssets } from './static-assets'

let root: string
/** A script large enough to be compressed (over 1 KiB). */
const LARGE_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}]`
let app: ReturnType<typeof staticAssets>

beforeAll(() => {
  // A project root with the two served folders and secrets beside them.
  root = mkdtempSync(join(tmpdir(), 'fw-static-'))
  mkdirSync(join(root, 'examples/html/sub'), { recursive: true })
  mkdirSync(join(root, 'dist'))
  writeFileSync(join(root, 'examples/html/index.html'), '<!doctype html><title>Example</title>')
  writeFileSync(join(root, 'examples/html/example.js'), 'console.log(1)')
  writeFileSync(join(root, 'examples/html/sub/page.css'), 'p{}')
  writeFileSync(join(root, 'examples/html/.env'), 'SECRET=1')
  writeFileSync(join(root, 'dist/standalone.js'), 'export{}')
  mkdirSync(join(root, 'public/sounds'), { recursive: true })
  writeFileSync(join(root, 'public/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(root, 'public/sounds/fireworks-1.wav'), 'RIFF')
  writeFileSync(join(root, 'public/secret.txt'), 'not served')
  writeFileSync(join(root, 'dist/chunk-AB12CD34.js'), 'export const a=1')
  mkdirSync(join(root, 'dist/autoload'))
  writeFileSync(join(root, 'dist/autoloader.js'), `import('./autoload/top-items.element-AB12CD34.js');${'/* room to compress */'.repeat(200)}`)
  writeFileSync(join(root, 'dist/autoload/top-items.element-AB12CD34.js'), LARGE_SCRIPT)
  writeFileSync(join(root, 'package.json'), '{"secret":true}')
  // A release's server code and the shell's build live under dist/ too, but are not /dist's to serve.
  mkdirSync(join(root, 'dist/server'))
  writeFileSync(join(root, 'dist/server/start.js'), 'export{}')
  mkdirSync(join(root, 'dist/shell'))
  writeFileSync(join(root, 'dist/shell/index.html'), '<!doctype html>')
  writeFileSync(join(root, 'secret.txt'), 'outside')
  symlinkSync(join(root, 'secret.txt'), join(root, 'dist/leak.js'))
  app = staticAssets(root)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('static assets', () => {
  it("never serves the release's server code, the shell's build or the declarations under /dist", async () => {
    for (const path of ['/dist/server/start.js', '/dist/server/', '/dist/shell/index.html', '/dist/types/index.d.ts', '/dist/%73erver/start.js']) {
      expect((await app.request(path)).status, path).toBe(404)
    }
    expect((await app.request('/dist/standalone.js')).status).toBe(200)
  })

  it('serves the example page with an HTML type and revalidation', async () => {
    const res = await app.request('/examples/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toBe('<!doctype html><title>Example</title>')
  })

  it('redirects /examples to /examples/ so relative links resolve, keeping the query', async () => {
    const res = await app.request('/examples?location=L1')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/examples/?location=L1')
  })

  it('serves scripts, styles and the bundle with their types', async () => {
    const script = await app.request('/examples/example.js')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const style = await app.request('/examples/sub/page.css')
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const bundle = await app.request('/dist/standalone.js')
    expect(bundle.status).toBe(200)
    expect(await bundle.text()).toBe('export{}')
    expect(bundle.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves the favicon at the root and the fireworks samples under /sounds/, nothing else of public/', async () => {
    const icon = await app.request('/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    const sound = await app.request('/sounds/fireworks-1.wav')
    expect(sound.status).toBe(200)
    expect(sound.headers.get('content-type')).toBe('audio/wav')
    expect((await app.request('/secret.txt')).status).toBe(404)
    expect((await app.request('/sounds/../secret.txt')).status).toBe(404)
  })

  it('lets browsers keep hashed chunks for a year', async () => {
    const res = await app.request('/dist/chunk-AB12CD34.js')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers 304 to a matching ETag and HEAD without a body', async () => {
    const first = await app.request('/dist/standalone.js')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    const again = await app.request('/dist/standalone.js', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const head = await app.request('/dist/standalone.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it.each([
    '/examples/..%2fpackage.json',
    '/examples/%2e%2e%2fpackage.json',
    '/examples/..%5cpackage.json',
    '/examples/sub/..%2f..%2f..%2fpackage.json',
    '/dist/..%2F..%2Fsecret.txt',
    '/examples/.env',
    '/examples/%2eenv',
    '/examples/index.html%00.js',
    '/examples/%E0%A4%A',
    '/examples//etc/passwd',
    '/dist/leak.js',
    '/dist/missing.js',
    '/dist/',
  ])('refuses %s with 404', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBe(404)
    const text = await res.text()
    expect(text).not.toContain('secret')
    expect(text).not.toContain('SECRET')
  })

  it('never reaches above its folders even when the URL is not normalised first', () => {
    expect(safeSegments('../package.json')).toBeUndefined()
    expect(safeSegments('a/./b')).toBeUndefined()
    expect(safeSegments('a\\..\\b')).toBeUndefined()
    expect(safeSegments('sub/page.css')).toEqual(['sub', 'page.css'])
    expect(safeSegments('sub/')).toEqual(['sub'])
    expect(safeSegments('my%20file.js')).toEqual(['my file.js'])
  })

  it('knows the content types it serves', () => {
    expect(contentTypeFor('a/standalone.js.map')).toBe('application/json; charset=utf-8')
    expect(contentTypeFor('logo.SVG')).toBe('image/svg+xml')
    expect(contentTypeFor('archive.bin')).toBe('application/octet-stream')
  })

  describe('for pages on other origins (the widget bundle)', () => {
    it('lets any origin load /dist and the sounds, and nothing else', async () => {
      const script = await app.request('/dist/autoloader.js', { headers: { Origin: 'http://intranet.example' } })
      expect(script.headers.get('access-control-allow-origin')).toBe('*')
      expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
      const sound = await app.request('/sounds/fireworks-1.wav')
      expect(sound.headers.get('access-control-allow-origin')).toBe('*')
      const page = await app.request('/examples/', { headers: { Origin: 'http://intranet.example' } })
      expect(page.headers.get('access-control-allow-origin')).toBeNull()
    })

    it('sends brotli where taken, else gzip, else the bytes as they are, with a Vary and an ETag per coding', async () => {
      const path = '/dist/autoload/top-items.element-AB12CD34.js'
      const br = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(br.headers.get('content-encoding')).toBe('br')
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(LARGE_SCRIPT)
      const gz = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(gz.headers.get('content-encoding')).toBe('gzip')
      const gzBytes = Buffer.from(await gz.arrayBuffer())
      expect(gunzipSync(gzBytes).toString()).toBe(LARGE_SCRIPT)
      expect(gzBytes.byteLength).toBeLessThan(LARGE_SCRIPT.length / 2)
      const plain = await app.request(path)
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(await plain.text()).toBe(LARGE_SCRIPT)
      for (const res of [br, gz, plain]) expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(new Set([br, gz, plain].map((res) => res.headers.get('etag'))).size).toBe(3)
      const again = await app.request(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.get('etag') ?? '' } })
      expect(again.status).toBe(304)
    })

    it('keeps hashed chunks for a year and the autoloader for five minutes', async () => {
      const chunk = await app.request('/dist/autoload/top-items.element-AB12CD34.js')
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const loader = await app.request('/dist/autoloader.js')
      expect(loader.headers.get('cache-control')).toBe('public, max-age=300')
      expect(cacheControl('dist/standalone.js')).toBe('no-cache')
    })
  })
})
