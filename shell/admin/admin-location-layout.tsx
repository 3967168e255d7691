// /admin/locations/{locationId} (docs/screens.md#locations-admin): one location in the admin panel.
import type { LayoutProps } from '../app/screen-props'

export default function AdminLocationLayout({ children }: LayoutProps) {
  return <div className="shell-admin-location">{children}</div>
}
