// /admin/embedding: the embedding keys of host pages that show the widgets without a sign-in.
import '../../widgets/embed-keys/embed-keys.element'
import { FwElement } from '../app/fw-element'

export default function AdminEmbeddingScreen() {
  return <FwElement tag="fw-embed-keys" />
}
