// Rows as the table's worker sends them to the page: a batch as columns (typed arrays, which move
// between threads without copying, and lists of text) rather than as objects. The page builds the
// row objects itself, which costs about a third of what reading the same objects out of a message
// does (each cloned object is read key by key); the few Payment texts and the states go as codes.
import type { OrderState } from '../../src/contract/square-order'
import type { SeasonDay } from '../../src/season'
import type { OrderRow } from './order-rows'

export interface RowColumns {
  id: string[]
  year: Uint16Array
  /** The window day, or 0 outside the window. */
  day: Uint8Array
  createdMs: Float64Array
  items: string[]
  totalCents: Float64Array
  count: Float64Array
  /** Codes into `names` (states and Payment texts share it). */
  state: Uint16Array
  payment: Uint16Array
  names: string[]
}

export function toRowColumns(rows: readonly OrderRow[]): RowColumns {
  const names: string[] = []
  const codes = new Map<string, number>()
  const code = (name: string) => {
    let found = codes.get(name)
    if (found === undefined) {
      found = names.push(name) - 1
      codes.set(name, found)
    }
    return found
  }
  const count = rows.length
  const columns: RowColumns = {
    id: new Array<string>(count),
    year: new Uint16Array(count),
    day: new Uint8Array(count),
    createdMs: new Float64Array(count),
    items: new Array<string>(count),
    totalCents: new Float64Array(count),
    count: new Float64Array(count),
    state: new Uint16Array(count),
    payment: new Uint16Array(count),
    names,
  }
  for (let index = 0; index < count; index++) {
    const row = rows[index]!
    columns.id[index] = row.id
    columns.year[index] = row.year
    columns.day[index] = row.day ?? 0
    columns.createdMs[index] = row.createdMs
    columns.items[index] = row.items
    columns.totalCents[index] = row.totalCents
    columns.count[index] = row.count
    columns.state[index] = code(row.state)
    columns.payment[index] = code(row.payment)
  }
  return columns
}

/** The typed arrays' buffers, to transfer rather than copy. */
export function columnBuffers(columns: RowColumns): ArrayBuffer[] {
  return [columns.year, columns.day, columns.createdMs, columns.totalCents, columns.count, columns.state, columns.payment].map((array) => array.buffer as ArrayBuffer)
}

/** The rows again, with the same fields in the same order as toOrderRow makes them. */
export function fromRowColumns(columns: RowColumns): OrderRow[] {
  const rows = new Array<OrderRow>(columns.id.length)
  for (let index = 0; index < rows.length; index++) {
    const items = columns.items[index]!
    const day = columns.day[index]!
    rows[index] = {
      id: columns.id[index]!,
      year: columns.year[index]!,
      day: day === 0 ? null : (day as SeasonDay),
      createdMs: columns.createdMs[index]!,
      items,
      itemsKey: items.toLowerCase(),
      totalCents: columns.totalCents[index]!,
      state: columns.names[columns.state[index]!] as OrderState,
      count: columns.count[index]!,
      payment: columns.names[columns.payment[index]!]!,
    }
  }
  return rows
}
