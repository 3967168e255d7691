import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { DEFAULT_LOCATION_FILTERS, toggleCompared, visibleLocations } from '../../src/filters'
import { storyLocations } from '../../src/filters/testing/story-locations'
import { LocationGridView } from './location-grid-view'

export default { title: 'Widgets / Location grid' } satisfies StoryDefault

function Grid({ isAdmin = false }: { isAdmin?: boolean }) {
  const [ids, setIds] = useState<string[]>([])
  const locations = visibleLocations(storyLocations(40), { ...DEFAULT_LOCATION_FILTERS, city: null })
  return <LocationGridView locations={locations} selection={{ ids, toggle: (id) => setIds(toggleCompared(ids, id)) }} isAdmin={isAdmin} />
}

/** Every city's demo stands; resize the window for 1, 2 or 3 columns. */
export const Default: Story = () => <Grid />
export const Admin: Story = () => <Grid isAdmin />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-location-grid" what="the locations" loading={<p>Loading locations...</p>}>
    {() => null}
  </QueryStateView>
)
export const Empty: Story = () => <LocationGridView locations={[]} selection={{ ids: [], toggle: () => {} }} isAdmin={false} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-location-grid" what="the locations" loading={null}>
    {() => null}
  </QueryStateView>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Grid isAdmin />
  </WidgetFrame>
)
