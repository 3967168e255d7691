// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { rankingFixture } from './ranking-fixture'
import './location-ranking.element'

const order = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('tbody tr[data-location-id]')].map((row) => row.dataset.locationId)

describe('<fw-location-ranking>', () => {
  setUpElementTests()

  it('ranks every location from the locations answer, with changes and links', async () => {
    const { root, api } = mountElement('fw-location-ranking', {}, fakeApi(rankingFixture(), {}))
    const ui = within(root.querySelector<HTMLElement>('.fw-root')!)
    await waitFor(() => expect(order(root)).toEqual(['LB', 'LA', 'LC', 'LD']))
    expect(api.calls).toEqual(['/square/locations'])
    expect(root.querySelector('tr[data-location-id="LB"]')).toHaveTextContent('1Bravo Stand$1,500.00▼ -25.0%30▲ +20.0%')
    expect(root.querySelector('tr[data-location-id="LC"]')).toHaveTextContent('2Charlie Booth$1,200.00New8New')
    expect(root.querySelector('tr[data-location-id="LD"]')).toHaveTextContent('Inactive')
    expect(ui.getByRole('link', { name: 'Alpha Tent' })).toHaveAttribute('href', '/admin/locations/LA')
    expect(root).toHaveTextContent('2025 season, against 2024: $3,900.00 net sales and 49 transactions at 3 of 4 locations.')
    fireEvent.click(ui.getByRole('button', { name: 'Transactions' }))
    await waitFor(() => expect(order(root)).toEqual(['LB', 'LA', 'LC', 'LD']))
    expect(ui.getByRole('button', { name: 'Transactions' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('says so when no season has sales', async () => {
    const { root } = mountElement('fw-location-ranking', {}, fakeApi([], {}))
    await waitFor(() => expect(root).toHaveTextContent('No season has sales yet.'))
  })
})
