// Areas: one filled curve per series (years), overlaid and translucent so none hides another.
import { area, curveMonotoneX, line } from 'd3-shape'
import { useMemo } from 'react'
import { CategoryAxis, ValueAxis } from './axes'
import { ChartSurface } from './chart-surface'
import { drawingSize, verticalChartMargin } from './layout'
import { seriesColor } from './palette'
import { innerSize, makeAreaScales, tickCountFor } from './scales'
import { drawnData, type ChartBaseProps } from './types'

export type AreaChartProps = ChartBaseProps

interface PlotPoint {
  x: number
  value: number
}

export function AreaChart(props: AreaChartProps) {
  const { title, data, width, height, formatValue, formatTick = formatValue, labelHeader = 'Label' } = props
  // accessors
  const drawn = useMemo(() => drawnData(data), [data])
  const valueAt = (values: readonly number[], index: number) => {
    const value = values[index] ?? 0
    return Number.isFinite(value) ? value : 0
  }
  // bounds
  const showLegend = drawn.series.length > 1
  const drawing = drawingSize({ width, height }, showLegend)
  const margin = verticalChartMargin(drawn, formatTick)
  const inner = innerSize(drawing, margin)
  // scales
  const { xScale, yScale } = useMemo(() => makeAreaScales(drawn, inner), [drawn, inner.width, inner.height])
  const step = xScale.step()
  const centre = (label: string) => xScale(label) ?? 0
  const targets = drawn.labels.map((label) => ({ x: margin.left + centre(label) - step / 2, y: margin.top, width: step, height: inner.height }))
  const fill = area<PlotPoint>()
    .x((point) => point.x)
    .y0(yScale(0))
    .y1((point) => yScale(point.value))
    .curve(curveMonotoneX)
  const stroke = line<PlotPoint>()
    .x((point) => point.x)
    .y((point) => yScale(point.value))
    .curve(curveMonotoneX)
  // render
  return (
    <ChartSurface
      className="fw-area-chart"
      title={title}
      kind="area chart"
      labelHeader={labelHeader}
      data={data}
      size={{ width, height }}
      describe={{ formatValue }}
      showLegend={showLegend}
      targets={targets}
    >
      {(activeIndex) => (
        <g transform={`translate(${margin.left},${margin.top})`}>
          <ValueAxis scale={yScale} tickCount={tickCountFor(inner.height)} gridLength={inner.width} format={formatTick} orientation="left" />
          {drawn.series.map((series, seriesIndex) => {
            const points = drawn.labels.map((label, index) => ({ x: centre(label), value: valueAt(series.values, index) }))
            const colour = seriesColor(series, seriesIndex)
            return (
              <g key={series.key} className="fw-chart-series">
                <path className="fw-chart-area" d={fill(points) ?? undefined} fill={colour} />
                <path className="fw-chart-line" d={stroke(points) ?? undefined} stroke={colour} />
                {/* A single point has no area to draw: mark it. */}
                {points.length === 1 ? <circle className="fw-chart-dot" cx={points[0]!.x} cy={yScale(points[0]!.value)} r={4} fill={colour} /> : null}
              </g>
            )
          })}
          {activeIndex === null ? null : (
            <g className="fw-chart-active">
              <line className="fw-chart-cursor-line" x1={centre(drawn.labels[activeIndex] ?? '')} x2={centre(drawn.labels[activeIndex] ?? '')} y1={0} y2={inner.height} />
              {drawn.series.map((series, seriesIndex) => (
                <circle
                  key={series.key}
                  className="fw-chart-dot"
                  cx={centre(drawn.labels[activeIndex] ?? '')}
                  cy={yScale(valueAt(series.values, activeIndex))}
                  r={4}
                  fill={seriesColor(series, seriesIndex)}
                />
              ))}
            </g>
          )}
          <CategoryAxis labels={drawn.labels} position={centre} step={step} orientation="bottom" offset={inner.height} />
        </g>
      )}
    </ChartSurface>
  )
}
