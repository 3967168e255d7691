// Areas: one filled curve per series (years), overlaid and translucent so none hides another. A
// value still to come (NaN, a season in progress) ends its curve there rather than dropping to 0.
import { area, curveMonotoneX, line } from 'd3-shape'
import { useMemo } from 'react'
import { CategoryAxis, ValueAxis } from './axes'
import { ChartSurface } from './chart-surface'
import { drawingSize, verticalChartMargin } from './layout'
import { NowMark, nowPosition } from './now-mark'
import { seriesColor } from './palette'
import { innerSize, makeAreaScales, tickCountFor } from './scales'
import { drawnData, type ChartBaseProps } from './types'

export type AreaChartProps = ChartBaseProps

interface PlotPoint {
  x: number
  value: number
  /** False for a value still to come: the curve stops before it. */
  known: boolean
}

/** Points with no known neighbour: a curve cannot draw them, so they get a dot. */
export function loneKnownPoints<T extends { known: boolean }>(points: readonly T[]): T[] {
  return points.filter((point, index) => point.known && !points[index - 1]?.known && !points[index + 1]?.known)
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
  const nowX = data.now === undefined ? null : nowPosition(data.now, drawn.labels.length, (index) => centre(drawn.labels[index] ?? '') - step / 2, step)
  const fill = area<PlotPoint>()
    .defined((point) => point.known)
    .x((point) => point.x)
    .y0(yScale(0))
    .y1((point) => yScale(point.value))
    .curve(curveMonotoneX)
  const stroke = line<PlotPoint>()
    .defined((point) => point.known)
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
            const points = drawn.labels.map((label, index) => ({
              x: centre(label),
              value: valueAt(series.values, index),
              known: Number.isFinite(series.values[index] ?? 0),
            }))
            const colour = seriesColor(series, seriesIndex)
            return (
              <g key={series.key} className="fw-chart-series">
                <path className="fw-chart-area" d={fill(points) ?? undefined} fill={colour} />
                <path className="fw-chart-line" d={stroke(points) ?? undefined} stroke={colour} />
                {/* A point with no neighbour has no area to draw: mark it. */}
                {loneKnownPoints(points).map((point) => (
                  <circle key={point.x} className="fw-chart-dot" cx={point.x} cy={yScale(point.value)} r={4} fill={colour} />
                ))}
              </g>
            )
          })}
          {activeIndex === null ? null : (
            <g className="fw-chart-active">
              <line className="fw-chart-cursor-line" x1={centre(drawn.labels[activeIndex] ?? '')} x2={centre(drawn.labels[activeIndex] ?? '')} y1={0} y2={inner.height} />
              {drawn.series.map((series, seriesIndex) =>
                // A value still to come has no dot.
                !Number.isFinite(series.values[activeIndex] ?? 0) ? null : (
                  <circle
                    key={series.key}
                    className="fw-chart-dot"
                    cx={centre(drawn.labels[activeIndex] ?? '')}
                    cy={yScale(valueAt(series.values, activeIndex))}
                    r={4}
                    fill={seriesColor(series, seriesIndex)}
                  />
                ),
              )}
            </g>
          )}
          <NowMark x={nowX} height={inner.height} />
          <CategoryAxis labels={drawn.labels} position={centre} step={step} orientation="bottom" offset={inner.height} />
        </g>
      )}
    </ChartSurface>
  )
}
