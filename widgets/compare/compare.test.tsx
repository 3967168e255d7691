// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import type { Order } from '../../src/contract/square-order'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { comparedIds } from './compare-model'
import './compare.element'

const LA = 'America/Los_Angeles'
const locations = [fakeLocation('A', 'Oakdale Tent', LA, [2024, 2025]), fakeLocation('B', 'Riverbank Stand', LA, [2024, 2025])]
const at = (locationId: string, createdAt: string, gross: number): Order => ({ ...order({ createdAt, lines: [line({ gross })] }), location_id: locationId })
const orders = {
  2024: [at('A', '2024-07-04T20:00:00.000Z', 1_000)],
  2025: [
    at('A', '2025-07-04T20:00:00.000Z', 6_000),
    at('A', '2025-07-03T20:00:00.000Z', 4_000),
    at('B', '2025-07-04T21:00:00.000Z', 2_500),
  ],
}

setUpElementTests()

const chipNames = (root: ShadowRoot) => [...root.querySelectorAll('.fw-compare-chip')].map((chip) => chip.textContent)
const legend = (root: ShadowRoot, title: string) => {
  const frame = [...root.querySelectorAll('.fw-chart-frame')].find((candidate) => candidate.querySelector('h3')?.textContent === title)!
  return [...frame.querySelectorAll('.fw-chart-legend li')].map((item) => item.textContent)
}

describe('comparedIds', () => {
  it('keeps the first two distinct ids', () => {
    expect(comparedIds('A, B,C')).toEqual(['A', 'B'])
    expect(comparedIds(['A', 'A', '', 'B'])).toEqual(['A', 'B'])
    expect(comparedIds(undefined)).toEqual([])
  })
})

describe('<fw-compare>', () => {
  it('shows both locations of one season side by side, each as a series of every chart', async () => {
    const { root, api } = mountElement('fw-compare', { locations: 'A,B,C', years: '2024,2025', days: '28to5' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-compare[data-status="ready"]')).not.toBeNull())
    expect(api.calls.filter((call) => call.startsWith('/square/stats')).sort()).toEqual([
      '/square/stats?locationId=A&years=2025&days=28to5',
      '/square/stats?locationId=B&years=2025&days=28to5',
    ])
    expect(root.querySelector('nav[aria-label="Breadcrumb"]')).toHaveTextContent('LocationsCompare Locations')
    expect(chipNames(root)).toEqual(['Oakdale Tent', 'Riverbank Stand'])
    const cards = [...root.querySelectorAll('.fw-compare-card')]
    expect(cards.map((card) => card.querySelector('[data-figure="netSales"] dd')?.textContent)).toEqual(['$100.00', '$25.00'])
    expect(cards.map((card) => card.querySelector('[data-figure="totalTransactions"] dd')?.textContent)).toEqual(['2', '1'])
    for (const title of ['Daily Total Transactions', 'Daily Net Sales', 'Hourly Net Sales', 'Hourly Total Transactions']) {
      expect(legend(root, title)).toEqual(['Oakdale Tent', 'Riverbank Stand'])
    }
  })

  it('swaps the two locations and tells the host', async () => {
    const { root, element } = mountElement('fw-compare', { locations: 'A,B', years: '2025' }, fakeApi(locations, orders))
    const heard: string[][] = []
    element.addEventListener('fw-compare-change', (event) => heard.push(event.detail.locationIds))
    await waitFor(() => expect(root.querySelector('.fw-compare[data-status="ready"]')).not.toBeNull())
    fireEvent.click(root.querySelector('button[aria-label^="Swap"]')!)
    expect(heard).toEqual([['B', 'A']])
    await waitFor(() => expect(chipNames(root)).toEqual(['Riverbank Stand', 'Oakdale Tent']))
    await waitFor(() => expect(legend(root, 'Daily Net Sales')).toEqual(['Riverbank Stand', 'Oakdale Tent']))
  })

  it('is Ready to Compare with one location', async () => {
    const { root } = mountElement('fw-compare', { locations: 'A', years: '2025' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-compare-ready')).not.toBeNull())
    expect(root.querySelector('.fw-compare-ready')).toHaveTextContent('Ready to CompareSelect 2 locations and a year to compare their sales.')
    expect(chipNames(root)).toEqual(['Oakdale Tent'])
  })

  it('is Ready to Compare without a year', async () => {
    const { root } = mountElement('fw-compare', { locations: 'A,B', years: '' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-compare-ready')).not.toBeNull())
  })

  it('renders nothing without locations', async () => {
    const { root, api } = mountElement('fw-compare', { years: '2025' }, fakeApi(locations, orders))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.querySelector('.fw-compare')).toBeNull()
    expect(api.calls.filter((call) => call.startsWith('/square/'))).toEqual([])
  })

  it('says which location does not exist', async () => {
    const { root } = mountElement('fw-compare', { locations: 'A,NOPE', years: '2025' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-not-found-message')).toHaveTextContent('The location with ID NOPE could not be found.'))
  })
})
