// @vitest-environment jsdom
// The Analytics ranking as a CSV file: the rows the table shows, in its order, amounts in dollars,
// headed as the table is (2025 so far against 2024 at the same moment), the closed stand last.
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { catchCsvDownloads } from '../widget-kit/rows/testing/csv-downloads'
import { RANKING_NOW, rankingLocations, rankingOrders } from './ranking-fixture'
import './location-ranking.element'

setUpElementTests()
afterEach(() => vi.restoreAllMocks())

describe('<fw-location-ranking> as CSV', () => {
  it('downloads the ranking as the table shows it, named after the figure and season', async () => {
    const downloads = catchCsvDownloads()
    const { root } = mountElement('fw-location-ranking', {}, fakeApi(rankingLocations(), rankingOrders(), { serverTime: RANKING_NOW }))
    const ui = within(root.querySelector<HTMLElement>('.fw-root')!)
    await waitFor(() => expect(root.querySelectorAll('tbody tr[data-location-id]').length).toBe(4))
    fireEvent.click(ui.getByRole('button', { name: 'Export CSV' }))
    const { file, rows: [header, ...rows] } = await downloads.next()
    expect(file).toBe('ranking-net-sales-2025.csv')
    expect(header).toEqual([
      'Rank',
      'Location ID',
      'Location',
      'Status',
      'Net Sales 2025 So Far',
      'Net Sales vs 2024 Same Moment (%)',
      'Transactions 2025 So Far',
      'Transactions vs 2024 Same Moment (%)',
    ])
    // The table's order and figures, each row read back from the screen.
    const shown = [...root.querySelectorAll<HTMLElement>('tbody tr[data-location-id]')]
    expect(rows.map((row) => row[1])).toEqual(shown.map((row) => row.dataset.locationId))
    expect(rows[0]).toEqual(['1', 'LB', 'Bravo Stand', 'ACTIVE', '1500.00', '-25.0', '30', '20.0'])
    expect(rows.find((row) => row[1] === 'LC')).toEqual(['2', 'LC', 'Charlie Booth', 'ACTIVE', '1200.00', '', '8', ''])
    // Closed this season: last, unranked, its −100 % no change to read.
    expect(rows.at(-1)).toEqual(['', 'LD', 'Delta Depot', 'INACTIVE', '0.00', '', '0', ''])
  })
})
