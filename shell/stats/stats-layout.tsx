// /stats (SPEC §2): the locations sidebar beside the page's header and content.
import type { LayoutProps } from '../app/screen-props'

export default function StatsLayout({ children }: LayoutProps) {
  return <div className="shell-stats">{children}</div>
}
