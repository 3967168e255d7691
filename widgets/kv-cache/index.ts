// fw-kv-cache: the KV Cache Debugger. Importing this registers nothing; see kv-cache.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { KvCache as KvCacheContent } from './kv-cache'
export { type KvCacheProps } from './kv-cache'
export { KvCacheView, type KvCacheViewProps } from './kv-cache-view'
export { KvValueContent } from './kv-value-dialog'
export { filterKvRows, kvCounts, kvEmptyText, kvRows, kvValueView, KV_FILTERS, type KvFilter, type KvKeyRow, type KvValueView } from './kv-cache-model'

/** <fw-kv-cache> as a React component: in its own shadow root, styled and themed like the element. */
export const KvCache = framedWidget(KvCacheContent)
