import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { cityChoices, DEFAULT_LOCATION_FILTERS, matchingCity, visibleLocations, type LocationFilters } from '../../src/filters'
import { storyLocations } from '../../src/filters/testing/story-locations'
import { useState } from 'react'
import { LocationFiltersView } from './location-filters-view'

export default { title: 'Widgets / Location filters' } satisfies StoryDefault

function Panel({ count = 40, defaultOpen = true }: { count?: number; defaultOpen?: boolean }) {
  const locations = storyLocations(count)
  const [filters, setFilters] = useState<LocationFilters>({ ...DEFAULT_LOCATION_FILTERS })
  const cities = cityChoices(locations)
  return (
    <div style={{ width: 256 }}>
      <LocationFiltersView
        filters={filters}
        cities={cities}
        chosenCity={matchingCity(cities, filters.city)}
        shown={visibleLocations(locations, filters).length}
        total={locations.length}
        onChange={(change) => setFilters({ ...filters, ...change })}
        defaultOpen={defaultOpen}
      />
    </div>
  )
}

/** The demo season's stands, panel open: change the city or hide-empty and the count follows. */
export const Default: Story = () => <Panel />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-location-filters" what="the locations" loading={<p>Loading locations...</p>}>
    {() => null}
  </QueryStateView>
)
/** No locations hydrated yet. */
export const Empty: Story = () => (
  <div style={{ width: 256 }}>
    <LocationFiltersView filters={DEFAULT_LOCATION_FILTERS} cities={[]} chosenCity={null} shown={0} total={0} onChange={() => {}} defaultOpen />
  </div>
)
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-location-filters" what="the locations" loading={null}>
    {() => null}
  </QueryStateView>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Panel />
  </WidgetFrame>
)
