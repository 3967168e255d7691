// Every route of docs/screens.md in one table: its URL pattern (@nanostores/router syntax), the layouts
// it renders inside (outermost first), who may see it, where it redirects, the screen it shows
// with the fw-* elements that screen composes, and its entry in the admin sidebar. The router has
// no nested layouts and keeps no search parameters by itself: this table and ./search-params carry
// both. Plain data: the screens' modules are named here and loaded per route (../app/screens.ts);
// the admin sidebar, the browser tests' screen list and the README's element table are made from it.
import type { WidgetTagName } from '../../widgets/widget-list'

/** Who may open a route. */
export type Guard =
  /** Anyone (/square). */
  | 'public'
  /** Signed-out visitors; a signed-in one is sent to `/` (/login). */
  | 'guest'
  /** A signed-in user (the /stats area, docs/screens.md#access). */
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
  /** The screen's module, from shell/ without its extension ('screens/admin-reports'): its default export is the screen. */
  screen?: string
  /** The fw-* elements the screen composes, each registered by the screen itself. */
  shows?: readonly WidgetTagName[]
  /** The route's entry in the admin sidebar, by its label; the routes below its path highlight it too. */
  adminNav?: string
}

/** The fw-* elements a layout draws around every screen inside it (the /stats sidebar, the celebrations). */
export const LAYOUT_ELEMENTS: Readonly<Record<LayoutName, readonly WidgetTagName[]>> = {
  stats: ['fw-location-filters', 'fw-location-list', 'fw-fireworks'],
  locations: [],
  details: [],
  'location-details': [],
  admin: ['fw-fireworks'],
  'admin-location': [],
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
  login: { path: '/login', guard: 'guest', layouts: [], screen: 'login/login-screen' },
  square: { path: '/square', guard: 'public', layouts: [], screen: 'square/square-screen' },

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
  locationsMap: { path: '/stats/locations/map', guard: 'signed-in', layouts: LOCATIONS, screen: 'screens/locations-map', shows: ['fw-location-map'] },
  locationsList: { path: '/stats/locations/list', guard: 'signed-in', layouts: LOCATIONS, screen: 'screens/locations-list', shows: ['fw-locations-table'] },
  locationsGrid: { path: '/stats/locations/grid', guard: 'signed-in', layouts: LOCATIONS, screen: 'screens/locations-grid', shows: ['fw-location-grid'] },
  statsPace: { path: '/stats/pace', guard: 'signed-in', layouts: STATS, screen: 'screens/season-pace', shows: ['fw-season-pace'] },

  details: { path: '/stats/details', guard: 'signed-in', layouts: DETAILS, redirect: () => '/stats' },
  compare: { path: '/stats/details/compare', guard: 'signed-in', layouts: DETAILS, screen: 'screens/compare', shows: ['fw-compare'] },
  location: { path: '/stats/details/location/:locationId', guard: 'signed-in', layouts: LOCATION_DETAILS, redirect: (params) => `${locationPath(params)}/stats` },
  locationStats: { path: '/stats/details/location/:locationId/stats', guard: 'signed-in', layouts: LOCATION_DETAILS, screen: 'screens/location-stats', shows: ['fw-location-stats'] },
  locationItems: { path: '/stats/details/location/:locationId/items', guard: 'signed-in', layouts: LOCATION_DETAILS, screen: 'screens/location-items', shows: ['fw-top-items'] },
  locationOrders: { path: '/stats/details/location/:locationId/orders', guard: 'signed-in', layouts: LOCATION_DETAILS, screen: 'screens/location-orders', shows: ['fw-orders-table'] },
  locationOrder: {
    path: '/stats/details/location/:locationId/orders/:year/:orderId',
    guard: 'signed-in',
    layouts: LOCATION_DETAILS,
    screen: 'screens/location-order',
    shows: ['fw-order-invoice'],
  },

  admin: { path: '/admin', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-dashboard', shows: ['fw-user-counts', 'fw-webhook-tester', 'fw-system-status'], adminNav: 'Dashboard' },
  adminLocations: { path: '/admin/locations', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-locations', shows: ['fw-admin-locations'], adminNav: 'Locations' },
  adminLocation: {
    path: '/admin/locations/:locationId',
    guard: 'admin',
    layouts: ADMIN_LOCATION,
    redirect: (params) => `/admin/locations/${encodeURIComponent(params.locationId ?? '')}/stats`,
  },
  adminLocationStats: { path: '/admin/locations/:locationId/stats', guard: 'admin', layouts: ADMIN_LOCATION, screen: 'screens/admin-location-stats', shows: ['fw-admin-location'] },
  adminUsers: { path: '/admin/users', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-users', shows: ['fw-users-admin'], adminNav: 'User Management' },
  adminLivePayments: { path: '/admin/live-payments', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-live-payments', shows: ['fw-live-payments'], adminNav: 'Live Payments' },
  adminHydrate: { path: '/admin/hydrate', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-hydrate', shows: ['fw-hydration-tools'], adminNav: 'Data Hydration' },
  adminKvCache: { path: '/admin/kv-cache', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-kv-cache', shows: ['fw-kv-cache'], adminNav: 'KV Cache' },
  adminAnalytics: { path: '/admin/analytics', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-analytics', shows: ['fw-location-ranking'], adminNav: 'Analytics' },
  adminReports: { path: '/admin/reports', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-reports', shows: ['fw-sales-reports'], adminNav: 'Reports' },
  adminSettings: { path: '/admin/settings', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-settings', shows: ['fw-server-settings'], adminNav: 'Settings' },
  adminEmbedding: { path: '/admin/embedding', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-embedding', shows: ['fw-embed-keys'], adminNav: 'Embedding' },
  adminPaymentChartTest: { path: '/admin/payment-chart-test', guard: 'admin', layouts: ADMIN, screen: 'screens/admin-payment-chart-test', shows: ['fw-payment-chart-test'] },
} as const satisfies Record<string, RouteDefinition>

export type RouteName = keyof typeof ROUTES

/** The patterns alone, as @nanostores/router's createRouter takes them. */
export function routerPatterns(): { [Name in RouteName]: (typeof ROUTES)[Name]['path'] } {
  return Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, route.path])) as never
}
