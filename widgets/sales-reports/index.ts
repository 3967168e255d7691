// fw-sales-reports: a location's sales report by date range or season, with CSV export. Importing
// this registers nothing; see sales-reports.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { SalesReports as SalesReportsContent } from './sales-reports'
export { type SalesReportsProps } from './sales-reports'
export { ReportView } from './report-view'
export { reportCsv, reportFileName, CSV_BOM } from './report-csv'
export { checkReportForm, initialReportForm, type ReportForm, type ReportMode, type ReportRequest } from './report-form'

/** <fw-sales-reports> as a React component: in its own shadow root, styled and themed like the element. */
export const SalesReports = framedWidget(SalesReportsContent)
