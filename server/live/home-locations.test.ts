// Home locations per user (docs/server.md#live-payments), through the real routes and WebSocket, on SQLite and (in the
// suite's PostgreSQL run) PostgreSQL: each socket's payments carry its own user's home flag, a
// changed list applies to open sockets at once, and users without a list follow the default —
// FW_HOME_LOCATION_IDS, else every ACTIVE location.
import { homeLocationsResponseSchema } from '../../src/contract/home-locations'
import type { PaymentReceivedMessage } from '../../src/contract/live'
import { userResponseSchema, usersListResponseSchema } from '../../src/contract/users'
import { storedLocationRow } from '../testing/location-rows'
import { createLiveTestContext, paymentCreatedEvent, type LiveTestContext } from '../testing/live-test-app'
import { connectSocket, type TestSocket } from './testing/test-socket'

let t: LiveTestContext
let ws: string
const sockets: TestSocket[] = []
let eventCount = 0

async function start(homeLocationIdsEnv: string) {
  t = await createLiveTestContext({ env: { FW_HOME_LOCATION_IDS: homeLocationIdsEnv } })
  await t.deps.db.insertInto('square_locations').values([storedLocationRow('LA', 'ACTIVE'), storedLocationRow('LB', 'ACTIVE'), storedLocationRow('LI', 'INACTIVE')]).execute()
  ws = (await t.listen()).ws
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.socket.terminate()
  await t.close()
})

async function connect(token: string): Promise<TestSocket> {
  const socket = await connectSocket(`${ws}?token=${token}`)
  sockets.push(socket)
  return socket
}

const setOwn = (token: string, locationIds: string[] | null) => t.call('PUT', '/api/users/me/home-locations', { token, body: { locationIds } })

/** Rings up a payment at `locationId` and reads each socket's copy of it. */
async function payAt(locationId: string, ...watchers: TestSocket[]): Promise<boolean[]> {
  eventCount++
  const posted = await t.postWebhook(paymentCreatedEvent({ eventId: `evt-home-${eventCount}`, locationId }))
  expect(posted.status).toBe(200)
  const heard: PaymentReceivedMessage[] = []
  for (const watcher of watchers) heard.push(await watcher.next('payment_received'))
  return heard.map((message) => message.is_home_location)
}

