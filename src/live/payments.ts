// The live feed's list (docs/screens.md#live-payments-and-fireworks): at most 5,000 payments, newest first. A payment seen
// twice (a reconnect after a server restart may replay one) is kept once.
import type { PaymentReceivedMessage } from '../contract/live'

export const MAX_LIVE_PAYMENTS = 5_000

/** The list with `payment` in its place by time (newest first), capped; the same list if already there. */
export function addPayment(
  list: readonly PaymentReceivedMessage[],
  payment: PaymentReceivedMessage,
  max = MAX_LIVE_PAYMENTS,
): readonly PaymentReceivedMessage[] {
  if (list.some((known) => known.payment_id === payment.payment_id)) return list
  const at = Date.parse(payment.timestamp)
  // Usually the newest: found at index 0 without scanning the list.
  let index = list.findIndex((known) => Date.parse(known.timestamp) <= at)
  if (index === -1) index = list.length
  if (index >= max) return list
  const next = [...list.slice(0, index), payment, ...list.slice(index)]
  return next.length > max ? next.slice(0, max) : next
}
