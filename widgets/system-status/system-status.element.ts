// Registers <fw-system-status>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SystemStatus } from './system-status'

defineWidget('fw-system-status', SystemStatus, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-system-status': WidgetElement<Record<string, never>>
  }
}
