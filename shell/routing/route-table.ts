// Every route of SPEC §2 in one table: its URL pattern (@nanostores/router syntax), the layouts
// it renders inside (outermost first), who may see it, and where it redirects. The router has no
// nested layouts and keeps no search parameters by itself: this table and ./search-params carry
// both. Screens are named here and loaded per route (./screens.ts), so this file stays pure data.

/** Who may open a route. */
export type Guard =
  /** Anyone (/square). */
  | 'public'
  /** Signed-out visitors; a signed-in one is sent to `/` (/login). */
  | 'guest'
  /** A signed-in user (the /stats area, SPEC §6). */
  | 'signed-in'
  /** A signed-in user whose roles include admin or super_admin (every /admin route). */
  | 'admin'

/** The layouts a route renders inside, outermost first. */
export type LayoutName = 'stats' | 'locations' | 'details' | 'location-details' | 'admin' | 'admin-location'

/** What a redirect may need beyond the route's own params. */
export interface RedirectContext {
  /** The location `/stats/` opens; undefined until known, null when there is none. */
  defaultLocationId: string | null | undefined
}

export interface RouteDefinition {
  /** The URL pattern: `/stats/details/location/:locationId/stats`. */
  path: string
  guard: Guard
  layouts: readonly LayoutName[]
  /**
   * An index route that only sends elsewhere: the target path (search parameters are carried),
   * or undefined while what it needs is unknown (the page shows Loading... meanwhile).
   */
  redirect?: (params: Readonly<Record<string, string>>, context: RedirectContext) => string | undefined
}

const STATS = ['stats'] as const
const LOCATIONS = ['stats', 'locations'] as const
const DETAILS = ['stats', 'details'] as const
const LOCATION_DETAILS = ['stats', 'details', 'location-details'] as const
const ADMIN = ['admin'] as const
const ADMIN_LOCATION = ['admin', 'admin-location'] as const

const locationPath = (params: Readonly<Record<string, string>>) => `/stats/details/location/${encodeURIComponent(params.locationId ?? '')}`

export const ROUTES = {
  home: { path: '/', guard: 'public', layouts: [], redirect: () => '/stats' },
  login: { path: '/login', guard: 'guest', layouts: [] },
  square: { path: '/square', guard: 'public', layouts: [] },

  stats: {
    path: '/stats',
    guard: 'signed-in',
    layouts: STATS,
    redirect: (_params, { defaultLocationId }) => {
      if (defaultLocationId === undefined) return undefined
      return defaultLocationId === null ? '/stats/locations/map' : `/stats/details/location/${encodeURIComponent(defaultLocationId)}`
    },
  },
  locations: { path: '/stats/locations', guard: 'signed-in', layouts: LOCATIONS, redirect: () => '/stats/locations/map' },
  locationsMap: { path: '/stats/locations/map', guard: 'signed-in', layouts: LOCATIONS },
  locationsList: { path: '/stats/locations/list', guard: 'signed-in', layouts: LOCATIONS },
  locationsGrid: { path: '/stats/locations/grid', guard: 'signed-in', layouts: LOCATIONS },
  statsPace: { path: '/stats/pace', guard: 'signed-in', layouts: STATS },

  details: { path: '/stats/details', guard: 'signed-in', layouts: DETAILS, redirect: () => '/stats' },
  compare: { path: '/stats/details/compare', guard: 'signed-in', layouts: DETAILS },
  location: { path: '/stats/details/location/:locationId', guard: 'signed-in', layouts: LOCATION_DETAILS, redirect: (params) => `${locationPath(params)}/stats` },
  locationStats: { path: '/stats/details/location/:locationId/stats', guard: 'signed-in', layouts: LOCATION_DETAILS },
  locationItems: { path: '/stats/details/location/:locationId/items', guard: 'signed-in', layouts: LOCATION_DETAILS },
  locationOrders: { path: '/stats/details/location/:locationId/orders', guard: 'signed-in', layouts: LOCATION_DETAILS },
  locationOrder: { path: '/stats/details/location/:locationId/orders/:year/:orderId', guard: 'signed-in', layouts: LOCATION_DETAILS },

  admin: { path: '/admin', guard: 'admin', layouts: ADMIN },
  adminLocations: { path: '/admin/locations', guard: 'admin', layouts: ADMIN },
  adminLocation: {
    path: '/admin/locations/:locationId',
    guard: 'admin',
    layouts: ADMIN_LOCATION,
    redirect: (params) => `/admin/locations/${encodeURIComponent(params.locationId ?? '')}/stats`,
  },
  adminLocationStats: { path: '/admin/locations/:locationId/stats', guard: 'admin', layouts: ADMIN_LOCATION },
  adminUsers: { path: '/admin/users', guard: 'admin', layouts: ADMIN },
  adminLivePayments: { path: '/admin/live-payments', guard: 'admin', layouts: ADMIN },
  adminHydrate: { path: '/admin/hydrate', guard: 'admin', layouts: ADMIN },
  adminKvCache: { path: '/admin/kv-cache', guard: 'admin', layouts: ADMIN },
  adminAnalytics: { path: '/admin/analytics', guard: 'admin', layouts: ADMIN },
  adminReports: { path: '/admin/reports', guard: 'admin', layouts: ADMIN },
  adminSettings: { path: '/admin/settings', guard: 'admin', layouts: ADMIN },
  adminEmbedding: { path: '/admin/embedding', guard: 'admin', layouts: ADMIN },
  adminPaymentChartTest: { path: '/admin/payment-chart-test', guard: 'admin', layouts: ADMIN },
} as const satisfies Record<string, RouteDefinition>

export type RouteName = keyof typeof ROUTES

/** The patterns alone, as @nanostores/router's createRouter takes them. */
export function routerPatterns(): { [Name in RouteName]: (typeof ROUTES)[Name]['path'] } {
  return Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, route.path])) as never
}
