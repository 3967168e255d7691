// A URL no route has: say so and offer the way back.
import { ShellLink } from '../routing/shell-link'

export function NotFoundScreen() {
  return (
    <main className="shell-message">
      <h1 className="shell-message__title">Page Not Found</h1>
      <p>There is no page at this address.</p>
      <p>
        <ShellLink href="/" carry={false}>
          Go to the dashboard
        </ShellLink>
      </p>
    </main>
  )
}
