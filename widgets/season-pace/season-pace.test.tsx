// @vitest-environment jsdom
// <fw-season-pace> on a fake API that computes the pace from hand-made orders as the server does:
// the cards, the sorted table with its quiet stand and links, what it says it compares in and
// out of season, and a figures change asking again only for a pace that holds the location.
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refreshLocationYears } from '../../src/api/queries'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { catchCsvDownloads } from '../widget-kit/rows/testing/csv-downloads'
import { PACE_LOCATIONS, PACE_NOW, PACE_ORDERS } from './pace-fixture'
import './season-pace.element'

const rows = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('tbody tr[data-location-id]')].map((row) => row.dataset.locationId)
let servers = 0
/** Mounts the element on a fake API of its own base, so the page measures that server's clock afresh. */
function mount(attributes: Record<string, string>, serverTime = PACE_NOW) {
  const api = fakeApi(PACE_LOCATIONS, PACE_ORDERS, { serverTime })
  return mountElement('fw-season-pace', { ...attributes, 'api-base': `http://127.0.0.${++servers}/api` }, api)
}
/** The chain and Closed Corner, which sold $300.00 by 8:30 PM on July 4, 2024 and is INACTIVE in 2025: a −100 % that is no pace. */
function mountWithClosed() {
  const closed = { ...fakeLocation('LC', 'Closed Corner', 'America/Los_Angeles', [2024]), status: 'INACTIVE' as const }
  const closedSale = { ...order({ id: 'LC-2024', createdAt: '2024-07-04T19:00:00-07:00', lines: [line({ gross: 30_000 })] }), location_id: 'LC' }
  const api = fakeApi([...PACE_LOCATIONS, closed], { 2024: [...PACE_ORDERS[2024]!, closedSale], 2025: PACE_ORDERS[2025]! }, { serverTime: PACE_NOW })
  return mountElement('fw-season-pace', { city: '', 'api-base': `http://127.0.0.${++servers}/api` }, api)
}
const ready = (root: ShadowRoot) => waitFor(() => expect(root.querySelector('.fw-season-pace[data-status="ready"]')).not.toBeNull())

