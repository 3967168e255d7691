// What the sign-in log may say about who tried. A known user is named by the stored username. What
// was typed for an unknown one may be anything — a password typed into the wrong box — so it is
// logged only as a short keyed hash: attempts with the same text share a tag (a burst of guesses
// stands out) while the text itself, or a guess at it, cannot be read back from the log. The key
// is made anew at each start, so tags compare within one run of the server.
import { createHmac, randomBytes } from 'node:crypto'
import { throttleKey } from './throttle'

const TAG_KEY = randomBytes(32)

/** A 12-hex-digit tag of a typed username (case-insensitive, as sign-in and throttling are). */
export function usernameTag(typed: string): string {
  return createHmac('sha256', TAG_KEY).update(throttleKey(typed)).digest('hex').slice(0, 12)
}

/** The log fields that say who tried: the stored username of a known user, else the tag. */
export function attemptedBy(user: { username: string } | undefined, typed: string): { username: string } | { usernameHash: string } {
  return user === undefined ? { usernameHash: usernameTag(typed) } : { username: user.username }
}
