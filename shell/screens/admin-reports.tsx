// /admin/reports: the sales reports by date range or year for a location.
import '../../widgets/sales-reports/sales-reports.element'
import { FwElement } from '../app/fw-element'

export default function AdminReportsScreen() {
  return <FwElement tag="fw-sales-reports" />
}
