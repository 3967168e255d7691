// Figures computed from Square orders (SPEC §3, DESIGN §3): one season year of a location, the
// rows of the items charts and the payment-type split. Every amount is integer cents; every figure
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
 * A season's totals. netSales = grossSales − discounts − returns; averageOrderValue is netSales ÷
 * totalTransactions rounded to the cent (0 with no transactions).
 */
export const yearTotalsSchema = z.object({
  totalTransactions: countSchema,
  grossSales: centsSchema,
  discounts: centsSchema,
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

/** One item in the items charts, merged across the selected years. */
export const itemRowSchema = z.object({
  itemName: z.string(),
  /** Square's catalog object id; null for a custom amount, which is merged by name instead. */
  catalogObjectId: z.nullable(z.string()),
  /** Net sales of the item (after discounts and returns, without tax). */
  totalSales: centsSchema,
  /** Units sold less units returned (Square quantities may be fractional). */
  totalUnits: z.number(),
  /** totalSales ÷ totalUnits, rounded to the cent (0 with no units). */
  averagePrice: centsSchema,
})
export type ItemRow = z.infer<typeof itemRowSchema>

/** Net sales of one window day by the type of the order's first tender. */
export const paymentTypeDaySchema = z.object({
  date: dayLabelSchema,
  day: seasonDaySchema,
  cashSales: centsSchema,
  cardSales: centsSchema,
  /** Orders whose first tender is neither cash nor card (gift card, wallet, other). */
  otherSales: centsSchema,
})
export type PaymentTypeDay = z.infer<typeof paymentTypeDaySchema>

/** The share of each payment type in the season's net sales, in percent (0 when there are none). */
export const paymentSplitSchema = z.object({
  cashPercent: z.number(),
  cardPercent: z.number(),
  otherPercent: z.number(),
})
export type PaymentSplit = z.infer<typeof paymentSplitSchema>

/** One season's payment-type breakdown: per day, totals and percentage split. */
export const paymentTypeYearSchema = z.object({
  year: yearNumberSchema,
  daily: z.array(paymentTypeDaySchema).check(z.length(8)),
  totals: z.object({
    cashSales: centsSchema,
    cardSales: centsSchema,
    otherSales: centsSchema,
    totalSales: centsSchema,
  }),
  split: paymentSplitSchema,
})
export type PaymentTypeYear = z.infer<typeof paymentTypeYearSchema>
