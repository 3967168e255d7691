// One order as an invoice (docs/screens.md#location-details order detail): number, date, state badge, the location and its
// business and address; the summary; the items; the payments; refunds and returns when there are
// any; and, for admins, the raw order. Pure: stories and tests feed it an order and a location.
import { useRef, type ReactNode } from 'react'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { useStyles } from '../../src/elements/use-styles'
import { formatMoney, titleCaseLocality } from '../../src/format'
import { formatDateTime } from '../../src/format/date-time'
import { Badge, Button, Card, ScrollBox, type BadgeVariant } from '../ui-kit'
import { invoiceLines, invoicePayments, invoiceRefunds, invoiceReturns, invoiceSummary, orderNumber } from './invoice-model'
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
}

function SummaryRow({ label, value, figure, strong }: { label: string; value: string; figure: string; strong?: boolean }) {
  return (
    <div className="fw-invoice-summary-row" data-figure={figure} data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

function Table({ label, headers, children }: { label: string; headers: readonly { text: string; end?: boolean }[]; children: ReactNode }) {
  return (
    <ScrollBox label={label}>
      <table className="fw-invoice-table" aria-label={label}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header.text} scope="col" data-align={header.end ? 'end' : undefined}>
                {header.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollBox>
  )
}

export function OrderInvoiceView({ order, location, showRaw }: OrderInvoiceViewProps) {
  useStyles(orderInvoiceStyles)
  const rootRef = useRef<HTMLElement>(null)
  usePrintAlone(rootRef)
  const timeZone = location.timezone
  const summary = invoiceSummary(order)
  const lines = invoiceLines(order)
  const payments = invoicePayments(order)
  const refunds = invoiceRefunds(order)
  const returns = invoiceReturns(order)
  const number = orderNumber(order)
  const time = (instant: string | null) => (instant ? formatDateTime(instant, timeZone) : '—')

  return (
    <article ref={rootRef} className="fw-order-invoice" data-status="ready" aria-label={`Order ${number}`}>
      <header className="fw-invoice-header">
        <div className="fw-invoice-heading">
          <h2 className="fw-invoice-number">Order #{number}</h2>
          <Badge variant={stateBadgeVariant(order.state)} data-state={order.state}>
            {order.state}
          </Badge>
          <p className="fw-invoice-date">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at, timeZone)}</time>
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

      <Card title="Summary" className="fw-invoice-section">
        <dl className="fw-invoice-summary">
          <SummaryRow label="Items" figure="itemCount" value={summary.itemCount.toLocaleString('en-US')} />
          <SummaryRow label="Subtotal" figure="subtotal" value={formatMoney(summary.subtotal)} />
          <SummaryRow label="Tax" figure="tax" value={formatMoney(summary.tax)} />
          <SummaryRow label="Discount" figure="discount" value={summary.discount ? `-${formatMoney(summary.discount)}` : formatMoney(0)} />
          <SummaryRow label="Tip" figure="tip" value={formatMoney(summary.tip)} />
          <SummaryRow label="Total" figure="total" value={formatMoney(summary.total)} strong />
        </dl>
      </Card>

      <Card title="Items" className="fw-invoice-section">
        {lines.length === 0 ? (
          <p className="fw-invoice-none">No items</p>
        ) : (
          <Table label="Items" headers={[{ text: 'Item' }, { text: 'Quantity', end: true }, { text: 'Each', end: true }, { text: 'Amount', end: true }]}>
            {lines.map((line) => (
              <tr key={line.key}>
                <td>
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
                </td>
                <td data-align="end">{line.quantity}</td>
                <td data-align="end">{formatMoney(line.each)}</td>
                <td data-align="end">{formatMoney(line.total)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Card>

      <Card title="Payments" className="fw-invoice-section">
        {payments.length === 0 ? (
          <p className="fw-invoice-none">No payments</p>
        ) : (
          <Table label="Payments" headers={[{ text: 'Type' }, { text: 'Card' }, { text: 'Time' }, { text: 'Amount', end: true }, { text: 'Tip', end: true }]}>
            {payments.map((payment) => (
              <tr key={payment.key}>
                <td>{payment.type}</td>
                <td>{payment.card ?? '—'}</td>
                <td>{time(payment.createdAt)}</td>
                <td data-align="end">{formatMoney(payment.amount)}</td>
                <td data-align="end">{formatMoney(payment.tip)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Card>

      {refunds.length > 0 ? (
        <Card title="Refunds" className="fw-invoice-section">
          <Table label="Refunds" headers={[{ text: 'Time' }, { text: 'Reason' }, { text: 'Status' }, { text: 'Amount', end: true }]}>
            {refunds.map((refund) => (
              <tr key={refund.key}>
                <td>{time(refund.createdAt)}</td>
                <td>{refund.reason ?? '—'}</td>
                <td>{refund.status ?? '—'}</td>
                <td data-align="end">-{formatMoney(refund.amount)}</td>
              </tr>
            ))}
          </Table>
        </Card>
      ) : null}

      {returns.length > 0 ? (
        <Card title="Returns" className="fw-invoice-section">
          <Table label="Returns" headers={[{ text: 'Item' }, { text: 'Quantity', end: true }, { text: 'Amount', end: true }]}>
            {returns.map((line) => (
              <tr key={line.key}>
                <td>
                  <span className="fw-invoice-item-name">{line.name}</span>
                  {line.variation ? <span className="fw-invoice-detail">{line.variation}</span> : null}
                  {line.sourceOrderId ? <span className="fw-invoice-detail">From order {line.sourceOrderId.slice(-8)}</span> : null}
                </td>
                <td data-align="end">{line.quantity}</td>
                <td data-align="end">-{formatMoney(line.amount)}</td>
              </tr>
            ))}
          </Table>
        </Card>
      ) : null}

      {showRaw ? <RawOrder order={order} /> : null}
    </article>
  )
}
