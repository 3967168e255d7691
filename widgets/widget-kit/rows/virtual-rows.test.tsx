// @vitest-environment jsdom
// The virtual rows adapter, given its viewport's size (jsdom lays nothing out), as every list uses it.
import { act, render } from '@testing-library/react'
import { useRef, useState, type Key } from 'react'
import { ROW_OVERSCAN, slotKey, useVirtualRows, type VirtualRows, type VirtualRowsOptions } from './virtual-rows'

interface Row {
  id: string
}
const rowKey = (row: Row) => row.id
const makeRows = (count: number, prefix = 'R'): Row[] => Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}` }))

/** Renders a list with the adapter and hands out what it answered on the last render. */
function renderRows(initial: Omit<VirtualRowsOptions<Row>, 'scrollRef' | 'keyOf'>) {
  const answers: VirtualRows<Row>[] = []
  let setOptions!: (options: Omit<VirtualRowsOptions<Row>, 'scrollRef' | 'keyOf'>) => void
  function List() {
    const scrollRef = useRef<HTMLDivElement>(null)
    const [options, set] = useState(initial)
    setOptions = set
    const virtual = useVirtualRows({ ...options, keyOf: rowKey, scrollRef })
    answers.push(virtual)
    return (
      <div ref={scrollRef} style={{ height: 320, overflow: 'auto' }}>
        {virtual.rows.map((row) => (
          <div key={row.key}>{row.item.id}</div>
        ))}
      </div>
    )
  }
  render(<List />)
  return { last: () => answers.at(-1)!, answers, update: (options: Omit<VirtualRowsOptions<Row>, 'scrollRef' | 'keyOf'>) => act(() => setOptions(options)) }
}

describe('useVirtualRows', () => {
  it('draws the rows in a fixed-height viewport plus the overscan, with spacers for the rest', () => {
    const list = renderRows({ items: makeRows(50_000), rowHeight: 64, viewport: 320 })
    const { rows, before, after, totalHeight } = list.last()
    // 320 px at 64 px a row is 5 rows, plus the default overscan of 10 below.
    expect(rows).toHaveLength(5 + ROW_OVERSCAN)
    expect(rows.map((row) => row.index)).toEqual(Array.from({ length: 15 }, (_, index) => index))
    expect(rows[3]).toEqual({ item: { id: 'R3' }, index: 3, key: 'R3', start: 192 })
    expect(before).toBe(0)
    expect(totalHeight).toBe(50_000 * 64)
    expect(after).toBe((50_000 - 15) * 64)
  })

  it('takes a whole Rect for tests and benches, and its own overscan', () => {
    const list = renderRows({ items: makeRows(100), rowHeight: 100, viewport: { width: 300, height: 400 }, overscan: 5, measureRows: true })
    expect(list.last().rows).toHaveLength(4 + 5)
    // A told Rect keeps every row at its estimate: nothing is measured.
    expect(list.last().measureRow).toBeUndefined()
  })

  it('measures rows when asked and the box is laid out by the page', () => {
    const list = renderRows({ items: makeRows(10), rowHeight: 100, viewport: 600, measureRows: true })
    expect(list.last().measureRow).toBeTypeOf('function')
  })

  it('keys rows by their item, so a row keeps its key when the list is sorted again', () => {
    const rows = makeRows(30)
    const list = renderRows({ items: rows, rowHeight: 50, viewport: 200 })
    const keyOf = (answer: VirtualRows<Row>): Key[] => answer.rows.map((row) => row.key)
    expect(keyOf(list.last()).slice(0, 3)).toEqual(['R0', 'R1', 'R2'])
    list.update({ items: [...rows].reverse(), rowHeight: 50, viewport: 200 })
    expect(keyOf(list.last()).slice(0, 3)).toEqual(['R29', 'R28', 'R27'])
  })

  it('keys recycled rows by slot, so new rows in the window reuse the DOM of rows that left it', () => {
    const rows = makeRows(30)
    const list = renderRows({ items: rows, rowHeight: 50, viewport: 200, recycleRows: true })
    const keyOf = (answer: VirtualRows<Row>): Key[] => answer.rows.map((row) => row.key)
    expect(keyOf(list.last()).slice(0, 3)).toEqual(['slot-0', 'slot-1', 'slot-2'])
    list.update({ items: [...rows].reverse(), rowHeight: 50, viewport: 200, recycleRows: true })
    expect(keyOf(list.last()).slice(0, 3)).toEqual(['slot-0', 'slot-1', 'slot-2'])
    expect(list.last().rows[0]!.item).toEqual({ id: 'R29' })
    expect(new Set(keyOf(list.last())).size).toBe(list.last().rows.length)
  })

  it('cycles through as many slots as the window draws, so a window scrolled anywhere holds the same keys', () => {
    // 200 px of 50 px rows and 10 below: 14 rows, slots 0–13; rows 20–33 land on the same 14 slots.
    const window = Array.from({ length: 14 }, (_, offset) => slotKey(20 + offset, 14))
    expect(new Set(window)).toEqual(new Set(Array.from({ length: 14 }, (_, slot) => `slot-${slot}`)))
  })

  it('keys every row by its item while printing, even when recycling on screen', () => {
    const list = renderRows({ items: makeRows(200), rowHeight: 64, viewport: 320, printAll: true, recycleRows: true })
    act(() => void window.dispatchEvent(new Event('beforeprint')))
    expect(list.last().rows.map((row) => row.key).slice(-2)).toEqual(['R198', 'R199'])
    act(() => void window.dispatchEvent(new Event('afterprint')))
  })

  it('keeps scrollToIndex the same function across renders, for memoised rows', () => {
    const list = renderRows({ items: makeRows(30), rowHeight: 50, viewport: 200 })
    list.update({ items: makeRows(40), rowHeight: 50, viewport: 200 })
    expect(list.answers.length).toBeGreaterThan(1)
    expect(new Set(list.answers.map((answer) => answer.scrollToIndex)).size).toBe(1)
  })

  it('draws every row while the page prints when asked to, and only the window again afterwards', () => {
    const list = renderRows({ items: makeRows(500), rowHeight: 64, viewport: 320, printAll: true })
    expect(list.last().rows).toHaveLength(5 + ROW_OVERSCAN)
    act(() => void window.dispatchEvent(new Event('beforeprint')))
    const printed = list.last()
    expect(printed.rows).toHaveLength(500)
    expect(printed.rows[499]).toEqual({ item: { id: 'R499' }, index: 499, key: 'R499', start: 499 * 64 })
    expect([printed.before, printed.after]).toEqual([0, 0])
    act(() => void window.dispatchEvent(new Event('afterprint')))
    expect(list.last().rows).toHaveLength(5 + ROW_OVERSCAN)
  })

  it('keeps to the window while printing unless the list prints whole', () => {
    const list = renderRows({ items: makeRows(500), rowHeight: 64, viewport: 320 })
    act(() => void window.dispatchEvent(new Event('beforeprint')))
    expect(list.last().rows).toHaveLength(5 + ROW_OVERSCAN)
    act(() => void window.dispatchEvent(new Event('afterprint')))
  })
})
