import type { Story, StoryDefault } from '@ladle/react'
import { storyStats } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { LocationStatsLoading, LocationStatsView } from './location-stats-view'

export default { title: 'Widgets / Location stats' } satisfies StoryDefault

/** Two seasons of a demo location: cards, year comparison, daily, payment and hourly charts. */
export const Default: Story = () => <LocationStatsView model={storyStats('default').model} />
export const Loading: Story = () => <LocationStatsLoading />
/** A season without a sale. */
export const Empty: Story = () => <LocationStatsView model={storyStats('empty').model} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-location-stats" what="the stats" loading={null}>
    {() => null}
  </QueryStateView>
)
/** Three busy seasons. */
export const Dense: Story = () => <LocationStatsView model={storyStats('dense').model} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <LocationStatsView model={storyStats('dense').model} />
  </WidgetFrame>
)
