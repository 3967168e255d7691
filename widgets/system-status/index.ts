// fw-system-status: the admin dashboard's API health and live connection count. Importing this
// registers nothing; see system-status.element.ts.
export { SystemStatus, SystemStatusView, type SystemStatusViewProps } from './system-status'
export { apiHealth, connectedUsersText, STATUS_TEXT, HEALTH_POLL_MS, CONNECTIONS_POLL_MS, type ApiHealth } from './status-model'
