// Errors the API client throws. Their messages are SPEC §8's exact sentences; the API error
// body's own message (the sentence the server wants shown) travels beside it.
import { apiErrorSchema } from '../contract/envelope'
import type { FieldIssue } from '../contract/envelope'

export const AUTHENTICATION_REQUIRED = 'Authentication required'

/** A non-OK answer. `message` is 'HTTP error! status: {code}' (or 'Authentication required' for 401). */
export class ApiHttpError extends Error {
  override name = 'ApiHttpError'
  constructor(
    readonly status: number,
    /** The body's `message`, when the answer carried the API error shape. */
    readonly apiMessage: string | undefined,
    /** The body's stable `error` code (VALIDATION_ERROR …). */
    readonly code: string | undefined,
    /** Per-field validation messages. */
    readonly details: readonly FieldIssue[] = [],
  ) {
    super(status === 401 ? AUTHENTICATION_REQUIRED : `HTTP error! status: ${status}`)
  }
}

/** A 2xx answer whose body does not match the contract. */
export class ApiResponseError extends Error {
  override name = 'ApiResponseError'
  constructor(readonly path: string, readonly issues: string) {
    super(`Unexpected response from ${path}`)
  }
}

/** Builds the error for a non-OK answer from its status and (maybe JSON) body. */
export function httpError(status: number, body: unknown): ApiHttpError {
  const parsed = apiErrorSchema.safeParse(body)
  if (parsed.success) return new ApiHttpError(status, parsed.data.message, parsed.data.error, parsed.data.details ?? [])
  const message = typeof body === 'object' && body !== null && 'message' in body ? (body as { message: unknown }).message : undefined
  return new ApiHttpError(status, typeof message === 'string' ? message : undefined, undefined)
}

/** The sentence to show a person for any error: the server's message when it sent one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiHttpError) return error.apiMessage ?? error.message
  if (error instanceof Error) return error.message
  return String(error)
}
