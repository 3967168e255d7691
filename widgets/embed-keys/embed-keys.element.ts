// Registers <fw-embed-keys>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { EmbedKeys } from './embed-keys'

defineWidget('fw-embed-keys', EmbedKeys, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-embed-keys': WidgetElement<Record<string, never>>
  }
}
