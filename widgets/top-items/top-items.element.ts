// Registers <fw-top-items location-id="…" years="2025" days="28to5">: the only file that defines
// this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SEASON_SELECTION_ATTRIBUTES } from '../../src/elements/season-selection'
import { TopItems, type TopItemsProps } from './top-items'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - A card's or chart's heading row: its title and controls.
 * @csspart title - The heading of a card or chart.
 * @csspart chart - Each chart, with its header and plot.
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-top-items', TopItems, { attributes: SEASON_SELECTION_ATTRIBUTES })

declare global {
  interface HTMLElementTagNameMap {
    'fw-top-items': WidgetElement<TopItemsProps>
  }
}
