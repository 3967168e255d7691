// Errors the API client throws. Their messages are the exact sentences of docs/contract.md#errors; the API error
// body's own message (the sentence the server wants shown) travels beside it.
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

function isFieldIssue(value: unknown): value is FieldIssue {
  const issue = value as Partial<FieldIssue> | null
  return typeof issue === 'object' && issue !== null && typeof issue.field === 'string' && typeof issue.message === 'string'
}

/**
 * Builds the error for a non-OK answer from its status and (maybe JSON) body. The API error shape
 * is read by hand rather than with its zod schema: this file is in every widget bundle, and a
 * proxy's HTML error page must degrade to the bare status anyway.
 */
export function httpError(status: number, body: unknown): ApiHttpError {
  const shape = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const message = typeof shape.message === 'string' ? shape.message : undefined
  const code = typeof shape.error === 'string' ? shape.error : undefined
  const details = Array.isArray(shape.details) ? shape.details.filter(isFieldIssue) : []
  return new ApiHttpError(status, message, code, details)
}

/** The sentence to show a person for any error: the server's message when it sent one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiHttpError) return error.apiMessage ?? error.message
  if (error instanceof Error) return error.message
  return String(error)
}
