// Registers <fw-season-pace city="" years="2023,2024,2025">: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SeasonPace, type SeasonPaceProps } from './season-pace'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - A card's or chart's heading row: its title and controls.
 * @csspart title - The heading of a card or chart.
 * @csspart chart - Each chart, with its header and plot.
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-season-pace', SeasonPace, {
  attributes: { 'location-ids': 'list', city: 'string', years: 'list' },
  events: ['fw-navigate'],
})

declare global {
  interface HTMLElementTagNameMap {
    'fw-season-pace': WidgetElement<SeasonPaceProps>
  }
}
