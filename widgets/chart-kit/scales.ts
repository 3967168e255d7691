// Pure scale builders for every chart in the kit: data and inner size in, d3 scales out. No DOM,
// no React, so they are tested with hand-computed numbers (scales.test.ts).
import { max, min } from 'd3-array'
import { scaleBand, scaleLinear, scalePoint, type ScaleBand, type ScaleLinear, type ScalePoint } from 'd3-scale'
import type { ChartData, Margin, Size } from './types'

/** Gap between label bands, as a share of the step (d3 band paddingInner). */
export const BAND_PADDING_INNER = 0.2
/** Space before the first and after the last band, as a share of the step. */
export const BAND_PADDING_OUTER = 0.1
/** Gap between the bars of one label (grouped series or stacks). */
export const SERIES_PADDING = 0.1
/**
 * Vertical room each value tick wants: a 250 px chart gets about five ticks, whose smaller step
 * keeps a small negative value (a refund hour) from pushing the axis far below zero.
 */
export const PIXELS_PER_TICK = 40

/** The drawing area inside the margins; never negative, so a tiny container draws nothing. */
export function innerSize(size: Size, margin: Margin): Size {
  return {
    width: Math.max(0, size.width - margin.left - margin.right),
    height: Math.max(0, size.height - margin.top - margin.bottom),
  }
}

/** Most value ticks an axis shows, however tall it grows (a full-screen chart). */
export const MAX_TICKS = 10

/** How many value ticks fit along a length of pixels: at least two (zero and the top), at most MAX_TICKS. */
export function tickCountFor(length: number): number {
  return Math.min(MAX_TICKS, Math.max(2, Math.floor(length / PIXELS_PER_TICK)))
}

/**
 * The value range a chart must show: always includes zero (bars grow from it), and [0, 1] when
 * every value is zero, so the axis still has a scale. Non-finite values are ignored.
 */
export function valueExtent(values: Iterable<number>): [number, number] {
  const finite = [...values].filter(Number.isFinite)
  const low = Math.min(0, min(finite) ?? 0)
  const high = Math.max(0, max(finite) ?? 0)
  return low === 0 && high === 0 ? [0, 1] : [low, high]
}

/** The round numbers an axis may end at, before their power of ten. */
const ROUND_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10] as const

/** The smallest round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × a power of ten) at or above a positive value: 18 → 20, 3,100 → 4,000. */
export function roundUp(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 0
  const power = 10 ** Math.floor(Math.log10(value))
  const step = ROUND_STEPS.find((candidate) => candidate * power >= value * (1 - 1e-12)) ?? 10
  return step * power
}

/**
 * A linear value scale over an extent, rounded outwards to nice tick values. When the values lie
 * on both sides of zero, the smaller side reaches only as far as its own data needs: a −$18 refund
 * hour under a $9,000 evening ends the axis at −$20, not a whole tick step (−$2,000) below zero.
 */
export function makeValueScale(extent: [number, number], range: [number, number], tickCount: number): ScaleLinear<number, number> {
  const scale = scaleLinear().domain(extent).range(range).nice(tickCount)
  const [low, high] = extent
  if (low < 0 && high > 0) {
    const [niceLow, niceHigh] = scale.domain() as [number, number]
    scale.domain(-low <= high ? [Math.max(niceLow, -roundUp(-low)), niceHigh] : [niceLow, Math.min(niceHigh, roundUp(high))])
  }
  return scale
}

function allValues(data: ChartData): number[] {
  return data.series.flatMap((series) => [...series.values])
}

function labelBand(labels: readonly string[], range: [number, number]): ScaleBand<string> {
  return scaleBand<string>()
    .domain(labels)
    .range(range)
    .paddingInner(BAND_PADDING_INNER)
    .paddingOuter(BAND_PADDING_OUTER)
}

function subBand(keys: readonly string[], width: number): ScaleBand<string> {
  return scaleBand<string>().domain(keys).range([0, width]).padding(keys.length > 1 ? SERIES_PADDING : 0)
}

export interface BarScales {
  /** Label → left edge of its band. */
  xScale: ScaleBand<string>
  /** Series key → offset of its bar inside the label's band. */
  seriesScale: ScaleBand<string>
  /** Value → vertical position (0 at the bottom). */
  yScale: ScaleLinear<number, number>
}

/** Vertical bars, grouped side by side when there is more than one series. */
export function makeBarScales(data: ChartData, inner: Size): BarScales {
  const xScale = labelBand(data.labels, [0, inner.width])
  const seriesScale = subBand(
    data.series.map((series) => series.key),
    xScale.bandwidth(),
  )
  const yScale = makeValueScale(valueExtent(allValues(data)), [inner.height, 0], tickCountFor(inner.height))
  return { xScale, seriesScale, yScale }
}

