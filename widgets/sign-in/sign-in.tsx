// fw-sign-in: signs a plain page in to the dashboard's API. While signed out its root shows the
// sign-in form (every widget's prompt); once signed in it says who is, with a Sign out button. The
// session is the page's (the stored session keys of docs/contract.md#entities, src/stores/session), so every widget without a token
// attribute follows it. fw-signed-in and fw-signed-out tell the page.
import { useStore } from '@nanostores/react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { useWidget } from '../../src/elements/widget-context'
import type { StoredSession } from '../../src/api/stored-session'
import { $session, logout } from '../../src/stores/session'

export interface SignInViewProps {
  /** Who is signed in. */
  user: NonNullable<StoredSession['user']>
  onSignOut: () => void
}

/** The signed-in line. */
export function SignInView({ user, onSignOut }: SignInViewProps) {
  useStyles(signInStyles)
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
  const session = useStore($session)
  if (session.status !== 'authenticated') return null

  async function signOut() {
    // docs/shell-and-widgets.md#sign-in-and-sessions: a failed logout call is ignored; the stored session goes either way.
    await logout(api)
    emit('fw-signed-out', null)
  }

  return <SignInView user={session.user} onSignOut={() => void signOut()} />
}

const signInStyles = defineStyles(`
.fw-sign-in-status { display: flex; align-items: center; gap: 0.75rem; padding: 0.5rem 0.75rem;
  border: 1px solid var(--fw-border); border-radius: var(--fw-radius); background: var(--fw-surface); }
.fw-sign-in-status__out { font: inherit; cursor: pointer; color: var(--fw-fg); background: var(--fw-bg);
  border: 1px solid var(--fw-border); border-radius: calc(var(--fw-radius) / 2); padding: 0.3rem 0.7rem; }
`)
