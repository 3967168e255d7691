// A WebSocket stand-in for tests of the page's live connection: each socket the code opens is
// recorded in FakeSocket.opened, what it sends in `sent`, and a test plays the server's side with
// `receive` and the handlers (onopen, onclose). Clear `opened` after each test.
import type { Timers, WebSocketLike } from '../live-client'

export class FakeSocket implements WebSocketLike {
  static opened: FakeSocket[] = []
  readyState = 0
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  sent: string[] = []
  closed = false
  constructor(
    readonly url = '',
    readonly protocols: string[] = [],
  ) {
    FakeSocket.opened.push(this)
  }
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.closed = true
  }
  /** The server sends `message`, as JSON. */
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}

/** Timers that never fire: no heartbeat timeout or reconnect runs during a test. */
export const noTimers: Timers = { setTimeout: () => 0, clearTimeout: () => {} }
