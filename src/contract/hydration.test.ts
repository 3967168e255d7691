import {
  currentYearHydrationQuerySchema,
  currentYearHydrationResponseSchema,
  dailySalesHydrationResponseSchema,
  locationsHydrationQuerySchema,
  locationsHydrationResponseSchema,
} from './hydration'
import { parseOrIssues } from './validation'

describe('batch size query', () => {
  it('coerces the query-string text to a number', () => {
    expect(locationsHydrationQuerySchema.parse({ batchSize: '7' })).toEqual({ batchSize: 7 })
    expect(locationsHydrationQuerySchema.parse({ batchSize: 12 })).toEqual({ batchSize: 12 })
  })

  it('falls back to each tool’s default batch when missing or blank', () => {
    expect(locationsHydrationQuerySchema.parse({})).toEqual({ batchSize: 5 })
    expect(currentYearHydrationQuerySchema.parse({})).toEqual({ batchSize: 10 })
    expect(currentYearHydrationQuerySchema.parse({ batchSize: '' })).toEqual({ batchSize: 10 })
  })

  it('accepts the bounds 1 and 50', () => {
    expect(locationsHydrationQuerySchema.parse({ batchSize: '1' }).batchSize).toBe(1)
    expect(locationsHydrationQuerySchema.parse({ batchSize: '50' }).batchSize).toBe(50)
  })

  it.each(['0', '-3', 'abc', 'NaN', '0x10', '0b11', '0o7', '1e1', ' 7', '+5', 'Infinity'])('refuses %j as not a positive number', (batchSize) => {
    expect(parseOrIssues(locationsHydrationQuerySchema, { batchSize })).toEqual({
      ok: false,
      details: [{ field: 'batchSize', message: 'Batch size must be a positive number' }],
    })
  })

  it('refuses more than 50', () => {
    expect(parseOrIssues(locationsHydrationQuerySchema, { batchSize: '51' })).toEqual({
      ok: false,
      details: [{ field: 'batchSize', message: 'Batch size must be at most 50' }],
    })
  })

  it('refuses a fraction', () => {
    expect(parseOrIssues(locationsHydrationQuerySchema, { batchSize: '2.5' })).toEqual({
      ok: false,
      details: [{ field: 'batchSize', message: 'Batch size must be a whole number' }],
    })
  })

  it('rejects unknown query fields', () => {
    expect(parseOrIssues(locationsHydrationQuerySchema, { batchSize: '5', force: '1' })).toEqual({
      ok: false,
      details: [{ field: 'force', message: 'Unknown field' }],
    })
  })
})

describe('hydration answers', () => {
  const hydratedAt = '2025-07-04T18:00:00.000Z'

  it('reads the locations hydration summary with its batch info', () => {
    const answer = {
      success: true,
      data: {
        summary: {
          activeLocations: 40,
          totalLocations: 42,
          totalOrdersAllLocations: 120000,
          yearsProcessed: [2023, 2024, 2025],
          totalApiRequests: 310,
          batchInfo: {
            batchSize: 5,
            processedInThisBatch: 5,
            totalNewLocationsFound: 2,
            remainingToProcess: 37,
            isComplete: false,
            geocodedCount: 1,
            locationsMarkedInactive: 0,
          },
        },
        hydratedAt,
        message: 'Processed 5 locations',
        note: '37 locations remain',
      },
    }
    expect(locationsHydrationResponseSchema.parse(answer)).toEqual(answer)
  })

  it('reads the current-year summary', () => {
    const summary = {
      totalLocations: 42,
      locationsNeedingProcessing: 12,
      processedInThisBatch: 10,
      remainingToProcess: 2,
      currentYear: 2025,
      batchSize: 10,
      fourHoursAgoThreshold: '2025-07-04T14:00:00.000Z',
      ordersRefreshedAt: '2025-07-04T15:30:00.000Z',
    }
    const parsed = currentYearHydrationResponseSchema.parse({ success: true, data: { summary, hydratedAt, message: 'ok' } })
    expect(parsed.data.summary).toEqual(summary)
    expect(parsed.data.note).toBeUndefined()
  })

  it('reads the daily-sales summary', () => {
    const summary = {
      locationsProcessed: 5,
      totalLocationsNeedingProcessing: 20,
      totalOrdersProcessed: 5123,
      totalApiRequests: 14,
      yearsProcessed: [2023, 2024],
      batchInfo: { batchSize: 5, remainingToProcess: 15, isComplete: false },
    }
    expect(dailySalesHydrationResponseSchema.parse({ success: true, data: { summary, hydratedAt, message: 'ok' } }).data.summary).toEqual(summary)
  })

  it('refuses a summary of the wrong tool (the screen then shows its “unexpected response format” error)', () => {
    const currentYear = {
      totalLocations: 1,
      locationsNeedingProcessing: 1,
      processedInThisBatch: 1,
      remainingToProcess: 0,
      currentYear: 2025,
      batchSize: 10,
      fourHoursAgoThreshold: '2025-07-04T14:00:00.000Z',
      ordersRefreshedAt: null,
    }
    expect(dailySalesHydrationResponseSchema.safeParse({ success: true, data: { summary: currentYear, hydratedAt, message: 'ok' } }).success).toBe(false)
  })
})
