// fw-live-payments: the live payments feed (docs/screens.md#live-payments-and-fireworks /admin/live-payments), embeddable on any page.
// The Live Mode switch is off at start; on opens the page's live connection, off releases it and
// stops new rows. Each row names the location (from the page's locations answer), the amount, and
// how long ago by the server's clock (docs/clock-and-seasons.md#the-clock: a server running with FW_NOW, or a machine whose
// clock is off, still reads "2 seconds ago"), counting on; a new payment is highlighted for 0.8 s.
import { useMemo, useState } from 'react'
import { locationsQuery } from '../../src/api/queries'
import type { Location } from '../../src/contract/location'
import { QueryError, useQuery, useServerClock } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { useWidget } from '../../src/elements/widget-context'
import type { LiveStatus } from '../../src/live/live-client'
import { formatCount } from '../../src/format'
import { Card, Switch } from '../ui-kit'
import { livePaymentsStyles } from './live-payments-styles'
import { PaymentRows } from './payment-rows'
import { useLiveFeed } from './use-live-feed'
import { useNow } from './use-now'

const STATUS_TEXT: Record<LiveStatus, string> = { connected: 'Connected', connecting: 'Connecting...', disconnected: 'Disconnected' }

export function LivePayments() {
  useStyles(livePaymentsStyles)
  const api = useWidgetApi()
  const { apiBase, readToken } = useWidget()
  const [on, setOn] = useState(false)
  const feed = useLiveFeed(on, apiBase, readToken)
  // The page clock's offset, measured once per page; useNow reads the page clock.
  useServerClock()
  const now = useNow(feed.payments.length > 0)
  const locations = useQuery(() => locationsQuery(api), [api])
  const byId = useMemo(
    () => (locations.status === 'ready' ? new Map<string, Location>(locations.data.locations.map((location) => [location.id, location])) : null),
    [locations],
  )

  return (
    <Card
      className="fw-live-payments"
      title="Live Payments"
      description="Payments as Square reports them, newest first"
      actions={
        <>
          {on ? (
            <span className="fw-live-header-status" data-status={feed.status} role="status">
              <span className="fw-live-dot" aria-hidden="true" />
              {STATUS_TEXT[feed.status]}
            </span>
          ) : null}
          <Switch label="Live Mode" checked={on} onCheckedChange={setOn} />
        </>
      }
    >
      {locations.status === 'error' ? <QueryError error={locations.error} what="the locations' names" retry={locations.retry} /> : null}
      {feed.payments.length === 0 ? (
        <p className="fw-live-empty">{on ? 'Waiting for payments...' : 'Turn on Live Mode to see payments as they arrive.'}</p>
      ) : (
        <>
          <p className="fw-live-summary">{formatCount(feed.payments.length)} payments</p>
          <PaymentRows payments={feed.payments} locations={byId} fresh={feed.fresh} now={now} />
        </>
      )}
    </Card>
  )
}
