// Orders → figures (one definition each, ./figures), the one-pass season stats, items, money
// collected by tender type, year-over-year comparison, and location filtering and sorting.
export * from './figures'
export * from './season-stats'
export { tallyOrders, YearTally, SEASON_SLOTS, type ItemTally, type SeasonTally } from './season-tally'
export { yearStatsOf, paymentTypesOf, locationYearStatsOf, splitPercents } from './year-stats'
export { CUSTOM_AMOUNT_NAME } from './year-tally'
export * from './items'
export * from './compare'
export * from './locations'
export * from './window-stats'
export { summariseOrder } from './order-summary'
