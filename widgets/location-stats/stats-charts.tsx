// The stats screen's chart frames: year comparison, daily and hourly figures. Each frame owns its
// loading, empty and failed states, so one broken chart never hides the others.
import {
  AreaChart,
  BarChart,
  ChartFrame,
  YearComparisonChart,
  isEmptyChartData,
  type ChartData,
  type ChartMode,
  type ValueFormatter,
} from '../chart-kit'

export interface SeriesChartProps {
  title: string
  data: ChartData
  format: ValueFormatter
  /** Where the Bar/Area toggle starts. */
  defaultMode: ChartMode
  /** Header of the hidden table's label column. */
  labelHeader: string
  loading?: boolean
}

/** A per-day or per-hour chart with the Bar/Area toggle. */
export function SeriesChart({ title, data, format, defaultMode, labelHeader, loading = false }: SeriesChartProps) {
  return (
    <ChartFrame title={title} defaultMode={defaultMode} loading={loading} empty={!loading && isEmptyChartData(data)} resetKey={data}>
      {({ width, height, mode }) =>
        mode === 'area' ? (
          <AreaChart title={title} data={data} width={width} height={height} formatValue={format} labelHeader={labelHeader} />
        ) : (
          <BarChart title={title} data={data} width={width} height={height} formatValue={format} labelHeader={labelHeader} />
        )
      }
    </ChartFrame>
  )
}

export interface YearTotalsChartProps {
  title: string
  /** From yearComparisonData (years above zero only). */
  data: ChartData
  format: ValueFormatter
  /** Says how the years compare (like for like, up to when); none for whole seasons. */
  note?: string | undefined
}

/** A season-total-per-year chart. */
export function YearTotalsChart({ title, data, format, note }: YearTotalsChartProps) {
  return (
    <ChartFrame title={title} empty={isEmptyChartData(data)} resetKey={data} summary={note ? <p className="fw-year-totals-note">{note}</p> : undefined}>
      {({ width, height }) => <YearComparisonChart title={title} data={data} width={width} height={height} formatValue={format} />}
    </ChartFrame>
  )
}

export const CHART_TITLES = {
  transactionsByYear: 'Total Transactions by Year',
  netSalesByYear: 'Net Sales by Year',
  dailyTransactions: 'Daily Total Transactions',
  dailyNetSales: 'Daily Net Sales',
  hourlyNetSales: 'Hourly Net Sales',
  hourlyTransactions: 'Hourly Total Transactions',
} as const
