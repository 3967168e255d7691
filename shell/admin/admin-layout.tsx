// /admin (SPEC §2 Admin): the admin panel.
import type { LayoutProps } from '../app/screen-props'

export default function AdminLayout({ children }: LayoutProps) {
  return <div className="shell-admin">{children}</div>
}
