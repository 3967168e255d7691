// The guard of the routes a host page's embed token may read: figures and live payments. A signed-in
// user passes as with requireSignedIn(); an embed token passes only for its own locations, named
// in the query, so no handler can forget the check. Routes that answer about several locations
// without naming them (the locations answer, the live socket) narrow their answer to the grant's
// locations themselves ('narrowed-by-handler').
import type { Context, MiddlewareHandler } from 'hono'
import { signedInUser, withAccess } from './guards'
import type { AppEnv } from '../env'
import { ApiFailure } from './errors'
import type { EmbedGrant } from '../embed/grant'

/** The access label the matrix test reads. */
export const READER_ACCESS = 'signed-in-or-embed'

/** Where a route names the locations it reads. */
export type ReaderScope =
  /** One id in this query parameter (`locationId=L1`). */
  | { locationParam: string }
  /** A comma-separated list in this query parameter (`locationIds=L1,L2`), which an embed token must give. */
  | { locationListParam: string }
  /** The handler answers with only the grant's locations. */
  | 'narrowed-by-handler'

export const EMBED_LOCATION_REFUSED = 'This embed token may not read that location'
export const EMBED_LOCATION_MISSING = 'An embed token reads only its own locations: name one of them'

function namedLocations(c: Context<AppEnv>, scope: Exclude<ReaderScope, 'narrowed-by-handler'>): string[] {
  if ('locationParam' in scope) return c.req.queries(scope.locationParam) ?? []
  return (c.req.queries(scope.locationListParam) ?? []).flatMap((value) => value.split(',')).map((id) => id.trim())
}

/** Refuses (403) unless every location the request names is the grant's, and it names one. */
function checkScope(c: Context<AppEnv>, grant: EmbedGrant, scope: ReaderScope): void {
  if (scope === 'narrowed-by-handler') return
  const named = namedLocations(c, scope)
  if (named.length === 0 || named.every((id) => id === '')) throw new ApiFailure(403, 'FORBIDDEN', EMBED_LOCATION_MISSING)
  const outside = named.filter((id) => !grant.locationIds.includes(id))
  if (outside.length > 0) throw new ApiFailure(403, 'FORBIDDEN', EMBED_LOCATION_REFUSED, [{ field: 'locationId', message: `${EMBED_LOCATION_REFUSED}: ${outside[0]}` }])
}

/** Lets through a signed-in user, or an embed token for the locations the request names. */
export function requireReader(scope: ReaderScope): MiddlewareHandler<AppEnv> {
  return withAccess(READER_ACCESS, async (c, next) => {
    const grant = c.get('embed')
    if (grant) checkScope(c, grant, scope)
    else signedInUser(c.get('session'))
    await next()
  })
}
