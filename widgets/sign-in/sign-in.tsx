// fw-sign-in: signs a plain page in to the dashboard's API. Shows who is signed in with a
// Sign out button, or the sign-in form; the session is stored on the page's origin (SPEC §3
// keys), where every widget without a token attribute reads it. Emits fw-signed-in and
// fw-signed-out (bubbling, composed), so the page can react (load a location, show widgets).
import { useState } from 'react'
import { logoutResponseSchema } from '../../src/contract/auth'
import type { AuthSession } from '../../src/contract/auth'
import type { ApiClient } from '../../src/api/client'
import { browserStorage, clearStoredSession, readStoredSession } from '../../src/api/stored-session'
import type { StoredSession } from '../../src/api/stored-session'
import { SignInPrompt } from '../../src/elements/sign-in-prompt'
import { SIGNED_IN_EVENT, useWidget, useWidgetApi } from '../../src/elements/widget-context'

export const SIGNED_OUT_EVENT = 'fw-signed-out'

export interface SignInViewProps {
  /** The signed-in user, or undefined to show the form. */
  user: StoredSession['user'] | undefined
  api: ApiClient
  onSignedIn: (session: AuthSession) => void
  onSignOut: () => void
}

/** The pure view: the signed-in line, or the form. */
export function SignInView({ user, api, onSignedIn, onSignOut }: SignInViewProps) {
  if (!user) return <SignInPrompt api={api} onSignedIn={onSignedIn} />
  return (
    <div className="fw-sign-in-status" role="status">
      <span>
        Signed in as <strong>{user.username}</strong>
      </span>
      <button type="button" className="fw-sign-in-status__out" onClick={onSignOut}>
        Sign out
      </button>
    </div>
  )
}

export function SignIn() {
  const api = useWidgetApi()
  const { emit } = useWidget()
  const [user, setUser] = useState(() => readStoredSession(browserStorage())?.user)

  function signedIn(session: AuthSession) {
    setUser(session.user)
    emit(SIGNED_IN_EVENT, { username: session.user.username })
  }

  async function signOut() {
    const storage = browserStorage()
    const token = readStoredSession(storage)?.token
    // SPEC §7: a failed logout call is ignored; the stored session goes either way.
    await api.post('/auth/logout', undefined, logoutResponseSchema).catch(() => undefined)
    if (storage) clearStoredSession(storage, token)
    setUser(undefined)
    emit(SIGNED_OUT_EVENT)
  }

  return <SignInView user={user} api={api} onSignedIn={signedIn} onSignOut={() => void signOut()} />
}

/** The signed-in line's styles (the form's come with every widget). */
export const signInStyles = `
.fw-sign-in-status { display: flex; align-items: center; gap: 0.75rem; padding: 0.5rem 0.75rem;
  border: 1px solid var(--fw-border); border-radius: var(--fw-radius); background: var(--fw-surface); }
.fw-sign-in-status__out { font: inherit; cursor: pointer; color: var(--fw-fg); background: var(--fw-bg);
  border: 1px solid var(--fw-border); border-radius: calc(var(--fw-radius) / 2); padding: 0.3rem 0.7rem; }
`
