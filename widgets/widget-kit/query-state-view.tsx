// The states every widget that shows an answer goes through, drawn one way: nothing for the first
// 200 ms (SPEC §9, so a quick answer never flashes a placeholder), then the loading view; the
// error's sentence in an alert; the empty view when the answer holds nothing to show; the signed-out
// line on a 401 (the widget's root then swaps in the sign-in prompt or tells its host).
import type { ReactNode } from 'react'
import { ApiHttpError, errorText } from '../../src/api/errors'
import { SignedOutNotice } from '../../src/elements/signed-out-notice'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { useDelayedFlag } from './use-delayed-flag'
import type { QueryState } from './use-query'

export interface QueryStateViewProps<T> {
  state: QueryState<T>
  /** The widget's root class, kept on every state so its layout holds. */
  className: string
  /** What shows while the answer is on its way (after 200 ms). */
  loading: ReactNode
  /** The answer's view. */
  children: (data: T) => ReactNode
  /** Whether the answer has nothing to show; then `empty` shows instead. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  /** How an error reads; default the server's message or the error's own. */
  errorMessage?: (error: unknown) => string
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiHttpError && error.status === 401
}

const queryStateStyles = defineStyles(`
.fw-query-error { margin: 0; padding: 16px; color: var(--fw-negative); }
`, 'kit')

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
        <p className="fw-query-error" role="alert">
          {(props.errorMessage ?? errorText)(state.error)}
        </p>
      </div>
    )
  }
  if (props.isEmpty?.(state.data)) {
    return (
      <div className={className} data-status="empty">
        {props.empty}
      </div>
    )
  }
  return <>{props.children(state.data)}</>
}
