// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../src/api/testing/fake-api'
import type { Location } from '../../src/contract/location'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { WidgetRoot } from '../widget-kit'
import { $locationFilters, DEFAULT_LOCATION_FILTERS, setComparedLocations, toggleCompared } from '../../src/filters'
import { SAMPLE_LOCATIONS } from '../../src/filters/testing/sample-locations'
import { STORY_CLIENT_CONFIG } from '../../src/filters/testing/story-tiles'
import { LocationMapView } from './location-map-view'
import { withComposedTarget } from './shadow-aware-map'
import './location-map.element'

function MapOf({ locations = SAMPLE_LOCATIONS as readonly Location[] }) {
  const [ids, setIds] = useState<string[]>([])
  return (
    <LocationMapView
      locations={locations}
      selection={{ ids, toggle: (id) => setIds(toggleCompared(ids, id)) }}
      tiles={{ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Tile makers' }}
      fitKey="a"
      fallbackSize={{ width: 800, height: 600 }}
      sideViewport={{ width: 200, height: 560 }}
    />
  )
}

const pins = () => document.querySelectorAll<HTMLAnchorElement>('a.fw-map-marker')

describe('LocationMapView', () => {
  it('places only locations with numeric coordinates, blue for Square and yellow for geocoded', () => {
    render(<MapOf />)
    // Riverbank Depot has no coordinates
    expect([...pins()].map((pin) => [pin.getAttribute('aria-label'), pin.dataset.source])).toEqual([
      ['Main Street Tent', 'square'],
      ['park avenue stand', 'internal'],
      ['Empty Lot', 'square'],
      ['Pop-up Truck', 'internal'],
    ])
    expect(pins()[0]).toHaveAttribute('href', '/stats/details/location/L-MAIN/stats')
    expect(screen.getByText('4 of 5 locations on the map')).toBeInTheDocument()
    // The legend says what the two pin colours mean.
    expect(screen.getByRole('list', { name: 'Coordinate colours' })).toHaveTextContent('Coordinates from SquareCoordinates from the address (geocoded)')
    expect(screen.getByText('© Tile makers')).toBeInTheDocument()
    expect(document.querySelector<HTMLImageElement>('.pigeon-tiles-box img')?.src).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/)
  })

  it('says no location has coordinates, with the note', () => {
    render(<MapOf locations={SAMPLE_LOCATIONS.filter((location) => location.coordinates === null)} />)
    expect(screen.getByRole('status')).toHaveTextContent('No locations with coordinates available')
    expect(screen.getByRole('status')).toHaveTextContent('Locations need latitude and longitude data to appear on the map.')
    expect(pins()).toHaveLength(0)
  })

  it('shows a tooltip following the mouse over a pin, cleared by leaving or by Escape', () => {
    render(<MapOf />)
    const pin = pins()[1]!
    fireEvent.mouseEnter(pin)
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip).toHaveAttribute('data-anchor', 'mouse')
    expect(tooltip).toHaveTextContent('park avenue stand9 Park AveOakdale 953612025 Net Sales $7,000.00')
    expect(pin).toHaveAttribute('aria-describedby', tooltip.id)
    fireEvent.mouseLeave(pin)
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.mouseEnter(pin)
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('anchors the tooltip to the marker for keyboard focus and side-list hover', () => {
    render(<MapOf />)
    act(() => pins()[0]!.focus())
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-anchor', 'marker')
    act(() => pins()[0]!.blur())
    const side = screen.getByRole('region', { name: 'Locations in the map view' })
    fireEvent.mouseEnter(within(side).getByRole('link', { name: /Empty Lot/ }).closest('li')!)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Empty Lot')
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-anchor', 'marker')
    // The entry's own pin is marked, and only it.
    expect([...pins()].filter((pin) => pin.dataset.hovered !== undefined).map((pin) => pin.getAttribute('aria-label'))).toEqual(['Empty Lot'])
  })

  it('lists the placed locations beside the map with compare toggles that stop at two', async () => {
    const user = userEvent.setup()
    render(<MapOf />)
    const side = within(screen.getByRole('region', { name: 'Locations in the map view' }))
    expect(side.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/stats/details/location/L-MAIN/stats',
      '/stats/details/location/L-PARK/stats',
      '/stats/details/location/L-EMPTY/stats',
      '/stats/details/location/L-POP/stats',
    ])
    await user.click(side.getAllByRole('button', { name: 'Compare Location' })[0]!)
    await user.click(side.getAllByRole('button', { name: 'Compare Location' })[0]!)
    expect(side.queryAllByRole('button', { name: 'Compare Location' })).toHaveLength(0)
  })

  it('fits the map again when the filters change: one location sits in the middle at zoom 12', async () => {
    const selection = { ids: [], toggle: () => {} }
    const props = { selection, tiles: null, animate: false, fallbackSize: { width: 800, height: 600 }, sideViewport: { width: 200, height: 560 } }
    const { rerender } = render(<LocationMapView {...props} locations={SAMPLE_LOCATIONS} fitKey="all" />)
    const mainPin = () => [...pins()].find((pin) => pin.getAttribute('aria-label') === 'Main Street Tent')!
    const before = mainPin().style.transform
    rerender(<LocationMapView {...props} locations={SAMPLE_LOCATIONS.filter((location) => location.id === 'L-MAIN')} fitKey="one" />)
    // the pin's tip (12, 23 into its box) on the pane's centre (400, 300)
    await waitFor(() => expect(mainPin().style.transform).toBe('translate(388px, 277px)'), { timeout: 3000 })
    expect(before).not.toBe(mainPin().style.transform)
  })

  it('opens the location when a pin is clicked', async () => {
    const onEvent = vi.fn((event: CustomEvent) => event.preventDefault())
    render(
      <WidgetRoot token="t" onEvent={onEvent}>
        <MapOf />
      </WidgetRoot>,
    )
    await userEvent.setup().click(pins()[2]!)
    expect(onEvent.mock.calls.filter(([event]) => event.type === 'fw-navigate').map(([event]) => event.detail)).toEqual([{ href: '/stats/details/location/L-EMPTY/stats' }])
  })
})

describe('withComposedTarget', () => {
  it("gives a window listener the event's real target inside a shadow root", () => {
    const host = document.createElement('div')
    document.body.append(host)
    const inner = document.createElement('span')
    host.attachShadow({ mode: 'open' }).append(inner)
    const seen: Array<[EventTarget | null, EventTarget | null]> = []
    const listener = (event: MouseEvent) => {
      const wrapped = withComposedTarget(event)
      seen.push([event.target, wrapped.target])
      wrapped.preventDefault()
    }
    window.addEventListener('mousedown', listener)
    const event = new MouseEvent('mousedown', { bubbles: true, composed: true, cancelable: true })
    inner.dispatchEvent(event)
    window.removeEventListener('mousedown', listener)
    expect(seen).toEqual([[host, inner]])
    expect(event.defaultPrevented).toBe(true)
    host.remove()
  })
})

describe('<fw-location-map>', () => {
  setUpElementTests()
  afterEach(() => $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS }))

  it('places the page-filtered locations, with tiles from the client configuration', async () => {
    $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS })
    setComparedLocations([])
    const api = fakeApi(SAMPLE_LOCATIONS, {})
    const served = {
      calls: api.calls,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/client-config')
          ? new Response(JSON.stringify({ success: true, data: { ...STORY_CLIENT_CONFIG, tileUrl: 'https://light.example/{z}/{x}/{y}.png' } }), { headers: { 'Content-Type': 'application/json' } })
          : api.fetch(input, init)) as typeof fetch,
    }
    const { root } = mountElement('fw-location-map', { theme: 'light' }, served)
    await waitFor(() => expect(root.querySelectorAll('a.fw-map-marker')).toHaveLength(2))
    await waitFor(() => expect(root.querySelector<HTMLImageElement>('.pigeon-tiles-box img')?.src).toMatch(/^https:\/\/light\.example\//))
  })
})
