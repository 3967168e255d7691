// GET /api/client-config (public): the part of the server's configuration a browser needs before
// anyone signs in — the map's tile templates and where /square sends people. Nothing here is a
// secret; the contract (src/contract/client-config.ts) lists every field, so none slips in.
import { Hono } from 'hono'
import { publicAccess } from '../http/guards'
import type { ClientConfig } from '../../src/contract/client-config'
import { okBody } from '../../src/contract/envelope'
import type { Config } from '../config'
import type { AppEnv } from '../env'

/** The browser's view of the configuration: the dark tiles fall back to the light ones. */
export function clientConfigOf(config: Config): ClientConfig {
  return {
    tileUrl: config.FW_TILE_URL,
    tileUrlDark: config.FW_TILE_URL_DARK ?? config.FW_TILE_URL,
    tileAttribution: config.FW_TILE_ATTRIBUTION,
    squareCredentialsUrl: config.FW_SQUARE_CREDENTIALS_URL ?? null,
  }
}

export const clientConfig = new Hono<AppEnv>().get('/', publicAccess(), (c) => c.json(okBody(clientConfigOf(c.var.deps.config))))
