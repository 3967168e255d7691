// Reading Square's Money: amounts are integer cents (the SDK's bigint is converted at the edge).
import type { Money } from '../contract/square-order'

/** The cents of a Money field, 0 when Square leaves it out. */
export function cents(money: Money | undefined): number {
  return money === undefined ? 0 : money.amount
}
