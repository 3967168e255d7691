// The definition of every sales figure, once (DESIGN §3, STYLE "A figure"). Staff hold these
// numbers against Square Dashboard, so they follow Square's US Sales Summary:
//
//   gross sales  = Σ OrderLineItem.gross_sales_money of the lines sold (price × quantity +
//                  modifiers, before discounts, without tax)
//   returns      = Σ OrderReturnLineItem.gross_return_money of the lines returned, and the sales
//                  share of refunds by amount (not tied to a sold line)
//   discounts    = discounts on the lines sold less those given back with returned lines
//   net sales    = gross sales − returns − discounts   (tax, tips and service charges excluded)
//   transactions = COMPLETED orders that sell something other than gift cards
//   average order value = net sales ÷ transactions
//
// Gift cards (item_type GIFT_CARD) are not sales: Square leaves them out of gross and net sales,
// and an order that only sells gift cards is not a transaction. Their money is still collected
// (see the payment breakdown in ./year-tally). Only COMPLETED orders count toward any figure.
//
// Net sales are read from fields whose meaning does not depend on the account's country:
//   OrderLineItem.total_money                 what the buyer pays for the line: after discounts, with
//                                             additive tax added and inclusive tax inside, plus any
//                                             apportioned service charge
//   OrderLineItem.total_tax_money             all its tax, additive and inclusive
//   OrderLineItem.total_service_charge_money  its share of APPORTIONED service charges (not sales)
// so line net sales = total − tax − service charge, and the same for a returned line. Gross sales
// are Square's own gross_sales_money, which for inclusive taxes in the US has the tax taken out of
// the undiscounted price; discounts are then whatever lies between gross and net, which is the
// discount without its tax, as Square reports it (a 10% discount on an $11.00 shelf price with
// 10% tax inside shows $10.00 gross, $1.00 discount and $9.00 net). A line without
// gross_sales_money counts its net sales plus total_discount_money. Lines carry discounts and
// service-charge shares only of those the order lists (Order.discounts, Order.service_charges),
// so those two line fields are read only on orders that list some.
//
// Returns and refunds, counted once each:
//   1. An order with `returns` (Square's return order, or an exchange that also sells) gives back
//      each OrderReturnLineItem's net sales; a returned CUSTOM_AMOUNT line that points at no sold
//      line (no source_line_item_uid) is a refund by amount: it comes off net sales but off no
//      item. A return without line items reads its return_amounts (total − tax − tip − service
//      charge), else the order's return_amounts rollup; that money is a refund by amount too.
//      Square splits the tax out, so a refund's tax share comes off tax, not sales.
//   2. A sale without returns may list `refunds` itself (Refund.amount_money as an absolute value,
//      skipping REJECTED and FAILED ones): the fallback path. Such a refund counts once, its sales
//      share in proportion to the order's net sales in Order.total_money (the rest was tax, tip or
//      service charge), unless a return order lists the same refund (Refund.id): then the return
//      order has counted it already. `claimedRefunds` holds the ids return orders list.
// A return counts on the day of the order that carries it (for Square's return orders, the day of
// the refund), as Square's reports do.
import type { LineItem, Money, Order, Tender } from '../contract/square-order'

type MaybeMoney = Money | undefined

function cents(money: MaybeMoney): number {
  return money === undefined ? 0 : money.amount
}

/** Whether an order counts toward figures: only COMPLETED ones do. */
export function isCounted(order: Order): boolean {
  return order.state === 'COMPLETED'
}

/** Whether a line sells a gift card (Square: not a sale, its money is a liability). */
export function isGiftCardLine(line: { item_type?: string }): boolean {
  return line.item_type === 'GIFT_CARD'
}

/** Whether an order is a sale: it sells something other than gift cards (a return-only order does not). */
export function isSale(order: Order): boolean {
  return sellsGoods(order.line_items)
}

/** Whether line_items (read by the caller) sell something other than gift cards. */
export function sellsGoods(lines: Order['line_items']): boolean {
  if (lines === undefined) return false
  for (let i = 0; i < lines.length; i++) if (!isGiftCardLine(lines[i]!)) return true
  return false
}

/** A line's share of apportioned service charges (a Square field our contract passes through). */
function lineServiceCharge(line: { total_service_charge_money?: MaybeMoney }): number {
  return cents(line.total_service_charge_money)
}

/**
 * Net sales of a line item: total_money − total_tax_money − total_service_charge_money. Pass
 * `serviceCharged` false for an order without service charges (see hasServiceCharges): no line
 * then carries a share, and a pass over many orders skips reading it.
 */
