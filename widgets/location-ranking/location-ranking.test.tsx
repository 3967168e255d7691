// @vitest-environment jsdom
// <fw-location-ranking> on a fake API that computes the season pace from hand-made orders as the
// server does, at 8:30 PM on July 4, 2025: each stand's change is 2025 so far against 2024 up to
// the same moment (the Season Pace figure), the page says so, and a closed stand stands apart.
import { fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { RANKING_NOW, rankingLocations, rankingOrders } from './ranking-fixture'
import './location-ranking.element'

const order = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('tbody tr[data-location-id]')].map((row) => row.dataset.locationId)
let servers = 0
const mount = (serverTime = RANKING_NOW) =>
  mountElement('fw-location-ranking', { 'api-base': `http://127.0.0.${++servers}/api` }, fakeApi(rankingLocations(), rankingOrders(), { serverTime }))

describe('<fw-location-ranking>', () => {
  setUpElementTests()

  it('ranks the open stands by 2025 so far against 2024 at the same moment, with links, and says up to when', async () => {
    const { root, api } = mount()
    const ui = within(root.querySelector<HTMLElement>('.fw-root')!)
    await waitFor(() => expect(order(root)).toEqual(['LB', 'LA', 'LC', 'LD']))
    // The season pace of every location, at the server's minute.
    expect(api.calls.filter((call) => call.startsWith('/square/pace'))).toEqual(['/square/pace?asOf=2025-07-05T03%3A30%3A00.000Z'])
    expect(root).toHaveTextContent('2025 season so far against 2024 at the same moment, to Jul 4, 8:30 PM, each location in its own local time.')
    // Bravo's 2024 up to 8:30 PM was $2,000.00 (its whole evening $3,000.00): −25.0 %, not −50.0 %.
    expect(root.querySelector('tr[data-location-id="LB"]')).toHaveTextContent('1Bravo Stand$1,500.00▼ -25.0%30▲ +20.0%')
    expect(root.querySelector('tr[data-location-id="LA"]')).toHaveTextContent('2Alpha Tent$1,200.00▲ +20.0%12▲ +20.0%')
    expect(root.querySelector('tr[data-location-id="LC"]')).toHaveTextContent('2Charlie Booth$1,200.00New8New')
    expect(ui.getByRole('columnheader', { name: 'Net Sales 2025 So Far' })).toBeInTheDocument()
    expect(ui.getAllByRole('columnheader', { name: 'vs 2024 Same Moment' })).toHaveLength(2)
    expect(ui.getByRole('link', { name: 'Alpha Tent' })).toHaveAttribute('href', '/admin/locations/LA')
    // The whole business as Season Pace counts it: $3,900.00 against $3,500.00 (Delta Depot's $500.00 included).
    expect(root).toHaveTextContent('$3,900.00 net sales (+11.4% vs 2024) and 50 transactions (+25.0% vs 2024) at 3 of 3 open stands.')
    fireEvent.click(ui.getByRole('button', { name: 'Transactions' }))
    await waitFor(() => expect(order(root)).toEqual(['LB', 'LA', 'LC', 'LD']))
    expect(ui.getByRole('button', { name: 'Transactions' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('lists a stand closed this season apart, never atop the ranking at −100 %', async () => {
    const { root } = mount()
    await waitFor(() => expect(root.querySelector('tbody.fw-ranking-closed')).not.toBeNull())
    const apart = root.querySelector<HTMLElement>('tbody.fw-ranking-closed')!
    expect(within(apart).getByRole('rowheader', { name: 'Closed this season' })).toBeInTheDocument()
    expect(apart.querySelector('tr[data-location-id="LD"]')).toHaveTextContent('—Delta Depot$0.00Closed0Closed')
    expect(root.querySelector('tbody:not(.fw-ranking-closed) tr[data-location-id="LD"]')).toBeNull()
  })

  it('ranks whole seasons out of season, and says so', async () => {
    const { root } = mount('2025-07-20T19:00:00.000Z')
    await waitFor(() => expect(root).toHaveTextContent('Out of season: the 2025 season’s final pace against 2024, whole seasons.'))
    // Against the whole of Bravo's 2024 ($3,000.00): −50.0 %.
    expect(root.querySelector('tr[data-location-id="LB"]')).toHaveTextContent('1Bravo Stand$1,500.00▼ -50.0%')
    expect(within(root.querySelector<HTMLElement>('.fw-root')!).getByRole('columnheader', { name: 'Net Sales 2025' })).toBeInTheDocument()
  })

  it('says so when no season has sales', async () => {
    const { root } = mountElement('fw-location-ranking', { 'api-base': `http://127.0.0.${++servers}/api` }, fakeApi([], {}, { serverTime: RANKING_NOW }))
    await waitFor(() => expect(root).toHaveTextContent('No season has sales yet.'))
  })
})
