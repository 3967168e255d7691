// The texts a chart shows instead of itself (docs/screens.md#location-details): while loading, when there is
// nothing to draw, and when drawing failed (the error's own text is never shown).
import { Component, type ErrorInfo, type ReactNode } from 'react'

/** Shown while a chart's data loads: "Loading Net Sales chart...". */
export function ChartLoading({ name }: { name: string }) {
  return (
    <div className="fw-chart-message fw-chart-loading" role="status">
      Loading {name} chart...
    </div>
  )
}

/** Shown when a chart has no values to draw. */
export function ChartEmpty() {
  return <div className="fw-chart-message fw-chart-empty">No data available</div>
}

/** Shown in place of a chart that failed to draw. */
export function ChartUnavailable() {
  return (
    <div className="fw-chart-message fw-chart-unavailable" role="status">
      Chart unavailable
    </div>
  )
}

export interface ChartErrorBoundaryProps {
  /** When any of these changes (compared by identity: new data, another mode) the chart gets another try. */
  resetKeys: readonly unknown[]
  /** Told about the failure, for logging; the person reading the chart never sees it. */
  onError?: (error: unknown, info: ErrorInfo) => void
  children: ReactNode
}

interface ChartErrorBoundaryState {
  failed: boolean
  failedKeys: readonly unknown[]
}

function sameKeys(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((key, index) => Object.is(key, b[index]))
}

/**
 * Keeps one chart's failure from taking down the widget: the chart is replaced by a neutral
 * message, because an exception's text means nothing to the reader and may expose internals.
 */
export class ChartErrorBoundary extends Component<ChartErrorBoundaryProps, ChartErrorBoundaryState> {
  override state: ChartErrorBoundaryState = { failed: false, failedKeys: [] }

  static getDerivedStateFromError(): Partial<ChartErrorBoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: ChartErrorBoundaryProps, state: ChartErrorBoundaryState): Partial<ChartErrorBoundaryState> | null {
    if (!state.failed) return { failedKeys: props.resetKeys }
    return sameKeys(props.resetKeys, state.failedKeys) ? null : { failed: false, failedKeys: props.resetKeys }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  override render() {
    return this.state.failed ? <ChartUnavailable /> : this.props.children
  }
}
