// Reads a SearchOrders body the way Square checks it: location_ids required (at most 10), limit
// 1–1000 (default 500), one date range at a time whose field matches the sort field, RFC 3339
// instants with an inclusive start and end, known states and sort values.
import type { OrderState } from '../../src/contract/square-order'
import { invalidRequest } from './errors'

export const MAX_SEARCH_LOCATIONS = 10
export const DEFAULT_SEARCH_LIMIT = 500
export const MAX_SEARCH_LIMIT = 1000

export type SortField = 'CREATED_AT' | 'UPDATED_AT' | 'CLOSED_AT'
const SORT_FIELDS: readonly SortField[] = ['CREATED_AT', 'UPDATED_AT', 'CLOSED_AT']
const STATES: readonly OrderState[] = ['OPEN', 'COMPLETED', 'CANCELED', 'DRAFT']
const FILTER_FIELD: Record<string, SortField> = { created_at: 'CREATED_AT', updated_at: 'UPDATED_AT', closed_at: 'CLOSED_AT' }

export interface SearchQuery {
  locationIds: string[]
  sortField: SortField
  sortOrder: 'ASC' | 'DESC'
  /** Inclusive bounds on the sort field (epoch ms); end absent = the first page's "now". */
  startMs?: number
  endMs?: number
  states?: ReadonlySet<OrderState>
  limit: number
  returnEntries: boolean
  cursor?: string
}

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

function objectAt(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined
  if (!isObject(value)) throw invalidRequest('EXPECTED_OBJECT', `Expected \`${field}\` to be an object.`, field)
  return value
}

function instantAt(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined
  const ms = typeof value === 'string' && RFC3339.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(ms)) throw invalidRequest('INVALID_TIME', `\`${field}\` must be an RFC 3339 timestamp.`, field)
  return ms
}

/** Checks a SearchOrders body; throws a SquareRequestError for what Square would refuse. */
export function parseSearchRequest(body: unknown, hasLocation: (id: string) => boolean): SearchQuery {
  if (!isObject(body)) throw invalidRequest('EXPECTED_JSON_BODY', 'The request body must be a JSON object.')
  const ids = body.location_ids
  if (ids === undefined || ids === null) {
    throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'location_ids')
  }
  if (!Array.isArray(ids)) throw invalidRequest('EXPECTED_ARRAY', 'Expected `location_ids` to be an array.', 'location_ids')
  if (ids.length === 0) throw invalidRequest('ARRAY_EMPTY', 'At least one location id is required.', 'location_ids')
  if (ids.length > MAX_SEARCH_LOCATIONS) {
    throw invalidRequest(
      'ARRAY_LENGTH_TOO_LONG',
      `Array must contain at most ${MAX_SEARCH_LOCATIONS} elements but contained ${ids.length}.`,
      'location_ids',
    )
  }
  ids.forEach((id, i) => {
    if (typeof id !== 'string') throw invalidRequest('EXPECTED_STRING', 'Expected a string.', `location_ids[${i}]`)
    if (!hasLocation(id)) throw invalidRequest('NOT_FOUND', `Location \`${id}\` not found.`, `location_ids[${i}]`)
  })

  const limit = body.limit ?? DEFAULT_SEARCH_LIMIT
  if (typeof limit !== 'number' || !Number.isInteger(limit)) throw invalidRequest('EXPECTED_INTEGER', 'Expected an integer.', 'limit')
  if (limit < 1) throw invalidRequest('VALUE_TOO_LOW', '`limit` must be at least 1.', 'limit')
  if (limit > MAX_SEARCH_LIMIT) throw invalidRequest('VALUE_TOO_HIGH', `\`limit\` must be at most ${MAX_SEARCH_LIMIT}.`, 'limit')
  const returnEntries = body.return_entries ?? false
  if (typeof returnEntries !== 'boolean') throw invalidRequest('EXPECTED_BOOLEAN', 'Expected a boolean.', 'return_entries')
  const cursor = body.cursor ?? undefined
  if (cursor !== undefined && typeof cursor !== 'string') throw invalidRequest('EXPECTED_STRING', 'Expected a string.', 'cursor')

  const query = objectAt(body.query, 'query')
  const filter = objectAt(query?.filter, 'query.filter')
  for (const unsupported of ['fulfillment_filter', 'source_filter', 'customer_filter']) {
    if (filter?.[unsupported] != null) {
      throw invalidRequest('BAD_REQUEST', `The emulator does not implement \`${unsupported}\`.`, `query.filter.${unsupported}`)
    }
  }
  const states = parseStates(objectAt(filter?.state_filter, 'query.filter.state_filter'))
  const range = parseRange(objectAt(filter?.date_time_filter, 'query.filter.date_time_filter'))
  const sort = objectAt(query?.sort, 'query.sort')
  let sortField: SortField = 'CREATED_AT'
  let sortOrder: 'ASC' | 'DESC' = 'DESC'
  if (sort) {
    if (sort.sort_field == null) throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'query.sort.sort_field')
    if (!SORT_FIELDS.includes(sort.sort_field as SortField)) {
      throw invalidRequest('INVALID_ENUM_VALUE', `\`${String(sort.sort_field)}\` is not a valid sort field.`, 'query.sort.sort_field')
    }
    sortField = sort.sort_field as SortField
    if (sort.sort_order != null) {
      if (sort.sort_order !== 'ASC' && sort.sort_order !== 'DESC') {
        throw invalidRequest('INVALID_ENUM_VALUE', `\`${String(sort.sort_order)}\` is not a valid sort order.`, 'query.sort.sort_order')
      }
      sortOrder = sort.sort_order
    }
  }
  if (range && range.field !== sortField) {
    throw invalidRequest(
      'BAD_REQUEST',
      `The date_time_filter field ${range.field.toLowerCase()} must match the sort field ${sortField}.`,
      'query.sort.sort_field',
    )
  }
  if (sortField === 'CLOSED_AT' && (!states || [...states].some((s) => s !== 'COMPLETED' && s !== 'CANCELED'))) {
    throw invalidRequest('BAD_REQUEST', 'Sorting by CLOSED_AT needs a state_filter with closed states only.', 'query.filter.state_filter')
  }
  return {
    locationIds: ids as string[],
    sortField,
    sortOrder,
    ...(range?.startMs !== undefined ? { startMs: range.startMs } : {}),
    ...(range?.endMs !== undefined ? { endMs: range.endMs } : {}),
    ...(states ? { states } : {}),
    limit,
    returnEntries,
    ...(cursor !== undefined ? { cursor } : {}),
  }
}

