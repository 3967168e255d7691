// Registers <fw-hydration-tools>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { HydrationTools } from './hydration-tools'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - A card's or chart's heading row: its title and controls.
 * @csspart title - The heading of a card or chart.
 * @csspart body - The widget's main content below its header.
 */
defineWidget('fw-hydration-tools', HydrationTools, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-hydration-tools': WidgetElement<Record<string, never>>
  }
}
