// /admin/analytics: every location ranked by the newest season against the one before.
import '../../widgets/location-ranking/location-ranking.element'
import { useElementContext } from '../app/element-context'

export default function AdminAnalyticsScreen() {
  return <fw-location-ranking {...useElementContext()} />
}
