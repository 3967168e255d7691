import { isAdmin, resolveRoute, type MatchedPage, type RoutingSession } from './resolve-route'
import { ROUTES, type RouteName } from './route-table'

const signedIn: RoutingSession = { status: 'authenticated', roles: ['user'] }
const admin: RoutingSession = { status: 'authenticated', roles: ['admin'] }
const superAdmin: RoutingSession = { status: 'authenticated', roles: ['user', 'super_admin'] }
const signedOut: RoutingSession = { status: 'unauthenticated' }
const loading: RoutingSession = { status: 'loading' }
const noDefault = { defaultLocationId: undefined }

function page(route: RouteName, params: Record<string, string> = {}, search: Record<string, string> = {}): MatchedPage {
  return { route, params, search }
}

describe('resolveRoute: guards', () => {
  it('sends a signed-out reader of any /stats or /admin route to /login', () => {
    for (const route of Object.keys(ROUTES) as RouteName[]) {
      const guard = ROUTES[route].guard
      if (guard !== 'signed-in' && guard !== 'admin') continue
      expect(resolveRoute(page(route, { locationId: 'L1', year: '2025', orderId: 'O1' }), signedOut, noDefault)).toEqual({ kind: 'redirect', to: '/login' })
    }
  })

  it('waits while the session is read', () => {
    expect(resolveRoute(page('locationsMap'), loading, noDefault)).toEqual({ kind: 'loading' })
  })

  it('guards every /admin route for admin or super_admin, not only the layout', () => {
    const adminRoutes = (Object.keys(ROUTES) as RouteName[]).filter((route) => ROUTES[route].path.startsWith('/admin'))
    expect(adminRoutes).toHaveLength(13)
    for (const route of adminRoutes) {
      expect(ROUTES[route].guard).toBe('admin')
      expect(resolveRoute(page(route, { locationId: 'L1' }), signedIn, noDefault).kind).toBe('denied')
      expect(resolveRoute(page(route, { locationId: 'L1' }), admin, noDefault).kind).not.toBe('denied')
      expect(resolveRoute(page(route, { locationId: 'L1' }), superAdmin, noDefault).kind).not.toBe('denied')
    }
  })

  it('sends a signed-in visitor of /login to /', () => {
    expect(resolveRoute(page('login'), signedIn, noDefault)).toEqual({ kind: 'redirect', to: '/' })
    expect(resolveRoute(page('login'), signedOut, noDefault).kind).toBe('screen')
    // Signing in sets the session loading: the form stays.
    expect(resolveRoute(page('login'), loading, noDefault).kind).toBe('screen')
  })

  it('lets anyone open /square', () => {
    expect(resolveRoute(page('square'), signedOut, noDefault).kind).toBe('screen')
  })

  it('says not found for an unmatched URL', () => {
    expect(resolveRoute(undefined, signedIn, noDefault)).toEqual({ kind: 'not-found' })
  })
})

describe('resolveRoute: redirects', () => {
  it('sends / to /stats', () => {
    expect(resolveRoute(page('home'), signedOut, noDefault)).toEqual({ kind: 'redirect', to: '/stats' })
  })

  it('sends /stats to the default location, keeping the search', () => {
    expect(resolveRoute(page('stats', {}, { years: '2025' }), signedIn, { defaultLocationId: 'L 1' })).toEqual({
      kind: 'redirect',
      to: '/stats/details/location/L%201?years=2025',
    })
    expect(resolveRoute(page('stats'), signedIn, noDefault)).toEqual({ kind: 'loading' })
    expect(resolveRoute(page('stats'), signedIn, { defaultLocationId: null })).toEqual({ kind: 'redirect', to: '/stats/locations/map' })
  })

  it('sends /stats/locations to the map and a location to its stats tab', () => {
    expect(resolveRoute(page('locations', {}, { city: 'oakdale' }), signedIn, noDefault)).toEqual({ kind: 'redirect', to: '/stats/locations/map?city=oakdale' })
    expect(resolveRoute(page('location', { locationId: 'L1' }, { years: '2024,2025' }), signedIn, noDefault)).toEqual({
      kind: 'redirect',
      to: '/stats/details/location/L1/stats?years=2024,2025',
    })
    expect(resolveRoute(page('adminLocation', { locationId: 'L1' }), admin, noDefault)).toEqual({ kind: 'redirect', to: '/admin/locations/L1/stats' })
  })
})

describe('resolveRoute: screens', () => {
  it('renders a location tab inside the stats, details and location layouts', () => {
    expect(resolveRoute(page('locationItems', { locationId: 'L1' }, { years: '2025' }), signedIn, noDefault)).toEqual({
      kind: 'screen',
      route: 'locationItems',
      params: { locationId: 'L1' },
      search: { years: '2025' },
      layouts: ['stats', 'details', 'location-details'],
    })
  })
})

describe('isAdmin', () => {
  it('accepts admin and super_admin only', () => {
    expect(isAdmin(['admin'])).toBe(true)
    expect(isAdmin(['super_admin'])).toBe(true)
    expect(isAdmin(['user'])).toBe(false)
    expect(isAdmin([])).toBe(false)
  })
})
