// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Papa from 'papaparse'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { summariseOrder } from '../../src/analytics/order-summary'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import type { Order } from '../../src/contract/square-order'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { WidgetRoot } from '../widget-kit'
import { FULL_RANGE } from '../../src/season'
import { toOrderRows } from './order-rows'
import { OrdersTableView } from './orders-table-view'
import './orders-table.element'

const LA = 'America/Los_Angeles'

/** Orders on July 1–4 2025, one an hour from 18:00 UTC, every fifth OPEN and every seventh CANCELED. */
function season(count: number): Order[] {
  return Array.from({ length: count }, (_, index) =>
    order({
      id: `O${String(index).padStart(3, '0')}`,
      createdAt: new Date(Date.parse('2025-07-01T18:00:00.000Z') + index * 3_600_000).toISOString(),
      state: index % 7 === 3 ? 'CANCELED' : index % 5 === 4 ? 'OPEN' : 'COMPLETED',
      lines: [line({ name: index % 2 ? 'Rocket' : 'Fountain', gross: 1_000 + ((index * 37) % 50) * 100 })],
      tender: index % 3 ? 'CARD' : 'CASH',
    }),
  )
}

function renderView(orders: Order[], onNavigate?: (href: string) => void) {
  const rows = toOrderRows(orders.map(summariseOrder), LA)
  return render(
    <WidgetRoot
      token="test-token"
      onEvent={(event) => {
        // as the shell does: it routes the link itself
        if (event.type !== 'fw-navigate') return
        event.preventDefault()
        onNavigate?.((event.detail as { href: string }).href)
      }}
    >
      <OrdersTableView
        locationId="L1"
        locationName="Oakdale Tent"
        timeZone={LA}
        years={[2025]}
        days={FULL_RANGE}
        rows={rows}
        fixedRect={{ width: 1000, height: 640 }}
      />
    </WidgetRoot>,
  )
}

const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr.fw-orders-row')]
const firstCells = () => bodyRows().map((row) => row.cells[0]!.textContent)
const columnTexts = (index: number) => bodyRows().map((row) => row.cells[index]!.textContent ?? '')

afterEach(() => vi.restoreAllMocks())

describe('OrdersTableView', () => {
  it('lists COMPLETED orders newest first, titled with their count and years, 64 px rows with overscan 4', async () => {
    renderView(season(60))
    // 60 orders: 9 CANCELED (index % 7 = 3), 10 more OPEN → 41 COMPLETED
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('41 Orders in 2025')
    // 640 px show 10 rows, which the first draw holds alone; once it is painted, 4 more below are rendered ahead
    expect(bodyRows()).toHaveLength(10)
    await waitFor(() => expect(bodyRows()).toHaveLength(14))
    expect(bodyRows()[0]!.style.height).toBe('64px')
    expect(document.querySelector('table')).toHaveAttribute('aria-rowcount', '42')
    // the newest COMPLETED order is O058 (O059 is CANCELED): 2025-07-04T04:00Z → 7/3 9:00 PM in California
    expect(firstCells()[0]).toBe('7/3/2025, 9:00 PM')
    expect(document.querySelector('th[aria-sort="descending"]')).toHaveTextContent('Date & Time')
  })

  it('sorts by each column, and again the other way', () => {
    renderView(season(30))
    const sortBy = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
    sortBy('Total')
    const totals = columnTexts(2).map((text) => Number(text.replace(/[$,]/g, '')))
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    sortBy('Total')
    const ascending = columnTexts(2).map((text) => Number(text.replace(/[$,]/g, '')))
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    expect(ascending[0]).toBeLessThan(totals[0]!)
    sortBy('Items')
    expect(columnTexts(1)[0]).toBe('Fountain')
    sortBy('Payment')
    expect(columnTexts(5)[0]).toBe('CARD')
    sortBy('Date & Time')
    expect(document.querySelector('th[aria-sort="descending"]')).toHaveTextContent('Date & Time')
  })

  it('adds OPEN and CANCELED orders with the state filter', () => {
    renderView(season(60))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open' }))
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('51 Orders in 2025')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Canceled' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Completed' }))
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('19 Orders in 2025')
    expect(new Set(columnTexts(3))).toEqual(new Set(['OPEN', 'CANCELED']))
  })

  it('hides a column from the Columns menu', async () => {
    renderView(season(10))
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }))
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Payment' }))
    expect(screen.queryByRole('columnheader', { name: 'Payment' })).toBeNull()
    expect(bodyRows()[0]!.cells).toHaveLength(5)
  })

  it("links each row to its invoice, opens it with a click or Enter, and moves between rows with the keys", () => {
    const opened: string[] = []
    renderView(season(10), (href) => opened.push(href))
    const first = bodyRows()[0]!
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/stats/details/location/L1/orders/2025/O008')
    fireEvent.click(first.cells[2]!)
    expect(opened).toEqual(['/stats/details/location/L1/orders/2025/O008'])
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(bodyRows()[1])
    fireEvent.keyDown(bodyRows()[1]!, { key: 'End' })
    const last = bodyRows().at(-1)!
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'Enter' })
    expect(opened.at(-1)).toBe('/stats/details/location/L1/orders/2025/O000')
  })

  it('exports the filtered, sorted rows as CSV with a byte-order mark', async () => {
    let saved: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob
      return 'blob:orders'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    renderView(season(12))
    fireEvent.click(screen.getByRole('button', { name: 'Total' }))
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    const bytes = new Uint8Array(await saved!.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = Papa.parse<string[]>(new TextDecoder().decode(bytes.slice(3)).trim()).data
    expect(header).toEqual(['Order ID', 'Date & Time', 'Items', 'Total', 'State', 'Count', 'Payment'])
    const shown = bodyRows().map((row) => [...row.cells].map((cell, index) => (index === 2 ? cell.textContent!.replace(/[$,]/g, '') : cell.textContent)))
    expect(rows.map((row) => row.slice(1))).toEqual(shown)
    expect(rows.map((row) => row[0])).toEqual(bodyRows().map((row) => row.querySelector('a')!.getAttribute('href')!.split('/').at(-1)))
  })

  it('says when the range holds no orders', () => {
    renderView([])
    expect(screen.getByText('No Orders Found - No orders found for Oakdale Tent in the selected date range.')).toBeInTheDocument()
  })
})

