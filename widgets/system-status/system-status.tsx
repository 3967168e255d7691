// fw-system-status: the admin dashboard's System Status card (docs/screens.md#admin-dashboard /admin/). It shows whether
// the API answers (GET /api/health, every 10 s) and how many live connections the server holds
// (GET /api/ws/fireworks/status, every 5 s), asking only while the card can be seen: in the
// viewport and on a showing tab. Answers go through the page's query cache and are asked again in
// place, so a poll never flashes "Checking..." over a known status.
import { useCallback, useRef } from 'react'
import { healthQuery, HEALTH_PATH, refreshQuery, wsStatusQuery, WS_STATUS_PATH } from '../../src/api/admin-queries'
import { defineStyles } from '../../src/elements/style-sheets'
import { useOnScreen, usePolling, useQuery } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { Badge, Card } from '../ui-kit'
import { apiHealth, connectedUsersText, CONNECTIONS_POLL_MS, HEALTH_POLL_MS, STATUS_TEXT, type ApiHealth } from './status-model'
import systemStatusCss from './system-status.css?inline'

const systemStatusStyles = defineStyles(systemStatusCss)

const BADGE = { checking: 'neutral', online: 'success', offline: 'destructive' } as const

export interface SystemStatusViewProps {
  health: ApiHealth
  /** The connection count, or a dash when unknown. */
  connectedUsers: string
}

/** The card for a given status: pure, so stories and tests feed it fixtures. */
export function SystemStatusView({ health, connectedUsers }: SystemStatusViewProps) {
  useStyles(systemStatusStyles)
  return (
    <>
      <dl className="fw-system-status-rows">
        <dt>API Status</dt>
        <dd>
          <Badge variant={BADGE[health.status]} data-status={health.status}>
            {STATUS_TEXT[health.status]}
          </Badge>
        </dd>
        <dt>Connected Users</dt>
        <dd data-field="connected-users">{connectedUsers}</dd>
      </dl>
      {health.status === 'offline' ? (
        <p className="fw-system-status-error" role="alert">
          {health.error}
        </p>
      ) : null}
    </>
  )
}

export function SystemStatus() {
  useStyles(systemStatusStyles)
  const api = useWidgetApi()
  const cardRef = useRef<HTMLElement>(null)
  const onScreen = useOnScreen(cardRef)
  const health = useQuery(() => healthQuery(api), [api])
  const connections = useQuery(() => wsStatusQuery(api), [api])
  usePolling(onScreen, HEALTH_POLL_MS, useCallback(() => refreshQuery(api, HEALTH_PATH), [api]))
  usePolling(onScreen, CONNECTIONS_POLL_MS, useCallback(() => refreshQuery(api, WS_STATUS_PATH), [api]))
  return (
    <Card ref={cardRef} className="fw-system-status" title="System Status" description="API health and live connections">
      <SystemStatusView health={apiHealth(health)} connectedUsers={connectedUsersText(connections)} />
    </Card>
  )
}
