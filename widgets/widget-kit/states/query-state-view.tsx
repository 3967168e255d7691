// The states every widget that shows an answer goes through, drawn one way: nothing for the first
// 200 ms (docs/screens.md#numbers-the-screens-keep, so a quick answer never flashes a placeholder), then the loading view; a failure
// as what could not be loaded and why, in an alert, with Retry where asking again can help; the
// empty view when the answer holds nothing to show; the signed-out line on a 401 (the widget's
// root then swaps in the sign-in prompt or tells its host). Widgets that draw a failure of their
// own (beside other content) use QueryError, so every failed load reads and recovers alike.
import type { ReactNode } from 'react'
import { ApiHttpError, errorText } from '../../../src/api/errors'
import { SignedOutNotice } from '../../../src/elements/signed-out-notice'
import { defineStyles } from '../../../src/elements/style-sheets'
import { useStyles } from '../../../src/elements/use-styles'
import { Button } from '../../ui-kit'
import { useDelayedFlag } from './use-delayed-flag'
import type { QueryState } from './use-query'

export interface QueryStateViewProps<T> {
  state: QueryState<T>
  /** The widget's root class, kept on every state so its layout holds. */
  className: string
  /** What the answer is, for the failure's sentence: "the orders" → "Could not load the orders." */
  what: string
  /** What shows while the answer is on its way (after 200 ms). */
  loading: ReactNode
  /** The answer's view. */
  children: (data: T) => ReactNode
  /** Whether the answer has nothing to show; then `empty` shows instead. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  /**
   * The whole sentence a failure reads as (User Management's 'Failed to load users'), in place of "Could not
   * load {what}." and the server's message.
   */
  errorMessage?: (error: unknown) => string
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiHttpError && error.status === 401
}

const queryStateStyles = defineStyles(`
.fw-query-error { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 16px; }
.fw-query-error-text { margin: 0; color: var(--fw-negative); overflow-wrap: anywhere; }
.fw-query-error-detail { color: var(--fw-muted-fg); }
`, 'kit')

export interface QueryErrorProps {
  error: unknown
  /** What could not be loaded ("the orders"). */
  what: string
  /** Asks again; no Retry button without it. */
  retry?: () => void
  /** The whole sentence instead of "Could not load {what}." and the error's own message. */
  message?: string
}

/** A failed load: what could not be loaded and why, and Retry. */
export function QueryError({ error, what, retry, message }: QueryErrorProps) {
  useStyles(queryStateStyles)
  return (
    <div className="fw-query-error" part="error">
      <p className="fw-query-error-text" role="alert">
        {message ?? (
          <>
            Could not load {what}. <span className="fw-query-error-detail">{errorText(error)}</span>
          </>
        )}
      </p>
      {retry ? (
        <Button size="sm" variant="outline" onClick={retry}>
          Retry
        </Button>
      ) : null}
    </div>
  )
}

export function QueryStateView<T>(props: QueryStateViewProps<T>) {
  useStyles(queryStateStyles)
  const { state, className } = props
  const showLoading = useDelayedFlag(state.status === 'loading')
  if (state.status === 'loading') {
    return (
      <div className={className} data-status={showLoading ? 'loading' : 'pending'} aria-busy="true">
        {showLoading ? props.loading : null}
      </div>
    )
  }
  if (state.status === 'error') {
    if (isUnauthorized(state.error)) return <SignedOutNotice />
    return (
      <div className={className} data-status="error">
        <QueryError error={state.error} what={props.what} retry={state.retry} message={props.errorMessage?.(state.error)} />
      </div>
    )
  }
  if (props.isEmpty?.(state.data)) {
    return (
      <div className={className} data-status="empty" part="empty">
        {props.empty}
      </div>
    )
  }
  return <>{props.children(state.data)}</>
}
