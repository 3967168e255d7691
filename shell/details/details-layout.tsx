// /stats/details (SPEC §2): compare and one location's details.
import type { LayoutProps } from '../app/screen-props'

export default function DetailsLayout({ children }: LayoutProps) {
  return <div className="shell-details">{children}</div>
}
