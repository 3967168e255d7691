// The page's session (docs/shell-and-widgets.md#sign-in-and-sessions), one per page whatever number of bundles it loaded: loading,
// then authenticated or unauthenticated. The stored session stays the truth, shared by every tab;
// this store mirrors it for the page and says when it changes: a sign-in or refresh here, a 401
// from any request, a sign-in or sign-out in another tab (the storage event). The page's query
// cache follows it (src/api/query-cache), so nothing of one user stays for the next.
//
// Where the session is stored is decided once per page, by the dashboard server the page first
// restores it for (src/api/session-place): the SPEC keys on the dashboard's own origin, our own key
// on another origin. While signed in, the page checks every 5 minutes whether the token is about
// to end and refreshes it (docs/shell-and-widgets.md#sign-in-and-sessions), on any page: the shell's, or an intranet page whose only
// dashboard code is its widgets.
//
// The token's expiry is judged on the browser's own clock, the clock that wrote it (expiry = now +
// expires_in): only its remaining duration matters, and the server's clock may be set elsewhere.
import { atom, type ReadableAtom } from 'nanostores'
import { defaultApiBase } from '../api/api-base'
import { signIn, signOut, refreshSession } from '../api/auth'
import { createApiClient, type ApiClient } from '../api/client'
import { sessionPlaceFor, type SessionPlace } from '../api/session-place'
import { browserStorage, clearStoredSession, readStoredSession, sessionStorageKeys, type SessionStorage, type StoredSession } from '../api/stored-session'
import { systemClock, type Clock } from '../clock/clock'
import type { LoginRequest } from '../contract/auth'
import type { SessionUser } from '../contract/users'
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
  /** The server the page's session is with, and where it is stored; set by the first restore. */
  apiBase: string | undefined
  place: SessionPlace | undefined
  /** Stops the running refresh check, while one runs. */
  stopRefresh: (() => void) | undefined
}

const runtime = pageSingleton<SessionRuntime>('session/v2', () => ({
  $session: atom<SessionState>({ status: 'loading' }),
  watchingStorage: false,
  apiBase: undefined,
  place: undefined,
  stopRefresh: undefined,
}))

const clock: Clock = systemClock
const storage = (): SessionStorage | undefined => browserStorage()

/** The page's session; read it, never set it (the functions below do). */
export const $session: ReadableAtom<SessionState> = runtime.$session

/** True when no expiry is known or it is within 5 minutes (docs/shell-and-widgets.md#sign-in-and-sessions). */
export function isEndingSoon(expiresAt: number | undefined, now: number): boolean {
  return expiresAt === undefined || !Number.isFinite(expiresAt) || expiresAt - now <= EXPIRY_MARGIN_MS
}

/** Where the page's session is kept (the dashboard's keys until a restore says otherwise). */
export function pageSessionPlace(): SessionPlace {
  return runtime.place ?? sessionPlaceFor(defaultApiBase())
}

/** The API base of the server the page's session is with. */
export function pageSessionApiBase(): string {
  return runtime.apiBase ?? defaultApiBase()
}

function stored(): StoredSession | undefined {
  return readStoredSession(storage(), clock, pageSessionPlace())
}

function authenticatedFrom(session: StoredSession | undefined): SessionState | undefined {
  if (!session?.user) return undefined
  return { status: 'authenticated', user: session.user, token: session.token, expiresAt: session.expiresAt }
}

/**
 * docs/shell-and-widgets.md#sign-in-and-sessions: reads the stored token, expiry and user; a complete session not within 5 minutes of
 * expiry is authenticated, anything else is cleared and unauthenticated. Also starts following
 * other tabs' sign-ins and sign-outs. `apiBase` names the server the page's session is with; without
 * it the page keeps the server an earlier restore named, else its default API base.
 */
export function restoreSession(apiBase?: string): SessionState {
  // Named explicitly, the server is the page's from now on; otherwise the first restore's stays.
  if (runtime.place === undefined || apiBase?.trim()) {
    runtime.apiBase = apiBase?.trim() || defaultApiBase()
    runtime.place = sessionPlaceFor(runtime.apiBase)
  }
  const keys = storage()
  const session = stored()
  const next = session && !isEndingSoon(session.expiresAt, clock.now()) ? authenticatedFrom(session) : undefined
  if (!next && keys) clearStoredSession(keys, undefined, pageSessionPlace())
  setSession(next ?? { status: 'unauthenticated' })
  watchOtherTabs()
  return runtime.$session.get()
}

