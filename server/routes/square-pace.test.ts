// GET /api/square/pace on a real hydrated demo season (stands in Los Angeles, Denver and New York):
// for every season and a dozen instants (a season's start, evenings, midnight in New York and
// Denver, the last minutes of the window, after it) the answer equals a pace computed here from
// the raw orders /api/square/orders lists, per location and in total, with Intl for local time.
// Then its queries, who may ask for what, and its size.
import { isCounted, isSale, orderNetSales } from '../../src/analytics/figures'
import { fixedClock } from '../../src/clock/clock'
import { paceResponseSchema, type PaceData } from '../../src/contract/pace'
import type { Order } from '../../src/contract/square-order'
import { startEmulator, type RunningEmulator } from '../emulator/emulator'
import { KvCache } from '../kv/kv-cache'
import { createLiveTestContext, type LiveTestContext } from '../testing/live-test-app'
import { createSquareApi } from '../square/square-api/client'
import { runHydrationJob } from '../square/jobs/hydration-jobs'
import { acquireHydrationLock } from '../square/runner/hydration-lock'
import { withPaceRoute } from '../testing/pace-route'

const EMULATOR_TOKEN = 'pace-test-token'
// Square has every order up to the evening of July 5, 2025 in Los Angeles.
const SQUARE_NOW = '2025-07-05T20:00:00-07:00'
const TRACKED = [2023, 2024, 2025]

let t: LiveTestContext
let emulator: RunningEmulator
let user: string
let admin: string
let stands: { id: string; name: string; status: 'ACTIVE' | 'INACTIVE'; timezone: string }[]
const ordersOf = new Map<string, Order[]>()

beforeAll(async () => {
  t = await createLiveTestContext({ now: SQUARE_NOW, env: { FW_HOME_LOCATION_IDS: '' } })
  withPaceRoute(t.app)
  // Nine stands: the ninth is in New York, the fourth in Denver, the eighth INACTIVE.
  emulator = await startEmulator({ demo: { locationCount: 9, ordersPerLocationYear: 120 }, accessToken: EMULATOR_TOKEN, clock: fixedClock(SQUARE_NOW) })
  const lock = await acquireHydrationLock(t.deps.db, 'pace test')
  const api = createSquareApi({ baseUrl: emulator.url, accessToken: EMULATOR_TOKEN })
  await runHydrationJob({ db: t.deps.db, api, kv: new KvCache(t.deps.db, t.deps.clock), clock: t.deps.clock, geocoder: null, lock, log: t.deps.log }, { kind: 'all' })
  await lock.release()
  user = await t.signIn('viewer', ['user'])
  admin = await t.signIn('boss', ['admin'])
  stands = (await t.deps.db.selectFrom('square_locations').select(['id', 'name', 'status', 'timezone']).execute()).sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  )
  for (const stand of stands) {
    const lists = await Promise.all(TRACKED.map((year) => get(`/api/square/orders?locationId=${stand.id}&year=${year}`)))
    ordersOf.set(stand.id, lists.flatMap((answer) => answer.body.data.orders as Order[]))
  }
}, 180_000)

afterAll(async () => {
  await emulator?.close()
  await t?.close()
})

async function get(path: string, token: string | null = user) {
  const response = await t.app.request(path, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
  return { status: response.status, body: (await response.json()) as any }
}

// ---- The pace, computed here from the raw orders ----

/** One formatter per timezone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Local calendar and wall time of an instant, by Intl. */
function local(ms: number, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(new Date(ms))
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour') % 24, minute: read('minute') }
}

/** The instant a local wall minute begins (two passes over Intl's offset). */
function instantOf(timeZone: string, year: number, month: number, day: number, hour: number, minute: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const offset = (ms: number) => {
    const at = local(ms, timeZone)
    return Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute) - Math.floor(ms / 60_000) * 60_000
  }
  return wall - offset(wall - offset(wall))
}

