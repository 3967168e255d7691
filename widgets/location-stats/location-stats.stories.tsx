import type { Story, StoryDefault } from '@ladle/react'
import { storyStats } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { LocationStatsView } from './location-stats-view'

export default { title: 'Widgets / Location stats' } satisfies StoryDefault

/** Two seasons of a demo location: cards, year comparison, daily, payment and hourly charts. */
export const Default: Story = () => <LocationStatsView state={{ status: 'ready', model: storyStats('default').model }} />
export const Loading: Story = () => <LocationStatsView state={{ status: 'loading' }} />
/** A season without a sale. */
export const Empty: Story = () => <LocationStatsView state={{ status: 'ready', model: storyStats('empty').model }} />
export const Error: Story = () => <LocationStatsView state={{ status: 'error', message: 'HTTP error! status: 500' }} />
/** Three busy seasons. */
export const Dense: Story = () => <LocationStatsView state={{ status: 'ready', model: storyStats('dense').model }} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <LocationStatsView state={{ status: 'ready', model: storyStats('dense').model }} />
  </WidgetFrame>
)
