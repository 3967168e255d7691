import { describe, expect, it } from 'vitest'
import { analyseOrders } from './season-stats'
import { averageOrderValue, isSale, orderFigures, orderNetSales, parseQuantity } from './figures'
import { line, order, usd } from './order-fixtures'
import { tenderKind } from './tenders'

const LA = 'America/Los_Angeles'

/** An order's figures, with the two parts that are rarely not 0 defaulted. */
const figures = (f: { grossSales: number; discounts: number; returns: number; netSales: number; giftCardSales?: number; refundsByAmount?: number }) => ({
  giftCardSales: 0,
  refundsByAmount: 0,
  ...f,
})

describe('net sales of one order', () => {
  it('takes discounts off gross sales and leaves additive tax out', () => {
    // 2 × $10.00 = $20.00 gross, $5.00 off, 8% tax on $15.00 = $1.20; the buyer pays $16.20.
    const sale = order({ lines: [line({ quantity: '2', gross: 2000, discount: 500, additiveTax: 120 })] })
    expect(sale.total_money?.amount).toBe(1620)
    expect(orderFigures(sale)).toEqual(figures({ grossSales: 2000, discounts: 500, returns: 0, netSales: 1500 }))
  })

  it('leaves an additive tax out of gross and net sales', () => {
    const sale = order({ lines: [line({ gross: 1000, additiveTax: 100 })] })
    expect(orderFigures(sale)).toEqual(figures({ grossSales: 1000, discounts: 0, returns: 0, netSales: 1000 }))
  })

  it('takes an inclusive tax out of the shelf price', () => {
    // $11.00 with 10% tax inside it: $10.00 of sales and $1.00 of tax.
    const sale = order({ lines: [line({ gross: 1100, inclusiveTax: 100 })] })
    expect(sale.total_money?.amount).toBe(1100)
    expect(orderFigures(sale)).toEqual(figures({ grossSales: 1000, discounts: 0, returns: 0, netSales: 1000 }))
  })

  it('gives Square’s gross sales and discount for an inclusive tax with a discount', () => {
    // An $11.00 shelf price with 10% tax inside, 10% off: the buyer pays $9.90, of which $0.90 is
    // tax. Square (US) reports gross_sales_money $10.00 (the price less the tax inside it), so the
    // discount without its tax is $1.00 and net sales $9.00 — not $9.90 + $1.10 − $0.90 = $10.10
    // of gross that net sales plus the discount's $1.10 would give.
    const sale = order({ lines: [line({ gross: 1100, discount: 110, inclusiveTax: 90, grossSalesMoney: 1000 })] })
    expect(sale.total_money?.amount).toBe(990)
    expect(orderFigures(sale)).toEqual(figures({ grossSales: 1000, discounts: 100, returns: 0, netSales: 900 }))
    // Without gross_sales_money, the line's net sales plus its discount stand in.
    const { gross_sales_money: _, ...withoutGross } = sale.line_items![0]!
    expect(orderFigures(order({ lines: [withoutGross] }))).toMatchObject({ grossSales: 1010, discounts: 110, netSales: 900 })
  })

  it('leaves a tip out', () => {
    const sale = order({ lines: [line({ gross: 1000 })], tip: 200 })
    expect(sale.total_money?.amount).toBe(1200)
    expect(orderFigures(sale).netSales).toBe(1000)
  })

  it('leaves order-level and apportioned service charges out', () => {
    const orderLevel = order({ lines: [line({ gross: 1000, additiveTax: 80 })], serviceCharge: 300 })
    expect(orderLevel.total_money?.amount).toBe(1380)
    expect(orderFigures(orderLevel).netSales).toBe(1000)
    const apportioned = order({ lines: [line({ gross: 1000, additiveTax: 80, serviceCharge: 150 })] })
    expect(apportioned.line_items?.[0]?.total_money?.amount).toBe(1230)
    expect(orderFigures(apportioned)).toEqual(figures({ grossSales: 1000, discounts: 0, returns: 0, netSales: 1000 }))
  })

  it('takes a partial return’s sales off net sales and its tax off tax (Square return order)', () => {
    // One of two $10.00 items (8% tax) comes back: $10.80 refunded, $0.80 of it tax.
    const returnOrder = order({
      lines: [],
      tender: null,
      extra: {
        returns: [
          {
            source_order_id: 'sale-1',
            return_line_items: [{ quantity: '1', catalog_object_id: 'B', gross_return_money: usd(1000), total_money: usd(1080), total_tax_money: usd(80) }],
          },
        ],
        return_amounts: { total_money: usd(1080), tax_money: usd(80) },
        refunds: [{ id: 'r1', amount_money: usd(1080), status: 'COMPLETED' }],
      },
    })
    expect(orderFigures(returnOrder)).toEqual(figures({ grossSales: 0, discounts: 0, returns: 1000, netSales: -1000 }))
  })

  it('gives back a returned line’s discount: gross returned less the discount on it', () => {
    // One $10.00 item returned from a 10%-off sale: $10.00 gross back, $1.00 of discount back, $9.00 of sales.
    const returnOrder = order({
      lines: [],
      tender: null,
      extra: {
        returns: [
          {
            return_line_items: [
              { quantity: '1', catalog_object_id: 'B', gross_return_money: usd(1000), total_discount_money: usd(100), total_money: usd(972), total_tax_money: usd(72) },
            ],
          },
        ],
      },
    })
    expect(orderFigures(returnOrder)).toEqual(figures({ grossSales: 0, discounts: -100, returns: 1000, netSales: -900 }))
  })

  it('reads a return without line items from its own amounts, else the order’s rollup', () => {
    const fromAmounts = order({ lines: [], extra: { returns: [{ return_amounts: { total_money: usd(1180), tax_money: usd(80), tip_money: usd(100) } }] } })
    expect(orderFigures(fromAmounts).returns).toBe(1000)
    const fromLines = order({ lines: [], extra: { returns: [{ return_line_items: [{ quantity: '2', total_money: usd(2160), total_tax_money: usd(160) }] }] } })
    expect(orderFigures(fromLines).returns).toBe(2000)
    const fromRollup = order({ lines: [], extra: { returns: [{ source_order_id: 'x' }], return_amounts: { total_money: usd(540), tax_money: usd(40) } } })
    expect(orderFigures(fromRollup).returns).toBe(500)
  })

  it('counts a refund by amount on a return order against net sales, tied to no item', () => {
    // Square's custom refund: a CUSTOM_AMOUNT return line pointing at no sold line.
    const custom = order({
      lines: [],
      tender: null,
      extra: { returns: [{ source_order_id: 's', return_line_items: [{ item_type: 'CUSTOM_AMOUNT', name: 'Custom Amount', quantity: '1', gross_return_money: usd(500), total_money: usd(500) }] }] },
    })
    expect(orderFigures(custom)).toEqual(figures({ grossSales: 0, discounts: 0, returns: 500, netSales: -500, refundsByAmount: 500 }))
  })

  it('counts neither OPEN nor CANCELED orders', () => {
    expect(orderNetSales(order({ state: 'OPEN', lines: [line({ gross: 1000 })] }))).toBe(0)
    expect(orderNetSales(order({ state: 'CANCELED', lines: [line({ gross: 1000 })] }))).toBe(0)
    expect(orderNetSales(order({ state: 'COMPLETED', lines: [line({ gross: 1000 })] }))).toBe(1000)
    const season = analyseOrders(
      [
        order({ state: 'OPEN', lines: [line({ gross: 5000 })] }),
        order({ state: 'CANCELED', lines: [line({ gross: 7000 })] }),
        order({ state: 'COMPLETED', lines: [line({ gross: 1000 })] }),
      ],
      LA,
    )
    expect(season.years[0]?.totals).toMatchObject({ totalTransactions: 1, netSales: 1000, grossSales: 1000 })
  })
})

