import { describe, expect, it } from 'vitest'
import { ordersViewChange, parseColumns, parseOrdersView, parseSort, parseStates } from './orders-view'

describe('reading the orders view from attributes', () => {
  it('reads a sort as column.order, falling back to newest first', () => {
    expect(parseSort('total.asc')).toEqual({ column: 'total', order: 'asc' })
    expect(parseSort('count.desc')).toEqual({ column: 'count', order: 'desc' })
    for (const text of [undefined, '', 'total', 'total.up', 'price.asc', 'createdAt.']) expect(parseSort(text), String(text)).toEqual({ column: 'createdAt', order: 'desc' })
  })

  it('shows COMPLETED alone unless told, the listed states it names in the filter order, none when empty', () => {
    expect(parseStates(undefined)).toEqual(['COMPLETED'])
    expect(parseStates('canceled,COMPLETED')).toEqual(['COMPLETED', 'CANCELED'])
    expect(parseStates(['OPEN', 'DRAFT'])).toEqual(['OPEN'])
    expect(parseStates('')).toEqual([])
  })

  it('shows the named columns in the table order, and every column when none is named', () => {
    expect(parseColumns('total,createdAt')).toEqual(['createdAt', 'total'])
    expect(parseColumns(undefined)).toEqual(['createdAt', 'items', 'total', 'state', 'count', 'payment'])
    expect(parseColumns('nothing,known')).toEqual(['createdAt', 'items', 'total', 'state', 'count', 'payment'])
  })
})

describe('writing the orders view for the host', () => {
  it('gives null for every part at its default, so the default table has a bare URL', () => {
    expect(ordersViewChange(parseOrdersView({}))).toEqual({ sort: null, states: null, columns: null })
  })

  it('writes what the reader changed as the attributes read it back', () => {
    const change = ordersViewChange({ sort: { column: 'total', order: 'asc' }, states: ['COMPLETED', 'OPEN'], columns: ['createdAt', 'total'] })
    expect(change).toEqual({ sort: 'total.asc', states: ['COMPLETED', 'OPEN'], columns: ['createdAt', 'total'] })
    expect(parseOrdersView({ sort: change.sort!, states: change.states!, columns: change.columns! })).toEqual({
      sort: { column: 'total', order: 'asc' },
      states: ['COMPLETED', 'OPEN'],
      columns: ['createdAt', 'total'],
    })
  })

  it('writes no states as an empty list, which reads back as none', () => {
    expect(ordersViewChange({ sort: { column: 'createdAt', order: 'desc' }, states: [], columns: ['createdAt'] }).states).toEqual([])
  })
})
