// Who is to be asked for their home stands: a user's first sign-in ever (the login answer says so)
// leaves their name here until they answer or skip, so a reload before then asks again, and
// another user signing in on this browser is not asked in their place.
import { persistentAtom } from '@nanostores/persistent'
import type { ReadableAtom } from 'nanostores'
import type { SessionUser } from '../../src/contract/users'

export const HOME_STANDS_ASK_KEY = 'fireworks-dashboard-ask-home-stands'

const $askAtom = persistentAtom<string>(HOME_STANDS_ASK_KEY, '')

/** The username to ask, or '' for nobody. */
export const $homeStandsToAsk: ReadableAtom<string> = $askAtom

/** After a sign-in: a first one marks its user to be asked. */
export function signedIn(user: Pick<SessionUser, 'username' | 'firstSignIn'>): void {
  if (user.firstSignIn === true) $askAtom.set(user.username)
}

/** Answered or skipped: nobody is asked again. */
export function homeStandsAsked(): void {
  $askAtom.set('')
}
