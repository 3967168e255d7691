// Square's error envelope, `{errors:[{category, code, detail, field}]}`, as the emulator answers it.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type ErrorCategory = 'AUTHENTICATION_ERROR' | 'INVALID_REQUEST_ERROR' | 'RATE_LIMIT_ERROR' | 'API_ERROR'

export interface SquareErrorItem {
  category: ErrorCategory
  code: string
  detail: string
  field?: string
}

/** A request Square would refuse: thrown by validators, answered by the app's error handler. */
export class SquareRequestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly item: SquareErrorItem,
  ) {
    super(item.detail)
  }
}

/** A 400 INVALID_REQUEST_ERROR about one field. */
export function invalidRequest(code: string, detail: string, field?: string): SquareRequestError {
  return new SquareRequestError(400, { category: 'INVALID_REQUEST_ERROR', code, detail, ...(field ? { field } : {}) })
}

/** Answers with Square's error envelope. */
export function squareErrorResponse(c: Context, status: ContentfulStatusCode, item: SquareErrorItem): Response {
  return c.json({ errors: [item] }, status)
}
