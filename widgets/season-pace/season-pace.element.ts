// Registers <fw-season-pace city="" years="2023,2024,2025">: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SeasonPace, type SeasonPaceProps } from './season-pace'

defineWidget('fw-season-pace', SeasonPace, {
  attributes: { 'location-ids': 'list', city: 'string', years: 'list' },
  events: ['fw-navigate'],
})

declare global {
  interface HTMLElementTagNameMap {
    'fw-season-pace': WidgetElement<SeasonPaceProps>
  }
}
