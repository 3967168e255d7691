// Registers <fw-location-stats location-id="…" years="2024,2025" days="28to5">: the only file
// that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SEASON_SELECTION_ATTRIBUTES } from '../../src/elements/season-selection'
import { LocationStats, type LocationStatsProps } from './location-stats'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - Each chart's heading row.
 * @csspart title - Each chart's heading.
 * @csspart chart - Each chart, with its header and plot.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-location-stats', LocationStats, { attributes: SEASON_SELECTION_ATTRIBUTES })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-stats': WidgetElement<LocationStatsProps>
  }
}
