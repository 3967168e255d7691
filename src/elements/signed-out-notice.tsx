// What a widget shows while signed out when nobody signs it in here: its host handles sign-in
// (`sign-in-prompt="off"`: the shell redirects to its sign-in page on fw-unauthorized), or no
// sign-in form was given to its root.
import { defineStyles } from './style-sheets'
import { useStyles } from './use-styles'

const signedOutStyles = defineStyles(`
.fw-signed-out { margin: 1rem 0; color: var(--fw-muted-fg); }
`, 'kit')

export function SignedOutNotice() {
  useStyles(signedOutStyles)
  return (
    <p className="fw-signed-out" role="status">
      Signed out. Sign in again to see this.
    </p>
  )
}
