// ListPayments over the store: the payments behind COMPLETED orders' tenders, by created_at
// (begin_time inclusive, default a year before end_time; end_time default now), newest first
// unless sort_order=ASC, at most 100 a page, for one location (default: the main location).
import type { SquarePayment } from '../../src/contract/square-location'
import { paymentOfTender } from '../../src/demo'
import { decodeCursor, encodeCursor, fingerprintOf } from './cursor'
import { invalidRequest } from './errors'
import { isVisible, type EmulatorStore, type IndexedOrder } from './store'

export const MAX_PAYMENTS_LIMIT = 100
const YEAR_MS = 365 * 86_400_000
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i

export interface PaymentsAnswer {
  payments?: SquarePayment[]
  cursor?: string
}

function instant(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined
  const ms = RFC3339.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(ms)) throw invalidRequest('INVALID_TIME', `\`${field}\` must be an RFC 3339 timestamp.`, field)
  return ms
}

/** One page of ListPayments for the query parameters `params`. */
export function listPayments(store: EmulatorStore, params: Record<string, string>, nowMs: number): PaymentsAnswer {
  const fingerprint = fingerprintOf(params)
  const cursor = params.cursor === undefined ? undefined : decodeCursor(params.cursor, fingerprint)
  const asOfMs = cursor?.asOfMs ?? nowMs
  const through = cursor?.through ?? store.insertionCount
  const endMs = instant(params.end_time, 'end_time') ?? asOfMs
  const beginMs = instant(params.begin_time, 'begin_time') ?? endMs - YEAR_MS
  if (beginMs > endMs) throw invalidRequest('INVALID_TIME_RANGE', '`begin_time` is after `end_time`.', 'begin_time')
  const order = params.sort_order ?? 'DESC'
  if (order !== 'ASC' && order !== 'DESC') throw invalidRequest('INVALID_ENUM_VALUE', 'sort_order must be ASC or DESC.', 'sort_order')
  if (params.sort_field !== undefined && params.sort_field !== 'CREATED_AT') {
    throw invalidRequest('BAD_REQUEST', 'The emulator sorts payments by CREATED_AT only.', 'sort_field')
  }
  let limit = MAX_PAYMENTS_LIMIT
  if (params.limit !== undefined) {
    const asked = Number(params.limit)
    if (!/^\d+$/.test(params.limit)) throw invalidRequest('EXPECTED_INTEGER', 'Expected an integer.', 'limit')
    if (asked < 1) throw invalidRequest('VALUE_TOO_LOW', '`limit` must be at least 1.', 'limit')
    // Square: a limit above 100 is ignored and the default used instead.
    if (asked <= MAX_PAYMENTS_LIMIT) limit = asked
  }
  const locationId = params.location_id ?? store.mainLocationId() ?? ''
  if (!store.hasLocation(locationId)) throw invalidRequest('NOT_FOUND', `Location \`${locationId}\` not found.`, 'location_id')

  // Each tender of a COMPLETED order is one payment, made when the order closed.
  const found: { entry: IndexedOrder; tender: number }[] = []
  for (const entry of store.ordersOf(locationId)) {
    if (entry.state !== 'COMPLETED' || entry.tenderCount === 0 || !isVisible(entry, asOfMs) || entry.sequence >= through) continue
    if (!(entry.closedMs >= beginMs && entry.closedMs < endMs && entry.closedMs <= asOfMs)) continue
    for (let tender = 0; tender < entry.tenderCount; tender++) found.push({ entry, tender })
  }
  const direction = order === 'ASC' ? 1 : -1
  found.sort((a, b) => direction * (a.entry.closedMs - b.entry.closedMs || a.entry.sequence - b.entry.sequence || a.tender - b.tender))

  let payments = found.map(({ entry, tender }) => () => {
    const full = store.order(entry)
    return paymentOfTender(full, full.tenders?.[tender] ?? { type: 'OTHER' })
  })
  // Filters on payment details need the payments themselves.
  if (params.total !== undefined || params.last_4 !== undefined || params.card_brand !== undefined) {
    const built = payments.map((make) => make()).filter(
      (p) =>
        (params.total === undefined || p.total_money?.amount === Number(params.total)) &&
        (params.last_4 === undefined || p.card_details?.card?.last_4 === params.last_4) &&
        (params.card_brand === undefined || p.card_details?.card?.card_brand === params.card_brand),
    )
    payments = built.map((p) => () => p)
  }
  const offset = cursor?.offset ?? 0
  const page = payments.slice(offset, offset + limit).map((make) => make())
  const answer: PaymentsAnswer = {}
  if (page.length > 0) answer.payments = page
  if (offset + page.length < payments.length) answer.cursor = encodeCursor({ fingerprint, offset: offset + page.length, asOfMs, through })
  return answer
}
