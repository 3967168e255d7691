// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { addressLines, WHOLE_LIST_MAX, WidgetRoot } from '../widget-kit'
import { $comparedLocations, $locationFilters, DEFAULT_LOCATION_FILTERS, setComparedLocations, toggleCompared } from '../../src/filters'
import { SAMPLE_LOCATIONS } from '../../src/filters/testing/sample-locations'
import { storyLocations } from '../../src/filters/testing/story-locations'
import { LocationListView } from './location-list-view'
import './location-list.element'
import '../location-filters/location-filters.element'

const byId = (id: string) => SAMPLE_LOCATIONS.find((location) => location.id === id)!

function List({ locations = SAMPLE_LOCATIONS, initial = [] as string[], height = 400 }) {
  const [ids, setIds] = useState(initial)
  return (
    <LocationListView
      locations={locations}
      selection={{ ids, toggle: (id) => setIds(toggleCompared(ids, id)) }}
      viewport={{ width: 256, height }}
    />
  )
}

describe('LocationListView', () => {
  it('shows name, business name and the title-cased address, or No address available', () => {
    render(<List />)
    const main = screen.getByRole('link', { name: /Main Street Tent/ })
    expect(main).toHaveTextContent('Main Street TentOakdale Fireworks100 Main StOakdale 95361')
    expect(main).toHaveAttribute('href', '/stats/details/location/L-MAIN/stats')
    expect(screen.getByRole('link', { name: /Pop-up Truck/ })).toHaveTextContent('Pop-up TruckNo address available')
    expect(addressLines(byId('L-PARK'))).toEqual(['9 Park Ave', 'Oakdale 95361'])
  })

  it('follows the host link template', () => {
    render(
      <WidgetRoot token="t" linkTemplate="/somewhere/{locationId}">
        <List />
      </WidgetRoot>,
    )
    expect(screen.getByRole('link', { name: /Riverbank Depot/ })).toHaveAttribute('href', '/somewhere/L-RIVER')
  })

  it('draws a short list whole, the rows one after the other', () => {
    const { container } = render(<List />)
    const list = container.querySelector('ul')!
    expect(list).toHaveAttribute('data-whole')
    expect(list.style.height).toBe('')
    const rows = container.querySelectorAll('li')
    expect(rows).toHaveLength(SAMPLE_LOCATIONS.length)
    expect(rows[1]).toHaveAttribute('aria-posinset', '2')
    expect((rows[1] as HTMLElement).style.transform).toBe('')
  })

  it('virtualises a long list: only the rows in view plus 5 of overscan, at 100 px each', async () => {
    const { container } = render(<List locations={storyLocations(200)} height={400} />)
    // Its top at once, then the virtualiser's rows when its code is here:
    // 400 px shows 4 rows of 100 px; 5 more below
    expect(container.querySelectorAll('li')).toHaveLength(WHOLE_LIST_MAX)
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(9))
    const rows = container.querySelectorAll('li')
    expect(container.querySelector('ul')).not.toHaveAttribute('data-whole')
    expect(rows[0]).toHaveAttribute('aria-setsize', '200')
    expect(container.querySelector('ul')!.style.height).toBe('20000px')
    expect((rows[8] as HTMLElement).style.transform).toBe('translateY(800px)')
  })

  it('adds and removes locations to compare, and hides the other toggles at two', async () => {
    const user = userEvent.setup()
    render(<List />)
    expect(screen.getAllByRole('button', { name: 'Compare Location' })).toHaveLength(5)
    const row = (name: RegExp) => screen.getByRole('link', { name }).closest('li')!
    await user.click(within(row(/Main Street/)).getByRole('button', { name: 'Compare Location' }))
    expect(within(row(/Main Street/)).getByRole('button', { name: 'Remove from comparison' })).toHaveAccessibleDescription('Main Street Tent')
    await user.click(within(row(/Riverbank/)).getByRole('button', { name: 'Compare Location' }))
    expect(screen.queryAllByRole('button', { name: 'Compare Location' })).toHaveLength(0)
    expect(screen.getAllByRole('button', { name: 'Remove from comparison' })).toHaveLength(2)
    await user.click(within(row(/Main Street/)).getByRole('button', { name: 'Remove from comparison' }))
    expect(screen.getAllByRole('button', { name: 'Compare Location' })).toHaveLength(4)
  })

  it('says No locations found when the filters keep none', () => {
    render(<List locations={[]} />)
    expect(screen.getByText('No locations found')).toBeInTheDocument()
  })
})

