// Registers <fw-user-counts>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { UserCounts } from './user-counts'

defineWidget('fw-user-counts', UserCounts, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-user-counts': WidgetElement<Record<string, never>>
  }
}
