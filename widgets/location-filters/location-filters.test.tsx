// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { $comparedLocations, $locationFilters, DEFAULT_LOCATION_FILTERS, setComparedLocations } from '../../src/filters'
import { SAMPLE_LOCATIONS } from '../../src/filters/testing/sample-locations'
import { countLine, filterSummary, LocationFiltersView } from './location-filters-view'
import './location-filters.element'

const CITIES = [
  { value: 'OAKDALE', label: 'Oakdale' },
  { value: 'Riverbank', label: 'Riverbank' },
]

describe('LocationFiltersView', () => {
  it('counts with a singular or plural noun', () => {
    expect(countLine(2, 40)).toBe('Showing 2 of 40 locations')
    expect(countLine(1, 1)).toBe('Showing 1 of 1 location')
    expect(countLine(1200, 1500)).toBe('Showing 1,200 of 1,500 locations')
    expect(filterSummary(null, false)).toBe('All cities · Including locations with no sales')
  })

  it('opens the panel from the summary button and closes it with Done', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<LocationFiltersView filters={DEFAULT_LOCATION_FILTERS} cities={CITIES} chosenCity="OAKDALE" shown={2} total={5} onChange={onChange} />)
    const summary = screen.getByRole('button', { name: 'Filters: Oakdale · Only locations with sales' })
    expect(summary).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('checkbox')).toBeNull()
    await user.click(summary)
    expect(summary).toHaveAttribute('aria-expanded', 'true')
    const hideEmpty = screen.getByRole('checkbox', { name: 'Hide locations with no sales' })
    expect(hideEmpty).toBeChecked()
    await user.click(hideEmpty)
    expect(onChange).toHaveBeenLastCalledWith({ hideEmpty: false })
    // The dropdown's popover code comes with the panel: pressed meanwhile, it opens on arrival.
    await user.click(screen.getByRole('button', { name: 'Filter by City: Oakdale' }))
    expect(await screen.findByRole('combobox', { name: 'Filter by City' })).toHaveAttribute('placeholder', 'Search...')
    await user.click(screen.getByRole('option', { name: 'All cities' }))
    expect(onChange).toHaveBeenLastCalledWith({ city: null })
    await user.click(screen.getByRole('button', { name: 'Clear city filter' }))
    expect(onChange).toHaveBeenLastCalledWith({ city: null })
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(summary).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 5 locations')
  })

  it('says No results found. when the city search matches nothing', async () => {
    const user = userEvent.setup()
    render(<LocationFiltersView filters={DEFAULT_LOCATION_FILTERS} cities={CITIES} chosenCity="OAKDALE" shown={2} total={5} onChange={() => {}} defaultOpen />)
    await user.click(screen.getByRole('button', { name: 'Filter by City: Oakdale' }))
    await user.type(await screen.findByRole('combobox', { name: 'Filter by City' }), 'zzz')
    expect(screen.getByText('No results found.')).toBeInTheDocument()
  })
})

describe('<fw-location-filters>', () => {
  setUpElementTests()

  const shadow = (root: ShadowRoot) => within(root as unknown as HTMLElement)

  it('counts what the filters keep, changes the page filters and tells the host', async () => {
    $locationFilters.set({ ...DEFAULT_LOCATION_FILTERS })
    setComparedLocations(['L-MAIN'])
    const user = userEvent.setup()
    const changes: unknown[] = []
    const listener = (event: CustomEvent) => void changes.push(event.detail)
    document.body.addEventListener('fw-filters-change', listener)
    const { root } = mountElement('fw-location-filters', {}, fakeApi(SAMPLE_LOCATIONS, {}))
    const view = shadow(root)
    // Oakdale with sales: Main Street Tent and park avenue stand
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Showing 2 of 5 locations'))
    await user.click(view.getByRole('button', { name: /^Filters:/ }))
    await user.click(view.getByRole('checkbox', { name: 'Hide locations with no sales' }))
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Showing 3 of 5 locations'))
    expect(changes).toEqual([{ city: 'oakdale', hideEmpty: false, sortBy: 'net-sales-2025', sortOrder: 'desc' }])
    expect($locationFilters.get().hideEmpty).toBe(false)
    await user.click(view.getByRole('button', { name: 'Clear city filter' }))
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Showing 5 of 5 locations'))
    expect(changes.at(-1)).toEqual({ city: null, hideEmpty: false, sortBy: 'net-sales-2025', sortOrder: 'desc' })
    // the compare selection is not a filter's business
    expect($comparedLocations.get()).toEqual(['L-MAIN'])
    document.body.removeEventListener('fw-filters-change', listener)
  })

  it('takes the filters from its attributes, without announcing them back', async () => {
    const changes = vi.fn()
    document.body.addEventListener('fw-filters-change', changes)
    const { root, element } = mountElement('fw-location-filters', { city: 'riverbank', 'hide-empty': 'true' }, fakeApi(SAMPLE_LOCATIONS, {}))
    const view = shadow(root)
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Showing 1 of 5 locations'))
    expect(view.getByRole('button', { name: /^Filters:/ })).toHaveAccessibleName('Filters: Riverbank · Only locations with sales')
    element.setAttribute('city', '')
    element.setAttribute('hide-empty', 'false')
    await waitFor(() => expect(view.getByRole('status')).toHaveTextContent('Showing 5 of 5 locations'))
    expect(changes).not.toHaveBeenCalled()
    document.body.removeEventListener('fw-filters-change', changes)
  })

  it('shows the error sentence when the locations cannot be loaded', async () => {
    const { root } = mountElement('fw-location-filters', {}, { fetch: (async () => new Response('{}', { status: 500 })) as typeof fetch, calls: [] })
    await waitFor(() => expect(within(root as unknown as HTMLElement).getByRole('alert')).toBeInTheDocument())
  })
})
