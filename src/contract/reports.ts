// Sales reports by date range or year, the Square credentials shape, geocoding results and the
// provider's error item (docs/contract.md#entities, docs/contract.md#validation-messages). Report amounts are integer cents.
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { centsSchema, countSchema, isoInstantSchema } from './fields'
import { isoDateSchema, locationIdSchema, yearSchema } from './query-fields'
import { squareErrorSchema } from './square-location'

/** The longest range a sales report covers: ten years of days, each a row of its daily breakdown. */
export const MAX_REPORT_DAYS = 3653
export const REPORT_SPAN_MESSAGE = `The date range may cover at most ${MAX_REPORT_DAYS} days`

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Days from `begin` to `end` inclusive (both YYYY-MM-DD); NaN when either is not such a date. */
function daysCovered(begin: string, end: string): number {
  if (!DATE_PATTERN.test(begin) || !DATE_PATTERN.test(end)) return Number.NaN
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / 86_400_000 + 1
}

/** Query of a sales report over a date range; the end may equal the begin (one day). */
export const salesReportQuerySchema = z
  .strictObject({ locationId: locationIdSchema, beginDate: isoDateSchema, endDate: isoDateSchema })
  .check(
    z.refine((query) => query.beginDate <= query.endDate, {
      message: 'End date must be on or after the begin date',
      path: ['endDate'],
    }),
    // Every day of the range is a row of the answer: an unbounded range would be an unbounded answer.
    z.refine((query) => !(daysCovered(query.beginDate, query.endDate) > MAX_REPORT_DAYS), {
      message: REPORT_SPAN_MESSAGE,
      path: ['endDate'],
    }),
  )
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>

/** Query of a sales report over one season year. */
export const yearReportQuerySchema = z.strictObject({ locationId: locationIdSchema, year: yearSchema })
export type YearReportQuery = z.infer<typeof yearReportQuerySchema>

/**
 * Partial refunds (src/analytics/refunds): refunds by amount a sale lists with no return order
 * listing them, counted on the local day they were made, whenever the sale was. Not in net sales.
 */
const partialRefundsSchema = centsSchema

export const salesTotalsSchema = z.object({
  netSales: centsSchema,
  grossSales: centsSchema,
  totalTransactions: countSchema,
  partialRefunds: partialRefundsSchema,
})

export const dailyBreakdownRowSchema = z.object({
  /** The location's local day, YYYY-MM-DD. */
  date: z.string(),
  netSales: centsSchema,
  count: countSchema,
  partialRefunds: partialRefundsSchema,
})

export const hourlyBreakdownRowSchema = z.object({
  /** The location's local hour, 0–23. */
  hour: z.int().check(z.gte(0), z.lte(23)),
  netSales: centsSchema,
  count: countSchema,
})

export const salesReportSchema = z.object({
  locationId: z.string(),
  totals: salesTotalsSchema,
  dailyBreakdown: z.array(dailyBreakdownRowSchema),
  hourlyBreakdown: z.array(hourlyBreakdownRowSchema),
  /** How the report was computed, so a figure that looks wrong can be traced. */
  debug: z.object({
    beginDate: z.string(),
    endDate: z.string(),
    beginDateTime: isoInstantSchema,
    endDateTime: isoInstantSchema,
    /** Payments (tenders) received in the range, by their own created_at. */
    totalPaymentsReceived: countSchema,
    timezone: z.string(),
  }),
})
export type SalesReport = z.infer<typeof salesReportSchema>
export const salesReportResponseSchema = successSchema(salesReportSchema)

export const squareEnvironmentSchema = z.enum(['production', 'sandbox'])
export type SquareEnvironment = z.infer<typeof squareEnvironmentSchema>

/** Square credentials as the server holds them. Server only: the token never goes in an answer. */
export const credentialsSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  applicationId: z.string(),
  environment: squareEnvironmentSchema,
})
export type Credentials = z.infer<typeof credentialsSchema>

/** What an answer may say about the credentials: whether a token is set, never the token. */
export const credentialsSummarySchema = z.object({
  applicationId: z.string(),
  environment: squareEnvironmentSchema,
  hasAccessToken: z.boolean(),
})
export type CredentialsSummary = z.infer<typeof credentialsSummarySchema>

/** Drops the token from credentials, for anything that leaves the server. */
export function summariseCredentials(credentials: Credentials): CredentialsSummary {
  return {
    applicationId: credentials.applicationId,
    environment: credentials.environment,
    hasAccessToken: credentials.accessToken.length > 0,
  }
}

export const geocodingResultSchema = z.object({
  address: z.string(),
  coordinates: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
  /** True when the answer came from the cache rather than the geocoder. */
  cached: z.boolean(),
  error: z.nullable(z.string()),
})
export type GeocodingResult = z.infer<typeof geocodingResultSchema>
export const geocodingResponseSchema = successSchema(z.object({ results: z.array(geocodingResultSchema) }))

/** The provider's (Square's) error item {category, code, detail, field}. */
export const providerErrorItemSchema = squareErrorSchema
export type ProviderErrorItem = z.infer<typeof providerErrorItemSchema>
/** The `{errors:[...]}` body every failed Square call answers. */
export const providerErrorsSchema = z.looseObject({ errors: z.array(providerErrorItemSchema) })
export type ProviderErrors = z.infer<typeof providerErrorsSchema>
