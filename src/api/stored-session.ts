// The session the dashboard keeps in the origin's localStorage: the docs/contract.md#entities keys on the
// dashboard's own origin, one key of our own on a page of another origin (./session-place).
// Widgets without an explicit token read it on every request, so a refresh done by the shell or
// another tab is picked up without any coordination.
import { AUTH_TOKEN_EXPIRY_KEY, AUTH_TOKEN_KEY, AUTH_USER_KEY } from '../contract/auth'
import type { AuthSession } from '../contract/auth'
import { ROLES } from '../contract/users'
import type { Role, SessionUser } from '../contract/users'
import type { Clock } from '../clock/clock'
import { systemClock } from '../clock/clock'
import { DASHBOARD_PLACE, type SessionPlace } from './session-place'

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

/** The keys a place's session is kept under (the storage event names one of them on a change). */
export function sessionStorageKeys(place: SessionPlace): string[] {
  return place.kind === 'dashboard' ? [AUTH_TOKEN_KEY, AUTH_TOKEN_EXPIRY_KEY, AUTH_USER_KEY] : [place.key]
}

/** The token, expiry and user text a place holds, however it keeps them. */
function readRaw(storage: SessionStorage, place: SessionPlace): { token: string | null; expiry: unknown; user: string | null } {
  if (place.kind === 'dashboard') {
    return { token: safeGet(storage, AUTH_TOKEN_KEY), expiry: safeGet(storage, AUTH_TOKEN_EXPIRY_KEY), user: safeGet(storage, AUTH_USER_KEY) }
  }
  try {
    const entry = JSON.parse(safeGet(storage, place.key) ?? 'null') as { token?: unknown; expiresAt?: unknown; user?: unknown } | null
    if (!entry || typeof entry.token !== 'string') return { token: null, expiry: null, user: null }
    return { token: entry.token, expiry: entry.expiresAt, user: JSON.stringify(entry.user ?? null) }
  } catch {
    return { token: null, expiry: null, user: null }
  }
}

/**
 * The stored session when it is still valid at `clock.now()`; a token with no readable expiry
 * counts as expired (docs/shell-and-widgets.md#sign-in-and-sessions), so it is never sent.
 */
export function readStoredSession(storage: SessionStorage | undefined, clock: Clock = systemClock, place: SessionPlace = DASHBOARD_PLACE): StoredSession | undefined {
  if (!storage) return undefined
  const raw = readRaw(storage, place)
  const expiresAt = Number(raw.expiry)
  if (!raw.token || raw.expiry === null || !Number.isFinite(expiresAt) || expiresAt <= clock.now()) return undefined
  return { token: raw.token, expiresAt, user: parseStoredUser(raw.user) }
}

/** Stores a login or refresh answer: expiry = now + expires_in seconds (docs/shell-and-widgets.md#sign-in-and-sessions). */
export function writeStoredSession(storage: SessionStorage, session: AuthSession, clock: Clock = systemClock, place: SessionPlace = DASHBOARD_PLACE): void {
  const expiresAt = clock.now() + session.expires_in * 1000
  if (place.kind === 'embedded') {
    // One entry, written at once: another tab never reads a new token beside an old expiry.
    storage.setItem(place.key, JSON.stringify({ token: session.access_token, expiresAt, user: session.user }))
    return
  }
  storage.setItem(AUTH_TOKEN_KEY, session.access_token)
  storage.setItem(AUTH_TOKEN_EXPIRY_KEY, String(expiresAt))
  storage.setItem(AUTH_USER_KEY, JSON.stringify(session.user))
}

/**
 * Clears the stored session, but only if it still holds `token` when one is given: a widget whose
 * request failed with an old token must not wipe the new one another tab just stored.
 */
export function clearStoredSession(storage: SessionStorage, token?: string, place: SessionPlace = DASHBOARD_PLACE): void {
  if (token !== undefined && readRaw(storage, place).token !== token) return
  try {
    for (const key of sessionStorageKeys(place)) storage.removeItem(key)
  } catch {
    // Storage that refuses writes has nothing of ours to clear.
  }
}
