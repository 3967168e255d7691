// The locations list as a pure view (docs/screens.md#the-stats-area /stats/locations/list): the count found, a Columns
// menu, and a table of Name, Address, the chosen figure columns and, for admins, 'View in Admin'.
// The body is virtualised (72 px rows, 10 of overscan, docs/screens.md#numbers-the-screens-keep) inside the ui-kit's table shell;
// a click anywhere on a row follows its name's link, so the row opens the location's stats.
import type { Rect } from '@tanstack/react-virtual'
import { useRef, type MouseEvent } from 'react'
import type { LocationSortKey } from '../../src/analytics/locations'
import type { Location } from '../../src/contract/location'
import { useStyles } from '../../src/elements/use-styles'
import { addressLines, csvBlob, downloadBlob, NO_ADDRESS_TEXT, NO_LOCATIONS_TEXT, useVirtualRows, WidgetLink } from '../widget-kit'
import type { LocationFilters } from '../../src/filters'
import { DEFAULT_ADMIN_LINK_TEMPLATE, DEFAULT_LOCATION_LINK_TEMPLATE } from '../../src/filters/location-view-props'
import { formatCount } from '../../src/format/figure'
import { formatMoney } from '../../src/format/money'
import {
  Button,
  Menu,
  MenuCheckboxItem,
  MenuLabel,
  SortableHeader,
  TableCell,
  TableEmptyRow,
  TableHeader,
  TableRow,
  TableShell,
  TableSpacerRow,
} from '../ui-kit'
import { columnValue, FIGURE_COLUMNS, foundText, LIST_YEARS_NEWEST_FIRST, visibleColumns, type FigureColumn } from './columns'
import { locationsCsv, locationsCsvFileName } from './locations-csv'
import { locationsTableStyles } from './styles'

const locationKey = (location: Location) => location.id

/** docs/screens.md#numbers-the-screens-keep: the list table's row height. */
export const TABLE_ROW_PX = 72

export interface LocationsTableViewProps {
  /** The locations to show, filtered and sorted. */
  locations: readonly Location[]
  /** The ids of the figure columns shown; undefined for the list's defaults. */
  columnIds?: readonly string[]
  onColumnsChange: (ids: string[]) => void
  /** The sort the headers show. */
  sortBy: LocationFilters['sortBy']
  sortOrder: LocationFilters['sortOrder']
  /** Asked to sort by a column's key (the view picks the direction). */
  onSort: (sortBy: LocationSortKey, sortOrder: LocationFilters['sortOrder']) => void
  /** Admins get the 'View in Admin' column. */
  isAdmin: boolean
  adminLinkTemplate?: string
  /** The city shown (null for every city): the CSV file is named after it. */
  city?: string | null
  /** A fixed scroll viewport, for tests and benchmarks where nothing lays out. */
  viewport?: Rect
}

