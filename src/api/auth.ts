// Signing in from a widget or the shell: POST /auth/login, then the session is stored under the
// SPEC §3 keys of the page's origin, where every client without an explicit token reads it.
import { loginResponseSchema } from '../contract/auth'
import type { AuthSession, LoginRequest } from '../contract/auth'
import type { Clock } from '../clock/clock'
import { systemClock } from '../clock/clock'
import type { ApiClient } from './client'
import { ApiHttpError } from './errors'
import { browserStorage, writeStoredSession } from './stored-session'
import type { SessionStorage } from './stored-session'

export const LOGIN_FAILED = 'Login failed'

/** A failed sign-in, with the sentence to show (the server's message, or 'Login failed'). */
export class LoginError extends Error {
  override name = 'LoginError'
}

/**
 * Signs in and stores the session. Throws LoginError with the server's message for a refused
 * sign-in (wrong password, too many attempts) and 'Login failed' for any unreadable answer.
 */
export async function signIn(
  client: ApiClient,
  credentials: LoginRequest,
  storage: SessionStorage | undefined = browserStorage(),
  clock: Clock = systemClock,
): Promise<AuthSession> {
  let answer
  try {
    answer = await client.post('/auth/login', credentials, loginResponseSchema, { anonymous: true })
  } catch (error) {
    if (error instanceof ApiHttpError && error.apiMessage) throw new LoginError(error.apiMessage)
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new LoginError(LOGIN_FAILED)
  }
  if (storage) writeStoredSession(storage, answer.data, clock)
  return answer.data
}
