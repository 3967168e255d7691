// Square's answers as Square sent them. The SDK turns every answer into camelCase objects with
// bigint money through its schema layer; for an order list that costs several times a native
// JSON.parse plus our contract check (measured here: about 0.8 ms an order to parse and
// serialise back, against about 0.03 ms), and hydration moves hundreds of thousands of orders.
// So the SDK still builds, authenticates and sends each request and raises its errors, but the
// list inside a successful answer is taken from the response body through the SDK's `fetch`
// option (see client.ts), parsed natively and checked against the contract here.
import { AsyncLocalStorage } from 'node:async_hooks'
import { orderSchema, type Order } from '../../../src/contract/square-order'
import { squareLocationSchema, type SquareLocation } from '../../../src/contract/square-location'

/** The field of an answer to keep as Square sent it (a list, or one object), and where it lands. */
export interface ListCapture {
  field: 'orders' | 'locations' | 'order'
  items?: unknown[]
}

const captures = new AsyncLocalStorage<ListCapture>()

/** Runs one SDK call, capturing `field` of its successful answer as Square sent it. */
export async function withListCapture<T>(field: ListCapture['field'], call: () => Promise<T>): Promise<{ answer: T; items: unknown[] }> {
  const capture: ListCapture = { field }
  const answer = await captures.run(capture, call)
  return { answer, items: capture.items ?? [] }
}

function withoutBodyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers)
  copy.delete('content-length')
  copy.delete('content-encoding')
  return copy
}

/**
 * A fetch for the SDK: inside withListCapture, a successful JSON answer's list is moved out
 * (parsed natively) and the SDK receives the rest of the answer (cursor, errors). Failures and
 * anything unreadable pass through untouched, so the SDK reports them as it always does.
 */
export function capturingFetch(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init)
    const capture = captures.getStore()
    if (capture === undefined || !response.ok) return response
    const text = await response.text()
    const rebuilt = (body: string) => new Response(body, { status: response.status, statusText: response.statusText, headers: withoutBodyHeaders(response.headers) })
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return rebuilt(text)
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return rebuilt(text)
    const record = body as Record<string, unknown>
    const value = record[capture.field]
    if (Array.isArray(value)) capture.items = value
    else if (value !== null && typeof value === 'object') capture.items = [value]
    if (capture.items !== undefined) delete record[capture.field]
    return rebuilt(JSON.stringify(record))
  }
}

export interface Rejected {
  id: string | undefined
  issues: string
}

function idOf(item: unknown): string | undefined {
  const id = (item as { id?: unknown } | null)?.id
  return typeof id === 'string' ? id : undefined
}

function check<T>(items: readonly unknown[], schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }) {
  const accepted: T[] = []
  const rejected: Rejected[] = []
  for (const item of items) {
    const parsed = schema.safeParse(item)
    // Square's own object is kept (its key order, its extra fields) once it fits the contract.
    if (parsed.success) accepted.push(item as T)
    else rejected.push({ id: idOf(item), issues: (parsed.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ') })
  }
  return { accepted, rejected }
}

/** Orders that fit the contract, and the ones that do not with why. */
export const checkOrders = (items: readonly unknown[]) => check<Order>(items, orderSchema)

/** Locations that fit the contract, and the ones that do not with why. */
export const checkLocations = (items: readonly unknown[]) => check<SquareLocation>(items, squareLocationSchema)
