// /admin/analytics: every stand open this season ranked by the newest season so far against the
// one before at the same moment, as Season Pace compares them.
import '../../widgets/location-ranking/location-ranking.element'
import { useElementContext } from '../app/element-context'

export default function AdminAnalyticsScreen() {
  return <fw-location-ranking {...useElementContext()} />
}
