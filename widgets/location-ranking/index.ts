// fw-location-ranking: every location ranked by the newest season. Importing this registers
// nothing; see location-ranking.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LocationRanking as LocationRankingContent } from './location-ranking'
export { LocationRankingView, type LocationRankingProps } from './location-ranking'
export { rankLocations, rankingTotals, seasonPair, type RankBy, type RankedLocation, type RankingTotals, type SeasonPair } from './ranking-model'

/** <fw-location-ranking> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationRanking = framedWidget(LocationRankingContent)
