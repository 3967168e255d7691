// Registers <fw-summary-cards location-id="…" years="2024,2025" days="28to5">: the only file
// that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SEASON_SELECTION_ATTRIBUTES } from '../../src/elements/season-selection'
import { SummaryCards, type SummaryCardsProps } from './summary-cards'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart title - Each figure card's heading.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-summary-cards', SummaryCards, { attributes: SEASON_SELECTION_ATTRIBUTES })

declare global {
  interface HTMLElementTagNameMap {
    'fw-summary-cards': WidgetElement<SummaryCardsProps>
  }
}
