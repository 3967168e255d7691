// /api/users (admin only): list, create, edit and delete users with the rules of docs/contract.md#validation-messages. Answers are
// shaped by the contract's managed user, which has no place for a password or its hash.
// /api/users/me/home-locations (any signed-in user): one's own home locations (docs/server.md#live-payments), the
// user menu's setting; an admin sets anyone's through the user dialog's homeLocationIds.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { homeLocationsUpdateSchema, type HomeLocations } from '../../src/contract/home-locations'
import { omitEmptyPassword, usernameParamSchema, userCreateSchema, userUpdateSchema } from '../../src/contract/users'
import { requireRole, requireSignedIn, signedInUser } from '../http/guards'
import { hashPassword } from '../auth/passwords'
import { createUser, deleteUser, listUsers, setHomeLocations, updateUser, type UserChanges, type UserWriteResult } from '../auth/users-store'
import type { AppEnv } from '../env'
import { ApiFailure } from '../http/errors'
import { validJson, validParams } from '../http/validate'
import { homeLocationsAnswer, unknownLocationIds, userHomeLocationIds } from '../live/home-locations'

export const USERNAME_TAKEN = 'Username is already taken'
export const USER_NOT_FOUND = 'User not found'
export const LAST_ADMIN = 'At least one active admin must remain'

/** The user a successful write produced, or the failure it answers with. */
function written(result: UserWriteResult) {
  if (result.ok) return result.user
  switch (result.reason) {
    case 'username-taken':
      throw new ApiFailure(409, 'CONFLICT', USERNAME_TAKEN, [{ field: 'username', message: USERNAME_TAKEN }])
    case 'not-found':
      throw new ApiFailure(404, 'NOT_FOUND', USER_NOT_FOUND)
    case 'last-admin':
      throw new ApiFailure(409, 'CONFLICT', LAST_ADMIN)
  }
}

function audit(c: Context<AppEnv>, event: string, username: string): void {
  c.var.deps.log.info(event, { requestId: c.var.requestId, username, by: c.var.session?.username ?? null })
}

const nowIso = (c: Context<AppEnv>) => new Date(c.var.deps.clock.now()).toISOString()

/** Refuses (400) a list naming a location Square has never listed: a typo would silently match nothing. */
async function requireKnownLocations(c: Context<AppEnv>, ids: readonly string[] | null | undefined, field: string): Promise<void> {
  if (!ids) return
  const unknown = await unknownLocationIds(c.var.deps.db, ids)
  if (unknown.length === 0) return
  const message = `Unknown location: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`
  throw new ApiFailure(400, 'VALIDATION_ERROR', message, [{ field, message }])
}

async function ownHomeLocations(c: Context<AppEnv>, locationIds: string[] | null): Promise<HomeLocations> {
  return homeLocationsAnswer(c.var.deps.db, c.var.deps.config.FW_HOME_LOCATION_IDS, locationIds)
}

export const users = new Hono<AppEnv>()
  // Before /:username; "me" is shorter than any username, so it can never name a user.
  .get('/me/home-locations', requireSignedIn(), async (c) => {
    const { userId } = signedInUser(c.var.session)
    return c.json({ success: true as const, data: await ownHomeLocations(c, await userHomeLocationIds(c.var.deps.db, userId)) })
  })
  .put('/me/home-locations', requireSignedIn(), validJson(homeLocationsUpdateSchema), async (c) => {
    const { userId, username } = signedInUser(c.var.session)
    const { locationIds } = c.req.valid('json')
    await requireKnownLocations(c, locationIds, 'locationIds')
    if (!(await setHomeLocations(c.var.deps, userId, locationIds, nowIso(c)))) throw new ApiFailure(404, 'NOT_FOUND', USER_NOT_FOUND)
    audit(c, 'users.home_locations_set', username)
    return c.json({ success: true as const, data: await ownHomeLocations(c, locationIds) })
  })
  .get('/', requireRole('admin'), async (c) => {
    return c.json({ success: true as const, data: await listUsers(c.var.deps.db) })
  })
  .post('/', requireRole('admin'), validJson(userCreateSchema), async (c) => {
    const input = c.req.valid('json')
    await requireKnownLocations(c, input.homeLocationIds, 'homeLocationIds')
    const passwordHash = await hashPassword(input.password)
    const user = written(
      await createUser(
        c.var.deps.db,
        {
          username: input.username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          roles: input.roles,
          status: input.status,
          passwordHash,
          homeLocationIds: input.homeLocationIds ?? null,
        },
        nowIso(c),
      ),
    )
    audit(c, 'users.created', user.username)
    return c.json({ success: true as const, data: user }, 201)
  })
  .put('/:username', requireRole('admin'), validParams(usernameParamSchema), validJson(userUpdateSchema), async (c) => {
    const { username } = c.req.valid('param')
    const { password, ...fields } = omitEmptyPassword(c.req.valid('json'))
    await requireKnownLocations(c, fields.homeLocationIds, 'homeLocationIds')
    const changes: UserChanges = { ...fields }
    if (password !== undefined) changes.passwordHash = await hashPassword(password)
    const acting = signedInUser(c.var.session)
    const user = written(await updateUser(c.var.deps, username, changes, nowIso(c), acting.sessionId))
    audit(c, 'users.updated', user.username)
    return c.json({ success: true as const, data: user })
  })
  .delete('/:username', requireRole('admin'), validParams(usernameParamSchema), async (c) => {
    const { username } = c.req.valid('param')
    const user = written(await deleteUser(c.var.deps, username))
    audit(c, 'users.deleted', user.username)
    return c.json({ success: true as const, data: { username: user.username } })
  })
