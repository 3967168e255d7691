// What a widget shows in place of its content while it cannot show it and no sign-in form helps:
// its server being checked, a problem with how it is set up (named, with the setting to change),
// the page's sign-in prompt being elsewhere on the page, or its embed token refused.
import { defineStyles } from './style-sheets'
import { useStyles } from './use-styles'

const noticeStyles = defineStyles(`
.fw-setup-notice { margin: 1rem 0; color: var(--fw-muted-fg); }
.fw-setup-problem { margin: 1rem 0; padding: 0.75rem 1rem; color: var(--fw-fg); border: 1px solid var(--fw-negative);
  border-radius: var(--fw-radius); background: var(--fw-surface); overflow-wrap: anywhere; }
.fw-setup-problem strong { color: var(--fw-negative); }
`, 'kit')

export const CHECKING_SERVER = 'Checking the dashboard server…'
export const TOKEN_REFUSED =
  "This page's access to the dashboard has ended: the server refused its embed token (the key was revoked or has expired). Reload the page, or ask its owner for a new token."

/** While the page asks the widget's server whether it can sign in here. */
export function CheckingServer() {
  useStyles(noticeStyles)
  return (
    <p className="fw-setup-notice" role="status">
      {CHECKING_SERVER}
    </p>
  )
}

/** A set-up problem the page's owner can fix, said in one sentence. */
export function SetupProblem({ message }: { message: string }) {
  useStyles(noticeStyles)
  return (
    <p className="fw-setup-problem" role="alert">
      <strong>Cannot show this here. </strong>
      {message}
    </p>
  )
}

/** The line a waiting widget shows: where the page's one sign-in form is. */
export function waitingText(direction: 'above' | 'below' | 'elsewhere'): string {
  return direction === 'elsewhere' ? 'Sign in with the form on this page to see this.' : `Sign in ${direction} to see this.`
}

/** While another widget of the page shows the sign-in form. */
export function WaitingForSignIn({ direction }: { direction: 'above' | 'below' | 'elsewhere' }) {
  useStyles(noticeStyles)
  return (
    <p className="fw-setup-notice" role="status">
      {waitingText(direction)}
    </p>
  )
}
