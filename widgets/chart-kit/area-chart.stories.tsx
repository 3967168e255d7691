import type { Story, StoryDefault } from '@ladle/react'
import { formatMoney } from '../../src/format'
import { ChartStory, type ChartStoryState } from '../../ladle/chart-story'
import { storyStats, type FixtureSize } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { AreaChart } from './area-chart'

export default { title: 'Chart kit / Area chart' } satisfies StoryDefault

const dollars = (cents: number) => formatMoney(cents, { decimals: 0 })

function HourlyNetSales({ size = 'default', state }: { size?: FixtureSize; state?: ChartStoryState }) {
  const data = storyStats(size).model.hourlyNetSales
  return (
    <ChartStory title="Hourly Net Sales" state={state}>
      {({ width, height }) => <AreaChart title="Hourly Net Sales" data={data} width={width} height={height} formatValue={dollars} labelHeader="Hour" />}
    </ChartStory>
  )
}

export const Default: Story = () => <HourlyNetSales />
export const Loading: Story = () => <HourlyNetSales state="loading" />
export const Empty: Story = () => <HourlyNetSales size="empty" state="empty" />
export const Error: Story = () => <HourlyNetSales state="error" />
/** Three busy seasons overlaid across 24 hours. */
export const Dense: Story = () => <HourlyNetSales size="dense" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <HourlyNetSales size="dense" />
  </WidgetFrame>
)
