// Signing in, refreshing and signing out against the API (docs/shell-and-widgets.md#sign-in-and-sessions, docs/contract.md#the-calls). The session is kept
// in the page's storage where every client without an explicit token reads it: the docs/contract.md#entities keys
// on the dashboard's own origin, our own key on another origin (./session-place). These functions
// keep it right and say what happened. The page's session store
// (src/stores/session) calls them and tells the page.
import { loginResponseSchema, logoutResponseSchema, refreshResponseSchema } from '../contract/auth'
import type { AuthSession, LoginRequest } from '../contract/auth'
import type { Clock } from '../clock/clock'
import { systemClock } from '../clock/clock'
import type { ApiClient } from './client'
import { ApiHttpError } from './errors'
import { browserStorage, clearStoredSession, readStoredSession, writeStoredSession } from './stored-session'
import type { SessionStorage } from './stored-session'
import { sessionPlaceFor, type SessionPlace } from './session-place'
import { OriginRefusedError } from './unreachable'

export const LOGIN_FAILED = 'Login failed'

/** A failed sign-in, with the sentence to show (the server's message, or 'Login failed'). */
export class LoginError extends Error {
  override name = 'LoginError'
}

/**
 * Signs in and stores the session. Throws LoginError with the server's message for a refused
 * sign-in (wrong password, too many attempts), the setting to change for a page on a refused
 * origin, and 'Login failed' for any other failure.
 */
export async function signIn(
  client: ApiClient,
  credentials: LoginRequest,
  storage: SessionStorage | undefined = browserStorage(),
  clock: Clock = systemClock,
  place: SessionPlace = sessionPlaceFor(client.apiBase),
): Promise<AuthSession> {
  let answer
  try {
    answer = await client.post('/auth/login', credentials, loginResponseSchema, { anonymous: true })
  } catch (error) {
    if (error instanceof ApiHttpError && error.apiMessage) throw new LoginError(error.apiMessage)
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    // A page whose origin the server refuses learns which setting lets it in.
    if (error instanceof OriginRefusedError) throw new LoginError(error.message)
    throw new LoginError(LOGIN_FAILED)
  }
  if (storage) writeStoredSession(storage, answer.data, clock, place)
  return answer.data
}

/**
 * Swaps the stored token for a fresh one (POST /auth/refresh; the server rotates it). Any failure
 * gives false (docs/contract.md#the-calls) and leaves the stored session as it was.
 */
export async function refreshSession(
  client: ApiClient,
  storage: SessionStorage | undefined = browserStorage(),
  clock: Clock = systemClock,
  place: SessionPlace = sessionPlaceFor(client.apiBase),
): Promise<AuthSession | false> {
  const token = readStoredSession(storage, clock, place)?.token
  if (!token || !storage) return false
  try {
    // The token is sent explicitly, so a 401 here ends nothing by itself: the caller decides.
    const answer = await client.post('/auth/refresh', undefined, refreshResponseSchema, { token })
    writeStoredSession(storage, answer.data, clock, place)
    return answer.data
  } catch {
    return false
  }
}

/**
 * Ends the session: tells the server (a failed call is ignored, docs/shell-and-widgets.md#sign-in-and-sessions) and clears the stored
 * keys, unless another tab already stored a newer session meanwhile.
 */
export async function signOut(
  client: ApiClient,
  storage: SessionStorage | undefined = browserStorage(),
  clock: Clock = systemClock,
  place: SessionPlace = sessionPlaceFor(client.apiBase),
): Promise<void> {
  const token = readStoredSession(storage, clock, place)?.token
  if (token) await client.post('/auth/logout', undefined, logoutResponseSchema, { token }).catch(() => undefined)
  if (storage) clearStoredSession(storage, token, place)
}
