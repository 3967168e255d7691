import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { DEFAULT_LOCATION_FILTERS, toggleCompared, visibleLocations } from '../../src/filters'
import { storyLocations } from '../../src/filters/testing/story-locations'
import { STORY_CLIENT_CONFIG } from '../../src/filters/testing/story-tiles'
import { LocationMapView } from './location-map-view'

export default { title: 'Widgets / Location map' } satisfies StoryDefault

function MapStory({ count = 40, dark = false }: { count?: number; dark?: boolean }) {
  const [ids, setIds] = useState<string[]>([])
  const [hideEmpty, setHideEmpty] = useState(true)
  const filters = { ...DEFAULT_LOCATION_FILTERS, city: null, hideEmpty }
  const config = STORY_CLIENT_CONFIG
  return (
    <>
      <label style={{ display: 'block', marginBottom: 8 }}>
        <input type="checkbox" checked={hideEmpty} onChange={(event) => setHideEmpty(event.target.checked)} /> Hide locations with no sales (refits the map)
      </label>
      <LocationMapView
        locations={visibleLocations(storyLocations(count), filters)}
        selection={{ ids, toggle: (id) => setIds(toggleCompared(ids, id)) }}
        tiles={{ url: dark ? config.tileUrlDark : config.tileUrl, attribution: config.tileAttribution }}
        fitKey={String(hideEmpty)}
      />
    </>
  )
}

/** The demo season's stands: drag, zoom, hover a pin, fit to all. Blank tiles keep stories offline. */
export const Default: Story = () => <MapStory />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-location-map" what="the locations" loading={<p>Loading locations...</p>}>
    {() => null}
  </QueryStateView>
)
/** No location has coordinates. */
export const Empty: Story = () => <LocationMapView locations={[]} selection={{ ids: [], toggle: () => {} }} tiles={null} fitKey="" />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-location-map" what="the locations" loading={null}>
    {() => null}
  </QueryStateView>
)
/** 1,000 stands. */
export const Thousand: Story = () => <MapStory count={1000} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <MapStory dark />
  </WidgetFrame>
)
