import { apportion, taxOn } from './money'
import { isoMs } from './iso'
import { priceBasket } from './pricing'
import { createRandom, seedFrom } from './random'

const fountain = { name: 'Freedom Fountain', variationName: 'Single', variationId: 'VAR1' }
const pack = { name: 'Family Fun Assortment', variationName: 'Regular', variationId: 'VAR2' }

describe('priceBasket', () => {
  it('takes an order discount off each line before adding additive tax, as Square does', () => {
    const priced = priceBasket(
      createRandom(1),
      [
        { item: fountain, unitCents: 899, quantity: 2 },
        { item: pack, unitCents: 4999, quantity: 1 },
      ],
      { name: 'CA Sales Tax', percentage: '8.375', type: 'ADDITIVE' },
      { name: 'Buy More Save 10%', type: 'FIXED_PERCENTAGE', percentage: '10', scope: 'ORDER' },
    )
    // 1798 − 180 = 1618 taxed 136; 4999 − 500 = 4499 taxed 377.
    expect(priced.line_items.map((l) => l.total_discount_money?.amount)).toEqual([180, 500])
    expect(priced.line_items.map((l) => l.total_tax_money?.amount)).toEqual([136, 377])
    expect(priced.line_items.map((l) => l.total_money?.amount)).toEqual([1754, 4876])
    expect(priced).toMatchObject({ grossCents: 6797, discountCents: 680, taxCents: 513, lineTotalCents: 6630 })
    expect(priced.discounts?.[0]).toMatchObject({ applied_money: { amount: 680 }, scope: 'ORDER' })
    expect(priced.taxes[0]).toMatchObject({ applied_money: { amount: 513 }, type: 'ADDITIVE' })
  })

  it('keeps inclusive tax inside the price', () => {
    const priced = priceBasket(createRandom(2), [{ item: fountain, unitCents: 1000, quantity: 1 }], {
      name: 'CA Sales Tax',
      percentage: '7.875',
      type: 'INCLUSIVE',
    })
    // 1000 × 7.875 / 107.875 = 73.0
    expect(priced).toMatchObject({ grossCents: 1000, taxCents: 73, lineTotalCents: 1000 })
  })

  it('spreads a fixed amount over the lines by their gross and applies a line discount to one line only', () => {
    const lines = [
      { item: fountain, unitCents: 300, quantity: 1 },
      { item: pack, unitCents: 700, quantity: 1 },
    ]
    const tax = { name: 'T', percentage: '0', type: 'ADDITIVE' as const }
    const fixed = priceBasket(createRandom(3), lines, tax, { name: '$5 Off', type: 'FIXED_AMOUNT', amountCents: 500, scope: 'ORDER' })
    expect(fixed.line_items.map((l) => l.total_discount_money?.amount)).toEqual([150, 350])
    const half = priceBasket(createRandom(3), lines, tax, {
      name: 'Half',
      type: 'FIXED_PERCENTAGE',
      percentage: '50',
      scope: 'LINE_ITEM',
      lineIndex: 1,
    })
    expect(half.line_items.map((l) => l.total_discount_money?.amount)).toEqual([0, 350])
    expect(half.line_items[0]?.applied_discounts).toBeUndefined()
  })
})

describe('money helpers', () => {
  it('rounds tax half up on thousandths of a percent', () => {
    expect(taxOn(1000, '8.25', 'ADDITIVE')).toBe(83) // 82.5
    expect(taxOn(1000, '9', 'ADDITIVE')).toBe(90)
  })

  it('apportions every cent', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(apportion(0, [5, 5])).toEqual([0, 0])
  })

  it('writes instants exactly like toISOString', () => {
    for (const ms of [0, 1_719_600_000_123, 1_720_137_599_999, 1_751_328_000_000]) {
      expect(isoMs(ms)).toBe(new Date(ms).toISOString())
    }
  })

  it('seeds differ for different parts and repeat for the same', () => {
    expect(seedFrom('a', 1)).toBe(seedFrom('a', 1))
    expect(seedFrom('a', 1)).not.toBe(seedFrom('a', 2))
    expect(seedFrom('a1')).not.toBe(seedFrom('a', 1))
  })
})
