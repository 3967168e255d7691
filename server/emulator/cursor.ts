// Opaque paging cursors. A cursor remembers the request it belongs to (a fingerprint of the body
// or query without the cursor), where the next page starts, and the instant of the first page, so
// later pages see the same result set even while live orders arrive (Square: an absent end time
// "defaults to the time of the first request for the cursor").
import { createHash } from 'node:crypto'
import { invalidRequest } from './errors'

export interface CursorState {
  /** Fingerprint of the request that made the cursor. */
  fingerprint: string
  /** Index of the next result. */
  offset: number
  /** The first page's "now" (epoch ms). */
  asOfMs: number
  /** The store's insertion count at the first page: orders added later stay out of this paging. */
  through: number
}

/** A stable fingerprint of a JSON value, independent of key order; `cursor` keys are left out. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('base64url').slice(0, 22)
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => k !== 'cursor').sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify([state.fingerprint, state.offset, state.asOfMs, state.through])).toString('base64url')
}

/** Reads a cursor sent with a request whose fingerprint is `fingerprint`; refuses one from another request. */
export function decodeCursor(text: string, fingerprint: string): CursorState {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    parsed = undefined
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    typeof parsed[0] !== 'string' ||
    !Number.isSafeInteger(parsed[1]) ||
    (parsed[1] as number) < 0 ||
    !Number.isSafeInteger(parsed[2]) ||
    !Number.isSafeInteger(parsed[3])
  ) {
    throw invalidRequest('INVALID_CURSOR', 'The cursor is not valid.', 'cursor')
  }
  if (parsed[0] !== fingerprint) {
    throw invalidRequest(
      'INVALID_CURSOR',
      'The cursor does not belong to this request: send the original query unchanged with the cursor.',
      'cursor',
    )
  }
  return { fingerprint, offset: parsed[1] as number, asOfMs: parsed[2] as number, through: parsed[3] as number }
}