const WINDOW = [[6, 28], [6, 29], [6, 30], [7, 1], [7, 2], [7, 3], [7, 4], [7, 5]]
/** Window position of a local date, or -1. */
const windowIndex = (month: number, day: number) => WINDOW.findIndex(([m, d]) => m === month && d === day)
/** The window hour of a local time: -1 before June 28, 192 after July 5. */
function windowHour(at: { month: number; day: number; hour: number }): number {
  const index = windowIndex(at.month, at.day)
  if (index >= 0) return index * 24 + at.hour
  return at.month < 6 || (at.month === 6 && at.day < 28) ? -1 : 192
}

/** Season and window hour an order was created in at a stand, or null outside every window. */
function placed(order: Order, timeZone: string): { year: number; hour: number } | null {
  const at = local(Date.parse(order.created_at), timeZone)
  const index = windowIndex(at.month, at.day)
  return index < 0 ? null : { year: at.year, hour: index * 24 + at.hour }
}

function nowOnTheWindow(at: { month: number; day: number; hour: number; minute: number }): number {
  const hour = windowHour(at)
  return hour < 0 ? 0 : hour >= 192 ? 192 : hour + at.minute / 60
}

function expectedPace(asOfMs: number, years: number[]): Omit<PaceData, 'through' | 'asOf'> {
  const minute = Math.floor(asOfMs / 60_000) * 60_000
  const newest = years[years.length - 1]!
  const inSeason = stands.some((stand) => {
    const at = local(minute, stand.timezone)
    return at.year === newest && windowIndex(at.month, at.day) >= 0
  })
  const hourly = years.map(() => new Array<number>(192).fill(0))
  const totals = years.map(() => ({ netSales: 0, transactions: 0 }))
  let lastHour = -1
  const locations = stands.map((stand) => {
    const now = local(minute, stand.timezone)
    const cutMs = (year: number) => (inSeason ? instantOf(stand.timezone, year, now.month, now.day, now.hour, now.minute) + 60_000 : Infinity)
    lastHour = Math.max(lastHour, inSeason ? windowHour(now) : 192)
    const figures = years.map(() => ({ netSales: 0, transactions: 0 }))
    const earlierSales = years.slice(0, -1).map(() => new Array<number>(192).fill(0))
    let lastSale: number | null = null
    for (const order of ordersOf.get(stand.id)!) {
      const place = placed(order, stand.timezone)
      const index = place === null ? -1 : years.indexOf(place.year)
      if (index < 0 || !isCounted(order)) continue
      const createdMs = Date.parse(order.created_at)
      const before = createdMs < cutMs(place!.year)
      if (place!.year !== newest || before) hourly[index]![place!.hour]! += orderNetSales(order)
      if (place!.year !== newest && isSale(order)) earlierSales[index]![place!.hour]! += 1
      if (!before) continue
      figures[index]!.netSales += orderNetSales(order)
      if (isSale(order)) figures[index]!.transactions += 1
      if (place!.year === newest && isSale(order) && (lastSale === null || createdMs > lastSale)) lastSale = createdMs
    }
    figures.forEach((figure, index) => {
      totals[index]!.netSales += figure.netSales
      totals[index]!.transactions += figure.transactions
    })
    // Busy: the 30 minutes before the minute read were expected to bring 3 sales by the seasons it traded in.
    const judgedAt = minute
    const traded = earlierSales.filter((sales) => sales.some((count) => count > 0))
    let expected = 0
    for (let m = 1; m <= 30 && inSeason && traded.length > 0; m++) {
      const hour = windowHour(local(judgedAt - m * 60_000, stand.timezone))
      if (hour >= 0 && hour < 192) expected += traded.reduce((sum, sales) => sum + sales[hour]!, 0) / traded.length / 60
    }
    const inProgress = now.year === newest && windowIndex(now.month, now.day) >= 0
    return {
      id: stand.id,
      name: stand.name,
      status: stand.status,
      timezone: stand.timezone,
      soFar: figures[figures.length - 1]!,
      lastSeason: years.length > 1 ? figures[figures.length - 2]! : null,
      lastPaymentAt: lastSale === null ? null : new Date(lastSale).toISOString(),
      quiet: inSeason && inProgress && stand.status === 'ACTIVE' && (lastSale === null || judgedAt - lastSale >= 30 * 60_000) && expected >= 3,
    }
  })
  return {
    likeForLike: inSeason,
    years,
    seasons: years.map((year, index) => ({ year, ...totals[index]!, averageOrderValue: totals[index]!.transactions > 0 ? Math.round(totals[index]!.netSales / totals[index]!.transactions) : 0 })),
    hourly: {
      // "Now" on the window's hours in Los Angeles, where most of the stands are.
      now: inSeason ? nowOnTheWindow(local(minute, 'America/Los_Angeles')) : null,
      seasons: years.map((year, index) => ({ year, netSales: year === newest && inSeason ? hourly[index]!.slice(0, Math.min(192, lastHour + 1)) : hourly[index]! })),
    },
    locations,
  }
}

