// gzip for JSON answers (docs/server.md#the-kv-cache): an answer over 1 KiB goes out gzip-compressed to a client
// whose Accept-Encoding allows gzip, as it is otherwise; every JSON answer says `Vary:
// Accept-Encoding`, so a shared cache keeps the two apart. An answer that already carries a
// Content-Encoding (the orders answer, compressed once when cached) is left as it is.
//
// Our own middleware rather than hono/compress: that one measures an answer by its Content-Length
// header, which c.json() does not set, so it compresses every answer however small; it also
// compresses through a web CompressionStream per request and offers deflate, which we never want
// to produce on the fly for a cached answer whose gzip bytes we already hold.
import { gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

/** Answers larger than this many bytes are compressed. */
export const COMPRESS_OVER_BYTES = 1024

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i
/** Statuses whose answers have no body to compress. */
const BODILESS = new Set([101, 204, 205, 304])

/**
 * Whether an Accept-Encoding header allows `coding` (gzip also as x-gzip): named with a q above 0,
 * or covered by `*` with a q above 0 when not named. No header means identity only.
 */
export function acceptsCoding(header: string | undefined | null, coding: 'gzip' | 'br'): boolean {
  if (!header) return false
  const names = coding === 'gzip' ? ['gzip', 'x-gzip'] : [coding]
  let named: number | undefined
  let wildcard: number | undefined
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim())
    const name = token.toLowerCase()
    let q = 1
    for (const param of params) {
      const [key, value] = param.split('=').map((piece) => piece.trim())
      if (key?.toLowerCase() === 'q') q = value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0
    }
    if (names.includes(name)) named = Math.max(named ?? 0, q)
    else if (name === '*') wildcard = q
  }
  return (named ?? wildcard ?? 0) > 0
}

/** Whether an Accept-Encoding header allows gzip (see acceptsCoding). */
export function acceptsGzip(header: string | undefined | null): boolean {
  return acceptsCoding(header, 'gzip')
}

/** gzip-compresses bytes off the main thread (node:zlib's pool). */
export function gzipBytes(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    gzip(bytes, (error, compressed) => {
      if (error) reject(error)
      else resolve(new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength) as Uint8Array<ArrayBuffer>)
    })
  })
}

/** Adds Accept-Encoding to a Vary header unless it is there already. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary')
  if (vary === null || vary === '') headers.set('Vary', 'Accept-Encoding')
  else if (!VARY_ACCEPT_ENCODING.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
}

/** Compresses JSON answers over COMPRESS_OVER_BYTES for clients that accept gzip. */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const res = c.res
    if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return
    varyOnAcceptEncoding(res.headers)
    if (res.body === null || BODILESS.has(res.status) || c.req.method === 'HEAD') return
    if (res.headers.has('Content-Encoding') || NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')) return
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return
    const declared = res.headers.get('Content-Length')
    if (declared !== null && Number(declared) <= COMPRESS_OVER_BYTES) return
    // A JSON answer is built whole in memory (c.json), so reading it here costs no more than that.
    const bytes = new Uint8Array(await res.arrayBuffer())
    const compress = bytes.byteLength > COMPRESS_OVER_BYTES
    const body = compress ? await gzipBytes(bytes) : bytes
    // Setting c.res copies the old answer's headers onto the new one: fix the length and encoding after.
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })
    c.res.headers.set('Content-Length', String(body.byteLength))
    if (compress) c.res.headers.set('Content-Encoding', 'gzip')
  }
}
