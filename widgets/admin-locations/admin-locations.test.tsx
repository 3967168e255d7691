// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { adminFixtureLocations } from './admin-locations-fixtures'
import './admin-locations.element'
import './admin-location.element'

const inside = (root: ShadowRoot) => within(root as unknown as HTMLElement)
const card = (root: ShadowRoot, key: string) => root.querySelector<HTMLElement>(`[data-card="${key}"]`)!
const rowIds = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('tbody tr[data-location-id]')].map((row) => row.dataset.locationId)

describe('<fw-admin-locations>', () => {
  setUpElementTests()

  async function mounted(attributes: Record<string, string> = {}) {
    const mount = mountElement('fw-admin-locations', attributes, fakeApi(adminFixtureLocations(), {}))
    await waitFor(() => expect(rowIds(mount.root)).toHaveLength(4))
    return { ...mount, ui: inside(mount.root) }
  }

  it('shows the four cards for every location', async () => {
    const { root } = await mounted()
    expect(card(root, 'total')).toHaveTextContent('Total Locations44 shown with the current filters')
    expect(card(root, 'base-year-sales')).toHaveTextContent('2023 Total Sales$1,500.00')
    expect(card(root, 'year-sales')).toHaveTextContent('2024 Total Sales$1,500.00■ 0.0% from 2023')
    expect(card(root, 'cities')).toHaveTextContent('Active Cities2')
  })

  it('changes the counts and sums with the filters', async () => {
    const { root, ui } = await mounted()
    fireEvent.change(ui.getByLabelText('Location ID'), { target: { value: 'oak1' } })
    await waitFor(() => expect(rowIds(root)).toEqual(['LOAK1']))
    expect(card(root, 'total')).toHaveTextContent('1 shown with the current filters')
    expect(card(root, 'year-sales')).toHaveTextContent('$1,500.00▲ +50.0% from 2023')
    expect(card(root, 'year-sales').querySelector('[data-trend]')).toHaveAttribute('data-trend', 'up')
    fireEvent.change(ui.getByLabelText('Location ID'), { target: { value: '' } })
    fireEvent.change(ui.getByLabelText('City'), { target: { value: 'Riverbank' } })
    await waitFor(() => expect(rowIds(root)).toEqual(['LRIV1']))
    expect(card(root, 'cities')).toHaveTextContent('Active Cities1')
    fireEvent.change(ui.getByLabelText('City'), { target: { value: '' } })
    fireEvent.click(ui.getByRole('switch', { name: 'Has Sales Data' }))
    await waitFor(() => expect(rowIds(root)).toEqual(['LOAK1', 'LOAK2']))
    expect(card(root, 'year-sales')).toHaveTextContent('$1,500.00■ 0.0% from 2023')
  })

  it('reads addresses and coordinates, coloured by source, or says they are missing', async () => {
    const { root } = await mounted()
    const cells = (id: string) => [...root.querySelectorAll(`tr[data-location-id="${id}"] td`)]
    expect(cells('LOAK1')[1]).toHaveTextContent('1 Main St, Oakdale, 95361')
    expect(cells('LOAK1')[2]).toHaveTextContent('37.76654, -120.84712')
    expect(cells('LOAK1')[2]).toHaveAttribute('data-source', 'square')
    expect(cells('LOAK2')[2]).toHaveAttribute('data-source', 'internal')
    expect(cells('LRIV1')[2]).toHaveTextContent('No coordinates')
    expect(cells('XNOADDR')[1]).toHaveTextContent('No address')
    expect(within(root as unknown as HTMLElement).getByRole('list', { name: 'Coordinate colours' })).toHaveTextContent('Coordinates from SquareCoordinates from the address (geocoded)')
  })

  it('sorts by a header and flips on a second click', async () => {
    const { root, ui } = await mounted()
    expect(rowIds(root)).toEqual(['LOAK1', 'LOAK2', 'LRIV1', 'XNOADDR'])
    fireEvent.click(ui.getByRole('button', { name: 'Location ID' }))
    await waitFor(() => expect(rowIds(root)).toEqual(['XNOADDR', 'LRIV1', 'LOAK2', 'LOAK1']))
    fireEvent.click(ui.getByRole('button', { name: 'Coordinates' }))
    await waitFor(() => expect(rowIds(root)).toEqual(['LOAK2', 'LOAK1', 'LRIV1', 'XNOADDR']))
    expect(ui.getByRole('columnheader', { name: 'Coordinates' })).toHaveAttribute('aria-sort', 'ascending')
  })

  it('links each row to its admin page and tells the host on a click', async () => {
    const { root, ui, element } = await mounted()
    const link = ui.getByRole('link', { name: 'LOAK1' })
    expect(link).toHaveAttribute('href', '/admin/locations/LOAK1')
    const navigate = vi.fn((event: Event) => event.preventDefault())
    element.addEventListener('fw-navigate', navigate)
    fireEvent.click(root.querySelector<HTMLElement>('tr[data-location-id="LOAK2"] td:nth-child(2)')!)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect((navigate.mock.calls[0]![0] as CustomEvent).detail).toEqual({ href: '/admin/locations/LOAK2' })
  })

  it('renders only the rows in view (and the overscan) of a long list', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ ...adminFixtureLocations()[0]!, id: `L${String(i).padStart(3, '0')}` }))
    const { root } = mountElement('fw-admin-locations', {}, fakeApi(many, {}))
    await waitFor(() => expect(rowIds(root)[0]).toBe('L000'))
    // a 600 px box of 64 px rows shows 10 rows; 10 more are rendered below them
    expect(rowIds(root).length).toBeGreaterThanOrEqual(10)
    expect(rowIds(root).length).toBeLessThanOrEqual(21)
    expect(root.querySelector('table')).toHaveAttribute('aria-rowcount', '301')
  })

  it('shows the season in progress of the locations shown, against 2024 at the same moment, and says up to when', async () => {
    // 8:30 PM on July 4, 2025 in Los Angeles. By then: 2024 Oakdale Tent $100.00, Oakdale Stand $50.00
    // (Oakdale Tent's $200.00 at 10 PM comes after); 2025 Oakdale Tent $120.00, Riverbank Booth $30.00.
    const at = (locationId: string, createdAt: string, gross: number) => ({ ...order({ createdAt, lines: [line({ gross })] }), location_id: locationId })
    const orders = {
      2024: [at('LOAK1', '2024-07-04T19:00:00-07:00', 10_000), at('LOAK2', '2024-07-04T18:00:00-07:00', 5_000), at('LOAK1', '2024-07-04T22:00:00-07:00', 20_000)],
      2025: [at('LOAK1', '2025-07-04T19:00:00-07:00', 12_000), at('LRIV1', '2025-07-04T20:00:00-07:00', 3_000)],
    }
    const { root, api } = mountElement('fw-admin-locations', { 'api-base': 'http://127.0.0.21/api' }, fakeApi(adminFixtureLocations(), orders, { serverTime: '2025-07-05T03:30:20.000Z' }))
    const ui = inside(root)
    await waitFor(() => expect(card(root, 'current-sales')).toHaveTextContent('2025 Total Sales'))
    expect(api.calls.filter((call) => call.startsWith('/square/pace'))).toEqual(['/square/pace?asOf=2025-07-05T03%3A30%3A00.000Z'])
    // $150.00 against $150.00 by the same moment (against all of 2024's $350.00 it would read −57.1 %).
    expect(card(root, 'current-sales')).toHaveTextContent('2025 Total Sales$150.00■ 0.0% from 2024 at the same momentSo far, to Jul 4, 8:30 PM')
    // The filters choose the locations it adds up.
    fireEvent.change(ui.getByLabelText('City'), { target: { value: 'OAKDALE' } })
    await waitFor(() => expect(card(root, 'current-sales')).toHaveTextContent('$120.00▼ -20.0% from 2024 at the same moment'))
  })

  it('writes row links with the host’s link-template', async () => {
    const { ui } = await mounted({ 'link-template': '/ops/site/{locationId}' })
    expect(ui.getByRole('link', { name: 'LRIV1' })).toHaveAttribute('href', '/ops/site/LRIV1')
  })
})

