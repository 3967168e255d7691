// fw-order-invoice: one order as a printable invoice. Importing this registers nothing; see
// order-invoice.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { OrderInvoice as OrderInvoiceContent } from './order-invoice'
export { type OrderInvoiceProps } from './order-invoice'
export { OrderInvoiceView, stateBadgeVariant, type OrderInvoiceViewProps } from './order-invoice-view'
export {
  invoiceCharges,
  invoiceLines,
  invoicePayments,
  invoiceRefunds,
  invoiceReturns,
  invoiceSummary,
  orderNumber,
  OrderNotFoundError,
  ORDER_NOT_FOUND_TITLE,
  type InvoiceCharge,
  type InvoiceLine,
  type InvoiceLineDiscount,
  type InvoiceSummary,
} from './invoice-model'

/** <fw-order-invoice> as a React component: in its own shadow root, styled and themed like the element. */
export const OrderInvoice = framedWidget(OrderInvoiceContent)
