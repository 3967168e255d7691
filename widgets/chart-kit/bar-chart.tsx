// Vertical bars: one bar per label, grouped side by side when there are several series (years).
import { useMemo } from 'react'
import { CategoryAxis, ValueAxis } from './axes'
import { ChartSurface } from './chart-surface'
import { drawingSize, verticalChartMargin } from './layout'
import { NowMark, nowPosition } from './now-mark'
import { labelColor, seriesColor } from './palette'
import { innerSize, makeBarScales, tickCountFor } from './scales'
import { drawnData, type ChartBaseProps, type ChartSeries } from './types'

export interface BarChartProps extends ChartBaseProps {
  /** Colour each bar by its label rather than its series (one colour per year). */
  colorByLabel?: boolean
  /** Extra root class for charts built on this one. */
  className?: string
}

export function BarChart(props: BarChartProps) {
  const { title, data, width, height, formatValue, formatTick = formatValue, labelHeader = 'Label' } = props
  const { colorByLabel = false, className } = props
  // accessors
  const drawn = useMemo(() => drawnData(data), [data])
  const valueAt = (series: ChartSeries, index: number) => {
    const value = series.values[index] ?? 0
    return Number.isFinite(value) ? value : 0
  }
  // bounds
  const showLegend = drawn.series.length > 1
  const drawing = drawingSize({ width, height }, showLegend)
  const margin = verticalChartMargin(drawn, formatTick)
  const inner = innerSize(drawing, margin)
  // scales
  const { xScale, seriesScale, yScale } = useMemo(() => makeBarScales(drawn, inner), [drawn, inner.width, inner.height])
  const gap = xScale.step() - xScale.bandwidth()
  const left = (label: string) => xScale(label) ?? 0
  const nowX = data.now === undefined ? null : nowPosition(data.now, drawn.labels.length, (index) => left(drawn.labels[index] ?? '') - gap / 2, xScale.step())
  const targets = drawn.labels.map((label) => ({
    x: margin.left + left(label) - gap / 2,
    y: margin.top,
    width: xScale.step(),
    height: inner.height,
  }))
  // render
  return (
    <ChartSurface
      className={className ? `fw-bar-chart ${className}` : 'fw-bar-chart'}
      title={title}
      kind="bar chart"
      labelHeader={labelHeader}
      data={data}
      size={{ width, height }}
      describe={{ formatValue, colorByLabel }}
      showLegend={showLegend}
      targets={targets}
    >
      {(activeIndex) => (
        <g transform={`translate(${margin.left},${margin.top})`}>
          <ValueAxis scale={yScale} tickCount={tickCountFor(inner.height)} gridLength={inner.width} format={formatTick} orientation="left" />
          {activeIndex === null ? null : (
            <rect className="fw-chart-cursor" x={left(drawn.labels[activeIndex] ?? '') - gap / 2} width={xScale.step()} height={inner.height} />
          )}
          {drawn.series.map((series, seriesIndex) => (
            <g key={series.key} className="fw-chart-series" fill={seriesColor(series, seriesIndex)}>
              {drawn.labels.map((label, index) => {
                // A value still to come (NaN) has no bar, not a bar of zero.
                if (!Number.isFinite(series.values[index] ?? 0)) return null
                const zero = yScale(0)
                const top = yScale(valueAt(series, index))
                return (
                  <rect
                    key={index}
                    className="fw-chart-bar"
                    data-active={activeIndex === index || undefined}
                    fill={colorByLabel ? labelColor(drawn, index) : undefined}
                    x={left(label) + (seriesScale(series.key) ?? 0)}
                    y={Math.min(zero, top)}
                    width={seriesScale.bandwidth()}
                    height={Math.abs(zero - top)}
                  />
                )
              })}
            </g>
          ))}
          <NowMark x={nowX} height={inner.height} />
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
