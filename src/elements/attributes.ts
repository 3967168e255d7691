// Attribute ↔ prop conversion for custom elements: pure functions, no DOM. An HTML attribute is
// always a string (or absent); a widget's props are typed. An absent or unreadable attribute
// converts to `undefined`, so the component falls back to its own default for that prop.

/** How an attribute's text becomes a prop value. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'list'

/** One attribute of an element: the prop it feeds and how its text is read. */
export interface AttributeSpec<Prop extends string = string> {
  prop: Prop
  type: AttributeType
  /** Writing the property writes the attribute, so CSS selecting on it follows. */
  reflect?: boolean
}

/** `location-id` → `locationId`. */
export function attributeToProp(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** `locationId` → `location-id`. */
export function propToAttribute(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/**
 * Reads an attribute's text as a prop value. `null` (attribute absent) gives `undefined`.
 * - number: `Number(text)`; empty or not a finite number gives `undefined`.
 * - boolean: present means true (`<x compact>`), except the text "false".
 * - json: `JSON.parse`; invalid JSON gives `undefined` rather than breaking the whole widget.
 * - list: comma-separated, trimmed, empty parts dropped (`"2024, 2025"` → `["2024","2025"]`).
 */
export function parseAttribute(type: AttributeType, text: string | null): unknown {
  if (text === null) return undefined
  switch (type) {
    case 'string':
      return text
    case 'number': {
      if (text.trim() === '') return undefined
      const value = Number(text)
      return Number.isFinite(value) ? value : undefined
    }
    case 'boolean':
      return text.trim().toLowerCase() !== 'false'
    case 'json':
      try {
        return JSON.parse(text) as unknown
      } catch {
        return undefined
      }
    case 'list':
      return text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
  }
}

/**
 * Writes a prop value back as attribute text, the inverse of `parseAttribute`; `null` means
 * "remove the attribute" (undefined, false booleans).
 */
export function formatAttribute(type: AttributeType, value: unknown): string | null {
  if (value === undefined || value === null) return null
  switch (type) {
    case 'string':
      return String(value)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : null
    case 'boolean':
      return value === false ? null : ''
    case 'json':
      return JSON.stringify(value)
    case 'list':
      return Array.isArray(value) ? value.map(String).join(',') : String(value)
  }
}

/** The attribute table as written in a definition: a spec, or just a type (prop = camelCase name). */
export type AttributeTable = Record<string, AttributeType | AttributeSpec>

/** Expands shorthand entries so every attribute names its prop. */
export function normaliseAttributes(table: AttributeTable): Map<string, AttributeSpec> {
  const specs = new Map<string, AttributeSpec>()
  for (const [attribute, entry] of Object.entries(table)) {
    if (attribute !== attribute.toLowerCase()) {
      throw new Error(`Attribute names are lower-case kebab-case: ${attribute}`)
    }
    specs.set(attribute, typeof entry === 'string' ? { prop: attributeToProp(attribute), type: entry } : entry)
  }
  return specs
}
