// @vitest-environment jsdom
// The stats widget on the afternoon of July 4, 2025 (the server's clock): 2025 so far against 2024
// up to the same local minute, said on the cards and the year bars; the daily and hourly charts
// keep 2024 whole and mark the day and hour in progress.
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import './location-stats.element'

// 1:30:40 PM on July 4, 2025 in Los Angeles (PDT, UTC−7).
const SERVER_NOW = '2025-07-04T20:30:40.000Z'
const locations = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2024, 2025])]
const orders = {
  // 2024: $80.00 at noon on July 4 (before 1:31 PM), $50.00 at 6 PM (after).
  2024: [
    order({ createdAt: '2024-07-04T19:00:00.000Z', lines: [line({ gross: 8_000 })] }),
    order({ createdAt: '2024-07-05T01:00:00.000Z', lines: [line({ gross: 5_000 })] }),
  ],
  // 2025 so far: $60.00 at 1 PM on July 4, $40.00 on July 1.
  2025: [
    order({ createdAt: '2025-07-04T20:00:00.000Z', lines: [line({ gross: 6_000 })] }),
    order({ createdAt: '2025-07-01T20:00:00.000Z', lines: [line({ gross: 4_000 })] }),
  ],
}

setUpElementTests()

describe('<fw-location-stats> while the season is in progress', () => {
  it('compares 2025 so far with 2024 up to the same local minute, and says so', async () => {
    const api = fakeApi(locations, orders, { serverTime: SERVER_NOW })
    const { root } = mountElement('fw-location-stats', { 'location-id': 'L1', years: '2024,2025' }, api)
    await waitFor(() => expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('Like for like'))
    // Every year asked at the server's minute.
    expect(api.calls.filter((call) => call.startsWith('/square/stats')).sort()).toEqual([
      '/square/stats?locationId=L1&years=2024&days=28to5&asOf=2025-07-04T20%3A30%3A00.000Z',
      '/square/stats?locationId=L1&years=2025&days=28to5&asOf=2025-07-04T20%3A30%3A00.000Z',
    ])
    // $100.00 against 2024's $80.00 up to 1:30 PM on July 4: +25.0% (against the whole $130.00 it would be −23.1%).
    expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('$100.002025▲+25.0% vs 2024Like for like, to Jul 4, 1:30 PM')
    // Two sales against 2024's one by then (two in the whole season: 0.0%).
    expect(root.querySelector('[data-card="totalTransactions"]')).toHaveTextContent('22025▲+100.0% vs 2024Like for like, to Jul 4, 1:30 PM')
    // The year bars: 2024 up to the same minute, and they say so.
    const bars = root.querySelector('[data-section="year-comparison"]')!
    expect(bars.querySelectorAll('.fw-year-totals-note')[1]).toHaveTextContent('Like for like, to Jul 4, 1:30 PM')
    expect(bars.querySelectorAll('table')[1]).toHaveTextContent('2024$80')
    // The daily and hourly charts keep 2024 whole and mark the day and hour in progress.
    const daily = root.querySelectorAll('[data-section="daily"] table')[1]!
    expect(daily).toHaveTextContent('7/4 (now)$130$60')
    const hourly = root.querySelectorAll('[data-section="hourly"] table')[0]!
    expect(hourly).toHaveTextContent('1pm (now)')
  })
})
