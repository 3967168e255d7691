// fw-compare: two locations in one season side by side. Importing this registers nothing; see
// compare.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { Compare as CompareContent } from './compare'
export { type CompareProps } from './compare'
export { CompareView, COMPARE_INTRO, READY_TO_COMPARE, READY_TO_COMPARE_TEXT, type CompareChip, type CompareViewProps } from './compare-view'
export { compareModel, comparedIds, COMPARE_TITLES, COMPARED_LOCATIONS, type CompareModel, type CompareSide, type ComparedLocation } from './compare-model'

/** <fw-compare> as a React component: in its own shadow root, styled and themed like the element. */
export const Compare = framedWidget(CompareContent)
