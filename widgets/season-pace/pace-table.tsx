// The pace table: each location's newest season so far, the season before at the same local
// moment, the pace between them and its last sale, sortable by every column; a stand gone quiet in
// its busy hours says so, and each name links to the location's stats. Stands closed this season
// sit apart below the sorted rows (src/analytics/closed-stands), never atop "falling behind first".
// Where the stands keep several clocks, each last sale says its zone. On a phone it keeps the stand
// and its pace, and a row's button opens the rest beneath it. The rows, in the table's order,
// download as a CSV file.
import { useId, useRef, useState, type ReactNode } from 'react'
import { apartFromClosed, CLOSED_THIS_SEASON, isClosedThisSeason } from '../../src/analytics/closed-stands'
import type { PaceData, PaceLocation } from '../../src/contract/pace'
import { DEFAULT_LOCATION_LINK_TEMPLATE } from '../../src/filters/location-view-props'
import { changeTrend, formatMoney, formatPercentChange } from '../../src/format'
import { spansSeveralZones } from '../../src/format/date-time'
import { Badge, Button, RowDetailsHeader, RowDetailsRow, RowDetailsToggle, SortableHeader, TableCell, TableEmptyRow, TableRow, TableShell, rowDetailsId, useNarrowBox, useOpenRows } from '../ui-kit'
import { WidgetLink } from '../widget-kit'
import { firstOrder, lastPaymentText, paceHeaders, paceRows, type PaceRow, type PaceSortKey, type SortOrder } from './pace-model'

export const QUIET_TEXT = 'Quiet'
export const QUIET_HINT = 'No sale for 30 minutes in its usual busy hours: its card reader or connection may be down.'

interface Sort {
  key: PaceSortKey
  order: SortOrder
}

/** Falling behind first. */
export const DEFAULT_PACE_SORT: Sort = { key: 'pace', order: 'asc' }

interface PaceColumn {
  key: PaceSortKey
  header: string
  align?: 'end'
  /** Kept on a phone; the others open under the row. */
  phone?: boolean
  cell: (row: PaceRow) => ReactNode
}

/** A stand's pace; one closed this season has none, and says it is closed. */
function PaceChange({ row }: { row: PaceRow }) {
  const { location, pace } = row
  if (isClosedThisSeason(location)) return <span className="fw-pace-muted">Closed</span>
  if (pace === null) return <span className="fw-pace-muted">{location.soFar.netSales > 0 ? 'New' : '—'}</span>
  const trend = changeTrend(pace)
  return (
    <span className="fw-pace-change" data-trend={trend}>
      <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}</span>
      {formatPercentChange(pace)}
    </span>
  )
}

function LocationCell({ location }: { location: PaceLocation }) {
  return (
    <>
      <WidgetLink params={{ locationId: location.id, id: location.id }} defaultTemplate={DEFAULT_LOCATION_LINK_TEMPLATE}>
        {location.name}
      </WidgetLink>
      {location.quiet ? (
        <>
          {' '}
          <Badge variant="warning" title={QUIET_HINT}>
            {QUIET_TEXT}
          </Badge>
        </>
      ) : null}
    </>
  )
}

function paceColumns(data: PaceData): PaceColumn[] {
  const headers = paceHeaders(data)
  const zone = spansSeveralZones(data.locations)
  return [
    { key: 'name', header: 'Location', phone: true, cell: ({ location }) => <LocationCell location={location} /> },
    { key: 'soFar', header: headers.soFar, align: 'end', cell: ({ location }) => formatMoney(location.soFar.netSales) },
    { key: 'lastSeason', header: headers.lastSeason, align: 'end', cell: ({ location }) => (location.lastSeason === null ? '—' : formatMoney(location.lastSeason.netSales)) },
    { key: 'pace', header: 'Pace', align: 'end', phone: true, cell: (row) => <PaceChange row={row} /> },
    {
      key: 'lastPayment',
      header: 'Last Payment',
      cell: ({ location }) => {
        const last = lastPaymentText(location, data.asOf, { zone })
        if (last === null) return <span className="fw-pace-muted">No sale yet</span>
        return (
          <>
            {last.at} <span className="fw-pace-muted">({last.ago})</span>
          </>
        )
      },
    },
  ]
}

