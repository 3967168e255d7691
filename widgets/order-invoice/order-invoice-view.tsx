// One order as an invoice (docs/screens.md#location-details order detail): number, date, state badge, the location and its
// business and address; the items as Square's receipt reads them (each line before tax, the lines
// adding up to the subtotal, then tax, tip and total beneath it); the payments; refunds and
// returns when there are any; and, for admins, the raw order. Pure: stories and tests feed it an
// order and a location.
import { useRef } from 'react'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { useStyles } from '../../src/elements/use-styles'
import { formatMoney, titleCaseLocality } from '../../src/format'
import { formatDateTime } from '../../src/format/date-time'
import { Badge, Button, Card, type BadgeVariant } from '../ui-kit'
import { invoiceCharges, invoiceLines, invoicePayments, invoiceRefunds, invoiceReturns, invoiceSummary, orderNumber, type InvoiceLine } from './invoice-model'
import { InvoiceTable, type InvoiceColumn, type InvoiceFootRow, type InvoiceRow } from './invoice-table'
import { usePrintAlone } from './print-alone'
import { RawOrder } from './raw-order'
import { orderInvoiceStyles } from './styles'

const STATE_BADGES: Partial<Record<string, BadgeVariant>> = { COMPLETED: 'success', OPEN: 'info', CANCELED: 'destructive' }

/** Green COMPLETED, blue OPEN, red CANCELED, grey otherwise. */
export function stateBadgeVariant(state: string): BadgeVariant {
  return STATE_BADGES[state] ?? 'neutral'
}

export interface OrderInvoiceViewProps {
  order: Order
  location: Pick<Location, 'name' | 'businessName' | 'address' | 'timezone'>
  /** Shows the collapsible raw order (admins only). */
  showRaw: boolean
  /** Times say their zone ("9:15 PM PDT"): the chain's stands keep more than one clock. */
  showZone?: boolean
}

const ITEM_COLUMNS: readonly InvoiceColumn[] = [
  { key: 'item', header: 'Item', phone: true },
  { key: 'quantity', header: 'Qty', end: true, phone: true },
  { key: 'each', header: 'Each', end: true },
  { key: 'amount', header: 'Amount', end: true, phone: true },
]
const PAYMENT_COLUMNS: readonly InvoiceColumn[] = [
  { key: 'type', header: 'Type', phone: true },
  { key: 'card', header: 'Card' },
  { key: 'time', header: 'Time' },
  { key: 'amount', header: 'Amount', end: true, phone: true },
  { key: 'tip', header: 'Tip', end: true },
]
const REFUND_COLUMNS: readonly InvoiceColumn[] = [
  { key: 'time', header: 'Time' },
  { key: 'reason', header: 'Reason', phone: true },
  { key: 'status', header: 'Status' },
  { key: 'amount', header: 'Amount', end: true, phone: true },
]
const RETURN_COLUMNS: readonly InvoiceColumn[] = [
  { key: 'item', header: 'Item', phone: true },
  { key: 'quantity', header: 'Qty', end: true, phone: true },
  { key: 'amount', header: 'Amount', end: true, phone: true },
]

const negative = (cents: number) => (cents === 0 ? formatMoney(0) : `-${formatMoney(cents)}`)

