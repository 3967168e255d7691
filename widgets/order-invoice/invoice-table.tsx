// One of the invoice's tables (items, payments, refunds, returns), which chooses its columns on a
// phone: the columns marked `phone` stay (on the items: item, quantity and amount), the others move
// to each row's details, opened by the button at its end. A foot (the receipt's subtotal, tax, tip
// and total) spans the columns either way, its amounts under the last one.
import { useId, useRef, type ReactNode } from 'react'
import { RowDetailsHeader, RowDetailsRow, RowDetailsToggle, ScrollBox, rowDetailsId, useNarrowBox, useOpenRows } from '../ui-kit'

export interface InvoiceColumn {
  key: string
  header: string
  /** Amounts and counts sit at the end. */
  end?: boolean
  /** Kept on a phone; the rest move to the row's details. */
  phone?: boolean
}

export interface InvoiceRow {
  key: string
  /** What the row is, for its details button ("Rocket"). */
  name: string
  cells: Readonly<Record<string, ReactNode>>
}

export interface InvoiceFootRow {
  key: string
  label: string
  value: string
  /** The data-figure the row carries (tests and print read it). */
  figure: string
  strong?: boolean
  muted?: boolean
}

export interface InvoiceTableProps {
  label: string
  columns: readonly InvoiceColumn[]
  rows: readonly InvoiceRow[]
  foot?: readonly InvoiceFootRow[]
}

export function InvoiceTable({ label, columns, rows, foot = [] }: InvoiceTableProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const narrow = useNarrowBox(boxRef)
  const tableId = useId()
  const opened = useOpenRows()
  const shown = narrow ? columns.filter((column) => column.phone) : columns
  const folded = narrow ? columns.filter((column) => !column.phone) : []
  const withDetails = folded.length > 0
  const span = shown.length + (withDetails ? 1 : 0)
  return (
    <div ref={boxRef} className="fw-invoice-table-box" data-narrow={narrow || undefined}>
      <ScrollBox label={label}>
        <table className="fw-invoice-table" aria-label={label}>
          <thead>
            <tr>
              {shown.map((column) => (
                <th key={column.key} scope="col" data-align={column.end ? 'end' : undefined}>
                  {column.header}
                </th>
              ))}
              {withDetails ? <RowDetailsHeader /> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const detailsId = rowDetailsId(tableId.replace(/:/g, ''), row.key)
              const open = withDetails && opened.isOpen(row.key)
              return [
                <tr key={row.key} data-row={row.key}>
                  {shown.map((column) => (
                    <td key={column.key} data-align={column.end ? 'end' : undefined} data-column={column.key}>
                      {row.cells[column.key]}
                    </td>
                  ))}
                  {withDetails ? <RowDetailsToggle name={row.name} expanded={open} controls={detailsId} onToggle={() => opened.toggle(row.key)} /> : null}
                </tr>,
                open ? (
                  <RowDetailsRow
                    key={`${row.key}-details`}
                    id={detailsId}
                    colSpan={span}
                    name={row.name}
                    details={folded.map((column) => ({ key: column.key, label: column.header, value: row.cells[column.key] }))}
                  />
                ) : null,
              ]
            })}
          </tbody>
          {foot.length > 0 ? (
            <tfoot>
              {foot.map((entry) => (
                <tr key={entry.key} className="fw-invoice-foot-row" data-figure={entry.figure} data-strong={entry.strong || undefined} data-muted={entry.muted || undefined}>
                  <th scope="row" colSpan={Math.max(1, shown.length - 1)}>
                    {entry.label}
                  </th>
                  <td data-align="end">{entry.value}</td>
                  {withDetails ? <td aria-hidden="true" /> : null}
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </ScrollBox>
    </div>
  )
}
