// /admin/live-payments (SPEC §2): the live payment feed with its Live Mode switch.
import '../../widgets/live-payments/live-payments.element'
import { FwElement } from '../app/fw-element'

export default function AdminLivePaymentsScreen() {
  return <FwElement tag="fw-live-payments" />
}
