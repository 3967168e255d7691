// The compare screen (docs/screens.md#compare /stats/details/compare): breadcrumb, title and intro; the two
// locations as coloured chips with a swap button; the single-year picker; then either both
// locations' cards and charts side by side, or 'Ready to Compare'. Pure: the component hands it
// names, a model and what to do on swap and on a new year.
import type { CSSProperties } from 'react'
import { useStyles } from '../../src/elements/use-styles'
import { WidgetLink } from '../widget-kit'
import type { SummaryCards } from '../../src/analytics/compare'
import { changeTrend, formatCount, formatMoney, formatPercentChange, likeForLikeNote } from '../../src/format'
import { AreaChart, BarChart, ChartFrame, isEmptyChartData, type ChartData, type ChartMode, type ValueFormatter } from '../chart-kit'
import { Button, Card, DateYearPicker, type DateYearSelection } from '../ui-kit'
import type { CompareCsvKind } from './compare-csv'
import { COMPARE_TITLES, sideColor, type CompareModel } from './compare-model'
import { compareStyles } from './styles'

export const COMPARE_INTRO = 'Compare two locations side by side for one year: transactions and net sales day by day and hour by hour.'
export const READY_TO_COMPARE = 'Ready to Compare'
export const READY_TO_COMPARE_TEXT = 'Select 2 locations and a year to compare their sales.'
/** Where a chip's name links unless the host gives a link-template. */
export const DEFAULT_LOCATION_LINK = '/stats/details/location/{locationId}/stats'

const chartDollars: ValueFormatter = (cents) => formatMoney(cents, { decimals: 0 })

export interface CompareChip {
  id: string
  name: string
}

export interface CompareViewProps {
  /** The compared locations, in order (one or two). */
  chips: readonly CompareChip[]
  /** The season shown; null when none is selected. */
  year: number | null
  /** The window days as the URL writes them. */
  days: string
  /** The last year the picker offers. */
  currentYear: number
  /** The figures; null while they load or when there is nothing to compare. */
  model: CompareModel | null
  loading: boolean
  onSwap: () => void
  onApply: (selection: DateYearSelection) => void
}

function chipStyle(index: number): CSSProperties {
  return { '--fw-chip-color': sideColor(index) } as CSSProperties
}

function SeriesChart({ title, data, format, mode, loading }: { title: string; data: ChartData | undefined; format: ValueFormatter; mode: ChartMode; loading: boolean }) {
  const shown = data ?? { labels: [], series: [] }
  return (
    <ChartFrame title={title} defaultMode={mode} loading={loading} empty={!loading && isEmptyChartData(shown)} resetKey={shown}>
      {({ width, height, mode: chosen }) =>
        chosen === 'area' ? (
          <AreaChart title={title} data={shown} width={width} height={height} formatValue={format} />
        ) : (
          <BarChart title={title} data={shown} width={width} height={height} formatValue={format} />
        )
      }
    </ChartFrame>
  )
}

const FIGURES = [
  { key: 'totalTransactions', title: 'Total Transactions', format: formatCount },
  { key: 'netSales', title: 'Net Sales', format: (cents: number) => formatMoney(cents) },
  { key: 'averageOrderValue', title: 'Average Order Value', format: (cents: number) => formatMoney(cents) },
] as const

/** "+12.3% vs 2024" of a figure against last season, like for like; nothing without one. */
function ChangeAgainst({ against, figure }: { against: SummaryCards | null; figure: (typeof FIGURES)[number]['key'] }) {
  const older = against?.[figure].against[0]
  if (older === undefined) return null
  return (
    <dd className="fw-compare-change" data-trend={changeTrend(older.change)}>
      {formatPercentChange(older.change)} vs {older.year}
    </dd>
  )
}

