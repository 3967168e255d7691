// Turns a zod error into the `details` list of the API error shape: one {field, message} per
// problem, with the schema's own message (the sentences of docs/contract.md#validation-messages) and the field as a dotted path.
import type * as z from 'zod/mini'
import type { FieldIssue } from './envelope'

/** Message for an unknown field in a strict object. */
export const UNKNOWN_FIELD_MESSAGE = 'Unknown field'

// zod/mini ships no message catalogue, so an issue a schema gives no message of its own would
// read "Invalid input". This map is the fallback, in plain words.
export const plainIssueMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Expected ${issue.expected}`
    case 'unrecognized_keys':
      return UNKNOWN_FIELD_MESSAGE
    case 'too_small':
      return `Must be at least ${String(issue.minimum)}`
    case 'too_big':
      return `Must be at most ${String(issue.maximum)}`
    case 'invalid_value':
      return `Must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    default:
      return undefined
  }
}

function dotted(path: readonly PropertyKey[]): string {
  return path.map((key) => String(key)).join('.')
}

/** One {field, message} per issue; an unknown-keys issue becomes one entry per unknown key. */
export function toFieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.flatMap((issue): FieldIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: dotted([...issue.path, key]), message: UNKNOWN_FIELD_MESSAGE }))
    }
    return [{ field: dotted(issue.path), message: issue.message }]
  })
}

export type ParseOutcome<T> = { ok: true; data: T } | { ok: false; details: FieldIssue[] }

/** Parses `input`; on failure answers the field issues instead of throwing. */
export function parseOrIssues<S extends z.ZodMiniType>(schema: S, input: unknown): ParseOutcome<z.infer<S>> {
  const result = schema.safeParse(input, { error: plainIssueMessages })
  return result.success ? { ok: true, data: result.data } : { ok: false, details: toFieldIssues(result.error) }
}
