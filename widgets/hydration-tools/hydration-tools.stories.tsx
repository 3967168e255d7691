import type { Story, StoryDefault } from '@ladle/react'
import { apiErrorAnswer, json, routeFetch } from '../../src/api/testing/route-fetch'
import type { CurrentYearSummary } from '../../src/contract/hydration'
import { WidgetFrame } from '../../ladle/widget-frame'
import { HydrationTools } from './hydration-tools'
import { RunProgressBar, ToolOutcome } from './hydration-tool-card'
import { serverTimeFormatter } from './server-time'
import { CURRENT_YEAR_TOOL, DAILY_SALES_TOOL, LOCATIONS_TOOL } from './tools'

export default { title: 'Widgets / Hydration tools' } satisfies StoryDefault

const hydratedAt = '2025-07-04T20:00:00.000Z'
const currentYear = (processed: number, remaining: number): CurrentYearSummary => ({
  totalLocations: 42,
  locationsNeedingProcessing: processed + remaining,
  processedInThisBatch: processed,
  remainingToProcess: remaining,
  currentYear: 2025,
  batchSize: 10,
  fourHoursAgoThreshold: '2025-07-04T16:00:00.000Z',
  ordersRefreshedAt: '2025-07-04T19:45:00.000Z',
})

// A fake server whose current-year work shrinks by a batch per call, slowly enough to watch.
let left = 40
const server = routeFetch({
  'GET /square/hydrate/currentYear': async () => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    const processed = Math.min(10, left)
    left = Math.max(0, left - processed)
    const summary = currentYear(processed, left)
    if (left === 0) left = 40
    return json({ success: true, data: { summary, hydratedAt, message: `Updated 2025 orders for ${processed} locations (120 orders received).` } })
  },
  'GET /square/hydrate': () => apiErrorAnswer(409, 'CONFLICT', 'Another hydration is running; try again when it finishes'),
  'GET /square/hydrate/dailySales': () => json({ success: true, data: { unexpected: true } }),
})

/** Current year runs (try 'Run to completion'); locations is busy; daily sales answers badly. */
export const Default: Story = () => (
  <WidgetFrame theme="light" fetch={server.fetch} token="story">
    <HydrationTools />
  </WidgetFrame>
)
const storyTime = serverTimeFormatter('America/Los_Angeles')

export const Loading: Story = () => <RunProgressBar run={{ batches: 2, processed: 20, remaining: 20, stopping: false }} unit="locations" />
/** Nothing left to do. */
export const Empty: Story = () => (
  <ToolOutcome
    tool={CURRENT_YEAR_TOOL}
    time={storyTime}
    state={{ status: 'success', summary: currentYear(0, 0), message: "Every active location's 2025 orders are up to date.", note: undefined, hydratedAt, run: null, stopped: false }}
  />
)
export const Error: Story = () => (
  <>
    <ToolOutcome tool={LOCATIONS_TOOL} time={storyTime} state={{ status: 'failed', error: 'Hydration failed: Square answered 401 UNAUTHORIZED', run: null }} />
    <ToolOutcome tool={DAILY_SALES_TOOL} time={storyTime} state={{ status: 'failed', error: DAILY_SALES_TOOL.unexpectedFormat, run: null }} />
  </>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark" fetch={server.fetch} token="story">
    <HydrationTools />
  </WidgetFrame>
)
