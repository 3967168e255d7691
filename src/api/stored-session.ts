// The session the dashboard keeps in the origin's localStorage (docs/contract.md#entities).
// Widgets without an explicit token read it on every request, so a refresh done by the shell or
// another tab is picked up without any coordination.
import { AUTH_TOKEN_EXPIRY_KEY, AUTH_TOKEN_KEY, AUTH_USER_KEY } from '../contract/auth'
import type { AuthSession } from '../contract/auth'
import { ROLES } from '../contract/users'
import type { Role, SessionUser } from '../contract/users'
import type { Clock } from '../clock/clock'
import { systemClock } from '../clock/clock'

/** The part of the Web Storage API the session needs (tests pass a Map-backed one). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The origin's localStorage, or undefined where it is absent or blocked (sandboxed frames). */
export function browserStorage(): SessionStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

export interface StoredSession {
  token: string
  /** Epoch ms. */
  expiresAt: number
  /** Who signed in, as far as the stored JSON says (username and roles). */
  user: Pick<SessionUser, 'username' | 'roles'> | undefined
}

/** Reads auth_user by hand (no zod here: this file is in every widget bundle). */
function parseStoredUser(text: string | null): StoredSession['user'] {
  try {
    const value = JSON.parse(text ?? 'null') as { username?: unknown; roles?: unknown } | null
    if (!value || typeof value.username !== 'string' || !Array.isArray(value.roles)) return undefined
    const roles = value.roles.filter((role): role is Role => (ROLES as readonly unknown[]).includes(role))
    return { username: value.username, roles }
  } catch {
    return undefined
  }
}

function safeGet(storage: SessionStorage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

/**
 * The stored session when it is still valid at `clock.now()`; a token with no readable expiry
 * counts as expired (docs/shell-and-widgets.md#sign-in-and-sessions), so it is never sent.
 */
export function readStoredSession(storage: SessionStorage | undefined, clock: Clock = systemClock): StoredSession | undefined {
  if (!storage) return undefined
  const token = safeGet(storage, AUTH_TOKEN_KEY)
  const expiresAt = Number(safeGet(storage, AUTH_TOKEN_EXPIRY_KEY))
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= clock.now()) return undefined
  return { token, expiresAt, user: parseStoredUser(safeGet(storage, AUTH_USER_KEY)) }
}

/** Stores a login or refresh answer: expiry = now + expires_in seconds (docs/shell-and-widgets.md#sign-in-and-sessions). */
export function writeStoredSession(storage: SessionStorage, session: AuthSession, clock: Clock = systemClock): void {
  storage.setItem(AUTH_TOKEN_KEY, session.access_token)
  storage.setItem(AUTH_TOKEN_EXPIRY_KEY, String(clock.now() + session.expires_in * 1000))
  storage.setItem(AUTH_USER_KEY, JSON.stringify(session.user))
}

/**
 * Clears the stored session, but only if it still holds `token` when one is given: a widget whose
 * request failed with an old token must not wipe the new one another tab just stored.
 */
export function clearStoredSession(storage: SessionStorage, token?: string): void {
  if (token !== undefined && safeGet(storage, AUTH_TOKEN_KEY) !== token) return
  try {
    storage.removeItem(AUTH_TOKEN_KEY)
    storage.removeItem(AUTH_TOKEN_EXPIRY_KEY)
    storage.removeItem(AUTH_USER_KEY)
  } catch {
    // Storage that refuses writes has nothing of ours to clear.
  }
}
