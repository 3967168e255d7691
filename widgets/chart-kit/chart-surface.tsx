// What every chart shares around its own drawing: the root with its stable class, the legend,
// the role="img" SVG with an accessible name, the focusable points, the hidden data table and
// the tooltip of the active point. A chart supplies its drawing and one hit target per label.
import { useId, useMemo, useState, type ReactNode } from 'react'
import { ChartTooltip } from './chart-tooltip'
import { ChartDataTable } from './data-table'
import { datumText, describeDatum, type DescribeOptions } from './datum'
import { FocusLayer, type HitTarget } from './focus-layer'
import { drawingSize } from './layout'
import { ChartLegend } from './legend'
import type { ChartData, Size } from './types'
import { useStyles } from '../../src/elements/use-styles'
import { chartKitStyles } from './styles'

export interface ChartSurfaceProps {
  /** The chart's stable root class (fw-bar-chart, fw-area-chart …). */
  className: string
  title: string
  /** Kind of chart, for the accessible name ("bar chart"). */
  kind: string
  /** Header of the data table's label column ("Day", "Hour" …). */
  labelHeader: string
  data: ChartData
  /** The chart's whole size, legend included. */
  size: Size
  describe: DescribeOptions
  showLegend: boolean
  /** One per label, in the drawing's coordinates. */
  targets: readonly HitTarget[]
  /** Draws the chart; gets the active label's index to highlight it. */
  children: (activeIndex: number | null) => ReactNode
}

interface ActivePoint {
  index: number
  anchor: Element
}

export function ChartSurface(props: ChartSurfaceProps) {
  useStyles(chartKitStyles)
  const { className, title, kind, labelHeader, data, size, describe, showLegend, targets, children } = props
  const tooltipId = useId()
  const [active, setActive] = useState<ActivePoint | null>(null)
  const drawing = drawingSize(size, showLegend)
  const summaries = useMemo(
    () => data.labels.map((_, index) => describeDatum(data, index, describe)),
    // The formatters, not the options object, decide the text: callers may pass a fresh object.
    [data, describe.formatValue, describe.formatShare, describe.colorByLabel],
  )
  const activeSummary = active ? summaries[active.index] : undefined

  return (
    <div className={`fw-chart ${className}`}>
      {showLegend ? <ChartLegend series={data.series} /> : null}
      <div className="fw-chart-plot" style={{ width: drawing.width, height: drawing.height }}>
        {/* The viewBox lets print scale the drawing to the paper's width (chart-kit.css). */}
        <svg
          className="fw-chart-drawing"
          role="img"
          aria-label={`${title}, ${kind}`}
          width={drawing.width}
          height={drawing.height}
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        >
          {children(active?.index ?? null)}
        </svg>
        <FocusLayer
          label={`${title} data points`}
          width={drawing.width}
          height={drawing.height}
          targets={targets}
          targetNames={summaries.map(datumText)}
          activeIndex={active?.index ?? null}
          tooltipId={tooltipId}
          onActivate={(index, anchor) => setActive({ index, anchor })}
          onDeactivate={() => setActive(null)}
        />
      </div>
      <ChartDataTable caption={title} labelHeader={labelHeader} summaries={summaries} />
      {active && activeSummary ? <ChartTooltip id={tooltipId} anchor={active.anchor} summary={activeSummary} /> : null}
    </div>
  )
}
