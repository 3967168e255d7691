// /stats/locations (docs/screens.md#the-stats-area): the map, list and grid views. Opening one makes it the remembered view.
import { useEffect } from 'react'
import type { LayoutProps } from '../app/screen-props'
import { rememberView, type LocationView } from './view-store'

const VIEW_OF_ROUTE: Partial<Record<LayoutProps['route'], LocationView>> = { locationsMap: 'map', locationsList: 'list', locationsGrid: 'grid' }

export default function LocationsLayout({ route, children }: LayoutProps) {
  const view = VIEW_OF_ROUTE[route]
  useEffect(() => {
    if (view) rememberView(view)
  }, [view])
  return <div className="shell-locations">{children}</div>
}
