// fw-kv-cache: the KV Cache Debugger. Importing this registers nothing; see kv-cache.element.ts.
export { KvCache, type KvCacheProps } from './kv-cache'
export { KvCacheView, type KvCacheViewProps } from './kv-cache-view'
export { KvValueContent } from './kv-value-dialog'
export { filterKvRows, kvCounts, kvEmptyText, kvRows, kvValueView, KV_FILTERS, type KvFilter, type KvKeyRow, type KvValueView } from './kv-cache-model'
