import type { Story, StoryDefault } from '@ladle/react'
import { formatMoney } from '../../src/format'
import { ChartStory, type ChartStoryState } from '../../ladle/chart-story'
import { storyStats, type FixtureSize } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { BarChart } from './bar-chart'

export default { title: 'Chart kit / Bar chart' } satisfies StoryDefault

const dollars = (cents: number) => formatMoney(cents, { decimals: 0 })

function DailyNetSales({ size = 'default', state }: { size?: FixtureSize; state?: ChartStoryState }) {
  const data = storyStats(size).model.dailyNetSales
  return (
    <ChartStory title="Daily Net Sales" state={state}>
      {({ width, height }) => <BarChart title="Daily Net Sales" data={data} width={width} height={height} formatValue={dollars} labelHeader="Day" />}
    </ChartStory>
  )
}

export const Default: Story = () => <DailyNetSales />
export const Loading: Story = () => <DailyNetSales state="loading" />
export const Empty: Story = () => <DailyNetSales size="empty" state="empty" />
export const Error: Story = () => <DailyNetSales state="error" />
/** Three busy seasons: 24 bars side by side. */
export const Dense: Story = () => <DailyNetSales size="dense" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <DailyNetSales size="dense" />
  </WidgetFrame>
)
