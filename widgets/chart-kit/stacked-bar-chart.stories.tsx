import type { Story, StoryDefault } from '@ladle/react'
import { formatMoney, formatSharePercent } from '../../src/format'
import { ChartStory, type ChartStoryState } from '../../ladle/chart-story'
import { storyStats, type FixtureSize } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { PAYMENT_CHART_HEIGHT } from './chart-frame'
import { StackedBarChart } from './stacked-bar-chart'

export default { title: 'Chart kit / Stacked bar chart' } satisfies StoryDefault

const dollars = (cents: number) => formatMoney(cents, { decimals: 0 })
const share = (fraction: number) => formatSharePercent(fraction * 100)

function PaymentTypes({ size = 'default', state }: { size?: FixtureSize; state?: ChartStoryState }) {
  const data = storyStats(size).model.payments
  return (
    <ChartStory title="Payment Type Breakdown" state={state} height={PAYMENT_CHART_HEIGHT}>
      {({ width, height }) => (
        <StackedBarChart title="Payment Type Breakdown" data={data} width={width} height={height} formatValue={dollars} formatShare={share} labelHeader="Day" />
      )}
    </ChartStory>
  )
}

export const Default: Story = () => <PaymentTypes />
export const Loading: Story = () => <PaymentTypes state="loading" />
export const Empty: Story = () => <PaymentTypes size="empty" state="empty" />
export const Error: Story = () => <PaymentTypes state="error" />
/** Cash and card of three seasons per day. */
export const Dense: Story = () => <PaymentTypes size="dense" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <PaymentTypes size="dense" />
  </WidgetFrame>
)
