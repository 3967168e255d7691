// /api/admin/settings (admin only): the configuration the server runs with, as the Settings page
// shows it. Secrets never leave: a token or key is reported as set or not, every URL shown loses
// its user name, password, query values and fragment (server/http/redacted-url.ts), and the
// database is named by its kind only.
import { Hono } from 'hono'
import type { AdminSettings } from '../../src/contract/admin-settings'
import { requireRole } from '../http/guards'
import type { AppDeps, AppEnv } from '../env'
import { configuredPublicOrigin } from '../http/public-origin'
import { redactedUrl } from '../http/redacted-url'
import { defaultHomeLocations } from '../live/home-locations'

const orNull = (url: string | undefined) => (url === undefined ? null : redactedUrl(url))

export async function effectiveSettings(deps: AppDeps): Promise<AdminSettings> {
  const { config, square } = deps
  return {
    square: {
      environment: config.SQUARE_ENVIRONMENT,
      dataSource: config.useEmulator ? 'emulator' : 'square',
      baseUrl: orNull(square?.connection.baseUrl ?? config.SQUARE_BASE_URL),
      accessTokenSet: config.SQUARE_ACCESS_TOKEN !== undefined,
      webhookUrl: orNull(config.SQUARE_WEBHOOK_URL),
      webhookSignatureKeys: config.SQUARE_WEBHOOK_SIGNATURE_KEY?.length ?? 0,
    },
    // The default for users without a list of their own.
    homeLocations: await defaultHomeLocations(deps.db, config.FW_HOME_LOCATION_IDS),
    map: {
      tileUrl: redactedUrl(config.FW_TILE_URL),
      tileUrlDark: orNull(config.FW_TILE_URL_DARK),
      tileAttribution: config.FW_TILE_ATTRIBUTION,
    },
    geocoderUrl: orNull(square?.geocoderUrl ?? config.FW_GEOCODER_URL),
    refreshMinutes: config.FW_REFRESH_MINUTES,
    allowedOrigins: config.FW_ALLOWED_ORIGINS.map(redactedUrl),
    // What the server compares browsers' origins with: FW_PUBLIC_ORIGIN, else SQUARE_WEBHOOK_URL's.
    publicOrigin: orNull(configuredPublicOrigin(config)),
    database: config.FW_DATABASE_URL === undefined ? 'sqlite' : 'postgres',
    fixedNow: config.FW_NOW ?? null,
    wsPingMs: config.FW_WS_PING_MS,
  }
}

export const adminSettings = new Hono<AppEnv>().get('/', requireRole('admin'), async (c) =>
  c.json({ success: true as const, data: await effectiveSettings(c.var.deps) }),
)
