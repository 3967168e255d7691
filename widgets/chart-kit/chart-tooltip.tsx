// The tooltip of a chart's data point, shown on hover and on keyboard focus alike. Positioned by
// @floating-ui against the point's hit target and portalled into the widget's own shadow root
// (usePortalRoot), so the widget's styles reach it and the host page's overflow cannot clip it.
// Only the positioning part of @floating-ui (react-dom): a tooltip needs none of the interaction
// hooks, and every chart's bundle would carry them and tabbable.
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom'
import { createPortal } from 'react-dom'
import type { DatumSummary } from './datum'
import { usePortalRoot } from '../../src/elements/portal-root'

export interface ChartTooltipProps {
  /** Element id, referenced by the focused point's aria-describedby. */
  id: string
  /** The hit target of the active point; the tooltip sits above it. */
  anchor: Element
  summary: DatumSummary
}

/** The floating box naming a label and each series' value at it. */
export function ChartTooltip({ id, anchor, summary }: ChartTooltipProps) {
  const root = usePortalRoot()
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    placement: 'top',
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  return createPortal(
    <div id={id} ref={refs.setFloating} style={floatingStyles} role="tooltip" className="fw-chart-tooltip">
      <div className="fw-chart-tooltip-title">{summary.label}</div>
      <ul className="fw-chart-tooltip-rows">
        {summary.rows.map((row) => (
          <li key={row.key} className="fw-chart-tooltip-row">
            <span className="fw-chart-swatch" style={{ background: row.color }} aria-hidden="true" />
            <span className="fw-chart-tooltip-name">{row.name}</span>
            <span className="fw-chart-tooltip-value">
              {row.formatted}
              {row.share === undefined ? null : <span className="fw-chart-tooltip-share"> ({row.share})</span>}
            </span>
          </li>
        ))}
        {summary.totals.map((total) => (
          <li key={total.key} className="fw-chart-tooltip-row fw-chart-tooltip-total">
            <span className="fw-chart-tooltip-name">{total.name}</span>
            <span className="fw-chart-tooltip-value">{total.formatted}</span>
          </li>
        ))}
      </ul>
    </div>,
    root ?? document.body,
  )
}
