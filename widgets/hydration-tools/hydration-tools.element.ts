// Registers <fw-hydration-tools>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { HydrationTools } from './hydration-tools'

defineWidget('fw-hydration-tools', HydrationTools, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-hydration-tools': WidgetElement<Record<string, never>>
  }
}
