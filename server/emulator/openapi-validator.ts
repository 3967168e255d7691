// For tests: validates JSON against a schema of Square's own OpenAPI document, read from
// ../shared/square/openapi.json beside the repository (never copied into the project).
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const SQUARE_OPENAPI_PATH = resolve(repoRoot, '../shared/square/openapi.json')

export type SchemaCheck = (value: unknown) => string[]

/** A function per component schema name answering the list of violations (empty when valid). */
export function squareSchemaValidator(): (schemaName: string) => SchemaCheck {
  const document = JSON.parse(readFileSync(SQUARE_OPENAPI_PATH, 'utf8')) as { components: Record<string, unknown> }
  // strict:false lets OpenAPI's own keywords (readOnly, x-*, example) through; Ajv 8 honours
  // `nullable` beside a `type`. The components sit under a document whose $refs
  // ('#/components/schemas/X') resolve inside it.
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false })
  addFormats.default(ajv)
  for (const format of ['int32', 'int64', 'float', 'double', 'decimal']) ajv.addFormat(format, true)
  ajv.addSchema({ $id: 'square-openapi', components: withNullableRefs(document.components) })
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>()
  return (schemaName) => {
    let validate = compiled.get(schemaName)
    if (!validate) {
      validate = ajv.compile({ $ref: `square-openapi#/components/schemas/${schemaName}` })
      compiled.set(schemaName, validate)
    }
    const check = validate
    return (value) => (check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`))
  }
}

/**
 * OpenAPI 3.0 writes `{$ref, nullable: true}`, which JSON Schema (and Ajv) cannot read: it
 * becomes `anyOf: [{$ref}, {type: 'null'}]`; a `nullable` without a `type` is dropped.
 */
function withNullableRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableRefs)
  if (node === null || typeof node !== 'object') return node
  const entries = Object.entries(node as Record<string, unknown>).map(([k, v]) => [k, withNullableRefs(v)] as const)
  const copy: Record<string, unknown> = Object.fromEntries(entries)
  if (copy.nullable === true && copy.type === undefined) {
    delete copy.nullable
    if (typeof copy.$ref === 'string') {
      const { $ref, ...rest } = copy
      return { ...rest, anyOf: [{ $ref }, { type: 'null' }] }
    }
  }
  return copy
}
