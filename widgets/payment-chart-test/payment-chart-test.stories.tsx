import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { BarChart, ChartFrame, PAYMENT_CHART_HEIGHT, isEmptyChartData } from '../chart-kit'
import { PaymentChartTest } from './payment-chart-test'

export default { title: 'Widgets / Payment chart test' } satisfies StoryDefault

/** The page: one chart per season and the three stacked. */
export const Default: Story = () => <PaymentChartTest />
/** A chart frame while its figures load. */
export const Loading: Story = () => (
  <ChartFrame title="2025 Cash and Card by Day" height={PAYMENT_CHART_HEIGHT} loading>
    {() => null}
  </ChartFrame>
)
/** A season without a payment: 'No data available'. */
export const Empty: Story = () => {
  const data = { labels: ['6/28', '6/29'], series: [{ key: 'cash', name: 'Cash', values: [0, 0] }] }
  return (
    <ChartFrame title="2026 Cash and Card by Day" height={PAYMENT_CHART_HEIGHT} empty={isEmptyChartData(data)}>
      {({ width, height }) => <BarChart title="2026" data={data} width={width} height={height} formatValue={String} />}
    </ChartFrame>
  )
}
/** A chart that fails to draw shows 'Chart unavailable', never the error. */
export const Error: Story = () => (
  <ChartFrame title="Broken chart" height={PAYMENT_CHART_HEIGHT}>
    {() => {
      throw new globalThis.Error('drawing failed')
    }}
  </ChartFrame>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <PaymentChartTest />
  </WidgetFrame>
)