export function lineNetSales(line: LineItem, serviceCharged = true): number {
  const total = line.total_money
  const tax = line.total_tax_money
  const sales = (total === undefined ? 0 : total.amount) - (tax === undefined ? 0 : tax.amount)
  return serviceCharged ? sales - lineServiceCharge(line as { total_service_charge_money?: MaybeMoney }) : sales
}

/** Discounts on a line item: total_discount_money. */
export function lineDiscounts(line: LineItem): number {
  const discount = line.total_discount_money
  return discount === undefined ? 0 : discount.amount
}

/**
 * Gross sales of a line item whose net sales are `netSales`: Square's gross_sales_money, or
 * without it the net sales plus total_discount_money. Pass `discounted` false for an order
 * without discounts (see hasDiscounts).
 */
export function lineGrossSales(line: LineItem, netSales: number, discounted = true): number {
  const gross = line.gross_sales_money
  if (gross !== undefined) return gross.amount
  return discounted ? netSales + lineDiscounts(line) : netSales
}

/**
 * Whether an order has discounts. Square lists every discount on the order, line-scoped ones
 * included (each line's applied_discounts point at that list), so without it no line has one.
 */
export function hasDiscounts(order: Order): boolean {
  const discounts = order.discounts
  return discounts !== undefined && discounts.length > 0
}

/**
 * Whether an order has service charges. Apportioned ones, whose shares sit on the lines, are
 * listed in Order.service_charges like any other, so without that list no line holds a share.
 */
export function hasServiceCharges(order: Order): boolean {
  const charges = order.service_charges
  return charges !== undefined && charges.length > 0
}

/** Square quantities are decimal strings ("2", "1.5"); unreadable ones count as 0 units. */
export function parseQuantity(quantity: string): number {
  if (quantity.length === 1) {
    const digit = quantity.charCodeAt(0) - 48
    if (digit >= 0 && digit <= 9) return digit
  }
  const value = Number(quantity)
  return Number.isFinite(value) ? value : 0
}

type MoneyAmounts = NonNullable<Order['return_amounts']>
type OrderReturn = NonNullable<Order['returns']>[number]
export type ReturnLine = NonNullable<OrderReturn['return_line_items']>[number]

/** Sales in a return rollup: total_money − tax_money − tip_money − service_charge_money. */
function returnedSalesOf(amounts: MoneyAmounts): number {
  return cents(amounts.total_money) - cents(amounts.tax_money) - cents(amounts.tip_money) - cents(amounts.service_charge_money)
}

/** Net sales given back by a returned line: total_money − total_tax_money − total_service_charge_money. */
export function returnLineNetSales(line: ReturnLine): number {
  return cents(line.total_money) - cents(line.total_tax_money) - lineServiceCharge(line as { total_service_charge_money?: MaybeMoney })
}

/**
 * Whether a returned line is a refund by amount rather than a returned item: a CUSTOM_AMOUNT line
 * that points at no sold line (Square's custom refund). A returned custom-amount sale keeps its
 * source_line_item_uid and is an item's return like any other.
 */
export function isRefundByAmount(line: { item_type?: string; source_line_item_uid?: string }): boolean {
  return line.item_type === 'CUSTOM_AMOUNT' && line.source_line_item_uid === undefined
}

/** What an order's `returns` give back, in positive cents. */
export interface ReturnFigures {
  /** Net sales given back (refunds by amount included). */
  netSales: number
  /** Gross given back: gross_return_money of returned lines, and refunds by amount. */
  grossSales: number
  /** The part of netSales that is refunds by amount, tied to no item. */
  byAmount: number
}

/** Rule 1: the sales an order's `returns` give back. */
export function returnFigures(order: Order, returns: NonNullable<Order['returns']>, into: ReturnFigures): ReturnFigures {
  let net = 0
  let gross = 0
  let byAmount = 0
  let found = false
  for (const entry of returns) {
    const lines = entry.return_line_items
    if (lines !== undefined && lines.length > 0) {
      found = true
      for (const line of lines) {
        if (isGiftCardLine(line)) continue
        const lineNet = returnLineNetSales(line)
        net += lineNet
        if (isRefundByAmount(line)) {
          byAmount += lineNet
          gross += lineNet
        } else {
          gross += line.gross_return_money === undefined ? lineNet + cents(line.total_discount_money) : line.gross_return_money.amount
        }
      }
    } else if (entry.return_amounts !== undefined) {
      found = true
      const sales = returnedSalesOf(entry.return_amounts)
      net += sales
      byAmount += sales
      gross += sales
    }
  }
  if (!found && order.return_amounts !== undefined) {
    const sales = returnedSalesOf(order.return_amounts)
    net += sales
    byAmount += sales
    gross += sales
  }
  into.netSales = net
  into.grossSales = gross
  into.byAmount = byAmount
  return into
}

