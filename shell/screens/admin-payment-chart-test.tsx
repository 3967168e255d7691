// /admin/payment-chart-test (SPEC §2): sample cash and card bar charts.
import { FwElement } from '../app/fw-element'

export default function AdminPaymentChartTestScreen() {
  return <FwElement tag="fw-payment-chart-test" />
}
