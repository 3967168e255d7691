// fw-sales-reports: a location's sales report by date range or season, with CSV export. Importing
// this registers nothing; see sales-reports.element.ts.
export { SalesReports, type SalesReportsProps } from './sales-reports'
export { ReportView } from './report-view'
export { reportCsv, reportFileName, CSV_BOM } from './report-csv'
export { checkReportForm, initialReportForm, type ReportForm, type ReportMode, type ReportRequest } from './report-form'
