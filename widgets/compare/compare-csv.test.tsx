// @vitest-environment jsdom
// The compare screen's CSV files: each location's figures by day and by hour as the charts show
// them, one location after the other in the compared order, equal to the cards' totals.
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import type { Order } from '../../src/contract/square-order'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { catchCsvDownloads, type CsvDownload } from '../widget-kit/rows/testing/csv-downloads'
import './compare.element'

const LA = 'America/Los_Angeles'
const locations = [fakeLocation('A', 'Oakdale Tent', LA, [2025]), fakeLocation('B', 'Riverbank Stand', LA, [2025])]
const at = (locationId: string, createdAt: string, gross: number): Order => ({ ...order({ createdAt, lines: [line({ gross })] }), location_id: locationId })
const orders = {
  2025: [at('A', '2025-07-04T20:00:00.000Z', 6_000), at('A', '2025-07-03T20:00:00.000Z', 4_000), at('B', '2025-07-04T21:00:00.000Z', 2_500)],
}

setUpElementTests()
afterEach(() => vi.restoreAllMocks())

/** Presses `name` and reads the file it saves: its name and rows. */
async function saved(root: ShadowRoot, name: string): Promise<CsvDownload> {
  const downloads = catchCsvDownloads()
  fireEvent.click(within(root.querySelector<HTMLElement>('.fw-compare')!).getByRole('button', { name }))
  const file = await downloads.next()
  vi.restoreAllMocks()
  return file
}

describe('<fw-compare> as CSV', () => {
  it('downloads both locations by day and by hour, in the compared order, amounts in dollars', async () => {
    const { root } = mountElement('fw-compare', { locations: 'A,B', years: '2025', days: '3to4' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-compare[data-status="ready"]')).not.toBeNull())
    const daily = await saved(root, 'Daily CSV')
    expect(daily.file).toBe('compare-daily-oakdale-tent-vs-riverbank-stand-2025.csv')
    expect(daily.rows).toEqual([
      ['Location ID', 'Location', 'Year', 'Date', 'Net Sales', 'Transactions'],
      ['A', 'Oakdale Tent', '2025', '7/3', '40.00', '1'],
      ['A', 'Oakdale Tent', '2025', '7/4', '60.00', '1'],
      ['B', 'Riverbank Stand', '2025', '7/3', '0.00', '0'],
      ['B', 'Riverbank Stand', '2025', '7/4', '25.00', '1'],
    ])
    const hourly = await saved(root, 'Hourly CSV')
    expect(hourly.file).toBe('compare-hourly-oakdale-tent-vs-riverbank-stand-2025.csv')
    expect(hourly.rows).toHaveLength(1 + 24 * 2)
    // 20:00 UTC is 1 PM in California, 21:00 UTC 2 PM.
    expect(hourly.rows.slice(1).filter((row) => row[4] !== '0.00')).toEqual([
      ['A', 'Oakdale Tent', '2025', '1pm', '100.00', '2'],
      ['B', 'Riverbank Stand', '2025', '2pm', '25.00', '1'],
    ])
  })
})
