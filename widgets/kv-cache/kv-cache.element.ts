// Registers <fw-kv-cache>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { KvCache, type KvCacheProps } from './kv-cache'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-kv-cache', KvCache)

declare global {
  interface HTMLElementTagNameMap {
    'fw-kv-cache': WidgetElement<KvCacheProps>
  }
}