/** An item's lines as the receipt shows them: the name, then what is under it. */
function ItemCell({ line }: { line: InvoiceLine }) {
  return (
    <>
      <span className="fw-invoice-item-name">{line.name}</span>
      {line.variation ? <span className="fw-invoice-detail">{line.variation}</span> : null}
      {line.note ? <span className="fw-invoice-detail">Note: {line.note}</span> : null}
      {line.modifiers.length > 0 ? (
        <ul className="fw-invoice-modifiers" aria-label="Modifiers">
          {line.modifiers.map((modifier) => (
            <li key={modifier.key}>
              + {modifier.name} {modifier.amount ? formatMoney(modifier.amount) : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {line.discounts.map((discount) => (
        <span key={discount.key} className="fw-invoice-detail fw-invoice-discount" data-discount={discount.amount}>
          {discount.name} {negative(discount.amount)}
        </span>
      ))}
    </>
  )
}

/** The receipt: each line before tax, the service charges, then subtotal, tax, tip and total. */
function Receipt({ order }: { order: Order }) {
  const summary = invoiceSummary(order)
  const lines = invoiceLines(order)
  const charges = invoiceCharges(order)
  const rows: InvoiceRow[] = [
    ...lines.map((line) => ({
      key: line.key,
      name: line.name,
      cells: { item: <ItemCell line={line} />, quantity: line.quantity, each: formatMoney(line.each), amount: formatMoney(line.amount) },
    })),
    ...charges.map((charge) => ({
      key: charge.key,
      name: charge.name,
      cells: { item: <span className="fw-invoice-item-name">{charge.name}</span>, quantity: '', each: '', amount: formatMoney(charge.amount) },
    })),
  ]
  const foot: InvoiceFootRow[] = [
    { key: 'subtotal', label: 'Subtotal', figure: 'subtotal', value: formatMoney(summary.subtotal) },
    ...(summary.discount !== 0 ? [{ key: 'discount', label: 'Discounts, taken off the items above', figure: 'discount', value: negative(summary.discount), muted: true }] : []),
    { key: 'tax', label: 'Tax', figure: 'tax', value: formatMoney(summary.tax) },
    { key: 'tip', label: 'Tip', figure: 'tip', value: formatMoney(summary.tip) },
    { key: 'total', label: 'Total', figure: 'total', value: formatMoney(summary.total), strong: true },
  ]
  const count = summary.itemCount.toLocaleString('en-US')
  return (
    <Card
      title="Items"
      description={
        <span data-figure="itemCount">
          <span className="fw-invoice-count">{count}</span> {summary.itemCount === 1 ? 'item' : 'items'}
        </span>
      }
      className="fw-invoice-section fw-invoice-receipt"
    >
      {rows.length === 0 ? <p className="fw-invoice-none">No items</p> : null}
      <InvoiceTable label="Items" columns={ITEM_COLUMNS} rows={rows} foot={foot} />
    </Card>
  )
}

export function OrderInvoiceView({ order, location, showRaw, showZone = false }: OrderInvoiceViewProps) {
  useStyles(orderInvoiceStyles)
  const rootRef = useRef<HTMLElement>(null)
  usePrintAlone(rootRef)
  const timeZone = location.timezone
  const payments = invoicePayments(order)
  const refunds = invoiceRefunds(order)
  const returns = invoiceReturns(order)
  const number = orderNumber(order)
  const time = (instant: string | null) => (instant ? formatDateTime(instant, timeZone, { zone: showZone }) : '—')

  return (
    <article ref={rootRef} className="fw-order-invoice" data-status="ready" aria-label={`Order ${number}`}>
      <header className="fw-invoice-header">
        <div className="fw-invoice-heading">
          <h2 className="fw-invoice-number">Order #{number}</h2>
          <Badge variant={stateBadgeVariant(order.state)} data-state={order.state}>
            {order.state}
          </Badge>
          <p className="fw-invoice-date">
            <time dateTime={order.created_at}>{time(order.created_at)}</time>
          </p>
        </div>
        <address className="fw-invoice-location">
          <strong>{location.name}</strong>
          {location.businessName ? <span>{location.businessName}</span> : null}
          {location.address ? (
            <>
              <span>{location.address.addressLine1}</span>
              <span>
                {titleCaseLocality(location.address.locality)} {location.address.postalCode}
              </span>
            </>
          ) : (
            <span>No address available</span>
          )}
        </address>
        <Button className="fw-invoice-print" onClick={() => window.print()}>
          Print
        </Button>
      </header>

      <Receipt order={order} />

      <Card title="Payments" className="fw-invoice-section">
        {payments.length === 0 ? (
          <p className="fw-invoice-none">No payments</p>
        ) : (
          <InvoiceTable
            label="Payments"
            columns={PAYMENT_COLUMNS}
            rows={payments.map((payment) => ({
              key: payment.key,
              name: `${payment.type} ${formatMoney(payment.amount)}`,
              cells: { type: payment.type, card: payment.card ?? '—', time: time(payment.createdAt), amount: formatMoney(payment.amount), tip: formatMoney(payment.tip) },
            }))}
          />
        )}
      </Card>

      {refunds.length > 0 ? (
        <Card title="Refunds" className="fw-invoice-section">
          <InvoiceTable
            label="Refunds"
            columns={REFUND_COLUMNS}
            rows={refunds.map((refund) => ({
              key: refund.key,
              name: `refund ${negative(refund.amount)}`,
              cells: { time: time(refund.createdAt), reason: refund.reason ?? '—', status: refund.status ?? '—', amount: negative(refund.amount) },
            }))}
          />
        </Card>
      ) : null}

      {returns.length > 0 ? (
        <Card title="Returns" className="fw-invoice-section">
          <InvoiceTable
            label="Returns"
            columns={RETURN_COLUMNS}
            rows={returns.map((line) => ({
              key: line.key,
              name: line.name,
              cells: {
                item: (
                  <>
                    <span className="fw-invoice-item-name">{line.name}</span>
                    {line.variation ? <span className="fw-invoice-detail">{line.variation}</span> : null}
                    {line.sourceOrderId ? <span className="fw-invoice-detail">From order {line.sourceOrderId.slice(-8)}</span> : null}
                  </>
                ),
                quantity: line.quantity,
                amount: negative(line.amount),
              },
            }))}
          />
        </Card>
      ) : null}

      {showRaw ? <RawOrder order={order} /> : null}
    </article>
  )
}
