// /stats/locations (SPEC §2): the map, list and grid views.
import type { LayoutProps } from '../app/screen-props'

export default function LocationsLayout({ children }: LayoutProps) {
  return <div className="shell-locations">{children}</div>
}