// ---- The instants ----

const INSTANTS: [string, string, number[]][] = [
  ['the 2023 season’s first minute in Los Angeles', '2023-06-28T00:00:30-07:00', [2023]],
  ['an afternoon of the 2023 season', '2023-07-02T15:12:00-07:00', [2023]],
  ['an evening of the 2024 season', '2024-07-03T19:45:10-07:00', [2023, 2024]],
  ['the last minute of June 30, 2024 in Denver', '2024-06-30T23:59:59-06:00', [2023, 2024]],
  ['midnight of July 1, 2024 in Denver', '2024-07-01T00:00:00-06:00', [2023, 2024]],
  ['the 2025 season’s first minute in New York, still June 27 in Los Angeles', '2025-06-28T00:00:00-04:00', TRACKED],
  ['the last minute of July 1, 2025 in New York', '2025-07-01T23:59:30-04:00', TRACKED],
  ['midnight of July 2, 2025 in New York', '2025-07-02T00:00:30-04:00', TRACKED],
  ['the evening of July 4, 2025', '2025-07-04T20:30:40-07:00', TRACKED],
  ['July 6 in New York, still July 5 in Los Angeles', '2025-07-06T00:10:00-04:00', TRACKED],
  ['after the 2025 window', '2025-07-08T12:00:00-07:00', TRACKED],
  ['the winter after the 2024 season', '2024-12-01T12:00:00-08:00', [2023, 2024]],
]

describe('the pace of every demo season, at a dozen instants', () => {
  it('has the demo hydrated: nine stands in three timezones, orders in each season', () => {
    expect(new Set(stands.map((stand) => stand.timezone))).toEqual(new Set(['America/Los_Angeles', 'America/Denver', 'America/New_York']))
    for (const stand of stands.filter((candidate) => candidate.status === 'ACTIVE')) expect(ordersOf.get(stand.id)!.length).toBeGreaterThan(100)
  })

  it.each(INSTANTS)('equals the raw orders’ pace at %s', async (_name, instant, years) => {
    const asOfMs = Date.parse(instant)
    t.clock.set(asOfMs)
    const answer = await get('/api/square/pace', await t.signIn('viewer', ['user'], { at: asOfMs }))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(paceResponseSchema.safeParse(answer.body).success).toBe(true)
    const expected = expectedPace(asOfMs, years)
    // Most of the stands keep Los Angeles time: the screen speaks of its minute.
    const { month, day, hour, minute } = local(asOfMs, 'America/Los_Angeles')
    const through = expected.likeForLike ? { moment: { month, day, hour, minute }, timeZone: 'America/Los_Angeles' } : null
    expect(answer.body.data).toEqual({ ...expected, asOf: new Date(Math.floor(asOfMs / 60_000) * 60_000).toISOString(), through })
    // The same again at a minute asked for by an admin (not kept), and for the seasons named.
    t.clock.set('2025-07-05T20:00:00-07:00')
    const asked = await get(`/api/square/pace?asOf=${encodeURIComponent(instant)}&years=${years.join(',')}`, admin)
    expect(asked.body.data).toEqual(answer.body.data)
  })

  it('agrees with the stats answer’s like-for-like totals of each stand', async () => {
    const instant = '2025-07-04T20:30:40-07:00'
    t.clock.set(instant)
    const pace = (await get('/api/square/pace?years=2024,2025')).body.data as PaceData
    for (const row of pace.locations) {
      const stats = await get(`/api/square/stats?locationId=${row.id}&years=2024,2025`)
      const [last, now] = stats.body.data.likeForLike.seasons.map((season: { totals: { netSales: number; totalTransactions: number } }) => season.totals)
      expect({ soFar: row.soFar, lastSeason: row.lastSeason }).toEqual({
        soFar: { netSales: now.netSales, transactions: now.totalTransactions },
        lastSeason: { netSales: last.netSales, transactions: last.totalTransactions },
      })
    }
  })
})

