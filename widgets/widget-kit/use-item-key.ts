// The getItemKey of a virtualised list, one function for as long as its items stay the same array.
// @tanstack/react-virtual lays every row out again whenever getItemKey changes identity, so an
// inline arrow made it walk all rows on each render: 48,584 rows of the orders table on every
// scroll frame, over 100 ms each.
import { useCallback, type Key } from 'react'

/** `keyOf` should be a module-level function, so the key getter changes only with `items`. */
export function useItemKey<T>(items: readonly T[], keyOf: (item: T) => Key): (index: number) => Key {
  return useCallback(
    (index: number) => {
      const item = items[index]
      return item === undefined ? index : keyOf(item)
    },
    [items, keyOf],
  )
}
