// /admin/reports: the sales reports by date range or year for a location.
import { FwElement } from '../app/fw-element'

export default function AdminReportsScreen() {
  return <FwElement tag="fw-sales-reports" />
}
