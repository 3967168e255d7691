// fw-summary-cards: the three headline figures of a location's season. Importing this registers
// nothing; see summary-cards.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { SummaryCards as SummaryCardsContent } from './summary-cards'
export { SummaryCardsView, SUMMARY_CARDS, trendOf, type SummaryCardsProps, type SummaryCardsViewProps } from './summary-cards'

/** <fw-summary-cards> as a React component: in its own shadow root, styled and themed like the element. */
export const SummaryCards = framedWidget(SummaryCardsContent)
