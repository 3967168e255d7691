// A location's hourly net sales and hourly transactions over the window days of 2023 and 2024
// (docs/screens.md#locations-admin /admin/locations/{id}/stats), each with the Bar/Area toggle.
import type { YearStats } from '../../src/contract/stats'
import { formatCount, formatHour, formatMoney } from '../../src/format'
import { AreaChart, BarChart, ChartFrame, isEmptyChartData, yearSeries, type ChartData, type ValueFormatter } from '../chart-kit'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** One series per season over the 24 local hours (12am … 11pm). */
export function hourlySeries(years: readonly YearStats[], read: (hour: YearStats['hourlyBreakdown'][number]) => number): ChartData {
  return {
    labels: HOURS.map(formatHour),
    series: years.map((stats) => yearSeries(stats.year, stats.hourlyBreakdown.map(read))),
  }
}

function HourlyChart({ title, data, format, loading }: { title: string; data: ChartData; format: ValueFormatter; loading: boolean }) {
  return (
    <ChartFrame title={title} defaultMode="bar" loading={loading} empty={!loading && isEmptyChartData(data)} resetKey={data}>
      {({ width, height, mode }) =>
        mode === 'area' ? (
          <AreaChart title={title} data={data} width={width} height={height} formatValue={format} labelHeader="Hour" />
        ) : (
          <BarChart title={title} data={data} width={width} height={height} formatValue={format} labelHeader="Hour" />
        )
      }
    </ChartFrame>
  )
}

const wholeDollars: ValueFormatter = (cents) => formatMoney(cents, { decimals: 0 })

/** Both hourly charts; `years` null while the figures load. */
export function HourlyCharts({ years }: { years: readonly YearStats[] | null }) {
  const loading = years === null
  const shown = years ?? []
  return (
    <div className="fw-admin-charts">
      <HourlyChart title="Hourly Net Sales" data={hourlySeries(shown, (hour) => hour.netSales)} format={wholeDollars} loading={loading} />
      <HourlyChart title="Hourly Transactions" data={hourlySeries(shown, (hour) => hour.transactions)} format={formatCount} loading={loading} />
    </div>
  )
}
