// The "now" line of a chart over days or hours: a dashed line across the plot where the day or hour
// in progress has got to, labelled "now", so the live moment shows on the chart itself and not only
// in a category label the axis may thin away. Drawn inside the chart's role="img" drawing; the data
// table says the same with the "(now)" label and the missing values of what is still to come.

/**
 * Where `now` (ChartData.now: the index of the label in progress plus the fraction of it gone)
 * falls along the category axis, given where each label's slot starts and the slot's width.
 */
export function nowPosition(now: number, labelCount: number, slotStart: (index: number) => number, step: number): number | null {
  if (!Number.isFinite(now) || labelCount === 0) return null
  const clamped = Math.min(Math.max(now, 0), labelCount)
  const index = Math.min(Math.floor(clamped), labelCount - 1)
  return slotStart(index) + (clamped - index) * step
}

export function NowMark({ x, height }: { x: number | null; height: number }) {
  if (x === null) return null
  return (
    <g className="fw-chart-now" transform={`translate(${x},0)`}>
      <line y1={0} y2={height} />
      <text y={-2} textAnchor="middle">
        now
      </text>
    </g>
  )
}
