// /admin/payment-chart-test (docs/screens.md#admin-dashboard): sample cash and card bar charts.
import '../../widgets/payment-chart-test/payment-chart-test.element'
import { useElementContext } from '../app/element-context'

export default function AdminPaymentChartTestScreen() {
  return <fw-payment-chart-test {...useElementContext()} />
}
