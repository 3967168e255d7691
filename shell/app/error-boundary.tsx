// Catches what a screen throws while rendering and shows the error screen (docs/screens.md#errors-and-messages). A new URL
// (resetKey) or 'Try again' renders the screen anew.
import { Component, type ReactNode } from 'react'
import { ErrorScreen } from './error-screen'

interface ErrorBoundaryProps {
  /** Changing it clears a caught error (the route's path). */
  resetKey: string
  children: ReactNode
}

interface ErrorBoundaryState {
  error: unknown
  caughtFor: string | undefined
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, caughtFor: undefined }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (state.error === undefined) return { caughtFor: props.resetKey }
    return state.caughtFor !== props.resetKey ? { error: undefined, caughtFor: props.resetKey } : null
  }

  override render() {
    if (this.state.error !== undefined) {
      return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: undefined })} />
    }
    return this.props.children
  }
}
