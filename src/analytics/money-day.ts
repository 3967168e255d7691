// Which window day money counts on (docs/figures.md#dating): a tender or refund counts in its order's
// season, on the window day of its own created_at in the location's timezone; money that moved
// outside that season's window counts on no window day (a tab paid after the season closed).
import type { Order } from '../contract/square-order'
import { parseInstant } from '../season/instant'
import type { LocalHour, ZonePlacer } from '../season/zone'

/**
 * The window position (June 28 → 0 … July 5 → 7) of the day money moved at `movedAt`, in the
 * season of `order`, placed at `orderPlace`; -1 when it moved outside that season's window.
 */
export function seasonDayOfMoney(placer: ZonePlacer, movedAt: string, order: Order, orderPlace: LocalHour): number {
  const moved = movedAt === order.created_at ? orderPlace : placer.place(parseInstant(movedAt))
  return moved === null || moved.year !== orderPlace.year ? -1 : moved.seasonIndex
}
