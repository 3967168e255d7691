// @vitest-environment jsdom
// The stats widget on the afternoon of July 4, 2025 (the server's clock): 2025 so far against 2024
// up to the same local minute, said on the cards, the year bars and the money collected table; the
// daily and hourly charts keep 2024 whole, draw 2025 up to now and mark the day and hour in
// progress with a now line; today so far stands against July 4, 2024 up to the same minute.
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
    // July 5 is still to come in 2025: no point, read as missing, not $0; a now line on July 4.
    expect(rowOf(daily, '7/5')).toEqual(['7/5', '$0', '—'])
    expect(root.querySelector('[data-section="daily"] .fw-chart-now')).not.toBeNull()
    // Over the whole window every hour has earlier days' sales: none is still to come, and the hour in progress has its now line.
    expect(rowOf(hourly, '11pm')).toEqual(['11pm', '$0', '$0'])
    expect(root.querySelector('[data-section="hourly"] .fw-chart-now')).not.toBeNull()
    // The money collected table: 2024 up to the same minute ($80.00, not its whole $130.00), and it says so.
    const collected = root.querySelector('table.fw-payment-totals')!
    expect(collected).toHaveTextContent('2024 to Jul 4, 1:30 PM$80.00$80.00')
    expect(collected).toHaveTextContent('2025 so far$100.00$100.00')
    expect(root.querySelector('.fw-payment-note')).toHaveTextContent('Like for like, to Jul 4, 1:30 PM')
    // Today so far: $60.00 against July 4, 2024's $80.00 up to 1:30 PM.
    const tonight = root.querySelector('[data-section="tonight"]')!
    expect(tonight.querySelector('.fw-tonight-note')).toHaveTextContent('Today to Jul 4, 1:30 PM: $60.00, against $80.00 in 2024 (-25.0%) up to the same minute.')
  })

  it('under Today draws no hour after the one in progress, and runs today’s total up to now', async () => {
    const api = fakeApi(locations, orders, { serverTime: SERVER_NOW })
    const { root } = mountElement('fw-location-stats', { 'location-id': 'L1', years: '2024,2025', days: '4to4' }, api)
    await waitFor(() => expect(root.querySelector('[data-section="tonight"] .fw-tonight-note')).not.toBeNull())
    const hourly = root.querySelectorAll('[data-section="hourly"] table')[0]!
    expect(rowOf(hourly, '1pm (now)')).toEqual(['1pm (now)', '$0', '$60'])
    // Every hour after 1 PM is still to come on July 4, 2025: 2024's whole day beside nothing.
    for (const hour of ['2pm', '6pm', '11pm']) expect(rowOf(hourly, hour)[2]).toBe('—')
    expect(rowOf(hourly, '6pm')[1]).toBe('$50')
    expect(rowOf(hourly, '12pm')).toEqual(['12pm', '$80', '$0'])
    expect(root.querySelector('[data-section="hourly"] .fw-chart-now')).toHaveTextContent('now')
    // Today's running total: 2024's whole day, 2025's up to the hour in progress.
    const running = root.querySelector('[data-section="tonight"] table')!
    expect(rowOf(running, '1pm (now)')).toEqual(['1pm (now)', '$80', '$60'])
    expect(rowOf(running, '6pm')).toEqual(['6pm', '$130', '—'])
  })
})

/** The cells of a chart table's row, by its label. */
function rowOf(table: Element, label: string): string[] {
  const row = [...table.querySelectorAll('tr')].find((candidate) => candidate.firstElementChild?.textContent === label)
  if (!row) throw new Error(`No row ${label} in ${table.textContent}`)
  return [...row.children].map((cell) => cell.textContent ?? '')
}
