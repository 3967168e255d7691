// The server's key-value cache as the admin cache debugger sees it (docs/contract.md#entities, docs/contract.md#the-calls, docs/screens.md#kv-cache-debugger).
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { countSchema, isoInstantSchema } from './fields'

export const kvKeyEntrySchema = z.object({
  name: z.string(),
  /** When the entry expires; null when it never does. Beyond the cache debugger's minimal shape, so optional. */
  expiresAt: z.optional(z.nullable(isoInstantSchema)),
  /** Bytes of key and value (UTF-8), as the cache's budget counts them. Optional, as expiresAt. */
  bytes: z.optional(countSchema),
})
export type KvKeyEntry = z.infer<typeof kvKeyEntrySchema>

/** The cache against its byte budget (FW_CACHE_MAX_MB): past it, the least recently used entries go. */
export const kvUsageSchema = z.object({
  usedBytes: countSchema,
  maxBytes: countSchema,
  /** Entries held, expired ones not yet purged included (usedBytes counts them too). */
  entries: countSchema,
})
export type KvUsage = z.infer<typeof kvUsageSchema>

/** GET /api/kv-cache/keys: the live keys and, beyond the minimal shape (so optional), the usage. */
export const kvKeysDataSchema = z.object({ keys: z.array(kvKeyEntrySchema), usage: z.optional(kvUsageSchema) })
export type KvKeysData = z.infer<typeof kvKeysDataSchema>
export const kvKeysResponseSchema = successSchema(kvKeysDataSchema)
export type KvKeysResponse = z.infer<typeof kvKeysResponseSchema>

/** GET /api/kv-cache/value/{key}: the stored value, any JSON. */
export const kvValueResponseSchema = successSchema(z.object({ value: z.json() }))
export type KvValueResponse = z.infer<typeof kvValueResponseSchema>

/** DELETE /api/kv-cache/key/{key} answers which key went. */
export const kvDeleteResponseSchema = successSchema(z.object({ name: z.string() }))

/** The {key} path parameter (already URL-decoded). */
export const kvKeyParamSchema = z.strictObject({
  key: z.string('Key is required').check(z.minLength(1, 'Key is required'), z.maxLength(512, 'Key is too long')),
})

export type KvKeyType = 'geocode' | 'orders' | 'locations' | 'other'

/** The kind of a cache key, from its prefix: geocode:, square:orders:, square:locations, else other. */
export function kvKeyType(name: string): KvKeyType {
  if (name.startsWith('geocode:')) return 'geocode'
  if (name.startsWith('square:orders:')) return 'orders'
  if (name.startsWith('square:locations')) return 'locations'
  return 'other'
}

/** docs/screens.md#kv-cache-debugger: a value whose JSON is longer than this is shown as a preview of PREVIEW_LENGTH characters. */
export const KV_VALUE_PREVIEW_THRESHOLD = 50_000
export const KV_VALUE_PREVIEW_LENGTH = 5_000
