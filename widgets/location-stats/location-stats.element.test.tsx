// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import './location-stats.element'

const locations = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2023, 2024, 2025])]
const orders = {
  2024: [order({ createdAt: '2024-07-04T20:00:00.000Z', lines: [line({ gross: 8_000 })] })],
  2025: [
    order({ createdAt: '2025-07-04T20:00:00.000Z', tender: 'CASH', lines: [line({ gross: 6_000 })] }),
    order({ createdAt: '2025-07-01T20:00:00.000Z', lines: [line({ gross: 4_000 })] }),
  ],
}

setUpElementTests()

function mount(attributes: Record<string, string>) {
  return mountElement('fw-location-stats', attributes, fakeApi(locations, orders))
}

describe('<fw-location-stats>', () => {
  it('renders the stats of the default years inside its shadow root', async () => {
    const { root, api } = mount({ 'location-id': 'L1' })
    await waitFor(() => expect(root.querySelector('.fw-location-stats[data-status="ready"]')).not.toBeNull())
    // the default years need the tracked seasons first; then one stats answer per year (once the
    // page knows the server's clock, so every year is asked at the same minute)
    expect(api.calls.filter((call) => call.startsWith('/square/'))).toEqual([
      '/square/locations',
      '/square/stats?locationId=L1&years=2024&days=28to5',
      '/square/stats?locationId=L1&years=2025&days=28to5',
    ])
    expect(root.querySelector('.fw-location-stats-title')).toHaveTextContent('Oakdale Tent')
    expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('$100.00')
    expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('+25.0% vs 2024')
    expect(root.querySelectorAll('.fw-year-comparison-chart')).toHaveLength(2)
    // nothing leaks into the page itself
    expect(document.body.querySelector('.fw-location-stats')).toBeNull()
  })

  it('follows its years and days attributes', async () => {
    const { root, api } = mount({ 'location-id': 'L1', years: '2025', days: '1to3' })
    await waitFor(() => expect(root.querySelector('.fw-location-stats[data-status="ready"]')).not.toBeNull())
    // given years are asked for at once, beside the locations answer (for the name)
    expect(api.calls.filter((call) => call.startsWith('/square/')).sort()).toEqual(['/square/locations', '/square/stats?locationId=L1&years=2025&days=1to3'])
    // only the 7/1 order falls in July 1–3
    expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('$40.00')
    expect(root.querySelector('.fw-year-comparison-chart')).toBeNull()
    const dayLabels = [...root.querySelectorAll('[data-section="daily"] .fw-bar-chart')[0]!.querySelectorAll('.fw-chart-axis-category text')]
    expect(dayLabels.map((text) => text.textContent)).toEqual(['7/1', '7/2', '7/3'])
  })

  it('shows why a location cannot be shown', async () => {
    const { root } = mount({ 'location-id': 'NOPE' })
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toHaveTextContent('The location with ID NOPE could not be found.'))
  })
})