/** Restores the session unless the page already did. */
export function ensureSessionRestored(apiBase?: string): SessionState {
  return runtime.$session.get().status === 'loading' ? restoreSession(apiBase) : runtime.$session.get()
}

function setSession(next: SessionState): void {
  runtime.$session.set(next)
  // The refresh check runs exactly while the page is signed in.
  if (next.status === 'authenticated') ensureRefreshCheck()
  else if (next.status === 'unauthenticated') stopRefreshCheck()
}

function watchOtherTabs(): void {
  if (runtime.watchingStorage || typeof window === 'undefined') return
  runtime.watchingStorage = true
  window.addEventListener('storage', (event) => {
    // The token's key (or the one entry) changes last-written-wins with every sign-in and refresh.
    if (event.key !== null && event.key !== sessionStorageKeys(pageSessionPlace())[0]) return
    setSession(authenticatedFrom(stored()) ?? { status: 'unauthenticated' })
  })
}

/** The client the store itself signs in, refreshes and signs out with, unless a caller gives one. */
function ownClient(): ApiClient {
  return createApiClient({ apiBase: pageSessionApiBase() })
}

/**
 * docs/shell-and-widgets.md#sign-in-and-sessions: loading, then authenticated; on failure unauthenticated and the error rethrown.
 * Resolves with the user as the login answer gives it (its firstSignIn included).
 */
export async function login(client: ApiClient, credentials: LoginRequest): Promise<SessionUser> {
  setSession({ status: 'loading' })
  let answer
  try {
    answer = await signIn(client, credentials, storage(), clock, pageSessionPlace())
  } catch (error) {
    setSession({ status: 'unauthenticated' })
    throw error
  }
  sessionStored()
  return answer.user
}

/** Adopts a session another part of the page just stored (a widget's own sign-in prompt). */
export function sessionStored(): void {
  setSession(authenticatedFrom(stored()) ?? { status: 'unauthenticated' })
}

/** docs/shell-and-widgets.md#sign-in-and-sessions: the server is told (errors ignored), the stored keys cleared, the page signed out. */
export async function logout(client: ApiClient = ownClient()): Promise<void> {
  await signOut(client, storage(), clock, pageSessionPlace())
  setSession({ status: 'unauthenticated' })
}

/** A request was refused (401): the stored session is gone, so the page is signed out. */
export function sessionRefused(): void {
  if (stored()) return // another tab signed in meanwhile
  setSession({ status: 'unauthenticated' })
}

/**
 * One run of the refresh check: a session within 5 minutes of expiry is refreshed; when that
 * fails, the user is logged out (docs/shell-and-widgets.md#sign-in-and-sessions). Returns what happened.
 */
export async function checkSessionExpiry(client: ApiClient = ownClient()): Promise<'fresh' | 'refreshed' | 'logged-out' | 'signed-out'> {
  if (runtime.$session.get().status !== 'authenticated') return 'signed-out'
  // The stored expiry is the truth: another tab may have refreshed meanwhile.
  const session = stored()
  if (session && !isEndingSoon(session.expiresAt, clock.now())) return 'fresh'
  const refreshed = await refreshSession(client, storage(), clock, pageSessionPlace())
  if (refreshed) {
    sessionStored()
    return 'refreshed'
  }
  await logout(client)
  return 'logged-out'
}

/** Runs the refresh check every 5 minutes (docs/shell-and-widgets.md#sign-in-and-sessions) with `client` until the returned function is called. */
export function startSessionRefresh(client: ApiClient, intervalMs = REFRESH_CHECK_MS): () => void {
  const timer = setInterval(() => void checkSessionExpiry(client), intervalMs)
  return () => clearInterval(timer)
}

/** Starts the page's own refresh check, once, while signed in. */
function ensureRefreshCheck(): void {
  if (runtime.stopRefresh !== undefined || typeof window === 'undefined') return
  runtime.stopRefresh = startSessionRefresh(ownClient())
}

function stopRefreshCheck(): void {
  runtime.stopRefresh?.()
  runtime.stopRefresh = undefined
}
