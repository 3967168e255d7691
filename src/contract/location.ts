// The dashboard's Location (docs/contract.md#entities, plus `timezone` from docs/clock-and-seasons.md#timezones): Square's location
// reshaped for the screens, with coordinates (Square's or geocoded) and per-year stats.
import * as z from 'zod/mini'

export const dayStatsSchema = z.object({
  totalNetSales: z.number(),
  totalTransactions: z.number(),
})
export type DayStats = z.infer<typeof dayStatsSchema>

/** One season's figures for a location; `dailySales` is keyed by day of month (28, 29, 30, 1 … 5). */
export const locationYearStatsSchema = z.object({
  totalTransactions: z.number(),
  totalNetSales: z.number(),
  /**
   * The season's partial refunds (refunds by amount a sale lists with no return order listing
   * them, made on a window day): not in net sales, taken off the money collected.
   */
  totalPartialRefunds: z.number(),
  dailySales: z.record(z.string(), dayStatsSchema),
})
export type LocationYearStats = z.infer<typeof locationYearStatsSchema>

export const addressSchema = z.object({
  addressLine1: z.string(),
  locality: z.string(),
  postalCode: z.string(),
})
export type Address = z.infer<typeof addressSchema>

export const coordinatesSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** `square` when Square gave them, `internal` when our geocoder found them. */
  source: z.enum(['square', 'internal']),
})
export type Coordinates = z.infer<typeof coordinatesSchema>

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  businessName: z.optional(z.string()),
  address: z.nullable(addressSchema),
  coordinates: z.nullable(coordinatesSchema),
  createdAt: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  timezone: z.string(),
  /** Keyed by season year ("2024"). */
  stats: z.record(z.string(), locationYearStatsSchema),
})
export type Location = z.infer<typeof locationSchema>
