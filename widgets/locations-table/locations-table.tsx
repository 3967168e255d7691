// fw-locations-table as a React component: the page's filtered, sorted locations as the list
// view. Sorting from a header changes the page's filters (fw-filters-change); the chosen columns
// start from the `columns` attribute (or the list's defaults) and stay with the element.
import { useEffect, useMemo, useState } from 'react'
import { QueryStateView, useChangeFilters, useIsAdmin, useLocationFilters, useLocationsAnswer } from '../widget-kit'
import { visibleLocations, type LocationViewProps } from '../../src/filters'
import { LocationsTableView } from './locations-table-view'

export interface LocationsTableProps extends LocationViewProps {
  /** The figure columns to show, by id ("net-sales-2024", "transactions-2024-jul-5"); absent for the list's defaults (2024 and 2025 totals, 2024's Jul 5). */
  columns?: readonly string[]
}

export function LocationsTable(props: LocationsTableProps) {
  const filters = useLocationFilters(props)
  const changeFilters = useChangeFilters()
  const isAdmin = useIsAdmin()
  const answer = useLocationsAnswer()
  const columnsText = props.columns?.join(',')
  const [columnIds, setColumnIds] = useState<readonly string[] | undefined>(props.columns)
  useEffect(() => setColumnIds(columnsText === undefined ? undefined : columnsText.split(',').filter(Boolean)), [columnsText])
  const locations = answer.status === 'ready' ? answer.data.locations : null
  const shown = useMemo(() => (locations ? visibleLocations(locations, filters) : []), [locations, filters])
  return (
    <QueryStateView state={answer} className="fw-locations-table" what="the locations" loading={<p className="fw-locations-table-count">Loading locations...</p>}>
      {() => (
        <LocationsTableView
          locations={shown}
          columnIds={columnIds}
          onColumnsChange={setColumnIds}
          sortBy={filters.sortBy}
          sortOrder={filters.sortOrder}
          onSort={(sortBy, sortOrder) => changeFilters({ sortBy, sortOrder })}
          isAdmin={isAdmin}
          adminLinkTemplate={props.adminLinkTemplate}
          city={filters.city}
        />
      )}
    </QueryStateView>
  )
}
