// A contract schema of plain data — objects of strings, finite numbers, enums and arrays of them,
// which is what a long list answer's items are — made into one plain function that says whether
// zod would pass a value and give back the same value. zod/mini checks each field through its
// general machinery, a payload object per field: for a season's 50,000 order summaries that was
// most of the time reading the answer took, and most of its garbage. A schema with anything else
// (optional fields, checks, unions, coercion, a strict or loose object) gets no such function and
// is checked by zod alone; a value the function refuses is handed to zod too, which says why.
import type * as z from 'zod/mini'

/** True when zod would pass `value` unchanged (an object with exactly its schema's keys). */
export type PlainDataCheck = (value: unknown) => boolean

interface Def {
  type: string
  shape?: Record<string, z.ZodMiniType>
  element?: z.ZodMiniType
  entries?: Record<string, string | number>
  checks?: readonly unknown[]
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The def holds nothing but `allowed` keys, and no checks. */
function onlyKeys(def: Def, allowed: readonly string[]): boolean {
  for (const key of Object.keys(def)) {
    if (key === 'checks' && (def.checks?.length ?? 0) === 0) continue
    if (!allowed.includes(key)) return false
  }
  return true
}

const isString: PlainDataCheck = (value) => typeof value === 'string'
// zod's number refuses NaN and the infinities
const isNumber: PlainDataCheck = (value) => Number.isFinite(value)

function objectCheck(shape: Record<string, z.ZodMiniType>): PlainDataCheck | null {
  const keys = Object.keys(shape)
  const fields: PlainDataCheck[] = []
  for (const key of keys) {
    const field = plainDataCheck(shape[key]!)
    if (field === null) return null
    fields.push(field)
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
    const record = value as Record<string, unknown>
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!
      if (!Object.hasOwn(record, key) || !fields[index]!(record[key])) return false
    }
    // zod leaves out keys its shape does not name: an object with more is not given back unchanged
    let count = 0
    for (const key in record) if (Object.hasOwn(record, key)) count++
    return count === keys.length
  }
}

function arrayCheck(element: z.ZodMiniType): PlainDataCheck | null {
  const item = plainDataCheck(element)
  if (item === null) return null
  return (value) => Array.isArray(value) && value.every((entry) => item(entry))
}

function enumCheck(entries: Record<string, string | number>): PlainDataCheck {
  const values = new Set(Object.values(entries))
  return (value) => (typeof value === 'string' || typeof value === 'number') && values.has(value)
}

const made = new WeakMap<z.ZodMiniType, PlainDataCheck | null>()

/** The schema's plain check, or null when it is more than plain data (zod alone checks it). */
export function plainDataCheck(schema: z.ZodMiniType): PlainDataCheck | null {
  if (made.has(schema)) return made.get(schema)!
  const def = defOf(schema)
  let check: PlainDataCheck | null = null
  if (def.type === 'string' && onlyKeys(def, ['type'])) check = isString
  else if (def.type === 'number' && onlyKeys(def, ['type'])) check = isNumber
  else if (def.type === 'enum' && def.entries && onlyKeys(def, ['type', 'entries'])) check = enumCheck(def.entries)
  else if (def.type === 'array' && def.element && onlyKeys(def, ['type', 'element'])) check = arrayCheck(def.element)
  else if (def.type === 'object' && def.shape && onlyKeys(def, ['type', 'shape'])) check = objectCheck(def.shape)
  made.set(schema, check)
  return check
}
