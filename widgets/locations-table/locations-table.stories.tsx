import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { DEFAULT_LOCATION_FILTERS, visibleLocations, type LocationFilters } from '../../src/filters'
import { storyLocations } from '../../src/filters/testing/story-locations'
import { LocationsTableView } from './locations-table-view'

export default { title: 'Widgets / Locations table' } satisfies StoryDefault

function Table({ count = 40, isAdmin = false }: { count?: number; isAdmin?: boolean }) {
  const [filters, setFilters] = useState<LocationFilters>({ ...DEFAULT_LOCATION_FILTERS, city: null })
  const [columns, setColumns] = useState<readonly string[] | undefined>(undefined)
  return (
    <LocationsTableView
      locations={visibleLocations(storyLocations(count), filters)}
      columnIds={columns}
      onColumnsChange={setColumns}
      sortBy={filters.sortBy}
      sortOrder={filters.sortOrder}
      onSort={(sortBy, sortOrder) => setFilters({ ...filters, sortBy, sortOrder })}
      isAdmin={isAdmin}
    />
  )
}

/** Every city's demo stands with the list's default columns; sort from the headers, choose columns. */
export const Default: Story = () => <Table />
/** An admin sees 'View in Admin' on each row. */
export const Admin: Story = () => <Table isAdmin />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-locations-table" what="the locations" loading={<p>Loading locations...</p>}>
    {() => null}
  </QueryStateView>
)
export const Empty: Story = () => (
  <LocationsTableView locations={[]} onColumnsChange={() => {}} sortBy="net-sales-2025" sortOrder="desc" onSort={() => {}} isAdmin={false} />
)
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-locations-table" what="the locations" loading={null}>
    {() => null}
  </QueryStateView>
)
/** 1,000 stands: only the rows in view are drawn. */
export const Thousand: Story = () => <Table count={1000} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Table isAdmin />
  </WidgetFrame>
)
