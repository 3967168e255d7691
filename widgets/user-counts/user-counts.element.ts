// Registers <fw-user-counts>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { UserCounts } from './user-counts'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - A card's or chart's heading row: its title and controls.
 * @csspart title - The heading of a card or chart.
 * @csspart body - The widget's main content below its header.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-user-counts', UserCounts, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-user-counts': WidgetElement<Record<string, never>>
  }
}
