import {
  credentialsSummarySchema,
  providerErrorsSchema,
  salesReportQuerySchema,
  salesReportSchema,
  summariseCredentials,
  yearReportQuerySchema,
} from './reports'
import { parseOrIssues } from './validation'

const LOCATION = 'L88917AVBK2S5'

describe('salesReportQuerySchema', () => {
  it('accepts YYYY-MM-DD dates, one day included', () => {
    expect(salesReportQuerySchema.parse({ locationId: LOCATION, beginDate: '2025-07-04', endDate: '2025-07-04' })).toEqual({
      locationId: LOCATION,
      beginDate: '2025-07-04',
      endDate: '2025-07-04',
    })
  })

  it('refuses dates in other formats with the validation message', () => {
    expect(parseOrIssues(salesReportQuerySchema, { locationId: LOCATION, beginDate: '07/04/2025', endDate: '2025-7-5' })).toEqual({
      ok: false,
      details: [
        { field: 'beginDate', message: 'Date must be in YYYY-MM-DD format' },
        { field: 'endDate', message: 'Date must be in YYYY-MM-DD format' },
      ],
    })
  })

  it('refuses a missing date with the same message', () => {
    expect(parseOrIssues(salesReportQuerySchema, { locationId: LOCATION, beginDate: '2025-07-01' })).toEqual({
      ok: false,
      details: [{ field: 'endDate', message: 'Date must be in YYYY-MM-DD format' }],
    })
  })

  it('refuses a day that does not exist', () => {
    expect(parseOrIssues(salesReportQuerySchema, { locationId: LOCATION, beginDate: '2025-02-29', endDate: '2025-03-01' })).toEqual({
      ok: false,
      details: [{ field: 'beginDate', message: 'Date must be a real calendar date' }],
    })
    expect(salesReportQuerySchema.safeParse({ locationId: LOCATION, beginDate: '2024-02-29', endDate: '2024-03-01' }).success).toBe(true)
  })

  it('refuses an end before the begin', () => {
    expect(parseOrIssues(salesReportQuerySchema, { locationId: LOCATION, beginDate: '2025-07-05', endDate: '2025-06-28' })).toEqual({
      ok: false,
      details: [{ field: 'endDate', message: 'End date must be on or after the begin date' }],
    })
  })

  it('covers at most ten years of days, since each day is a row of the answer', () => {
    expect(salesReportQuerySchema.safeParse({ locationId: LOCATION, beginDate: '2016-01-01', endDate: '2025-12-31' }).success).toBe(true)
    expect(parseOrIssues(salesReportQuerySchema, { locationId: LOCATION, beginDate: '2000-01-01', endDate: '9999-12-31' })).toEqual({
      ok: false,
      details: [{ field: 'endDate', message: 'The date range may cover at most 3653 days' }],
    })
  })

  it('rejects unknown query fields and a missing location', () => {
    expect(parseOrIssues(salesReportQuerySchema, { beginDate: '2025-07-01', endDate: '2025-07-02', limit: '5' })).toEqual({
      ok: false,
      details: [
        { field: 'locationId', message: 'Location id is required' },
        { field: 'limit', message: 'Unknown field' },
      ],
    })
  })
})

describe('yearReportQuerySchema', () => {
  it('reads a year from query-string text or a number', () => {
    expect(yearReportQuerySchema.parse({ locationId: LOCATION, year: '2024' })).toEqual({ locationId: LOCATION, year: 2024 })
    expect(yearReportQuerySchema.parse({ locationId: LOCATION, year: 2025 }).year).toBe(2025)
  })

  it.each(['24', '20245', 'abcd', '2024.0', ' 2024', ''])('refuses %j as not a 4-digit year', (year) => {
    expect(parseOrIssues(yearReportQuerySchema, { locationId: LOCATION, year })).toEqual({
      ok: false,
      details: [{ field: 'year', message: 'Year must be a 4-digit year (e.g., 2024)' }],
    })
  })

  it('refuses a missing year as not a 4-digit year', () => {
    expect(parseOrIssues(yearReportQuerySchema, { locationId: LOCATION })).toEqual({
      ok: false,
      details: [{ field: 'year', message: 'Year must be a 4-digit year (e.g., 2024)' }],
    })
  })

  it('refuses 4-digit years before 2000', () => {
    expect(parseOrIssues(yearReportQuerySchema, { locationId: LOCATION, year: '1999' })).toEqual({
      ok: false,
      details: [{ field: 'year', message: 'Year must be between 2000 and 9999' }],
    })
    expect(parseOrIssues(yearReportQuerySchema, { locationId: LOCATION, year: '0999' })).toEqual({
      ok: false,
      details: [{ field: 'year', message: 'Year must be between 2000 and 9999' }],
    })
  })

  it('accepts both ends of the range', () => {
    expect(yearReportQuerySchema.parse({ locationId: LOCATION, year: '2000' }).year).toBe(2000)
    expect(yearReportQuerySchema.parse({ locationId: LOCATION, year: '9999' }).year).toBe(9999)
  })

  it('refuses a location id with characters that do not belong in an id', () => {
    expect(parseOrIssues(yearReportQuerySchema, { locationId: 'L1:x', year: '2024' })).toEqual({
      ok: false,
      details: [{ field: 'locationId', message: 'Location id can only contain letters, numbers, underscores, and dashes' }],
    })
  })
})

describe('sales report answer', () => {
  it('reads a report with cents, counts and the debug block', () => {
    const report = {
      locationId: LOCATION,
      totals: { netSales: 123456, grossSales: 130000, totalTransactions: 42, partialRefunds: 540 },
      dailyBreakdown: [{ date: '2025-07-04', netSales: 123456, count: 42, partialRefunds: 540 }],
      hourlyBreakdown: [{ hour: 21, netSales: 100000, count: 30 }],
      debug: {
        beginDate: '2025-07-04',
        endDate: '2025-07-04',
        beginDateTime: '2025-07-04T07:00:00.000Z',
        endDateTime: '2025-07-05T06:59:59.999Z',
        totalPaymentsReceived: 43,
        timezone: 'America/Los_Angeles',
      },
    }
    expect(salesReportSchema.parse(report)).toEqual(report)
    expect(salesReportSchema.safeParse({ ...report, hourlyBreakdown: [{ hour: 24, netSales: 0, count: 0 }] }).success).toBe(false)
  })
})

describe('credentials', () => {
  it('summarises credentials without the token', () => {
    const summary = summariseCredentials({ accessToken: 'EAAAl-secret', applicationId: 'sq0idp-app', environment: 'sandbox' })
    expect(summary).toEqual({ applicationId: 'sq0idp-app', environment: 'sandbox', hasAccessToken: true })
    expect(JSON.stringify(summary)).not.toContain('EAAAl-secret')
    expect(credentialsSummarySchema.parse(summary)).toEqual(summary)
  })
})

describe('provider errors', () => {
  it('reads Square’s error envelope', () => {
    const body = { errors: [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: 'Too many requests' }] }
    expect(providerErrorsSchema.parse(body).errors[0]?.code).toBe('RATE_LIMITED')
  })
})
