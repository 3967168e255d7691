// Route guards: every route states its access at the route, e.g.
//   .get('/', requireRole('admin'), async (c) => …)   or   sub-app.use(requireSignedIn())
// No valid session answers 401 UNAUTHORIZED; a session without the role answers 403 FORBIDDEN, and
// so does a host page's embed token, which is valid but only for the reader routes
// (server/http/reader-guard.ts).
import type { Context, Env, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { ApiFailure } from './errors'
import { hasRole, type Role } from '../auth/roles'
import type { SessionUser } from '../auth/sessions'

/** Who a guard lets through; custom guards name their own rule (e.g. 'admin-or-signature'). */
export type AccessLabel = 'public' | 'signed-in' | Role | (string & {})

const ACCESS = Symbol('access')

/**
 * Labels a guard so tests can read each route's stated access from app.routes. A guard that hands
 * the handler what it found (the webhook's checked body) names its sub-app's own Env.
 */
export function withAccess<E extends Env = AppEnv>(label: AccessLabel, guard: MiddlewareHandler<E>): MiddlewareHandler<E> {
  return Object.assign(guard, { [ACCESS]: label })
}

/** The access a route handler (a guard made by this file or labelled with withAccess) states. */
export function declaredAccess(handler: unknown): AccessLabel | undefined {
  return typeof handler === 'function' ? (handler as { [ACCESS]?: AccessLabel })[ACCESS] : undefined
}

export const AUTHENTICATION_REQUIRED = 'Authentication required'
export const PERMISSION_DENIED = "You don't have permission to do this"
export const EMBED_TOKEN_NOT_ENOUGH = 'An embed token reads only figures and live payments of its own locations; this needs a signed-in user'

/** Marks a route as open to anyone (states the access; lets every request through). */
export function publicAccess(): MiddlewareHandler<AppEnv> {
  return withAccess('public', async (_c, next) => {
    await next()
  })
}

/** The caller's session, or a 401 failure. */
export function signedInUser(session: SessionUser | undefined): SessionUser {
  if (!session) throw new ApiFailure(401, 'UNAUTHORIZED', AUTHENTICATION_REQUIRED)
  return session
}

/** Refuses (403) a request made with an embed token: valid, but not for this route. */
export function refuseEmbedToken(c: Context<AppEnv>): void {
  if (c.get('embed')) throw new ApiFailure(403, 'FORBIDDEN', EMBED_TOKEN_NOT_ENOUGH)
}

/** Lets through any signed-in user. */
export function requireSignedIn(): MiddlewareHandler<AppEnv> {
  return withAccess('signed-in', async (c, next) => {
    refuseEmbedToken(c)
    signedInUser(c.get('session'))
    await next()
  })
}

/** Lets through signed-in users holding `role` (super_admin satisfies admin). */
export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return withAccess(role, async (c, next) => {
    refuseEmbedToken(c)
    const session = signedInUser(c.get('session'))
    if (!hasRole(session.roles, role)) throw new ApiFailure(403, 'FORBIDDEN', PERMISSION_DENIED)
    await next()
  })
}
