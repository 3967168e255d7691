// fw-location-ranking: every stand open this season ranked by the newest season so far, against
// the season before at the same moment (the season pace's figures). Importing this registers
// nothing; see location-ranking.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LocationRanking as LocationRankingContent } from './location-ranking'
export { LocationRankingView, type LocationRankingProps } from './location-ranking'
export { closedLocations, rankLocations, rankingTotals, type FigureChange, type RankBy, type RankedLocation, type RankingTotals } from './ranking-model'

/** <fw-location-ranking> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationRanking = framedWidget(LocationRankingContent)
