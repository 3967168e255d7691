import type { Story, StoryDefault } from '@ladle/react'
import { storyStats, storyTonight } from '../../ladle/fixtures'
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
/** 8:30 PM on July 4, 2025: 2025 drawn up to now with now lines, tonight against July 4, 2024 to the same minute, money collected like for like. */
export const InSeason: Story = () => <LocationStatsView model={storyTonight({ from: 28, to: 5 })} />
/** The same evening under Today: no hour after 8 PM drawn for 2025. */
export const Today: Story = () => <LocationStatsView model={storyTonight({ from: 4, to: 4 })} />
/** Three busy seasons. */
export const Dense: Story = () => <LocationStatsView model={storyStats('dense').model} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <LocationStatsView model={storyStats('dense').model} />
  </WidgetFrame>
)