describe('home locations per user, with every ACTIVE location the default', () => {
  beforeEach(() => start(''))

  it("celebrates a payment for a user whose list includes its location, not for one whose list leaves it out, and by the default for one without a list", async () => {
    const ana = await t.signIn('ana')
    const ben = await t.signIn('ben')
    const cy = await t.signIn('cy')
    expect((await setOwn(ana, ['LA'])).status).toBe(200)
    expect((await setOwn(ben, ['LB', 'LI'])).status).toBe(200)
    const sockets = [await connect(ana), await connect(ben), await connect(cy)]

    expect(await payAt('LA', ...sockets)).toEqual([true, false, true])
    expect(await payAt('LB', ...sockets)).toEqual([false, true, true])
    // An INACTIVE location is home only for someone who chose it.
    expect(await payAt('LI', ...sockets)).toEqual([false, true, false])
    // The inbox keeps the default's answer; each socket's copy follows its user.
    const stored = await t.deps.db.selectFrom('webhook_events').select(['location_id', 'is_home_location']).orderBy('location_id').execute()
    expect(stored).toEqual([
      { location_id: 'LA', is_home_location: 1 },
      { location_id: 'LB', is_home_location: 1 },
      { location_id: 'LI', is_home_location: 0 },
    ])
  })

  it("applies a changed list to the user's open sockets at once, and null returns them to the default", async () => {
    const ana = await t.signIn('ana')
    const [first, second] = [await connect(ana), await connect(ana)]
    expect(await payAt('LA', first, second)).toEqual([true, true])
    await setOwn(ana, ['LB'])
    expect(await payAt('LA', first, second)).toEqual([false, false])
    // An empty list is a choice too: nothing is home.
    await setOwn(ana, [])
    expect(await payAt('LB', first, second)).toEqual([false, false])
    await setOwn(ana, null)
    expect(await payAt('LB', first, second)).toEqual([true, true])
  })

  it('answers the own list beside the default, and keeps each id once', async () => {
    const ana = await t.signIn('ana')
    const before = homeLocationsResponseSchema.parse((await t.call('GET', '/api/users/me/home-locations', { token: ana })).body)
    expect(before.data).toEqual({ locationIds: null, defaultLocationIds: ['LA', 'LB'], defaultSource: 'all-active' })
    const set = homeLocationsResponseSchema.parse((await setOwn(ana, ['LB', 'LA', 'LB'])).body)
    expect(set.data).toEqual({ locationIds: ['LB', 'LA'], defaultLocationIds: ['LA', 'LB'], defaultSource: 'all-active' })
    expect(homeLocationsResponseSchema.parse((await t.call('GET', '/api/users/me/home-locations', { token: ana })).body).data.locationIds).toEqual(['LB', 'LA'])
  })

  it('refuses a location Square never listed and a malformed body, keeping the list as it was', async () => {
    const ana = await t.signIn('ana')
    await setOwn(ana, ['LA'])
    const unknown = await setOwn(ana, ['LB', 'NOPE'])
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Unknown location: NOPE',
      details: [{ field: 'locationIds', message: 'Unknown location: NOPE' }],
    })
    for (const body of [{}, { locationIds: 'LA' }, { locationIds: [''] }, { locationIds: ['LA'], extra: 1 }, { locationIds: ['x'.repeat(256)] }]) {
      const refused = await t.call('PUT', '/api/users/me/home-locations', { token: ana, body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' })
    }
    expect((await t.call('PUT', '/api/users/me/home-locations', { body: { locationIds: null } })).status).toBe(401)
    expect(homeLocationsResponseSchema.parse((await t.call('GET', '/api/users/me/home-locations', { token: ana })).body).data.locationIds).toEqual(['LA'])
  })

  it("lets an admin set a user's list on create and edit, which their open socket follows", async () => {
    const admin = await t.signIn('boss', ['admin'])
    const created = await t.call('POST', '/api/users', {
      token: admin,
      body: { username: 'dee', email: 'dee@fireworks.example', firstName: 'Dee', lastName: 'Ray', password: 'sparkler1', homeLocationIds: ['LB'] },
    })
    expect(created.status).toBe(201)
    expect(userResponseSchema.parse(created.body).data.homeLocationIds).toEqual(['LB'])
    const dee = await t.signIn('dee')
    const socket = await connect(dee)
    expect(await payAt('LA', socket)).toEqual([false])

    const edited = await t.call('PUT', '/api/users/dee', { token: admin, body: { homeLocationIds: ['LA'] } })
    expect(userResponseSchema.parse(edited.body).data.homeLocationIds).toEqual(['LA'])
    expect(await payAt('LA', socket)).toEqual([true])
    // An edit that leaves the list out keeps it.
    await t.call('PUT', '/api/users/dee', { token: admin, body: { lastName: 'Rae' } })
    const listed = usersListResponseSchema.parse((await t.call('GET', '/api/users', { token: admin })).body).data
    expect(listed.find((user) => user.username === 'dee')).toMatchObject({ lastName: 'Rae', homeLocationIds: ['LA'] })
    expect(listed.find((user) => user.username === 'boss')?.homeLocationIds).toBeNull()

    const refused = await t.call('PUT', '/api/users/dee', { token: admin, body: { homeLocationIds: ['GONE'] } })
    expect(refused.status).toBe(400)
    expect(refused.body.details).toEqual([{ field: 'homeLocationIds', message: 'Unknown location: GONE' }])
  })

  it("keeps a plain user to their own list: another user's is the admin's to change", async () => {
    const ana = await t.signIn('ana')
    await t.signIn('ben')
    expect((await t.call('PUT', '/api/users/ben', { token: ana, body: { homeLocationIds: ['LA'] } })).status).toBe(403)
  })
})

describe('home locations per user, with FW_HOME_LOCATION_IDS the default', () => {
  beforeEach(() => start('LB'))

  it('gives users without a list the configured ids, and users with one their own', async () => {
    const ana = await t.signIn('ana')
    const cy = await t.signIn('cy')
    await setOwn(ana, ['LA'])
    const [forAna, forCy] = [await connect(ana), await connect(cy)]
    expect(await payAt('LA', forAna, forCy)).toEqual([true, false])
    expect(await payAt('LB', forAna, forCy)).toEqual([false, true])
    const answer = homeLocationsResponseSchema.parse((await t.call('GET', '/api/users/me/home-locations', { token: cy })).body)
    expect(answer.data).toEqual({ locationIds: null, defaultLocationIds: ['LB'], defaultSource: 'configured' })
  })
})
