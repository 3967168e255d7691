// fw-location-stats: a location's season stats. Importing this registers nothing; see
// location-stats.element.ts.
export { LocationStats, type LocationStatsProps } from './location-stats'
export { LocationStatsLoading, LocationStatsView } from './location-stats-view'
export { buildStatsModel, dailyChartData, hourlyChartData, paymentChartData, type LocationStatsModel, type PaymentTotals } from './stats-model'
