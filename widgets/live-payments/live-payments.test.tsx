// @vitest-environment jsdom
import { fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeLocation, locationsAnswer } from '../../src/api/testing/fake-api'
import { json, routeFetch } from '../../src/api/testing/route-fetch'
import type { Location } from '../../src/contract/location'
import type { PaymentReceivedMessage } from '../../src/contract/live'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { clearLivePayments, holdLive } from '../../src/live/page-live'
import { placeOf } from './payment-place'
import { PaymentRows, ROW_HEIGHT } from './payment-rows'
import './live-payments.element'
import { FakeSocket } from '../../src/live/testing/fake-socket'

const tent: Location = {
  ...fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2025]),
  address: { addressLine1: '12 Main St', locality: 'oakdale', postalCode: '95361' },
}
const bare = fakeLocation('L2', 'Lot 7 Stand', 'America/Los_Angeles', [2025])

function payment(id: string, fields: Partial<PaymentReceivedMessage> = {}): PaymentReceivedMessage {
  return { type: 'payment_received', payment_id: id, location_id: 'L1', amount: 1999, is_home_location: true, timestamp: new Date().toISOString(), ...fields }
}

describe('placeOf', () => {
  const locations = new Map([tent, bare].map((location) => [location.id, location]))
  it('names the location and its address, or says what is missing', () => {
    expect(placeOf('L1', locations)).toEqual({ name: 'Oakdale Tent', address: '12 Main St, Oakdale 95361', known: true, timeZone: 'America/Los_Angeles' })
    expect(placeOf('L2', locations)).toEqual({ name: 'Lot 7 Stand', address: 'No address available', known: true, timeZone: 'America/Los_Angeles' })
    expect(placeOf('L9', locations)).toEqual({ name: 'Unknown Location', address: 'Location not found', known: false, timeZone: null })
    expect(placeOf('L1', null)).toEqual({ name: 'Unknown Location', address: 'No address available', known: false, timeZone: null })
  })
})

describe('PaymentRows', () => {
  it('renders only the rows in a 600 px view plus 10 either side, 65 px apart', () => {
    const payments = Array.from({ length: 5_000 }, (_, i) => payment(`p${i}`, { timestamp: new Date(Date.parse('2025-07-04T20:00:00Z') - i * 1_000).toISOString() }))
    const { container } = render(
      <PaymentRows payments={payments} locations={null} fresh={new Set()} now={Date.parse('2025-07-05T21:00:00Z')} />,
    )
    const rows = container.querySelectorAll('li')
    // 600 / 65 → rows 0..9 visible, plus an overscan of 10 below.
    expect(rows.length).toBe(20)
    expect(container.querySelector('ul')).toHaveStyle({ height: `${5_000 * ROW_HEIGHT}px` })
    expect(rows[1]).toHaveStyle({ transform: `translateY(${ROW_HEIGHT}px)` })
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000')
    expect(rows[0]).toHaveTextContent('Unknown LocationNo address available$19.991 day ago')
  })

  it("gives each payment its stand's clock time, with the zone where the stands keep several clocks", () => {
    const utah = fakeLocation('L3', 'St. George Stand', 'America/Denver', [2025])
    const at = '2025-07-05T04:32:00.000Z'
    const now = Date.parse('2025-07-05T04:32:30.000Z')
    const shown = (locations: Location[]) => {
      const { container, unmount } = render(
        <PaymentRows
          payments={[payment('p1', { timestamp: at }), payment('p2', { location_id: 'L3', timestamp: at })].filter((entry) => locations.some((location) => location.id === entry.location_id))}
          locations={new Map(locations.map((location) => [location.id, location]))}
          fresh={new Set()}
          now={now}
        />,
      )
      const clocks = [...container.querySelectorAll('.fw-live-clock')].map((clock) => clock.textContent)
      unmount()
      return clocks
    }
    expect(shown([tent])).toEqual(['9:32 PM'])
    expect(shown([tent, utah])).toEqual(['9:32 PM PDT', '10:32 PM MDT'])
  })
})

