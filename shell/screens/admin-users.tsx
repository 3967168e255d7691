// /admin/users (docs/screens.md#user-management): User Management.
import '../../widgets/users-admin/users-admin.element'
import { useElementContext } from '../app/element-context'

export default function AdminUsersScreen() {
  return <fw-users-admin {...useElementContext()} />
}
