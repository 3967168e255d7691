// The layouts routes render inside (route-table.ts names them), each loaded with the first route
// that needs it: the /stats frame (sidebar, header), the locations header, the details frames, the
// admin panel.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { LayoutName } from '../routing/route-table'
import type { LayoutProps } from './screen-props'

type Layout = LazyExoticComponent<ComponentType<LayoutProps>>

export const LAYOUTS: Record<LayoutName, Layout> = {
  stats: lazy(() => import('../stats/stats-layout')),
  locations: lazy(() => import('../stats/locations-layout')),
  details: lazy(() => import('../details/details-layout')),
  'location-details': lazy(() => import('../details/location-details-layout')),
  admin: lazy(() => import('../admin/admin-layout')),
  'admin-location': lazy(() => import('../admin/admin-location-layout')),
}
