// fw-payment-chart-test: the admin chart test page (docs/screens.md#admin-dashboard /admin/payment-chart-test): sample bar
// charts of cash and card amounts by day, June 28 – July 5, for 2023, 2024 and 2025, plus all three
// seasons stacked, drawn by the chart kit at the payment chart's height. No API call: the figures
// are a fixed sample (./sample-payments).
import { formatMoney, formatSharePercent } from '../../src/format'
import { useStyles } from '../../src/elements/use-styles'
import { BarChart, ChartFrame, PAYMENT_CHART_HEIGHT, StackedBarChart, type ChartData } from '../chart-kit'
import { SAMPLE_YEARS, sampleStackedChart, sampleYearChart } from './sample-payments'
import { paymentChartTestStyles } from './styles'

const dollars = (cents: number) => formatMoney(cents, { decimals: 0 })
const share = (fraction: number) => formatSharePercent(fraction * 100)

function YearChart({ title, data }: { title: string; data: ChartData }) {
  return (
    <ChartFrame title={title} height={PAYMENT_CHART_HEIGHT} resetKey={data}>
      {({ width, height }) => <BarChart title={title} data={data} width={width} height={height} formatValue={dollars} labelHeader="Day" />}
    </ChartFrame>
  )
}

// No attributes beyond the context ones every widget takes.
export type PaymentChartTestProps = Record<string, never>

export function PaymentChartTest() {
  useStyles(paymentChartTestStyles)
  const stacked = sampleStackedChart()
  const stackedTitle = 'Cash and Card by Day, 2023–2025'
  return (
    <div className="fw-payment-chart-test">
      <header>
        <h2 className="fw-chart-test-title">Payment Chart Test</h2>
        <p className="fw-chart-test-muted">Sample cash and card amounts by day, 6/28 to 7/5, to check how the payment charts draw. These are not sales figures.</p>
      </header>
      <div className="fw-chart-test-grid">
        {SAMPLE_YEARS.map((year) => (
          <YearChart key={year} title={`${year} Cash and Card by Day`} data={sampleYearChart(year)} />
        ))}
        <ChartFrame title={stackedTitle} height={PAYMENT_CHART_HEIGHT} resetKey={stacked}>
          {({ width, height }) => (
            <StackedBarChart title={stackedTitle} data={stacked} width={width} height={height} formatValue={dollars} formatShare={share} labelHeader="Day" />
          )}
        </ChartFrame>
      </div>
    </div>
  )
}
