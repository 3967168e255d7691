// The chart test page's style sheet; the chart kit brings its own.
import { defineStyles } from '../../src/elements/style-sheets'
import paymentChartTestCss from './payment-chart-test.css?inline'

export const paymentChartTestStyles = defineStyles(paymentChartTestCss)
