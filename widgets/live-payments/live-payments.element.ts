// Registers <fw-live-payments>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LivePayments } from './live-payments'

defineWidget('fw-live-payments', LivePayments, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-live-payments': WidgetElement<Record<string, never>>
  }
}
