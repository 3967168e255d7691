import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { CSV_BOM, reportCsv, reportFileName } from './report-csv'
import { fixtureReport } from './report-fixture'
import { checkReportForm, initialReportForm, type ReportForm } from './report-form'

const form = (change: Partial<ReportForm>): ReportForm => ({ ...initialReportForm('LOAK1', 2025), ...change })

describe('checkReportForm', () => {
  it('asks for the range of a location', () => {
    expect(checkReportForm(form({}))).toEqual({ ok: true, request: { mode: 'range', query: { locationId: 'LOAK1', beginDate: '2025-06-28', endDate: '2025-07-05' } } })
    expect(checkReportForm(form({ mode: 'year', year: ' 2024 ' }))).toEqual({ ok: true, request: { mode: 'year', query: { locationId: 'LOAK1', year: 2024 } } })
  })

  it("puts the validation messages under the fields that are wrong", () => {
    expect(checkReportForm(form({ locationId: '', beginDate: 'July 4', endDate: '2025-7-5' }))).toEqual({
      ok: false,
      messages: { locationId: 'Location id is required', beginDate: 'Date must be in YYYY-MM-DD format', endDate: 'Date must be in YYYY-MM-DD format' },
    })
    expect(checkReportForm(form({ beginDate: '2025-07-05', endDate: '2025-07-04' }))).toEqual({ ok: false, messages: { endDate: 'End date must be on or after the begin date' } })
    expect(checkReportForm(form({ mode: 'year', year: '24' }))).toEqual({ ok: false, messages: { year: 'Year must be a 4-digit year (e.g., 2024)' } })
    expect(checkReportForm(form({ mode: 'year', year: '1999' }))).toEqual({ ok: false, messages: { year: 'Year must be between 2000 and 9999' } })
  })
})

describe('reportCsv', () => {
  it('starts with a byte-order mark and holds totals, days and hours in dollars', () => {
    const csv = reportCsv(fixtureReport(), 'Oakdale Tent')
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    const rows = Papa.parse<string[]>(csv.slice(1)).data
    expect(rows[0]).toEqual(['Location', 'Oakdale Tent', 'LOAK1'])
    expect(rows).toContainEqual(['Totals', '2025-06-28 to 2025-07-05', '12345.67', '13000.00', '321'])
    expect(rows).toContainEqual(['Daily', '2025-07-04', '7000.00', '', '201'])
    expect(rows).toContainEqual(['Hourly', '8pm', '12345.67', '', '321'])
  })

  it('escapes a cell a spreadsheet would run as a formula', () => {
    const csv = reportCsv(fixtureReport(), '=HYPERLINK("http://evil.example","x")')
    const rows = Papa.parse<string[]>(csv.slice(1)).data
    expect(rows[0]![1]).toBe(`'=HYPERLINK("http://evil.example","x")`)
  })

  it('names the file by location and range', () => {
    expect(reportFileName(fixtureReport('L/1'))).toBe('sales-report-L_1-2025-06-28-to-2025-07-05.csv')
  })
})
