import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { DEFAULT_LOCATION_FILTERS, toggleCompared, visibleLocations } from '../../src/filters'
import { storyLocations } from '../../src/filters/testing/story-locations'
import { LocationListView } from './location-list-view'

export default { title: 'Widgets / Location list' } satisfies StoryDefault

function List({ count = 40, allCities = false }: { count?: number; allCities?: boolean }) {
  const locations = visibleLocations(storyLocations(count), { ...DEFAULT_LOCATION_FILTERS, city: allCities ? null : 'oakdale', hideEmpty: false })
  const [ids, setIds] = useState<string[]>([])
  return (
    <div style={{ width: 256 }}>
      <LocationListView locations={locations} selection={{ ids, toggle: (id) => setIds(toggleCompared(ids, id)) }} />
    </div>
  )
}

/** Oakdale's demo stands, best 2025 net sales first; choose two to compare and the others' toggles go. */
export const Default: Story = () => <List />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-location-list" what="the locations" loading={<p>Loading locations...</p>}>
    {() => null}
  </QueryStateView>
)
export const Empty: Story = () => <LocationListView locations={[]} selection={{ ids: [], toggle: () => {} }} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-location-list" what="the locations" loading={null}>
    {() => null}
  </QueryStateView>
)
/** 1,000 stands in every city: only the rows in view are drawn. */
export const Thousand: Story = () => <List count={1000} allCities />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <List />
  </WidgetFrame>
)
