// fw-top-items as a React component: a location's top items of the latest selected season
// (docs/clock-and-seasons.md#date-range-rules-of-the-tabs: item pages keep one year), from /api/square/items through the page's query cache.
import { itemsQuery } from '../../src/api/queries'
import { BACK_TO_LOCATIONS, LOCATION_NOT_FOUND_TITLE, LocationNotFoundError, NotFoundNotice, type QueryState, QueryStateView, selectedYears, useLiveUpdates, useLocation, useQuery } from '../widget-kit'
import { yearsText, type SeasonSelectionProps } from '../../src/elements/season-selection'
import { useWidgetApi } from '../../src/elements/widget-api'
import { itemPageYears } from '../../src/season'
import { mergeItemRows, topItemsModel, type TopItemsModel } from './items-model'
import { TopItemsLoading, TopItemsView } from './top-items-view'

/** The location, years and days as for every season widget; only the latest year is shown. */
export type TopItemsProps = SeasonSelectionProps

interface ShownItems {
  locationName: string
  year: number | null
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
  const items = useQuery(() => (locationId !== null && year !== null ? itemsQuery(api, { locationId, year }) : null), [api, locationId, year])
  if (located.status !== 'ready') return located
  const locationName = located.data.location.name
  if (year === null) return { status: 'ready', refreshing: false, data: { locationName, year, model: NO_ITEMS } }
  if (items.status !== 'ready') return items
  return { status: 'ready', refreshing: items.refreshing, data: { locationName, year, model: topItemsModel(mergeItemRows([items.data.items])) } }
}

export function TopItems(selection: TopItemsProps) {
  const state = useTopItems(selection)
  if (state.status === 'error' && state.error instanceof LocationNotFoundError) {
    return <NotFoundNotice className="fw-top-items" title={LOCATION_NOT_FOUND_TITLE} message={state.error.message} back={BACK_TO_LOCATIONS} />
  }
  return (
    <QueryStateView state={state} className="fw-top-items" what="the items" loading={<TopItemsLoading />}>
      {(shown) => <TopItemsView model={shown.model} locationName={shown.locationName} year={shown.year} />}
    </QueryStateView>
  )
}
