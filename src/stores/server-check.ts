// The page's server checks (src/api/server-check), one per API base: every widget of the page that
// is about to offer a sign-in form waits on the same request. A server that answered well stays
// answered for the page; a problem is asked about again by the next widget that mounts, so a
// server started late or a page owner's fix is seen without a reload of every widget.
import { checkServer, type ServerCheck } from '../api/server-check'
import { pageSingleton } from '../page/page-singleton'

const checks = pageSingleton('server-checks/v1', () => new Map<string, Promise<ServerCheck>>())

/** The check of the server at `apiBase`, asked once per page while it answers well. */
export function serverCheck(apiBase: string, fetchImpl?: typeof fetch): Promise<ServerCheck> {
  const known = checks.get(apiBase)
  if (known) return known
  const asked = checkServer(apiBase, fetchImpl)
  checks.set(apiBase, asked)
  void asked.then((outcome) => {
    if (outcome.status !== 'ok' && checks.get(apiBase) === asked) checks.delete(apiBase)
  })
  return asked
}
