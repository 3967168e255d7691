// /admin/kv-cache (SPEC §2): the KV Cache Debugger.
import '../../widgets/kv-cache/kv-cache.element'
import { FwElement } from '../app/fw-element'

export default function AdminKvCacheScreen() {
  return <FwElement tag="fw-kv-cache" />
}
