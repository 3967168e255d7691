// Stacked bars: series sharing a stack id (cash and card of one year) drawn on top of each other,
// one column per stack inside each label's band; the tooltip gives each part's share and the total.
import { useMemo } from 'react'
import { CategoryAxis, ValueAxis } from './axes'
import { ChartSurface } from './chart-surface'
import { drawingSize, verticalChartMargin } from './layout'
import { seriesColor } from './palette'
import { innerSize, makeStackedBarScales, stackLayout, tickCountFor } from './scales'
import { drawnData, type ChartData, type ChartBaseProps } from './types'

export interface StackedBarChartProps extends ChartBaseProps {
  /** Series with the same `stack` share a column (one stack per year). */
  data: ChartData
  /** Formats a part's share of its stack (0.4 → "40.0%"). */
  formatShare: (fraction: number) => string
}

export function StackedBarChart(props: StackedBarChartProps) {
  const { title, data, width, height, formatValue, formatShare, formatTick = formatValue, labelHeader = 'Label' } = props
  // accessors
  const drawn = useMemo(() => drawnData(data), [data])
  // bounds
  const showLegend = drawn.series.length > 1
  const drawing = drawingSize({ width, height }, showLegend)
  // The value labels must fit the stacks' ends, not the single parts.
  const stackEnds = useMemo(
    () => ({ labels: drawn.labels, series: [{ key: 'ends', name: 'ends', values: stackLayout(drawn).segments.flat(2) }] }),
    [drawn],
  )
  const margin = verticalChartMargin(stackEnds, formatTick)
  const inner = innerSize(drawing, margin)
  // scales
  const { xScale, stackScale, yScale, layout } = useMemo(() => makeStackedBarScales(drawn, inner), [drawn, inner.width, inner.height])
  const gap = xScale.step() - xScale.bandwidth()
  const left = (label: string) => xScale(label) ?? 0
  const targets = drawn.labels.map((label) => ({ x: margin.left + left(label) - gap / 2, y: margin.top, width: xScale.step(), height: inner.height }))
  // render
  return (
    <ChartSurface
      className="fw-stacked-bar-chart"
      title={title}
      kind="stacked bar chart"
      labelHeader={labelHeader}
      data={data}
      size={{ width, height }}
      describe={{ formatValue, formatShare }}
      showLegend={showLegend}
      targets={targets}
    >
      {(activeIndex) => (
        <g transform={`translate(${margin.left},${margin.top})`}>
          <ValueAxis scale={yScale} tickCount={tickCountFor(inner.height)} gridLength={inner.width} format={formatTick} orientation="left" />
          {activeIndex === null ? null : (
            <rect className="fw-chart-cursor" x={left(drawn.labels[activeIndex] ?? '') - gap / 2} width={xScale.step()} height={inner.height} />
          )}
          {drawn.series.map((series, seriesIndex) => {
            const column = stackScale(layout.stackOf[seriesIndex] ?? '') ?? 0
            return (
              <g key={series.key} className="fw-chart-series" fill={seriesColor(series, seriesIndex)}>
                {drawn.labels.map((label, index) => {
                  const [start, end] = layout.segments[seriesIndex]?.[index] ?? [0, 0]
                  return (
                    <rect
                      key={index}
                      className="fw-chart-bar"
                      data-active={activeIndex === index || undefined}
                      x={left(label) + column}
                      y={Math.min(yScale(start), yScale(end))}
                      width={stackScale.bandwidth()}
                      height={Math.abs(yScale(start) - yScale(end))}
                    />
                  )
                })}
              </g>
            )
          })}
          <CategoryAxis
            labels={drawn.labels}
            position={(label) => left(label) + xScale.bandwidth() / 2}
            step={xScale.step()}
            orientation="bottom"
            offset={inner.height}
          />
        </g>
      )}
    </ChartSurface>
  )
}
