// /admin/hydrate (SPEC §2): the three data hydration tools.
import '../../widgets/hydration-tools/hydration-tools.element'
import { FwElement } from '../app/fw-element'

export default function AdminHydrateScreen() {
  return <FwElement tag="fw-hydration-tools" />
}
