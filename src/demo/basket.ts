// What a customer puts in the basket: a few catalogue items weighted by popularity, now and
// then a custom amount, and at most one discount.
import type { DemoCatalogItem } from './catalog'
import type { BasketDiscount, BasketLine } from './pricing'
import type { Random } from './random'

const LINE_COUNT_WEIGHTS = [0, 30, 28, 20, 12, 6, 4] // index = number of lines
const QUANTITY_WEIGHTS = [0, 60, 25, 8, 5, 0, 2] // index = quantity

export interface BasketPicker {
  lines(random: Random): BasketLine[]
}

/** Precomputes the catalogue's popularity weights once for many baskets. */
export function createBasketPicker(catalog: readonly DemoCatalogItem[]): BasketPicker {
  // Cumulative popularity, searched by bisection: a basket draws several items.
  const cumulative: number[] = []
  let total = 0
  for (const item of catalog) cumulative.push((total += item.popularity))
  const drawItem = (random: Random): number => {
    const target = random.next() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((cumulative[mid] as number) > target) high = mid
      else low = mid + 1
    }
    return low
  }
  return {
    lines(random) {
      const count = random.weighted(LINE_COUNT_WEIGHTS)
      const chosen: number[] = []
      const lines: BasketLine[] = []
      for (let attempt = 0; lines.length < count && attempt < count * 4; attempt++) {
        const index = drawItem(random)
        if (chosen.includes(index)) continue
        chosen.push(index)
        const item = catalog[index] as DemoCatalogItem
        const variation = random.chance(0.75) ? item.variations[0] : random.pick(item.variations)
        if (!variation) continue
        lines.push({
          item: { name: item.name, variationName: variation.name, variationId: variation.id },
          unitCents: variation.priceCents,
          quantity: random.weighted(QUANTITY_WEIGHTS),
        })
      }
      // A custom amount: a punk or lighter rung up by hand.
      if (random.chance(0.02)) lines.push({ unitCents: random.int(1, 25) * 100 - 1, quantity: 1 })
      return lines
    },
  }
}

/** At most one discount, as the stands run them (most orders have none). */
export function pickDiscount(random: Random, lines: readonly BasketLine[]): BasketDiscount | undefined {
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  const roll = random.next()
  if (roll < 0.04 && subtotal >= 10_000) {
    return { name: 'Buy More Save 10%', type: 'FIXED_PERCENTAGE', percentage: '10', scope: 'ORDER' }
  }
  if (roll < 0.065) return { name: 'Military 15%', type: 'FIXED_PERCENTAGE', percentage: '15', scope: 'ORDER' }
  if (roll < 0.09 && subtotal > 1_500) {
    return { name: '$5 Off Coupon', type: 'FIXED_AMOUNT', amountCents: 500, scope: 'ORDER' }
  }
  if (roll < 0.105 && lines.length >= 2) {
    return { name: 'Second Item Half Off', type: 'FIXED_PERCENTAGE', percentage: '50', scope: 'LINE_ITEM', lineIndex: lines.length - 1 }
  }
  return undefined
}
