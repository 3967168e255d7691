// The small sign-in card a widget shows in place of its content when the API says 401 or no
// session is stored (WidgetRoot's `signInForm`). It signs in against the widget's own api-base,
// stores the session on the host page's origin (the stored session keys of docs/contract.md#entities) and hands back; it never navigates
// the host page.
import { useId } from 'react'
import { signIn } from '../../../src/api/auth'
import { defineStyles } from '../../../src/elements/style-sheets'
import { useStyles } from '../../../src/elements/use-styles'
import type { SignInPromptProps } from '../../../src/elements/widget-root'
import { SignInForm } from './sign-in-form'

const signInPromptStyles = defineStyles(`
.fw-sign-in { max-width: 22rem; margin: 1rem auto; padding: 1.25rem; border: 1px solid var(--fw-border);
  border-radius: var(--fw-radius); background: var(--fw-surface-raised); box-shadow: var(--fw-shadow); }
.fw-sign-in__title { margin: 0 0 0.25rem; font-size: 1.15em; font-weight: 600; }
.fw-sign-in__text { margin: 0 0 1rem; color: var(--fw-muted-fg); }
`, 'kit')

export function SignInPrompt({ api, onSignedIn }: SignInPromptProps) {
  useStyles(signInPromptStyles)
  const id = useId()
  return (
    <section className="fw-sign-in" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fw-sign-in__title">
        Sign in
      </h2>
      <p className="fw-sign-in__text">Sign in to access your fireworks dashboard</p>
      <SignInForm onSubmit={async (credentials) => onSignedIn(await signIn(api, credentials))} />
    </section>
  )
}
