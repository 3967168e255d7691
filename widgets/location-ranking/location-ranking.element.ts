// Registers <fw-location-ranking>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LocationRanking, type LocationRankingProps } from './location-ranking'

defineWidget('fw-location-ranking', LocationRanking, { events: ['fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-ranking': WidgetElement<LocationRankingProps>
  }
}
