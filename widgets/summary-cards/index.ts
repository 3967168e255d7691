// fw-summary-cards: the three headline figures of a location's season, and the season-stats data
// hook the stats widgets share. Importing this registers nothing; see summary-cards.element.ts.
export { SummaryCards, SummaryCardsView, SUMMARY_CARDS, trendOf, type SummaryCardsProps, type SummaryCardsViewProps } from './summary-cards'
export { useSeasonStats, type SeasonStatsState } from './use-season-stats'
export { useDelayedFlag, LOADING_INDICATOR_DELAY_MS } from './use-delayed-flag'
export {
  loadSeasonStats,
  LocationNotFoundError,
  ordersOnDays,
  trackedYearsOf,
  yearsText,
  type SeasonStatsData,
  type SeasonStatsInput,
} from './season-stats-loader'
export { formatCount, formatSharePercent } from './figure-format'
export { summaryCardsStyles } from './styles'
