// /admin/kv-cache (docs/screens.md#kv-cache-debugger): the KV Cache Debugger.
import '../../widgets/kv-cache/kv-cache.element'
import { useElementContext } from '../app/element-context'

export default function AdminKvCacheScreen() {
  return <fw-kv-cache {...useElementContext()} />
}
