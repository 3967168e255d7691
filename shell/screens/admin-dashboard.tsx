// /admin (SPEC §2): the user-count cards, webhook testing and system status.
import '../../widgets/user-counts/user-counts.element'
import '../../widgets/webhook-tester/webhook-tester.element'
import '../../widgets/system-status/system-status.element'
import { FwElement } from '../app/fw-element'

export default function AdminDashboardScreen() {
  return (
    <div className="shell-admin-dashboard">
      <FwElement tag="fw-user-counts" />
      <FwElement tag="fw-webhook-tester" />
      <FwElement tag="fw-system-status" />
    </div>
  )
}
