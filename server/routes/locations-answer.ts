// The locations answer (docs/contract.md#entities) through the KV cache. For 400 stands over ten seasons the body is
// megabytes, so it is serialised once, when built, and its answer's start (the envelope and the
// body up to the cache flags) kept among this process's hot answers (../kv/hot-answers) as bytes
// and gzip-compressed, for as long as its KV entry lives: an answer then reads one small row (is
// the entry still the one the bytes came from?) and compresses only the flags at its end
// (../kv/spliced-gzip.ts). Another process may have built the entry (a second instance): its bytes
// are read once, without parsing. An embed token gets only its own locations, built for it.
import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { LocationsData } from '../../src/contract/locations-response'
import type { Database } from '../db/schema'
import type { AppEnv } from '../env'
import { acceptsGzip } from '../http/compress'
import { jsonBytesResponse } from '../http/json-bytes-response'
import { deflateStart, gzipWithEnd, type DeflatedStart } from '../kv/spliced-gzip'
import { hotAnswersFor, isAnswerStart, type AnswerStart } from '../kv/hot-answers'
import { KV_PREFIX, KV_TTL_MS, kvCacheOf } from '../kv/kv-cache'
import { buildLocationsBody } from '../square/store/locations-read'

/** The answer's cache flags, which follow the body in `data`. */
type LocationsCacheFlags = Pick<LocationsData, 'cached' | 'cachedAt' | 'cacheIsExpired'>

const ENVELOPE_START = Buffer.from('{"success":true,"data":')

/**
 * The answer's start from the body's JSON bytes (as cached): `{"success":true,"data":` and the
 * body without its closing brace, which the flags' end then supplies. The whole is the same text
 * as `{success, data: {...body, ...flags}}` serialised.
 */
const answerStart = (body: Buffer) => Buffer.concat([ENVELOPE_START, body.subarray(0, -1)])
const answerEnd = (flags: LocationsCacheFlags) => Buffer.from(`,${JSON.stringify(flags).slice(1)}}`)

/** Keeps the answer's start of the KV entry of these times among this process's hot answers. */
function hold(db: Kysely<Database>, times: { createdAt: number; expiresAt: number }, start: DeflatedStart): AnswerStart {
  const kept: AnswerStart = { start, expiresAt: times.expiresAt }
  hotAnswersFor(db).set(KV_PREFIX.locations, times.createdAt, kept)
  return kept
}

/** The kept start, or that of the live KV entry, or a body built anew (and cached); with its entry's creation time, or null when built now. */
async function answerStartOf(c: Context<AppEnv>): Promise<{ kept: AnswerStart; cachedAt: number | null }> {
  const { db } = c.var.deps
  const kv = kvCacheOf(c.var.deps)
  const createdAt = await kv.createdAt(KV_PREFIX.locations)
  const kept = createdAt === undefined ? undefined : hotAnswersFor(db).get(KV_PREFIX.locations, createdAt)
  if (createdAt !== undefined && isAnswerStart(kept)) return { kept, cachedAt: createdAt }
  const stored = createdAt === undefined ? undefined : await kv.getBytes(KV_PREFIX.locations)
  if (stored !== undefined) return { kept: hold(db, stored, await deflateStart(answerStart(stored.bytes))), cachedAt: stored.createdAt }
  const bodyJson = JSON.stringify(await buildLocationsBody(db))
  // Compressed on zlib's threads while this one writes the cache entry.
  const start = deflateStart(answerStart(Buffer.from(bodyJson)))
  const times = await kv.set(KV_PREFIX.locations, bodyJson, KV_TTL_MS.locations)
  return { kept: hold(db, times, await start), cachedAt: null }
}

/**
 * The answer for an embed token: only its locations, built for it (a few rows) and never cached,
 * so no token's narrowed answer is ever served for the whole list or for another token.
 */
async function narrowedLocationsAnswer(c: Context<AppEnv>, locationIds: readonly string[]): Promise<Response> {
  const body = await buildLocationsBody(c.var.deps.db, locationIds)
  const data: LocationsData = { ...body, cached: false, cachedAt: null, cacheIsExpired: false }
  return c.json({ success: true as const, data })
}

export async function locationsAnswer(c: Context<AppEnv>): Promise<Response> {
  const grant = c.var.embed
  if (grant) return narrowedLocationsAnswer(c, grant.locationIds)
  const { kept, cachedAt } = await answerStartOf(c)
  const flags: LocationsCacheFlags =
    cachedAt !== null
      ? { cached: true, cachedAt: new Date(cachedAt).toISOString(), cacheIsExpired: kept.expiresAt <= c.var.deps.clock.now() }
      : { cached: false, cachedAt: null, cacheIsExpired: false }
  const end = answerEnd(flags)
  const gzipped = acceptsGzip(c.req.header('Accept-Encoding'))
  const chunks = gzipped ? gzipWithEnd(kept.start, end) : [kept.start.bytes, end]
  return jsonBytesResponse(c, chunks, gzipped)
}
