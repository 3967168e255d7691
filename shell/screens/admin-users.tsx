// /admin/users (SPEC §2): User Management.
import '../../widgets/users-admin/users-admin.element'
import { FwElement } from '../app/fw-element'

export default function AdminUsersScreen() {
  return <FwElement tag="fw-users-admin" />
}
