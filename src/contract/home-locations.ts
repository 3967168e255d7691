// Home locations (docs/server.md#live-payments): the locations whose payments celebrate on a user's screens. Each user
// may keep a list of their own (set in the user menu, or by an admin in the user dialog); a user
// without one follows the server's default: FW_HOME_LOCATION_IDS, else every ACTIVE location.
import * as z from 'zod/mini'
import { successSchema } from './envelope'

/** Most ids one list may hold: far above any chain's count of stands, and a bound on a request's work. */
export const HOME_LOCATIONS_MAX = 2000
/** Square location ids are short; this bounds what a request may store. */
export const LOCATION_ID_MAX_LENGTH = 255

const locationIdSchema = z.string({ error: 'A location id must be text' }).check(
  z.minLength(1, 'A location id must not be empty'),
  z.maxLength(LOCATION_ID_MAX_LENGTH, `A location id must be at most ${LOCATION_ID_MAX_LENGTH} characters`),
)

/** A user's own list in a request; an id listed twice means the same as once. */
export const homeLocationIdsSchema = z.array(locationIdSchema, { error: 'Home locations must be a list of location ids' }).check(
  z.maxLength(HOME_LOCATIONS_MAX, `At most ${HOME_LOCATIONS_MAX} home locations`),
  z.overwrite((ids) => [...new Set(ids)]),
)

/** Where the default comes from: `configured` is FW_HOME_LOCATION_IDS, `all-active` every ACTIVE location. */
export const homeLocationsSourceSchema = z.enum(['configured', 'all-active'])
export type HomeLocationsSource = z.infer<typeof homeLocationsSourceSchema>

/** GET and PUT /api/users/me/home-locations: the signed-in user's list and the default beside it. */
export const homeLocationsSchema = z.object({
  /** The user's own list; null while they follow the default. */
  locationIds: z.nullable(z.array(z.string())),
  /** The server's default, which applies while locationIds is null. */
  defaultLocationIds: z.array(z.string()),
  defaultSource: homeLocationsSourceSchema,
})
export type HomeLocations = z.infer<typeof homeLocationsSchema>

/** PUT /api/users/me/home-locations body: a list of one's own, or null to follow the default again. */
export const homeLocationsUpdateSchema = z.strictObject({
  locationIds: z.nullable(homeLocationIdsSchema),
})
export type HomeLocationsUpdate = z.infer<typeof homeLocationsUpdateSchema>

export const homeLocationsResponseSchema = successSchema(homeLocationsSchema)
