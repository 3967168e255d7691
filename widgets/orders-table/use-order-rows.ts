// The table's rows from its season answers, made in slices after an answer arrives (see
// toOrderRowsInSlices) rather than during a render, so opening a 50,000-order season never holds
// the page in one long task. While newer answers of the same seasons are being made into rows,
// the rows made before stay on screen; rows of other seasons or another location never do.
import { useEffect, useRef, useState } from 'react'
import type { OrderSummary } from '../../src/contract/order-summaries'
import { toOrderRowsInSlices, type OrderRow } from './order-rows'

interface MadeRows {
  /** What the rows show: the location and seasons asked for (another one never shows them). */
  scope: string
  answers: readonly OrderSummary[][]
  rows: OrderRow[]
}

export interface OrderRowsState {
  rows: OrderRow[]
  /** False while the rows are those of earlier answers of the same seasons. */
  current: boolean
}

const sameAnswers = (a: readonly OrderSummary[][], b: readonly OrderSummary[][]) => a.length === b.length && a.every((answer, index) => answer === b[index])

/** The rows of `answers` (one per season of `scope`, which names the timezone too), or null until the first are made. */
export function useOrderRows(answers: readonly OrderSummary[][] | null, timeZone: string, scope: string): OrderRowsState | null {
  const [made, setMade] = useState<MadeRows | null>(null)
  // `answers` is a new array on every render: a version that moves only when an answer changes.
  const asked = useRef<{ answers: readonly OrderSummary[][] | null; version: number }>({ answers: null, version: 0 })
  if (answers !== null && (asked.current.answers === null || !sameAnswers(asked.current.answers, answers))) {
    asked.current = { answers, version: asked.current.version + 1 }
  }
  const upToDate = made !== null && answers !== null && made.scope === scope && sameAnswers(made.answers, answers)
  const version = asked.current.version
  useEffect(() => {
    const wanted = asked.current.answers
    if (wanted === null || upToDate) return
    let stopped = false
    void toOrderRowsInSlices(wanted.flat(), timeZone, () => stopped).then((rows) => {
      if (rows) setMade({ scope, answers: wanted, rows })
    })
    return () => {
      stopped = true
    }
  }, [version, scope, timeZone, upToDate])
  if (made === null || answers === null || made.scope !== scope) return null
  return { rows: made.rows, current: upToDate }
}
