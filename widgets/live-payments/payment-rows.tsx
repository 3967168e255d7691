// The feed's list (docs/screens.md#live-payments-and-fireworks): rows of 65 px in a 600 px scroll box, virtualised (overscan
// 10) so 5,000 payments cost only the rows on screen. Each row: the location's name and address,
// the amount, and when it was paid: the stand's own clock time (with its zone where the chain's
// stands keep several clocks, "9:35 PM PDT" beside "10:32 PM MDT") over how long ago.
import { useMemo, useRef } from 'react'
import type { Location } from '../../src/contract/location'
import type { PaymentReceivedMessage } from '../../src/contract/live'
import { formatMoney, formatTimeAgo } from '../../src/format'
import { formatClockTime, spansSeveralZones } from '../../src/format/date-time'
import { placeOf } from './payment-place'
import { useStyles } from '../../src/elements/use-styles'
import { useVirtualRows } from '../widget-kit'
import { livePaymentsStyles } from './live-payments-styles'

const paymentKey = (payment: PaymentReceivedMessage) => payment.payment_id

export const ROW_HEIGHT = 65
export const LIST_HEIGHT = 600

export interface PaymentRowsProps {
  payments: readonly PaymentReceivedMessage[]
  /** Locations by id; null while unknown. */
  locations: ReadonlyMap<string, Location> | null
  fresh: ReadonlySet<string>
  /** The page clock's now (ms), for the time-ago text. */
  now: number
}

export function PaymentRows({ payments, locations, fresh, now }: PaymentRowsProps) {
  useStyles(livePaymentsStyles)
  const scrollRef = useRef<HTMLDivElement>(null)
  // The scroll box is always LIST_HEIGHT high: the virtualiser is told so instead of measuring.
  const virtual = useVirtualRows({ items: payments, keyOf: paymentKey, rowHeight: ROW_HEIGHT, scrollRef, viewport: LIST_HEIGHT })
  const showZone = useMemo(() => locations !== null && spansSeveralZones(locations.values()), [locations])
  return (
    <div ref={scrollRef} className="fw-live-list" style={{ height: LIST_HEIGHT }} tabIndex={0} role="region" aria-label="Live payments">
      <ul className="fw-live-rows" style={{ height: virtual.totalHeight }} aria-label="Payments">
        {virtual.rows.map(({ item: payment, index, key, start }) => {
          const place = placeOf(payment.location_id, locations)
          return (
            <li
              key={key}
              className="fw-live-row"
              data-payment-id={payment.payment_id}
              data-new={fresh.has(payment.payment_id) || undefined}
              aria-setsize={payments.length}
              aria-posinset={index + 1}
              style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
            >
              <span className="fw-live-place">
                <span className="fw-live-name" data-known={place.known || undefined}>
                  {place.name}
                </span>
                <span className="fw-live-address">{place.address}</span>
              </span>
              <span className="fw-live-amount">{formatMoney(payment.amount)}</span>
              <span className="fw-live-when">
                {place.timeZone ? <span className="fw-live-clock">{formatClockTime(payment.timestamp, place.timeZone, { zone: showZone })}</span> : null}
                <time className="fw-live-ago" dateTime={payment.timestamp}>
                  {formatTimeAgo(payment.timestamp, now)}
                </time>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
