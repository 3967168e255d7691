// Money on screen: integer cents shown as US dollars, 2 decimals in tables and cards, 0 on charts.

export interface MoneyFormat {
  /** 2 in tables and cards (the default), 0 on chart axes and labels. */
  decimals?: 2 | 0
}

/** Shown where an amount is not a finite number, rather than "$NaN". */
export const MISSING_FIGURE = '—'

const formatters = new Map<number, Intl.NumberFormat>()

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // No minus on an amount that rounds to zero ("-$0" would read as a refund).
      signDisplay: 'negative',
    })
    formatters.set(decimals, formatter)
  }
  return formatter
}

/** Cents as USD: 123456 → "$1,234.56" ({decimals: 0} → "$1,235"); -500 → "-$5.00". */
export function formatMoney(cents: number, { decimals = 2 }: MoneyFormat = {}): string {
  if (!Number.isFinite(cents)) return MISSING_FIGURE
  return formatterFor(decimals).format(cents / 100)
}
