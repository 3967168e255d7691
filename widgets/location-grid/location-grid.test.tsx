// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { WidgetRoot } from '../widget-kit'
import { $locationFilters, DEFAULT_LOCATION_FILTERS, setComparedLocations, toggleCompared } from '../../src/filters'
import { SAMPLE_LOCATIONS } from '../../src/filters/testing/sample-locations'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LocationGridView } from './location-grid-view'
import './location-grid.element'

function Grid({ isAdmin = false }) {
  const [ids, setIds] = useState<string[]>([])
  return <LocationGridView locations={SAMPLE_LOCATIONS} selection={{ ids, toggle: (id) => setIds(toggleCompared(ids, id)) }} isAdmin={isAdmin} />
}

describe('LocationGridView', () => {
  it('shows a card per location with its 2025 figures, linking to its stats', () => {
    render(<Grid />)
    const cards = screen.getAllByRole('listitem')
    expect(cards).toHaveLength(5)
    const park = within(cards[1]!)
    expect(park.getByRole('link')).toHaveAttribute('href', '/stats/details/location/L-PARK/stats')
    expect(cards[1]).toHaveTextContent('park avenue stand9 Park AveOakdale 953612025 Net Sales$7,000.002025 Transactions80')
    expect(cards[4]).toHaveTextContent('No address available')
    expect(screen.queryByText('View in Admin')).toBeNull()
  })

  it('lays out 1, 2 or 3 columns below 640 px, below 1024 px and above', () => {
    const rules = readFileSync(join(__dirname, 'location-grid.css'), 'utf8').replace(/\s+/g, ' ')
    expect(rules).toContain('grid-template-columns: repeat(3, minmax(0, 1fr))')
    expect(rules).toMatch(/@media \(max-width: 1023\.98px\) \{ \.fw-location-grid-items \{ grid-template-columns: repeat\(2, minmax\(0, 1fr\)\); \} \}/)
    expect(rules).toMatch(/@media \(max-width: 639\.98px\) \{ \.fw-location-grid-items \{ grid-template-columns: minmax\(0, 1fr\); \} \}/)
  })

  it('stops the compare selection at two', async () => {
    const user = userEvent.setup()
    render(<Grid />)
    const [first, second] = screen.getAllByRole('button', { name: 'Compare Location' })
    await user.click(first!)
    await user.click(second!)
    expect(screen.queryAllByRole('button', { name: 'Compare Location' })).toHaveLength(0)
    expect(screen.getAllByRole('button', { name: 'Remove from comparison' })).toHaveLength(2)
  })

  it("gives admins 'View in Admin' on each card, and opens a location with a plain click", async () => {
    const onEvent = vi.fn((event: CustomEvent) => event.preventDefault())
    render(
      <WidgetRoot token="t" onEvent={onEvent}>
        <Grid isAdmin />
      </WidgetRoot>,
    )
    expect(screen.getAllByRole('link', { name: 'View in Admin' })[0]).toHaveAttribute('href', '/admin/locations/L-MAIN')
    await userEvent.setup().click(screen.getByRole('link', { name: /Riverbank Depot/ }))
    expect(onEvent.mock.calls.filter(([event]) => event.type === 'fw-navigate').map(([event]) => event.detail)).toEqual([{ href: '/stats/details/location/L-RIVER/stats' }])
  })

  it('says No locations found', () => {
    render(<LocationGridView locations={[]} selection={{ ids: [], toggle: () => {} }} isAdmin={false} />)
    expect(screen.getByText('No locations found')).toBeInTheDocument()
  })
})

describe('<fw-location-grid>', () => {
  setUpElementTests()
  afterEach(() => $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS }))

  it('shows the page-filtered locations and announces compare changes', async () => {
    $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS })
    setComparedLocations([])
    const changes: unknown[] = []
    const listener = (event: CustomEvent) => void changes.push(event.detail)
    document.body.addEventListener('fw-compare-change', listener)
    const { root } = mountElement('fw-location-grid', { 'sort-by': 'name', 'sort-order': 'asc' }, fakeApi(SAMPLE_LOCATIONS, {}))
    const view = within(root.querySelector<HTMLElement>('.fw-root')!)
    await waitFor(() => expect(view.getAllByRole('listitem')).toHaveLength(2))
    expect(view.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/stats/details/location/L-MAIN/stats',
      '/stats/details/location/L-PARK/stats',
    ])
    await userEvent.setup().click(view.getAllByRole('button', { name: 'Compare Location' })[1]!)
    expect(changes).toEqual([{ locationIds: ['L-PARK'] }])
    document.body.removeEventListener('fw-compare-change', listener)
  })
})
