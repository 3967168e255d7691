// The admin sidebar (docs/screens.md#admin) is made from the route table: its nine entries and
// Embedding in order, each linking to its route, and the entry a route highlights.
import { ADMIN_NAV, activeAdminEntry } from './admin-nav'

describe('the admin sidebar', () => {
  it('lists the nine entries and Embedding in order, each to its page', () => {
    expect(ADMIN_NAV).toEqual([
      { label: 'Dashboard', href: '/admin' },
      { label: 'Locations', href: '/admin/locations' },
      { label: 'User Management', href: '/admin/users' },
      { label: 'Live Payments', href: '/admin/live-payments' },
      { label: 'Data Hydration', href: '/admin/hydrate' },
      { label: 'KV Cache', href: '/admin/kv-cache' },
      { label: 'Analytics', href: '/admin/analytics' },
      { label: 'Reports', href: '/admin/reports' },
      { label: 'Settings', href: '/admin/settings' },
      { label: 'Embedding', href: '/admin/embedding' },
    ])
  })

  it('highlights the entry a page lies under: a location under Locations, the chart test under Dashboard', () => {
    expect(activeAdminEntry('admin')?.label).toBe('Dashboard')
    expect(activeAdminEntry('adminLocationStats')?.label).toBe('Locations')
    expect(activeAdminEntry('adminLocation')?.label).toBe('Locations')
    expect(activeAdminEntry('adminPaymentChartTest')?.label).toBe('Dashboard')
    expect(activeAdminEntry('adminKvCache')?.label).toBe('KV Cache')
    expect(activeAdminEntry('adminEmbedding')?.label).toBe('Embedding')
    expect(activeAdminEntry('locationStats')).toBeUndefined()
  })
})
