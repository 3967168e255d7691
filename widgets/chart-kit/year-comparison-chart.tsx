// Year-comparison bars: one bar per season, each in its year's colour, for a season total
// (transactions, net sales). Years with nothing to show are left out (docs/screens.md#location-details).
import { BarChart } from './bar-chart'
import { yearColor } from './palette'
import type { ChartBaseProps, ChartData, ChartSeries } from './types'

export interface YearTotal {
  year: number
  value: number
}

/** Chart data for season totals, oldest year first, keeping only years above zero. */
export function yearComparisonData(totals: readonly YearTotal[], seriesName: string): ChartData {
  const shown = totals.filter((total) => total.value > 0).sort((a, b) => a.year - b.year)
  return {
    labels: shown.map((total) => String(total.year)),
    series: [{ key: 'total', name: seriesName, values: shown.map((total) => total.value) }],
    labelColors: shown.map((total) => yearColor(total.year)),
  }
}

/** One season's values as a series: keyed and named by its year, drawn in the year's colour. */
export function yearSeries(year: number, values: readonly number[]): ChartSeries {
  return { key: String(year), name: String(year), color: yearColor(year), values }
}

export interface YearComparisonChartProps extends Omit<ChartBaseProps, 'labelHeader'> {
  /** From yearComparisonData. */
  data: ChartData
}

export function YearComparisonChart(props: YearComparisonChartProps) {
  return <BarChart {...props} className="fw-year-comparison-chart" labelHeader="Year" colorByLabel />
}