function SideCards({ model }: { model: CompareModel }) {
  return (
    <div className="fw-compare-grid" data-section="cards">
      {model.sides.map((side, index) => (
        <Card key={side.id} title={side.name} description={String(model.year)} className="fw-compare-card" style={chipStyle(index)} data-location={side.id}>
          <dl className="fw-compare-figures">
            {FIGURES.map((figure) => (
              <div key={figure.key} data-figure={figure.key}>
                <dt>{figure.title}</dt>
                <dd>{figure.format(side.totals[figure.key])}</dd>
                <ChangeAgainst against={side.againstLastSeason} figure={figure.key} />
              </div>
            ))}
          </dl>
          {side.againstLastSeason?.through ? <p className="fw-compare-through">{likeForLikeNote(side.againstLastSeason.through)}</p> : null}
        </Card>
      ))}
    </div>
  )
}

/** The compared figures as daily and hourly CSV files (the writer loads on the first press: ./compare-csv). */
function CompareExports({ model }: { model: CompareModel }) {
  const save = (kind: CompareCsvKind) => void import('./compare-csv').then(({ saveCompareCsv }) => saveCompareCsv(kind, model))
  return (
    <div className="fw-compare-exports" role="group" aria-label="Download the compared figures">
      <Button size="sm" variant="outline" onClick={() => save('daily')}>
        Daily CSV
      </Button>
      <Button size="sm" variant="outline" onClick={() => save('hourly')}>
        Hourly CSV
      </Button>
    </div>
  )
}

export function CompareView(props: CompareViewProps) {
  useStyles(compareStyles)
  const { chips, year, days, currentYear, model, loading, onSwap, onApply } = props
  const comparing = chips.length === 2 && year !== null
  return (
    <div className="fw-compare" data-status={!comparing ? 'ready-to-compare' : loading ? 'loading' : 'ready'}>
      <nav className="fw-compare-breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <WidgetLink params={{}} defaultTemplate="/stats/locations" template="/stats/locations">
              Locations
            </WidgetLink>
          </li>
          <li aria-current="page">Compare Locations</li>
        </ol>
      </nav>
      <header>
        <h2 className="fw-compare-title">Compare Locations</h2>
        <p className="fw-compare-intro">{COMPARE_INTRO}</p>
      </header>
      <div className="fw-compare-toolbar">
        <ul className="fw-compare-chips" aria-label="Compared locations">
          {chips.map((chip, index) => (
            <li key={chip.id} className="fw-compare-chip" style={chipStyle(index)} data-location={chip.id}>
              <WidgetLink params={{ locationId: chip.id, id: chip.id }} defaultTemplate={DEFAULT_LOCATION_LINK}>
                {chip.name}
              </WidgetLink>
            </li>
          ))}
        </ul>
        {chips.length === 2 ? (
          <Button size="sm" onClick={onSwap} aria-label={`Swap ${chips[0]!.name} and ${chips[1]!.name}`}>
            <span aria-hidden="true">⇄</span> Swap
          </Button>
        ) : null}
        <DateYearPicker days={days} years={year === null ? [] : [year]} mode="single" currentYear={currentYear} onApply={onApply} label="Choose days and a year" />
      </div>
      {comparing && model ? <CompareExports model={model} /> : null}
      {!comparing ? (
        <section className="fw-compare-ready" aria-labelledby="fw-compare-ready-title">
          <h3 id="fw-compare-ready-title">{READY_TO_COMPARE}</h3>
          <p>{READY_TO_COMPARE_TEXT}</p>
        </section>
      ) : (
        <>
          {model ? <SideCards model={model} /> : null}
          <div className="fw-compare-grid" data-section="daily">
            <SeriesChart title={COMPARE_TITLES.dailyTransactions} data={model?.dailyTransactions} format={formatCount} mode="bar" loading={loading} />
            <SeriesChart title={COMPARE_TITLES.dailyNetSales} data={model?.dailyNetSales} format={chartDollars} mode="bar" loading={loading} />
          </div>
          <div className="fw-compare-grid" data-section="hourly">
            <SeriesChart title={COMPARE_TITLES.hourlyNetSales} data={model?.hourlyNetSales} format={chartDollars} mode="area" loading={loading} />
            <SeriesChart title={COMPARE_TITLES.hourlyTransactions} data={model?.hourlyTransactions} format={formatCount} mode="bar" loading={loading} />
          </div>
        </>
      )}
    </div>
  )
}