describe('<fw-live-payments>', () => {
  setUpElementTests()
  afterEach(() => {
    FakeSocket.opened = []
    clearLivePayments()
  })

  function mount() {
    vi.stubGlobal('WebSocket', FakeSocket)
    const api = routeFetch({ 'GET /square/locations': () => json({ success: true, data: locationsAnswer([tent, bare]) }) })
    // mountElement stubs fetch; the socket stays this test's fake.
    return mountElement('fw-live-payments', {}, { fetch: api.fetch, calls: [] })
  }
  const liveSwitch = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[role="switch"]')!
  const rows = (root: ShadowRoot) => [...root.querySelectorAll('li[data-payment-id]')]

  it('starts with Live Mode off and no connection; on opens it, off closes it', async () => {
    const { root } = mount()
    await waitFor(() => expect(liveSwitch(root)).toHaveAttribute('aria-checked', 'false'))
    expect(root).toHaveTextContent('Turn on Live Mode to see payments as they arrive.')
    expect(FakeSocket.opened).toHaveLength(0)
    fireEvent.click(liveSwitch(root))
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1))
    const socket = FakeSocket.opened[0]!
    expect(socket.url).toBe('ws://127.0.0.1/api/ws/fireworks')
    expect(socket.protocols).toContain('bearer.test-token')
    socket.onopen?.({})
    await waitFor(() => expect(root.querySelector('[role="status"]')).toHaveTextContent('Connected'))
    fireEvent.click(liveSwitch(root))
    await waitFor(() => expect(socket.closed).toBe(true))
  })

  it('adds each payment newest first with its place and amount, highlighted for 0.8 s', async () => {
    const { root } = mount()
    await waitFor(() => expect(liveSwitch(root)).not.toBeNull())
    fireEvent.click(liveSwitch(root))
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1))
    const socket = FakeSocket.opened[0]!
    socket.onopen?.({})
    socket.receive(payment('p1', { amount: 1999, timestamp: new Date(Date.now() - 65_000).toISOString() }))
    await waitFor(() => expect(rows(root)).toHaveLength(1))
    // The stand's clock time (its only zone: no zone named) over the time-ago.
    expect(rows(root)[0]).toHaveTextContent(/^Oakdale Tent12 Main St, Oakdale 95361\$19\.99\d{1,2}:\d{2} [AP]M1 minute ago$/)
    socket.receive(payment('p2', { location_id: 'L9', amount: 500 }))
    await waitFor(() => expect(rows(root)).toHaveLength(2))
    expect(rows(root)[0]).toHaveTextContent('Unknown LocationLocation not found$5.00')
    expect(rows(root)[0]).toHaveAttribute('data-new')
    await waitFor(() => expect(rows(root)[0]).not.toHaveAttribute('data-new'), { timeout: 2_000 })
  })

  it('stops adding rows when Live Mode is off, even while the page keeps the connection for others', async () => {
    const { root } = mount()
    const releaseOther = holdLive({ apiBase: 'http://127.0.0.1/api', token: () => 'other', WebSocket: FakeSocket })
    await waitFor(() => expect(liveSwitch(root)).not.toBeNull())
    fireEvent.click(liveSwitch(root))
    const socket = FakeSocket.opened[0]!
    socket.onopen?.({})
    socket.receive(payment('p1'))
    await waitFor(() => expect(rows(root)).toHaveLength(1))
    fireEvent.click(liveSwitch(root))
    await waitFor(() => expect(liveSwitch(root)).toHaveAttribute('aria-checked', 'false'))
    socket.receive(payment('p2'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(rows(root)).toHaveLength(1)
    expect(socket.closed).toBe(false)
    releaseOther()
  })

  // Last in the file: the page clock's offset, once measured, stays for the page.
  it("counts time-ago by the server's clock, not the machine's", async () => {
    vi.stubGlobal('WebSocket', FakeSocket)
    const api = routeFetch({
      'GET /square/locations': () => json({ success: true, data: locationsAnswer([tent, bare]) }),
      // The server runs with FW_NOW on the evening of July 4, 2025; this machine's clock is elsewhere.
      'GET /health': () => json({ ok: true, database: 'ok', serverTime: '2025-07-05T03:30:00.000Z' }),
    })
    const { root } = mountElement('fw-live-payments', {}, { fetch: api.fetch, calls: [] })
    await waitFor(() => expect(api.requests.some((request) => request.url === '/health')).toBe(true))
    await waitFor(() => expect(liveSwitch(root)).not.toBeNull())
    fireEvent.click(liveSwitch(root))
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1))
    const socket = FakeSocket.opened[0]!
    socket.onopen?.({})
    socket.receive(payment('p-server', { timestamp: '2025-07-05T03:29:40.000Z' }))
    await waitFor(() => expect(rows(root)).toHaveLength(1))
    expect(rows(root)[0]?.textContent).toMatch(/\$19\.998:29 PM(19|20|21) seconds ago$/)
  })
})