describe('<fw-admin-location>', () => {
  setUpElementTests()

  const orders = {
    2023: [order({ createdAt: '2023-07-04T20:00:00.000Z', lines: [line({ gross: 4_000 })] })],
    2024: [order({ createdAt: '2024-07-04T21:00:00.000Z', lines: [line({ gross: 6_000 })] })],
  }
  const locations = adminFixtureLocations().map((location) => (location.id === 'LOAK1' ? { ...location, id: 'L1' } : location))

  it('shows the header, the four figures, the hourly charts and the raw data', async () => {
    const { root } = mountElement('fw-admin-location', { 'location-id': 'L1' }, fakeApi(locations, orders))
    const ui = inside(root)
    await waitFor(() => expect(ui.getByRole('heading', { name: 'Oakdale Tent' })).toBeInTheDocument())
    expect(root.querySelector('.fw-admin-location-header')).toHaveTextContent('Oakdale TentFireworks Co1 Main St, Oakdale, 95361')
    expect(ui.getByRole('tab', { name: 'Stats' })).toHaveAttribute('href', '/admin/locations/L1/stats')
    expect(card(root, 'base-year-sales')).toHaveTextContent('$1,000.00')
    expect(card(root, 'year-sales')).toHaveTextContent('$1,500.00▲ +50.0% from 2023')
    expect(card(root, 'base-year-transactions')).toHaveTextContent('2023 Transactions10')
    expect(card(root, 'year-transactions')).toHaveTextContent('2024 Transactions12')
    // 1pm and 2pm local (PDT) in 2023 and 2024
    await waitFor(() => expect(ui.getByRole('img', { name: /^Hourly Net Sales/ })).toBeInTheDocument())
    expect(ui.getByRole('img', { name: /^Hourly Transactions/ })).toBeInTheDocument()
    expect(root.querySelector('.fw-admin-raw pre')!.textContent).toContain('"id": "L1"')
  })

  it('shows the location’s season in progress: 2025 so far against 2024 at the same moment, up to when', async () => {
    // 2024: $40.00 at 6 PM on July 4 (before 8:30 PM), $60.00 at 9 PM (after); 2025: $50.00 and $25.00 by 8:30 PM.
    const l1 = (createdAt: string, gross: number) => order({ createdAt, lines: [line({ gross })] })
    const evening = {
      2024: [l1('2024-07-04T18:00:00-07:00', 4_000), l1('2024-07-04T21:00:00-07:00', 6_000)],
      2025: [l1('2025-07-04T19:00:00-07:00', 5_000), l1('2025-07-04T20:15:00-07:00', 2_500)],
    }
    const { root } = mountElement('fw-admin-location', { 'location-id': 'L1', 'api-base': 'http://127.0.0.22/api' }, fakeApi(locations, evening, { serverTime: '2025-07-05T03:30:20.000Z' }))
    await waitFor(() => expect(card(root, 'current-sales')).toHaveTextContent('2025 Total Sales'))
    expect(card(root, 'current-sales')).toHaveTextContent('2025 Total Sales$75.00▲ +87.5% from 2024 at the same momentSo far, to Jul 4, 8:30 PM')
    expect(card(root, 'current-transactions')).toHaveTextContent('2025 Transactions2▲ +100.0% from 2024 at the same momentSo far, to Jul 4, 8:30 PM')
    // SPEC's fixed cards stay.
    expect(card(root, 'year-sales')).toHaveTextContent('2024 Total Sales')
  })

  it('says when the id names no location', async () => {
    const { root } = mountElement('fw-admin-location', { 'location-id': 'NOPE' }, fakeApi(locations, orders))
    const ui = inside(root)
    await waitFor(() => expect(ui.getByRole('heading', { name: 'Location Not Found' })).toBeInTheDocument())
    expect(root).toHaveTextContent('The location with ID NOPE could not be found.')
    expect(root).toHaveTextContent('Location data not found.')
    expect(ui.getByRole('link', { name: 'Back to the locations' })).toHaveAttribute('href', '/admin/locations')
  })
})
