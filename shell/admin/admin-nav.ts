// SPEC §2 Admin: the admin sidebar's entries, in order, and which one a route belongs to; the
// embedding keys follow the spec's entries.
import type { RouteName } from '../routing/route-table'

export interface AdminNavEntry {
  label: string
  href: string
  /** The routes under this entry (the entry is highlighted on them). */
  routes: readonly RouteName[]
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { label: 'Dashboard', href: '/admin', routes: ['admin', 'adminPaymentChartTest'] },
  { label: 'Locations', href: '/admin/locations', routes: ['adminLocations', 'adminLocation', 'adminLocationStats'] },
  { label: 'User Management', href: '/admin/users', routes: ['adminUsers'] },
  { label: 'Live Payments', href: '/admin/live-payments', routes: ['adminLivePayments'] },
  { label: 'Data Hydration', href: '/admin/hydrate', routes: ['adminHydrate'] },
  { label: 'KV Cache', href: '/admin/kv-cache', routes: ['adminKvCache'] },
  { label: 'Analytics', href: '/admin/analytics', routes: ['adminAnalytics'] },
  { label: 'Reports', href: '/admin/reports', routes: ['adminReports'] },
  { label: 'Settings', href: '/admin/settings', routes: ['adminSettings'] },
  { label: 'Embedding', href: '/admin/embedding', routes: ['adminEmbedding'] },
]

export function activeAdminEntry(route: RouteName): AdminNavEntry | undefined {
  return ADMIN_NAV.find((entry) => entry.routes.includes(route))
}
