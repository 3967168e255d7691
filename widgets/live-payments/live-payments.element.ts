// Registers <fw-live-payments>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LivePayments } from './live-payments'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - A card's or chart's heading row: its title and controls.
 * @csspart title - The heading of a card or chart.
 * @csspart body - The widget's main content below its header.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-live-payments', LivePayments, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-live-payments': WidgetElement<Record<string, never>>
  }
}
