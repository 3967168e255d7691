// @vitest-environment jsdom
// /stats/pace shows fw-season-pace for the sidebar's city (Oakdale unless the URL names another,
// every city for an empty one), and the Views buttons offer Season Pace beside Map, List and Grid.
import { act, cleanup, render, screen } from '@testing-library/react'
import { $router } from '../routing/router'
import { resolveRoute } from '../routing/resolve-route'
import { ViewsNav } from '../stats/views-nav'
import SeasonPaceScreen from './season-pace'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('the season pace screen', () => {
  it('is a signed-in screen of the /stats layout', () => {
    const page = { route: 'statsPace' as const, params: {}, search: {} }
    expect(resolveRoute(page, { status: 'authenticated', roles: ['user'] }, { defaultLocationId: undefined })).toEqual({ kind: 'screen', ...page, layouts: ['stats'] })
    expect(resolveRoute(page, { status: 'unauthenticated' }, { defaultLocationId: undefined })).toEqual({ kind: 'redirect', to: '/login' })
  })

  it.each([
    [{}, 'oakdale'],
    [{ city: 'Modesto' }, 'Modesto'],
    [{ city: '' }, ''],
  ])('shows fw-season-pace for the sidebar’s city (%o), linking to each location’s stats', (search, city) => {
    const { container } = render(<SeasonPaceScreen route="statsPace" params={{}} search={search} />)
    const element = container.querySelector('fw-season-pace')!
    // React sets a defined element's plain-named props as properties.
    expect(element.city).toBe(city)
    expect(element.getAttribute('link-template')).toBe('/stats/details/location/{locationId}/stats')
  })
})

describe('the Views buttons', () => {
  it('offer Season Pace after Map, List and Grid, current on /stats/pace, carrying the search', () => {
    window.history.replaceState(null, '', '/stats/pace?city=&years=2024,2025')
    act(() => $router.open('/stats/pace?city=&years=2024,2025', true))
    render(<ViewsNav active={undefined} />)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Map', 'List', 'Grid', 'Season Pace'])
    const pace = screen.getByRole('link', { name: 'Season Pace' })
    expect(pace).toHaveAttribute('aria-current', 'page')
    expect(pace).toHaveAttribute('href', '/stats/pace?years=2024,2025&city=')
    expect(screen.getByRole('link', { name: 'Map' })).not.toHaveAttribute('aria-current')
  })
})
