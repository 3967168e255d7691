// The items of the season as Square's Item Sales report reads them: a table of each item's revenue,
// units sold and average price beside the charts, sortable by any column, with the season's total
// underneath (the revenues add up to the location's net sales) and the same rows as a CSV file.
import { useMemo, useState } from 'react'
import type { ItemRow } from '../../src/contract/stats'
import { formatMoney } from '../../src/format'
import { csvBlob, downloadBlob } from '../widget-kit'
import { Button, SortableHeader, TableCell, TableHeader, TableRow, TableShell, type SortDirection } from '../ui-kit'
import { unitsText, type ItemsPeriod } from './items-model'
import { itemsCsv, itemsCsvFileName } from './items-csv'

type ItemsSortKey = 'item' | 'revenue' | 'units' | 'average'

const SORT_VALUE: Record<ItemsSortKey, (row: ItemRow) => number | string> = {
  item: (row) => row.itemLabel.toLowerCase(),
  revenue: (row) => row.totalSales,
  units: (row) => row.totalUnits,
  average: (row) => row.averagePrice,
}

const COLUMNS: { key: ItemsSortKey; header: string }[] = [
  { key: 'revenue', header: 'Revenue' },
  { key: 'units', header: 'Units Sold' },
  { key: 'average', header: 'Average Price' },
]

/** Rows sorted by `key` (ties keep revenue order, largest first). */
export function sortItemRows(rows: readonly ItemRow[], key: ItemsSortKey, order: 'asc' | 'desc'): ItemRow[] {
  const value = SORT_VALUE[key]
  const sign = order === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    return x < y ? -sign : x > y ? sign : b.totalSales - a.totalSales
  })
}

export interface ItemsTableProps {
  /** The items sold in the period, largest revenue first. */
  rows: readonly ItemRow[]
  locationName: string
  /** The season, or the days of it, the items were sold in. */
  period: ItemsPeriod
}

export function ItemsTable({ rows, locationName, period }: ItemsTableProps) {
  const [sort, setSort] = useState<{ key: ItemsSortKey; order: 'asc' | 'desc' }>({ key: 'revenue', order: 'desc' })
  const sorted = useMemo(() => sortItemRows(rows, sort.key, sort.order), [rows, sort])
  const direction = (key: ItemsSortKey): SortDirection => (sort.key === key ? sort.order : false)
  const sortBy = (key: ItemsSortKey) => () =>
    setSort((current) => (current.key === key ? { key, order: current.order === 'asc' ? 'desc' : 'asc' } : { key, order: key === 'item' ? 'asc' : 'desc' }))
  const revenue = rows.reduce((sum, row) => sum + row.totalSales, 0)
  const units = rows.reduce((sum, row) => sum + row.totalUnits, 0)
  const title = period.tableTitle
  return (
    <section className="fw-items-table" aria-label={title}>
      <header className="fw-items-table-header">
        <h3 className="fw-items-table-title">{title}</h3>
        <Button size="sm" variant="outline" disabled={rows.length === 0} onClick={() => downloadBlob(csvBlob(itemsCsv(sorted)), itemsCsvFileName(locationName, period.year, period.days))}>
          Export CSV
        </Button>
      </header>
      <TableShell label={title} className="fw-items-table-scroll">
        <thead>
          <tr>
            <SortableHeader direction={direction('item')} onSort={sortBy('item')}>
              Item
            </SortableHeader>
            {COLUMNS.map((column) => (
              <SortableHeader key={column.key} align="end" direction={direction(column.key)} onSort={sortBy(column.key)}>
                {column.header}
              </SortableHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <TableRow key={row.catalogObjectId ?? 'custom-amounts'}>
              <TableCell>{row.itemLabel}</TableCell>
              <TableCell align="end">{formatMoney(row.totalSales)}</TableCell>
              <TableCell align="end">{unitsText(row.totalUnits)}</TableCell>
              <TableCell align="end">{formatMoney(row.averagePrice)}</TableCell>
            </TableRow>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-items-table-total">
            <TableHeader scope="row">Total</TableHeader>
            <TableCell align="end">{formatMoney(revenue)}</TableCell>
            <TableCell align="end">{unitsText(units)}</TableCell>
            <TableCell align="end">{formatMoney(units > 0 ? Math.round(revenue / units) : 0)}</TableCell>
          </tr>
        </tfoot>
      </TableShell>
    </section>
  )
}
