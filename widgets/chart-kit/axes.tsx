// Axes and grid lines drawn in SVG: value ticks with grid lines across the plot, and category
// labels thinned so neighbours never overlap. Rendered inside the chart's role="img" drawing.
import { estimateTextWidth, labelStride } from './scales'
import type { ValueFormatter } from './types'

interface ValueScale {
  (value: number): number
  ticks(count?: number): number[]
}

export interface ValueAxisProps {
  scale: ValueScale
  tickCount: number
  /** Length of the grid lines (the plot's width for a left axis, height for a bottom one). */
  gridLength: number
  format: ValueFormatter
  orientation: 'left' | 'bottom'
  /** For a bottom axis: the plot's height, where the labels sit. */
  offset?: number
}

/** Value ticks with grid lines; the zero line is drawn stronger as the bars' baseline. */
export function ValueAxis({ scale, tickCount, gridLength, format, orientation, offset = 0 }: ValueAxisProps) {
  const ticks = scale.ticks(tickCount)
  return (
    <g className={`fw-chart-axis fw-chart-axis-value fw-chart-axis-${orientation}`}>
      {ticks.map((tick) => {
        const position = scale(tick)
        const gridClass = tick === 0 ? 'fw-chart-grid fw-chart-baseline' : 'fw-chart-grid'
        return orientation === 'left' ? (
          <g key={tick} transform={`translate(0,${position})`}>
            <line className={gridClass} x1={0} x2={gridLength} />
            <text className="fw-chart-tick" x={-8} dy="0.32em" textAnchor="end">
              {format(tick)}
            </text>
          </g>
        ) : (
          <g key={tick} transform={`translate(${position},0)`}>
            <line className={gridClass} y1={0} y2={gridLength} />
            <text className="fw-chart-tick" y={offset + 16} textAnchor="middle">
              {format(tick)}
            </text>
          </g>
        )
      })}
    </g>
  )
}

export interface CategoryAxisProps {
  labels: readonly string[]
  /** Centre of a label's band or point, along the axis (by label, or by index where labels repeat). */
  position: (label: string, index: number) => number
  /** Distance between neighbouring labels. */
  step: number
  orientation: 'bottom' | 'left'
  /** For a bottom axis: the plot's height, where the labels sit. */
  offset?: number
}

/** Category labels (days, hours, years, items), every n-th one when space is short. */
export function CategoryAxis({ labels, position, step, orientation, offset = 0 }: CategoryAxisProps) {
  const widest = orientation === 'bottom' ? Math.max(0, ...labels.map((label) => estimateTextWidth(label))) : 11
  const stride = labelStride(step, widest)
  return (
    <g className={`fw-chart-axis fw-chart-axis-category fw-chart-axis-${orientation}`}>
      {labels.map((label, index) =>
        index % stride !== 0 ? null : orientation === 'bottom' ? (
          <text key={index} className="fw-chart-tick" x={position(label, index)} y={offset + 16} textAnchor="middle">
            {label}
          </text>
        ) : (
          <text key={index} className="fw-chart-tick" x={-8} y={position(label, index)} dy="0.32em" textAnchor="end">
            {label}
          </text>
        ),
      )}
    </g>
  )
}
