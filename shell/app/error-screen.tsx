// docs/screens.md#general, docs/screens.md#errors-and-messages: the error screen. 'Try again' renders the screen anew, or loads the page again
// when what failed was the download of the screen's own code (./chunk-error); 'Go Home' goes to
// the compare page, as docs/screens.md#general says.
import { Button } from '../../widgets/ui-kit'
import { navigate } from '../routing/router'
import { CHUNK_FAILURE_TEXT, isChunkLoadError } from './chunk-error'

export const GO_HOME_PATH = '/stats/details/compare'

export interface ErrorScreenProps {
  error: unknown
  onRetry: () => void
  /** Loads the page again (a test may watch it). */
  reload?: () => void
}

export function errorMessage(error: unknown): string {
  if (isChunkLoadError(error)) return CHUNK_FAILURE_TEXT
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : String(error)
}

const reloadPage = () => window.location.reload()

export function ErrorScreen({ error, onRetry, reload = reloadPage }: ErrorScreenProps) {
  const codeMissing = isChunkLoadError(error)
  return (
    <main className="shell-error" role="alert">
      <h1 className="shell-error__title">Something went wrong</h1>
      <p className="shell-error__message">{errorMessage(error)}</p>
      <div className="shell-error__actions">
        <Button onClick={codeMissing ? reload : onRetry}>Try again</Button>
        <Button
          variant="outline"
          onClick={() => {
            // Code that failed to download stays failed until the page loads again.
            if (codeMissing) {
              window.location.assign(GO_HOME_PATH)
              return
            }
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
