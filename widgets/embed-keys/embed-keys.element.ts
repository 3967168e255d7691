// Registers <fw-embed-keys>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { EmbedKeys } from './embed-keys'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-embed-keys', EmbedKeys, {})

declare global {
  interface HTMLElementTagNameMap {
    'fw-embed-keys': WidgetElement<Record<string, never>>
  }
}
