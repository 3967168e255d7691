// Registers <fw-compare locations="L1,L2" years="2025" days="28to5">: the only file that defines
// this tag. It emits fw-compare-change on a swap, fw-date-range-change from its picker and
// fw-navigate from its location links.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { Compare, type CompareProps } from './compare'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - A card's or chart's heading row: its title and controls.
 * @csspart title - The heading of a card or chart.
 * @csspart body - The widget's main content below its header.
 * @csspart chart - Each chart, with its header and plot.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-compare', Compare, {
  attributes: { locations: 'list', years: 'list', days: 'string' },
  events: ['fw-compare-change', 'fw-date-range-change', 'fw-navigate'],
})

declare global {
  interface HTMLElementTagNameMap {
    'fw-compare': WidgetElement<CompareProps>
  }
}
