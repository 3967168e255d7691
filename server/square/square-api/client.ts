// The Square client: the official SDK, wrapped so every call retries under one policy, counts its
// requests, and answers Square's own JSON (see wire.ts for why the lists bypass the SDK's object
// mapping). The same client talks to real Square and to the bundled emulator; only the base URL
// and token differ.
import { SquareClient, type Square } from 'square'
import type { Order } from '../../../src/contract/square-order'
import type { SquareLocation } from '../../../src/contract/square-location'
import { DEFAULT_RETRY_POLICY, withRetries, type RetryHooks, type RetryPolicy } from './retry'
import { capturingFetch, checkLocations, checkOrders, withListCapture, type Rejected } from './wire'

/** Square allows at most 10 location ids per SearchOrders call. */
export const MAX_LOCATIONS_PER_SEARCH = 10
/** Square's largest SearchOrders page. */
export const SEARCH_PAGE_LIMIT = 1000
/** Every order state: hydration stores them all; figures pick COMPLETED later. */
export const ALL_ORDER_STATES: Square.OrderState[] = ['OPEN', 'COMPLETED', 'CANCELED', 'DRAFT']

/** Which timestamp a search filters and sorts by (Square requires the two to match). */
export type SearchField = 'CREATED_AT' | 'UPDATED_AT'

export interface OrderSearch {
  locationIds: string[]
  field: SearchField
  /** Inclusive ISO instants. */
  startAt: string
  endAt: string
}

export interface OrdersPage {
  orders: Order[]
  /** Orders that did not fit the contract and were left out, with why. */
  rejected: Rejected[]
}

export interface SquareApi {
  listLocations(): Promise<{ locations: SquareLocation[]; rejected: Rejected[] }>
  /** One order by id (RetrieveOrder); throws SquareError 404 when Square has none. */
  getOrder(orderId: string): Promise<Order>
  /** Every page of a search, in order: the same body each time, with the cursor of the page before. */
  searchOrders(search: OrderSearch): AsyncGenerator<OrdersPage>
  /** HTTP requests made so far, retries included. */
  readonly requestCount: number
}

export interface SquareApiOptions {
  baseUrl: string
  accessToken: string
  retry?: Partial<RetryPolicy>
  retryHooks?: RetryHooks
  timeoutSeconds?: number
  /** The HTTP fetch underneath (tests count or break requests with it). */
  fetch?: typeof fetch
}

/** The SearchOrders body of one page (the SDK's camelCase form). */
export function searchOrdersRequest(search: OrderSearch, cursor: string | undefined): Square.SearchOrdersRequest {
  if (search.locationIds.length === 0 || search.locationIds.length > MAX_LOCATIONS_PER_SEARCH) {
    throw new RangeError(`A search takes 1 to ${MAX_LOCATIONS_PER_SEARCH} locations, not ${search.locationIds.length}`)
  }
  const range = { startAt: search.startAt, endAt: search.endAt }
  return {
    locationIds: search.locationIds,
    query: {
      filter: {
        stateFilter: { states: ALL_ORDER_STATES },
        dateTimeFilter: search.field === 'CREATED_AT' ? { createdAt: range } : { updatedAt: range },
      },
      sort: { sortField: search.field, sortOrder: 'ASC' },
    },
    limit: SEARCH_PAGE_LIMIT,
    returnEntries: false,
    ...(cursor === undefined ? {} : { cursor }),
  }
}

/** A Square client with retries and request counting. */
export function createSquareApi(options: SquareApiOptions): SquareApi {
  // The SDK's own retries are off: ours add jitter, count every attempt and can be tuned in tests.
  const client = new SquareClient({
    token: options.accessToken,
    baseUrl: options.baseUrl,
    maxRetries: 0,
    timeoutInSeconds: options.timeoutSeconds ?? 60,
    fetch: capturingFetch(options.fetch),
  })
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry }
  let requestCount = 0
  const call = <T>(work: () => Promise<T>) =>
    withRetries(() => {
      requestCount++
      return work()
    }, policy, options.retryHooks)

  return {
    get requestCount() {
      return requestCount
    },

    async listLocations() {
      const { items } = await call(() => withListCapture('locations', () => client.locations.list()))
      const { accepted, rejected } = checkLocations(items)
      return { locations: accepted, rejected }
    },

    async getOrder(orderId) {
      const { items } = await call(() => withListCapture('order', () => client.orders.get({ orderId })))
      const { accepted, rejected } = checkOrders(items)
      const order = accepted[0]
      if (order === undefined) throw new Error(`Square's order ${orderId} does not fit the contract: ${rejected[0]?.issues ?? 'no order in the answer'}`)
      return order
    },

    async *searchOrders(search) {
      const fetchPage = async (cursor: string | undefined): Promise<OrdersPage & { cursor: string | undefined }> => {
        const request = searchOrdersRequest(search, cursor)
        const { answer, items } = await call(() => withListCapture('orders', () => client.orders.search(request)))
        const { accepted, rejected } = checkOrders(items)
        const next = answer.cursor === undefined || answer.cursor === '' ? undefined : answer.cursor
        return { orders: accepted, rejected, cursor: next }
      }
      // One page ahead: Square prepares the next page while the caller stores this one.
      let pending = fetchPage(undefined)
      for (;;) {
        const page = await pending
        if (page.cursor !== undefined) {
          pending = fetchPage(page.cursor)
          // If the caller stops early, a failure of the page nobody will read must not go unhandled.
          pending.catch(() => undefined)
        }
        yield { orders: page.orders, rejected: page.rejected }
        if (page.cursor === undefined) return
      }
    },
  }
}
