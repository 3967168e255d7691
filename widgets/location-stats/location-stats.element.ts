// Registers <fw-location-stats location-id="…" years="2024,2025" days="28to5">: the only file
// that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SEASON_SELECTION_ATTRIBUTES } from '../../src/elements/season-selection'
import { LocationStats, type LocationStatsProps } from './location-stats'

defineWidget('fw-location-stats', LocationStats, { attributes: SEASON_SELECTION_ATTRIBUTES })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-stats': WidgetElement<LocationStatsProps>
  }
}
