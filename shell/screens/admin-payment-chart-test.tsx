// /admin/payment-chart-test (SPEC §2): sample cash and card bar charts.
import '../../widgets/payment-chart-test/payment-chart-test.element'
import { FwElement } from '../app/fw-element'

export default function AdminPaymentChartTestScreen() {
  return <FwElement tag="fw-payment-chart-test" />
}
