// /stats/details/compare (SPEC §2): fw-compare with the URL's locations (the first 2 are used),
// years and days. A swap comes back as fw-compare-change and the shell rewrites the URL.
import '../../widgets/compare/compare.element'
import { FwElement } from '../app/fw-element'
import type { ScreenProps } from '../app/screen-props'

export default function CompareScreen({ search }: ScreenProps) {
  return <FwElement tag="fw-compare" attributes={{ locations: search.locations, years: search.years, days: search.days }} />
}
