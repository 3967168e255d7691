// The three hydration tools of /admin/hydrate (docs/screens.md#data-hydration, docs/contract.md#entities, docs/screens.md#errors-and-messages) as data: each one's endpoint,
// default batch, answer schema, titles and failure sentences, how far a batch says the work has
// got, and the summary fields it shows.
import type * as z from 'zod/mini'
import {
  currentYearHydrationResponseSchema,
  dailySalesHydrationResponseSchema,
  DEFAULT_BATCH_SIZE,
  locationsHydrationResponseSchema,
  type CurrentYearSummary,
  type DailySalesSummary,
} from '../../src/contract/hydration'
import type { LocationsSummary } from '../../src/contract/locations-response'
import type { TimeFormatter } from './server-time'

/** How far the work is after a batch. */
export interface BatchProgress {
  processedInThisBatch: number
  remainingToProcess: number
  isComplete: boolean
}

/** One line of a summary: its label and its value as text. */
export interface SummaryField {
  label: string
  value: string
}

export interface HydrationTool<Summary> {
  key: 'locations' | 'currentYear' | 'dailySales'
  title: string
  description: string
  path: string
  defaultBatchSize: number
  schema: z.ZodMiniType<{ success: true; data: { summary: Summary; hydratedAt: string; message: string; note?: string | undefined } }>
  successTitle: string
  /** the failure card title of docs/screens.md#errors-and-messages. */
  failureTitle: string
  /** the sentence of docs/screens.md#errors-and-messages for an answer that is not the expected shape. */
  unexpectedFormat: string
  /** What the progress counts ("locations"). */
  unit: string
  progressOf: (summary: Summary) => BatchProgress
  /** The summary's fields; `time` shows an instant on the server's clock. */
  fieldsOf: (summary: Summary, time: TimeFormatter) => SummaryField[]
}

const count = (value: number) => value.toLocaleString('en-US')
const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const years = (list: readonly number[]) => (list.length > 0 ? list.join(', ') : 'None')

export const LOCATIONS_TOOL: HydrationTool<LocationsSummary> = {
  key: 'locations',
  title: 'Hydrate Locations',
  description: "Reads Square's locations, geocodes new addresses and fetches their past seasons' orders.",
  path: '/square/hydrate',
  defaultBatchSize: DEFAULT_BATCH_SIZE.locations,
  schema: locationsHydrationResponseSchema,
  successTitle: 'Hydration Complete',
  failureTitle: 'Hydration Failed',
  unexpectedFormat: 'Failed to hydrate data - unexpected response format',
  unit: 'locations',
  progressOf: (summary) => summary.batchInfo,
  fieldsOf: (summary) => [
    { label: 'Total Locations', value: count(summary.totalLocations) },
    { label: 'Active Locations', value: count(summary.activeLocations) },
    { label: 'Total Orders (All Locations)', value: count(summary.totalOrdersAllLocations) },
    { label: 'Years Processed', value: years(summary.yearsProcessed) },
    { label: 'Total API Requests', value: count(summary.totalApiRequests) },
    { label: 'Batch Size', value: count(summary.batchInfo.batchSize) },
    { label: 'Processed in This Batch', value: count(summary.batchInfo.processedInThisBatch) },
    { label: 'New Locations Found', value: count(summary.batchInfo.totalNewLocationsFound) },
    { label: 'Remaining to Process', value: count(summary.batchInfo.remainingToProcess) },
    { label: 'Geocoded', value: count(summary.batchInfo.geocodedCount) },
    { label: 'Marked Inactive', value: count(summary.batchInfo.locationsMarkedInactive) },
    { label: 'Complete', value: yesNo(summary.batchInfo.isComplete) },
  ],
}

export const CURRENT_YEAR_TOOL: HydrationTool<CurrentYearSummary> = {
  key: 'currentYear',
  title: 'Current Year Processing',
  description: "Brings this season's orders up to date for active locations not updated in the last 4 hours.",
  path: '/square/hydrate/currentYear',
  defaultBatchSize: DEFAULT_BATCH_SIZE.currentYear,
  schema: currentYearHydrationResponseSchema,
  successTitle: 'Current Year Processing Complete',
  failureTitle: 'Current Year Processing Failed',
  unexpectedFormat: 'Failed to process current year data - unexpected response format',
  unit: 'locations',
  progressOf: (summary) => ({
    processedInThisBatch: summary.processedInThisBatch,
    remainingToProcess: summary.remainingToProcess,
    isComplete: summary.remainingToProcess === 0,
  }),
  fieldsOf: (summary, time) => [
    { label: 'Current Year', value: String(summary.currentYear) },
    { label: 'Total Locations', value: count(summary.totalLocations) },
    { label: 'Locations Needing Processing', value: count(summary.locationsNeedingProcessing) },
    { label: 'Processed in This Batch', value: count(summary.processedInThisBatch) },
    { label: 'Remaining to Process', value: count(summary.remainingToProcess) },
    { label: 'Batch Size', value: count(summary.batchSize) },
    { label: 'Updated Before', value: time(summary.fourHoursAgoThreshold) },
    { label: 'Orders Last Refreshed', value: summary.ordersRefreshedAt === null ? 'Not yet' : time(summary.ordersRefreshedAt) },
  ],
}

export const DAILY_SALES_TOOL: HydrationTool<DailySalesSummary> = {
  key: 'dailySales',
  title: 'Daily Sales Processing',
  description: "Builds past seasons' daily sales (2023 to last year) for every location.",
  path: '/square/hydrate/dailySales',
  defaultBatchSize: DEFAULT_BATCH_SIZE.dailySales,
  schema: dailySalesHydrationResponseSchema,
  successTitle: 'Daily Sales Processing Complete',
  failureTitle: 'Daily Sales Processing Failed',
  unexpectedFormat: 'Failed to process daily sales data - unexpected response format',
  unit: 'locations',
  progressOf: (summary) => ({
    processedInThisBatch: summary.locationsProcessed,
    remainingToProcess: summary.batchInfo.remainingToProcess,
    isComplete: summary.batchInfo.isComplete,
  }),
  fieldsOf: (summary) => [
    { label: 'Locations Processed', value: count(summary.locationsProcessed) },
    { label: 'Locations Needing Processing', value: count(summary.totalLocationsNeedingProcessing) },
    { label: 'Orders Processed', value: count(summary.totalOrdersProcessed) },
    { label: 'API Requests', value: count(summary.totalApiRequests) },
    { label: 'Years Processed', value: years(summary.yearsProcessed) },
    { label: 'Batch Size', value: count(summary.batchInfo.batchSize) },
    { label: 'Remaining to Process', value: count(summary.batchInfo.remainingToProcess) },
    { label: 'Complete', value: yesNo(summary.batchInfo.isComplete) },
  ],
}

/** In the order the page shows them. */
export const HYDRATION_TOOLS = [LOCATIONS_TOOL, CURRENT_YEAR_TOOL, DAILY_SALES_TOOL] as const
