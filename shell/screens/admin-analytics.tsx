// /admin/analytics: every location ranked by the newest season against the one before.
import '../../widgets/location-ranking/location-ranking.element'
import { FwElement } from '../app/fw-element'

export default function AdminAnalyticsScreen() {
  return <FwElement tag="fw-location-ranking" />
}
