import { describe, expect, it } from 'vitest'
import { line, order, usd } from '../../src/analytics/order-fixtures'
import { invoiceLines, invoicePayments, invoiceRefunds, invoiceReturns, invoiceSummary, orderNumber } from './invoice-model'

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
      { key: 'line-Rocket', name: 'Rocket', variation: '3-Pack', note: 'gift wrap', quantity: '2', each: 800, total: 1_700, modifiers: [{ key: 'm1', name: 'Fuse', amount: 100 }] },
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
