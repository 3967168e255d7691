// The pace chart: each season's net sales added up hour by hour across the eight window days,
// one line per season (earlier seasons whole, the newest up to now) and a line where "now" falls,
// so where the newest line runs above or below the others at the now line is the pace.
import { line } from 'd3-shape'
import { useMemo } from 'react'
import { ChartSurface } from '../chart-kit/chart-surface'
import { ValueAxis } from '../chart-kit/axes'
import { drawingSize, verticalChartMargin } from '../chart-kit/layout'
import { seriesColor } from '../chart-kit/palette'
import { innerSize, tickCountFor } from '../chart-kit/scales'
import type { ChartData } from '../chart-kit/types'
import { formatMoney } from '../../src/format'
import { SEASON_DAYS, seasonDayLabel } from '../../src/season/window'
import { WINDOW_HOUR_LABELS, type CumulativeSeason } from './pace-model'
import { makePaceScales, WINDOW_HOURS } from './pace-scales'

export interface PaceChartProps {
  title: string
  seasons: readonly CumulativeSeason[]
  /** Where now falls on the window's hours; null out of season. */
  now: number | null
  width: number
  height: number
}

const formatDollars = (cents: number) => formatMoney(cents, { decimals: 0 })

/** The chart's data as the kit reads it (tooltip, data table): hours past a season's end have no value. */
export function paceChartData(seasons: readonly CumulativeSeason[]): ChartData {
  return {
    labels: WINDOW_HOUR_LABELS,
    series: seasons.map((season) => ({
      key: String(season.year),
      name: String(season.year),
      values: WINDOW_HOUR_LABELS.map((_, hour) => season.cumulative[hour] ?? Number.NaN),
    })),
  }
}

export function PaceChart({ title, seasons, now, width, height }: PaceChartProps) {
  // accessors
  const data = useMemo(() => paceChartData(seasons), [seasons])
  const pointsOf = (season: CumulativeSeason) => [{ hour: 0, cents: 0 }, ...season.cumulative.map((cents, hour) => ({ hour: hour + 1, cents }))]
  // bounds
  const showLegend = seasons.length > 1
  const margin = verticalChartMargin(data, formatDollars)
  const inner = innerSize(drawingSize({ width, height }, showLegend), margin)
  // scales
  const { xScale, yScale } = useMemo(() => makePaceScales(seasons, inner), [seasons, inner.width, inner.height])
  const path = line<{ hour: number; cents: number }>()
    .x((point) => xScale(point.hour))
    .y((point) => yScale(point.cents))
  const hourWidth = inner.width / WINDOW_HOURS
  const targets = WINDOW_HOUR_LABELS.map((_, hour) => ({ x: margin.left + xScale(hour), y: margin.top, width: hourWidth, height: inner.height }))
  // render
  return (
    <ChartSurface
      className="fw-pace-chart"
      title={title}
      kind="line chart"
      labelHeader="Hour"
      data={data}
      size={{ width, height }}
      describe={{ formatValue: formatDollars }}
      showLegend={showLegend}
      targets={targets}
    >
      {(activeIndex) => (
        <g transform={`translate(${margin.left},${margin.top})`}>
          <ValueAxis scale={yScale} tickCount={tickCountFor(inner.height)} gridLength={inner.width} format={formatDollars} orientation="left" />
          <g className="fw-chart-axis fw-chart-axis-category fw-chart-axis-bottom">
            {SEASON_DAYS.map((day, index) => (
              <g key={day} transform={`translate(${xScale(index * 24)},0)`}>
                <line className="fw-chart-grid" y1={0} y2={inner.height} />
                <text className="fw-chart-tick" x={hourWidth * 12} y={inner.height + 16} textAnchor="middle">
                  {seasonDayLabel(day)}
                </text>
              </g>
            ))}
          </g>
          {seasons.map((season, index) => (
            <path
              key={season.year}
              className="fw-chart-line fw-pace-line"
              data-newest={index === seasons.length - 1 || undefined}
              d={path(pointsOf(season)) ?? undefined}
              stroke={seriesColor(data.series[index]!, index)}
              fill="none"
            />
          ))}
          {now === null ? null : (
            <g className="fw-pace-now" transform={`translate(${xScale(now)},0)`}>
              <line y1={0} y2={inner.height} />
              <text y={-2} textAnchor="middle">
                now
              </text>
            </g>
          )}
          {activeIndex === null ? null : (
            <g className="fw-chart-active">
              <line className="fw-chart-cursor-line" x1={xScale(activeIndex + 1)} x2={xScale(activeIndex + 1)} y1={0} y2={inner.height} />
              {seasons.map((season, index) =>
                season.cumulative[activeIndex] === undefined ? null : (
                  <circle key={season.year} className="fw-chart-dot" cx={xScale(activeIndex + 1)} cy={yScale(season.cumulative[activeIndex]!)} r={4} fill={seriesColor(data.series[index]!, index)} />
                ),
              )}
            </g>
          )}
        </g>
      )}
    </ChartSurface>
  )
}