describe('gift cards', () => {
  const giftCard = (amount: number) => line({ name: 'Gift Card', itemType: 'GIFT_CARD', gross: amount })

  it('an order that only sells a gift card is no sale and no transaction, but its money is collected', () => {
    const only = order({ lines: [giftCard(5000)] })
    expect(isSale(only)).toBe(false)
    expect(orderFigures(only)).toEqual(figures({ grossSales: 0, discounts: 0, returns: 0, netSales: 0, giftCardSales: 5000 }))
    const season = analyseOrders([only], LA)
    expect(season.years[0]?.totals).toEqual({ totalTransactions: 0, grossSales: 0, discounts: 0, returns: 0, netSales: 0, averageOrderValue: 0 })
    expect(season.paymentTypes[0]?.totals).toEqual({ cashCollected: 0, cardCollected: 5000, otherCollected: 0, totalCollected: 5000, partialRefunds: 0 })
    expect(season.items).toEqual([])
  })

  it('a gift card sold with fireworks leaves the fireworks’ sales as they are', () => {
    // A $25.00 gift card and a $10.00 fountain with 8% tax: $35.80 paid, $10.00 of sales.
    const both = order({ lines: [giftCard(2500), line({ name: 'Fountain', catalogObjectId: 'F', gross: 1000, additiveTax: 80 })] })
    expect(both.total_money?.amount).toBe(3580)
    expect(isSale(both)).toBe(true)
    expect(orderFigures(both)).toEqual(figures({ grossSales: 1000, discounts: 0, returns: 0, netSales: 1000, giftCardSales: 2500 }))
    const season = analyseOrders([both], LA)
    expect(season.years[0]?.totals).toMatchObject({ totalTransactions: 1, grossSales: 1000, netSales: 1000, averageOrderValue: 1000 })
    expect(season.paymentTypes[0]?.totals.cardCollected).toBe(3580)
    expect(season.items.map((item) => [item.itemName, item.totalSales])).toEqual([['Fountain', 1000]])
  })
})

