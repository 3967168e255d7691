// Figures computed from Square orders (docs/contract.md#entities, docs/figures.md#where-figures-are-computed): one season year of a location, the
// rows of the items charts and the money collected by tender type. Every amount is integer cents; every figure
// counts COMPLETED orders only and is defined once, in src/analytics.
import * as z from 'zod/mini'
import { centsSchema, countSchema, yearNumberSchema } from './fields'

/** A window day by day of month: 28, 29, 30, 1 … 5. */
export const seasonDaySchema = z.union([
  z.literal(28),
  z.literal(29),
  z.literal(30),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
])

/** A local hour, 0–23. */
export const hourSchema = z.int().check(z.gte(0), z.lte(23))

/** Month/day label of a window day, as the charts show it ("6/28", "7/4"). */
export const dayLabelSchema = z.string().check(z.regex(/^(6\/(28|29|30)|7\/[1-5])$/))

/** One hour's figures: net sales and completed transactions in that local hour. */
export const hourStatsSchema = z.object({
  hour: hourSchema,
  netSales: centsSchema,
  transactions: countSchema,
})
export type HourStats = z.infer<typeof hourStatsSchema>

/** One window day's figures. */
export const dailySalesSchema = z.object({
  date: dayLabelSchema,
  day: seasonDaySchema,
  totalTransactions: countSchema,
  netSales: centsSchema,
})
export type DailySales = z.infer<typeof dailySalesSchema>

/** The 24 hours of one window day. */
export const dayHoursSchema = z.object({
  date: dayLabelSchema,
  day: seasonDaySchema,
  hours: z.array(hourStatsSchema).check(z.length(24)),
})
export type DayHours = z.infer<typeof dayHoursSchema>

/**
 * A season's totals, laid out as Square's Sales Summary: netSales = grossSales − returns −
 * discounts; averageOrderValue is netSales ÷ totalTransactions rounded to the cent (0 with no
 * transactions). Gift card sales are in none of them.
 */
export const yearTotalsSchema = z.object({
  totalTransactions: countSchema,
  /** Square's gross_sales_money of the lines sold (price × quantity + modifiers, without tax). */
  grossSales: centsSchema,
  /** Discounts on the lines sold, less the discounts given back with returned lines. */
  discounts: centsSchema,
  /** Gross of the lines returned (Square's gross_return_money) and the sales share of refunds by amount. */
  returns: centsSchema,
  netSales: centsSchema,
  averageOrderValue: centsSchema,
})
export type YearTotals = z.infer<typeof yearTotalsSchema>

/** One location's season: every window day, every hour (all days together and day by day), totals. */
export const yearStatsSchema = z.object({
  year: yearNumberSchema,
  /** The 8 window days in window order (June 28 first). */
  dailySales: z.array(dailySalesSchema).check(z.length(8)),
  /** Hours 0–23, summed over the window days. */
  hourlyBreakdown: z.array(hourStatsSchema).check(z.length(24)),
  /** The 8 window days in window order, each with its 24 hours. */
  hourlyBreakdownByDay: z.array(dayHoursSchema).check(z.length(8)),
  totals: yearTotalsSchema,
})
export type YearStats = z.infer<typeof yearStatsSchema>

/**
 * One item in the items charts, merged across the selected years: one row per catalog item
 * variation (Square's catalog_object_id), and one row for all custom amounts together.
 */
export const itemRowSchema = z.object({
  /** The item's name as Square's line items carry it ("Gold Sparklers #10"). */
  itemName: z.string(),
  /** The variation's name ("Pack of 8"); null when Square gives none (custom amounts). */
  variationName: z.nullable(z.string()),
  /**
   * What a chart shows for the row: the item name, or "item · variation" when another row of the
   * same answer has the same item name, so no two rows read alike. Not cut: a chart shortens it.
   */
  itemLabel: z.string(),
  /** Square's catalog object id (the item variation); null for the custom amounts row. */
  catalogObjectId: z.nullable(z.string()),
  /** Net sales of the item (after discounts and returns, without tax). */
  totalSales: centsSchema,
  /** Units sold less units returned (Square quantities may be fractional). */
  totalUnits: z.number(),
  /** totalSales ÷ totalUnits, rounded to the cent (0 with no units). */
  averagePrice: centsSchema,
})
export type ItemRow = z.infer<typeof itemRowSchema>

/**
 * Money collected on one window day by tender type, as Square's Payment Methods report counts it:
 * each tender's amount_money (tip included) under its own type, less the refunds that went back to
 * tenders of that type, each on the day it was paid or refunded (its own created_at). Not net
 * sales: it includes tax, tips, service charges and gift card sales.
 */
export const paymentTypeDaySchema = z.object({
  date: dayLabelSchema,
  day: seasonDaySchema,
  cashCollected: centsSchema,
  cardCollected: centsSchema,
  /** Every other tender type (gift card, wallet, third-party card …), and refunds whose tender is unknown. */
  otherCollected: centsSchema,
})
export type PaymentTypeDay = z.infer<typeof paymentTypeDaySchema>

/**
 * Each tender type's share of the money collected, in percent with one decimal, rounded so that
 * the three add up to exactly 100.0 (largest remainder); all 0 when nothing was collected.
 */
export const paymentSplitSchema = z.object({
  cashPercent: z.number(),
  cardPercent: z.number(),
  otherPercent: z.number(),
})
export type PaymentSplit = z.infer<typeof paymentSplitSchema>

/** Money collected by tender type over some days, and the partial refunds already taken off it. */
export const collectedTotalsSchema = z.object({
  cashCollected: centsSchema,
  cardCollected: centsSchema,
  otherCollected: centsSchema,
  /**
   * cash + card + other: net sales + gift card sales + tax + tips + service charges − partial
   * refunds, for money that moved on the window's days.
   */
  totalCollected: centsSchema,
  /**
   * Partial refunds (as Square's Sales Summary lists them): refunds by amount a sale lists with
   * no return order listing them, on the days they were made. Not returns, so net sales keep
   * them; they are already taken off the collected amounts above.
   */
  partialRefunds: centsSchema,
})
export type CollectedTotals = z.infer<typeof collectedTotalsSchema>

/** One season's money collected by tender type: per day, totals and percentage split. */
export const paymentTypeYearSchema = z.object({
  year: yearNumberSchema,
  daily: z.array(paymentTypeDaySchema).check(z.length(8)),
  totals: collectedTotalsSchema,
  split: paymentSplitSchema,
})
export type PaymentTypeYear = z.infer<typeof paymentTypeYearSchema>
