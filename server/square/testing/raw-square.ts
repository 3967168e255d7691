// Reads the emulator's data as a plain HTTP client would, without our Square client, so tests can
// compare what hydration stored against what Square (the emulator) holds.
import type { SquareLocation } from '../../../src/contract/square-location'
import type { Order } from '../../../src/contract/square-order'

async function post(url: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

export async function rawLocations(baseUrl: string, token: string): Promise<SquareLocation[]> {
  const response = await fetch(`${baseUrl}/v2/locations`, { headers: { authorization: `Bearer ${token}` } })
  return ((await response.json()) as { locations: SquareLocation[] }).locations
}

/** Every order of one location (every state, any time up to the emulator's now), as the emulator sends it. */
export async function rawOrders(baseUrl: string, token: string, locationId: string): Promise<Order[]> {
  const orders: Order[] = []
  let cursor: string | undefined
  do {
    const body = {
      location_ids: [locationId],
      limit: 500,
      query: {
        filter: { date_time_filter: { created_at: { start_at: '2000-01-01T00:00:00Z', end_at: '2099-01-01T00:00:00Z' } } },
        sort: { sort_field: 'CREATED_AT', sort_order: 'ASC' },
      },
      ...(cursor === undefined ? {} : { cursor }),
    }
    const page = await post(`${baseUrl}/v2/orders/search`, token, body)
    orders.push(...((page.orders as Order[] | undefined) ?? []))
    cursor = page.cursor as string | undefined
  } while (cursor !== undefined)
  return orders
}

/** One formatter per timezone: building an Intl.DateTimeFormat costs far more than using one. */
const hourFormats = new Map<string, Intl.DateTimeFormat>()

/** Local calendar date and hour of an instant in a timezone, read with Intl (not src/season). */
export function localParts(instant: string, timeZone: string): { year: number; month: number; day: number; hour: number } {
  let format = hourFormats.get(timeZone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' })
    hourFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24 }
}

/** The season year and window day an instant falls in locally, or null outside June 28 – July 5. */
export function windowPlace(instant: string, timeZone: string): { year: number; day: number } | null {
  const local = localParts(instant, timeZone)
  const inWindow = (local.month === 6 && local.day >= 28) || (local.month === 7 && local.day <= 5)
  return inWindow ? { year: local.year, day: local.day } : null
}
