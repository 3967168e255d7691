// The reader's view of the orders table (sort, states, columns) as React state: it starts from
// `given` (the host's attributes), follows it when it changes, and tells `onChange` of each change
// the reader makes. The table holds it (it asks the server for the view's first page) and its
// view component follows it.
import { useEffect, useState } from 'react'
import { ordersViewChange, parseOrdersView, type OrdersView } from './orders-view'

const DEFAULT_VIEW = parseOrdersView({})

export function useOrdersView(given: OrdersView | undefined, onChange: ((view: OrdersView) => void) | undefined) {
  const [view, setView] = useState<OrdersView>(given ?? DEFAULT_VIEW)
  const givenKey = given ? JSON.stringify(ordersViewChange(given)) : null
  useEffect(() => {
    if (given) setView(given)
    // givenKey stands for `given`: a new object saying the same thing changes nothing.
  }, [givenKey])
  const change = (next: OrdersView) => {
    setView(next)
    onChange?.(next)
  }
  return [view, change] as const
}
