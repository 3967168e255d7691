import { describe, expect, it } from 'vitest'
import { line, order } from './order-fixtures'
import { summariseOrder } from './order-summary'

describe('summariseOrder', () => {
  it('joins the named lines, adds up their units and lists each tender type once, in order of first use', () => {
    const summary = summariseOrder(
      order({
        id: 'A',
        createdAt: '2025-07-05T04:15:00.000Z',
        lines: [line({ name: 'Rocket', gross: 1_000, quantity: '2' }), line({ name: '', gross: 100, quantity: '1' }), line({ name: 'Snaps', gross: 250, quantity: '1.5' })],
        tenders: [
          { id: 't1', type: 'CARD', amount: 800 },
          { id: 't2', type: 'CASH', amount: 300 },
          { id: 't3', type: 'CARD', amount: 250 },
        ],
      }),
    )
    expect(summary).toEqual({ id: 'A', created_at: '2025-07-05T04:15:00.000Z', state: 'COMPLETED', total: 1_350, items: 'Rocket, Snaps', count: 4.5, tenders: ['CARD', 'CASH'] })
  })

  it('reads an order without lines, tenders or total as empty and zero', () => {
    const { line_items: _lines, total_money: _total, ...bare } = order({ id: 'B', createdAt: '2025-01-01T07:30:00.000Z', tender: null })
    expect(summariseOrder({ ...bare, state: 'CANCELED' })).toEqual({ id: 'B', created_at: '2025-01-01T07:30:00.000Z', state: 'CANCELED', total: 0, items: '', count: 0, tenders: [] })
  })
})
