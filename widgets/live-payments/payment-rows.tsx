// The feed's list (SPEC §9 live feed): rows of 65 px in a 600 px scroll box, virtualised with
// @tanstack/react-virtual (overscan 10) so 5,000 payments cost only the rows on screen. Each row:
// the location's name and address, the amount, and how long ago it was paid.
import { useVirtualizer, type Rect } from '@tanstack/react-virtual'
import { useRef } from 'react'
import type { Location } from '../../src/contract/location'
import type { PaymentReceivedMessage } from '../../src/contract/live'
import { formatMoney, formatTimeAgo } from '../../src/format'
import { placeOf } from './payment-place'
import { useItemKey } from '../../src/elements/use-item-key'
import { useStyles } from '../../src/elements/use-styles'
import { livePaymentsStyles } from './live-payments-styles'

const paymentKey = (payment: PaymentReceivedMessage) => payment.payment_id

export const ROW_HEIGHT = 65
export const LIST_HEIGHT = 600
export const OVERSCAN = 10

export interface PaymentRowsProps {
  payments: readonly PaymentReceivedMessage[]
  /** Locations by id; null while unknown. */
  locations: ReadonlyMap<string, Location> | null
  fresh: ReadonlySet<string>
  /** The page clock's now (ms), for the time-ago text. */
  now: number
}

// The scroll box is always LIST_HEIGHT high, so its height is known without measuring (which
// also gives the same rows where nothing lays out, as in tests); only the width is read.
const FIXED_HEIGHT_RECT: Rect = { width: 0, height: LIST_HEIGHT }
function observeFixedHeight(instance: { scrollElement: Element | null }, callback: (rect: Rect) => void): () => void {
  callback({ width: instance.scrollElement?.clientWidth ?? 0, height: LIST_HEIGHT })
  return () => undefined
}

export function PaymentRows({ payments, locations, fresh, now }: PaymentRowsProps) {
  useStyles(livePaymentsStyles)
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: payments.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: useItemKey(payments, paymentKey),
    initialRect: FIXED_HEIGHT_RECT,
    observeElementRect: observeFixedHeight,
  })
  return (
    <div ref={scrollRef} className="fw-live-list" style={{ height: LIST_HEIGHT }} tabIndex={0} role="region" aria-label="Live payments">
      <ul className="fw-live-rows" style={{ height: virtualizer.getTotalSize() }} aria-label="Payments">
        {virtualizer.getVirtualItems().map((item) => {
          const payment = payments[item.index]!
          const place = placeOf(payment.location_id, locations)
          return (
            <li
              key={item.key}
              className="fw-live-row"
              data-payment-id={payment.payment_id}
              data-new={fresh.has(payment.payment_id) || undefined}
              aria-setsize={payments.length}
              aria-posinset={item.index + 1}
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <span className="fw-live-place">
                <span className="fw-live-name" data-known={place.known || undefined}>
                  {place.name}
                </span>
                <span className="fw-live-address">{place.address}</span>
              </span>
              <span className="fw-live-amount">{formatMoney(payment.amount)}</span>
              <time className="fw-live-ago" dateTime={payment.timestamp}>
                {formatTimeAgo(payment.timestamp, now)}
              </time>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
