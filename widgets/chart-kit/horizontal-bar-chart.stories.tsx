import type { Story, StoryDefault } from '@ladle/react'
import { formatMoney } from '../../src/format'
import { ChartStory, type ChartStoryState } from '../../ladle/chart-story'
import { storyStats, topItemsData, type FixtureSize } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { HorizontalBarChart } from './horizontal-bar-chart'

export default { title: 'Chart kit / Horizontal bar chart' } satisfies StoryDefault

const dollars = (cents: number) => formatMoney(cents, { decimals: 0 })
/** Items chart height: 50 px an item, as the items tab sizes it (at least the usual chart height). */
const heightFor = (count: number) => Math.max(250, 50 * count)

function TopItems({ size = 'default', count = 8, state }: { size?: FixtureSize; count?: number; state?: ChartStoryState }) {
  const data = topItemsData(storyStats(size).analysis, count)
  return (
    <ChartStory title="Top Items by Revenue" state={state} height={heightFor(data.labels.length)}>
      {({ width, height }) => (
        <HorizontalBarChart title="Top Items by Revenue" data={data} width={width} height={height} formatValue={dollars} labelHeader="Item" />
      )}
    </ChartStory>
  )
}

export const Default: Story = () => <TopItems />
export const Loading: Story = () => <TopItems state="loading" />
export const Empty: Story = () => <TopItems size="empty" state="empty" />
export const Error: Story = () => <TopItems state="error" />
/** Every item of the catalogue. */
export const Dense: Story = () => <TopItems size="dense" count={40} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <TopItems size="dense" count={15} />
  </WidgetFrame>
)
