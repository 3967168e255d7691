// /api/ws/fireworks: the live payments WebSocket (docs/server.md#live-payments).
// A browser cannot set headers on a WebSocket, so the token comes as the subprotocol
// `bearer.<token>` beside `fireworks.v1` (the one the server selects), or as ?token= for other
// clients; the request log records the path without its query. Origin is checked because any
// page can open a WebSocket to any host: only the dashboard's public origin (the one people open,
// which behind a proxy is not the one the server sees) and FW_ALLOWED_ORIGINS may, and a host
// page's embed token also from its key's origins. An embed token's socket hears only its own
// locations' payments and figure changes.
import { upgradeWebSocket } from '@hono/node-server'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { WebSocket } from 'ws'
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL, type WsStatus } from '../../src/contract/live'
import { EMBED_TOKEN_PREFIX } from '../../src/contract/embed'
import { requireRole } from '../http/guards'
import { verifyToken } from '../auth/sessions'
import { verifyEmbedToken } from '../embed/embed-sessions'
import type { EmbedGrant } from '../embed/grant'
import { requireReader } from '../http/reader-guard'
import type { AppEnv } from '../env'
import { apiError } from '../http/errors'
import { publicOrigin } from '../http/public-origin'
import { userHomeLocationIds } from '../live/home-locations'
import type { HubClient } from '../live/hub'

/** The offered subprotocols, in order. */
function offeredProtocols(c: Context<AppEnv>): string[] {
  const header = c.req.header('sec-websocket-protocol')
  return header ? header.split(',').map((part) => part.trim()).filter(Boolean) : []
}

/** True when a browser page at `origin` may open the socket (an embed token's also from its key's origins). */
function originAllowed(c: Context<AppEnv>, origin: string | undefined, grant: EmbedGrant | undefined): boolean {
  // Browsers always send Origin on a WebSocket; only non-browser clients omit it, and they are
  // not the cross-site threat the check exists for (they still need a valid token).
  if (origin === undefined) return true
  return origin === publicOrigin(c) || c.get('deps').config.FW_ALLOWED_ORIGINS.includes(origin) || (grant?.origins.includes(origin) ?? false)
}

/** Sets who the upgrade's token (subprotocol, ?token=, or Authorization) stands for: a user or an embed token. */
async function readUpgradeToken(c: Context<AppEnv>, protocols: string[]): Promise<void> {
  const offered = protocols.find((protocol) => protocol.startsWith(BEARER_SUBPROTOCOL_PREFIX))
  const token = offered?.slice(BEARER_SUBPROTOCOL_PREFIX.length) ?? c.req.query('token')
  if (token === undefined) return
  const { db, clock } = c.get('deps')
  const embed = token.startsWith(EMBED_TOKEN_PREFIX) ? await verifyEmbedToken(db, token, clock.now()) : null
  c.set('embed', embed?.grant)
  c.set('session', embed ? undefined : ((await verifyToken(db, token, clock.now())) ?? undefined))
}

export const fireworks = new Hono<AppEnv>()
  .get('/status', requireRole('admin'), (c) => {
    // Every instance's sockets: each tells the others its count (server/live/fanout.ts).
    const answer: WsStatus = { connectionCount: c.get('deps').live?.connectionCount() ?? 0 }
    return c.json(answer)
  })
  .get(
    '/',
    async (c, next) => {
      // The token may be in the subprotocol or the query; the guard below then sees who holds it.
      await readUpgradeToken(c, offeredProtocols(c))
      await next()
    },
    requireReader('narrowed-by-handler'),
    async (c) => {
      const protocols = offeredProtocols(c)
      const live = c.get('deps').live
      const session = c.get('session')
      const grant = c.get('embed')
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
        return apiError(c, 426, 'VALIDATION_ERROR', 'This address only accepts WebSocket connections')
      }
      if (!live) return apiError(c, 503, 'INTERNAL', 'Live payments are not running on this server')
      if (!originAllowed(c, c.req.header('origin'), grant)) return apiError(c, 403, 'FORBIDDEN', 'This origin may not open the live connection')
      // A browser that offered protocols fails the connection unless one is selected.
      if (protocols.length > 0 && !protocols.includes(LIVE_SUBPROTOCOL)) {
        return apiError(c, 400, 'VALIDATION_ERROR', `Offer the ${LIVE_SUBPROTOCOL} subprotocol`)
      }
      // Read before the upgrade: each payment's home flag follows this user's own list; an embed
      // token's socket hears only its own locations.
      let client: HubClient
      if (session) {
        client = { sessionId: session.sessionId, userId: session.userId, username: session.username, homeLocationIds: await userHomeLocationIds(c.get('deps').db, session.userId) }
      } else if (grant) {
        client = { sessionId: grant.sessionRef, userId: null, username: `embed:${grant.keyName}`, locationScope: grant.locationIds }
      } else {
        return apiError(c, 401, 'UNAUTHORIZED', 'Authentication required')
      }
      return upgradeWebSocket(c, {
        onOpen: (_event, ws) => {
          // With @hono/node-server the raw socket is the `ws` WebSocket the hub's server made.
          live.hub.add(ws.raw as unknown as WebSocket, client)
        },
      })
    },
  )
