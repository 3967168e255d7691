// The definition of every sales figure, once (docs/figures.md#net-sales). Staff hold these
// numbers against Square Dashboard, so they follow Square's US Sales Summary:
//
//   gross sales  = Σ OrderLineItem.gross_sales_money of the lines sold (price × quantity +
//                  modifiers, before discounts, without tax)
//   returns      = Σ OrderReturnLineItem.gross_return_money of the lines returned, and refunds
//                  by amount made with a return order (not tied to a sold line)
//   discounts    = discounts on the lines sold less those given back with returned lines
//   net sales    = gross sales − returns − discounts   (tax, tips and service charges excluded)
//   transactions = COMPLETED orders that sell something other than gift cards
//   average order value = net sales ÷ transactions
//
// Gift cards (item_type GIFT_CARD) are not sales: Square leaves them out of gross and net sales,
// and an order that only sells gift cards is not a transaction. Their money is still collected
// (see the payment breakdown in ./year-tally), and so is everything a partial refund gives back.
// Only COMPLETED orders count toward any figure. Each line's net and gross sales: ./line-figures.
//
// Returns and refunds, counted once each (./returns, ./refunds):
//   1. An order with `returns` (Square's return order, or an exchange that also sells) gives back
//      each returned line's net sales, on the day of the order that carries it (for Square's
//      return orders, the day of the refund), as Square's reports do. Refunds by amount made with a
//      return order (a custom-amount return line) are returns too, of the custom amounts row.
//   2. A refund a sale lists itself, with no return order listing it, is a partial refund: not a
//      return, so it leaves these figures alone (Square's Sales Summary lists Partial Refunds
//      apart, taken off total collected only). The money figures are in ./season-tally.
import type { Order } from '../contract/square-order'
import { hasDiscounts, hasServiceCharges, lineGrossSales, lineNetSales, sellsGoods } from './line-figures'
import { cents } from './money'
import { isGiftCardLine, returnFigures, type ReturnFigures } from './returns'

export { hasDiscounts, hasServiceCharges, lineDiscounts, lineGrossSales, lineNetSales, parseQuantity, sellsGoods } from './line-figures'

/** Whether an order counts toward figures: only COMPLETED ones do. */
export function isCounted(order: Order): boolean {
  return order.state === 'COMPLETED'
}

/** Whether an order is a sale: it sells something other than gift cards (a return-only order does not). */
export function isSale(order: Order): boolean {
  return sellsGoods(order.line_items)
}

/** One order's figures in cents. */
export interface OrderFigures {
  grossSales: number
  discounts: number
  returns: number
  netSales: number
  /** Sales of gift cards (their lines' total_money): neither gross nor net sales. */
  giftCardSales: number
  /** Refunds by amount made with a return order (./returns): in returns and net sales, in no catalog item. */
  refundsByAmount: number
}

export function emptyFigures(): OrderFigures {
  return { grossSales: 0, discounts: 0, returns: 0, netSales: 0, giftCardSales: 0, refundsByAmount: 0 }
}

const scratchReturns: ReturnFigures = { netSales: 0, grossSales: 0, byAmount: 0 }

/**
 * An order's figures, written into `into` (so a pass over many orders allocates nothing). Callers
 * decide whether the order counts (isCounted); this only does the arithmetic. Refunds the order
 * lists are no part of them: a return order's are in its returns, a sale's own are partial refunds.
 */
export function orderFigures(order: Order, into: OrderFigures = emptyFigures()): OrderFigures {
  let salesNet = 0
  let salesGross = 0
  let giftCards = 0
  const lines = order.line_items
  if (lines !== undefined) {
    const serviceCharged = hasServiceCharges(order)
    const discounted = hasDiscounts(order)
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!
      if (isGiftCardLine(line)) {
        giftCards += cents(line.total_money)
        continue
      }
      const net = lineNetSales(line, serviceCharged)
      salesNet += net
      salesGross += lineGrossSales(line, net, discounted)
    }
  }
  return composeFigures(order, salesNet, salesGross, giftCards, into)
}

/**
 * The one place an order's figures are put together from the sums of its lines' net and gross
 * sales and its gift card sales (a pass that already walks the lines passes its sums in), and its
 * returns (rule 1).
 */
export function composeFigures(
  order: Order,
  linesNetSales: number,
  linesGrossSales: number,
  giftCardSales: number,
  into: OrderFigures,
  orderReturns: Order['returns'] = order.returns,
): OrderFigures {
  let returnedNet = 0
  let returnedGross = 0
  let byAmount = 0
  if (orderReturns !== undefined && orderReturns.length > 0) {
    const back = returnFigures(order, orderReturns, scratchReturns)
    returnedNet = back.netSales
    returnedGross = back.grossSales
    byAmount = back.byAmount
  }
  into.grossSales = linesGrossSales
  into.returns = returnedGross
  into.netSales = linesNetSales - returnedNet
  into.discounts = linesGrossSales - returnedGross - into.netSales
  into.giftCardSales = giftCardSales
  into.refundsByAmount = byAmount
  return into
}

/** Net sales of one order (0 unless COMPLETED). */
export function orderNetSales(order: Order): number {
  return isCounted(order) ? orderFigures(order, emptyFigures()).netSales : 0
}

/** Average order value in cents: net sales ÷ transactions, rounded; 0 without transactions. */
export function averageOrderValue(netSales: number, transactions: number): number {
  return transactions > 0 ? Math.round(netSales / transactions) : 0
}