export function PaceTable({ data, scope = 'locations' }: { data: PaceData; scope?: string }) {
  const [sort, setSort] = useState<Sort>(DEFAULT_PACE_SORT)
  const scrollRef = useRef<HTMLDivElement>(null)
  const narrow = useNarrowBox(scrollRef)
  const opened = useOpenRows()
  const tableId = useId().replace(/:/g, '')
  const newest = data.years[data.years.length - 1]
  const { open, closed } = apartFromClosed(data.locations)
  const rows = paceRows(open, sort.key, sort.order)
  const closedRows = paceRows(closed, 'name', 'asc')
  const columns = paceColumns(data)
  const shown = narrow ? columns.filter((column) => column.phone) : columns
  const folded = narrow ? columns.filter((column) => !column.phone) : []
  const span = shown.length + (folded.length > 0 ? 1 : 0)
  const label = `Pace by location, ${newest ?? ''}`.trim()
  // The file holds the rows as the table shows them: the sorted ones, then those closed this season.
  // The CSV writer loads on the first press (see ./pace-csv).
  const exportCsv = () => void import('./pace-csv').then(({ savePaceCsv }) => savePaceCsv(data, [...rows, ...closedRows], scope))
  const tableRows = (row: PaceRow) => {
    const { location } = row
    const detailsId = rowDetailsId(tableId, location.id)
    const isOpen = folded.length > 0 && opened.isOpen(location.id)
    const line = (
      <TableRow key={location.id} data-location-id={location.id} data-quiet={location.quiet || undefined} data-closed={isClosedThisSeason(location) || undefined}>
        {shown.map((column) => (
          <TableCell key={column.key} align={column.align} data-column={column.key}>
            {column.cell(row)}
          </TableCell>
        ))}
        {folded.length > 0 ? <RowDetailsToggle name={location.name} expanded={isOpen} controls={detailsId} onToggle={() => opened.toggle(location.id)} /> : null}
      </TableRow>
    )
    if (!isOpen) return [line]
    return [
      line,
      <RowDetailsRow
        key={`${location.id}-details`}
        id={detailsId}
        colSpan={span}
        name={location.name}
        details={folded.map((column) => ({ key: column.key, label: column.header, value: column.cell(row) }))}
      />,
    ]
  }
  return (
    <section className="fw-pace-table-section" aria-label={label}>
      <div className="fw-pace-table-actions">
        <Button size="sm" variant="outline" disabled={rows.length === 0 && closedRows.length === 0} onClick={exportCsv}>
          Export CSV
        </Button>
      </div>
      <TableShell label={label} className={narrow ? 'fw-pace-table fw-pace-table--phone' : 'fw-pace-table'} scrollRef={scrollRef}>
        <thead>
          <tr>
            {shown.map((column) => (
              <SortableHeader
                key={column.key}
                align={column.align}
                direction={sort.key === column.key ? sort.order : false}
                onSort={() => setSort((current) => ({ key: column.key, order: current.key === column.key ? (current.order === 'asc' ? 'desc' : 'asc') : firstOrder(column.key) }))}
              >
                {column.header}
              </SortableHeader>
            ))}
            {folded.length > 0 ? <RowDetailsHeader /> : null}
          </tr>
        </thead>
        <tbody>{rows.length === 0 && closedRows.length === 0 ? <TableEmptyRow colSpan={span}>No locations found</TableEmptyRow> : rows.flatMap(tableRows)}</tbody>
        {closedRows.length === 0 ? null : (
          <tbody className="fw-pace-closed">
            <tr>
              <th scope="rowgroup" colSpan={span} className="fw-pace-closed-title">
                {CLOSED_THIS_SEASON}
              </th>
            </tr>
            {closedRows.flatMap(tableRows)}
          </tbody>
        )}
      </TableShell>
    </section>
  )
}
