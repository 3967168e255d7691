import type { ServerLiveMessage } from '../contract/live'
import type { Timers, WebSocketLike } from '../live/live-client'
import { $connection } from './connection'
import { $live, clearLive, onLiveMessage, startLive, stopLive } from './live'

class FakeSocket implements WebSocketLike {
  static last: FakeSocket | undefined
  readyState = 0
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.last = this
  }
  send() {}
  close() {}
}

const noTimers: Timers = { setTimeout: () => 0, clearTimeout: () => {} }
const payment = { type: 'payment_received', payment_id: 'p1', location_id: 'L', amount: 250, is_home_location: true, timestamp: '2025-07-04T20:00:00.000Z' }

afterEach(() => {
  stopLive()
  clearLive()
})

describe('$live and $connection', () => {
  it('follow the connection and collect payments, telling listeners of every message', () => {
    const heard: ServerLiveMessage[] = []
    const stopListening = onLiveMessage((message) => heard.push(message))
    startLive({ apiBase: 'http://127.0.0.1:8787/api', token: () => 'tok', WebSocket: FakeSocket, timers: noTimers })
    const socket = FakeSocket.last as FakeSocket
    expect(socket.url).toBe('ws://127.0.0.1:8787/api/ws/fireworks')
    expect($connection.get()).toBe('connecting')
    socket.onopen?.({})
    expect($connection.get()).toBe('connected')
    socket.onmessage?.({ data: JSON.stringify(payment) })
    socket.onmessage?.({ data: '{"type":"fireworks"}' })
    expect($live.get()).toEqual([payment])
    expect(heard).toEqual([payment, { type: 'fireworks' }])
    stopListening()
  })

  it('turns off with live mode, keeping the payments already shown', () => {
    startLive({ apiBase: '/api', token: () => 'tok', WebSocket: FakeSocket, timers: noTimers })
    const socket = FakeSocket.last as FakeSocket
    socket.onopen?.({})
    socket.onmessage?.({ data: JSON.stringify(payment) })
    stopLive()
    expect($connection.get()).toBe('disconnected')
    expect($live.get()).toHaveLength(1)
    socket.onmessage?.({ data: JSON.stringify({ ...payment, payment_id: 'p2' }) })
    expect($live.get()).toHaveLength(1)
  })
})
