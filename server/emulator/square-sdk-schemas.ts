// For tests: checks JSON against the official `square` SDK's own serialization schemas (which
// Square generates from its API definition), strictly: an unknown field, a field of the wrong
// type, a missing required field or an enum value Square does not list is a violation. The SDK is
// one of the project's dependencies, so these checks need nothing beside the repository.
import { serialization } from 'square'

/** The names of the SDK's schemas: `Order`, `SearchOrdersResponse`, `PaymentCreatedEvent` … */
export type SquareSchemaName = {
  [Name in keyof typeof serialization]: (typeof serialization)[Name] extends { parse: (raw: unknown, options?: never) => unknown } ? Name : never
}[keyof typeof serialization]

/** The SDK's own defaults, spelled out: what `strict` means here must not drift with them. */
const STRICT = {
  unrecognizedObjectKeys: 'fail',
  allowUnrecognizedEnumValues: false,
  allowUnrecognizedUnionMembers: false,
  skipValidation: false,
} as const

/** Each violation as `path: message` (`locations.[0].id: Expected string. Received 7.`); empty when valid. */
export function squareSchemaViolations(schemaName: SquareSchemaName, value: unknown): string[] {
  const schema = serialization[schemaName] as { parse: (raw: unknown, options: typeof STRICT) => { ok: boolean; errors?: { path: string[]; message: string }[] } }
  const result = schema.parse(value, STRICT)
  return result.ok ? [] : (result.errors ?? []).map((error) => `${error.path.join('.')}: ${error.message}`)
}
