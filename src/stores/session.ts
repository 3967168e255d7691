// The page's session (docs/shell-and-widgets.md#sign-in-and-sessions), one per page whatever number of bundles it loaded: loading,
// then authenticated or unauthenticated. The stored keys (docs/contract.md#entities) stay the truth, shared by every
// tab; this store mirrors them for the page and says when they change: a sign-in or refresh here,
// a 401 from any request, a sign-in or sign-out in another tab (the storage event). The page's
// query cache follows it (src/api/query-cache), so nothing of one user stays for the next.
//
// The token's expiry is judged on the browser's own clock, the clock that wrote it (expiry = now +
// expires_in): only its remaining duration matters, and the server's clock may be set elsewhere.
import { atom, type ReadableAtom } from 'nanostores'
import { signIn, signOut, refreshSession } from '../api/auth'
import type { ApiClient } from '../api/client'
import { browserStorage, clearStoredSession, readStoredSession, type SessionStorage, type StoredSession } from '../api/stored-session'
import { systemClock, type Clock } from '../clock/clock'
import { AUTH_TOKEN_KEY, type LoginRequest } from '../contract/auth'
import { pageSingleton } from '../page/page-singleton'

/** docs/shell-and-widgets.md#sign-in-and-sessions: the refresh check's period, and how close to expiry a session counts as ending. */
export const REFRESH_CHECK_MS = 300_000
export const EXPIRY_MARGIN_MS = 300_000

export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: NonNullable<StoredSession['user']>; token: string; expiresAt: number }
  | { status: 'unauthenticated' }

interface SessionRuntime {
  $session: ReturnType<typeof atom<SessionState>>
  watchingStorage: boolean
}

const runtime = pageSingleton<SessionRuntime>('session/v1', () => ({
  $session: atom<SessionState>({ status: 'loading' }),
  watchingStorage: false,
}))

const clock: Clock = systemClock
const storage = (): SessionStorage | undefined => browserStorage()

/** The page's session; read it, never set it (the functions below do). */
export const $session: ReadableAtom<SessionState> = runtime.$session

/** True when no expiry is known or it is within 5 minutes (docs/shell-and-widgets.md#sign-in-and-sessions). */
export function isEndingSoon(expiresAt: number | undefined, now: number): boolean {
  return expiresAt === undefined || !Number.isFinite(expiresAt) || expiresAt - now <= EXPIRY_MARGIN_MS
}

function authenticatedFrom(stored: StoredSession | undefined): SessionState | undefined {
  if (!stored?.user) return undefined
  return { status: 'authenticated', user: stored.user, token: stored.token, expiresAt: stored.expiresAt }
}

/**
 * docs/shell-and-widgets.md#sign-in-and-sessions: reads the stored token, expiry and user; a complete session not within 5 minutes of
 * expiry is authenticated, anything else is cleared and unauthenticated. Also starts following
 * other tabs' sign-ins and sign-outs.
 */
export function restoreSession(): SessionState {
  const keys = storage()
  const stored = readStoredSession(keys, clock)
  const next = stored && !isEndingSoon(stored.expiresAt, clock.now()) ? authenticatedFrom(stored) : undefined
  if (!next && keys) clearStoredSession(keys)
  setSession(next ?? { status: 'unauthenticated' })
  watchOtherTabs()
  return runtime.$session.get()
}

/** Restores the session unless the page already did. */
export function ensureSessionRestored(): SessionState {
  return runtime.$session.get().status === 'loading' ? restoreSession() : runtime.$session.get()
}

function setSession(next: SessionState): void {
  runtime.$session.set(next)
}

function watchOtherTabs(): void {
  if (runtime.watchingStorage || typeof window === 'undefined') return
  runtime.watchingStorage = true
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== AUTH_TOKEN_KEY) return
    const stored = readStoredSession(storage(), clock)
    setSession(authenticatedFrom(stored) ?? { status: 'unauthenticated' })
  })
}

/** docs/shell-and-widgets.md#sign-in-and-sessions: loading, then authenticated; on failure unauthenticated and the error rethrown. */
export async function login(client: ApiClient, credentials: LoginRequest): Promise<void> {
  setSession({ status: 'loading' })
  try {
    await signIn(client, credentials, storage(), clock)
  } catch (error) {
    setSession({ status: 'unauthenticated' })
    throw error
  }
  sessionStored()
}

/** Adopts a session another part of the page just stored (a widget's own sign-in prompt). */
export function sessionStored(): void {
  const stored = readStoredSession(storage(), clock)
  setSession(authenticatedFrom(stored) ?? { status: 'unauthenticated' })
}

/** docs/shell-and-widgets.md#sign-in-and-sessions: the server is told (errors ignored), the stored keys cleared, the page signed out. */
export async function logout(client: ApiClient): Promise<void> {
  await signOut(client, storage(), clock)
  setSession({ status: 'unauthenticated' })
}

/** A request was refused (401): the stored session is gone, so the page is signed out. */
export function sessionRefused(): void {
  if (readStoredSession(storage(), clock)) return // another tab signed in meanwhile
  setSession({ status: 'unauthenticated' })
}

/**
 * One run of the refresh check: a session within 5 minutes of expiry is refreshed; when that
 * fails, the user is logged out (docs/shell-and-widgets.md#sign-in-and-sessions). Returns what happened.
 */
export async function checkSessionExpiry(client: ApiClient): Promise<'fresh' | 'refreshed' | 'logged-out' | 'signed-out'> {
  if (runtime.$session.get().status !== 'authenticated') return 'signed-out'
  // The stored expiry is the truth: another tab may have refreshed meanwhile.
  const stored = readStoredSession(storage(), clock)
  if (stored && !isEndingSoon(stored.expiresAt, clock.now())) return 'fresh'
  const refreshed = await refreshSession(client, storage(), clock)
  if (refreshed) {
    sessionStored()
    return 'refreshed'
  }
  await logout(client)
  return 'logged-out'
}

/** Runs the refresh check every 5 minutes (docs/shell-and-widgets.md#sign-in-and-sessions) until the returned function is called. */
export function startSessionRefresh(client: ApiClient, intervalMs = REFRESH_CHECK_MS): () => void {
  const timer = setInterval(() => void checkSessionExpiry(client), intervalMs)
  return () => clearInterval(timer)
}
