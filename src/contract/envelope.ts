// The API's answer shapes (DESIGN §3b): `{success:true, data}` on success, and one error shape
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
  'UPSTREAM_ERROR',
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
