// Registers <fw-location-ranking>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LocationRanking, type LocationRankingProps } from './location-ranking'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-location-ranking', LocationRanking, { events: ['fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-ranking': WidgetElement<LocationRankingProps>
  }
}
