// The stats screen of one location (docs/screens.md#location-details), drawn from a computed model: summary cards,
// year comparison (more than one year), daily charts, the payment breakdown and hourly charts.
// Pure: it knows nothing of the API or custom elements, so stories and tests feed it fixtures.
// Given the seasons' figures, the heading offers them as daily and hourly CSV files.
import type { YearStats } from '../../src/contract/stats'
import { useStyles } from '../../src/elements/use-styles'
import { formatSeasonDay, likeForLikeNote } from '../../src/format'
import type { SeasonDay } from '../../src/season'
import type { ChartData } from '../chart-kit'
import { Button } from '../ui-kit'
import { SummaryCardsView } from '../summary-cards'
import { locationStatsStyles } from './styles'
import { chartCount, chartDollars } from './chart-formats'
import { PaymentBreakdown } from './payment-breakdown'
import type { StatsCsvKind } from './stats-csv'
import { CHART_TITLES, SeriesChart, YearTotalsChart } from './stats-charts'
import type { LocationStatsModel } from './stats-model'

const NO_DATA: ChartData = { labels: [], series: [] }

function rangeText(days: readonly SeasonDay[]): string {
  const first = days[0]
  const last = days[days.length - 1]
  if (first === undefined || last === undefined) return ''
  return first === last ? formatSeasonDay(first) : `${formatSeasonDay(first)} – ${formatSeasonDay(last)}`
}

function CsvButtons({ model, stats }: { model: LocationStatsModel; stats: readonly YearStats[] }) {
  // The CSV writer loads on the first press (see ./stats-csv).
  const save = (kind: StatsCsvKind) => () => {
    void import('./stats-csv').then(({ saveStatsCsv }) => saveStatsCsv(kind, stats, model.days, model.locationName, model.years))
  }
  return (
    <div className="fw-location-stats-exports">
      <Button size="sm" variant="outline" onClick={save('daily')}>
        Daily CSV
      </Button>
      <Button size="sm" variant="outline" onClick={save('hourly')}>
        Hourly CSV
      </Button>
    </div>
  )
}

function Heading({ model, stats }: { model: LocationStatsModel; stats?: readonly YearStats[] }) {
  return (
    <header className="fw-location-stats-header">
      <h2 className="fw-location-stats-title">{model.locationName}</h2>
      <p className="fw-location-stats-range">
        {model.years.join(', ')} · {rangeText(model.days)}
      </p>
      {stats && !model.isEmpty ? <CsvButtons model={model} stats={stats} /> : null}
    </header>
  )
}

/** What the year bars say while they compare like for like: "Like for like, to Jul 4, 8:30 PM". */
function yearNote(model: LocationStatsModel): string | undefined {
  const through = model.yearComparison?.through
  return through ? likeForLikeNote(through) : undefined
}

function Charts({ model, loading }: { model: LocationStatsModel | null; loading: boolean }) {
  const pick = (read: (m: LocationStatsModel) => ChartData) => (model ? read(model) : NO_DATA)
  return (
    <>
      {model?.yearComparison ? (
        <div className="fw-location-stats-grid" data-section="year-comparison">
          <YearTotalsChart title={CHART_TITLES.transactionsByYear} data={model.yearComparison.transactions} format={chartCount} note={yearNote(model)} />
          <YearTotalsChart title={CHART_TITLES.netSalesByYear} data={model.yearComparison.netSales} format={chartDollars} note={yearNote(model)} />
        </div>
      ) : null}
      <div className="fw-location-stats-grid" data-section="daily">
        <SeriesChart title={CHART_TITLES.dailyTransactions} data={pick((m) => m.dailyTransactions)} format={chartCount} defaultMode="bar" labelHeader="Day" loading={loading} />
        <SeriesChart title={CHART_TITLES.dailyNetSales} data={pick((m) => m.dailyNetSales)} format={chartDollars} defaultMode="bar" labelHeader="Day" loading={loading} />
      </div>
      <PaymentBreakdown data={pick((m) => m.payments)} totals={model?.paymentTotals ?? []} loading={loading} />
      <div className="fw-location-stats-grid" data-section="hourly">
        <SeriesChart title={CHART_TITLES.hourlyNetSales} data={pick((m) => m.hourlyNetSales)} format={chartDollars} defaultMode="area" labelHeader="Hour" loading={loading} />
        <SeriesChart title={CHART_TITLES.hourlyTransactions} data={pick((m) => m.hourlyTransactions)} format={chartCount} defaultMode="bar" labelHeader="Hour" loading={loading} />
      </div>
    </>
  )
}

/** What shows while the figures load (after 200 ms): the cards' and charts' loading texts. */
export function LocationStatsLoading() {
  useStyles(locationStatsStyles)
  return (
    <>
      <SummaryCardsView figures={null} loading />
      <Charts model={null} loading />
    </>
  )
}

export interface LocationStatsViewProps {
  model: LocationStatsModel
  /** The selected seasons' figures, for the CSV files; without them no export is offered. */
  stats?: readonly YearStats[]
}

export function LocationStatsView({ model, stats }: LocationStatsViewProps) {
  useStyles(locationStatsStyles)
  if (model.years.length === 0) {
    return (
      <div className="fw-location-stats" data-status="no-years">
        <Heading model={model} />
        <p className="fw-location-stats-notice">No Years Selected - Please select one or more years to view stats.</p>
      </div>
    )
  }
  return (
    <div className="fw-location-stats" data-status={model.isEmpty ? 'empty' : 'ready'}>
      <Heading model={model} stats={stats} />
      {model.isEmpty ? (
        <p className="fw-location-stats-notice" role="status">
          No sales found for {model.locationName} in the selected date range.
        </p>
      ) : null}
      <SummaryCardsView figures={model.summary} />
      <Charts model={model} loading={false} />
    </div>
  )
}
