// fw-top-items as a React component: a location's top items of the latest selected season
// (docs/clock-and-seasons.md#date-range-rules-of-the-tabs: item pages keep one year) over the selected days, as the stats count them (Today: tonight's
// sellers), from /api/square/items through the page's query cache.
import { useMemo } from 'react'
import { itemsQuery } from '../../src/api/queries'
import { BACK_TO_LOCATIONS, LOCATION_NOT_FOUND_TITLE, LocationNotFoundError, NotFoundNotice, type QueryState, QueryStateView, selectedYears, useLiveUpdates, useLocation, useQuery } from '../widget-kit'
import { yearsText, type SeasonSelectionProps } from '../../src/elements/season-selection'
import { useWidgetApi } from '../../src/elements/widget-api'
import { daysInRange, itemPageYears, parseDays, serialiseDays } from '../../src/season'
import { itemsPeriod, mergeItemRows, topItemsModel, type ItemsPeriod, type TopItemsModel } from './items-model'
import { TopItemsLoading, TopItemsView } from './top-items-view'

/** The location, years and days as for every season widget; only the latest year is shown, over the selected days. */
export type TopItemsProps = SeasonSelectionProps

interface ShownItems {
  locationName: string
  period: ItemsPeriod | null
  model: TopItemsModel
}

const NO_ITEMS = topItemsModel([])

function useTopItems(selection: TopItemsProps): QueryState<ShownItems> {
  const api = useWidgetApi()
  useLiveUpdates()
  const located = useLocation(selection.locationId)
  const locationId = located.status === 'ready' ? located.data.location.id : null
  const years = located.status === 'ready' ? itemPageYears(selectedYears(yearsText(selection.years), located.data.tracked)) : []
  const year = years[0] ?? null
  // parseDays warns about a bad range: once per value, not on every render.
  const range = useMemo(() => parseDays(selection.days), [selection.days])
  const days = serialiseDays(range)
  const items = useQuery(() => (locationId !== null && year !== null ? itemsQuery(api, { locationId, year, days }) : null), [api, locationId, year, days])
  if (located.status !== 'ready') return located
  const locationName = located.data.location.name
  if (year === null) return { status: 'ready', refreshing: false, data: { locationName, period: null, model: NO_ITEMS } }
  if (items.status !== 'ready') return items
  return { status: 'ready', refreshing: items.refreshing, data: { locationName, period: itemsPeriod(year, daysInRange(range)), model: topItemsModel(mergeItemRows([items.data.items])) } }
}

export function TopItems(selection: TopItemsProps) {
  const state = useTopItems(selection)
  if (state.status === 'error' && state.error instanceof LocationNotFoundError) {
    return <NotFoundNotice className="fw-top-items" title={LOCATION_NOT_FOUND_TITLE} message={state.error.message} back={BACK_TO_LOCATIONS} />
  }
  return (
    <QueryStateView state={state} className="fw-top-items" what="the items" loading={<TopItemsLoading />}>
      {(shown) => <TopItemsView model={shown.model} locationName={shown.locationName} period={shown.period} />}
    </QueryStateView>
  )
}
