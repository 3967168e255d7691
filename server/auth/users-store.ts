// Users in the database: reading them in the contract's shape (never with a password hash) and
// the writes of user management, each in one IMMEDIATE transaction with the rules that guard it:
// unique usernames, at least one active admin, and ending sessions whose rights changed.
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ManagedUser, Role, UserStatus } from '../../src/contract/users'
import { immediateTransaction } from '../db/transaction'
import type { Database } from '../db/schema'
import type { CoreDeps } from '../core-deps'
import type { AppEvents } from '../events'
import { parseHomeLocationIds, storedHomeLocationIds } from './home-location-ids'
import { announceRevoked, deleteUserSessions } from './sessions'
import { isAdmin, knownRoles, parseRoles } from './roles'
import type { UsersTable } from '../db/tables/auth'

export type UserRow = Selectable<UsersTable>

/** A user row as the API shows it: no password hash, ever. */
export function toManagedUser(row: UserRow): ManagedUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: knownRoles(parseRoles(row.roles)),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
    homeLocationIds: parseHomeLocationIds(row.home_location_ids),
  }
}

/** Every user, by username (without regard to case). */
export async function listUsers(db: Kysely<Database>): Promise<ManagedUser[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy(sql`lower(username)`).orderBy('username').execute()
  return rows.map(toManagedUser)
}

/**
 * The user with this username (without regard to case), or undefined. Compared through lower(),
 * which the users_username_lower index covers on both stores (PostgreSQL has no NOCASE).
 */
export function findUser(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sql`lower(username)`, '=', sql`lower(${username})`).executeTakeFirst()
}

/** Stamps a successful sign-in. */
export async function recordSignIn(db: Kysely<Database>, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute()
}

export interface NewUser {
  username: string
  email: string
  firstName: string
  lastName: string
  roles: Role[]
  status: UserStatus
  passwordHash: string
  /** The user's own home locations; absent or null follows the server's default. */
  homeLocationIds?: string[] | null
}

export type UserWriteResult =
  | { ok: true; user: ManagedUser }
  | { ok: false; reason: 'username-taken' | 'not-found' | 'last-admin' }

function userValues(user: NewUser, nowIso: string) {
  return {
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    roles: JSON.stringify(user.roles),
    status: user.status,
    password_hash: user.passwordHash,
    created_at: nowIso,
    updated_at: nowIso,
    last_login_at: null,
    home_location_ids: storedHomeLocationIds(user.homeLocationIds ?? null),
  }
}

/** Adds a user unless the username is taken. */
export function createUser(db: Kysely<Database>, user: NewUser, nowIso: string): Promise<UserWriteResult> {
  return immediateTransaction(db, async (trx) => {
    if (await findUser(trx, user.username)) return { ok: false, reason: 'username-taken' } as const
    const row = await trx.insertInto('users').values(userValues(user, nowIso)).returningAll().executeTakeFirstOrThrow()
    return { ok: true, user: toManagedUser(row) } as const
  })
}

/** Creates `user` only when no user exists at all (the first start's admin); true when created. */
export function createFirstUser(db: Kysely<Database>, user: NewUser, nowIso: string): Promise<boolean> {
  return immediateTransaction(db, async (trx) => {
    const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()
    if (any) return false
    await trx.insertInto('users').values(userValues(user, nowIso)).execute()
    return true
  })
}

/** True when some active user other than `userId` holds an admin role. */
async function anotherActiveAdmin(trx: Kysely<Database>, userId: number): Promise<boolean> {
  const others = await trx.selectFrom('users').select('roles').where('status', '=', 'active').where('id', '!=', userId).execute()
  return others.some((row) => isAdmin(parseRoles(row.roles)))
}

export interface UserChanges {
  username?: string
  email?: string
  firstName?: string
  lastName?: string
  roles?: Role[]
  status?: UserStatus
  /** A new password's hash; absent keeps the current one. */
  passwordHash?: string
  /** A list of the user's own, or null for the server's default; absent keeps what they have. */
  homeLocationIds?: string[] | null
}

/** Tells the live sockets of a user whose list changed (after the change is committed). */
function announceHomeLocations(events: AppEvents, change: { userId: number; locationIds: string[] | null } | null): void {
  if (change) events.emit('home-locations-changed', change)
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role))
}

/**
 * Applies changes to a user. Changing roles or deactivating ends all the user's sessions; a new
 * password ends all but `actingSessionId` (an admin changing their own password stays signed in).
 */
