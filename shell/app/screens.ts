// The screen each route renders, loaded when the route is first opened (one chunk per screen, so
// the sign-in page does not download the admin panel). Redirect-only routes have none.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteName } from '../routing/route-table'
import type { ScreenProps } from './screen-props'

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>

export const SCREENS: Partial<Record<RouteName, Screen>> = {
  login: lazy(() => import('../login/login-screen')),
  square: lazy(() => import('../square/square-screen')),
  locationsMap: lazy(() => import('../screens/locations-map')),
  locationsList: lazy(() => import('../screens/locations-list')),
  locationsGrid: lazy(() => import('../screens/locations-grid')),
  statsPace: lazy(() => import('../screens/season-pace')),
  compare: lazy(() => import('../screens/compare')),
  locationStats: lazy(() => import('../screens/location-stats')),
  locationItems: lazy(() => import('../screens/location-items')),
  locationOrders: lazy(() => import('../screens/location-orders')),
  locationOrder: lazy(() => import('../screens/location-order')),
  admin: lazy(() => import('../screens/admin-dashboard')),
  adminLocations: lazy(() => import('../screens/admin-locations')),
  adminLocationStats: lazy(() => import('../screens/admin-location-stats')),
  adminUsers: lazy(() => import('../screens/admin-users')),
  adminLivePayments: lazy(() => import('../screens/admin-live-payments')),
  adminHydrate: lazy(() => import('../screens/admin-hydrate')),
  adminKvCache: lazy(() => import('../screens/admin-kv-cache')),
  adminAnalytics: lazy(() => import('../screens/admin-analytics')),
  adminReports: lazy(() => import('../screens/admin-reports')),
  adminSettings: lazy(() => import('../screens/admin-settings')),
  adminEmbedding: lazy(() => import('../screens/admin-embedding')),
  adminPaymentChartTest: lazy(() => import('../screens/admin-payment-chart-test')),
}
