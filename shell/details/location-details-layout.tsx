// /stats/details/location/{locationId} (SPEC §2): one location's stats, items and orders.
import type { LayoutProps } from '../app/screen-props'

export default function LocationDetailsLayout({ children }: LayoutProps) {
  return <div className="shell-location-details">{children}</div>
}
