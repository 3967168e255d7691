// Opaque bearer tokens: 256 random bits, base64url (valid in a WebSocket subprotocol), stored
// server-side only as a SHA-256 hash so a copy of the database cannot sign anyone in.
import { createHash, createHmac, randomBytes } from 'node:crypto'

/** A new random token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A new random session id (not a credential: it names the session in logs and events). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

/** The form a token is stored and looked up in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The token that replaces `token` on refresh. Derived rather than random so that a second refresh
 * of the same token (a second tab at the same moment) gets the same successor without the server
 * ever storing a token in clear.
 */
export function successorToken(rotationKey: string, token: string): string {
  return createHmac('sha256', rotationKey).update(token).digest('base64url')
}
