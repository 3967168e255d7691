// /stats/details/compare (docs/screens.md#compare): fw-compare with the URL's locations (the first 2 are used),
// years and days. A swap comes back as fw-compare-change and the shell rewrites the URL.
// The route's index, /stats/details/compare/ with its trailing slash, renders nothing (docs/screens.md#compare);
// the router reads both URLs as one route, so the screen tells them apart by the address itself.
import '../../widgets/compare/compare.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'

/** Whether the address is the compare route's index (a trailing slash). */
export function isCompareIndex(pathname: string): boolean {
  return pathname.length > 1 && pathname.endsWith('/')
}

export default function CompareScreen({ search }: ScreenProps) {
  const context = useElementContext()
  if (typeof location !== 'undefined' && isCompareIndex(location.pathname)) return null
  return <fw-compare {...context} locations={search.locations} years={search.years} days={search.days} />
}
