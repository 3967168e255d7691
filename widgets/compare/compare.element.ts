// Registers <fw-compare locations="L1,L2" years="2025" days="28to5">: the only file that defines
// this tag. It emits fw-compare-change on a swap, fw-date-range-change from its picker and
// fw-navigate from its location links.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { Compare, type CompareProps } from './compare'

defineWidget('fw-compare', Compare, {
  attributes: { locations: 'list', years: 'list', days: 'string' },
  events: ['fw-compare-change', 'fw-date-range-change', 'fw-navigate'],
})

declare global {
  interface HTMLElementTagNameMap {
    'fw-compare': WidgetElement<CompareProps>
  }
}
