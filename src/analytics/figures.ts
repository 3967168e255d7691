// The definition of every sales figure, once (DESIGN §3, STYLE "A figure"). Staff hold these
// numbers against Square Dashboard's Sales Summary, so they follow Square's US report definitions:
//
//   gross sales  = item sales (variation price × quantity + modifiers), before discounts, without tax
//   discounts    = discounts applied to those items
//   returns      = item sales given back in returns or refunds, without their tax, tip and service charge
//   net sales    = gross sales − discounts − returns        (tax, tips and service charges excluded)
//   transactions = COMPLETED orders that sell something (a return-only order is not a sale)
//   average order value = net sales ÷ transactions
//
// Only COMPLETED orders count toward any figure; OPEN and CANCELED orders count toward none.
//
// Why gross sales is not read from OrderLineItem.gross_sales_money directly: Square documents that
// for INCLUSIVE taxes the tax is deducted from gross_sales_money in the US, Canada and Japan but stays
// inside it in Europe and Australia (openapi.json, OrderLineItem.gross_sales_money). Summing it would
// make gross sales depend on where the account lives. Instead each line item's sales are derived from
// fields whose meaning does not vary:
//   OrderLineItem.total_money                 what the buyer pays for the line: after discounts, with
//                                             additive tax added and inclusive tax inside, plus any
//                                             apportioned service charge
//   OrderLineItem.total_tax_money             all its tax, additive and inclusive
//   OrderLineItem.total_service_charge_money  its share of APPORTIONED service charges (not sales)
//   OrderLineItem.total_discount_money        its discounts
// so line net sales = total − tax − service charge, and line gross sales = line net + discounts.
// For a US account this equals gross_sales_money; for an inclusive tax it is the price less the tax
// inside it, as Square's US Sales Summary reports it. Lines carry discounts and service-charge
// shares only of those the order lists (Order.discounts, Order.service_charges), so those two line
// fields are read only on orders that list some.
//
// Returns and refunds, used in this order of preference so the same money is never counted twice:
//   1. For an order with `returns`, Order.return_amounts (Square's rollup of them): total_money −
//      tax_money − tip_money − service_charge_money. Square already splits the refunded tax out, so
//      a refund's tax share comes off tax, not sales. Square puts returns on a separate return
//      order, which also lists the `refunds` paying them back: reading the amounts, not the
//      refunds, avoids counting both.
//   2. Without the rollup, each OrderReturn's return_amounts the same way, or else its
//      return_line_items (OrderReturnLineItem.total_money − total_tax_money).
//   3. Only when an order has no returns at all: its `refunds` (Refund.amount_money, as an absolute
//      value, skipping REJECTED and FAILED ones), whose sales share is taken in proportion to the
//      order's net sales in Order.total_money: the rest of the refund was tax, tip or service charge.
// A return counts on the day of the order that carries it (for Square's return orders, the day of
// the refund), as Square's reports do.
import type { LineItem, Money, Order } from '../contract/square-order'

type MaybeMoney = Money | undefined

function cents(money: MaybeMoney): number {
  return money === undefined ? 0 : money.amount
}

/** Whether an order counts toward figures: only COMPLETED ones do. */
export function isCounted(order: Order): boolean {
  return order.state === 'COMPLETED'
}

/** Whether an order is a sale (it has line items), as opposed to a return-only order. */
export function isSale(order: Order): boolean {
  return hasLines(order.line_items)
}

/** Whether an order's line_items (read by the caller) make it a sale. */
export function hasLines(lines: Order['line_items']): boolean {
  return lines !== undefined && lines.length > 0
}

/** A line's share of apportioned service charges (a Square field our contract passes through). */
function lineServiceCharge(line: LineItem): number {
  return cents((line as { total_service_charge_money?: MaybeMoney }).total_service_charge_money)
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
  return serviceCharged ? sales - lineServiceCharge(line) : sales
}