describe('average order value', () => {
  it('divides net sales by completed sales, not counting return orders or open orders', () => {
    const orders = [
      order({ createdAt: '2025-07-04T18:00:00Z', lines: [line({ gross: 1000 })] }),
      order({ createdAt: '2025-07-04T18:10:00Z', lines: [line({ gross: 1500, additiveTax: 120 })] }),
      order({ createdAt: '2025-07-04T18:20:00Z', lines: [line({ gross: 2300, discount: 300 })], tip: 400 }),
      order({ createdAt: '2025-07-04T18:30:00Z', state: 'OPEN', lines: [line({ gross: 9900 })] }),
      order({ createdAt: '2025-07-04T18:40:00Z', lines: [], tender: null, extra: { returns: [{ source_order_id: 'x' }], return_amounts: { total_money: usd(540), tax_money: usd(40) } } }),
    ]
    // Net: 1000 + 1500 + 2000 − 500 = 4000 over 3 sales.
    const totals = analyseOrders(orders, LA).years[0]?.totals
    expect(totals).toEqual({ totalTransactions: 3, grossSales: 4800, discounts: 300, returns: 500, netSales: 4000, averageOrderValue: 1333 })
  })

  it('is 0 without transactions and rounds to the cent', () => {
    expect(averageOrderValue(0, 0)).toBe(0)
    expect(averageOrderValue(1000, 3)).toBe(333)
    expect(averageOrderValue(2000, 3)).toBe(667)
  })
})

describe('reading orders', () => {
  it('reads the orders table’s payment type from the first tender only', () => {
    const split = order({ extra: { tenders: [{ type: 'CASH' }, { type: 'CARD' }] } })
    expect(tenderKind(split)).toBe('cash')
    expect(tenderKind(order({ tender: 'CARD' }))).toBe('card')
    expect(tenderKind(order({ tender: 'OTHER' }))).toBe('other')
    expect(tenderKind(order({ tender: null }))).toBe('other')
  })

  it('reads Square’s decimal quantities', () => {
    expect(parseQuantity('3')).toBe(3)
    expect(parseQuantity('12')).toBe(12)
    expect(parseQuantity('1.5')).toBe(1.5)
    expect(parseQuantity('x')).toBe(0)
    expect(parseQuantity('')).toBe(0)
  })
})
