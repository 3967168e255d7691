// What a person reads about one label of a chart: each series' value there, and for stacked
// charts each part's share of its stack and the stack's total. The tooltip, the focusable point's
// accessible name and the hidden data table all read it from here, so they always agree.
import { MISSING_FIGURE } from '../../src/format/money'
import { labelColor, seriesColor } from './palette'
import { stackLayout } from './scales'
import { drawnData, type ChartData, type ValueFormatter } from './types'

export interface DatumRow {
  key: string
  name: string
  color: string
  value: number
  formatted: string
  /** The value's share of its stack ("40.0%"), for stacked charts. */
  share?: string
}

export interface DatumTotal {
  key: string
  name: string
  value: number
  formatted: string
}

export interface DatumSummary {
  label: string
  rows: DatumRow[]
  /** One total per stack of two or more series (stacked charts only). */
  totals: DatumTotal[]
}

export interface DescribeOptions {
  formatValue: ValueFormatter
  /** Given for stacked charts: formats a part's fraction of its stack (0.4 → "40.0%"). */
  formatShare?: (fraction: number) => string
  /** The chart colours bars by label (each year its own colour), so the swatches must too. */
  colorByLabel?: boolean
}

function finite(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0
}

/** The rows of one label (by index) of a chart. */
export function describeDatum(data: ChartData, index: number, options: DescribeOptions): DatumSummary {
  const { formatValue, formatShare } = options
  // Shares and totals only make sense among drawn series; tooltip-only ones never join a stack.
  const drawn = drawnData(data)
  const layout = formatShare ? stackLayout(drawn) : null
  const rows = data.series.map((series, seriesIndex): DatumRow => {
    const value = finite(series.values[index])
    // Colours follow the drawn order, as the chart assigns them.
    const drawnIndex = drawn.series.indexOf(series)
    const row: DatumRow = {
      key: series.key,
      name: series.name,
      color: options.colorByLabel ? labelColor(data, index) : seriesColor(series, drawnIndex >= 0 ? drawnIndex : seriesIndex),
      value,
      // A value the series does not have (a season's line that stops at now) reads as missing, not as 0.
      formatted: Number.isFinite(series.values[index]) ? (series.format ?? formatValue)(value) : MISSING_FIGURE,
    }
    if (layout && formatShare && drawnIndex >= 0) {
      const stackIndex = layout.stackIds.indexOf(layout.stackOf[drawnIndex]!)
      const total = layout.totals[stackIndex]?.[index] ?? 0
      if (total !== 0) row.share = formatShare(value / total)
    }
    return row
  })
  const totals: DatumTotal[] = []
  if (layout) {
    layout.stackIds.forEach((stackId, stackIndex) => {
      const members = layout.stackOf.filter((id) => id === stackId).length
      if (members < 2) return
      const value = layout.totals[stackIndex]?.[index] ?? 0
      totals.push({ key: `total-${stackId}`, name: `${stackId} total`, value, formatted: formatValue(value) })
    })
  }
  return { label: data.labels[index] ?? '', rows, totals }
}

/** One line for a screen reader: "6/28: 2024 $1,234, 2025 $980". */
export function datumText(summary: DatumSummary): string {
  const parts = [
    ...summary.rows.map((row) => `${row.name} ${row.formatted}${row.share ? ` (${row.share})` : ''}`),
    ...summary.totals.map((total) => `${total.name} ${total.formatted}`),
  ]
  return `${summary.label}: ${parts.join(', ')}`
}
