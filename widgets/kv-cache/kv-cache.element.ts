// Registers <fw-kv-cache>: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { KvCache, type KvCacheProps } from './kv-cache'

defineWidget('fw-kv-cache', KvCache)

declare global {
  interface HTMLElementTagNameMap {
    'fw-kv-cache': WidgetElement<KvCacheProps>
  }
}
