// /api/admin/settings (admin only): the configuration the server runs with, as the Settings page
// shows it. Secrets never leave: a token or key is reported as set or not, URLs lose any user
// name and password they carry, and the database is named by its kind only.
import { Hono } from 'hono'
import type { AdminSettings } from '../../src/contract/admin-settings'
import { requireRole } from '../auth/guards'
import type { AppDeps, AppEnv } from '../env'

/** A URL without the user name and password it may carry ("https://u:p@host/x" → "https://host/x"). */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.username === '' && parsed.password === '') return url
    parsed.username = ''
    parsed.password = ''
    return parsed.toString()
  } catch {
    return url.replace(/\/\/[^/@]*@/, '//')
  }
}

const orNull = (url: string | undefined) => (url === undefined ? null : withoutCredentials(url))

/** The home locations in effect: the configured ids, else every ACTIVE stored location. */
async function homeLocations(deps: AppDeps): Promise<AdminSettings['homeLocations']> {
  const configured = deps.config.FW_HOME_LOCATION_IDS
  if (configured !== undefined) return { source: 'configured', ids: [...configured] }
  const rows = await deps.db.selectFrom('square_locations').select('id').where('status', '=', 'ACTIVE').orderBy('id').execute()
  return { source: 'all-active', ids: rows.map((row) => row.id) }
}

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
    homeLocations: await homeLocations(deps),
    map: {
      tileUrl: withoutCredentials(config.FW_TILE_URL),
      tileUrlDark: orNull(config.FW_TILE_URL_DARK),
      tileAttribution: config.FW_TILE_ATTRIBUTION,
    },
    geocoderUrl: orNull(square?.geocoderUrl ?? config.FW_GEOCODER_URL),
    refreshMinutes: config.FW_REFRESH_MINUTES,
    allowedOrigins: [...config.FW_ALLOWED_ORIGINS],
    publicOrigin: config.FW_PUBLIC_ORIGIN ?? null,
    database: config.FW_DATABASE_URL === undefined ? 'sqlite' : 'postgres',
    fixedNow: config.FW_NOW ?? null,
    wsPingMs: config.FW_WS_PING_MS,
  }
}

export const adminSettings = new Hono<AppEnv>().get('/', requireRole('admin'), async (c) =>
  c.json({ success: true as const, data: await effectiveSettings(c.var.deps) }),
)
