// /admin/hydrate (docs/screens.md#data-hydration): the three data hydration tools.
import '../../widgets/hydration-tools/hydration-tools.element'
import { useElementContext } from '../app/element-context'

export default function AdminHydrateScreen() {
  return <fw-hydration-tools {...useElementContext()} />
}
