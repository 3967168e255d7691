// GET /api/admin/settings (admins only): the server's effective configuration as an admin reads it
// on the Settings page — where Square data comes from, the home locations, map tiles, the geocoder,
// the refresh schedule, the allowed origins. Never a secret: tokens, signature keys, passwords and
// database credentials are reported only as whether they are set, and URLs come without their user
// info, query values and fragment.
import * as z from 'zod/mini'
import { successSchema } from './envelope'

export const adminSettingsSchema = z.object({
  square: z.object({
    /** SQUARE_ENVIRONMENT. */
    environment: z.enum(['production', 'sandbox']),
    /** `emulator` when no SQUARE_ACCESS_TOKEN is set and the bundled emulator stands in for Square. */
    dataSource: z.enum(['emulator', 'square']),
    /** Where Square calls go (the emulator's loopback address in the demo); null before it is known. */
    baseUrl: z.nullable(z.string()),
    accessTokenSet: z.boolean(),
    /** SQUARE_WEBHOOK_URL, the public URL Square posts payment webhooks to. */
    webhookUrl: z.nullable(z.string()),
    /** How many webhook signature keys are configured (two during a rotation). */
    webhookSignatureKeys: z.number(),
  }),
  homeLocations: z.object({
    /** `configured`: FW_HOME_LOCATION_IDS; `all-active`: unset, so every ACTIVE location is home. */
    source: z.enum(['configured', 'all-active']),
    ids: z.array(z.string()),
  }),
  map: z.object({
    tileUrl: z.string(),
    /** Null when the dark theme uses the light tiles. */
    tileUrlDark: z.nullable(z.string()),
    tileAttribution: z.string(),
  }),
  /** The geocoder in use (FW_GEOCODER_URL, or the emulator's); null when none. */
  geocoderUrl: z.nullable(z.string()),
  /** FW_REFRESH_MINUTES: how often current-season orders are refreshed during the season. */
  refreshMinutes: z.number(),
  /** FW_ALLOWED_ORIGINS: pages on other origins that may embed the widgets. */
  allowedOrigins: z.array(z.string()),
  /** The public origin in effect: FW_PUBLIC_ORIGIN, else the origin of SQUARE_WEBHOOK_URL; null when each request's own origin is used. */
  publicOrigin: z.nullable(z.string()),
  database: z.enum(['sqlite', 'postgres']),
  /** FW_NOW, when the server's clock is fixed. */
  fixedNow: z.nullable(z.string()),
  /** FW_WS_PING_MS: the live connection's ping interval. */
  wsPingMs: z.number(),
})
export type AdminSettings = z.infer<typeof adminSettingsSchema>
export const adminSettingsResponseSchema = successSchema(adminSettingsSchema)
