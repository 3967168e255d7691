import type { Story, StoryDefault } from '@ladle/react'
import { formatMoney } from '../../src/format'
import { ChartStory, type ChartStoryState } from '../../ladle/chart-story'
import { storyStats, type FixtureSize } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { YearComparisonChart } from './year-comparison-chart'

export default { title: 'Chart kit / Year comparison chart' } satisfies StoryDefault

const dollars = (cents: number) => formatMoney(cents, { decimals: 0 })

function NetSalesByYear({ size = 'default', state }: { size?: FixtureSize; state?: ChartStoryState }) {
  const data = storyStats(size).model.yearComparison?.netSales ?? { labels: [], series: [] }
  return (
    <ChartStory title="Net Sales by Year" state={state}>
      {({ width, height }) => <YearComparisonChart title="Net Sales by Year" data={data} width={width} height={height} formatValue={dollars} />}
    </ChartStory>
  )
}

export const Default: Story = () => <NetSalesByYear />
export const Loading: Story = () => <NetSalesByYear state="loading" />
export const Empty: Story = () => <NetSalesByYear size="empty" state="empty" />
export const Error: Story = () => <NetSalesByYear state="error" />
/** Three seasons. */
export const Dense: Story = () => <NetSalesByYear size="dense" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <NetSalesByYear size="dense" />
  </WidgetFrame>
)
