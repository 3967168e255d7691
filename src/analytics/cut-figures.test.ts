// A season's figures up to its like-for-like cut, as a comparison sets them beside the season in
// progress: the totals and the money collected over the selected days, and the cut's own day.
import { describe, expect, it } from 'vitest'
import { cutFiguresOf } from './cut-figures'
import { line, order, usd } from './order-fixtures'
import { cutDayOf, seasonCut } from './season-cut'

const LA = 'America/Los_Angeles'
const JULY_4_EVENING = Date.parse('2025-07-04T20:30:40-07:00')
const WINDOW = [28, 29, 30, 1, 2, 3, 4, 5] as const

// 2024: $50.00 on July 3 (card), and on July 4 $10.00 at 8:00 PM (cash), $20.00 at 8:30:59 PM paid
// at 8:31:30 PM (cash), $40.00 at 8:31 PM (card).
const sale = (id: string, at: string, gross: number, type: 'CASH' | 'CARD', paidAt = at) =>
  order({ id, createdAt: at, lines: [line({ gross })], tender: null, extra: { tenders: [{ id: `${id}-t`, type, created_at: paidAt, amount_money: usd(gross) }] } })
const orders = [
  sale('d3', '2024-07-03T21:00:00-07:00', 5_000, 'CARD'),
  sale('a', '2024-07-04T20:00:00-07:00', 1_000, 'CASH'),
  sale('b', '2024-07-04T20:30:59-07:00', 2_000, 'CASH', '2024-07-04T20:31:30-07:00'),
  sale('c', '2024-07-04T20:31:00-07:00', 4_000, 'CARD'),
]
const cut = { atMs: seasonCut(2024, LA, JULY_4_EVENING).atMs, day: 4 as const }

describe('cutDayOf', () => {
  it('names the window day a cut falls on, and none outside the window', () => {
    expect(cutDayOf({ month: 7, day: 4 })).toBe(4)
    expect(cutDayOf({ month: 6, day: 28 })).toBe(28)
    expect(cutDayOf({ month: 6, day: 27 })).toBeNull()
    expect(cutDayOf({ month: 7, day: 6 })).toBeNull()
    // July 30 is not the window's "30" (June 30).
    expect(cutDayOf({ month: 7, day: 30 })).toBeNull()
  })
})

describe('cutFiguresOf', () => {
  it('counts sales created before the cut over the selected days, and money paid before it', () => {
    const figures = cutFiguresOf(orders, LA, 2024, WINDOW, cut)
    // $50 + $10 + $20 created before 8:31 PM; $40 at 8:31 PM is after the cut.
    expect(figures.totals).toMatchObject({ totalTransactions: 3, netSales: 8_000 })
    // The $20 was paid after the cut: not yet collected.
    expect(figures.payments.totals).toEqual({ cashCollected: 1_000, cardCollected: 5_000, otherCollected: 0, totalCollected: 6_000, partialRefunds: 0 })
    // $10 of $60 in cash: 16.7 %, card 83.3 %.
    expect(figures.payments.split).toEqual({ cashPercent: 16.7, cardPercent: 83.3, otherPercent: 0 })
  })

  it('gives the cut’s own day up to the cut whatever days are selected: tonight so far', () => {
    expect(cutFiguresOf(orders, LA, 2024, WINDOW, cut).cutDay).toMatchObject({ totalTransactions: 2, netSales: 3_000 })
    // Even when the selection leaves July 4 out.
    const early = cutFiguresOf(orders, LA, 2024, [28, 29, 30, 1, 2, 3], cut)
    expect(early.totals).toMatchObject({ totalTransactions: 1, netSales: 5_000 })
    expect(early.cutDay).toMatchObject({ totalTransactions: 2, netSales: 3_000 })
    // The Today view: the selection is the cut day itself.
    const today = cutFiguresOf(orders, LA, 2024, [4], cut)
    expect(today.totals).toEqual(today.cutDay)
  })

  it('counts nothing on a cut day outside the window', () => {
    expect(cutFiguresOf(orders, LA, 2024, WINDOW, { atMs: cut.atMs, day: null }).cutDay).toMatchObject({ totalTransactions: 0, netSales: 0 })
  })
})
