// The feed's style sheet, brought by each part that renders it (the widget and its rows), so the
// rows are styled wherever they render: inside the element, or used directly in a React app.
import { defineStyles } from '../../src/elements/style-sheets'
import livePaymentsCss from './live-payments.css?inline'

export const livePaymentsStyles = defineStyles(livePaymentsCss)
