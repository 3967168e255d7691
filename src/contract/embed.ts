// Embedding credentials: the keys an admin makes for a host page (its origins, the locations it may
// read, an optional expiry), the short-lived read-only tokens a host's back end exchanges a key for,
// and the public check a widget makes before it shows a sign-in form. A person's session stays the
// dashboard's; a host page gets one of these instead.
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { isoInstantSchema } from './fields'
import { LOCATION_ID_MAX_LENGTH } from './home-locations'

/** A key's secret starts so (secret scanners and people can tell it from a token). */
export const EMBED_KEY_PREFIX = 'fwk_'
/** An embed token starts so; a user's session token never does. */
export const EMBED_TOKEN_PREFIX = 'fwe_'

export const EMBED_KEY_NAME_MAX = 100
export const EMBED_ORIGINS_MAX = 20
export const EMBED_LOCATIONS_MAX = 500
/** A token lasts this long unless the exchange asks for less or more (within the bounds). */
export const EMBED_TOKEN_DEFAULT_SECONDS = 900
export const EMBED_TOKEN_MIN_SECONDS = 60
export const EMBED_TOKEN_MAX_SECONDS = 3600

export const ORIGIN_MESSAGE = 'An origin is a scheme and host with an optional port, such as https://intranet.example'

/** `https://Intranet.Example/` → `https://intranet.example`; anything that is not a bare http(s) origin stays as typed (and is refused). */
export function normaliseOrigin(text: string): string {
  const trimmed = text.trim().replace(/\/$/, '')
  try {
    const url = new URL(trimmed)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && `${url.protocol}//${url.host}`.toLowerCase() === trimmed.toLowerCase()) return url.origin
  } catch {
    // Not a URL: refused below.
  }
  return trimmed
}

/** True for an http(s) origin as browsers send it in `Origin`. */
export function isOrigin(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text
  } catch {
    return false
  }
}

const originSchema = z.string({ error: ORIGIN_MESSAGE }).check(z.overwrite(normaliseOrigin), z.refine(isOrigin, ORIGIN_MESSAGE))

const locationIdSchema = z.string({ error: 'A location id must be text' }).check(
  z.trim(),
  z.minLength(1, 'A location id must not be empty'),
  z.maxLength(LOCATION_ID_MAX_LENGTH, `A location id must be at most ${LOCATION_ID_MAX_LENGTH} characters`),
)

const distinct = <T>(list: T[]): T[] => [...new Set(list)]

/** POST /api/embed/keys body. */
export const embedKeyCreateSchema = z.strictObject({
  name: z.string({ error: 'Name is required' }).check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    z.maxLength(EMBED_KEY_NAME_MAX, `Name must be at most ${EMBED_KEY_NAME_MAX} characters`),
  ),
  origins: z.array(originSchema, { error: 'Origins must be a list' }).check(
    z.minLength(1, 'Name at least one origin the host page is served at'),
    z.maxLength(EMBED_ORIGINS_MAX, `At most ${EMBED_ORIGINS_MAX} origins`),
    z.overwrite(distinct),
  ),
  locationIds: z.array(locationIdSchema, { error: 'Locations must be a list of location ids' }).check(
    z.minLength(1, 'Choose at least one location the host may read'),
    z.maxLength(EMBED_LOCATIONS_MAX, `At most ${EMBED_LOCATIONS_MAX} locations`),
    z.overwrite(distinct),
  ),
  /** When the key stops working (ISO instant); null or absent: when an admin revokes it. */
  expiresAt: z.optional(z.nullable(isoInstantSchema)),
})
export type EmbedKeyCreate = z.infer<typeof embedKeyCreateSchema>

export const embedKeyStatusSchema = z.enum(['active', 'expired', 'revoked'])
export type EmbedKeyStatus = z.infer<typeof embedKeyStatusSchema>

/** A key as listed: everything but its secret. */
export const embedKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, e.g. `fwk_AbCd`. */
  hint: z.string(),
  origins: z.array(z.string()),
  locationIds: z.array(z.string()),
  createdAt: isoInstantSchema,
  createdBy: z.nullable(z.string()),
  expiresAt: z.nullable(isoInstantSchema),
  revokedAt: z.nullable(isoInstantSchema),
  lastUsedAt: z.nullable(isoInstantSchema),
  status: embedKeyStatusSchema,
})
export type EmbedKey = z.infer<typeof embedKeySchema>

/** GET /api/embed/keys: newest first. */
export const embedKeysResponseSchema = successSchema(z.object({ keys: z.array(embedKeySchema) }))
/** POST /api/embed/keys: the key and its secret, which is never shown again. */
export const embedKeyCreatedResponseSchema = successSchema(z.object({ key: embedKeySchema, secret: z.string() }))
/** DELETE /api/embed/keys/{id}: the key as it now is (revoked). */
export const embedKeyRevokedResponseSchema = successSchema(z.object({ key: embedKeySchema }))

export const embedKeyIdParamSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) })

/** POST /api/embed/tokens body, sent by the host's back end. */
export const embedTokenRequestSchema = z.strictObject({
  key: z.string({ error: 'The embedding key is required' }).check(z.minLength(1, 'The embedding key is required'), z.maxLength(200, 'That is not an embedding key')),
  /** Fewer locations than the key's, for a page that shows only some; default all of the key's. */
  locationIds: z.optional(
    z.array(locationIdSchema).check(z.minLength(1, 'Name at least one location, or leave locationIds out'), z.maxLength(EMBED_LOCATIONS_MAX), z.overwrite(distinct)),
  ),
  /** Seconds each token lasts (60–3600); default 900. */
  expiresIn: z.optional(
    z.int({ error: 'expiresIn is a whole number of seconds' }).check(
      z.gte(EMBED_TOKEN_MIN_SECONDS, `expiresIn must be at least ${EMBED_TOKEN_MIN_SECONDS} seconds`),
      z.lte(EMBED_TOKEN_MAX_SECONDS, `expiresIn must be at most ${EMBED_TOKEN_MAX_SECONDS} seconds`),
    ),
  ),
})
export type EmbedTokenRequest = z.infer<typeof embedTokenRequestSchema>

/** What an exchange, a refresh and GET /api/embed/tokens/current answer. */
export const embedTokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.literal('embed'),
  /** Seconds from now until the token stops working. */
  expires_in: z.int().check(z.gte(0)),
  /** The locations the token may read. */
  locationIds: z.array(z.string()),
  /** The origins pages using it may be served from. */
  origins: z.array(z.string()),
})
export type EmbedToken = z.infer<typeof embedTokenSchema>
export const embedTokenResponseSchema = successSchema(embedTokenSchema)

/**
 * How the server stands towards the asking page's origin: its own (`dashboard`), in
 * FW_ALLOWED_ORIGINS (`allowed`: sign-in and tokens), named only by an embedding key
 * (`embed-tokens`: tokens only), neither (`refused`), or no Origin sent (`no-origin`: not a page).
 */
export const originStandingSchema = z.enum(['dashboard', 'allowed', 'embed-tokens', 'refused', 'no-origin'])
export type OriginStanding = z.infer<typeof originStandingSchema>

/** GET /api/embed/check: public, credential-free, readable from any origin. */
export const embedCheckSchema = z.object({
  service: z.literal('fireworks-dashboard'),
  origin: z.nullable(z.string()),
  standing: originStandingSchema,
})
export type EmbedCheck = z.infer<typeof embedCheckSchema>
export const embedCheckResponseSchema = successSchema(embedCheckSchema)
