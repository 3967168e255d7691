// /admin (docs/screens.md#admin-dashboard): the user-count cards, webhook testing and system status.
import '../../widgets/user-counts/user-counts.element'
import '../../widgets/webhook-tester/webhook-tester.element'
import '../../widgets/system-status/system-status.element'
import { useElementContext } from '../app/element-context'

export default function AdminDashboardScreen() {
  const context = useElementContext()
  return (
    <div className="shell-admin-dashboard">
      <fw-user-counts {...context} />
      <fw-webhook-tester {...context} />
      <fw-system-status {...context} />
    </div>
  )
}
