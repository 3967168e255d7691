// Rows sent as columns come back as the same rows: days outside the window, every state and
// Payment text, text with any characters.
import { line, order } from '../../src/analytics/order-fixtures'
import { summariseOrder } from '../../src/analytics/order-summary'
import { toOrderRows } from './order-rows'
import { fromRowColumns, toRowColumns } from './row-columns'

describe('row columns', () => {
  it('carry rows to the same rows, in order', () => {
    const rows = toOrderRows(
      [
        order({ id: 'a', createdAt: '2025-07-01T20:00:00.000Z', lines: [line({ name: 'Snaps ☆ "Mega", 12-Pack', gross: 1_250 })], tender: 'CASH' }),
        order({ id: 'b', createdAt: '2025-06-20T20:00:00.000Z', state: 'OPEN', tender: null }),
        order({ id: 'c', createdAt: '2025-07-05T06:59:00.000Z', state: 'CANCELED', lines: [] }),
        order({ id: 'd', createdAt: '2025-07-03T20:00:00.000Z', state: 'DRAFT', tender: 'CARD' }),
      ].map(summariseOrder),
      'America/Los_Angeles',
    )
    expect(rows[1]!.day).toBeNull()
    const columns = toRowColumns(rows)
    expect(fromRowColumns(columns)).toEqual(rows)
    expect(columns.names.length).toBeLessThan(rows.length * 2)
  })
})
