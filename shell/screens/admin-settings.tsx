// /admin/settings: the server's effective configuration, never a secret.
import '../../widgets/server-settings/server-settings.element'
import { useElementContext } from '../app/element-context'

export default function AdminSettingsScreen() {
  return <fw-server-settings {...useElementContext()} />
}
