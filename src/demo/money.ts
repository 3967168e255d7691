// Money as Square writes it: integer cents of USD.
import type { Money } from '../contract/square-order'

export const CURRENCY = 'USD'

export const usd = (amount: number): Money => ({ amount, currency: CURRENCY })

/** Tax in cents on `baseCents` at `percentage` ("8.375"), rounded half up. */
export function taxOn(baseCents: number, percentage: string, type: 'ADDITIVE' | 'INCLUSIVE'): number {
  // Scaled to thousandths of a percent so "8.375" is the exact integer 8375.
  const rate = Math.round(Number(percentage) * 1000)
  return type === 'ADDITIVE'
    ? Math.round((baseCents * rate) / 100_000)
    : Math.round((baseCents * rate) / (100_000 + rate))
}

/** Splits `amount` over `weights` in proportion, in whole cents, the remainder to the largest. */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (total <= 0) return weights.map(() => 0)
  const shares = weights.map((w) => Math.floor((amount * w) / total))
  let remainder = amount - shares.reduce((sum, s) => sum + s, 0)
  const byWeight = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (let k = 0; remainder > 0; k = (k + 1) % byWeight.length, remainder--) {
    const index = (byWeight[k] as readonly [number, number])[1]
    shares[index] = (shares[index] as number) + 1
  }
  return shares
}
