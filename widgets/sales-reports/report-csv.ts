// The report as a CSV file for a spreadsheet: a UTF-8 byte-order mark (so Excel reads the
// location's name right), papaparse's quoting, and formulas escaped (a cell starting with =, +, -
// or @ is prefixed so a spreadsheet shows it rather than runs it). Money in dollars, 2 decimals.
import Papa from 'papaparse'
import type { SalesReport } from '../../src/contract/reports'
import { formatHour } from '../../src/format'
import { CSV_BYTE_ORDER_MARK } from '../widget-kit'

export const CSV_BOM = CSV_BYTE_ORDER_MARK

const dollars = (cents: number) => (cents / 100).toFixed(2)

export function reportCsv(report: SalesReport, locationName: string): string {
  const rows: (string | number)[][] = [
    ['Location', locationName, report.locationId],
    ['From', report.debug.beginDate, ''],
    ['To', report.debug.endDate, ''],
    ['Timezone', report.debug.timezone, ''],
    [],
    ['Section', 'Period', 'Net Sales', 'Gross Sales', 'Transactions'],
    ['Totals', `${report.debug.beginDate} to ${report.debug.endDate}`, dollars(report.totals.netSales), dollars(report.totals.grossSales), report.totals.totalTransactions],
    ...report.dailyBreakdown.map((day) => ['Daily', day.date, dollars(day.netSales), '', day.count]),
    ...report.hourlyBreakdown.map((hour) => ['Hourly', formatHour(hour.hour), dollars(hour.netSales), '', hour.count]),
  ]
  return CSV_BOM + Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' })
}

/** A file name that says what the report covers. */
export function reportFileName(report: SalesReport): string {
  const safe = report.locationId.replace(/[^A-Za-z0-9_-]/g, '_')
  return `sales-report-${safe}-${report.debug.beginDate}-to-${report.debug.endDate}.csv`
}
