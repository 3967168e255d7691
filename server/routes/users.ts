// /api/users (admin only): list, create, edit and delete users with SPEC §5's rules. Answers are
// shaped by the contract's managed user, which has no place for a password or its hash.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { omitEmptyPassword, usernameParamSchema, userCreateSchema, userUpdateSchema } from '../../src/contract/users'
import { requireRole, signedInUser } from '../auth/guards'
import { hashPassword } from '../auth/passwords'
import { createUser, deleteUser, listUsers, updateUser, type UserChanges, type UserWriteResult } from '../auth/users-store'
import type { AppEnv } from '../env'
import { ApiFailure } from '../http/errors'
import { validJson, validParams } from '../http/validate'

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

export const users = new Hono<AppEnv>()
  .get('/', requireRole('admin'), async (c) => {
    return c.json({ success: true as const, data: await listUsers(c.var.deps.db) })
  })
  .post('/', requireRole('admin'), validJson(userCreateSchema), async (c) => {
    const input = c.req.valid('json')
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
