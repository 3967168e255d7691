// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../summary-cards/api-fixtures'
import './location-stats.element'

const locations = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2023, 2024, 2025])]
const orders = {
  2024: [order({ createdAt: '2024-07-04T20:00:00.000Z', lines: [line({ gross: 8_000 })] })],
  2025: [
    order({ createdAt: '2025-07-04T20:00:00.000Z', tender: 'CASH', lines: [line({ gross: 6_000 })] }),
    order({ createdAt: '2025-07-01T20:00:00.000Z', lines: [line({ gross: 4_000 })] }),
  ],
}

// The element renders through its own React root, outside Testing Library's act(): say so, so
// React does not warn about every update while waitFor polls.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(async () => {
  document.body.innerHTML = ''
  // Removed elements unmount a microtask later (a move would reconnect them first).
  await new Promise((resolve) => setTimeout(resolve, 0))
  vi.unstubAllGlobals()
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
})

function mount(attributes: Record<string, string>) {
  const api = fakeApi(locations, orders)
  vi.stubGlobal('fetch', api.fetch)
  const element = document.createElement('fw-location-stats')
  element.setAttribute('api-base', 'http://127.0.0.1/api')
  element.setAttribute('token', 'test-token')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return { element, api }
}

describe('<fw-location-stats>', () => {
  it('renders the stats of the default years inside its shadow root', async () => {
    const { element, api } = mount({ 'location-id': 'L1' })
    const root = element.shadowRoot!
    await waitFor(() => expect(root.querySelector('.fw-location-stats[data-status="ready"]')).not.toBeNull())
    expect(api.calls).toEqual(['/square/locations', '/square/orders?locationId=L1&year=2024', '/square/orders?locationId=L1&year=2025'])
    expect(root.querySelector('.fw-location-stats-title')).toHaveTextContent('Oakdale Tent')
    expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('$100.00')
    expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('+25.0% vs 2024')
    expect(root.querySelectorAll('.fw-year-comparison-chart')).toHaveLength(2)
    // nothing leaks into the page itself
    expect(document.body.querySelector('.fw-location-stats')).toBeNull()
  })

  it('follows its years and days attributes', async () => {
    const { element, api } = mount({ 'location-id': 'L1', years: '2025', days: '1to3' })
    const root = element.shadowRoot!
    await waitFor(() => expect(root.querySelector('.fw-location-stats[data-status="ready"]')).not.toBeNull())
    expect(api.calls).toEqual(['/square/locations', '/square/orders?locationId=L1&year=2025'])
    // only the 7/1 order falls in July 1–3
    expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('$40.00')
    expect(root.querySelector('.fw-year-comparison-chart')).toBeNull()
    const dayLabels = [...root.querySelectorAll('[data-section="daily"] .fw-bar-chart')[0]!.querySelectorAll('.fw-chart-axis-category text')]
    expect(dayLabels.map((text) => text.textContent)).toEqual(['7/1', '7/2', '7/3'])
  })

  it('shows why a location cannot be shown', async () => {
    const { element } = mount({ 'location-id': 'NOPE' })
    await waitFor(() => expect(element.shadowRoot!.querySelector('[role="alert"]')).toHaveTextContent('The location with ID NOPE could not be found.'))
  })
})
