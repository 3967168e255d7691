// The Reports page's style sheet, brought by its views wherever they render.
import { defineStyles } from '../../src/elements/style-sheets'
import salesReportsCss from './sales-reports.css?inline'

export const salesReportsStyles = defineStyles(salesReportsCss)
