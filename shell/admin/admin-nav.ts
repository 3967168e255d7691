// The admin sidebar's entries (docs/screens.md#admin), in the route table's order, each the route that
// names it (adminNav), and which entry a route belongs to: the one whose path is the longest
// start of the route's own, so /admin/locations/{id} highlights Locations and any other /admin
// page Dashboard.
import { ROUTES, type RouteName } from '../routing/route-table'

export interface AdminNavEntry {
  label: string
  href: string
}

export const ADMIN_NAV: readonly AdminNavEntry[] = Object.values(ROUTES).flatMap((route) =>
  'adminNav' in route ? [{ label: route.adminNav, href: route.path }] : [],
)

/** Whether `path` is `prefix` or lies below it (segment by segment). */
function isWithin(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

export function activeAdminEntry(route: RouteName): AdminNavEntry | undefined {
  const path = ROUTES[route].path
  return ADMIN_NAV.filter((entry) => isWithin(path, entry.href)).sort((a, b) => b.href.length - a.href.length)[0]
}
