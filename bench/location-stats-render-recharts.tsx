// Benchmark reference page: the same stats screen with every chart drawn by Recharts (the same
// series, heights and layout; animations off, as ours has none; the same summary cards).
import type { ReactElement } from 'react'
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatMoney } from '../src/format'
import { PALETTE_FALLBACKS, type ChartData } from '../widgets/chart-kit'
import type { LocationStatsModel } from '../widgets/location-stats'
import { locationStatsSheets } from '../widgets/location-stats/styles'
import { SummaryCardsView, formatCount } from '../widgets/summary-cards'
import { timeFirstRender } from './location-stats-render-timing'

const dollars = (cents: number) => formatMoney(cents, { decimals: 0 })
const colour = (index: number) => PALETTE_FALLBACKS[index % PALETTE_FALLBACKS.length]

/** Recharts wants one object per label with a field per series. */
function rows(data: ChartData): Record<string, string | number>[] {
  return data.labels.map((label, index) => {
    const row: Record<string, string | number> = { label }
    for (const series of data.series) row[series.key] = series.values[index] ?? 0
    return row
  })
}

function Frame({ title, height = 250, children }: { title: string; height?: number; children: ReactElement }) {
  return (
    <section className="fw-chart-frame">
      <h3>{title}</h3>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </section>
  )
}

function Bars({ title, data, format }: { title: string; data: ChartData; format: (value: number) => string }) {
  return (
    <Frame title={title}>
      <BarChart data={rows(data)}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={format} />
        <Tooltip formatter={(value) => format(Number(value))} />
        {data.series.length > 1 ? <Legend /> : null}
        {data.series.map((series, index) => (
          <Bar key={series.key} dataKey={series.key} name={series.name} fill={colour(index)} isAnimationActive={false} />
        ))}
      </BarChart>
    </Frame>
  )
}

function Areas({ title, data, format }: { title: string; data: ChartData; format: (value: number) => string }) {
  return (
    <Frame title={title}>
      <AreaChart data={rows(data)}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={format} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend />
        {data.series.map((series, index) => (
          <Area key={series.key} type="monotone" dataKey={series.key} name={series.name} stroke={colour(index)} fill={colour(index)} fillOpacity={0.25} isAnimationActive={false} />
        ))}
      </AreaChart>
    </Frame>
  )
}

function Stacked({ title, data }: { title: string; data: ChartData }) {
  return (
    <Frame title={title} height={400}>
      <BarChart data={rows(data)}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" />
        <YAxis tickFormatter={dollars} />
        <Tooltip formatter={(value) => dollars(Number(value))} />
        <Legend />
        {data.series.map((series, index) => (
          <Bar key={series.key} dataKey={series.key} name={series.name} stackId={series.stack} fill={colour(index)} isAnimationActive={false} />
        ))}
      </BarChart>
    </Frame>
  )
}

function RechartsStats({ model }: { model: LocationStatsModel }) {
  return (
    <div className="fw-location-stats">
      <h2>{model.locationName}</h2>
      <SummaryCardsView figures={model.summary} />
      {model.yearComparison ? (
        <div className="fw-location-stats-grid">
          <Bars title="Total Transactions by Year" data={model.yearComparison.transactions} format={formatCount} />
          <Bars title="Net Sales by Year" data={model.yearComparison.netSales} format={dollars} />
        </div>
      ) : null}
      <div className="fw-location-stats-grid">
        <Bars title="Daily Total Transactions" data={model.dailyTransactions} format={formatCount} />
        <Bars title="Daily Net Sales" data={model.dailyNetSales} format={dollars} />
      </div>
      <Stacked title="Payment Type Breakdown" data={model.payments} />
      <div className="fw-location-stats-grid">
        <Areas title="Hourly Net Sales" data={model.hourlyNetSales} format={dollars} />
        <Bars title="Hourly Total Transactions" data={model.hourlyTransactions} format={formatCount} />
      </div>
    </div>
  )
}

const style = document.createElement('style')
// The same sheets as the widget's, so layout and frames cost the same on both pages.
style.textContent = locationStatsSheets.join('\n')
document.head.append(style)

void timeFirstRender(<RechartsStats model={window.__BENCH_MODEL__} />)
