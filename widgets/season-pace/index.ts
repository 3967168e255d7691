// fw-season-pace: the season so far against the same moment of earlier seasons, live. Importing
// this registers nothing; see season-pace.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { SeasonPace as SeasonPaceContent } from './season-pace'
export { type SeasonPaceProps } from './season-pace'
export { SeasonPaceLoading, SeasonPaceView, PACE_TITLE, PACE_CHART_TITLE } from './season-pace-view'
export { cumulativeSeasons, paceCards, paceHeadline, paceRows, type CumulativeSeason, type PaceRow, type PaceSortKey } from './pace-model'

/** <fw-season-pace> as a React component: in its own shadow root, styled and themed like the element. */
export const SeasonPace = framedWidget(SeasonPaceContent)