describe('<fw-location-list>', () => {
  setUpElementTests()
  // jsdom lays nothing out: the scroll region gets the sidebar's size, each row 100 px.
  const sizes = { clientHeight: 600, clientWidth: 256, offsetHeight: 100 }
  beforeAll(() => {
    for (const [name, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value })
  })
  afterAll(() => {
    for (const name of Object.keys(sizes)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
  })

  it('lists the page-filtered locations, follows a filter change and announces compare changes', async () => {
    $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS })
    setComparedLocations([])
    const compareChanges: string[][] = []
    const listener = (event: CustomEvent<{ locationIds: string[] }>) => void compareChanges.push(event.detail.locationIds)
    document.body.addEventListener('fw-compare-change', listener)
    const { root } = mountElement('fw-location-list', { compare: 'L-PARK' }, fakeApi(SAMPLE_LOCATIONS, {}))
    const view = within(root.querySelector<HTMLElement>('.fw-root')!)
    await waitFor(() => expect(view.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/stats/details/location/L-PARK/stats',
      '/stats/details/location/L-MAIN/stats',
    ]))
    expect($comparedLocations.get()).toEqual(['L-PARK'])
    $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS, city: 'riverbank' })
    await waitFor(() => expect(view.getAllByRole('link')).toHaveLength(1))
    await userEvent.setup().click(view.getByRole('button', { name: 'Compare Location' }))
    expect(compareChanges).toEqual([['L-PARK', 'L-RIVER']])
    document.body.removeEventListener('fw-compare-change', listener)
  })

  it('asks the host to navigate on a plain click of a row', async () => {
    $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS })
    const navigate = vi.fn((event: Event) => event.preventDefault())
    document.body.addEventListener('fw-navigate', navigate)
    const { root } = mountElement('fw-location-list', {}, fakeApi(SAMPLE_LOCATIONS, {}))
    const view = within(root.querySelector<HTMLElement>('.fw-root')!)
    await waitFor(() => expect(view.getAllByRole('link')).toHaveLength(2))
    await userEvent.setup().click(view.getAllByRole('link')[0]!)
    expect((navigate.mock.calls[0]![0] as CustomEvent).detail).toEqual({ href: '/stats/details/location/L-PARK/stats' })
    document.body.removeEventListener('fw-navigate', navigate)
  })

  it('follows the filter panel on the same page: one filter state for the page', async () => {
    $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS })
    const api = fakeApi(SAMPLE_LOCATIONS, {})
    const panel = mountElement('fw-location-filters', {}, api)
    const list = mountElement('fw-location-list', {}, api)
    const listView = within(list.root.querySelector<HTMLElement>('.fw-root')!)
    await waitFor(() => expect(listView.getAllByRole('link')).toHaveLength(2))
    const user = userEvent.setup()
    const panelView = within(panel.root.querySelector<HTMLElement>('.fw-root')!)
    await user.click(panelView.getByRole('button', { name: /^Filters:/ }))
    await user.click(panelView.getByRole('checkbox', { name: 'Hide locations with no sales' }))
    // Empty Lot is in Oakdale and sold nothing
    await waitFor(() => expect(listView.getAllByRole('link')).toHaveLength(3))
    expect(listView.getByRole('link', { name: /Empty Lot/ })).toBeInTheDocument()
    // one request for the locations, shared by both widgets
    expect(api.calls.filter((call) => call.startsWith('/square/locations'))).toHaveLength(1)
  })
})
