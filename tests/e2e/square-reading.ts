// Figures read from the API's raw orders the way Square's Sales Summary reads them, independently
// of src/analytics: net sales from each order's own rollups (total − tax − tip − service charge −
// gift cards sold, less the sales its return_amounts give back), partial refunds as the refunds a
// sale lists that no return order lists, and days and times by Intl in the location's timezone.
import type { Money, Order } from '../../src/contract/square-order'

const cents = (money: Money | undefined) => money?.amount ?? 0

/** One formatter per timezone: making one costs far more than using it, and specs read thousands of orders. */
const wallClocks = new Map<string, Intl.DateTimeFormat>()
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    wallClocks.set(timeZone, format)
  }
  return format
}

/** An instant's local calendar date and wall time in `timeZone`, by Intl. */
export function localTime(timestamp: string | number, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = wallClock(timeZone).formatToParts(new Date(timestamp))
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour') % 24, minute: read('minute') }
}

/** The season (June 28 – July 5, local) an instant falls in, or null. */
export function windowYear(timestamp: string, timeZone: string): number | null {
  const { year, month, day } = localTime(timestamp, timeZone)
  return (month === 6 && day >= 28) || (month === 7 && day <= 5) ? year : null
}

/** Square's net sales of one COMPLETED order, from its rollups. */
export function squareOrderNetSales(order: Order): number {
  const giftCards = (order.line_items ?? []).filter((line) => line.item_type === 'GIFT_CARD').reduce((sum, line) => sum + cents(line.total_money), 0)
  const sold = cents(order.total_money) - cents(order.total_tax_money) - cents(order.total_tip_money) - cents(order.total_service_charge_money) - giftCards
  const back = order.return_amounts
  const returned = back === undefined ? 0 : cents(back.total_money) - cents(back.tax_money) - cents(back.tip_money) - cents(back.service_charge_money)
  return sold - returned
}

/** Net sales of the orders of `year` created before `beforeMs` (all of them without it). */
export function squareNetSales(orders: readonly Order[], timeZone: string, year: number, beforeMs = Infinity): number {
  return orders
    .filter((order) => order.state === 'COMPLETED' && windowYear(order.created_at, timeZone) === year && Date.parse(order.created_at) < beforeMs)
    .reduce((sum, order) => sum + squareOrderNetSales(order), 0)
}

/**
 * The partial refunds made in `year`'s window on its sales: refunds a sale lists, moved money (not
 * REJECTED or FAILED), that no return order among `everyOrder` (the location's, every season) lists.
 * With `beforeMs` (a like-for-like cut), only sales created and refunds made before it.
 */
export function squarePartialRefunds(orders: readonly Order[], everyOrder: readonly Order[], timeZone: string, year: number, beforeMs = Infinity): number {
  const isReturn = (order: Order) => (order.returns?.length ?? 0) > 0
  const claimed = new Set(everyOrder.filter((order) => order.state === 'COMPLETED' && isReturn(order)).flatMap((order) => (order.refunds ?? []).map((refund) => refund.id)))
  let refunded = 0
  for (const order of orders) {
    if (order.state !== 'COMPLETED' || isReturn(order) || windowYear(order.created_at, timeZone) !== year || Date.parse(order.created_at) >= beforeMs) continue
    for (const refund of order.refunds ?? []) {
      if (refund.status === 'REJECTED' || refund.status === 'FAILED' || claimed.has(refund.id)) continue
      const at = refund.created_at ?? order.created_at
      if (windowYear(at, timeZone) === year && Date.parse(at) < beforeMs) refunded += Math.abs(refund.amount_money.amount)
    }
  }
  return refunded
}

/** The instant of a local wall time in `timeZone`, by Intl (the offset read at the instant itself). */
export function instantOfLocal(timeZone: string, year: number, month: number, day: number, hour: number, minute: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const offsetAt = (instant: number) => {
    const local = localTime(instant, timeZone)
    return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - Math.floor(instant / 60_000) * 60_000
  }
  const guess = wall - offsetAt(wall)
  return wall - offsetAt(guess)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The local minute a screen says a comparison runs to ("to Jul 4, 8:30 PM"), read back. */
export function readCutText(text: string): { month: number; day: number; hour: number; minute: number } {
  const match = /to (\w{3}) (\d{1,2}), (\d{1,2}):(\d{2}) (AM|PM)/.exec(text)
  if (!match) throw new Error(`No "to <date>, <time>" in ${JSON.stringify(text)}`)
  const hour12 = Number(match[3]) % 12
  return { month: MONTHS.indexOf(match[1]!) + 1, day: Number(match[2]), hour: match[5] === 'PM' ? hour12 + 12 : hour12, minute: Number(match[4]) }
}

/** An instant as the screens write a local minute ("Jul 4, 8:35 PM"), by Intl. */
export function localMinuteText(timestamp: string | number, timeZone: string): string {
  const { month, day, hour, minute } = localTime(timestamp, timeZone)
  return `${MONTHS[month - 1]} ${day}, ${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}
