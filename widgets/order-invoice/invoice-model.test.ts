import { describe, expect, it } from 'vitest'
import { line, order, usd } from '../../src/analytics/order-fixtures'
import { demoLocations, demoOrders } from '../../src/demo'
import { invoiceCharges, invoiceLines, invoicePayments, invoiceRefunds, invoiceReturns, invoiceSummary, orderNumber } from './invoice-model'

describe('invoiceSummary', () => {
  it('takes the subtotal as total less tax less tip', () => {
    const sale = order({ lines: [line({ gross: 2_000, discount: 200, additiveTax: 144, quantity: '2' }), line({ gross: 500 })], tip: 300 })
    // total: 2,000 − 200 + 144 + 500 + 300 tip = 2,744
    expect(invoiceSummary(sale)).toEqual({ itemCount: 3, subtotal: 2_744 - 144 - 300, tax: 144, discount: 200, tip: 300, total: 2_744 })
  })
})

describe('orderNumber', () => {
  it("is Square's order number, else the id's last 8 characters", () => {
    expect(orderNumber(order({ id: 'ABCDEFGH12345678' }))).toBe('12345678')
    expect(orderNumber(order({ id: 'ABCDEFGH12345678', extra: { order_number: 'A-17' } as never }))).toBe('A-17')
  })
})

describe('invoice parts', () => {
  it('reads lines with variation, note, each price and modifiers', () => {
    const sale = order({
      lines: [
        {
          ...line({ name: 'Rocket', variationName: '3-Pack', gross: 1_700, quantity: '2' }),
          note: 'gift wrap',
          base_price_money: usd(800),
          modifiers: [{ uid: 'm1', name: 'Fuse', total_price_money: usd(100) }],
        },
      ],
    })
    expect(invoiceLines(sale)).toEqual([
      { key: 'line-Rocket', name: 'Rocket', variation: '3-Pack', note: 'gift wrap', quantity: '2', each: 800, amount: 1_700, discounts: [], modifiers: [{ key: 'm1', name: 'Fuse', amount: 100 }] },
    ])
  })

  it('reads payments with card brand and last 4', () => {
    const sale = order({
      extra: {
        tenders: [
          { id: 't1', type: 'CARD', created_at: '2025-07-04T20:00:00Z', amount_money: usd(1_000), tip_money: usd(100), card_details: { card: { card_brand: 'AMERICAN_EXPRESS', last_4: '0005' } } },
          { id: 't2', type: 'CASH', amount_money: usd(500) },
        ],
      },
    })
    expect(invoicePayments(sale)).toEqual([
      { key: 't1', type: 'CARD', card: 'AMERICAN EXPRESS •••• 0005', createdAt: '2025-07-04T20:00:00Z', amount: 1_000, tip: 100 },
      { key: 't2', type: 'CASH', card: null, createdAt: null, amount: 500, tip: 0 },
    ])
  })

  it('reads refunds and returned lines as positive amounts', () => {
    const back = order({
      extra: {
        refunds: [{ id: 'r1', amount_money: usd(-700), reason: 'Dud', status: 'COMPLETED', created_at: '2025-07-05T01:00:00Z' }],
        returns: [{ source_order_id: 'S1', return_line_items: [{ uid: 'rl', name: 'Rocket', quantity: '1', total_money: usd(700) }] }],
      },
    })
    expect(invoiceRefunds(back)).toEqual([{ key: 'r1', createdAt: '2025-07-05T01:00:00Z', reason: 'Dud', status: 'COMPLETED', amount: 700 }])
    expect(invoiceReturns(back)).toEqual([{ key: 'rl', name: 'Rocket', variation: null, quantity: '1', amount: 700, sourceOrderId: 'S1' }])
  })
})

describe('the receipt', () => {
  it('takes each line before tax, for a tax added on top and a tax inside the price alike', () => {
    const sale = order({ lines: [line({ name: 'Rocket', gross: 2_000, additiveTax: 150 }), line({ name: 'Fountain', gross: 1_070, inclusiveTax: 70 })] })
    expect(invoiceLines(sale).map((entry) => entry.amount)).toEqual([2_000, 1_000])
    expect(invoiceSummary(sale).subtotal).toBe(3_000)
  })

  it("names each line's discount after the order's discount it comes from", () => {
    const sale = order({
      lines: [{ ...line({ name: 'Rocket', gross: 2_000, discount: 300 }), applied_discounts: [{ uid: 'a1', discount_uid: 'd1', applied_money: usd(300) }] }],
      extra: { discounts: [{ uid: 'd1', name: 'Military 15%', applied_money: usd(300) }] },
    })
    expect(invoiceLines(sale)[0]).toMatchObject({ amount: 1_700, discounts: [{ key: 'a1', name: 'Military 15%', amount: 300 }] })
  })

  it('lists a service charge as a line of its own, but not one Square spread over the lines', () => {
    const sale = order({
      lines: [line({ gross: 1_000, serviceCharge: 100 })],
      serviceCharge: 500,
      extra: {
        service_charges: [
          { uid: 's1', name: 'Loading Assistance', amount_money: usd(500), total_money: usd(500), total_tax_money: usd(0) },
          { uid: 's2', name: 'Spread', total_money: usd(100), treatment: 'APPORTIONED_TREATMENT' } as never,
        ],
      },
    })
    expect(invoiceCharges(sale)).toEqual([{ key: 's1', name: 'Loading Assistance', amount: 500 }])
    expect(invoiceLines(sale)[0]!.amount + invoiceCharges(sale)[0]!.amount).toBe(invoiceSummary(sale).subtotal)
  })

  it("adds up to the subtotal on every order of one stand's demo season, every state, returns and exchanges included", () => {
    // The demo the server hydrates from (its default size): the first open stand's 2025 season.
    const stand = demoLocations().find((location) => location.status === 'ACTIVE')!
    const orders = [...demoOrders({}, stand.id, 2025)]
    const mismatched = orders.filter((sale) => {
      const lines = invoiceLines(sale).reduce((sum, entry) => sum + entry.amount, 0) + invoiceCharges(sale).reduce((sum, charge) => sum + charge.amount, 0)
      return lines !== invoiceSummary(sale).subtotal
    })
    expect(mismatched.map((sale) => sale.id)).toEqual([])
    // The season holds what could break the sum: discounts, service charges, tips, returns.
    expect(orders.length).toBeGreaterThan(100)
    expect(orders.some((sale) => (sale.discounts?.length ?? 0) > 0)).toBe(true)
    expect(orders.some((sale) => invoiceCharges(sale).length > 0)).toBe(true)
    expect(orders.some((sale) => (sale.total_tip_money?.amount ?? 0) > 0)).toBe(true)
    expect(orders.some((sale) => (sale.returns?.length ?? 0) > 0)).toBe(true)
  })
})
