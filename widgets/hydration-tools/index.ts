// fw-hydration-tools: the admin hydration tools. Importing this registers nothing; see
// hydration-tools.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { HydrationTools as HydrationToolsContent } from './hydration-tools'
export { HydrationToolCard, RunProgressBar, ToolOutcome } from './hydration-tool-card'
export { CURRENT_YEAR_TOOL, DAILY_SALES_TOOL, HYDRATION_TOOLS, LOCATIONS_TOOL, type HydrationTool, type SummaryField, type BatchProgress } from './tools'
export { failureText as hydrationFailureText, progressFraction, UNEXPECTED_ERROR, type RunProgress, type ToolState } from './tool-run'

/** <fw-hydration-tools> as a React component: in its own shadow root, styled and themed like the element. */
export const HydrationTools = framedWidget(HydrationToolsContent)