/** The next sort when a header is pressed: the same key flips, a new key starts high-first (names A–Z). */
export function nextSort(current: { sortBy: string; sortOrder: 'asc' | 'desc' }, key: LocationSortKey): { sortBy: LocationSortKey; sortOrder: 'asc' | 'desc' } {
  if (current.sortBy === key) return { sortBy: key, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' }
  return { sortBy: key, sortOrder: key === 'name' ? 'asc' : 'desc' }
}

function formatFigure(column: FigureColumn, value: number): string {
  return column.figure === 'transactions' ? formatCount(value) : formatMoney(value)
}

/** A row click outside its links and buttons follows the row's name link. */
function followRowLink(event: MouseEvent<HTMLTableRowElement>) {
  if ((event.target as Element).closest('a, button')) return
  event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click()
}

export function LocationsTableView(props: LocationsTableViewProps) {
  const { locations, columnIds, onColumnsChange, sortBy, sortOrder, onSort, isAdmin, adminLinkTemplate, city = null, viewport } = props
  useStyles(locationsTableStyles)
  const columns = visibleColumns(columnIds)
  const shownIds = new Set(columns.map((column) => column.id))
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtual = useVirtualRows({ items: locations, keyOf: locationKey, rowHeight: TABLE_ROW_PX, scrollRef, viewport })
  const columnCount = 2 + columns.length + (isAdmin ? 1 : 0)
  const direction = (key: LocationSortKey | null) => (key !== null && key === sortBy ? sortOrder : false)
  const sortHeader = (key: LocationSortKey) => () => {
    const next = nextSort({ sortBy, sortOrder }, key)
    onSort(next.sortBy, next.sortOrder)
  }
  const toggleColumn = (id: string, shown: boolean) => {
    const ids = new Set(shownIds)
    if (shown) ids.add(id)
    else ids.delete(id)
    onColumnsChange(FIGURE_COLUMNS.filter((column) => ids.has(column.id)).map((column) => column.id))
  }

  return (
    <div className="fw-locations-table">
      <div className="fw-locations-table-header">
        <p className="fw-locations-table-count" role="status">
          {foundText(locations.length)}
        </p>
        <Menu trigger="Columns" triggerLabel="Columns" placement="bottom-end">
          {LIST_YEARS_NEWEST_FIRST.map((year) => (
            <div key={year} role="group" aria-label={`Columns for ${year}`}>
              <MenuLabel>{year}</MenuLabel>
              {FIGURE_COLUMNS.filter((column) => column.year === year).map((column) => (
                <MenuCheckboxItem key={column.id} checked={shownIds.has(column.id)} onCheckedChange={(shown) => toggleColumn(column.id, shown)}>
                  {column.label}
                </MenuCheckboxItem>
              ))}
            </div>
          ))}
        </Menu>
        <Button onClick={() => downloadBlob(csvBlob(locationsCsv(locations, columns)), locationsCsvFileName(city))} disabled={locations.length === 0}>
          Export CSV
        </Button>
      </div>
      <TableShell label="Locations" height="var(--fw-locations-table-height, 600px)" scrollRef={scrollRef} rowCount={locations.length + 1} layout="fixed">
        <colgroup>
          <col className="fw-col-name" />
          <col className="fw-col-address" />
          {columns.map((column) => (
            <col key={column.id} className="fw-col-figure" />
          ))}
          {isAdmin ? <col className="fw-col-admin" /> : null}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <SortableHeader direction={direction('name')} onSort={sortHeader('name')}>
              Name
            </SortableHeader>
            <TableHeader>Address</TableHeader>
            {columns.map((column) =>
              column.sortKey !== null ? (
                <SortableHeader key={column.id} align="end" direction={direction(column.sortKey)} onSort={sortHeader(column.sortKey)}>
                  {column.label}
                </SortableHeader>
              ) : (
                <TableHeader key={column.id} align="end">
                  {column.label}
                </TableHeader>
              ),
            )}
            {isAdmin ? <TableHeader>Admin</TableHeader> : null}
          </tr>
        </thead>
        <tbody>
          {locations.length === 0 ? <TableEmptyRow colSpan={columnCount}>{NO_LOCATIONS_TEXT}</TableEmptyRow> : null}
          <TableSpacerRow height={virtual.before} colSpan={columnCount} />
          {virtual.rows.map(({ item: location, index, key }) => {
            const lines = addressLines(location)
            return (
              <TableRow key={key} rowIndex={index + 2} data-row="" onClick={followRowLink}>
                <TableCell>
                  <WidgetLink
                    className="fw-locations-table-name"
                    data-row-link=""
                    defaultTemplate={DEFAULT_LOCATION_LINK_TEMPLATE}
                    params={{ locationId: location.id, id: location.id }}
                  >
                    {location.name}
                  </WidgetLink>
                </TableCell>
                <TableCell>
                  <span className="fw-locations-table-address">
                    {lines ? (
                      <>
                        <span>{lines[0]}</span>
                        <span>{lines[1]}</span>
                      </>
                    ) : (
                      <span>{NO_ADDRESS_TEXT}</span>
                    )}
                  </span>
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} align="end">
                    {formatFigure(column, columnValue(location, column))}
                  </TableCell>
                ))}
                {isAdmin ? (
                  <TableCell>
                    <WidgetLink
                      className="fw-locations-table-admin"
                      defaultTemplate={DEFAULT_ADMIN_LINK_TEMPLATE}
                      template={adminLinkTemplate ?? DEFAULT_ADMIN_LINK_TEMPLATE}
                      params={{ locationId: location.id, id: location.id }}
                      aria-label={`View in Admin: ${location.name}`}
                    >
                      View in Admin
                    </WidgetLink>
                  </TableCell>
                ) : null}
              </TableRow>
            )
          })}
          <TableSpacerRow height={virtual.after} colSpan={columnCount} />
        </tbody>
      </TableShell>
    </div>
  )
}
