// The report form's rules: what it holds, how it is checked (the contract's own query schemas, so
// the messages under the fields are from docs/contract.md#validation-messages and match the server's), and its starting values.
import { parseOrIssues } from '../../src/contract/validation'
import { salesReportQuerySchema, yearReportQuerySchema, type SalesReportQuery, type YearReportQuery } from '../../src/contract/reports'
import type { FieldIssue } from '../../src/contract/envelope'

export type ReportMode = 'range' | 'year'

export interface ReportForm {
  mode: ReportMode
  locationId: string
  beginDate: string
  endDate: string
  year: string
}

export type ReportRequest = { mode: 'range'; query: SalesReportQuery } | { mode: 'year'; query: YearReportQuery }

/** The first message per field, for showing under each field. */
export type FieldMessages = Partial<Record<keyof ReportForm, string>>

export function fieldMessages(issues: readonly FieldIssue[]): FieldMessages {
  const messages: FieldMessages = {}
  for (const issue of issues) {
    const field = issue.field as keyof ReportForm
    messages[field] ??= issue.message
  }
  return messages
}

/** The request the form asks for, or the message under each field that is wrong. */
export function checkReportForm(form: ReportForm): { ok: true; request: ReportRequest } | { ok: false; messages: FieldMessages } {
  const locationId = form.locationId.trim()
  if (form.mode === 'range') {
    const outcome = parseOrIssues(salesReportQuerySchema, { locationId, beginDate: form.beginDate.trim(), endDate: form.endDate.trim() })
    return outcome.ok ? { ok: true, request: { mode: 'range', query: outcome.data } } : { ok: false, messages: fieldMessages(outcome.details) }
  }
  const outcome = parseOrIssues(yearReportQuerySchema, { locationId, year: form.year.trim() })
  return outcome.ok ? { ok: true, request: { mode: 'year', query: outcome.data } } : { ok: false, messages: fieldMessages(outcome.details) }
}

/** The form at start: the newest tracked season's window, and that season for the year mode. */
export function initialReportForm(locationId: string, newestSeason: number): ReportForm {
  return { mode: 'range', locationId, beginDate: `${newestSeason}-06-28`, endDate: `${newestSeason}-07-05`, year: String(newestSeason) }
}
