// The data every chart in the kit draws: a row of labels (days, hours, years, items) and one or
// more series of values aligned with them. One shape for every chart keeps the tooltip, the hidden
// data table and the keyboard navigation shared.

/** One series of values, `values[i]` belonging to `labels[i]` of its ChartData. */
export interface ChartSeries {
  /** Stable identity (a year, "cash-2024"). */
  key: string
  /** Shown in the legend, the tooltip and the data table. */
  name: string
  values: readonly number[]
  /** A CSS colour; defaults to the palette colour of the series' position. */
  color?: string
  /** Series sharing a stack id are drawn on top of each other (stacked bar chart only). */
  stack?: string
  /** Formats this series' values where it differs from the chart's (units beside dollars). */
  format?: ValueFormatter
  /** Shown in the tooltip and data table but not drawn (an item's units beside its revenue). */
  tooltipOnly?: boolean
}

export interface ChartData {
  labels: readonly string[]
  series: readonly ChartSeries[]
  /** One colour per label, for charts coloured by label (a bar per year in its year's colour). */
  labelColors?: readonly string[]
  /**
   * Where now falls along the labels, for charts over days or hours while one is in progress: the
   * index of the label in progress plus the fraction of it gone (20.5: half through the 21st
   * label, 8:30 PM on an hourly chart). The bar and area charts draw a "now" line there. A value
   * still to come is NaN in its series: not drawn, and read as missing in the data table.
   */
  now?: number
}

/** Turns a value into the text a person reads (whole dollars, a count). */
export type ValueFormatter = (value: number) => string

/** What every chart of the kit takes: its name, its data, its size and how values read. */
export interface ChartBaseProps {
  /** Names the chart for screen readers and captions its data table. */
  title: string
  data: ChartData
  width: number
  height: number
  /** Formats values in the tooltip and table (whole dollars, counts). */
  formatValue: ValueFormatter
  /** Formats the value axis; defaults to formatValue. */
  formatTick?: ValueFormatter
  /** Header of the data table's label column. */
  labelHeader?: string
}

export interface Margin {
  top: number
  right: number
  bottom: number
  left: number
}

export interface Size {
  width: number
  height: number
}

/** The series a chart draws and scales to: all but the tooltip-only ones. */
export function drawnData(data: ChartData): ChartData {
  return data.series.some((series) => series.tooltipOnly)
    ? { ...data, series: data.series.filter((series) => !series.tooltipOnly) }
    : data
}

/** Whether a chart holds nothing worth drawing: no labels, no series, or no value at all. */
export function isEmptyChartData(data: ChartData): boolean {
  if (data.labels.length === 0 || data.series.length === 0) return true
  return drawnData(data).series.every((series) => series.values.every((value) => !Number.isFinite(value) || value === 0))
}
