// Horizontal bars: categories (item names) down the side, one bar each, longest values widest.
// Labels are cut on the axis only; the tooltip and the data table read them whole. Rows are
// placed by position, so two labels that read alike once cut still get a bar each.
import { useMemo } from 'react'
import { truncateName } from '../../src/format/truncate'
import { CategoryAxis, ValueAxis } from './axes'
import { ChartSurface } from './chart-surface'
import { drawingSize, horizontalChartMargin } from './layout'
import { seriesColor } from './palette'
import { innerSize, makeHorizontalBarScales, tickCountFor } from './scales'
import { drawnData, type ChartData, type ChartBaseProps } from './types'

export interface HorizontalBarChartProps extends ChartBaseProps {
  /** Draws the first drawn series; tooltip-only series add detail (units, average price). */
  data: ChartData
  /** Longest label the axis shows; longer ones are cut there with an ellipsis (whole in the tooltip). */
  maxLabelChars?: number
}

export function HorizontalBarChart(props: HorizontalBarChartProps) {
  const { title, data, width, height, formatValue, formatTick = formatValue, labelHeader = 'Label', maxLabelChars = 25 } = props
  // accessors
  const drawn = useMemo(() => drawnData(data), [data])
  const bars = drawn.series[0]
  const valueAt = (index: number) => {
    const value = bars?.values[index] ?? 0
    return Number.isFinite(value) ? value : 0
  }
  // bounds
  const drawing = drawingSize({ width, height }, false)
  const margin = horizontalChartMargin(drawn, maxLabelChars)
  const inner = innerSize(drawing, margin)
  // scales
  const { xScale, yScale } = useMemo(() => makeHorizontalBarScales(drawn, inner), [drawn, inner.width, inner.height])
  const gap = yScale.step() - yScale.bandwidth()
  const top = (index: number) => yScale(String(index)) ?? 0
  const targets = drawn.labels.map((_, index) => ({ x: margin.left, y: margin.top + top(index) - gap / 2, width: inner.width, height: yScale.step() }))
  const axisLabels = useMemo(() => drawn.labels.map((label) => truncateName(label, maxLabelChars)), [drawn, maxLabelChars])
  // render
  return (
    <ChartSurface
      className="fw-horizontal-bar-chart"
      title={title}
      kind="horizontal bar chart"
      labelHeader={labelHeader}
      data={data}
      size={{ width, height }}
      describe={{ formatValue }}
      showLegend={false}
      targets={targets}
    >
      {(activeIndex) => (
        <g transform={`translate(${margin.left},${margin.top})`}>
          <ValueAxis
            scale={xScale}
            tickCount={tickCountFor(inner.width * 0.6)}
            gridLength={inner.height}
            format={formatTick}
            orientation="bottom"
            offset={inner.height}
          />
          {activeIndex === null ? null : (
            <rect className="fw-chart-cursor" y={top(activeIndex) - gap / 2} width={inner.width} height={yScale.step()} />
          )}
          <g className="fw-chart-series" fill={bars ? seriesColor(bars, 0) : undefined}>
            {drawn.labels.map((_, index) => {
              const zero = xScale(0)
              const end = xScale(valueAt(index))
              return (
                <rect
                  key={index}
                  className="fw-chart-bar"
                  data-active={activeIndex === index || undefined}
                  x={Math.min(zero, end)}
                  y={top(index)}
                  width={Math.abs(end - zero)}
                  height={yScale.bandwidth()}
                />
              )
            })}
          </g>
          <CategoryAxis labels={axisLabels} position={(_, index) => top(index) + yScale.bandwidth() / 2} step={yScale.step()} orientation="left" />
        </g>
      )}
    </ChartSurface>
  )
}
