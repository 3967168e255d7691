import { describe, expect, it } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { createApiClient } from '../../src/api/client'
import { fakeApi, fakeLocation } from './api-fixtures'
import { LocationNotFoundError, loadSeasonStats, ordersOnDays, trackedYearsOf, yearsText } from './season-stats-loader'

const LA = 'America/Los_Angeles'
const locations = [fakeLocation('L1', 'Oakdale Tent', LA, [2024, 2025]), fakeLocation('L2', 'Riverbank Stand', LA, [2023])]

// Pacific daylight time is UTC−7 in the season.
const lateOnTheFourth = order({ createdAt: '2025-07-05T06:30:00.000Z', lines: [line({ gross: 10_000, additiveTax: 800 })] }) // 7/4 11:30pm
const firstMinuteOfSeason = order({ createdAt: '2025-06-28T07:30:00.000Z', tender: 'CASH', lines: [line({ gross: 5_000 })] }) // 6/28 12:30am
const lastMinuteOfSeason = order({ createdAt: '2025-07-06T06:59:00.000Z', lines: [line({ gross: 2_000 })] }) // 7/5 11:59pm
const canceled = order({ createdAt: '2025-07-04T20:00:00.000Z', state: 'CANCELED', lines: [line({ gross: 99_999 })] })
const dayBeforeSeason = order({ createdAt: '2025-06-28T06:30:00.000Z', lines: [line({ gross: 7_777 })] }) // 6/27 11:30pm
const lastYear = order({ createdAt: '2024-07-04T20:00:00.000Z', lines: [line({ gross: 8_000 })] }) // 7/4 1pm
const ordersByYear = {
  2024: [lastYear],
  2025: [lateOnTheFourth, firstMinuteOfSeason, lastMinuteOfSeason, canceled, dayBeforeSeason],
}

function client(api = fakeApi(locations, ordersByYear)) {
  return { api, client: createApiClient({ apiBase: 'http://127.0.0.1/api', token: 'test-token', fetch: api.fetch }) }
}

describe('loadSeasonStats', () => {
  it('defaults to the last two tracked seasons and computes them in the location timezone', async () => {
    const { api, client: apiClient } = client()
    const stats = await loadSeasonStats(apiClient, { locationId: 'L1' })
    expect(stats.location).toEqual({ id: 'L1', name: 'Oakdale Tent', timezone: LA })
    // tracked: 2023 (L2), 2024, 2025 → the last two
    expect(stats.years).toEqual([2024, 2025])
    expect(api.calls).toEqual([
      '/square/locations',
      '/square/orders?locationId=L1&year=2024',
      '/square/orders?locationId=L1&year=2025',
    ])
    const [y2024, y2025] = stats.analysis.years
    expect(y2024?.totals).toMatchObject({ totalTransactions: 1, netSales: 8_000 })
    // three completed in-window orders: 10,000 + 5,000 + 2,000 (tax left out, canceled and 6/27 dropped)
    expect(y2025?.totals).toMatchObject({ totalTransactions: 3, netSales: 17_000 })
    // 06:30 UTC on July 5 is still July 4 in Oakdale
    expect(y2025?.dailySales.find((day) => day.day === 4)?.netSales).toBe(10_000)
    expect(y2025?.dailySales.find((day) => day.day === 5)?.netSales).toBe(2_000)
    expect(y2025?.hourlyBreakdown[23]?.netSales).toBe(12_000)
    expect(stats.analysis.paymentTypes[1]?.totals).toMatchObject({ cashSales: 5_000, cardSales: 12_000 })
  })

  it('keeps only the orders of the selected days', async () => {
    const { client: apiClient } = client()
    const stats = await loadSeasonStats(apiClient, { locationId: 'L1', years: ['2025'], days: '1to4' })
    expect(stats.years).toEqual([2025])
    expect(stats.days).toEqual([1, 2, 3, 4])
    expect(stats.analysis.years[0]?.totals).toMatchObject({ totalTransactions: 1, netSales: 10_000 })
  })

  it('asks for no orders when no year is selected', async () => {
    const { api, client: apiClient } = client()
    const stats = await loadSeasonStats(apiClient, { locationId: 'L1', years: [] })
    expect(stats.years).toEqual([])
    expect(stats.analysis.years).toEqual([])
    expect(api.calls).toEqual(['/square/locations'])
  })

  it('names a location id that matches no location', async () => {
    const { client: apiClient } = client()
    await expect(loadSeasonStats(apiClient, { locationId: 'NOPE' })).rejects.toThrow(LocationNotFoundError)
    await expect(loadSeasonStats(apiClient, { locationId: 'NOPE' })).rejects.toThrow('The location with ID NOPE could not be found.')
  })

  it('refuses to load without a location id', async () => {
    const { api, client: apiClient } = client()
    await expect(loadSeasonStats(apiClient, { locationId: '  ' })).rejects.toThrow('No location selected')
    expect(api.calls).toEqual([])
  })
})

describe('loader helpers', () => {
  it('reads years given as a list or as comma text, leaving absence to the default', () => {
    expect(yearsText(undefined)).toBeUndefined()
    expect(yearsText(['2024', 2025])).toBe('2024,2025')
    expect(yearsText([])).toBe('')
    expect(yearsText('2023,2025')).toBe('2023,2025')
  })

  it('tracks every year any location has stats for', () => {
    expect(trackedYearsOf(locations)).toEqual([2023, 2024, 2025])
  })

  it('filters orders by their local day only when part of the window is selected', () => {
    const all = ordersByYear[2025]
    expect(ordersOnDays(all, LA, [28, 29, 30, 1, 2, 3, 4, 5], true)).toBe(all)
    expect(ordersOnDays(all, LA, [28], false)).toEqual([firstMinuteOfSeason])
    // the canceled order is still placed on its day; figures drop it later
    expect(ordersOnDays(all, LA, [4], false)).toEqual([lateOnTheFourth, canceled])
  })
})
