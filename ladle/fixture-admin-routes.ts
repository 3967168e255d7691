// The stories' fake API, admin half: health and live status, the map's tiles, sign-in, users,
// the KV cache, hydration, the webhook tester and the server's settings, in the contract's shapes.
// Writes change this fake's own state only (each story gets a fresh one).
import type { FakeApi } from '../src/api/testing/fake-api'
import { fakeKvCache } from '../src/api/testing/fake-kv-cache'
import { FAKE_USERS } from '../src/api/testing/fake-users'
import { apiErrorAnswer, json, type RouteHandler } from '../src/api/testing/route-fetch'
import type { ManagedUser } from '../src/contract/users'
import { DEMO_SIZE } from '../src/demo'
import { STORY_CLIENT_CONFIG } from '../src/filters/testing/story-tiles'
import { demoSettings } from '../widgets/server-settings/settings-fixture'
import { FIXTURE_YEARS, fixtureLocations, fixtureStands } from './fixture-season'

/** The fake server's clock: the 2025 season is over, every figure is whole. */
export const FIXTURE_NOW = '2025-07-10T19:00:00.000Z'

/** The cache the fake server holds: the keys a hydrated season leaves behind. */
function cacheEntries(): Map<string, unknown> {
  const locations = fixtureLocations().slice(0, 6)
  const entries = new Map<string, unknown>([['square:locations', { count: fixtureLocations().length, cachedAt: FIXTURE_NOW }]])
  for (const location of locations) {
    if (location.address) entries.set(`geocode:${location.address.addressLine1}, ${location.address.locality}`, location.coordinates)
    for (const year of FIXTURE_YEARS) {
      entries.set(`square:orders:${location.id}:${year}`, { orders: location.stats[String(year)]?.totalTransactions ?? 0 })
      entries.set(`square:stats:${location.id}:${year}:28to5`, location.stats[String(year)] ?? null)
    }
  }
  return entries
}

function usersRoutes(): Record<string, RouteHandler> {
  let users: ManagedUser[] = [...FAKE_USERS]
  const usernameOf = (url: string) => decodeURIComponent(new URL(url, 'http://fixtures.invalid').pathname.slice('/users/'.length))
  return {
    'GET /users': () => json({ success: true, data: users }),
    'POST /users': (request) => {
      const body = request.body as Partial<ManagedUser> & { username: string }
      if (users.some((user) => user.username === body.username)) {
        return apiErrorAnswer(409, 'CONFLICT', 'Username is already taken', [{ field: 'username', message: 'Username is already taken' }])
      }
      const created: ManagedUser = { ...FAKE_USERS[1]!, ...body, id: users.length + 1, createdAt: FIXTURE_NOW, updatedAt: FIXTURE_NOW, lastLoginAt: null }
      users = [...users, created]
      return json({ success: true, data: created }, 201)
    },
    'PUT /users/*': (request) => {
      const username = usernameOf(request.url)
      const user = users.find((candidate) => candidate.username === username)
      if (!user) return apiErrorAnswer(404, 'NOT_FOUND', 'User not found')
      const updated = { ...user, ...(request.body as Partial<ManagedUser>), updatedAt: FIXTURE_NOW }
      users = users.map((candidate) => (candidate === user ? updated : candidate))
      return json({ success: true, data: updated })
    },
    'DELETE /users/*': (request) => {
      const username = usernameOf(request.url)
      users = users.filter((user) => user.username !== username)
      return json({ success: true, data: { username } })
    },
  }
}

function hydrationAnswer(summary: unknown, message: string): Response {
  return json({ success: true, data: { summary, hydratedAt: FIXTURE_NOW, message } })
}

export function adminRoutes(): Record<string, RouteHandler> {
  // Made on first use: a story that never asks for them never computes the season.
  let kv: FakeApi | undefined
  const kvFetch = (url: string, init?: RequestInit) => (kv ??= fakeKvCache(cacheEntries())).fetch(url, init)
  const count = DEMO_SIZE.demo.locationCount
  return {
    'GET /health': () => json({ ok: true, database: 'ok', serverTime: FIXTURE_NOW }),
    'GET /ws/fireworks/status': () => json({ connectionCount: 3 }),
    'GET /client-config': () => json({ success: true, data: STORY_CLIENT_CONFIG }),
    'POST /auth/login': (request) => {
      const { username } = request.body as { username: string }
      return json({ success: true, data: { access_token: `story-${username}`, expires_in: 3600, user: { username, roles: ['admin'], lastLoginAt: FIXTURE_NOW } } })
    },
    'POST /auth/refresh': () => json({ success: true, data: { access_token: 'story-refreshed', expires_in: 3600, user: { username: 'admin', roles: ['admin'] } } }),
    'POST /auth/logout': () => json({ success: true, data: { loggedOut: true } }),
    ...usersRoutes(),
    'GET /kv-cache/*': (request) => kvFetch(`/api${request.url}`),
    'DELETE /kv-cache/*': (request) => kvFetch(`/api${request.url}`, { method: 'DELETE' }),
    'GET /admin/settings': () => json({ success: true, data: demoSettings({ homeLocations: { source: 'all-active', ids: fixtureStands().slice(0, 3).map((location) => location.id) } }) }),
    'GET /square/hydrate': () =>
      hydrationAnswer(
        {
          activeLocations: count,
          totalLocations: count,
          totalOrdersAllLocations: 0,
          yearsProcessed: FIXTURE_YEARS,
          totalApiRequests: 1,
          batchInfo: { batchSize: 10, processedInThisBatch: 10, totalNewLocationsFound: 0, remainingToProcess: 0, isComplete: true, geocodedCount: 0, locationsMarkedInactive: 0 },
        },
        `Hydrated ${count} locations`,
      ),
    'GET /square/hydrate/currentYear': () =>
      hydrationAnswer(
        { totalLocations: count, locationsNeedingProcessing: 10, processedInThisBatch: 10, remainingToProcess: 0, currentYear: 2025, batchSize: 10, fourHoursAgoThreshold: '2025-07-10T15:00:00.000Z' },
        'Updated 2025 orders for 10 locations',
      ),
    'GET /square/hydrate/dailySales': () =>
      hydrationAnswer(
        { locationsProcessed: 10, totalLocationsNeedingProcessing: 10, totalOrdersProcessed: 1200, totalApiRequests: 12, yearsProcessed: [2023, 2024], batchInfo: { batchSize: 10, remainingToProcess: 0, isComplete: true } },
        'Processed daily sales for 10 locations',
      ),
    'POST /square/webhook': () => json({ received: true, broadcast: { connectionCount: 3 } }),
  }
}
