// fw-hydration-tools: /admin/hydrate's three tools (SPEC §2): hydrate locations, current year
// and daily sales, each a card with its batch size, a single batch or a run to completion.
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { HydrationToolCard } from './hydration-tool-card'
import hydrationToolsCss from './hydration-tools.css?inline'
import { CURRENT_YEAR_TOOL, DAILY_SALES_TOOL, LOCATIONS_TOOL } from './tools'

export const hydrationToolsStyles = defineStyles(hydrationToolsCss)

export function HydrationTools() {
  useStyles(hydrationToolsStyles)
  return (
    <div className="fw-hydration-tools">
      <HydrationToolCard tool={LOCATIONS_TOOL} />
      <HydrationToolCard tool={CURRENT_YEAR_TOOL} />
      <HydrationToolCard tool={DAILY_SALES_TOOL} />
    </div>
  )
}
