import type { Story, StoryDefault } from '@ladle/react'
import { storyStats } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { SEASON_DAYS } from '../../src/season'
import { itemsPeriod, topItemsModel } from './items-model'
import { TopItemsLoading, TopItemsView } from './top-items-view'

export default { title: 'Widgets / Top items' } satisfies StoryDefault

const shown = (size: 'default' | 'dense' | 'empty') => {
  const { location, analysis } = storyStats(size)
  return { model: topItemsModel(analysis.items), locationName: location.name ?? location.id, period: itemsPeriod(2025, [...SEASON_DAYS]) }
}

/** A demo location's items: by revenue and by units, with revenue, units and average price in each tooltip. */
export const Default: Story = () => <TopItemsView {...shown('default')} />
export const Loading: Story = () => <TopItemsLoading />
/** A season without a sale: both charts say No data available. */
export const Empty: Story = () => <TopItemsView {...shown('empty')} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-top-items" what="the items" loading={null}>
    {() => null}
  </QueryStateView>
)
/** Three busy seasons' catalogue: every item, each chart 50 px an item. */
export const Dense: Story = () => <TopItemsView {...shown('dense')} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <TopItemsView {...shown('dense')} />
  </WidgetFrame>
)
