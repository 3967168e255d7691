// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { SEASON_DAYS } from '../../src/season'
import { itemsPeriod, topItemsModel } from './items-model'
import { TopItemsView } from './top-items-view'
import './top-items.element'

const locations = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2024, 2025])]
const rocket = (gross: number, quantity = '1') => line({ name: 'Rocket', catalogObjectId: 'V-ROCKET', gross, quantity })
const orders = {
  2024: [order({ createdAt: '2024-07-04T20:00:00.000Z', lines: [line({ name: 'Old Favourite', catalogObjectId: 'V-OLD', gross: 99_000 })] })],
  2025: [
    order({ createdAt: '2025-07-04T20:00:00.000Z', lines: [rocket(6_000, '3'), line({ name: 'Snaps', catalogObjectId: 'V-SNAPS', gross: 500, quantity: '10' })] }),
    order({ createdAt: '2025-07-01T20:00:00.000Z', lines: [rocket(2_000)] }),
    // not COMPLETED: never counts
    order({ createdAt: '2025-07-01T21:00:00.000Z', state: 'CANCELED', lines: [line({ name: 'Snaps', catalogObjectId: 'V-SNAPS', gross: 90_000, quantity: '900' })] }),
  ],
}

setUpElementTests()

const axisLabels = (chart: Element) => [...chart.querySelectorAll('.fw-chart-axis-category text')].map((text) => text.textContent)

describe('<fw-top-items>', () => {
  it('shows only the latest selected season, by revenue and by units', async () => {
    const { root, api } = mountElement('fw-top-items', { 'location-id': 'L1', years: '2024,2025' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-top-items[data-status="ready"]')).not.toBeNull())
    expect(api.calls.filter((call) => call.startsWith('/square/items'))).toEqual(['/square/items?locationId=L1&year=2025&days=28to5'])
    expect(root.querySelector('.fw-top-items-title')).toHaveTextContent('Oakdale Tent')
    expect(root.querySelector('.fw-top-items-year')).toHaveTextContent('Items sold in 2025')
    const [byRevenue, byUnits] = [...root.querySelectorAll('.fw-horizontal-bar-chart')]
    expect(axisLabels(byRevenue!)).toEqual(['Rocket', 'Snaps'])
    expect(axisLabels(byUnits!)).toEqual(['Snaps', 'Rocket'])
    // Rocket: $60 + $20 over 4 units → $20.00 each
    const table = byRevenue!.querySelector('.fw-chart-data-table')!
    expect(table.querySelector('tbody tr')).toHaveTextContent('Rocket$804$20.00')
    expect(root.querySelector('.fw-chart-frame-title')).toHaveTextContent('Top Items by Sales Revenue')
  })

  it('shows the items of the selected days only: Today lists tonight’s sellers and says so', async () => {
    const { root, api } = mountElement('fw-top-items', { 'location-id': 'L1', years: '2025', days: '4to4' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-top-items[data-status="ready"]')).not.toBeNull())
    expect(api.calls.filter((call) => call.startsWith('/square/items'))).toEqual(['/square/items?locationId=L1&year=2025&days=4to4'])
    expect(root.querySelector('.fw-top-items-year')).toHaveTextContent('Items sold on Jul 4, 2025')
    // July 1's Rocket is not July 4's: 3 Rockets for $60.00 and 10 Snaps.
    const table = root.querySelector('.fw-items-table')!
    expect(table.querySelector('h3')).toHaveTextContent('Item Sales Jul 4, 2025')
    expect(table.querySelector('tbody tr')).toHaveTextContent('Rocket$60.003$20.00')
  })

  it('says when the location does not exist', async () => {
    const { root } = mountElement('fw-top-items', { 'location-id': 'NOPE' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('[role="alert"]')).not.toBeNull())
    expect(root.querySelector('.fw-not-found-title')).toHaveTextContent('Location Not Found')
    expect(root.querySelector('.fw-not-found-message')).toHaveTextContent('The location with ID NOPE could not be found.')
  })

  it('asks for a year when none is selected', async () => {
    const { root } = mountElement('fw-top-items', { 'location-id': 'L1', years: '' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-top-items[data-status="no-years"]')).toHaveTextContent('Please select a year'))
  })
})

describe('TopItemsView', () => {
  it('grows each chart by 50 px an item beyond 16 items', () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({
      itemName: `Item ${index}`,
      variationName: null,
      itemLabel: `Item ${index}`,
      catalogObjectId: `V${index}`,
      totalSales: 1_000 + index,
      totalUnits: 1,
      averagePrice: 1_000 + index,
    }))
    const { container } = render(<TopItemsView model={topItemsModel(rows)} locationName="Oakdale Tent" period={itemsPeriod(2025, [...SEASON_DAYS])} />)
    const bodies = [...container.querySelectorAll<HTMLElement>('.fw-chart-frame-body')]
    expect(bodies.map((body) => body.style.height)).toEqual(['1000px', '1000px'])
  })

  it('says No data available for a season without sales', () => {
    const { container } = render(<TopItemsView model={topItemsModel([])} locationName="Oakdale Tent" period={itemsPeriod(2025, [...SEASON_DAYS])} />)
    expect(container.querySelectorAll('.fw-chart-frame')[0]).toHaveTextContent('No data available')
  })
})