describe('<fw-season-pace>', () => {
  setUpElementTests()

  it('holds the chain’s season so far against the same moment of the last, each stand in its own time, falling behind first', async () => {
    const { root, api } = mount({ city: '' })
    await ready(root)
    const ui = within(root.querySelector<HTMLElement>('.fw-root')!)
    // Asked once, at the server's minute.
    expect(api.calls.filter((call) => call.startsWith('/square/pace'))).toEqual(['/square/pace?city=&asOf=2025-07-05T03%3A30%3A00.000Z'])
    expect(root).toHaveTextContent('2025 season so far against 2024 at the same moment, to Jul 4, 8:30 PM, each location in its own local time.')
    const netSales = ui.getByRole('article', { name: 'Net Sales' })
    expect(netSales).toHaveTextContent('$1,215.00')
    expect(netSales).toHaveTextContent('+26.6% vs 2024')
    expect(netSales).toHaveTextContent('Like for like, to Jul 4, 8:30 PM')
    expect(ui.getByRole('article', { name: 'Total Transactions' })).toHaveTextContent('50')
    expect(rows(root)).toEqual(['LA', 'LP', 'LB'])
    expect(root.querySelector('tr[data-location-id="LA"]')).toHaveTextContent('Alpha Tent Quiet$600.00$620.00▼ -3.2%Jul 4, 7:55 PM PDT (35 min ago)')
    expect(root.querySelector('tr[data-location-id="LP"]')).toHaveTextContent('Pigeon Forge$165.00$100.00▲ +65.0%Jul 4, 11:00 PM EDT (30 min ago)')
    expect(ui.getByRole('status')).toHaveTextContent('1 stand is quiet: no sale for 30 minutes in its usual busy hours.')
    expect(ui.getByRole('link', { name: 'Bravo Stand' })).toHaveAttribute('href', '/stats/details/location/LB/stats')
    expect(ui.getByRole('img', { name: 'Cumulative Net Sales by Hour, line chart' })).toBeInTheDocument()
    expect(root.querySelector('.fw-pace-now')).toHaveTextContent('now')
  })

  it('sets a stand closed this season apart below the others, never first of “falling behind first”', async () => {
    const { root } = mountWithClosed()
    await ready(root)
    const ui = within(root.querySelector<HTMLElement>('.fw-root')!)
    expect(rows(root)).toEqual(['LA', 'LP', 'LB', 'LC'])
    const apart = root.querySelector('tbody.fw-pace-closed')!
    expect(within(apart as HTMLElement).getByRole('rowheader', { name: 'Closed this season' })).toBeInTheDocument()
    expect(apart.querySelector('tr[data-location-id="LC"]')).toHaveTextContent('Closed Corner$0.00$300.00Closed')
    // Whatever the sort, it stays below.
    for (const name of ['Pace', 'Pace', 'Location', 'Net Sales 2024 Same Moment']) {
      fireEvent.click(ui.getByRole('button', { name }))
      expect(rows(root).at(-1)).toBe('LC')
    }
  })

  it('sorts by any column, each way', async () => {
    const { root } = mount({ city: '' })
    await ready(root)
    const ui = within(root.querySelector<HTMLElement>('.fw-root')!)
    fireEvent.click(ui.getByRole('button', { name: 'Location' }))
    expect(rows(root)).toEqual(['LA', 'LB', 'LP'])
    fireEvent.click(ui.getByRole('button', { name: 'Location' }))
    expect(rows(root)).toEqual(['LP', 'LB', 'LA'])
    fireEvent.click(ui.getByRole('button', { name: 'Net Sales 2025 So Far' }))
    expect(rows(root)).toEqual(['LA', 'LB', 'LP'])
    fireEvent.click(ui.getByRole('button', { name: 'Last Payment' }))
    expect(rows(root)).toEqual(['LB', 'LP', 'LA'])
    expect(ui.getByRole('columnheader', { name: 'Last Payment' })).toHaveAttribute('aria-sort', 'descending')
  })

  it('shows the last season’s final pace out of season, and says so', async () => {
    const { root, api } = mount({ 'location-ids': 'LA,LB' }, '2025-07-20T19:00:00.000Z')
    await ready(root)
    expect(api.calls.filter((call) => call.startsWith('/square/pace'))).toEqual(['/square/pace?locationIds=LA%2CLB'])
    expect(root).toHaveTextContent('Out of season: the 2025 season’s final pace against 2024, whole seasons.')
    expect(rows(root)).toEqual(['LA', 'LB'])
    expect(root.querySelector('.fw-pace-now')).toBeNull()
    expect(within(root.querySelector<HTMLElement>('.fw-root')!).getByRole('columnheader', { name: 'Net Sales 2024' })).toBeInTheDocument()
  })

  it('asks again when a location it holds changes, and not for another', async () => {
    const { root, api } = mount({ city: 'oakdale' })
    await ready(root)
    expect(rows(root)).toEqual(['LA', 'LB'])
    // Its own key only: an earlier test's store stays mounted for nanostores' unmount delay (1 s).
    const asked = () => api.calls.filter((call) => call.startsWith('/square/pace?city=oakdale')).length
    refreshLocationYears('LP', [2025])
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(asked()).toBe(1)
    refreshLocationYears('LB', [2025])
    await waitFor(() => expect(asked()).toBe(2))
  })

  describe('on a phone, and as a file', () => {
    afterEach(() => vi.restoreAllMocks())

    it('keeps the stand and its pace, and opens the rest under a row with its button', async () => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 358, height: 600 } as DOMRect)
      const { root } = mount({ city: '' })
      await ready(root)
      const table = within(root.querySelector<HTMLElement>('.fw-root')!).getByRole('table', { name: 'Pace by location, 2025' })
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Location', 'Pace', 'Details'])
      expect(root.querySelector('tr[data-location-id="LA"]')).toHaveTextContent('Alpha Tent Quiet▼ -3.2%')
      const toggle = within(table).getByRole('button', { name: 'Details of Alpha Tent' })
      fireEvent.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const details = root.getElementById(toggle.getAttribute('aria-controls')!)!
      expect([...details.querySelectorAll('[data-detail]')].map((entry) => entry.textContent)).toEqual([
        'Net Sales 2025 So Far$600.00',
        'Net Sales 2024 Same Moment$620.00',
        'Last PaymentJul 4, 7:55 PM PDT (35 min ago)',
      ])
    })

    it('keeps a stand closed this season apart on a phone, its figures under its row, and last in the file', async () => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 358, height: 600 } as DOMRect)
      const downloads = catchCsvDownloads()
      const { root } = mountWithClosed()
      await ready(root)
      const ui = within(root.querySelector<HTMLElement>('.fw-root')!)
      const apart = root.querySelector<HTMLElement>('tbody.fw-pace-closed')!
      // The title spans the phone's columns: the stand, its pace and the details button.
      expect(within(apart).getByRole('rowheader', { name: 'Closed this season' })).toHaveAttribute('colspan', '3')
      expect(apart.querySelector('tr[data-location-id="LC"]')).toHaveTextContent('Closed CornerClosed')
      const toggle = within(apart).getByRole('button', { name: 'Details of Closed Corner' })
      fireEvent.click(toggle)
      const details = root.getElementById(toggle.getAttribute('aria-controls')!)!
      expect(apart.contains(details)).toBe(true)
      expect([...details.querySelectorAll('[data-detail]')].map((entry) => entry.textContent)).toEqual(['Net Sales 2025 So Far$0.00', 'Net Sales 2024 Same Moment$300.00', 'Last PaymentNo sale yet'])
      fireEvent.click(ui.getByRole('button', { name: 'Export CSV' }))
      const lines = (await downloads.next()).rows
      // The file's rows in the table's order: the sorted stands, then the closed one, whose −100 % is no pace.
      expect(lines.slice(1).map((row) => row[0])).toEqual(rows(root))
      expect(lines.at(-1)).toEqual(['LC', 'Closed Corner', 'INACTIVE', '0.00', '300.00', '', '', 'no'])
    })

    it('downloads the rows as the table sorts them, amounts in dollars and each last sale with its zone', async () => {
      const downloads = catchCsvDownloads()
      const { root } = mount({ city: '' })
      await ready(root)
      fireEvent.click(within(root.querySelector<HTMLElement>('.fw-root')!).getByRole('button', { name: 'Export CSV' }))
      const { file, rows } = await downloads.next()
      expect(file).toBe('pace-all-cities-2025.csv')
      expect(rows).toEqual([
        ['Location ID', 'Location', 'Status', 'Net Sales 2025 So Far', 'Net Sales 2024 Same Moment', 'Pace (%)', 'Last Payment', 'Quiet'],
        ['LA', 'Alpha Tent', 'ACTIVE', '600.00', '620.00', '-3.2', '7/4/2025, 7:55 PM PDT', 'yes'],
        ['LP', 'Pigeon Forge', 'ACTIVE', '165.00', '100.00', '65.0', '7/4/2025, 11:00 PM EDT', 'no'],
        expect.arrayContaining(['LB', 'Bravo Stand']),
      ])
    })
  })
})
