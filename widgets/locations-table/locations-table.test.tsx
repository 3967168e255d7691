// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LocationSortKey } from '../../src/analytics/locations'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { WidgetRoot } from '../widget-kit'
import { $locationFilters, DEFAULT_LOCATION_FILTERS, visibleLocations } from '../../src/filters'
import { SAMPLE_LOCATIONS } from '../../src/filters/testing/sample-locations'
import { storyLocations } from '../../src/filters/testing/story-locations'
import { columnValue, DEFAULT_COLUMN_IDS, FIGURE_COLUMNS, foundText, visibleColumns } from './columns'
import { LocationsTableView, nextSort } from './locations-table-view'
import './locations-table.element'

function Table({ locations = SAMPLE_LOCATIONS, isAdmin = false, onSort = vi.fn() as (key: LocationSortKey, order: 'asc' | 'desc') => void }) {
  const [columns, setColumns] = useState<readonly string[] | undefined>(undefined)
  return (
    <LocationsTableView
      locations={locations}
      columnIds={columns}
      onColumnsChange={setColumns}
      sortBy="net-sales-2025"
      sortOrder="desc"
      onSort={onSort}
      isAdmin={isAdmin}
      viewport={{ width: 1200, height: 720 }}
    />
  )
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent)

describe('the list columns', () => {
  it('offer totals and every season day for 2023, 2024 and 2025', () => {
    expect(FIGURE_COLUMNS).toHaveLength(3 * (2 + 16))
    expect(FIGURE_COLUMNS.slice(0, 4).map((column) => column.label)).toEqual([
      '2023 Total Transactions',
      '2023 Total Net Sales',
      '2023 Jun 28 Transactions',
      '2023 Jun 28 Net Sales',
    ])
  })

  it("show the list's defaults: 2024 and 2025 totals and only 2024's Jul 5", () => {
    expect(visibleColumns(undefined).map((column) => column.label)).toEqual([
      '2024 Total Transactions',
      '2024 Total Net Sales',
      '2024 Jul 5 Transactions',
      '2024 Jul 5 Net Sales',
      '2025 Total Transactions',
      '2025 Total Net Sales',
    ])
    expect(visibleColumns([]).length).toBe(0)
    expect(visibleColumns(['net-sales-2023', 'nonsense']).map((column) => column.id)).toEqual(['net-sales-2023'])
  })

  it('read totals and days from the locations answer, zero where there are none', () => {
    const park = SAMPLE_LOCATIONS.find((location) => location.id === 'L-PARK')!
    const byId = (id: string) => FIGURE_COLUMNS.find((column) => column.id === id)!
    expect(columnValue(park, byId('net-sales-2025'))).toBe(700_000)
    expect(columnValue(park, byId('transactions-2024-jul-4'))).toBe(60)
    expect(columnValue(park, byId('transactions-2024-jul-5'))).toBe(0)
    expect(columnValue(SAMPLE_LOCATIONS[4]!, byId('net-sales-2025'))).toBe(0)
  })

  it('count with a singular or plural noun, and flip or start a sort', () => {
    expect(foundText(1)).toBe('1 location found')
    expect(foundText(1234)).toBe('1,234 locations found')
    expect(nextSort({ sortBy: 'net-sales-2025', sortOrder: 'desc' }, 'net-sales-2025')).toEqual({ sortBy: 'net-sales-2025', sortOrder: 'asc' })
    expect(nextSort({ sortBy: 'net-sales-2025', sortOrder: 'desc' }, 'name')).toEqual({ sortBy: 'name', sortOrder: 'asc' })
    expect(nextSort({ sortBy: 'name', sortOrder: 'asc' }, 'transactions-2024')).toEqual({ sortBy: 'transactions-2024', sortOrder: 'desc' })
  })
})

