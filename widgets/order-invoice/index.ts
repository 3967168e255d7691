// fw-order-invoice: one order as a printable invoice. Importing this registers nothing; see
// order-invoice.element.ts.
export { OrderInvoice, type OrderInvoiceProps } from './order-invoice'
export { OrderInvoiceView, stateBadgeVariant, type OrderInvoiceViewProps } from './order-invoice-view'
export {
  invoiceLines,
  invoicePayments,
  invoiceRefunds,
  invoiceReturns,
  invoiceSummary,
  orderNumber,
  OrderNotFoundError,
  ORDER_NOT_FOUND_TITLE,
  type InvoiceSummary,
} from './invoice-model'