export interface AreaScales {
  /** Label → horizontal position of its point, half a step in from each edge. */
  xScale: ScalePoint<string>
  yScale: ScaleLinear<number, number>
}

/** Areas: one point per label, centred in equal steps so hit columns tile the width. */
export function makeAreaScales(data: ChartData, inner: Size): AreaScales {
  const xScale = scalePoint<string>().domain(data.labels).range([0, inner.width]).padding(0.5)
  const yScale = makeValueScale(valueExtent(allValues(data)), [inner.height, 0], tickCountFor(inner.height))
  return { xScale, yScale }
}

export interface HorizontalBarScales {
  /**
   * Row index (as a string: "0", "1" …) → top edge of its band. Keyed by position, not label, so
   * two rows whose labels read alike (two names cut to the same 25 characters) stay two bars.
   */
  yScale: ScaleBand<string>
  /** Value → horizontal position (0 at the left). */
  xScale: ScaleLinear<number, number>
}

/** Horizontal bars: labels down the side, values across, one series. */
export function makeHorizontalBarScales(data: ChartData, inner: Size): HorizontalBarScales {
  const yScale = labelBand(data.labels.map((_, index) => String(index)), [0, inner.height])
  const xScale = makeValueScale(valueExtent(allValues(data)), [0, inner.width], tickCountFor(inner.width * 0.6))
  return { yScale, xScale }
}

/** Where each series' segment of a stacked bar starts and ends, per label. */
export interface StackLayout {
  /** Stack ids in order of first appearance; a series without a stack id stands alone. */
  stackIds: string[]
  /** stackOf[seriesIndex] is the stack id that series belongs to. */
  stackOf: string[]
  /** segments[seriesIndex][labelIndex] = [start, end] in values. */
  segments: [number, number][][]
  /** totals[stackIndex][labelIndex] = sum of that stack's values at that label. */
  totals: number[][]
}

/**
 * Stacks series in their order: positive values grow up from zero, negative ones down from zero
 * (a refund-heavy day must not hide under the bar it subtracts from).
 */
export function stackLayout(data: ChartData): StackLayout {
  const stackOf = data.series.map((series) => series.stack ?? series.key)
  const stackIds = [...new Set(stackOf)]
  const zeros = () => data.labels.map(() => 0)
  const tops = stackIds.map(zeros)
  const bottoms = stackIds.map(zeros)
  const totals = stackIds.map(zeros)
  const segments = data.series.map((series, seriesIndex) => {
    const stackIndex = stackIds.indexOf(stackOf[seriesIndex]!)
    const top = tops[stackIndex]!
    const bottom = bottoms[stackIndex]!
    const total = totals[stackIndex]!
    return data.labels.map((_, labelIndex): [number, number] => {
      const raw = series.values[labelIndex] ?? 0
      const value = Number.isFinite(raw) ? raw : 0
      const edge = value >= 0 ? top : bottom
      const start = edge[labelIndex]!
      edge[labelIndex] = start + value
      total[labelIndex] = total[labelIndex]! + value
      return [start, start + value]
    })
  })
  return { stackIds, stackOf, segments, totals }
}

export interface StackedBarScales {
  xScale: ScaleBand<string>
  /** Stack id → offset of its column inside the label's band. */
  stackScale: ScaleBand<string>
  yScale: ScaleLinear<number, number>
  layout: StackLayout
}

/** Stacked bars: one column per stack id inside each label's band, its series on top of each other. */
export function makeStackedBarScales(data: ChartData, inner: Size): StackedBarScales {
  const layout = stackLayout(data)
  const xScale = labelBand(data.labels, [0, inner.width])
  const stackScale = subBand(layout.stackIds, xScale.bandwidth())
  const ends = layout.segments.flatMap((segments) => segments.flat())
  const yScale = makeValueScale(valueExtent(ends), [inner.height, 0], tickCountFor(inner.height))
  return { xScale, stackScale, yScale, layout }
}

/**
 * Show every n-th category label so neighbours do not overlap: the smallest n whose spacing
 * (n × step) leaves room for the widest label.
 */
export function labelStride(step: number, widestLabelPx: number): number {
  if (step <= 0) return 1
  return Math.max(1, Math.ceil((widestLabelPx + 4) / step))
}

/** Rough pixel width of a label in the charts' 11 px font (average glyph ≈ 0.6 em). */
export function estimateTextWidth(text: string, fontSizePx = 11): number {
  return Math.ceil(text.length * fontSizePx * 0.6)
}