describe('choosing locations', () => {
  it('takes a city as the location filters do, or a list of ids', async () => {
    t.clock.set('2025-07-04T20:30:40-07:00')
    const oakdale = await get('/api/square/pace?city=%20oakDALE%20')
    expect(oakdale.status).toBe(200)
    const ids = (oakdale.body.data as PaceData).locations.map((location) => location.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.length).toBeLessThan(stands.length)
    const byIds = await get(`/api/square/pace?locationIds=${[...ids].reverse().join(',')}`)
    expect(byIds.body.data).toEqual(oakdale.body.data)
    expect((await get('/api/square/pace?city=')).body.data.locations).toHaveLength(stands.length)
    expect((await get('/api/square/pace?city=Atlantis')).body.data).toMatchObject({ locations: [], seasons: TRACKED.map((year) => ({ year, netSales: 0, transactions: 0, averageOrderValue: 0 })) })
  })

  it('answers 404 naming the ids that name no location', async () => {
    const answer = await get(`/api/square/pace?locationIds=${stands[0]!.id},NOWHERE`)
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ success: false, error: 'NOT_FOUND', message: 'Location not found', details: [{ field: 'locationIds', message: 'No location has the id NOWHERE' }] })
  })
})

describe('refused queries', () => {
  it.each([
    ['locationIds=L1&city=Oakdale', 'city', 'Choose the locations by locationIds or by city, not both'],
    ['locationIds=', 'locationIds', 'locationIds must name at least one location'],
    ['locationIds=L1,no%20way', 'locationIds', 'Location id can only contain letters, numbers, underscores, and dashes'],
    ['years=24', 'years', 'Year must be a 4-digit year (e.g., 2024)'],
    ['asOf=tonight', 'asOf', 'asOf must be an ISO instant such as 2025-07-04T20:30:00-07:00'],
    ['city=x&city=y', 'city', 'Expected string'],
    ['sort=name', 'sort', 'Unknown field'],
  ])('refuses %s', async (query, field, message) => {
    const answer = await get(`/api/square/pace?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ success: false, error: 'VALIDATION_ERROR', message, details: [{ field, message }] })
  })

  it('answers 401 to a signed-out caller', async () => {
    const answer = await get('/api/square/pace', null)
    expect(answer.status).toBe(401)
    expect(answer.body.error).toBe('UNAUTHORIZED')
  })

  it('lets only an admin read the pace at a later moment than the server’s clock', async () => {
    t.clock.set('2025-07-04T20:30:40-07:00')
    const later = encodeURIComponent('2025-07-04T21:05:00-07:00')
    const refused = await get(`/api/square/pace?asOf=${later}`)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ error: 'FORBIDDEN', details: [{ field: 'asOf' }] })
    expect((await get(`/api/square/pace?asOf=${later}`, admin)).status).toBe(200)
    // A page's minute may run a little ahead of the server's: that is no later moment.
    expect((await get(`/api/square/pace?asOf=${encodeURIComponent('2025-07-04T20:31:00-07:00')}`)).status).toBe(200)
  })
})

describe('its size', () => {
  it('is a few KB on the wire', async () => {
    t.clock.set('2025-07-04T20:30:40-07:00')
    const response = await t.app.request('/api/square/pace', { headers: { Authorization: `Bearer ${user}`, 'Accept-Encoding': 'gzip' } })
    const wire = (await response.arrayBuffer()).byteLength
    console.log(`pace answer for ${stands.length} locations and ${TRACKED.length} seasons: ${wire} bytes gzip`)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(wire).toBeLessThan(4_000)
  })
})