type Refund = NonNullable<Order['refunds']>[number]

/** Whether a refund moved money: REJECTED and FAILED ones did not. */
export function isCountedRefund(refund: Refund): boolean {
  return refund.status !== 'REJECTED' && refund.status !== 'FAILED'
}

/** A refund's amount as positive cents (Square's sign is not relied on). */
export function refundCents(refund: Refund): number {
  return Math.abs(refund.amount_money.amount)
}

/**
 * Rule 2: the sales share of a refund of `refunded` cents listed on a sale whose lines' net sales
 * are `orderSalesNet`: in proportion to the order's net sales in Order.total_money, at most the
 * refund itself.
 */
export function refundSalesShare(order: Order, refunded: number, orderSalesNet: number): number {
  const total = cents(order.total_money)
  if (refunded === 0 || total <= 0) return refunded
  return Math.min(refunded, Math.round((refunded * Math.max(orderSalesNet, 0)) / total))
}

/** The ids of the refunds an order's returns account for (a return order lists its refunds). */
export function refundsClaimedBy(order: Order): string[] {
  const returns = order.returns
  if (returns === undefined || returns.length === 0) return []
  return (order.refunds ?? []).map((refund) => refund.id)
}

/** One order's figures in cents. */
export interface OrderFigures {
  grossSales: number
  discounts: number
  returns: number
  netSales: number
  /** Sales of gift cards (their lines' total_money): neither gross nor net sales. */
  giftCardSales: number
  /** The sales share of refunds tied to no item (refunds by amount, rule 2's refunds): in returns and net sales, in no item. */
  refundsByAmount: number
}

const NO_CLAIMS: ReadonlySet<string> = new Set()

export function emptyFigures(): OrderFigures {
  return { grossSales: 0, discounts: 0, returns: 0, netSales: 0, giftCardSales: 0, refundsByAmount: 0 }
}

const scratchReturns: ReturnFigures = { netSales: 0, grossSales: 0, byAmount: 0 }

/**
 * An order's figures, written into `into` (so a pass over many orders allocates nothing). Callers
 * decide whether the order counts (isCounted); this only does the arithmetic. `claimedRefunds`
 * are the ids of refunds that return orders list (see refundsClaimedBy): a sale does not count
 * those again.
 */
export function orderFigures(order: Order, into: OrderFigures = emptyFigures(), claimedRefunds: ReadonlySet<string> = NO_CLAIMS): OrderFigures {
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
  composeFigures(order, salesNet, salesGross, giftCards, into)
  const returns = order.returns
  if ((returns === undefined || returns.length === 0) && order.refunds !== undefined) {
    for (const refund of order.refunds) {
      if (!isCountedRefund(refund) || claimedRefunds.has(refund.id)) continue
      addRefundByAmount(into, refundSalesShare(order, refundCents(refund), salesNet))
    }
  }
  return into
}

/**
 * The one place an order's figures are put together from the sums of its lines' net and gross
 * sales and its gift card sales (a pass that already walks the lines passes its sums in), and its
 * returns (rule 1). Refunds a sale lists itself (rule 2) are left to the caller: addRefundByAmount.
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

/** Takes a refund by amount's sales share (rule 2) off an order's figures. */
export function addRefundByAmount(into: OrderFigures, salesShare: number): void {
  into.returns += salesShare
  into.netSales -= salesShare
  into.refundsByAmount += salesShare
}

/** Net sales of one order (0 unless COMPLETED), refunds that return orders list left to them. */
export function orderNetSales(order: Order, claimedRefunds: ReadonlySet<string> = NO_CLAIMS): number {
  return isCounted(order) ? orderFigures(order, emptyFigures(), claimedRefunds).netSales : 0
}

/** Average order value in cents: net sales ÷ transactions, rounded; 0 without transactions. */
export function averageOrderValue(netSales: number, transactions: number): number {
  return transactions > 0 ? Math.round(netSales / transactions) : 0
}

export type TenderKind = 'cash' | 'card' | 'other'

/** The payment type of a Square tender type: CASH, CARD, or other (gift card, wallet, …). */
export function tenderKindOf(type: string | undefined): TenderKind {
  return type === 'CASH' ? 'cash' : type === 'CARD' ? 'card' : 'other'
}

/** Payment type of an order, from its FIRST tender only (SPEC §5, the orders table's Payment column). */
export function tenderKind(order: Order): TenderKind {
  return tenderKindOf(order.tenders?.[0]?.type)
}

/** Money a tender collected: amount_money, tip included (Square: equal to its Payment's total_money). */
export function tenderCents(tender: Tender): number {
  return cents(tender.amount_money)
}
