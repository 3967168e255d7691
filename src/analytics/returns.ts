// What an order's `returns` give back (rule 1 of ./figures): Square's return order, or an exchange
// that also sells. Each OrderReturnLineItem gives back its net sales; a returned CUSTOM_AMOUNT line
// that points at no sold line (no source_line_item_uid) is a refund by amount made with a return
// order: it comes off net sales and off the custom amounts row of the items, no catalog item's. A
// return without line items reads its return_amounts (total − tax − tip − service charge), else
// the order's return_amounts rollup; that money is a refund by amount too. Square splits the tax
// out, so a refund's tax share comes off tax, not sales.
import type { Order } from '../contract/square-order'
import { cents } from './money'

type MoneyAmounts = NonNullable<Order['return_amounts']>
type OrderReturn = NonNullable<Order['returns']>[number]
export type ReturnLine = NonNullable<OrderReturn['return_line_items']>[number]

/** Whether a line (sold or returned) is a gift card's (Square: not a sale, its money is a liability). */
export function isGiftCardLine(line: { item_type?: string }): boolean {
  return line.item_type === 'GIFT_CARD'
}

/** A line's share of apportioned service charges (a Square field our contract passes through). */
export function lineServiceCharge(line: object): number {
  return cents((line as { total_service_charge_money?: Order['total_money'] }).total_service_charge_money)
}

/** Sales in a return rollup: total_money − tax_money − tip_money − service_charge_money. */
function returnedSalesOf(amounts: MoneyAmounts): number {
  return cents(amounts.total_money) - cents(amounts.tax_money) - cents(amounts.tip_money) - cents(amounts.service_charge_money)
}

/** Net sales given back by a returned line: total_money − total_tax_money − total_service_charge_money. */
export function returnLineNetSales(line: ReturnLine): number {
  return cents(line.total_money) - cents(line.total_tax_money) - lineServiceCharge(line)
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
  /** The part of netSales that is refunds by amount, tied to no catalog item. */
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
