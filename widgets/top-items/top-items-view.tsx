// The items tab of one location (docs/screens.md#location-details), drawn from a computed model for one season or
// the days of it chosen (Today: tonight's sellers), which the heading names: the items table
// (revenue, units and average price, as Square's Item Sales) and the top items by sales revenue
// and by units sold as horizontal bars, each as tall as its list needs. Pure: it
// knows nothing of the API, so stories and tests feed it fixtures.
import { useStyles } from '../../src/elements/use-styles'
import { formatCount } from '../../src/format'
import { ChartFrame, HorizontalBarChart, isEmptyChartData, type ChartData, type ValueFormatter } from '../chart-kit'
import { ItemsTable } from './items-table'
import { chartDollars, itemsChartHeight, TOP_ITEMS_TITLES, unitsText, type ItemsPeriod, type TopItemsModel } from './items-model'
import { topItemsStyles } from './styles'

export const SELECT_A_YEAR = 'Please select a year'

interface ItemsChartProps {
  title: string
  data: ChartData
  format: ValueFormatter
  formatTick: ValueFormatter
  count: number
  loading?: boolean
}

function ItemsChart({ title, data, format, formatTick, count, loading = false }: ItemsChartProps) {
  return (
    <ChartFrame title={title} height={itemsChartHeight(count)} loading={loading} empty={!loading && isEmptyChartData(data)} resetKey={data}>
      {({ width, height }) => (
        <HorizontalBarChart title={title} data={data} width={width} height={height} formatValue={format} formatTick={formatTick} labelHeader="Item" />
      )}
    </ChartFrame>
  )
}

const NO_DATA: ChartData = { labels: [], series: [] }

function Heading({ locationName, period }: { locationName: string; period: ItemsPeriod | null }) {
  return (
    <header className="fw-top-items-header">
      <h2 className="fw-top-items-title">{locationName}</h2>
      {period === null ? null : <p className="fw-top-items-year">{period.heading}</p>}
    </header>
  )
}

export interface TopItemsViewProps {
  model: TopItemsModel
  locationName: string
  /** The one season shown (the latest selected) and the days of it; null when no season is selected. */
  period: ItemsPeriod | null
}

export function TopItemsView({ model, locationName, period }: TopItemsViewProps) {
  useStyles(topItemsStyles)
  if (period === null) {
    return (
      <div className="fw-top-items" data-status="no-years">
        <Heading locationName={locationName} period={null} />
        <p className="fw-top-items-notice">{SELECT_A_YEAR}</p>
      </div>
    )
  }
  return (
    <div className="fw-top-items" data-status={model.count === 0 ? 'empty' : 'ready'}>
      <Heading locationName={locationName} period={period} />
      {model.count > 0 ? <ItemsTable rows={model.rows} locationName={locationName} period={period} /> : null}
      <div className="fw-top-items-grid">
        <ItemsChart title={TOP_ITEMS_TITLES.revenue} data={model.byRevenue} format={chartDollars} formatTick={chartDollars} count={model.count} />
        <ItemsChart title={TOP_ITEMS_TITLES.units} data={model.byUnits} format={unitsText} formatTick={formatCount} count={model.count} />
      </div>
    </div>
  )
}

/** What shows while the items load (after 200 ms): both charts' loading texts. */
export function TopItemsLoading() {
  useStyles(topItemsStyles)
  return (
    <div className="fw-top-items-grid">
      <ItemsChart title={TOP_ITEMS_TITLES.revenue} data={NO_DATA} format={chartDollars} formatTick={chartDollars} count={0} loading />
      <ItemsChart title={TOP_ITEMS_TITLES.units} data={NO_DATA} format={unitsText} formatTick={formatCount} count={0} loading />
    </div>
  )
}
