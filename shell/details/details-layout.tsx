// /stats/details (docs/screens.md#location-details): compare and one location's details.
import type { LayoutProps } from '../app/screen-props'

export default function DetailsLayout({ children }: LayoutProps) {
  return <div className="shell-details">{children}</div>
}
