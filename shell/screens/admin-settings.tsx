// /admin/settings: the server's effective configuration, never a secret.
import '../../widgets/server-settings/server-settings.element'
import { FwElement } from '../app/fw-element'

export default function AdminSettingsScreen() {
  return <FwElement tag="fw-server-settings" />
}
