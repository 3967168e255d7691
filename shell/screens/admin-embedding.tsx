// /admin/embedding: the embedding keys of host pages that show the widgets without a sign-in.
import '../../widgets/embed-keys/embed-keys.element'
import { useElementContext } from '../app/element-context'

export default function AdminEmbeddingScreen() {
  return <fw-embed-keys {...useElementContext()} />
}
