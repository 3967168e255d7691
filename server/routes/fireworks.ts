// /api/ws/fireworks: the live payments WebSocket (docs/server.md#live-payments).
// A browser cannot set headers on a WebSocket, so the token comes as the subprotocol
// `bearer.<token>` beside `fireworks.v1` (the one the server selects), or as ?token= for other
// clients; the request log records the path without its query. Origin is checked because any
// page can open a WebSocket to any host: only the dashboard's public origin (the one people open,
// which behind a proxy is not the one the server sees) and FW_ALLOWED_ORIGINS may.
import { upgradeWebSocket } from '@hono/node-server'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { WebSocket } from 'ws'
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL, type WsStatus } from '../../src/contract/live'
import { requireRole, requireSignedIn } from '../auth/guards'
import { verifyToken } from '../auth/sessions'
import type { AppEnv, SessionUser } from '../env'
import { apiError } from '../http/errors'
import { publicOrigin } from '../http/public-origin'
import { userHomeLocationIds } from '../live/home-locations'

/** The offered subprotocols, in order. */
function offeredProtocols(c: Context<AppEnv>): string[] {
  const header = c.req.header('sec-websocket-protocol')
  return header ? header.split(',').map((part) => part.trim()).filter(Boolean) : []
}

/** True when a browser page at `origin` may open the socket. */
function originAllowed(c: Context<AppEnv>, origin: string | undefined): boolean {
  // Browsers always send Origin on a WebSocket; only non-browser clients omit it, and they are
  // not the cross-site threat the check exists for (they still need a valid token).
  if (origin === undefined) return true
  return origin === publicOrigin(c) || c.get('deps').config.FW_ALLOWED_ORIGINS.includes(origin)
}

/** The session of the token the upgrade carries (subprotocol, ?token=, or Authorization). */
async function upgradeSession(c: Context<AppEnv>, protocols: string[]): Promise<SessionUser | undefined> {
  const offered = protocols.find((protocol) => protocol.startsWith(BEARER_SUBPROTOCOL_PREFIX))
  const token = offered?.slice(BEARER_SUBPROTOCOL_PREFIX.length) ?? c.req.query('token')
  if (token === undefined) return c.get('session')
  const deps = c.get('deps')
  return (await verifyToken(deps.db, token, deps.clock.now())) ?? undefined
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
      // The token may be in the subprotocol or the query; the guard below then sees it as c.var.session.
      c.set('session', await upgradeSession(c, offeredProtocols(c)))
      await next()
    },
    requireSignedIn(),
    async (c) => {
      const protocols = offeredProtocols(c)
      const live = c.get('deps').live
      const session = c.get('session')
      if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
        return apiError(c, 426, 'VALIDATION_ERROR', 'This address only accepts WebSocket connections')
      }
      if (!live || !session) return apiError(c, 503, 'INTERNAL', 'Live payments are not running on this server')
      if (!originAllowed(c, c.req.header('origin'))) return apiError(c, 403, 'FORBIDDEN', 'This origin may not open the live connection')
      // A browser that offered protocols fails the connection unless one is selected.
      if (protocols.length > 0 && !protocols.includes(LIVE_SUBPROTOCOL)) {
        return apiError(c, 400, 'VALIDATION_ERROR', `Offer the ${LIVE_SUBPROTOCOL} subprotocol`)
      }
      // Read before the upgrade: each payment's home flag follows this user's own list.
      const homeLocationIds = await userHomeLocationIds(c.get('deps').db, session.userId)
      return upgradeWebSocket(c, {
        onOpen: (_event, ws) => {
          // With @hono/node-server the raw socket is the `ws` WebSocket the hub's server made.
          live.hub.add(ws.raw as unknown as WebSocket, { sessionId: session.sessionId, userId: session.userId, username: session.username, homeLocationIds })
        },
      })
    },
  )
