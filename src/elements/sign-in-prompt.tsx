// The small sign-in form a widget shows in place of its content when the API says 401 or no
// session is stored. It signs in against the widget's own api-base, stores the session on the
// host page's origin (SPEC §3 keys) and hands back; it never navigates the host page.
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { loginRequestSchema } from '../contract/auth'
import type { AuthSession } from '../contract/auth'
import { signIn } from '../api/auth'
import type { ApiClient } from '../api/client'
import { errorText } from '../api/errors'
import { defineStyles } from './style-sheets'
import { useStyles } from './use-styles'

export interface SignInPromptProps {
  /** The client whose api-base the form signs in against. */
  api: ApiClient
  /** Called with the new session once it is stored. */
  onSignedIn: (session: AuthSession) => void
}

export function SignInPrompt({ api, onSignedIn }: SignInPromptProps) {
  useStyles(signInPromptStyles)
  const id = useId()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | undefined>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const credentials = loginRequestSchema.safeParse({ username: username.trim(), password })
    if (!credentials.success) {
      setError(credentials.error.issues[0]?.message ?? 'Username and password are required')
      return
    }
    setPending(true)
    setError(undefined)
    try {
      const session = await signIn(api, credentials.data)
      onSignedIn(session)
    } catch (failure) {
      setError(errorText(failure))
      setPending(false)
    }
  }

  return (
    <section className="fw-sign-in" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fw-sign-in__title">Sign in</h2>
      <p className="fw-sign-in__text">Sign in to access your fireworks dashboard</p>
      <form className="fw-sign-in__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          placeholder="Enter your username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <label htmlFor={`${id}-password`}>Password</label>
        <div className="fw-sign-in__password">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="Enter your password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="button" className="fw-sign-in__toggle" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)}>
            {showPassword ? 'Hide password' : 'Show password'}
          </button>
        </div>
        {error ? (
          <p className="fw-sign-in__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="fw-sign-in__submit" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </section>
  )
}

/**
 * What a widget shows while signed out when its host handles sign-in itself (`sign-in-prompt="off"`:
 * the shell redirects to its sign-in page on fw-unauthorized).
 */
export function SignedOutNotice() {
  useStyles(signInPromptStyles)
  return (
    <p className="fw-signed-out" role="status">
      Signed out. Sign in again to see this.
    </p>
  )
}

/** The prompt's styles. */
export const signInPromptStyles = defineStyles(`
.fw-sign-in { max-width: 22rem; margin: 1rem auto; padding: 1.25rem; border: 1px solid var(--fw-border);
  border-radius: var(--fw-radius); background: var(--fw-surface-raised); box-shadow: var(--fw-shadow); }
.fw-sign-in__title { margin: 0 0 0.25rem; font-size: 1.15em; font-weight: 600; }
.fw-sign-in__text { margin: 0 0 1rem; color: var(--fw-muted-fg); }
.fw-sign-in__form { display: grid; gap: 0.4rem; }
.fw-sign-in__form label { font-weight: 600; }
.fw-sign-in__form input { font: inherit; color: var(--fw-fg); background: var(--fw-bg); width: 100%;
  padding: 0.45rem 0.6rem; border: 1px solid var(--fw-border); border-radius: calc(var(--fw-radius) / 2); }
.fw-sign-in__password { display: flex; gap: 0.4rem; }
.fw-sign-in__form button { font: inherit; cursor: pointer; border-radius: calc(var(--fw-radius) / 2);
  padding: 0.45rem 0.8rem; border: 1px solid var(--fw-border); background: var(--fw-surface); color: var(--fw-fg); }
.fw-sign-in__toggle { white-space: nowrap; }
.fw-sign-in__form .fw-sign-in__submit { margin-top: 0.6rem; background: var(--fw-accent); color: var(--fw-accent-fg);
  border-color: var(--fw-accent); font-weight: 600; }
.fw-sign-in__submit:disabled { opacity: 0.7; cursor: progress; }
.fw-sign-in__error { margin: 0.2rem 0 0; color: var(--fw-negative); }
.fw-signed-out { margin: 1rem 0; color: var(--fw-muted-fg); }
`, 'kit')
