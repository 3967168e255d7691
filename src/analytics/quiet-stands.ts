// Quiet stands: a location in its usual busy hours with no sale for 30 minutes, whose card reader
// or connection may be down. "Busy" is read from the location's own earlier seasons: at the same
// local window day and hour, they averaged enough sales that 30 minutes without one would be
// unlikely by chance. With sales arriving at random at an average of λ an hour, the chance of 30
// minutes without any is e^(−λ/2); asking that the 30 minutes were expected to bring at least 3
// sales (λ ≥ 6 an hour) keeps that chance under 5%, so a flag is worth a phone call.
import { MS_PER_MINUTE } from '../season/instant'
import { zonePlacer } from '../season/zone'

/** How long without a sale makes a busy stand quiet. */
export const QUIET_MINUTES = 30
/** The sales its earlier seasons lead us to expect in those minutes before a stand counts as busy. */
export const BUSY_EXPECTED_SALES = 3

/** A season's transactions per window hour (day index × 24 + local hour). */
export interface HourlySales {
  transactions: readonly number[]
}

/**
 * The sales a location's earlier seasons lead us to expect in the `minutes` before `atMs`: for
 * each of those minutes, its local window hour's transactions averaged over the earlier seasons it
 * traded in, spread evenly over the hour. 0 without an earlier season that sold anything.
 */
export function expectedSalesBefore(earlier: readonly HourlySales[], timeZone: string, atMs: number, minutes = QUIET_MINUTES): number {
  const traded = earlier.filter((season) => season.transactions.some((count) => count > 0))
  if (traded.length === 0) return 0
  const placer = zonePlacer(timeZone)
  let expected = 0
  for (let minute = 1; minute <= minutes; minute++) {
    const local = placer.place(atMs - minute * MS_PER_MINUTE)
    if (local === null || local.seasonIndex < 0) continue
    const slot = local.seasonIndex * 24 + local.hour
    let sales = 0
    for (const season of traded) sales += season.transactions[slot] ?? 0
    expected += sales / traded.length / 60
  }
  return expected
}

export interface QuietInput {
  /** Square still lists the location as ACTIVE. */
  active: boolean
  /** Its earlier seasons' hourly sales. */
  earlier: readonly HourlySales[]
  timeZone: string
  /** The instant the stand is judged at. */
  atMs: number
  /** Its latest sale before `atMs` this season (epoch ms); null when it has made none. */
  lastSaleMs: number | null
}

/** Whether a stand in its usual busy hours has made no sale for QUIET_MINUTES. */
export function isQuiet({ active, earlier, timeZone, atMs, lastSaleMs }: QuietInput): boolean {
  if (!active) return false
  if (lastSaleMs !== null && atMs - lastSaleMs < QUIET_MINUTES * MS_PER_MINUTE) return false
  return expectedSalesBefore(earlier, timeZone, atMs) >= BUSY_EXPECTED_SALES
}
