// @vitest-environment jsdom
// fw-compare on the afternoon of July 4, 2025 (the server's clock): each location's card says how
// its 2025 so far stands against its 2024 up to the same local minute.
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import type { Order } from '../../src/contract/square-order'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import './compare.element'

const LA = 'America/Los_Angeles'
// 1:30:40 PM on July 4, 2025 in Los Angeles.
const SERVER_NOW = '2025-07-04T20:30:40.000Z'
const locations = [fakeLocation('A', 'Oakdale Tent', LA, [2024, 2025]), fakeLocation('B', 'Riverbank Stand', LA, [2024, 2025])]
const at = (locationId: string, createdAt: string, gross: number): Order => ({ ...order({ createdAt, lines: [line({ gross })] }), location_id: locationId })
const orders = {
  // A: $80.00 by 1:30 PM on July 4, 2024, $50.00 after. B: $40.00 by then.
  2024: [at('A', '2024-07-04T19:00:00.000Z', 8_000), at('A', '2024-07-05T01:00:00.000Z', 5_000), at('B', '2024-07-03T20:00:00.000Z', 4_000)],
  // 2025 so far: A $100.00, B $25.00.
  2025: [at('A', '2025-07-04T20:00:00.000Z', 6_000), at('A', '2025-07-03T20:00:00.000Z', 4_000), at('B', '2025-07-04T19:00:00.000Z', 2_500)],
}

setUpElementTests()

describe('<fw-compare> while the season is in progress', () => {
  it('gives each location its change against last season up to the same local minute', async () => {
    const api = fakeApi(locations, orders, { serverTime: SERVER_NOW })
    const { root } = mountElement('fw-compare', { locations: 'A,B', years: '2025' }, api)
    await waitFor(() => expect(root.querySelector('.fw-compare-through')).not.toBeNull())
    const asOf = 'asOf=2025-07-04T20%3A30%3A00.000Z'
    expect(api.calls.filter((call) => call.startsWith('/square/stats')).sort()).toEqual([
      `/square/stats?locationId=A&years=2024&days=28to5&${asOf}`,
      `/square/stats?locationId=A&years=2025&days=28to5&${asOf}`,
      `/square/stats?locationId=B&years=2024&days=28to5&${asOf}`,
      `/square/stats?locationId=B&years=2025&days=28to5&${asOf}`,
    ])
    const cards = [...root.querySelectorAll('.fw-compare-card')]
    // A: $100.00 against $80.00 (+25.0%); B: $25.00 against $40.00 (−37.5%).
    expect(cards.map((card) => card.querySelector('[data-figure="netSales"]')?.textContent)).toEqual(['Net Sales$100.00+25.0% vs 2024', 'Net Sales$25.00-37.5% vs 2024'])
    expect(cards.map((card) => card.querySelector('.fw-compare-through')?.textContent)).toEqual(['Like for like, to Jul 4, 1:30 PM', 'Like for like, to Jul 4, 1:30 PM'])
  })
})
