// fw-system-status: the admin dashboard's API health and live connection count. Importing this
// registers nothing; see system-status.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { SystemStatus as SystemStatusContent } from './system-status'
export { SystemStatusView, type SystemStatusViewProps } from './system-status'
export { apiHealth, connectedUsersText, STATUS_TEXT, HEALTH_POLL_MS, CONNECTIONS_POLL_MS, type ApiHealth } from './status-model'

/** <fw-system-status> as a React component: in its own shadow root, styled and themed like the element. */
export const SystemStatus = framedWidget(SystemStatusContent)
