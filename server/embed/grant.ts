// What an embed token grants a request: reading figures and live payments of some locations, for
// pages of some origins, and nothing else. Set on c.var.embed by the session middleware; the
// reader guard (../http/reader-guard.ts) holds each route to it.

/** The request's embed token, verified. */
export interface EmbedGrant {
  /** The exchange's reference in session events and on live sockets (`embed:<id>`, never a token). */
  sessionRef: string
  keyId: string
  keyName: string
  /** The locations the token may read. */
  locationIds: readonly string[]
  /** The origins pages using the token may be served from (beside FW_ALLOWED_ORIGINS). */
  origins: readonly string[]
  /** When the token stops working (epoch ms). */
  expiresAt: number
}

const REF_PREFIX = 'embed:'

/**
 * An exchange's id as it travels beside users' session ids (the sessions-revoked event, the live
 * hub's sockets): prefixed, so the two id spaces never meet.
 */
export function embedSessionRef(id: string): string {
  return `${REF_PREFIX}${id}`
}

/** The exchange id of a reference made by embedSessionRef, or undefined for a user's session id. */
export function embedSessionIdOf(ref: string): string | undefined {
  return ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : undefined
}
