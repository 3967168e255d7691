// @vitest-environment jsdom
// Freshness (docs/shell-and-widgets.md#one-page-one-set-of-connections): when the server says a location's figures changed, the orders on screen
// are asked for again and the table shows the new order without a reload.
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import type { Order } from '../../src/contract/square-order'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { holdLive } from '../../src/live/page-live'
import './orders-table.element'
import { FakeSocket, noTimers } from '../../src/live/testing/fake-socket'

let release: () => void = () => undefined

setUpElementTests()
afterEach(() => {
  release()
  FakeSocket.opened = []
})

describe('<fw-orders-table> on a live page', () => {
  it("shows a new order when the location's current season changes", async () => {
    // The page's connection, opened first, is the one the table holds.
    release = holdLive({ apiBase: 'http://127.0.0.1/api', token: () => 'test-token', WebSocket: FakeSocket, timers: noTimers })
    const season: Order[] = [
      order({ id: 'FIRST', createdAt: '2025-07-04T20:00:00.000Z' }),
      { ...order({ id: 'ELSEWHERE', createdAt: '2025-07-04T20:00:00.000Z' }), location_id: 'L2' },
    ]
    const locations = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2025]), fakeLocation('L2', 'Riverbank', 'America/Los_Angeles', [2025])]
    const { root, api } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '2025', days: '28to5' }, fakeApi(locations, { 2025: season }))
    await waitFor(() => expect(root.querySelector('.fw-orders-table[data-rows="all"] .fw-orders-title')).toHaveTextContent('1 Order in 2025'))
    const socket = FakeSocket.opened[0]!
    socket.onopen?.({})

    // another location's change leaves this table alone
    socket.receive({ type: 'figures_changed', location_id: 'L2', years: [2025] })
    season.push(order({ id: 'SECOND', createdAt: '2025-07-04T21:00:00.000Z' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const ordersCalls = () => api.calls.filter((call) => call === '/square/order-summaries?locationId=L1&year=2025').length
    expect(ordersCalls()).toBe(1)

    socket.receive({ type: 'figures_changed', location_id: 'L1', years: [2025] })
    await waitFor(() => expect(root.querySelector('.fw-orders-title')).toHaveTextContent('2 Orders in 2025'))
    await waitFor(() => expect(ordersCalls()).toBe(2))
  })
})
