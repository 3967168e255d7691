// Registers <fw-top-items location-id="…" years="2025" days="28to5">: the only file that defines
// this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SEASON_SELECTION_ATTRIBUTES } from '../../src/elements/season-selection'
import { TopItems, type TopItemsProps } from './top-items'

defineWidget('fw-top-items', TopItems, { attributes: SEASON_SELECTION_ATTRIBUTES })

declare global {
  interface HTMLElementTagNameMap {
    'fw-top-items': WidgetElement<TopItemsProps>
  }
}
