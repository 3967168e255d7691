import type { PaymentReceivedMessage } from '../contract/live'
import { addPayment, MAX_LIVE_PAYMENTS } from './payments'
import { liveSocketUrl } from './socket-url'

const payment = (id: string, second: number): PaymentReceivedMessage => ({
  type: 'payment_received',
  payment_id: id,
  location_id: 'L',
  amount: 100,
  is_home_location: false,
  timestamp: new Date(Date.UTC(2025, 6, 4, 20, 0, second)).toISOString(),
})

describe('the live feed list', () => {
  it('puts the newest payment first', () => {
    let list = addPayment([], payment('a', 1))
    list = addPayment(list, payment('b', 2))
    expect(list.map((p) => p.payment_id)).toEqual(['b', 'a'])
  })

  it('places a late-arriving older payment by its time', () => {
    let list = addPayment([], payment('a', 1))
    list = addPayment(list, payment('c', 3))
    list = addPayment(list, payment('b', 2))
    expect(list.map((p) => p.payment_id)).toEqual(['c', 'b', 'a'])
  })

  it('keeps a payment seen twice once', () => {
    const list = addPayment([payment('a', 1)], payment('a', 1))
    expect(list).toHaveLength(1)
  })

  it('keeps at most 5,000, dropping the oldest', () => {
    let list: readonly PaymentReceivedMessage[] = []
    for (let i = 0; i < MAX_LIVE_PAYMENTS + 2; i++) list = addPayment(list, { ...payment(`p${i}`, 0), timestamp: new Date(i * 1000).toISOString() })
    expect(list).toHaveLength(5_000)
    expect(list[0]?.payment_id).toBe('p5001')
    expect(list.at(-1)?.payment_id).toBe('p2')
    // Older than everything kept: not added at all.
    expect(addPayment(list, { ...payment('ancient', 0), timestamp: new Date(0).toISOString() })).toBe(list)
  })
})

describe('the live socket address', () => {
  it('follows the page: ws on http, wss on https', () => {
    expect(liveSocketUrl('/api', 'http://127.0.0.1:8787/admin/live-payments')).toBe('ws://127.0.0.1:8787/api/ws/fireworks')
    expect(liveSocketUrl('/api/', 'https://dash.example/')).toBe('wss://dash.example/api/ws/fireworks')
  })

  it('uses an absolute API base of another origin as it is', () => {
    expect(liveSocketUrl('https://dash.example/api', 'https://intranet.example/page')).toBe('wss://dash.example/api/ws/fireworks')
  })
})
