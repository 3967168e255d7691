// fw-location-stats: a location's season stats. Importing this registers nothing; see
// location-stats.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LocationStats as LocationStatsContent } from './location-stats'
export { type LocationStatsProps } from './location-stats'
export { LocationStatsLoading, LocationStatsView } from './location-stats-view'
export { buildStatsModel, dailyChartData, hourlyChartData, paymentChartData, type LocationStatsModel, type PaymentTotals } from './stats-model'

/** <fw-location-stats> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationStats = framedWidget(LocationStatsContent)
