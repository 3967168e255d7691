// @vitest-environment jsdom
// Rows for lists that are often short: drawn whole without the virtualiser's code, which a list
// loads only once it is longer than WHOLE_LIST_MAX (jsdom lays nothing out: the viewport is given).
import { act, render, waitFor } from '@testing-library/react'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { loadVirtualRows, RowsOnDemand, WHOLE_LIST_MAX, type OnDemandRows } from './rows-on-demand'

const imported = vi.hoisted(() => vi.fn())
vi.mock('./virtual-rows', async (original) => {
  imported()
  return original()
})

interface Row {
  id: string
}
const rowKey = (row: Row) => row.id
const makeRows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: `R${index}` }))

/** A list of `initial` rows of 50 px in a 200 px box; hands out what it drew with on each render. */
function renderList(initial: number) {
  const answers: OnDemandRows<Row>[] = []
  let setCount!: (count: number) => void
  function List() {
    const scrollRef = useRef<HTMLDivElement>(null)
    const [count, set] = useState(initial)
    setCount = set
    const items = useState(() => new Map<number, Row[]>())[0]
    if (!items.has(count)) items.set(count, makeRows(count))
    return (
      <div ref={scrollRef}>
        <RowsOnDemand options={{ items: items.get(count)!, keyOf: rowKey, rowHeight: 50, scrollRef, viewport: { width: 300, height: 200 }, overscan: 2 }}>
          {(rows) => {
            answers.push(rows)
            return (
              <ul style={{ height: rows.totalHeight }}>
                {rows.rows.map((row) => (
                  <li key={row.key}>{row.item.id}</li>
                ))}
              </ul>
            )
          }}
        </RowsOnDemand>
      </div>
    )
  }
  const view = render(<List />)
  return { view, last: () => answers.at(-1)!, grow: (count: number) => act(() => setCount(count)) }
}

describe('RowsOnDemand', () => {
  it('draws a short list whole, each row at its start, and never loads the virtualiser', async () => {
    const list = renderList(WHOLE_LIST_MAX)
    const { rows, whole, totalHeight, before, after } = list.last()
    expect(whole).toBe(true)
    expect(rows.map((row) => row.item.id)).toEqual(makeRows(WHOLE_LIST_MAX).map(rowKey))
    expect(rows[3]).toMatchObject({ index: 3, key: 'R3', start: 150 })
    expect({ totalHeight, before, after }).toEqual({ totalHeight: WHOLE_LIST_MAX * 50, before: 0, after: 0 })
    // Time for a download to start, were one asked for.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(imported).not.toHaveBeenCalled()
    expect(list.view.container.querySelectorAll('li')).toHaveLength(WHOLE_LIST_MAX)
  })

  it('shows a long list’s top at once, then virtualises it once the code is here', async () => {
    const list = renderList(500)
    expect(list.last()).toMatchObject({ whole: true, totalHeight: 25_000, after: 25_000 - WHOLE_LIST_MAX * 50 })
    expect(list.last().rows).toHaveLength(WHOLE_LIST_MAX)
    // 200 px shows 4 rows of 50 px, and 2 more of overscan below.
    await waitFor(() => expect(list.last().whole).toBe(false))
    expect(imported).toHaveBeenCalledTimes(1)
    expect(list.last().rows.map((row) => row.item.id)).toEqual(['R0', 'R1', 'R2', 'R3', 'R4', 'R5'])
    expect(list.last().totalHeight).toBe(25_000)
    expect(list.view.container.querySelectorAll('li')).toHaveLength(6)
  })

  it('virtualises a list that grows past the limit, at once when the code is already here', async () => {
    await loadVirtualRows()
    const list = renderList(3)
    expect(list.last().whole).toBe(true)
    list.grow(WHOLE_LIST_MAX + 1)
    expect(list.last().whole).toBe(false)
    expect(list.last().rows).toHaveLength(6)
  })

  it('scrolls a whole list just enough to bring a row into view', () => {
    const list = renderList(10)
    const box = list.view.container.firstElementChild as HTMLDivElement
    Object.defineProperty(box, 'clientHeight', { value: 200 })
    list.last().scrollToIndex(7)
    // Row 7 spans 350–400 px: its bottom meets the box's.
    expect(box.scrollTop).toBe(200)
    list.last().scrollToIndex(1)
    expect(box.scrollTop).toBe(50)
    list.last().scrollToIndex(2)
    expect(box.scrollTop).toBe(50)
  })
})
