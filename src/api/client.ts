// The fetch client the widgets and the shell share: one base URL, JSON both ways, a bearer token
// (explicit, or the stored session read afresh on every request from where the page keeps its
// session with that server: ./session-place), 401 handed to a hook, and every answer parsed with
// its contract schema so the rest of the code trusts its types.
import type * as z from 'zod/mini'
import type { Clock } from '../clock/clock'
import { systemClock } from '../clock/clock'
import { defaultApiBase } from './api-base'
import { readSlicedAnswer, type SlicedList } from './sliced-list'
import { explainFailedRequest } from './unreachable'
import { ApiHttpError, ApiResponseError, httpError } from './errors'
import { browserStorage, clearStoredSession, readStoredSession } from './stored-session'
import type { SessionStorage } from './stored-session'
import { sessionPlaceFor } from './session-place'

export interface ApiClientOptions {
  /** Base of every path; default `/api` of the page's origin. */
  apiBase?: string
  /**
   * Explicit bearer token, or a function read on every request (a token that refreshes itself);
   * when absent, or the function gives none, the stored session is read on every request.
   */
  token?: string | (() => string | undefined)
  /**
   * Names whose answers these are when they are not the page session's (an embed token sees only
   * its own locations): the page's query cache keeps them apart under this name.
   */
  cacheScope?: string
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch
  /** Where the stored session lives; defaults to localStorage. */
  storage?: SessionStorage
  /** Judges stored-token expiry. */
  clock?: Clock
  /** Called on every 401 (and when no session exists), before 'Authentication required' is thrown. */
  onUnauthorized?: () => void
}

export type QueryValue = string | number | boolean | undefined
export interface RequestOptions {
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  /** Sends no token and leaves a 401 to the caller (sign-in itself). */
  anonymous?: boolean
  /** Sends this token instead, and leaves a 401 to the caller (refresh, sign-out). */
  token?: string
  /** A long list in the answer, read and checked in slices so the page keeps drawing meanwhile. */
  list?: SlicedList
  /** Takes a successful answer as it downloads, unparsed (see ApiClient.download). */
  read?: (response: Response) => Promise<unknown>
}

export interface ApiClient {
  readonly apiBase: string
  /** Whose answers these are, when not the page session's (see ApiClientOptions.cacheScope). */
  readonly cacheScope?: string
  /** The token a request would carry now (explicit, or the stored session's); the live socket reads it too. */
  currentToken(): string | undefined
  /** Sends a request and parses the JSON answer with `schema`. */
  request<S extends z.ZodMiniType>(method: string, path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>
  get<S extends z.ZodMiniType>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>): Promise<z.infer<S>>
  post<S extends z.ZodMiniType>(path: string, body: unknown, schema: S, options?: Omit<RequestOptions, 'body'>): Promise<z.infer<S>>
  /**
   * A GET whose successful answer `read` takes as it downloads, unparsed and unchecked (a long
   * answer handed to a worker): the session, a refusal and a 401 are handled as for get.
   */
  download<T>(path: string, read: (response: Response) => Promise<T>, options?: Omit<RequestOptions, 'body' | 'list' | 'read'>): Promise<T>
}

export { defaultApiBase }

/** Joins the base, a path and a query; undefined query values are left out. */
export function buildUrl(apiBase: string, path: string, query?: Record<string, QueryValue>): string {
  const base = apiBase.replace(/\/+$/, '')
  const tail = path.startsWith('/') ? path : `/${path}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const search = params.toString()
  return `${base}${tail}${search ? `?${search}` : ''}`
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The answer's text as it downloads (decoded as response.text() decodes it), or whole where it has no body stream. */
async function* textPieces(response: Response): AsyncGenerator<string> {
  if (!response.body) {
    yield await response.text()
    return
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let finished = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      yield decoder.decode(value, { stream: true })
    }
    finished = true
    yield decoder.decode()
  } finally {
    // A reader that stopped early (an item broke the contract) leaves the rest undownloaded.
    if (!finished) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}

/** The schema of a download's answer: never used, since its reader takes the answer. */
const UNREAD = undefined as unknown as z.ZodMiniType

/** Creates a client; cheap, so a widget makes one per api-base/token pair. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const apiBase = options.apiBase?.trim() || defaultApiBase()
  const clock = options.clock ?? systemClock
  const place = sessionPlaceFor(apiBase)
  const explicitToken = (): string | undefined => (typeof options.token === 'function' ? options.token() : options.token) || undefined

  async function request<S extends z.ZodMiniType>(method: string, path: string, schema: S, init: RequestOptions = {}): Promise<z.infer<S>> {
    const storage = options.storage ?? browserStorage()
    const given = explicitToken()
    const token = init.anonymous ? undefined : init.token || given || readStoredSession(storage, clock, place)?.token
    if (!token && !init.anonymous) {
      // Every API call needs a session: asking the server would only produce the same 401.
      options.onUnauthorized?.()
      throw new ApiHttpError(401, undefined, 'UNAUTHORIZED')
    }
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (token) headers.Authorization = `Bearer ${token}`
    if (init.body !== undefined) headers['Content-Type'] = 'application/json'
    const doFetch = options.fetch ?? globalThis.fetch
    let response: Response
    try {
      response = await doFetch(buildUrl(apiBase, path, init.query), {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      })
    } catch (error) {
      throw await explainFailedRequest(error, apiBase, doFetch)
    }
    if (response.ok && init.read) return (await init.read(response)) as z.infer<S>
    if (response.ok && init.list) {
      const answer = await readSlicedAnswer(textPieces(response), schema, init.list)
      if (!answer.ok) throw new ApiResponseError(path, answer.problem)
      return answer.data as z.infer<S>
    }
    const text = await response.text()
    const body = parseJson(text)
    if (response.status === 401 && token) {
      if (init.token === undefined) {
        if (!given && storage) clearStoredSession(storage, token, place)
        options.onUnauthorized?.()
      }
      throw httpError(401, body)
    }
    if (!response.ok) throw httpError(response.status, body)
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new ApiResponseError(path, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '))
    }
    return parsed.data
  }

  return {
    apiBase,
    ...(options.cacheScope ? { cacheScope: options.cacheScope } : {}),
    currentToken: () => explicitToken() || readStoredSession(options.storage ?? browserStorage(), clock, place)?.token,
    request,
    get: (path, schema, init) => request('GET', path, schema, init),
    post: (path, body, schema, init) => request('POST', path, schema, { ...init, body }),
    download: <T>(path: string, read: (response: Response) => Promise<T>, init?: Omit<RequestOptions, 'body' | 'list' | 'read'>) =>
      request('GET', path, UNREAD, { ...init, read }) as Promise<T>,
  }
}
