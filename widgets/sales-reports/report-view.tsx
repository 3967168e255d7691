// A sales report on screen: its totals, then the daily and hourly breakdowns as tables, and how it
// was computed (range, timezone, payments counted). Money with 2 decimals (docs/screens.md#numbers-the-screens-keep).
import { useId } from 'react'
import type { SalesReport } from '../../src/contract/reports'
import { formatCount, formatHour, formatMoney } from '../../src/format'
import { TableCell, TableEmptyRow, TableHeader, TableRow, TableShell } from '../ui-kit'

function Total({ title, value, cardKey }: { title: string; value: string; cardKey: string }) {
  const titleId = useId()
  return (
    <article className="fw-report-total" aria-labelledby={titleId} data-card={cardKey}>
      <h4 id={titleId} className="fw-report-total-title">
        {title}
      </h4>
      <p className="fw-report-total-value">{value}</p>
    </article>
  )
}

export function ReportView({ report, locationName }: { report: SalesReport; locationName: string }) {
  const { totals, debug } = report
  return (
    <section className="fw-report" aria-label={`Sales report for ${locationName}`} data-status="ready">
      <p className="fw-report-muted">
        {locationName}: {debug.beginDate} to {debug.endDate} ({debug.timezone})
      </p>
      <div className="fw-report-totals">
        <Total cardKey="netSales" title="Net Sales" value={formatMoney(totals.netSales)} />
        <Total cardKey="grossSales" title="Gross Sales" value={formatMoney(totals.grossSales)} />
        <Total cardKey="totalTransactions" title="Transactions" value={formatCount(totals.totalTransactions)} />
      </div>
      <div className="fw-report-tables">
        <TableShell label="Daily breakdown">
          <thead>
            <tr>
              <TableHeader>Date</TableHeader>
              <TableHeader align="end">Net Sales</TableHeader>
              <TableHeader align="end">Count</TableHeader>
            </tr>
          </thead>
          <tbody>
            {report.dailyBreakdown.length === 0 ? (
              <TableEmptyRow colSpan={3}>No sales in this range</TableEmptyRow>
            ) : (
              report.dailyBreakdown.map((day) => (
                <TableRow key={day.date}>
                  <TableCell>{day.date}</TableCell>
                  <TableCell align="end">{formatMoney(day.netSales)}</TableCell>
                  <TableCell align="end">{formatCount(day.count)}</TableCell>
                </TableRow>
              ))
            )}
          </tbody>
        </TableShell>
        <TableShell label="Hourly breakdown">
          <thead>
            <tr>
              <TableHeader>Hour</TableHeader>
              <TableHeader align="end">Net Sales</TableHeader>
              <TableHeader align="end">Count</TableHeader>
            </tr>
          </thead>
          <tbody>
            {report.hourlyBreakdown.map((hour) => (
              <TableRow key={hour.hour}>
                <TableCell>{formatHour(hour.hour)}</TableCell>
                <TableCell align="end">{formatMoney(hour.netSales)}</TableCell>
                <TableCell align="end">{formatCount(hour.count)}</TableCell>
              </TableRow>
            ))}
          </tbody>
        </TableShell>
      </div>
      <p className="fw-report-muted">{formatCount(debug.totalPaymentsReceived)} payments counted.</p>
    </section>
  )
}
