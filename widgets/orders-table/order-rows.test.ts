import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { summariseOrder } from '../../src/analytics/order-summary'
import type { Order } from '../../src/contract/square-order'
import { FULL_RANGE } from '../../src/season'
import { ORDERS_COLUMNS } from './columns'
import { ORDER_ID_HEADER, ordersCsv, ordersCsvFileName } from './orders-csv'
import { filterRows, toOrderRows } from './order-rows'
import { sortRows } from './sort-rows'

const LA = 'America/Los_Angeles'

/** Rows of whole orders, summarised as the server summarises them. */
const rowsOf = (orders: readonly Order[], timeZone: string) => toOrderRows(orders.map(summariseOrder), timeZone)

describe('toOrderRows', () => {
  it("reads each order's cells and places it on the location's calendar", () => {
    const [row] = rowsOf(
      [
        order({
          id: 'A',
          // 04:15 UTC on July 5 is still July 4 in California
          createdAt: '2025-07-05T04:15:00.000Z',
          lines: [line({ name: 'Rocket', gross: 1_000, quantity: '2' }), line({ name: 'Snaps', gross: 250, quantity: '1.5' })],
          tenders: [
            { id: 't1', type: 'CARD', amount: 800 },
            { id: 't2', type: 'CASH', amount: 200 },
            { id: 't3', type: 'CARD', amount: 250 },
          ],
        }),
      ],
      LA,
    )
    expect(row).toMatchObject({ id: 'A', year: 2025, day: 4, items: 'Rocket, Snaps', totalCents: 1_250, count: 3.5, payment: 'CARD, CASH', state: 'COMPLETED' })
  })

  it("says 'No items' and 'None' for an order without lines or tenders, and a New Year's order keeps its own year", () => {
    const [row] = rowsOf([order({ id: 'B', createdAt: '2025-01-01T07:30:00.000Z', tender: null })], LA)
    expect(row).toMatchObject({ items: 'No items', payment: 'None', count: 0, year: 2024, day: null })
  })
})

describe('filterRows', () => {
  const rows = rowsOf(
    [
      order({ id: 'done-28', createdAt: '2025-06-28T20:00:00.000Z' }),
      order({ id: 'open-1', createdAt: '2025-07-01T20:00:00.000Z', state: 'OPEN' }),
      order({ id: 'gone-4', createdAt: '2025-07-04T20:00:00.000Z', state: 'CANCELED' }),
      order({ id: 'done-4', createdAt: '2025-07-04T21:00:00.000Z' }),
      order({ id: 'draft-4', createdAt: '2025-07-04T22:00:00.000Z', state: 'DRAFT' }),
    ],
    LA,
  )
  const ids = (list: { id: string }[]) => list.map((row) => row.id)

  it('lists COMPLETED orders of the selected days by default', () => {
    expect(ids(filterRows(rows, ['COMPLETED'], FULL_RANGE))).toEqual(['done-28', 'done-4'])
    expect(ids(filterRows(rows, ['COMPLETED'], { from: 1, to: 5 }))).toEqual(['done-4'])
  })

  it('adds OPEN and CANCELED orders when asked', () => {
    expect(ids(filterRows(rows, ['COMPLETED', 'OPEN', 'CANCELED'], FULL_RANGE))).toEqual(['done-28', 'open-1', 'gone-4', 'done-4'])
  })
})

describe('sortRows', () => {
  const rows = rowsOf(
    [
      order({ id: 'a', createdAt: '2025-07-01T20:00:00.000Z', lines: [line({ name: 'snaps', gross: 300 })], tender: 'CASH' }),
      order({ id: 'b', createdAt: '2025-07-03T20:00:00.000Z', lines: [line({ name: 'Rocket', gross: 900, quantity: '3' })] }),
      order({ id: 'c', createdAt: '2025-07-02T20:00:00.000Z', lines: [line({ name: 'Fountain', gross: 300 })], state: 'OPEN' }),
    ],
    LA,
  )
  const ids = (list: { id: string }[]) => list.map((row) => row.id).join('')

  it('sorts by each column both ways; equal keys keep the newest first', () => {
    expect(ids(sortRows(rows, 'createdAt', 'desc'))).toBe('bca')
    expect(ids(sortRows(rows, 'createdAt', 'asc'))).toBe('acb')
    // items compare without case: Fountain, Rocket, snaps
    expect(ids(sortRows(rows, 'items', 'asc'))).toBe('cba')
    // $3.00 twice: the newer (c, 7/2) first either way
    expect(ids(sortRows(rows, 'total', 'desc'))).toBe('bca')
    expect(ids(sortRows(rows, 'total', 'asc'))).toBe('cab')
    expect(ids(sortRows(rows, 'state', 'asc'))).toBe('bac')
    expect(ids(sortRows(rows, 'count', 'desc'))).toBe('bca')
    expect(ids(sortRows(rows, 'payment', 'asc'))).toBe('bca')
  })

  it('gives rows already in the asked order back as a new list in that order, and sorts a list one row out of place', () => {
    const newestFirst = sortRows(rows, 'createdAt', 'desc')
    const again = sortRows(newestFirst, 'createdAt', 'desc')
    expect(ids(again)).toBe('bca')
    expect(again).not.toBe(newestFirst)
    const many = Array.from({ length: 1_000 }, (_, index) => ({ ...rows[0]!, id: String(index), createdMs: 1_000_000 - index }))
    ;[many[400], many[401]] = [many[401]!, many[400]!]
    const sorted = sortRows(many, 'createdAt', 'desc')
    expect(sorted.map((row) => row.id)).toEqual(Array.from({ length: 1_000 }, (_, index) => String(index)))
  })

  it('sorts 50,000 rows', () => {
    const many = Array.from({ length: 50_000 }, (_, index) => ({ ...rows[index % 3]!, id: String(index), totalCents: (index * 7919) % 100_000 }))
    const sorted = sortRows(many, 'total', 'desc')
    expect(sorted).toHaveLength(50_000)
    for (let index = 1; index < sorted.length; index++) expect(sorted[index - 1]!.totalCents).toBeGreaterThanOrEqual(sorted[index]!.totalCents)
  })
})

describe('ordersCsv', () => {
  it('writes the shown rows and columns, amounts in dollars, formulas escaped', () => {
    const rows = rowsOf(
      [
        order({ id: 'X1', createdAt: '2025-07-04T20:00:00.000Z', lines: [line({ name: '=HYPERLINK("evil")', gross: 1_234 })] }),
        order({ id: 'X2', createdAt: '2025-07-04T21:00:00.000Z', lines: [line({ name: 'Refund', gross: -500 })], tender: null }),
      ],
      LA,
    )
    const csv = ordersCsv(rows, ORDERS_COLUMNS, (row) => `date ${row.id}`)
    const parsed = Papa.parse<string[]>(csv).data
    expect(parsed).toEqual([
      [ORDER_ID_HEADER, 'Date & Time', 'Items', 'Total', 'State', 'Count', 'Payment'],
      ['X1', 'date X1', `'=HYPERLINK("evil")`, '12.34', 'COMPLETED', '1', 'CARD'],
      ['X2', 'date X2', 'Refund', '-5.00', 'COMPLETED', '1', 'None'],
    ])
  })

  it('names the file after the location and years', () => {
    expect(ordersCsvFileName('Oakdale Tent #2', [2024, 2025])).toBe('orders-oakdale-tent-2-2024-2025.csv')
  })
})
