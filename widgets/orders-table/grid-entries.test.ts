import { describe, expect, it } from 'vitest'
import { entryKey, isDetails, orderRowNear, withDetails } from './grid-entries'
import type { OrderRow } from './order-rows'

const row = (id: string) => ({ id }) as OrderRow

describe("the orders table's drawn entries on a phone", () => {
  const rows = [row('A'), row('B'), row('C')]
  const entries = withDetails(rows, new Set(['B', 'C']))

  it('puts each open row’s details right after it, keyed apart from the row', () => {
    expect(entries.map(entryKey)).toEqual(['A', 'B', 'details-B', 'C', 'details-C'])
    expect(entries.map((entry) => isDetails(entry))).toEqual([false, false, true, false, true])
    expect(withDetails(rows, new Set())).toEqual(rows)
  })

  it('lands the arrow keys on orders, passing over details either way and at the ends', () => {
    expect(orderRowNear(entries, 2, 1)).toBe(3)
    expect(orderRowNear(entries, 2, -1)).toBe(1)
    // Past the end, or on the last details row: the last order.
    expect(orderRowNear(entries, 9, 1)).toBe(3)
    expect(orderRowNear(entries, 4, 1)).toBe(3)
    expect(orderRowNear(entries, -3, -1)).toBe(0)
    expect(orderRowNear([], 0, 1)).toBe(0)
  })
})
