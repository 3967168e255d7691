// The Locations admin page for a list of locations: the four summary cards and the season in
// progress (./current-season-cards), the filters and the sortable virtualised table whose rows
// link to each location's admin page. It holds only its filter and sort state, so stories and
// tests feed it locations (and the season pace) directly.
import { useId, useMemo, useRef, useState, type MouseEvent } from 'react'
import { cityOptions } from '../../src/analytics'
import type { Location } from '../../src/contract/location'
import type { PaceData } from '../../src/contract/pace'
import { useStyles } from '../../src/elements/use-styles'
import { COORDINATE_SOURCE_TEXT, CoordinateLegend, useVirtualRows, WidgetLink, type QueryState } from '../widget-kit'
import { formatCount, formatMoney, titleCaseLocality } from '../../src/format'
import { SortableHeader, Switch, TableCell, TableEmptyRow, TableRow, TableShell, TableSpacerRow } from '../ui-kit'
import {
  ADMIN_BASE_YEAR,
  ADMIN_YEAR,
  addressText,
  adminLocationsSummary,
  coordinatesText,
  DEFAULT_ADMIN_SORT,
  filterAdminLocations,
  nextAdminSort,
  NO_ADMIN_FILTER,
  sortAdminLocations,
  type AdminLocationFilter,
  type AdminSort,
  type AdminSortKey,
} from './admin-locations-model'
import { CurrentSeasonCards } from './current-season-cards'
import { FigureCard } from './figure-card'
import { adminLocationsStyles } from './styles'

/** docs/screens.md#numbers-the-screens-keep: the location admin table's row estimate. */
export const ADMIN_ROW_HEIGHT = 64
export const ADMIN_TABLE_HEIGHT = 600
/** Where a row links unless the host's link-template says otherwise. */
export const ADMIN_LOCATION_LINK = '/admin/locations/{locationId}'

const COLUMNS: readonly { key: AdminSortKey; title: string }[] = [
  { key: 'id', title: 'Location ID' },
  { key: 'address', title: 'Address' },
  { key: 'coordinates', title: 'Coordinates' },
]

const locationKey = (location: Location) => location.id

/** A click on the row outside its link follows the link, so the whole row opens the location. */
function followRowLink(event: MouseEvent<HTMLTableRowElement>) {
  if ((event.target as Element).closest('a, button, input, select')) return
  event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click()
}

export interface AdminLocationsViewProps {
  locations: readonly Location[]
  /** The season pace of every location, for the season in progress; absent: no such card. */
  pace?: QueryState<PaceData>
}

export function AdminLocationsView({ locations, pace }: AdminLocationsViewProps) {
  useStyles(adminLocationsStyles)
  const [filter, setFilter] = useState<AdminLocationFilter>(NO_ADMIN_FILTER)
  const [sort, setSort] = useState<AdminSort>(DEFAULT_ADMIN_SORT)
  const idSearchId = useId()
  const cityId = useId()
  const shown = useMemo(() => sortAdminLocations(filterAdminLocations(locations, filter), sort), [locations, filter, sort])
  const summary = adminLocationsSummary(locations, shown)
  const shownIds = useMemo(() => new Set(shown.map((location) => location.id)), [shown])
  const cities = cityOptions(locations)
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtual = useVirtualRows({ items: shown, keyOf: locationKey, rowHeight: ADMIN_ROW_HEIGHT, scrollRef, viewport: ADMIN_TABLE_HEIGHT })
  const set = (change: Partial<AdminLocationFilter>) => setFilter((before) => ({ ...before, ...change }))

  return (
    <div className="fw-admin-locations" data-status="ready">
      <section className="fw-admin-figures" aria-label="Locations summary">
        <FigureCard
          cardKey="total"
          title="Total Locations"
          value={formatCount(summary.totalLocations)}
          note={`${formatCount(summary.shownLocations)} shown with the current filters`}
        />
        <FigureCard cardKey="base-year-sales" title={`${ADMIN_BASE_YEAR} Total Sales`} value={formatMoney(summary.baseYearSales)} note="Net sales of the locations shown" />
        <FigureCard
          cardKey="year-sales"
          title={`${ADMIN_YEAR} Total Sales`}
          value={formatMoney(summary.yearSales)}
          change={{ percent: summary.change, against: `from ${ADMIN_BASE_YEAR}` }}
        />
        {pace === undefined ? null : <CurrentSeasonCards pace={pace} ids={shownIds} />}
        <FigureCard cardKey="cities" title="Active Cities" value={formatCount(summary.activeCities)} note="Distinct cities of the locations shown" />
      </section>
      <section className="fw-admin-filters" aria-label="Filters">
        <div className="fw-admin-field">
          <label htmlFor={idSearchId}>Location ID</label>
          <input
            id={idSearchId}
            type="search"
            className="fw-admin-input"
            placeholder="Search by location ID..."
            value={filter.idSearch}
            onChange={(event) => set({ idSearch: event.target.value })}
          />
        </div>
        <div className="fw-admin-field">
          <label htmlFor={cityId}>City</label>
          <select id={cityId} className="fw-admin-input" value={filter.city} onChange={(event) => set({ city: event.target.value })}>
            <option value="">All cities</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {titleCaseLocality(city)}
              </option>
            ))}
          </select>
        </div>
        <Switch className="fw-admin-switch" checked={filter.hasSalesData} onCheckedChange={(hasSalesData) => set({ hasSalesData })} label="Has Sales Data" />
      </section>
      <CoordinateLegend />
      <TableShell label="Locations" height={ADMIN_TABLE_HEIGHT} scrollRef={scrollRef} rowCount={shown.length + 1} layout="fixed">
        <colgroup>
          <col style={{ width: '28%' }} />
          <col />
          <col style={{ width: '26%' }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <SortableHeader key={column.key} direction={sort.key === column.key ? sort.order : false} onSort={() => setSort((before) => nextAdminSort(before, column.key))}>
                {column.title}
              </SortableHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <TableEmptyRow colSpan={3}>No locations match the filters</TableEmptyRow>
          ) : (
            <>
              <TableSpacerRow height={virtual.before} colSpan={3} />
              {virtual.rows.map(({ item: location, index, key }) => {
                return (
                  <TableRow key={key} rowIndex={index + 2} style={{ height: ADMIN_ROW_HEIGHT }} data-location-id={location.id} data-interactive onClick={followRowLink}>
                    <TableCell className="fw-admin-id">
                      <WidgetLink data-row-link params={{ locationId: location.id, id: location.id }} defaultTemplate={ADMIN_LOCATION_LINK} title={location.name}>
                        {location.id}
                      </WidgetLink>
                      <span className="fw-admin-name">{location.name}</span>
                    </TableCell>
                    <TableCell className={location.address ? undefined : 'fw-admin-missing'}>{addressText(location)}</TableCell>
                    <TableCell className="fw-admin-coordinates" data-source={location.coordinates?.source ?? 'none'}>
                      {location.coordinates ? (
                        <span title={COORDINATE_SOURCE_TEXT[location.coordinates.source]}>{coordinatesText(location)}</span>
                      ) : (
                        'No coordinates'
                      )}
                    </TableCell>
                  </TableRow>
                )
              })}
              <TableSpacerRow height={virtual.after} colSpan={3} />
            </>
          )}
        </tbody>
      </TableShell>
    </div>
  )
}
