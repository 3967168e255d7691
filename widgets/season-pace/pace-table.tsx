// The pace table: each location's newest season so far, the season before at the same local
// moment, the pace between them and its last sale, sortable by every column; a stand gone quiet in
// its busy hours says so, and each name links to the location's stats. Stands closed this season
// sit apart below the sorted rows (src/analytics/closed-stands), never atop "falling behind first".
import { useState, type ReactNode } from 'react'
import { apartFromClosed, CLOSED_THIS_SEASON } from '../../src/analytics/closed-stands'
import type { PaceData, PaceLocation } from '../../src/contract/pace'
import { DEFAULT_LOCATION_LINK_TEMPLATE } from '../../src/filters/location-view-props'
import { changeTrend, formatMoney, formatPercentChange } from '../../src/format'
import { Badge, SortableHeader, TableCell, TableEmptyRow, TableRow, TableShell } from '../ui-kit'
import { WidgetLink } from '../widget-kit'
import { firstOrder, lastPaymentText, paceRows, type PaceRow, type PaceSortKey, type SortOrder } from './pace-model'

export const QUIET_TEXT = 'Quiet'
export const QUIET_HINT = 'No sale for 30 minutes in its usual busy hours: its card reader or connection may be down.'

interface Sort {
  key: PaceSortKey
  order: SortOrder
}

/** Falling behind first. */
export const DEFAULT_PACE_SORT: Sort = { key: 'pace', order: 'asc' }

export function PaceTable({ data }: { data: PaceData }) {
  const [sort, setSort] = useState<Sort>(DEFAULT_PACE_SORT)
  const newest = data.years[data.years.length - 1]
  const previous = data.years.length > 1 ? data.years[data.years.length - 2] : undefined
  const { open, closed } = apartFromClosed(data.locations)
  const rows = paceRows(open, sort.key, sort.order)
  const closedRows = paceRows(closed, 'name', 'asc')
  const header = (key: PaceSortKey, label: string, align?: 'end') => (
    <SortableHeader
      align={align}
      direction={sort.key === key ? sort.order : false}
      onSort={() => setSort((current) => ({ key, order: current.key === key ? (current.order === 'asc' ? 'desc' : 'asc') : firstOrder(key) }))}
    >
      {label}
    </SortableHeader>
  )
  const soFar = data.likeForLike ? `${newest} So Far` : `${newest}`
  const sameMoment = previous === undefined ? 'Last Season' : data.likeForLike ? `${previous} Same Moment` : `${previous}`
  return (
    <TableShell label={`Pace by location, ${newest ?? ''}`.trim()} className="fw-pace-table">
      <thead>
        <tr>
          {header('name', 'Location')}
          {header('soFar', `Net Sales ${soFar}`, 'end')}
          {header('lastSeason', `Net Sales ${sameMoment}`, 'end')}
          {header('pace', 'Pace', 'end')}
          {header('lastPayment', 'Last Payment')}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && closedRows.length === 0 ? (
          <TableEmptyRow colSpan={5}>No locations found</TableEmptyRow>
        ) : (
          rows.map((row) => <PaceTableRow key={row.location.id} row={row} asOf={data.asOf} pace={<PaceCell row={row} />} />)
        )}
      </tbody>
      {closedRows.length === 0 ? null : (
        <tbody className="fw-pace-closed">
          <tr>
            <th scope="rowgroup" colSpan={5} className="fw-pace-closed-title">
              {CLOSED_THIS_SEASON}
            </th>
          </tr>
          {closedRows.map((row) => (
            <PaceTableRow key={row.location.id} row={row} asOf={data.asOf} pace={<span className="fw-pace-muted">Closed</span>} />
          ))}
        </tbody>
      )}
    </TableShell>
  )
}

function PaceCell({ row: { location, pace } }: { row: PaceRow }) {
  if (pace === null) return <span className="fw-pace-muted">{location.soFar.netSales > 0 ? 'New' : '—'}</span>
  const trend = changeTrend(pace)
  return (
    <span className="fw-pace-change" data-trend={trend}>
      <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}</span>
      {formatPercentChange(pace)}
    </span>
  )
}

function PaceTableRow({ row: { location }, asOf, pace }: { row: { location: PaceLocation }; asOf: string; pace: ReactNode }) {
  const last = lastPaymentText(location, asOf)
  return (
    <TableRow data-location-id={location.id} data-quiet={location.quiet || undefined} data-closed={location.status === 'INACTIVE' || undefined}>
      <TableCell>
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
      </TableCell>
      <TableCell align="end">{formatMoney(location.soFar.netSales)}</TableCell>
      <TableCell align="end">{location.lastSeason === null ? '—' : formatMoney(location.lastSeason.netSales)}</TableCell>
      <TableCell align="end">{pace}</TableCell>
      <TableCell>
        {last === null ? (
          <span className="fw-pace-muted">No sale yet</span>
        ) : (
          <>
            {last.at} <span className="fw-pace-muted">({last.ago})</span>
          </>
        )}
      </TableCell>
    </TableRow>
  )
}