/** Discounts on a line item: total_discount_money. */
export function lineDiscounts(line: LineItem): number {
  const discount = line.total_discount_money
  return discount === undefined ? 0 : discount.amount
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

/** Gross sales of a line item: its net sales plus its discounts (price × quantity + modifiers, without tax). */
export function lineGrossSales(line: LineItem): number {
  return lineNetSales(line) + lineDiscounts(line)
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

/** Sales in a return rollup: total_money − tax_money − tip_money − service_charge_money. */
function returnedSalesOf(amounts: MoneyAmounts): number {
  return cents(amounts.total_money) - cents(amounts.tax_money) - cents(amounts.tip_money) - cents(amounts.service_charge_money)
}

/**
 * Sales an order gives back through returns or refunds (positive cents), per the rules above.
 * `returns` is the order's own `returns`, for a caller that has read it already.
 */
export function returnedSales(order: Order, orderSalesNet: number, returns: Order['returns'] = order.returns): number {
  if (returns !== undefined && returns.length > 0) return salesInReturns(order, returns)
  const refunds = order.refunds
  if (refunds === undefined || refunds.length === 0) return 0
  return salesInRefunds(order, refunds, orderSalesNet)
}

/** Rules 1 and 2: the returns' rollup, or each return's amounts or line items. */
function salesInReturns(order: Order, returns: NonNullable<Order['returns']>): number {
  if (order.return_amounts !== undefined) return returnedSalesOf(order.return_amounts)
  let returned = 0
  for (const entry of returns) {
    if (entry.return_amounts !== undefined) returned += returnedSalesOf(entry.return_amounts)
    else for (const line of entry.return_line_items ?? []) returned += cents(line.total_money) - cents(line.total_tax_money)
  }
  return returned
}

/** Rule 3: refunds without returns, their sales share in proportion to the order's net sales. */
function salesInRefunds(order: Order, refunds: NonNullable<Order['refunds']>, orderSalesNet: number): number {
  let refunded = 0
  for (const refund of refunds) {
    if (refund.status !== 'REJECTED' && refund.status !== 'FAILED') refunded += Math.abs(refund.amount_money.amount)
  }
  const total = cents(order.total_money)
  if (refunded === 0 || total <= 0) return refunded
  return Math.min(refunded, Math.round((refunded * Math.max(orderSalesNet, 0)) / total))
}

/** One order's figures in cents. */
export interface OrderFigures {
  grossSales: number
  discounts: number
  returns: number
  netSales: number
}

/**
 * An order's figures, written into `into` (so a pass over many orders allocates nothing). Callers
 * decide whether the order counts (isCounted); this only does the arithmetic.
 */
export function orderFigures(order: Order, into: OrderFigures = { grossSales: 0, discounts: 0, returns: 0, netSales: 0 }): OrderFigures {
  let salesNet = 0
  let discounts = 0
  const lines = order.line_items
  if (lines !== undefined) {
    const serviceCharged = hasServiceCharges(order)
    const discounted = hasDiscounts(order)
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!
      salesNet += lineNetSales(line, serviceCharged)
      if (discounted) discounts += lineDiscounts(line)
    }
  }
  return composeFigures(order, salesNet, discounts, into)
}

/**
 * The one place an order's figures are put together from the sums of its lines' net sales and
 * discounts (a pass that already walks the lines passes its sums in): gross = net + discounts,
 * net = line net sales − returns.
 */
export function composeFigures(
  order: Order,
  linesNetSales: number,
  linesDiscounts: number,
  into: OrderFigures,
  orderReturns: Order['returns'] = order.returns,
): OrderFigures {
  const returns = returnedSales(order, linesNetSales, orderReturns)
  into.grossSales = linesNetSales + linesDiscounts
  into.discounts = linesDiscounts
  into.returns = returns
  into.netSales = linesNetSales - returns
  return into
}

/** Net sales of one order (0 unless COMPLETED). */
export function orderNetSales(order: Order): number {
  return isCounted(order) ? orderFigures(order).netSales : 0
}

/** Average order value in cents: net sales ÷ transactions, rounded; 0 without transactions. */
export function averageOrderValue(netSales: number, transactions: number): number {
  return transactions > 0 ? Math.round(netSales / transactions) : 0
}

export type TenderKind = 'cash' | 'card' | 'other'

/** Payment type of an order, from its FIRST tender only (SPEC §5): CASH, CARD, or other (none included). */
export function tenderKind(order: Order): TenderKind {
  const type = order.tenders?.[0]?.type
  return type === 'CASH' ? 'cash' : type === 'CARD' ? 'card' : 'other'
}
