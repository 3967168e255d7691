// Where a page keeps its dashboard session. On the dashboard's own origin it is the standard keys
// (auth_token, auth_token_expiry, auth_user: docs/contract.md#entities), which the shell shares
// with its widgets. On a page of another origin (an intranet page embedding widgets) it is one key
// of our own per dashboard server, `fw:session:<server origin>`, so the host's own scripts and
// other apps using the generic names neither read it by accident nor clobber it, and two
// dashboards on one page stay apart.
// Its own file, free of dependencies: the client and the session store both ask it.

/** The prefix of the session key on a page of another origin. */
export const EMBEDDED_SESSION_KEY_PREFIX = 'fw:session:'

export type SessionPlace =
  /** The dashboard's own origin, or no page at all (Node): the three standard keys. */
  | { kind: 'dashboard' }
  /** A page of another origin than the dashboard server's: one JSON entry under `key`. */
  | { kind: 'embedded'; serverOrigin: string; key: string }

export const DASHBOARD_PLACE: SessionPlace = { kind: 'dashboard' }

/** The page's origin, or undefined where there is no page (Node, opaque origins). */
export function pageOrigin(): string | undefined {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : undefined
}

/** The origin an API base points at, resolved against the page; undefined when it cannot be read. */
export function serverOriginOf(apiBase: string, page: string | undefined = pageOrigin()): string | undefined {
  try {
    return new URL(apiBase, page ?? 'http://127.0.0.1').origin
  } catch {
    return undefined
  }
}

/** Where a session with the server at `apiBase` is kept on this page. */
export function sessionPlaceFor(apiBase: string, page: string | undefined = pageOrigin()): SessionPlace {
  const server = serverOriginOf(apiBase, page)
  if (page === undefined || server === undefined || server === page) return DASHBOARD_PLACE
  return { kind: 'embedded', serverOrigin: server, key: `${EMBEDDED_SESSION_KEY_PREFIX}${server}` }
}

/** True when two places are the same storage. */
export function samePlace(a: SessionPlace, b: SessionPlace): boolean {
  return a.kind === b.kind && (a.kind === 'dashboard' || a.key === (b as { key: string }).key)
}
