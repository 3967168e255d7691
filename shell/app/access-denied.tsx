// docs/screens.md#admin: what a signed-in user without the admin role sees on any /admin route, instead
// of the admin panel.
import { ShellLink } from '../routing/shell-link'

export function AccessDenied() {
  return (
    <main className="shell-message" role="alert">
      <h1 className="shell-message__title">Access Denied</h1>
      <p>You don&apos;t have permission to access the admin panel.</p>
      <p>
        <ShellLink href="/" carry={false}>
          Return to App
        </ShellLink>
      </p>
    </main>
  )
}
