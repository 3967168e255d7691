// The API's answer shapes (docs/contract.md#envelopes): `{success:true, data}` on success, and one error shape
// everywhere, whose `details` list lets a form show each message under its field.
import * as z from 'zod/mini'

export const errorCodeSchema = z.enum([
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'UPSTREAM_ERROR',
  // The instance is starting (its first sync) or shutting down: try again shortly, or another instance.
  'UNAVAILABLE',
  'INTERNAL',
])
export type ErrorCode = z.infer<typeof errorCodeSchema>

export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() })
export type FieldIssue = z.infer<typeof fieldIssueSchema>

export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: errorCodeSchema,
  message: z.string(),
  details: z.optional(z.array(fieldIssueSchema)),
})
export type ApiError = z.infer<typeof apiErrorSchema>

/** Wraps a data schema in the success envelope. */
export function successSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data })
}

export type ApiSuccess<T> = { success: true; data: T }

/** A success answer or the error shape: what a client parses before it knows which came. */
export function answerSchema<T extends z.ZodMiniType>(data: T) {
  return z.discriminatedUnion('success', [successSchema(data), apiErrorSchema])
}

/** The HTTP status each error code is sent with. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_ERROR: 502,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>

/** The message a validation answer shows when a form cannot place each issue under its field. */
export const VALIDATION_MESSAGE = 'Please correct the highlighted fields'

/** Builds `{success:true, data}`. */
export function okBody<T>(data: T): ApiSuccess<T> {
  return { success: true, data }
}

/** Builds the API error shape; `details` is always present (empty when there are none). */
export function errorBody(error: ErrorCode, message: string, details: FieldIssue[] = []): ApiError {
  return { success: false, error, message, details }
}

/**
 * Builds a VALIDATION_ERROR answer. With a single issue its own sentence is the message, so a
 * caller that shows only `message` (the login form) still shows the words of docs/contract.md#validation-messages.
 */
export function validationErrorBody(details: FieldIssue[]): ApiError {
  const only = details.length === 1 ? details[0] : undefined
  return errorBody('VALIDATION_ERROR', only ? only.message : VALIDATION_MESSAGE, details)
}
