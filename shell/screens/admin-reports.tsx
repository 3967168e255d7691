// /admin/reports: the sales reports by date range or year for a location.
import '../../widgets/sales-reports/sales-reports.element'
import { useElementContext } from '../app/element-context'

export default function AdminReportsScreen() {
  return <fw-sales-reports {...useElementContext()} />
}