describe('LocationsTableView', () => {
  it('shows the count, Name, Address and the default columns with money in dollars', () => {
    render(<Table />)
    expect(screen.getByRole('status')).toHaveTextContent('5 locations found')
    expect(headers()).toEqual(['Name', 'Address', ...DEFAULT_COLUMN_IDS.map((id) => FIGURE_COLUMNS.find((c) => c.id === id)!.label)])
    const row = screen.getByRole('link', { name: 'Main Street Tent' }).closest('tr')!
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Main Street Tent',
      '100 Main StOakdale 95361',
      '120',
      '$4,500.00',
      // the samples sold only on Jul 4
      '0',
      '$0.00',
      '150',
      '$6,000.00',
    ])
    expect(screen.getByRole('columnheader', { name: '2025 Total Net Sales' })).toHaveAttribute('aria-sort', 'descending')
  })

  it('toggles columns from the Columns menu', async () => {
    const user = userEvent.setup()
    render(<Table />)
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const item = screen.getByRole('menuitemcheckbox', { name: '2023 Total Net Sales' })
    expect(item).toHaveAttribute('aria-checked', 'false')
    await user.click(item)
    expect(headers()).toContain('2023 Total Net Sales')
    await user.click(screen.getByRole('menuitemcheckbox', { name: '2024 Jul 5 Transactions' }))
    expect(headers()).not.toContain('2024 Jul 5 Transactions')
  })

  it('sorts from a header', async () => {
    const onSort = vi.fn()
    render(<Table onSort={onSort} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Name' }))
    expect(onSort).toHaveBeenCalledWith('name', 'asc')
  })

  it("gives admins 'View in Admin' links", () => {
    render(
      <WidgetRoot token="t">
        <Table isAdmin />
      </WidgetRoot>,
    )
    expect(headers().at(-1)).toBe('Admin')
    expect(screen.getByRole('link', { name: 'View in Admin: Riverbank Depot' })).toHaveAttribute('href', '/admin/locations/L-RIVER')
  })

  it('opens the location from a click anywhere on its row', async () => {
    const onEvent = vi.fn((event: CustomEvent) => event.preventDefault())
    render(
      <WidgetRoot token="t" onEvent={onEvent}>
        <Table />
      </WidgetRoot>,
    )
    const row = screen.getByRole('link', { name: 'Riverbank Depot' }).closest('tr')!
    await userEvent.setup().click(within(row).getAllByRole('cell')[3]!)
    expect(onEvent.mock.calls.map(([event]) => [event.type, event.detail])).toEqual([['fw-navigate', { href: '/stats/details/location/L-RIVER/stats' }]])
  })

  it('renders a window of 72 px rows with 10 of overscan', () => {
    const locations = storyLocations(300)
    const { container } = render(<Table locations={locations} />)
    // 720 px shows 10 rows; 10 more below
    expect(container.querySelectorAll('tbody tr[data-row]')).toHaveLength(20)
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '301')
    expect(container.querySelector<HTMLElement>('.fw-table-spacer td')!.style.height).toBe(`${(300 - 20) * 72}px`)
  })

  it('says No locations found', () => {
    render(<Table locations={[]} />)
    expect(screen.getByRole('cell', { name: 'No locations found' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 locations found')
  })
})

describe('<fw-locations-table>', () => {
  setUpElementTests()
  afterEach(() => $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS }))
  const sizes = { clientHeight: 720, clientWidth: 1200 }
  const stubLayout = () => {
    for (const [name, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value })
    return () => {
      for (const name of Object.keys(sizes)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
    }
  }

  it('lists what the page filters keep, with the columns it was given, and sorts the page from a header', async () => {
    const unstub = stubLayout()
    const changes: unknown[] = []
    const listener = (event: CustomEvent) => void changes.push(event.detail)
    document.body.addEventListener('fw-filters-change', listener)
    const { root } = mountElement('fw-locations-table', { city: '', 'hide-empty': 'false', columns: 'net-sales-2023' }, fakeApi(SAMPLE_LOCATIONS, {}))
    const view = within(root.querySelector<HTMLElement>('.fw-root')!)
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('5 locations found'))
    expect(view.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Address', '2023 Total Net Sales'])
    await userEvent.setup().click(view.getByRole('button', { name: 'Name' }))
    expect(changes).toEqual([{ city: null, hideEmpty: false, sortBy: 'name', sortOrder: 'asc' }])
    await waitFor(() =>
      expect(view.getAllByRole('link').map((link) => link.textContent)).toEqual(
        visibleLocations(SAMPLE_LOCATIONS, { ...DEFAULT_LOCATION_FILTERS, city: null, hideEmpty: false, sortBy: 'name', sortOrder: 'asc' }).map((l) => l.name),
      ),
    )
    document.body.removeEventListener('fw-filters-change', listener)
    unstub()
  })
})
