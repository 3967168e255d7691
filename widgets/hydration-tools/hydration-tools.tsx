// fw-hydration-tools: /admin/hydrate's three tools (docs/screens.md#data-hydration): hydrate locations, current year
// and daily sales, each a card with its batch size, a single batch or a run to completion. Times
// read on the clock of the timezone most locations keep, from the page's locations answer.
import { mainTimeZone } from '../../src/analytics/season-pace'
import { locationsQuery } from '../../src/api/queries'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { useQuery } from '../widget-kit'
import { HydrationToolCard } from './hydration-tool-card'
import { serverTimeFormatter } from './server-time'
import hydrationToolsCss from './hydration-tools.css?inline'
import { CURRENT_YEAR_TOOL, DAILY_SALES_TOOL, LOCATIONS_TOOL } from './tools'

export const hydrationToolsStyles = defineStyles(hydrationToolsCss)

export function HydrationTools() {
  useStyles(hydrationToolsStyles)
  const api = useWidgetApi()
  const locations = useQuery(() => locationsQuery(api), [api])
  const timeZone = locations.status === 'ready' ? mainTimeZone(locations.data.locations.map((location) => location.timezone)) : null
  const time = serverTimeFormatter(timeZone)
  return (
    <div className="fw-hydration-tools">
      <HydrationToolCard tool={LOCATIONS_TOOL} time={time} />
      <HydrationToolCard tool={CURRENT_YEAR_TOOL} time={time} />
      <HydrationToolCard tool={DAILY_SALES_TOOL} time={time} />
    </div>
  )
}
