import type { Mock } from 'vitest'
import type { ServerLiveMessage } from '../contract/live'
import { createLiveClient, type LiveClientOptions, type LiveStatus, type Timers, type WebSocketLike } from './live-client'

/** Timers moved by hand: advance(ms) runs what falls due, in order. */
function manualTimers() {
  let now = 0
  let nextId = 1
  const pending = new Map<number, { at: number; callback: () => void }>()
  const timers: Timers & { advance(ms: number): void; pendingCount(): number } = {
    setTimeout(callback, ms) {
      const id = nextId++
      pending.set(id, { at: now + ms, callback })
      return id
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
    advance(ms) {
      const until = now + ms
      for (;;) {
        const due = [...pending.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        pending.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = until
    },
    pendingCount: () => pending.size,
  }
  return timers
}

class FakeSocket implements WebSocketLike {
  static opened: FakeSocket[] = []
  readyState = 0
  sent: string[] = []
  closeCalls = 0
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.opened.push(this)
  }
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.closeCalls++
  }
  // What the server or network does:
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  receive(data: string) {
    this.onmessage?.({ data })
  }
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.({ code })
  }
}

let timers: ReturnType<typeof manualTimers>
let online: boolean
let onlineListeners: Array<() => void>
type LogFn = (...args: unknown[]) => void
let log: { warn: Mock<LogFn>; error: Mock<LogFn> }
let token: string | null

function client(overrides: Partial<LiveClientOptions> = {}) {
  const statuses: LiveStatus[] = []
  const messages: ServerLiveMessage[] = []
  const live = createLiveClient({
    url: () => 'ws://127.0.0.1:8787/api/ws/fireworks',
    token: () => token,
    WebSocket: FakeSocket,
    timers,
    isOnline: () => online,
    onOnline: (listener) => {
      onlineListeners.push(listener)
      return () => (onlineListeners = onlineListeners.filter((known) => known !== listener))
    },
    random: () => 0.5,
    now: () => 1_751_659_200_000,
    log,
    ...overrides,
  })
  live.onStatus((status) => statuses.push(status))
  live.onMessage((message) => messages.push(message))
  return { live, statuses, messages }
}

const last = () => FakeSocket.opened.at(-1) as FakeSocket

beforeEach(() => {
  FakeSocket.opened = []
  timers = manualTimers()
  online = true
  onlineListeners = []
  log = { warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() }
  token = 'tok_en-1'
})

describe('the live client', () => {
  it('connects with the live and bearer subprotocols and moves connecting → connected', () => {
    const { live, statuses } = client()
    expect(FakeSocket.opened).toHaveLength(0)
    live.start()
    expect(last().protocols).toEqual(['fireworks.v1', 'bearer.tok_en-1'])
    expect(live.status()).toBe('connecting')
    last().open()
    expect(statuses).toEqual(['connecting', 'connected'])
  })

  it('answers a ping with a pong carrying its timestamp and passes payments on', () => {
    const { live, messages } = client()
    live.start()
    last().open()
    last().receive('{"type":"ping","timestamp":5}')
    expect(last().sent).toEqual(['{"type":"pong","timestamp":1751659200000}'])
    const payment = { type: 'payment_received', payment_id: 'p', location_id: 'L', amount: 100, is_home_location: true, timestamp: '2025-07-04T20:00:00.000Z' }
    last().receive(JSON.stringify(payment))
    last().receive('{"type":"fireworks","duration":5000}')
    expect(messages).toEqual([payment, { type: 'fireworks', duration: 5000 }])
  })

  it('only logs a message it cannot read, and stays connected', () => {
    const { live, messages } = client()
    live.start()
    last().open()
    last().receive('{oops')
    last().receive('{"type":"payment_received","amount":"lots"}')
    expect(log.error).toHaveBeenCalledTimes(2)
    expect(messages).toEqual([])
    expect(live.status()).toBe('connected')
  })

  it('closes and reconnects when no ping arrives within 30 s', () => {
    const { live, statuses } = client()
    live.start()
    const first = last()
    first.open()
    timers.advance(29_999)
    first.receive('{"type":"ping","timestamp":1}')
    timers.advance(29_999)
    expect(first.closeCalls).toBe(0)
    timers.advance(1)
    expect(first.closeCalls).toBe(1)
    expect(live.status()).toBe('disconnected')
    // 5 s plus half the 1 s jitter later, a new socket.
    timers.advance(5_499)
    expect(FakeSocket.opened).toHaveLength(1)
    timers.advance(1)
    expect(FakeSocket.opened).toHaveLength(2)
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected', 'connecting'])
  })

  it('reconnects 5 s (plus jitter) after a close while online', () => {
    const { live } = client({ random: () => 0 })
    live.start()
    last().open()
    last().drop()
    expect(live.status()).toBe('disconnected')
    timers.advance(4_999)
    expect(FakeSocket.opened).toHaveLength(1)
    timers.advance(1)
    expect(FakeSocket.opened).toHaveLength(2)
  })

  it('spreads reconnects by up to a second of jitter', () => {
    const { live } = client({ random: () => 0.999 })
    live.start()
    last().drop()
    timers.advance(5_998)
    expect(FakeSocket.opened).toHaveLength(1)
    timers.advance(1)
    expect(FakeSocket.opened).toHaveLength(2)
  })

  it('waits for the browser to come back online before reconnecting', () => {
    const { live } = client()
    live.start()
    last().open()
    online = false
    last().drop()
    timers.advance(60_000)
    expect(FakeSocket.opened).toHaveLength(1)
    online = true
    for (const listener of [...onlineListeners]) listener()
    timers.advance(5_500)
    expect(FakeSocket.opened).toHaveLength(2)
    expect(onlineListeners).toHaveLength(0)
  })

  it('does not reconnect once live mode is off, and closes the socket', () => {
    const { live } = client()
    live.start()
    last().open()
    live.stop()
    expect(last().closeCalls).toBe(1)
    expect(live.status()).toBe('disconnected')
    timers.advance(120_000)
    expect(FakeSocket.opened).toHaveLength(1)
    expect(timers.pendingCount()).toBe(0)
    live.start()
    expect(FakeSocket.opened).toHaveLength(2)
  })

  it('marks an error disconnected (logged as a warning) and reconnects after the close', () => {
    const { live } = client()
    live.start()
    last().open()
    last().onerror?.({})
    expect(live.status()).toBe('disconnected')
    expect(log.warn).toHaveBeenCalled()
    last().drop()
    timers.advance(5_500)
    expect(FakeSocket.opened).toHaveLength(2)
  })

  it('stays off without a token and connects once one is stored', () => {
    token = null
    const { live } = client()
    live.start()
    expect(FakeSocket.opened).toHaveLength(0)
    expect(live.status()).toBe('disconnected')
    token = 'later'
    timers.advance(5_500)
    expect(last().protocols).toEqual(['fireworks.v1', 'bearer.later'])
  })
})