export async function updateUser(
  deps: Pick<CoreDeps, 'db' | 'events'>,
  username: string,
  changes: UserChanges,
  nowIso: string,
  actingSessionId?: string,
): Promise<UserWriteResult> {
  const outcome = await immediateTransaction(deps.db, async (trx) => {
    const current = await findUser(trx, username)
    if (!current) return { result: { ok: false, reason: 'not-found' } as const, ended: [], homes: null }
    if (changes.username !== undefined && changes.username.toLowerCase() !== current.username.toLowerCase()) {
      if (await findUser(trx, changes.username)) return { result: { ok: false, reason: 'username-taken' } as const, ended: [], homes: null }
    }
    const rolesBefore = parseRoles(current.roles)
    const rolesAfter = changes.roles ?? rolesBefore
    const statusAfter = changes.status ?? current.status
    const losesAdmin = isAdmin(rolesBefore) && current.status === 'active' && (!isAdmin(rolesAfter) || statusAfter !== 'active')
    if (losesAdmin && !(await anotherActiveAdmin(trx, current.id))) {
      return { result: { ok: false, reason: 'last-admin' } as const, ended: [], homes: null }
    }
    const homesAfter = changes.homeLocationIds === undefined ? current.home_location_ids : storedHomeLocationIds(changes.homeLocationIds)
    const row = await trx
      .updateTable('users')
      .set({
        username: changes.username ?? current.username,
        email: changes.email ?? current.email,
        first_name: changes.firstName ?? current.first_name,
        last_name: changes.lastName ?? current.last_name,
        roles: JSON.stringify(rolesAfter),
        status: statusAfter,
        password_hash: changes.passwordHash ?? current.password_hash,
        home_location_ids: homesAfter,
        updated_at: nowIso,
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    const rightsChanged = !sameRoles(rolesBefore, rolesAfter) || (current.status === 'active' && statusAfter !== 'active')
    let ended: string[] = []
    if (rightsChanged) ended = await deleteUserSessions(trx, current.id)
    else if (changes.passwordHash !== undefined) ended = await deleteUserSessions(trx, current.id, actingSessionId)
    const homes = homesAfter === current.home_location_ids ? null : { userId: current.id, locationIds: parseHomeLocationIds(homesAfter) }
    return { result: { ok: true, user: toManagedUser(row) } as const, ended, homes }
  })
  announceRevoked(deps.events, outcome.ended)
  announceHomeLocations(deps.events, outcome.homes)
  return outcome.result
}

/** Sets a user's own home locations (null: follow the default again); false when they no longer exist. */
export async function setHomeLocations(
  deps: Pick<CoreDeps, 'db' | 'events'>,
  userId: number,
  locationIds: string[] | null,
  nowIso: string,
): Promise<boolean> {
  const updated = await deps.db
    .updateTable('users')
    .set({ home_location_ids: storedHomeLocationIds(locationIds), updated_at: nowIso })
    .where('id', '=', userId)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) return false
  announceHomeLocations(deps.events, { userId, locationIds })
  return true
}

/** Deletes a user and ends their sessions, unless they are the last active admin. */
export async function deleteUser(deps: Pick<CoreDeps, 'db' | 'events'>, username: string): Promise<UserWriteResult> {
  const outcome = await immediateTransaction(deps.db, async (trx) => {
    const current = await findUser(trx, username)
    if (!current) return { result: { ok: false, reason: 'not-found' } as const, ended: [] }
    const wasActiveAdmin = current.status === 'active' && isAdmin(parseRoles(current.roles))
    if (wasActiveAdmin && !(await anotherActiveAdmin(trx, current.id))) {
      return { result: { ok: false, reason: 'last-admin' } as const, ended: [] }
    }
    const ended = await deleteUserSessions(trx, current.id)
    await trx.deleteFrom('users').where('id', '=', current.id).execute()
    return { result: { ok: true, user: toManagedUser(current) } as const, ended }
  })
  announceRevoked(deps.events, outcome.ended)
  return outcome.result
}

/** Sets a new password hash and ends every session of the user (the admin command's reset). */
export async function setPassword(
  deps: Pick<CoreDeps, 'db' | 'events'>,
  username: string,
  passwordHash: string,
  nowIso: string,
): Promise<boolean> {
  const outcome = await immediateTransaction(deps.db, async (trx) => {
    const current = await findUser(trx, username)
    if (!current) return { found: false, ended: [] }
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso }).where('id', '=', current.id).execute()
    return { found: true, ended: await deleteUserSessions(trx, current.id) }
  })
  announceRevoked(deps.events, outcome.ended)
  return outcome.found
}