function parseStates(stateFilter: Record<string, unknown> | undefined): ReadonlySet<OrderState> | undefined {
  if (!stateFilter) return undefined
  const states = stateFilter.states
  if (states == null) throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'query.filter.state_filter.states')
  if (!Array.isArray(states)) throw invalidRequest('EXPECTED_ARRAY', 'Expected an array.', 'query.filter.state_filter.states')
  states.forEach((state, i) => {
    if (!STATES.includes(state as OrderState)) {
      throw invalidRequest('INVALID_ENUM_VALUE', `\`${String(state)}\` is not a valid order state.`, `query.filter.state_filter.states[${i}]`)
    }
  })
  return new Set(states as OrderState[])
}

function parseRange(dateFilter: Record<string, unknown> | undefined): { field: SortField; startMs?: number; endMs?: number } | undefined {
  if (!dateFilter) return undefined
  const set = Object.keys(FILTER_FIELD).filter((key) => dateFilter[key] != null)
  if (set.length > 1) {
    throw invalidRequest('BAD_REQUEST', 'Only one time range can be filtered at a time.', 'query.filter.date_time_filter')
  }
  const key = set[0]
  if (key === undefined) return undefined
  const field = `query.filter.date_time_filter.${key}`
  const range = objectAt(dateFilter[key], field) ?? {}
  const startMs = instantAt(range.start_at, `${field}.start_at`)
  const endMs = instantAt(range.end_at, `${field}.end_at`)
  if (startMs !== undefined && endMs !== undefined && startMs > endMs) {
    throw invalidRequest('INVALID_TIME_RANGE', 'The start of the time range is after its end.', field)
  }
  return { field: FILTER_FIELD[key] as SortField, ...(startMs !== undefined ? { startMs } : {}), ...(endMs !== undefined ? { endMs } : {}) }
}
