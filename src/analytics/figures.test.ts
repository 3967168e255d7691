import { describe, expect, it } from 'vitest'
import { analyseOrders } from './season-stats'
import { averageOrderValue, orderFigures, orderNetSales, parseQuantity, tenderKind } from './figures'
import { line, order, usd } from './order-fixtures'

const LA = 'America/Los_Angeles'

describe('net sales of one order', () => {
  it('takes discounts off gross sales and leaves additive tax out', () => {
    // 2 × $10.00 = $20.00 gross, $5.00 off, 8% tax on $15.00 = $1.20; the buyer pays $16.20.
    const sale = order({ lines: [line({ quantity: '2', gross: 2000, discount: 500, additiveTax: 120 })] })
    expect(sale.total_money?.amount).toBe(1620)
    expect(orderFigures(sale)).toEqual({ grossSales: 2000, discounts: 500, returns: 0, netSales: 1500 })
  })

  it('leaves an additive tax out of gross and net sales', () => {
    const sale = order({ lines: [line({ gross: 1000, additiveTax: 100 })] })
    expect(orderFigures(sale)).toEqual({ grossSales: 1000, discounts: 0, returns: 0, netSales: 1000 })
  })

  it('takes an inclusive tax out of the shelf price', () => {
    // $11.00 with 10% tax inside it: $10.00 of sales and $1.00 of tax.
    const sale = order({ lines: [line({ gross: 1100, inclusiveTax: 100 })] })
    expect(sale.total_money?.amount).toBe(1100)
    expect(orderFigures(sale)).toEqual({ grossSales: 1000, discounts: 0, returns: 0, netSales: 1000 })
  })

  it('reports the same sales whether gross_sales_money keeps the inclusive tax (EU/AU) or not (US)', () => {
    const us = line({ gross: 1100, inclusiveTax: 100 })
    const europe = { ...us, gross_sales_money: usd(1100) }
    expect(orderFigures(order({ lines: [europe] }))).toEqual(orderFigures(order({ lines: [us] })))
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
    expect(orderFigures(apportioned)).toEqual({ grossSales: 1000, discounts: 0, returns: 0, netSales: 1000 })
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
            return_line_items: [{ quantity: '1', catalog_object_id: 'B', total_money: usd(1080), total_tax_money: usd(80) }],
          },
        ],
        return_amounts: { total_money: usd(1080), tax_money: usd(80) },
        refunds: [{ id: 'r1', amount_money: usd(1080), status: 'COMPLETED' }],
      },
    })
    expect(orderFigures(returnOrder)).toEqual({ grossSales: 0, discounts: 0, returns: 1000, netSales: -1000 })
  })

  it('reads a return without a rollup from its own amounts or line items', () => {
    const fromAmounts = order({ lines: [], extra: { returns: [{ return_amounts: { total_money: usd(1180), tax_money: usd(80), tip_money: usd(100) } }] } })
    expect(orderFigures(fromAmounts).returns).toBe(1000)
    const fromLines = order({ lines: [], extra: { returns: [{ return_line_items: [{ quantity: '2', total_money: usd(2160), total_tax_money: usd(160) }] }] } })
    expect(orderFigures(fromLines).returns).toBe(2000)
  })

  it('splits a refund without returns between sales and tax in proportion', () => {
    // Sale: 2 × $10.00 + 8% tax = $21.60. A $10.80 refund is $10.00 of sales and $0.80 of tax.
    const sale = order({
      lines: [line({ quantity: '2', gross: 2000, additiveTax: 160 })],
      extra: { refunds: [{ id: 'r1', amount_money: usd(1080), status: 'COMPLETED' }] },
    })
    expect(orderFigures(sale)).toEqual({ grossSales: 2000, discounts: 0, returns: 1000, netSales: 1000 })
  })

  it('takes refund amounts as absolute values and skips rejected or failed refunds', () => {
    const sale = order({
      lines: [line({ quantity: '2', gross: 2000, additiveTax: 160 })],
      extra: {
        refunds: [
          { id: 'r1', amount_money: usd(-1080), status: 'APPROVED' },
          { id: 'r2', amount_money: usd(1080), status: 'REJECTED' },
          { id: 'r3', amount_money: usd(1080), status: 'FAILED' },
        ],
      },
    })
    expect(orderFigures(sale).netSales).toBe(1000)
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
  it('reads the payment type from the first tender only', () => {
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
