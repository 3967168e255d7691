import { EventEmitter } from 'node:events'
import type { WebSocket } from 'ws'
import { manualClock } from '../../src/clock/clock'
import { memoryLogger } from '../log'
import { LiveHub, MAX_SOCKETS_PER_SESSION } from './hub'

/** Just enough of a `ws` socket for the hub: records what was sent and how it ended. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1
  readyState = 1
  bufferedAmount = 0
  sent: string[] = []
  ended: string | null = null
  send(payload: Buffer) {
    this.sent.push(payload.toString())
  }
  terminate() {
    this.ended = 'terminated'
    this.readyState = 3
  }
  close(code: number) {
    this.ended = `closed ${code}`
    this.readyState = 3
  }
}

const payment = {
  type: 'payment_received' as const,
  payment_id: 'p1',
  location_id: 'L1',
  amount: 500,
  is_home_location: false,
  timestamp: '2025-07-04T20:00:00.000Z',
}

let hub: LiveHub
const clock = manualClock('2025-07-04T20:00:00Z')
const log = memoryLogger()

beforeEach(() => {
  // A long interval: these tests drive the hub by hand, never by its timers.
  hub = new LiveHub({ pingIntervalMs: 60_000, clock, log })
})
afterEach(() => hub.close())

function add(socket: FakeSocket, sessionId = 's1') {
  hub.add(socket as unknown as WebSocket, { sessionId, userId: 1, username: 'bob' })
}

describe('the hub', () => {
  it('drops a socket whose send buffer passes 1 MiB and stops counting it', () => {
    const slow = new FakeSocket()
    const quick = new FakeSocket()
    add(slow)
    add(quick)
    slow.bufferedAmount = 1024 * 1024 + 1
    expect(hub.broadcast(payment)).toBe(1)
    expect(slow.ended).toBe('terminated')
    expect(quick.sent.at(-1)).toBe(JSON.stringify(payment))
    expect(hub.connectionCount).toBe(1)
    expect(log.lines.some((line) => line.includes('send_buffer_full'))).toBe(true)
  })

  it('keeps a socket whose buffer sits at exactly 1 MiB', () => {
    const socket = new FakeSocket()
    add(socket)
    socket.bufferedAmount = 1024 * 1024
    expect(hub.broadcast(payment)).toBe(1)
    expect(socket.ended).toBeNull()
  })

  it('closes only the sockets of ended sessions, with 1008', () => {
    const ended = new FakeSocket()
    const kept = new FakeSocket()
    add(ended, 'gone')
    add(kept, 'still')
    expect(hub.closeSessions(['gone', 'unknown'])).toBe(1)
    expect(ended.ended).toBe('closed 1008')
    expect(kept.ended).toBeNull()
    expect(hub.connectedSessionIds()).toEqual(['still'])
  })

  it('settles outstanding pings on a pong and ignores anything else a client sends', () => {
    const socket = new FakeSocket()
    add(socket)
    expect(JSON.parse(socket.sent[0] ?? '')).toEqual({ type: 'ping', timestamp: clock.now() })
    socket.emit('message', Buffer.from('{"type":"pong","timestamp":1}'), false)
    socket.emit('message', Buffer.from('not json'), false)
    socket.emit('message', Buffer.from('{"type":"payment_received"}'), false)
    expect(socket.ended).toBeNull()
  })

  it('offers a replayed message to sockets that open before it expires, and not after', () => {
    const early = new FakeSocket()
    add(early)
    expect(hub.broadcastWithReplay(payment, clock.now() + 30_000)).toBe(1)
    const within = new FakeSocket()
    add(within)
    expect(within.sent.map((text) => JSON.parse(text).type)).toEqual(['ping', 'payment_received'])
    clock.advance(30_000)
    const late = new FakeSocket()
    add(late)
    expect(late.sent.map((text) => JSON.parse(text).type)).toEqual(['ping'])
    expect(early.sent.filter((text) => text.includes('payment_received'))).toHaveLength(1)
  })

  it("gives each socket the payment with its own user's home flag, also in a replay, and follows a changed list", () => {
    const homeAtL1 = new FakeSocket()
    const homeElsewhere = new FakeSocket()
    const byDefault = new FakeSocket()
    hub.add(homeAtL1 as unknown as WebSocket, { sessionId: 'a', userId: 1, username: 'ana', homeLocationIds: ['L1'] })
    hub.add(homeElsewhere as unknown as WebSocket, { sessionId: 'b', userId: 2, username: 'ben', homeLocationIds: ['L2'] })
    hub.add(byDefault as unknown as WebSocket, { sessionId: 'c', userId: 3, username: 'cy' })
    const flagOf = (socket: FakeSocket) => (JSON.parse(socket.sent.at(-1) ?? '{}') as { is_home_location?: boolean }).is_home_location
    expect(hub.broadcast({ ...payment, is_home_location: true })).toBe(3)
    expect([flagOf(homeAtL1), flagOf(homeElsewhere), flagOf(byDefault)]).toEqual([true, false, true])
    hub.broadcast(payment)
    expect([flagOf(homeAtL1), flagOf(homeElsewhere), flagOf(byDefault)]).toEqual([true, false, false])

    expect(hub.setHomeLocations(2, ['L1', 'L2'])).toBe(1)
    hub.broadcast(payment)
    expect(flagOf(homeElsewhere)).toBe(true)
    expect(hub.setHomeLocations(1, null)).toBe(1)
    hub.broadcast(payment)
    expect(flagOf(homeAtL1)).toBe(false)

    hub.broadcastWithReplay(payment, clock.now() + 30_000)
    const opensLater = new FakeSocket()
    hub.add(opensLater as unknown as WebSocket, { sessionId: 'd', userId: 4, username: 'dee', homeLocationIds: ['L1'] })
    expect(flagOf(opensLater)).toBe(true)
  })

  it('closes a session’s oldest socket with 1008 when it opens one past the cap, leaving other sessions alone', () => {
    const mine = Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => new FakeSocket())
    for (const socket of mine) add(socket, 'busy')
    const other = new FakeSocket()
    add(other, 'other')
    const extra = new FakeSocket()
    add(extra, 'busy')
    expect(mine[0]?.ended).toBe('closed 1008')
    expect(mine.slice(1).every((socket) => socket.ended === null)).toBe(true)
    expect(extra.ended).toBeNull()
    expect(other.ended).toBeNull()
    expect(hub.connectionCount).toBe(MAX_SOCKETS_PER_SESSION + 1)
  })
})
