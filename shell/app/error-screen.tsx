// SPEC §2 / §8: the error screen. 'Try again' renders the screen anew; 'Go Home' goes to the
// compare page, as the spec says.
import { Button } from '../../widgets/ui-kit'
import { navigate } from '../routing/router'

export const GO_HOME_PATH = '/stats/details/compare'

export interface ErrorScreenProps {
  error: unknown
  onRetry: () => void
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : String(error)
}

export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  return (
    <main className="shell-error" role="alert">
      <h1 className="shell-error__title">Something went wrong</h1>
      <p className="shell-error__message">{errorMessage(error)}</p>
      <div className="shell-error__actions">
        <Button onClick={onRetry}>Try again</Button>
        <Button
          variant="outline"
          onClick={() => {
            onRetry()
            navigate(GO_HOME_PATH, { carry: false })
          }}
        >
          Go Home
        </Button>
      </div>
    </main>
  )
}
