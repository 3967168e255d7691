// /square (docs/screens.md#general): 'Redirecting to Square credentials...' and at once to the shared credentials
// page the server is configured with (FW_SQUARE_CREDENTIALS_URL, told by GET /api/client-config).
// No sign-in is needed. When none is configured, a plain sentence says so.
import { useEffect, useState } from 'react'
import { clientConfigResponseSchema } from '../../src/contract/client-config'
import { errorText } from '../../src/api/errors'
import type { ScreenProps } from '../app/screen-props'
import { shellApi } from '../app/shell-api'

type SquareState = { kind: 'redirecting' } | { kind: 'not-configured' } | { kind: 'failed'; message: string }

export const NOT_CONFIGURED_TEXT = 'The Square credentials page is not configured on this server.'

export interface SquareScreenProps extends Partial<ScreenProps> {
  /** Leaves for the credentials page (tests watch it instead). */
  go?: (url: string) => void
}

const leave = (url: string) => location.assign(url)

export default function SquareScreen({ go = leave }: SquareScreenProps) {
  const [state, setState] = useState<SquareState>({ kind: 'redirecting' })
  useEffect(() => {
    let current = true
    shellApi
      .get('/client-config', clientConfigResponseSchema, { anonymous: true })
      .then((answer) => {
        if (!current) return
        const url = answer.data.squareCredentialsUrl
        if (url) go(url)
        else setState({ kind: 'not-configured' })
      })
      .catch((error: unknown) => current && setState({ kind: 'failed', message: errorText(error) }))
    return () => {
      current = false
    }
  }, [go])
  return (
    <main className="shell-message" role="status">
      {state.kind === 'redirecting' ? <p>Redirecting to Square credentials...</p> : null}
      {state.kind === 'not-configured' ? <p>{NOT_CONFIGURED_TEXT}</p> : null}
      {state.kind === 'failed' ? <p>The Square credentials page could not be found: {state.message}</p> : null}
    </main>
  )
}
