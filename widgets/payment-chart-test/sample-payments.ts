// The chart test page's sample figures (docs/screens.md#admin-dashboard /admin/payment-chart-test): cash and card amounts
// by day of the June 28 – July 5 window for 2023, 2024 and 2025. Fixed numbers, not real sales:
// the page exists to check the payment charts draw, so the same sample shows on every visit.
import { formatSeasonDay } from '../../src/format'
import { SEASON_DAYS } from '../../src/season/window'
import { paletteColor, shadeColor, type ChartData } from '../chart-kit'

export const SAMPLE_YEARS = [2023, 2024, 2025] as const

/** Dollars collected per window day (28 … 5) before the year's growth: a ramp to the July 3–4 peak. */
const CASH_SHAPE = [1_200, 1_450, 1_800, 2_300, 3_100, 4_600, 6_200, 900]
const CARD_SHAPE = [2_100, 2_500, 3_050, 3_900, 5_200, 7_400, 9_800, 1_500]
/** Each season a little larger than the one before, with card taking a larger share. */
const GROWTH = { 2023: { cash: 1, card: 1 }, 2024: { cash: 0.96, card: 1.12 }, 2025: { cash: 0.9, card: 1.27 } } as const

export interface SamplePaymentDay {
  /** "6/28" … "7/5" */
  label: string
  /** Cents. */
  cash: number
  card: number
}

/** One season's sample days, amounts in cents. */
export function samplePayments(year: (typeof SAMPLE_YEARS)[number]): SamplePaymentDay[] {
  return SEASON_DAYS.map((day, index) => ({
    label: formatSeasonDay(day),
    cash: Math.round(CASH_SHAPE[index]! * GROWTH[year].cash) * 100,
    card: Math.round(CARD_SHAPE[index]! * GROWTH[year].card) * 100,
  }))
}

/** One season as a bar chart's data: Cash and Card side by side per day. */
export function sampleYearChart(year: (typeof SAMPLE_YEARS)[number]): ChartData {
  const days = samplePayments(year)
  return {
    labels: days.map((day) => day.label),
    series: [
      { key: 'cash', name: 'Cash', color: paletteColor(0), values: days.map((day) => day.cash) },
      { key: 'card', name: 'Card', color: paletteColor(1), values: days.map((day) => day.card) },
    ],
  }
}

/** Every season at once, cash and card stacked per year, older years paler. */
export function sampleStackedChart(): ChartData {
  const strength = (index: number) => 1 - (SAMPLE_YEARS.length - 1 - index) * 0.3
  return {
    labels: SEASON_DAYS.map(formatSeasonDay),
    series: SAMPLE_YEARS.flatMap((year, index) => {
      const days = samplePayments(year)
      return [
        { key: `cash-${year}`, name: `${year} Cash`, stack: String(year), color: shadeColor(paletteColor(0), strength(index)), values: days.map((day) => day.cash) },
        { key: `card-${year}`, name: `${year} Card`, stack: String(year), color: shadeColor(paletteColor(1), strength(index)), values: days.map((day) => day.card) },
      ]
    }),
  }
}
