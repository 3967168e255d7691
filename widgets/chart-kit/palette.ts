// The charts' seven colours (docs/screens.md#numbers-the-screens-keep) come from the --fw-chart-1 … --fw-chart-7 custom properties,
// which the widget theme sets for light and dark; the light colours stay as fallbacks so a chart
// drawn outside any themed root still has colour.
import type { ChartData, ChartSeries } from './types'

/** Number of distinct chart colours before they repeat. */
export const PALETTE_SIZE = 7

/** Light-theme defaults, used only when --fw-chart-N is not set. */
export const PALETTE_FALLBACKS = ['#2563eb', '#f97316', '#16a34a', '#dc2626', '#9333ea', '#0891b2', '#ca8a04'] as const

/** The CSS colour for the n-th series (0-based), cycling through the palette. */
export function paletteColor(index: number): string {
  const slot = ((index % PALETTE_SIZE) + PALETTE_SIZE) % PALETTE_SIZE
  return `var(--fw-chart-${slot + 1}, ${PALETTE_FALLBACKS[slot]})`
}

/** A series' own colour, or the palette colour of its position. */
export function seriesColor(series: ChartSeries, index: number): string {
  return series.color ?? paletteColor(index)
}

/**
 * The palette slots years take, in turn: every slot but red, which reads as a loss beside sales.
 * Consecutive years always differ, and a year keeps its colour however many are shown.
 */
const YEAR_SLOTS = [0, 1, 2, 4, 5, 6] as const
/** The year that takes the first slot (blue): 2024 orange, 2025 green after it. */
const FIRST_SLOT_YEAR = 2023

/** A season's colour, the same in every chart and whatever other years are selected. */
export function yearColor(year: number): string {
  const turn = (((year - FIRST_SLOT_YEAR) % YEAR_SLOTS.length) + YEAR_SLOTS.length) % YEAR_SLOTS.length
  return paletteColor(YEAR_SLOTS[turn]!)
}

/** A bar's colour in a chart coloured by label: the label's own colour, else its position's. */
export function labelColor(data: ChartData, index: number): string {
  return data.labelColors?.[index] ?? paletteColor(index)
}

/** The chart surface's colour, which faded shades mix towards (opaque, so grid lines stay behind). */
export const CHART_SURFACE = 'var(--fw-surface-raised, #ffffff)'

/**
 * A fainter shade of a colour, mixed with the chart surface: `strength` 1 is the colour itself,
 * 0.5 half way to the surface. Lets one hue (cash) run through several years, newest strongest.
 */
export function shadeColor(color: string, strength: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, strength)) * 100)
  return percent === 100 ? color : `color-mix(in srgb, ${color} ${percent}%, ${CHART_SURFACE})`
}
