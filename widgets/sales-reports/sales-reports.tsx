// fw-sales-reports: the admin Reports page. Runs a location's sales report over a date range or
// over one season's window (/api/square/reports/sales and /reports/year), checks the fields with
// the messages of docs/contract.md#validation-messages shown under each, and exports the report as CSV.
import { useId, useState, type FormEvent } from 'react'
import { ApiHttpError } from '../../src/api/errors'
import { locationsQuery } from '../../src/api/queries'
import { refreshReport, salesReportQuery, yearReportQuery } from '../../src/api/reports'
import type { Location } from '../../src/contract/location'
import { downloadBlob, QueryStateView, trackedSeasonsOf, useQuery } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { Button } from '../ui-kit'
import { reportCsv, reportFileName } from './report-csv'
import { checkReportForm, fieldMessages, initialReportForm, type FieldMessages, type ReportForm, type ReportRequest } from './report-form'
import { ReportView } from './report-view'
import { salesReportsStyles } from './styles'

export interface SalesReportsProps {
  /** The location chosen at start. */
  locationId?: string
}

export function SalesReports({ locationId }: SalesReportsProps) {
  useStyles(salesReportsStyles)
  const api = useWidgetApi()
  const locations = useQuery(() => locationsQuery(api), [api])
  return (
    <div className="fw-sales-reports">
      <header part="header">
        <h2 className="fw-report-title" part="title">Sales Reports</h2>
        <p className="fw-report-muted">A location&apos;s net sales, gross sales and transactions over a date range or a season, by day and by hour.</p>
      </header>
      <QueryStateView state={locations} className="fw-report-body" what="the locations" loading={<p className="fw-report-muted">Loading locations...</p>}>
        {(data) => <ReportRunner locations={data.locations} initialLocationId={locationId ?? ''} />}
      </QueryStateView>
    </div>
  )
}

function byName(a: Location, b: Location) {
  return a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id)
}

function ReportRunner({ locations, initialLocationId }: { locations: readonly Location[]; initialLocationId: string }) {
  const api = useWidgetApi()
  const seasons = trackedSeasonsOf(locations)
  const [form, setForm] = useState<ReportForm>(() => initialReportForm(initialLocationId, seasons[seasons.length - 1] ?? new Date().getFullYear()))
  const [messages, setMessages] = useState<FieldMessages>({})
  const [request, setRequest] = useState<ReportRequest | null>(null)
  const ids = { location: useId(), begin: useId(), end: useId(), year: useId() }
  const report = useQuery(
    () => (request === null ? null : request.mode === 'range' ? salesReportQuery(api, request.query) : yearReportQuery(api, request.query)),
    [api, request === null ? '' : JSON.stringify(request)],
  )
  const set = (change: Partial<ReportForm>) => setForm((before) => ({ ...before, ...change }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkReportForm(form)
    if (!checked.ok) {
      setMessages(checked.messages)
      return
    }
    setMessages({})
    // The same report again: ask the server afresh (orders may have arrived since).
    if (request !== null && JSON.stringify(request) === JSON.stringify(checked.request)) {
      const path = checked.request.mode === 'range' ? '/square/reports/sales' : '/square/reports/year'
      refreshReport(api, path, { ...checked.request.query })
    }
    setRequest(checked.request)
  }
  // The server checks the same rules; its messages go under the same fields.
  const serverMessages = report.status === 'error' && report.error instanceof ApiHttpError ? fieldMessages(report.error.details) : {}
  const shown: FieldMessages = { ...serverMessages, ...messages }
  const sorted = [...locations].sort(byName)
  const chosen = request ? locations.find((location) => location.id === request.query.locationId) : undefined

  const field = (id: string, label: string, name: keyof ReportForm, placeholder: string, extra: { inputMode?: 'numeric' } = {}) => (
    <div className="fw-report-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="fw-report-input"
        value={form[name]}
        placeholder={placeholder}
        inputMode={extra.inputMode}
        aria-invalid={shown[name] ? true : undefined}
        aria-describedby={shown[name] ? `${id}-message` : undefined}
        onChange={(event) => set({ [name]: event.target.value })}
      />
      {shown[name] ? (
        <p id={`${id}-message`} className="fw-report-message">
          {shown[name]}
        </p>
      ) : null}
    </div>
  )

  return (
    <div className="fw-report-body">
      <form className="fw-report-form" onSubmit={submit} noValidate aria-label="Report">
        <div className="fw-report-field">
          <label htmlFor={ids.location}>Location</label>
          <select
            id={ids.location}
            className="fw-report-input"
            value={form.locationId}
            aria-invalid={shown.locationId ? true : undefined}
            aria-describedby={shown.locationId ? `${ids.location}-message` : undefined}
            onChange={(event) => set({ locationId: event.target.value })}
          >
            <option value="">Select a location</option>
            {sorted.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name} ({location.id})
              </option>
            ))}
          </select>
          {shown.locationId ? (
            <p id={`${ids.location}-message`} className="fw-report-message">
              {shown.locationId}
            </p>
          ) : null}
        </div>
        <fieldset className="fw-report-mode">
          <legend>Report by</legend>
          {(['range', 'year'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name="fw-report-mode" value={mode} checked={form.mode === mode} onChange={() => set({ mode })} /> {mode === 'range' ? 'Date range' : 'Year'}
            </label>
          ))}
        </fieldset>
        {form.mode === 'range' ? (
          <>
            {field(ids.begin, 'Begin date', 'beginDate', 'YYYY-MM-DD')}
            {field(ids.end, 'End date', 'endDate', 'YYYY-MM-DD')}
          </>
        ) : (
          field(ids.year, 'Year', 'year', 'YYYY', { inputMode: 'numeric' })
        )}
        <div className="fw-report-actions">
          <Button type="submit" variant="primary" disabled={report.status === 'loading' && request !== null}>
            {report.status === 'loading' && request !== null ? 'Running...' : 'Run Report'}
          </Button>
          <Button
            disabled={report.status !== 'ready'}
            onClick={() => {
              if (report.status !== 'ready') return
              downloadBlob(new Blob([reportCsv(report.data, chosen?.name ?? report.data.locationId)], { type: 'text/csv;charset=utf-8' }), reportFileName(report.data))
            }}
          >
            Export CSV
          </Button>
        </div>
      </form>
      {request === null ? (
        <p className="fw-report-muted">Choose a location and a range, then run the report.</p>
      ) : (
        <QueryStateView state={report} className="fw-report" what="the report" loading={<p className="fw-report-muted">Running report...</p>}>
          {(data) => <ReportView report={data} locationName={chosen?.name ?? data.locationId} />}
        </QueryStateView>
      )}
    </div>
  )
}
