// A large JSON answer served from the KV cache as bytes (the season answers of /api/square: orders
// and order summaries). The data is built once into JSON text, the success envelope wrapped around
// the bytes, compressed once, and the answer kept in this process's memory in both encodings
// while its KV entry lives (server/kv/hot-answers): serving it again reads nothing, parses nothing
// and compresses nothing.
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { hotAnswersFor, isEncodedAnswer } from '../kv/hot-answers'
import { kvCacheOf } from '../kv/kv-cache'
import { acceptsGzip, gzipBytes } from './compress'
import { jsonBytesResponse } from './json-bytes-response'

const ENVELOPE_START = Buffer.from('{"success":true,"data":')
const ENVELOPE_END = Buffer.from('}')

export interface CachedBytesAnswer {
  /** The KV cache key of the data. */
  key: string
  ttlMs: number
  /** The data as JSON text, built when neither memory nor the KV cache holds it. */
  build: () => Promise<string>
}

export async function cachedBytesAnswer(c: Context<AppEnv>, { key, ttlMs, build }: CachedBytesAnswer): Promise<Response> {
  const kv = kvCacheOf(c.var.deps)
  const hot = hotAnswersFor(c.var.deps.db)
  let createdAt = await kv.createdAt(key)
  const kept = createdAt === undefined ? undefined : hot.get(key, createdAt)
  let answer = isEncodedAnswer(kept) ? kept : undefined
  if (answer === undefined) {
    let data = createdAt === undefined ? undefined : (await kv.getBytes(key))?.bytes
    if (data === undefined || createdAt === undefined) {
      const json = await build()
      createdAt = (await kv.set(key, json, ttlMs)).createdAt
      data = Buffer.from(json, 'utf8')
    }
    const identity = Buffer.concat([ENVELOPE_START, data, ENVELOPE_END])
    answer = { identity, gzip: await gzipBytes(identity) }
    hot.set(key, createdAt, answer)
  }
  const gzipped = acceptsGzip(c.req.header('Accept-Encoding'))
  return jsonBytesResponse(c, [gzipped ? answer.gzip : answer.identity], gzipped)
}
