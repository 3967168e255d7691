// The new-key form as data: what the admin typed (a name, one origin per line, the chosen
// locations, an optional last day), checked with the contract's own rules before it is sent, and
// the server's refusal placed under the field it is about.
import { ApiHttpError, errorText } from '../../src/api/errors'
import { embedKeyCreateSchema, type EmbedKeyCreate } from '../../src/contract/embed'

export interface KeyFormValues {
  name: string
  /** One origin per line (or separated by commas or spaces). */
  originsText: string
  locationIds: string[]
  /** The key's last day (YYYY-MM-DD, the admin's local calendar); empty: until revoked. */
  lastDay: string
}

export type KeyFormField = 'name' | 'origins' | 'locationIds' | 'expiresAt'
export type KeyFormErrors = Partial<Record<KeyFormField, string>>

export const EMPTY_KEY_FORM: KeyFormValues = { name: '', originsText: '', locationIds: [], lastDay: '' }

/** The origins typed, one per line, comma or space. */
export function originsOf(text: string): string[] {
  return text.split(/[\s,]+/).map((part) => part.trim()).filter(Boolean)
}

/** The end of `day` (YYYY-MM-DD) in the browser's timezone, as an ISO instant: the key works through that day. */
export function endOfLocalDay(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return undefined
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1, 0, 0, 0, 0)
  return Number.isNaN(end.getTime()) ? undefined : end.toISOString()
}

/** The first field an issue path names (`origins.0` → origins). */
function fieldOf(path: string): KeyFormField | undefined {
  const head = path.split('.')[0]
  return head === 'name' || head === 'origins' || head === 'locationIds' || head === 'expiresAt' ? head : undefined
}

/** The body to send, or the message under each field that is wrong. */
export function checkKeyForm(values: KeyFormValues): { ok: true; body: EmbedKeyCreate } | { ok: false; errors: KeyFormErrors } {
  const errors: KeyFormErrors = {}
  const expiresAt = values.lastDay.trim() === '' ? null : endOfLocalDay(values.lastDay.trim())
  if (expiresAt === undefined) errors.expiresAt = 'Pick a day, or leave it empty for a key that works until revoked'
  const parsed = embedKeyCreateSchema.safeParse({ name: values.name, origins: originsOf(values.originsText), locationIds: values.locationIds, expiresAt: expiresAt ?? null })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'))
      if (field && !errors[field]) errors[field] = issue.message
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, body: parsed.data }
}

/** The server's refusal: its sentence, and each detail under its field. */
export function keyRefusalOf(error: unknown): { message: string; errors: KeyFormErrors } {
  const errors: KeyFormErrors = {}
  if (error instanceof ApiHttpError) {
    for (const detail of error.details) {
      const field = fieldOf(detail.field)
      if (field && !errors[field]) errors[field] = detail.message
    }
  }
  return { message: errorText(error), errors }
}
