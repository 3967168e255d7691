// The figures of one line item (docs/figures.md#net-sales), the parts ./figures sums per order.
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
import type { LineItem, Order } from '../contract/square-order'
import { isGiftCardLine, lineServiceCharge } from './returns'

/** Whether line_items (read by the caller) sell something other than gift cards. */
export function sellsGoods(lines: Order['line_items']): boolean {
  if (lines === undefined) return false
  for (let i = 0; i < lines.length; i++) if (!isGiftCardLine(lines[i]!)) return true
  return false
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