setUpElementTests()

const locations = [fakeLocation('L1', 'Oakdale Tent', LA, [2024, 2025])]

describe('<fw-orders-table>', () => {
  it("shows the selected years' orders through the query cache", async () => {
    const orders = { 2024: [order({ id: 'OLD', createdAt: '2024-07-04T20:00:00.000Z' })], 2025: season(8) }
    const { root, api } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '2024,2025', days: '28to5' }, fakeApi(locations, orders))
    await waitFor(() => expect(root.querySelector('.fw-orders-table[data-status="ready"][data-rows="all"]')).not.toBeNull())
    // Each season's first page of the table's view, then, once those rows are on screen, each whole season behind it.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.startsWith('/square/order-summaries'))).toEqual([
        '/square/order-summaries?locationId=L1&year=2024&sort=createdAt.desc&states=COMPLETED&days=28to5&limit=100',
        '/square/order-summaries?locationId=L1&year=2025&sort=createdAt.desc&states=COMPLETED&days=28to5&limit=100',
        '/square/order-summaries?locationId=L1&year=2024',
        '/square/order-summaries?locationId=L1&year=2025',
      ]),
    )
    // 8 orders, index 3 CANCELED and 4 OPEN → 6 COMPLETED, and 2024's one
    expect(root.querySelector('.fw-orders-title')).toHaveTextContent('7 Orders in 2024, 2025')
  })

  it("follows the orders page's date rule without years or days: the current season, June 28 up to today", async () => {
    // the server's clock (here the machine's: the fake API has no /health) says July 2, 2025, 1 pm in California
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-07-02T20:00:00.000Z'))
    try {
      const later = order({ id: 'LATER', createdAt: '2025-07-04T20:00:00.000Z' })
      const orders = { 2024: [order({ id: 'OLD', createdAt: '2024-07-01T20:00:00.000Z' })], 2025: [...season(8), later] }
      const { root, api } = mountElement('fw-orders-table', { 'location-id': 'L1' }, fakeApi(locations, orders))
      await waitFor(() => expect(root.querySelector('.fw-orders-table[data-status="ready"][data-rows="all"]')).not.toBeNull())
      await waitFor(() =>
        expect(api.calls.filter((call) => call.startsWith('/square/order-summaries'))).toEqual([
          '/square/order-summaries?locationId=L1&year=2025&sort=createdAt.desc&states=COMPLETED&days=28to2&limit=100',
          '/square/order-summaries?locationId=L1&year=2025',
        ]),
      )
      // season(8) runs hourly from 7/1 11 am local: indices 0–7 all fall on 7/1 in California, so all
      // COMPLETED ones (6) are listed; the July 4 order is after today and is not
      expect(root.querySelector('.fw-orders-title')).toHaveTextContent('6 Orders in 2025')
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks for the named years beside the locations answer, not after it', async () => {
    const api = fakeApi(locations, { 2025: season(8) })
    let releaseLocations = () => {}
    const locationsHeld = new Promise<void>((resolve) => (releaseLocations = resolve))
    const held: typeof fetch = async (input, init) => {
      if (String(input).includes('/square/locations')) await locationsHeld
      return api.fetch(input, init)
    }
    const { root } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '2025', days: '28to5' }, { ...api, fetch: held })
    const firstPage = '/square/order-summaries?locationId=L1&year=2025&sort=createdAt.desc&states=COMPLETED&days=28to5&limit=100'
    await waitFor(() => expect(api.calls).toContain(firstPage))
    expect(root.querySelector('.fw-orders-table[data-status="ready"]')).toBeNull()
    releaseLocations()
    await waitFor(() => expect(root.querySelector('.fw-orders-table[data-rows="all"] .fw-orders-title')).toHaveTextContent('6 Orders in 2025'))
    await waitFor(() => expect(api.calls.filter((call) => call.startsWith('/square/order-summaries'))).toEqual([firstPage, '/square/order-summaries?locationId=L1&year=2025']))
  })

  it('draws its frame hidden while the first page is on its way, shows the loading notice after 200 ms, and fills that frame with the rows', async () => {
    const api = fakeApi(locations, { 2025: season(8) })
    let releasePage = () => {}
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve))
    const held: typeof fetch = async (input, init) => {
      if (String(input).includes('limit=')) await pageHeld
      return api.fetch(input, init)
    }
    const { root } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '2025', days: '28to5' }, { ...api, fetch: held })
    await waitFor(() => expect(root.querySelector('.fw-orders-table--pending table')).not.toBeNull())
    const table = root.querySelector('.fw-orders-table--pending')!
    const frame = table.querySelector('table')!
    expect(table).toHaveAttribute('data-status', 'pending')
    expect(table).toHaveAttribute('aria-busy', 'true')
    // Nothing in it claims the range is empty, and only the notice is to be seen once it shows.
    expect(table.textContent).not.toContain('No Orders Found')
    await waitFor(() => expect(table).toHaveAttribute('data-status', 'loading'))
    expect(table.firstElementChild).toHaveClass('fw-orders-notice')
    expect(table.firstElementChild).toHaveTextContent('Loading orders...')
    releasePage()
    await waitFor(() => expect(root.querySelector('.fw-orders-table[data-status="ready"] .fw-orders-title')).toHaveTextContent('6 Orders in 2025'))
    // The same elements, now shown, with the first page in them and the notice gone.
    expect(root.querySelector('.fw-orders-table')).toBe(table)
    expect(root.querySelector('table')).toBe(frame)
    expect(table).not.toHaveClass('fw-orders-table--pending')
    expect(table.querySelector('.fw-orders-notice')).toBeNull()
  })

  it('asks for years when none is selected', async () => {
    const { root, api } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '', days: '28to5' }, fakeApi(locations, {}))
    await waitFor(() =>
      expect(root.querySelector('.fw-orders-table[data-status="no-years"]')).toHaveTextContent(
        'No Years Selected - Please select one or more years using the date range picker above to view orders.',
      ),
    )
    expect(api.calls.some((call) => call.startsWith('/square/order-summaries'))).toBe(false)
  })

  it('shows the sort, states and columns its attributes give, and tells the host of a change', async () => {
    const attributes = { 'location-id': 'L1', years: '2025', days: '28to5', sort: 'total.asc', states: 'COMPLETED,OPEN', columns: 'createdAt,total,state' }
    const { root, element } = mountElement('fw-orders-table', attributes, fakeApi(locations, { 2025: season(8) }))
    const changes: unknown[] = []
    element.addEventListener('fw-orders-view-change', (event) => changes.push(event.detail))
    await waitFor(() => expect(root.querySelector('.fw-orders-table[data-status="ready"]')).not.toBeNull())
    // index 3 CANCELED is left out; the OPEN one (index 4) is listed
    expect(root.querySelector('.fw-orders-title')).toHaveTextContent('7 Orders in 2025')
    expect([...root.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Date & Time', 'Total', 'State'])
    expect(root.querySelector('th[aria-sort="ascending"]')).toHaveTextContent('Total')
    const totals = [...root.querySelectorAll('tbody tr.fw-orders-row')].map((row) => Number(row.children[1]!.textContent!.replace(/[$,]/g, '')))
    expect(totals).toEqual([...totals].sort((a, b) => a - b))

    fireEvent.click(within(root as unknown as HTMLElement).getByRole('button', { name: 'Total' }))
    expect(changes).toEqual([{ sort: 'total.desc', states: ['COMPLETED', 'OPEN'], columns: ['createdAt', 'total', 'state'] }])
    fireEvent.click(within(root as unknown as HTMLElement).getByRole('checkbox', { name: 'Open' }))
    expect(changes.at(-1)).toEqual({ sort: 'total.desc', states: null, columns: ['createdAt', 'total', 'state'] })
    // The host writes the default back as no attribute: the table follows
    element.removeAttribute('sort')
    await waitFor(() => expect(root.querySelector('th[aria-sort="descending"]')).toHaveTextContent('Date & Time'))
  })

  it('names what failed to load and loads it again on Retry', async () => {
    const api = fakeApi(locations, { 2025: season(8) })
    // The first page, then the whole season behind it
    let failures = 2
    const flaky: typeof fetch = async (input, init) => {
      if (String(input).includes('/square/order-summaries') && failures > 0) {
        failures--
        return new Response(JSON.stringify({ success: false, error: 'INTERNAL', message: 'The database is busy' }), { status: 500 })
      }
      return api.fetch(input, init)
    }
    const { root } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '2025', days: '28to5' }, { ...api, fetch: flaky })
    const ui = within(root as unknown as HTMLElement)
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent('Could not load the orders. The database is busy'))
    await waitFor(() => expect(failures).toBe(0))
    fireEvent.click(ui.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(root.querySelector('.fw-orders-table[data-rows="all"] .fw-orders-title')).toHaveTextContent('6 Orders in 2025'))
    expect(ui.queryByRole('alert')).toBeNull()
  })

  it('draws its first page while the rest cannot come, says why, and loads the rest on Retry', async () => {
    const api = fakeApi(locations, { 2025: season(120) })
    let failures = 1
    const flaky: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/square/order-summaries?locationId=L1&year=2025') && failures-- > 0) {
        return new Response(JSON.stringify({ success: false, error: 'INTERNAL', message: 'The database is busy' }), { status: 500 })
      }
      return api.fetch(input, init)
    }
    const every = { 'location-id': 'L1', years: '2025', days: '28to5', states: 'COMPLETED,OPEN,CANCELED' }
    const { root } = mountElement('fw-orders-table', every, { ...api, fetch: flaky })
    const ui = within(root as unknown as HTMLElement)
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent('Could not load the rest of the orders. The database is busy'))
    // One an hour from July 1, 11 am: 109 fall in the window (to July 5 in California), the first 100 drawn
    expect(root.querySelector('.fw-orders-title')).toHaveTextContent('109 Orders in 2025')
    expect(root.querySelector('table')).toHaveAttribute('aria-rowcount', '101')
    expect(root.querySelector('.fw-orders-table')).toHaveAttribute('data-rows', 'first-page')
    expect(ui.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    fireEvent.click(ui.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(root.querySelector('.fw-orders-table[data-rows="all"]')).not.toBeNull())
    expect(root.querySelector('table')).toHaveAttribute('aria-rowcount', '110')
    expect(ui.queryByRole('alert')).toBeNull()
  })

  it('says when the location does not exist', async () => {
    const { root } = mountElement('fw-orders-table', { 'location-id': 'NOPE', years: '2025' }, fakeApi(locations, {}))
    await waitFor(() => expect(root.querySelector('.fw-not-found-title')).toHaveTextContent('Location Not Found'))
    expect(root.querySelector('.fw-not-found-message')).toHaveTextContent('The location with ID NOPE could not be found.')
  })
})
