// The API error shape (docs/contract.md#errors) for every failure: `{success:false, error, message, details}`.
// Anything thrown that is not a deliberate API failure answers 500 with a reference to the
// request id and nothing internal; the full error goes to the log only.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiError, ErrorCode, FieldIssue } from '../../src/contract/envelope'
import type { AppEnv } from '../env'

/** A failure a handler or middleware throws on purpose; answered as the error shape. */
export class ApiFailure extends Error {
  override name = 'ApiFailure'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details: FieldIssue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** Answers the error shape. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  details: FieldIssue[] = [],
): Response {
  const body: ApiError = { success: false, error: code, message, details }
  return c.json(body, status)
}

/** The error code that best names an HTTP status, for failures raised without one. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED'
    case 403:
      return 'FORBIDDEN'
    case 404:
    case 405:
      return 'NOT_FOUND'
    case 408:
      return 'REQUEST_TIMEOUT'
    case 409:
      return 'CONFLICT'
    case 413:
      return 'PAYLOAD_TOO_LARGE'
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE'
    case 429:
      return 'RATE_LIMITED'
    case 431:
      return 'HEADERS_TOO_LARGE'
    case 502:
    case 503:
    case 504:
      return 'UPSTREAM_ERROR'
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION_ERROR'
  }
}

/** app.onError: deliberate failures keep their status; anything else is a logged 500. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiFailure) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value)
    return apiError(c, err.status, err.code, err.message, err.details)
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own 4xx (malformed JSON, body limit …): its message is about the request, safe to show.
    return apiError(c, err.status, codeForStatus(err.status), err.message || 'The request could not be processed')
  }
  const requestId = c.get('requestId')
  if ((err as NodeJS.ErrnoException).code === 'ECONNRESET') {
    // The client left, or was cut off for sending too slowly, before its body arrived: nothing
    // failed here, and nobody will read this answer.
    c.get('deps')?.log.debug('request.aborted', { requestId, method: c.req.method, path: c.req.path })
    return apiError(c, 400, 'VALIDATION_ERROR', 'The request ended before its body arrived')
  }
  c.get('deps')?.log.error('request.failed', {
    requestId,
    method: c.req.method,
    path: c.req.path,
    error: { name: err.name, message: err.message },
    stack: err.stack,
  })
  return apiError(c, 500, 'INTERNAL', `Something went wrong on the server. Reference: ${requestId ?? 'unknown'}.`)
}

/** Requests no route answered (metrics name their route `unmatched` rather than the last pattern tried). */
const unmatched = new WeakSet<Context>()

/** Whether the request went through every route unanswered and got handleNotFound's answer. */
export function wasUnmatched(c: Context): boolean {
  return unmatched.has(c)
}

/** app.notFound: an unknown route or method answers 404 in the error shape. */
export function handleNotFound(c: Context<AppEnv>): Response {
  unmatched.add(c)
  return apiError(c, 404, 'NOT_FOUND', `No such route: ${c.req.method} ${c.req.path}`)
}
