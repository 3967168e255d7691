// Signing out of the dashboard (docs/shell-and-widgets.md#sign-in-and-sessions): the server is told (a failed call is ignored),
// the stored session is cleared, the service worker's caches are emptied, and the reader goes to
// /login.
import { logout } from '../../src/stores/session'
import { LOGIN_PATH } from '../routing/resolve-route'
import { navigate } from '../routing/router'
import { clearOfflineCaches } from '../offline/register-service-worker'
import { shellApi } from './shell-api'

export async function signOutOfDashboard(): Promise<void> {
  await logout(shellApi)
  await clearOfflineCaches()
  navigate(LOGIN_PATH, { carry: false })
}
