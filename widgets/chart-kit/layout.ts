// Margins around a chart's plot: room for the value labels (as wide as the widest formatted tick)
// and the category labels below. Pure, so a chart's bounds are computed before anything renders.
import { estimateTextWidth, makeValueScale, valueExtent } from './scales'
import type { ChartData, Margin, Size, ValueFormatter } from './types'

/** Height of the category labels under the plot. */
export const CATEGORY_AXIS_HEIGHT = 24
/** Room above the plot so the top tick label is not cut in half. */
export const TOP_PADDING = 10
/** Room right of the plot for the last category label's overhang. */
export const RIGHT_PADDING = 12
/** Gap between a value label and the plot edge. */
export const TICK_GAP = 8
/** Height the legend row takes above the plot. */
export const LEGEND_HEIGHT = 24

/** The SVG drawing's size once the legend row (when shown) is taken off the chart's height. */
export function drawingSize(size: Size, showLegend: boolean): Size {
  return { width: size.width, height: Math.max(0, size.height - (showLegend ? LEGEND_HEIGHT : 0)) }
}

/**
 * Pixel width of the value labels: the widest of the nice-rounded ends of the value range as
 * formatted (a negative low end may be the wider one).
 */
export function valueLabelWidth(data: ChartData, format: ValueFormatter): number {
  const values = data.series.flatMap((series) => [...series.values])
  const [low, high] = makeValueScale(valueExtent(values), [0, 1], 5).domain() as [number, number]
  return Math.max(estimateTextWidth(format(low)), estimateTextWidth(format(high)))
}

/** Margins of a chart whose values run up the left side and categories along the bottom. */
export function verticalChartMargin(data: ChartData, formatTick: ValueFormatter): Margin {
  return {
    top: TOP_PADDING,
    right: RIGHT_PADDING,
    bottom: CATEGORY_AXIS_HEIGHT,
    left: valueLabelWidth(data, formatTick) + TICK_GAP + 4,
  }
}

/** Margins of a chart whose categories run down the left side (names up to `maxLabelChars`). */
export function horizontalChartMargin(data: ChartData, maxLabelChars: number): Margin {
  const widest = Math.max(0, ...data.labels.map((label) => estimateTextWidth(label.slice(0, maxLabelChars + 1))))
  return { top: TOP_PADDING, right: RIGHT_PADDING * 2, bottom: CATEGORY_AXIS_HEIGHT, left: widest + TICK_GAP + 4 }
}
