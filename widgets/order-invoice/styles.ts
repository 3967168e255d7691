// The invoice's own style sheet (print rules included); the ui-kit parts bring theirs.
import { defineStyles } from '../../src/elements/style-sheets'
import orderInvoiceCss from './order-invoice.css?inline'

export const orderInvoiceStyles = defineStyles(orderInvoiceCss)
