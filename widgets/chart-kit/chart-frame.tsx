// The frame around a chart: its title, the Bar/Area toggle, the full-screen expand, the loading
// and empty texts and the error boundary. The frame measures its body (ResizeObserver) and hands
// the chart its width and height, so charts themselves stay pure functions of their size. Full
// screen, it is the page's open dialog (src/page/open-dialogs) until it closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { ChartEmpty, ChartErrorBoundary, ChartLoading } from './chart-states'
import { trapTabKey } from './focus-trap'
import { FALLBACK_WIDTH, useElementSize } from './use-element-size'
import { useStyles } from '../../src/elements/use-styles'
import { holdOpenDialog } from '../../src/page/open-dialogs'
import { chartKitStyles } from './styles'

/** Chart height (docs/screens.md#numbers-the-screens-keep). */
export const CHART_HEIGHT = 250
/** Height of the payment type chart (docs/screens.md#numbers-the-screens-keep). */
export const PAYMENT_CHART_HEIGHT = 400

export type ChartMode = 'bar' | 'area'

export interface ChartRenderArgs {
  width: number
  height: number
  /** The toggle's choice ('bar' when the frame has no toggle). */
  mode: ChartMode
}

export interface ChartFrameProps {
  title: string
  /** Fills "Loading {name} chart..."; defaults to the title. */
  loadingName?: string
  /** Body height in pixels when not expanded. */
  height?: number
  loading?: boolean
  /** Shows "No data available" instead of the chart. */
  empty?: boolean
  /** Offers the Bar/Area toggle, starting on this mode. */
  defaultMode?: ChartMode
  /** Told when the toggle changes mode. */
  onModeChange?: (mode: ChartMode) => void
  /** Extra content between the header and the chart (totals, a note). */
  summary?: ReactNode
  /** Gives a failed chart another try when it changes (usually the data). */
  resetKey?: unknown
  children: (args: ChartRenderArgs) => ReactNode
}

export function ChartFrame(props: ChartFrameProps) {
  useStyles(chartKitStyles)
  const { title, loadingName = title, height = CHART_HEIGHT, loading = false, empty = false, defaultMode, summary } = props
  const titleId = useId()
  const frameRef = useRef<HTMLElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const expandRef = useRef<HTMLButtonElement>(null)
  const [mode, setMode] = useState<ChartMode>(defaultMode ?? 'bar')
  const [expanded, setExpanded] = useState(false)
  const size = useElementSize(bodyRef, { width: FALLBACK_WIDTH, height })

  const collapse = () => {
    setExpanded(false)
    // The button stays mounted across the change, so focus can go straight back to it.
    expandRef.current?.focus()
  }

  useEffect(() => (expanded ? holdOpenDialog() : undefined), [expanded])

  // Escape closes the full-screen chart wherever focus is, even outside the widget.
  useEffect(() => {
    if (!expanded) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setExpanded(false)
      expandRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [expanded])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (expanded && frameRef.current) trapTabKey(event, frameRef.current)
  }

  const chooseMode = (next: ChartMode) => {
    setMode(next)
    props.onModeChange?.(next)
  }

  const body = loading ? (
    <ChartLoading name={loadingName} />
  ) : empty ? (
    <ChartEmpty />
  ) : (
    <ChartErrorBoundary resetKeys={[props.resetKey, mode]}>
      {size.width > 0 && size.height > 0 ? <ChartBody render={props.children} args={{ width: size.width, height: size.height, mode }} /> : null}
    </ChartErrorBoundary>
  )

  return (
    <section
      ref={frameRef}
      className="fw-chart-frame"
      part="chart"
      data-expanded={expanded || undefined}
      role={expanded ? 'dialog' : undefined}
      aria-modal={expanded || undefined}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <header className="fw-chart-frame-header" part="header">
        <h3 id={titleId} className="fw-chart-frame-title" part="title">
          {title}
        </h3>
        <div className="fw-chart-frame-actions">
          {defaultMode ? (
            <div className="fw-chart-toggle" role="group" aria-label={`${title} chart type`}>
              {(['bar', 'area'] as const).map((option) => (
                <button key={option} type="button" aria-pressed={mode === option} onClick={() => chooseMode(option)}>
                  {option === 'bar' ? 'Bar' : 'Area'}
                </button>
              ))}
            </div>
          ) : null}
          <button
            ref={expandRef}
            type="button"
            className="fw-chart-expand"
            aria-label={expanded ? 'Exit full screen' : 'Expand chart'}
            title={expanded ? 'Exit full screen' : 'Expand chart'}
            onClick={() => (expanded ? collapse() : setExpanded(true))}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d={expanded ? 'M6 2v4H2M10 2v4h4M6 14v-4H2M10 14v-4h4' : 'M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4'} />
            </svg>
          </button>
        </div>
      </header>
      {summary}
      <div ref={bodyRef} className="fw-chart-frame-body" style={expanded ? undefined : { height }}>
        {body}
      </div>
    </section>
  )
}

/** Calls the chart's render function inside the error boundary, so a chart that throws while it is drawn is caught too. */
function ChartBody({ render, args }: { render: ChartFrameProps['children']; args: ChartRenderArgs }) {
  return <>{render(args)}</>
}
