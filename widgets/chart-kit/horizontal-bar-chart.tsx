// Horizontal bars: categories (item names) down the side, one bar each, longest values widest.
import { useMemo } from 'react'
import { CategoryAxis, ValueAxis } from './axes'
import { ChartSurface } from './chart-surface'
import { drawingSize, horizontalChartMargin } from './layout'
import { seriesColor } from './palette'
import { innerSize, makeHorizontalBarScales, tickCountFor } from './scales'
import { drawnData, type ChartData, type ChartBaseProps } from './types'

export interface HorizontalBarChartProps extends ChartBaseProps {
  /** Draws the first drawn series; tooltip-only series add detail (units, average price). */
  data: ChartData
  /** Longest label shown before the axis runs out of room (names are cut by the caller). */
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
  const top = (label: string) => yScale(label) ?? 0
  const targets = drawn.labels.map((label) => ({ x: margin.left, y: margin.top + top(label) - gap / 2, width: inner.width, height: yScale.step() }))
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
            <rect className="fw-chart-cursor" y={top(drawn.labels[activeIndex] ?? '') - gap / 2} width={inner.width} height={yScale.step()} />
          )}
          <g className="fw-chart-series" fill={bars ? seriesColor(bars, 0) : undefined}>
            {drawn.labels.map((label, index) => {
              const zero = xScale(0)
              const end = xScale(valueAt(index))
              return (
                <rect
                  key={index}
                  className="fw-chart-bar"
                  data-active={activeIndex === index || undefined}
                  x={Math.min(zero, end)}
                  y={top(label)}
                  width={Math.abs(end - zero)}
                  height={yScale.bandwidth()}
                />
              )
            })}
          </g>
          <CategoryAxis labels={drawn.labels} position={(label) => top(label) + yScale.bandwidth() / 2} step={yScale.step()} orientation="left" />
        </g>
      )}
    </ChartSurface>
  )
}
