// /admin/live-payments (docs/screens.md#live-payments-and-fireworks): the live payment feed with its Live Mode switch.
import '../../widgets/live-payments/live-payments.element'
import { useElementContext } from '../app/element-context'

export default function AdminLivePaymentsScreen() {
  return <fw-live-payments {...useElementContext()} />
}
