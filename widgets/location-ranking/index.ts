// fw-location-ranking: every location ranked by the newest season. Importing this registers
// nothing; see location-ranking.element.ts.
export { LocationRanking, LocationRankingView, type LocationRankingProps } from './location-ranking'
export { rankLocations, rankingTotals, seasonPair, type RankBy, type RankedLocation, type RankingTotals, type SeasonPair } from './ranking-model'
